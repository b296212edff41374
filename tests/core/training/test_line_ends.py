"""Line ends: kept in a plain-text line's last word (as tokenizers trains) or dropped, each line
a sentence (as SentencePiece trains); Unigram and the T5-like preset drop them (issue 13,
item 15)."""

import pytest

from workbench.core import TrainConfig
from workbench.core.pipeline import build_normalizer, build_pre_tokenizer
from workbench.core.training import PRESETS, Source, count_words


@pytest.mark.parametrize("workers", [1, 2])
def test_dropped_line_ends_leave_no_newline_in_words(tmp_path, workers, monkeypatch):
    """By hand: 'a b' / 'c a' (one with CRLF) under metaspace."""
    monkeypatch.setattr("workbench.core.training.counting.PARALLEL_MIN_BYTES", 0)
    path = tmp_path / "lines.txt"
    path.write_bytes(b"a b\r\nc a\n")
    source, metaspace = Source.for_path(str(path)), build_pre_tokenizer("metaspace")
    kept = count_words([source], build_normalizer([]), metaspace, workers=workers)
    dropped = count_words([source], build_normalizer([]), metaspace, workers=workers,
                          drop_line_ends=True)
    assert kept.counts == {"▁a": 1, "▁b\r\n": 1, "▁c": 1, "▁a\n": 1}
    assert dropped.counts == {"▁a": 2, "▁b": 1, "▁c": 1}
    assert dropped.sources[0].lines == kept.sources[0].lines == 2


def test_unigram_and_the_t5_preset_drop_line_ends_the_others_keep_them():
    assert TrainConfig(algorithm="unigram", vocab_size=10).line_ends == "drop"
    assert TrainConfig(algorithm="bpe", vocab_size=10).line_ends == "keep"
    assert TrainConfig(algorithm="wordpiece", vocab_size=10).line_ends == "keep"
    assert TrainConfig(**PRESETS["t5"].settings).line_ends == "drop"
    assert TrainConfig(algorithm="unigram", vocab_size=10, line_ends="keep").line_ends == "keep"
    assert TrainConfig(algorithm="unigram", vocab_size=10).to_dict()["line_ends"] == "drop"
