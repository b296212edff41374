"""docs/tokenizers-components.md lists every component type of the installed `tokenizers`, and
what it says of each (supported or refused) is what opening a file with it does."""

import json
import re

import pytest
import sentencepiece
from sentencepiece import sentencepiece_model_pb2
from tokenizers import Regex
from tokenizers import Tokenizer as HfTokenizer
from tokenizers import decoders, models, normalizers, pre_tokenizers, processors

from support import ROOT
from workbench.core.formats import tokenizer_json
from workbench.core.formats.tokenizer_json import FormatError

SECTIONS = {  # section of the table -> (the module, its base class, the tokenizer.json key)
    "Normalizers": (normalizers, normalizers.Normalizer, "normalizer"),
    "Pre-tokenizers": (pre_tokenizers, pre_tokenizers.PreTokenizer, "pre_tokenizer"),
    "Models": (models, models.Model, "model"),
    "Post-processors": (processors, processors.PostProcessor, "post_processor"),
    "Decoders": (decoders, decoders.Decoder, "decoder"),
}


def nmt_nfkc() -> bytes:
    """SentencePiece's compiled nmt_nfkc rules, from the sentencepiece package."""
    spec = sentencepiece_model_pb2.NormalizerSpec()
    spec.ParseFromString(
        sentencepiece.SentencePieceNormalizer(rule_name="nmt_nfkc").serialized_normalizer_spec())
    return spec.precompiled_charsmap


WITH_ARGUMENTS = {  # an instance of each type whose constructor needs arguments
    (normalizers, "Precompiled"): lambda: normalizers.Precompiled(nmt_nfkc()),
    (normalizers, "Prepend"): lambda: normalizers.Prepend("▁"),
    (normalizers, "Replace"): lambda: normalizers.Replace("a", "b"),
    (normalizers, "Sequence"): lambda: normalizers.Sequence([normalizers.NFC()]),
    (pre_tokenizers, "CharDelimiterSplit"): lambda: pre_tokenizers.CharDelimiterSplit("-"),
    (pre_tokenizers, "Sequence"): lambda: pre_tokenizers.Sequence([pre_tokenizers.Whitespace()]),
    (pre_tokenizers, "Split"): lambda: pre_tokenizers.Split(Regex(r"\s"), "removed"),
    (processors, "BertProcessing"): lambda: processors.BertProcessing(("[SEP]", 1), ("[CLS]", 0)),
    (processors, "RobertaProcessing"): lambda: processors.RobertaProcessing(("</s>", 1), ("<s>", 0)),
    (processors, "Sequence"): lambda: processors.Sequence([processors.ByteLevel()]),
    (processors, "TemplateProcessing"): lambda: processors.TemplateProcessing(
        single="[CLS] $A", special_tokens=[("[CLS]", 0)]),
    (decoders, "Replace"): lambda: decoders.Replace("▁", " "),
    (decoders, "Sequence"): lambda: decoders.Sequence([decoders.Fuse()]),
    (models, "BPE"): lambda: models.BPE({"a": 0, "[CLS]": 1, "[SEP]": 2}, []),
    (models, "Unigram"): lambda: models.Unigram([("<unk>", 0.0), ("a", -1.0)], 0),
    (models, "WordLevel"): lambda: models.WordLevel({"a": 0, "[UNK]": 1}, "[UNK]"),
    (models, "WordPiece"): lambda: models.WordPiece({"a": 0, "[UNK]": 1}, unk_token="[UNK]"),
}


def documented() -> dict[str, dict[str, str]]:
    """Section -> component type -> what its row says first ("supported", "refused", ...)."""
    text = (ROOT / "docs" / "tokenizers-components.md").read_text(encoding="utf-8")
    out: dict[str, dict[str, str]] = {}
    for section in SECTIONS:
        body = text.split(f"## {section}", 1)[1].split("\n## ", 1)[0]
        rows = out.setdefault(section, {})
        for line in body.splitlines():
            cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
            if len(cells) == 3 and cells[0].startswith("`"):
                for name in re.findall(r"`(\w+)`", cells[0]):
                    rows.setdefault(name, re.match(r"\w*", cells[2]).group())
    return out


COMPONENTS = [(section, name) for section, (module, base, _) in SECTIONS.items()
              for name in dir(module)
              if isinstance(getattr(module, name), type) and issubclass(getattr(module, name), base)
              and getattr(module, name) is not base]


@pytest.mark.parametrize("section, name", COMPONENTS)
def test_every_component_is_listed_and_does_what_the_table_says(section, name):
    status = documented()[section].get(name)
    assert status in ("supported", "refused"), f"{section} {name}: {status}"
    module, _, key = SECTIONS[section]
    component = WITH_ARGUMENTS.get((module, name), getattr(module, name))()
    hf = HfTokenizer(component if key == "model" else models.BPE({"a": 0, "[CLS]": 1, "[SEP]": 2, "<s>": 3,
                                                                   "</s>": 4}, []))
    if key != "model":
        setattr(hf, key, component)
    data = json.loads(hf.to_str())
    if status == "supported":
        tokenizer_json.from_dict(data).encode("a a")
    else:
        with pytest.raises(FormatError, match=f"'{name}' is not supported"):
            tokenizer_json.from_dict(data)


def test_a_byte_level_vocabulary_lacking_bytes_keeps_each_tokens_own_offsets():
    """The docs' row: with no unknown token the missing bytes are dropped, as `tokenizers` drops
    them, and `½` (the second byte of `н`) points at `н`, where `tokenizers` 0.23 points at `Т`.
    Both figures pinned: a `tokenizers` that mends this fails here, and the docs then say so."""
    hf = HfTokenizer(models.BPE({"a": 0, "½": 1, "Ġ": 2, "b": 3}, []))
    hf.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    hf.decoder = decoders.ByteLevel()
    ours = tokenizer_json.from_dict(json.loads(hf.to_str()))
    text = "aТн b"
    theirs, mine = hf.encode(text), ours.encode(text)
    assert mine.tokens == theirs.tokens == ["a", "½", "Ġ", "b"]
    assert "н".encode("utf-8")[1:] == "½".encode("latin-1")  # ½ is byte 0xBD, unshifted
    assert [tuple(o) for o in mine.offsets] == [(0, 1), (2, 3), (3, 4), (4, 5)]
    assert text[2] == "н"
    assert [tuple(o) for o in theirs.offsets] == [(0, 1), (1, 2), (3, 4), (4, 5)]
    assert ours.decode(mine.ids) == hf.decode(theirs.ids)
    for other in ["Тн", "нн b", "b н a", "ТТ"]:  # the same tokens dropped, whatever the offsets
        assert ours.encode(other).tokens == hf.encode(other).tokens, other
