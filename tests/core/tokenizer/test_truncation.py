"""Truncation, padding and pairs of sequences, against `tokenizers` running the same file:
tokens, ids, offsets, type ids and attention mask, with each post-processor, with and without
special tokens; and the file's settings kept through open, save, inspect and export."""

import json

import pytest
from tokenizers import Tokenizer as HfTokenizer
from tokenizers import decoders, models, pre_tokenizers, processors, trainers

from workbench.cli import main
from workbench.core.formats import ExportError, export_files, importers, tokenizer_json
from workbench.core.tokenizer.encoding import EncodeError

SPECIALS = ["[PAD]", "[CLS]", "[SEP]", "<s>", "</s>"]
SENTENCES = ["the hug of a pug", "buns and hugs", "a pug", "", "hugs, pugs and buns and more buns"]


@pytest.fixture(scope="module")
def base() -> dict:
    hf = HfTokenizer(models.BPE())
    hf.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    hf.decoder = decoders.ByteLevel()
    hf.train_from_iterator(SENTENCES * 3, trainers.BpeTrainer(
        vocab_size=300, special_tokens=SPECIALS, show_progress=False,
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet()))
    return json.loads(hf.to_str())


def _template(single: str, pair: str):
    return processors.TemplateProcessing(single=single, pair=pair,
                                         special_tokens=[("[CLS]", 1), ("[SEP]", 2)])


PROCESSORS = {
    "none": None,
    "bert": processors.BertProcessing(("[SEP]", 2), ("[CLS]", 1)),
    "roberta": processors.RobertaProcessing(("</s>", 4), ("<s>", 3)),
    "template": _template("[CLS] $A [SEP]", "[CLS] $A [SEP] $B:1 [SEP]:1"),
    "template-odd-types": _template("$A:2 [SEP]:1", "[CLS]:3 $B:0 [SEP] $A:1"),
    "byte-level": processors.ByteLevel(trim_offsets=True),
    "sequence": processors.Sequence([processors.ByteLevel(trim_offsets=True),
                                     _template("[CLS] $A [SEP]", "[CLS] $A [SEP] $B:1 [SEP]:1")]),
}


def _truncation(max_length: int, strategy: str = "LongestFirst", direction: str = "Right") -> dict:
    return {"max_length": max_length, "strategy": strategy, "direction": direction, "stride": 0}


def _padding(strategy, direction: str = "Right", multiple=None, pad_type_id: int = 0) -> dict:
    return {"strategy": strategy, "direction": direction, "pad_to_multiple_of": multiple,
            "pad_id": 0, "pad_type_id": pad_type_id, "pad_token": "[PAD]"}


TRUNCATIONS = {
    "none": None,
    "longest-first-7": _truncation(7),
    "longest-first-4": _truncation(4),
    "longest-first-left-5": _truncation(5, direction="Left"),
    "below-the-specials": _truncation(1),
    "only-first-6": _truncation(6, "OnlyFirst"),
    "only-second-8-left": _truncation(8, "OnlySecond", "Left"),
    "zero": _truncation(0),
}
PADDINGS = [None, _padding({"Fixed": 12}), _padding("BatchLongest", "Left", 4, pad_type_id=2),
            _padding({"Fixed": 3}, multiple=5)]
PAIRS = [(a, b) for a in SENTENCES[:3] + SENTENCES[4:] for b in (None, "buns", SENTENCES[4])]


def _reference(base: dict, processor, truncation, padding) -> HfTokenizer:
    hf = HfTokenizer.from_str(json.dumps(base))
    if processor is not None:
        hf.post_processor = processor
    data = json.loads(hf.to_str())
    return HfTokenizer.from_str(json.dumps({**data, "truncation": truncation, "padding": padding}))


def _fields(encoding) -> tuple:
    return (encoding.tokens, encoding.ids, [tuple(o) for o in encoding.offsets],
            encoding.type_ids, encoding.attention_mask)


@pytest.mark.parametrize("truncation", TRUNCATIONS)
@pytest.mark.parametrize("processor", PROCESSORS)
def test_pairs_truncation_and_padding_as_tokenizers(base, processor, truncation):
    for padding in PADDINGS:
        theirs = _reference(base, PROCESSORS[processor], TRUNCATIONS[truncation], padding)
        ours = tokenizer_json.from_dict(json.loads(theirs.to_str()))
        for text, pair in PAIRS:
            for special in (False, True):
                try:
                    expected = _fields(theirs.encode(text, pair, add_special_tokens=special))
                except Exception:  # noqa: BLE001 - tokenizers' truncation errors are plain
                    with pytest.raises(EncodeError):
                        ours.encode(text, pair=pair, add_special_tokens=special)
                    continue
                got = _fields(ours.encode(text, pair=pair, add_special_tokens=special))
                assert got == expected, (text, pair, special, padding)


