"""Components without a "type" (older files) and components lacking a required field: each file
is opened as `tokenizers` opens it, or refused where `tokenizers` refuses it, the field named."""

import json

import pytest
from tokenizers import Tokenizer as HfTokenizer
from tokenizers import models, pre_tokenizers, trainers

from workbench.cli import main
from workbench.core.formats import tokenizer_json
from workbench.core.formats.tokenizer_json import FormatError

SPECIALS = ["[UNK]", "[CLS]", "[SEP]", "<s>", "</s>"]
TEXTS = ["  hugs, pugs and buns  ", "hug", "", "Ġhug ▁bun", "  "]


@pytest.fixture(scope="module")
def base() -> dict:
    """A small BPE tokenizer.json written by `tokenizers`, with BERT's and RoBERTa's specials."""
    hf = HfTokenizer(models.BPE(unk_token="[UNK]"))
    hf.pre_tokenizer = pre_tokenizers.Whitespace()
    hf.train_from_iterator(["hugs pugs and buns, the hug of a pug"] * 3,
                           trainers.BpeTrainer(vocab_size=60, special_tokens=SPECIALS,
                                               show_progress=False))
    return json.loads(hf.to_str())


def _ids(base: dict, *tokens: str) -> list:
    return [[token, base["model"]["vocab"][token]] for token in tokens]


def _untyped(data: dict) -> dict:
    return {key: value for key, value in data.items() if key != "type"}


UNTYPED = {
    "bpe-model": lambda base: ("model", _untyped(base["model"])),
    "strip": lambda base: ("normalizer", {"strip_left": True, "strip_right": False}),
    "prepend": lambda base: ("normalizer", {"prepend": "h"}),
    "sequence-of-untyped": lambda base: ("normalizer", {"type": "Sequence", "normalizers": [
        {"strip_left": False, "strip_right": True}, {"prepend": "u"}]}),
    "untyped-sequence": lambda base: ("normalizer", {"normalizers": [{"prepend": "b"}]}),
    "bert-processing": lambda base: ("post_processor", {"sep": _ids(base, "[SEP]")[0],
                                                        "cls": _ids(base, "[CLS]")[0]}),
    "roberta-processing": lambda base: ("post_processor", {
        "sep": _ids(base, "</s>")[0], "cls": _ids(base, "<s>")[0], "trim_offsets": True,
        "add_prefix_space": True}),
    # tokenizers never looks at a post-processor's "type": without its two flags this is BERT's
    "roberta-named-without-flags": lambda base: ("post_processor", {
        "type": "RobertaProcessing", "sep": _ids(base, "</s>")[0], "cls": _ids(base, "<s>")[0]}),
    "bpe-decoder": lambda base: ("decoder", {"suffix": "g"}),
    "wordpiece-decoder": lambda base: ("decoder", {"prefix": "##", "cleanup": True}),
    "strip-decoder": lambda base: ("decoder", {"type": "Sequence", "decoders": [
        {"content": "h", "start": 1, "stop": 0}]}),
}


@pytest.mark.parametrize("name", UNTYPED)
def test_components_without_a_type_open_as_tokenizers_reads_them(base, name):
    section, component = UNTYPED[name](base)
    data = {**base, section: component}
    theirs = HfTokenizer.from_str(json.dumps(data))
    ours = tokenizer_json.from_dict(data)
    if section != "normalizer":  # what each became, as tokenizers writes it back
        assert tokenizer_json.to_dict(ours)[section]["type"] == \
            json.loads(theirs.to_str())[section]["type"]
    for text in TEXTS:
        for special in (False, True):
            mine = ours.encode(text, add_special_tokens=special)
            reference = theirs.encode(text, add_special_tokens=special)
            assert (mine.tokens, mine.ids, mine.offsets) == \
                (reference.tokens, reference.ids, reference.offsets)
        assert ours.decode(mine.ids) == theirs.decode(reference.ids)


REFUSED = {
    "wordpiece-without-unk-token": ("model", {"type": "WordPiece", "vocab": {"a": 0, "##a": 1},
                                              "continuing_subword_prefix": "##",
                                              "max_input_chars_per_word": 100}, "unk_token"),
    "normalizer-sequence-without-list": ("normalizer", {"type": "Sequence"}, "normalizers"),
    "decoder-sequence-without-list": ("decoder", {"type": "Sequence"}, "decoders"),
    "metaspace-without-replacement": ("pre_tokenizer", {"type": "Metaspace",
                                                        "prepend_scheme": "always"}, "replacement"),
    "metaspace-decoder-without-replacement": ("decoder", {"type": "Metaspace",
                                                          "prepend_scheme": "always"}, "replacement"),
    "untyped-pre-tokenizer": ("pre_tokenizer", {"individual_digits": True}, "no 'type'"),
    "normalizer-not-an-object": ("normalizer", 5, "normalizer is not a JSON object"),
    "sequence-of-an-object": ("decoder", {"type": "Sequence", "decoders": {"type": "Fuse"}},
                              "decoder 'Sequence': 'decoders' is not a list"),
}


@pytest.mark.parametrize("name", REFUSED)
def test_files_tokenizers_refuses_are_refused_naming_the_field(base, name, tmp_path, capsys):
    section, component, field = REFUSED[name]
    data = {**base, section: component}
    with pytest.raises(Exception):
        HfTokenizer.from_str(json.dumps(data))
    with pytest.raises(FormatError, match=field):
        tokenizer_json.from_dict(data)
    path = tmp_path / "tokenizer.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["encode", str(path), "hug"]) == 2
    error = capsys.readouterr().err
    assert field in error and error.count("\n") == 1


def test_a_type_that_is_not_a_string_is_refused_showing_its_first_40_characters(base):
    data = {**base, "decoder": {"type": int("1234567890" * 5)}}
    with pytest.raises(Exception):
        HfTokenizer.from_str(json.dumps(data))
    with pytest.raises(FormatError) as refused:
        tokenizer_json.from_dict(data)
    assert str(refused.value) == "decoder's 'type' is not a string: " + "1234567890" * 4
