"""Presets: each well-known tokenizer's preset trains a model that its own file format holds."""

import pytest
import sentencepiece

from support import MULTILINGUAL, train_ours
from workbench.core import export
from workbench.core.training.presets import PRESETS


@pytest.mark.parametrize("name, fmt", [("gpt2", "gpt2"), ("bert", "bert"), ("t5", "sentencepiece")])
def test_a_preset_trains_a_model_its_own_format_holds(name, fmt, sample_slice, tmp_path):
    """BERT's vocab.txt implies BERT's normalizer, T5's .model SentencePiece's nmt_nfkc rules:
    the presets use exactly those, so the export is not refused (it was for both)."""
    ours = train_ours(sample_slice, **{**PRESETS[name].settings, "vocab_size": 600})
    export(ours, fmt, str(tmp_path))
    if fmt == "sentencepiece":
        processor = sentencepiece.SentencePieceProcessor(
            model_file=str(tmp_path / "tokenizer.model"))
        # NFKC changes each of the last; no CRLF (see the README's SentencePiece caveats)
        text = MULTILINGUAL.replace("\r\n", "\n") + " Ｆｕｌｌｗｉｄｔｈ ﬁ ① ㎏ Å"
        assert ours.encode(text).ids == processor.encode(text)