def test_without_truncation_the_whole_text_is_encoded(base):
    theirs = _reference(base, PROCESSORS["bert"], TRUNCATIONS["longest-first-4"], None)
    ours = tokenizer_json.from_dict(json.loads(theirs.to_str()))
    theirs.no_truncation()
    expected = theirs.encode(SENTENCES[4], "buns", add_special_tokens=True)
    got = ours.encode(SENTENCES[4], pair="buns", add_special_tokens=True, truncate=False)
    assert _fields(got) == _fields(expected)


@pytest.fixture
def limited(base, tmp_path) -> tuple[str, HfTokenizer]:
    """A file with truncation, padding and BERT's pair template, written by `tokenizers`."""
    theirs = _reference(base, PROCESSORS["template"], _truncation(6, direction="Left"),
                        _padding({"Fixed": 9}, multiple=4, pad_type_id=1))
    path = str(tmp_path / "limited.json")
    theirs.save(path)
    return path, theirs


def test_truncation_and_padding_survive_open_save_and_export(limited, tmp_path, capsys):
    path, theirs = limited
    stored = json.loads(theirs.to_str())
    saved = str(tmp_path / "saved.json")
    tokenizer_json.save(tokenizer_json.load(path), saved)
    assert main(["export", saved, "--format", "tokenizer-json", "-o", str(tmp_path / "out")]) == 0
    for written in (saved, str(tmp_path / "out" / "tokenizer.json")):
        data = json.loads(open(written, encoding="utf-8").read())
        assert (data["truncation"], data["padding"]) == (stored["truncation"], stored["padding"])
        again = HfTokenizer.from_file(written)
        assert _fields(again.encode("hugs", "the pug")) == _fields(theirs.encode("hugs", "the pug"))
    capsys.readouterr()
    assert main(["inspect", path]) == 0
    report = json.loads(capsys.readouterr().out)
    assert (report["truncation"], report["padding"]) == (stored["truncation"], stored["padding"])


def test_a_vocabulary_file_cannot_hold_truncation_so_export_refuses(tmp_path):
    """vocab.txt stands for BERT's pipeline without truncation: written, it would be lost."""
    bert = importers.bert_from_vocab(["[PAD]", "[UNK]", "[CLS]", "[SEP]", "a", "##b"])
    assert export_files(bert, "bert")
    bert.truncation = _truncation(8)
    with pytest.raises(ExportError, match="truncation"):
        export_files(bert, "bert")


def test_the_cli_encodes_pairs_truncated_and_padded(limited, capsys):
    path, theirs = limited
    for options, truncate in (([], True), (["--no-truncation"], False)):
        assert main(["encode", path, SENTENCES[4], "--pair", "buns and hugs",
                     "--add-special-tokens", *options]) == 0
        printed = json.loads(capsys.readouterr().out)
        if not truncate:
            theirs.no_truncation()
        expected = theirs.encode(SENTENCES[4], "buns and hugs", add_special_tokens=True)
        assert (printed["tokens"], printed["ids"], printed["type_ids"],
                printed["attention_mask"]) == (expected.tokens, expected.ids, expected.type_ids,
                                               expected.attention_mask)
        assert [tuple(o) for o in printed["offsets"]] == expected.offsets
    assert len(printed["tokens"]) > 9  # without truncation, longer than the padding


@pytest.mark.parametrize("section, value, field", [
    ("truncation", {"max_length": 5, "strategy": "LongestFirst"}, "stride"),
    ("padding", {"strategy": "BatchLongest", "direction": "Right", "pad_id": 0,
                 "pad_type_id": 0}, "pad_token"),
])
def test_settings_tokenizers_refuses_are_refused_naming_the_field(base, section, value, field):
    with pytest.raises(Exception, match=field):
        HfTokenizer.from_str(json.dumps({**base, section: value}))
    with pytest.raises(tokenizer_json.FormatError, match=field):
        tokenizer_json.from_dict({**base, section: value})
