"""Opening vocab.json + merges.txt, vocab.txt and SentencePiece .model files (and folders)."""

import json

import pytest
import sentencepiece
import transformers
from tokenizers import Tokenizer as HfTokenizer
from tokenizers import models, normalizers, pre_tokenizers, trainers
from tokenizers.models import WordPiece

from support import SENTENCES, printed_under_the_c_locale, train_ours
from workbench.core import can_sample, with_dropout
from workbench.core.formats.exporters import export
from workbench.core.formats.importers import open_tokenizer
from workbench.core.formats.tokenizer_json import FormatError, to_dict


@pytest.fixture(autouse=True)
def offline(monkeypatch):
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")


def encodings(tokenizer, texts):
    return [(e.tokens, e.ids, e.offsets) for e in map(tokenizer.encode, texts)]


def texts(multilingual):
    return [multilingual, " " + multilingual, "", "  x  ", "<|endoftext|>In the beginning"]


def test_gpt2_files_open_as_the_tokenizer_they_came_from(sample_slice, multilingual, tmp_path):
    ours = train_ours(sample_slice, algorithm="bpe", vocab_size=900, special_tokens=["<|endoftext|>"])
    export(ours, "gpt2", str(tmp_path))
    for path in (tmp_path / "vocab.json", tmp_path / "merges.txt", tmp_path):
        opened = open_tokenizer(str(path))
        assert encodings(opened, texts(multilingual)) == encodings(ours, texts(multilingual))
    gpt2 = transformers.GPT2Tokenizer(vocab=str(tmp_path / "vocab.json"),
                                      merges=str(tmp_path / "merges.txt"))
    assert opened.encode(multilingual).ids == gpt2(multilingual)["input_ids"]
    assert opened.decode(opened.encode(multilingual).ids) == multilingual


@pytest.mark.parametrize("normalizer, lower", [(["bert"], True), (["bert-cased"], False)])
def test_bert_vocab_txt_opens_with_bert_pipeline(normalizer, lower, sample_slice, multilingual, tmp_path):
    ours = train_ours(sample_slice, algorithm="wordpiece", vocab_size=800, normalizer=normalizer,
                      special_tokens=["[PAD]", "[CLS]", "[SEP]", "[MASK]"])
    export(ours, "bert", str(tmp_path))
    opened = open_tokenizer(str(tmp_path / "vocab.txt"))
    assert encodings(opened, texts(multilingual)) == encodings(ours, texts(multilingual))
    assert opened.special_tokens == ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"]
    bert = transformers.BertTokenizer(vocab=str(tmp_path / "vocab.txt"), do_lower_case=lower,
                                      strip_accents=None if lower else False)
    for add in (False, True):
        ids = bert(multilingual, add_special_tokens=add)["input_ids"]
        assert opened.encode(multilingual, add_special_tokens=add).ids == ids


@pytest.fixture(scope="module", params=[("unigram", "nmt_nfkc"), ("bpe", "nmt_nfkc"),
                                        ("unigram", "identity"), ("bpe", "identity")],
                ids=lambda p: "-".join(p))
def spm_model(request, sample_slice, tmp_path_factory):
    """A .model trained by SentencePiece itself, with byte fallback; its default normalization
    (compiled NFKC rules, extra spaces removed) or none."""
    kind, rules = request.param
    prefix = tmp_path_factory.mktemp("spm") / kind
    sentencepiece.SentencePieceTrainer.train(
        input=sample_slice, model_prefix=str(prefix), vocab_size=600, model_type=kind,
        normalization_rule_name=rules, remove_extra_whitespaces=rules != "identity",
        byte_fallback=True, character_coverage=0.99, minloglevel=2, num_threads=1)
    return f"{prefix}.model"


def test_sentencepiece_model_opens_and_encodes_as_sentencepiece(spm_model, multilingual):
    processor = sentencepiece.SentencePieceProcessor(model_file=spm_model)
    opened = open_tokenizer(spm_model)
    assert len(opened.vocab) == processor.vocab_size()
    for text in texts(multilingual) + ["   leading and  double spaces ", "日本語 🤗",
                                       "ﬁ\u0301 ㍿ ½ Ｈéllo \u200b\t\x00x"]:
        ids = processor.encode(text)
        assert opened.encode(text).ids == ids, text
        assert opened.encode(text).tokens == [processor.id_to_piece(i) for i in ids]
        assert opened.decode(ids) == processor.decode(ids)
    assert any(t.startswith("<0x") for t in opened.encode(multilingual).tokens)


def test_a_sentencepiece_model_offers_no_dropout(spm_model):
    """SentencePiece merges its BPE pieces by score: `tokenizers`' dropout does not apply."""
    opened = open_tokenizer(spm_model)
    assert not can_sample(opened)
    with pytest.raises(ValueError, match="BPE models only"):
        with_dropout(opened, 0.1)


def test_our_sentencepiece_export_opens_again(sample_slice, multilingual, tmp_path):
    ours = train_ours(sample_slice, algorithm="unigram", vocab_size=500, seed_size=4000)
    export(ours, "sentencepiece", str(tmp_path))
    opened = open_tokenizer(str(tmp_path))
    assert opened.encode(multilingual).ids == ours.encode(multilingual).ids


@pytest.mark.parametrize("files, opened, message", [
    ({"vocab.txt": "a\nb\n"}, "vocab.txt", "no \\[UNK\\] token"),
    ({"vocab.json": json.dumps({"a": 0, "b": 1, "ab": 2}), "merges.txt": "#version: 0.2\na b c\n"},
     "vocab.json", "merges.txt:2: a merge is two tokens"),
    ({"vocab.json": json.dumps({"a": 0, "b": 1}), "merges.txt": "a b\n"}, "merges.txt",
     "uses a token missing from the vocabulary"),
    ({"vocab.json": json.dumps({"a": 0, "b": 2})}, "vocab.json", "no 'model' section"),
    ({"notes.md": "x"}, ".", "no tokenizer file in this folder"),
    ({"x.model": "not protobuf"}, "x.model", "not a SentencePiece model"),
    ({"x.model": ""}, "x.model", "not a SentencePiece model \\(no pieces\\)$"),
])
def test_bad_files_are_format_errors(files, opened, message, tmp_path):
    for name, content in files.items():
        (tmp_path / name).write_text(content, encoding="utf-8")
    with pytest.raises(FormatError, match=message):
        open_tokenizer(str(tmp_path / opened))


# Fast checks on files `tokenizers` writes for small models trained on support.SENTENCES,
# against the library that reads each format; refusals' texts by hand.

SMALL_TEXTS = [*SENTENCES, "  two  spaces<|endoftext|>x ", "<|endoftext|>", "Zebra ∂ x\u00e9 🤗!"]


def small_gpt2_files(folder) -> None:
    """vocab.json and merges.txt of a byte-level BPE, as `tokenizers` saves its model."""
    hf = HfTokenizer(models.BPE())
    hf.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    hf.train_from_iterator(SENTENCES, trainers.BpeTrainer(
        vocab_size=300, show_progress=False, special_tokens=["<|endoftext|>", "<pad>"],
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet()))
    hf.model.save(str(folder))


def test_gpt2_files_tokenizers_writes_open_and_encode_as_transformers_gpt2_tokenizer(tmp_path):
    small_gpt2_files(tmp_path)
    gpt2 = transformers.GPT2Tokenizer(vocab=str(tmp_path / "vocab.json"),
                                      merges=str(tmp_path / "merges.txt"))
    for path in (tmp_path, tmp_path / "vocab.json", tmp_path / "merges.txt"):
        opened = open_tokenizer(str(path))
        assert opened.special_tokens == ["<|endoftext|>", "<pad>"]  # GPT2_SPECIALS in the file
        for text in SMALL_TEXTS:
            theirs = gpt2(text, return_offsets_mapping=True)
            mine = opened.encode(text)
            assert mine.ids == theirs["input_ids"], text
            assert mine.tokens == gpt2.convert_ids_to_tokens(theirs["input_ids"]), text
            assert [tuple(o) for o in mine.offsets] == [tuple(o) for o in theirs["offset_mapping"]]
            assert opened.decode(mine.ids) == gpt2.decode(mine.ids, skip_special_tokens=True)
        resaved = HfTokenizer.from_str(json.dumps(to_dict(opened)))  # as tokenizer.json
        assert [resaved.encode(text).offsets for text in SMALL_TEXTS] == \
            [opened.encode(text).offsets for text in SMALL_TEXTS]


def test_merges_txt_skips_its_version_line_and_counts_lines_from_1(tmp_path):
    """(`tokenizers` refuses a blank line between merges, which we skip.)"""
    small_gpt2_files(tmp_path)
    hf = HfTokenizer(models.BPE.from_file(str(tmp_path / "vocab.json"), str(tmp_path / "merges.txt")))
    hf.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    opened = open_tokenizer(str(tmp_path / "merges.txt"))
    for text in SENTENCES:
        assert opened.encode(text).ids == hf.encode(text).ids
    merges = (tmp_path / "merges.txt").read_text(encoding="utf-8").split("\n")
    for line in ["a b c", "a\tb", "a  b"]:  # `tokenizers` refuses each (split on one space)
        (tmp_path / "merges.txt").write_text("\n".join(merges[:4] + [line]), encoding="utf-8")
        with pytest.raises(Exception):
            models.BPE.from_file(str(tmp_path / "vocab.json"), str(tmp_path / "merges.txt"))
        with pytest.raises(FormatError) as refused:
            open_tokenizer(str(tmp_path / "vocab.json"))
        assert str(refused.value) == \
            f"{tmp_path / 'merges.txt'}:5: a merge is two tokens and one space"


@pytest.mark.parametrize("vocab, problem", [
    ([1, 2], "not a token -> id map with ids 0..n-1"),
    ({"a": 0, "b": 2}, "not a token -> id map with ids 0..n-1"),
    ({"a": 0, "b": 1.0}, "not a token -> id map with ids 0..n-1"),
    ({"a": 0, "b": -1}, "not a token -> id map with ids 0..n-1"),
    ({"a": 0, "\u2581": 1}, "not byte-level BPE (its pre-tokenizer is unknown); open its "
                            "tokenizer.json instead"),
])
def test_a_vocab_json_gpt2_files_cannot_have_is_refused_saying_why(vocab, problem, tmp_path):
    (tmp_path / "vocab.json").write_text(json.dumps(vocab), encoding="utf-8")
    (tmp_path / "merges.txt").write_text("#version: 0.2\n", encoding="utf-8")
    with pytest.raises(FormatError) as refused:
        open_tokenizer(str(tmp_path / "merges.txt"))
    assert str(refused.value) == f"{tmp_path / 'vocab.json'}: {problem}"


def test_vocab_txt_lines_as_bert_tokenizer_reads_them(tmp_path):
    """CRLF line ends and no final newline; capitals make it cased; its specials."""
    hf = HfTokenizer(models.WordPiece(unk_token="[UNK]"))
    hf.normalizer = normalizers.BertNormalizer(lowercase=False)
    hf.pre_tokenizer = pre_tokenizers.BertPreTokenizer()
    hf.train_from_iterator(SENTENCES, trainers.WordPieceTrainer(
        vocab_size=150, special_tokens=["[PAD]", "[UNK]", "[CLS]", "[MASK]"], show_progress=False))
    vocab = sorted(hf.get_vocab(), key=hf.get_vocab().get)
    path = tmp_path / "vocab.txt"
    path.write_bytes("\r\n".join(vocab).encode("utf-8"))
    bert = transformers.BertTokenizer(str(path), do_lower_case=False)
    opened = open_tokenizer(str(path))
    assert opened.vocab == vocab and opened.special_tokens == ["[PAD]", "[UNK]", "[CLS]", "[MASK]"]
    for text in [*SENTENCES, "The [MASK] fox [PAD]x"]:
        ids = bert(text, add_special_tokens=False)["input_ids"]
        assert opened.encode(text).ids == ids, text
        assert opened.encode(text).tokens == bert.convert_ids_to_tokens(ids), text
    path.write_text("[UNK]\na\nb\na\n", encoding="utf-8")
    with pytest.raises(FormatError) as refused:
        open_tokenizer(str(path))
    assert str(refused.value) == f"{path}: a token appears twice"
    path.write_text("[unk]\na\n", encoding="utf-8")
    with pytest.raises(FormatError) as refused:
        open_tokenizer(str(path))
    assert str(refused.value) == f"{path}: no [UNK] token, so not a BERT vocab.txt"


def test_a_vocab_txt_token_is_its_line_as_tokenizers_and_transformers_read_it(tmp_path):
    """A line ends at "\\n" only (a lone "\\r" is part of the token); white space inside a
    token is kept, at its end dropped (CRLF's "\\r" with it); the line number is the id: as
    `tokenizers`' WordPiece.read_file and transformers' BertTokenizer read the file."""
    lines = ["[UNK]", "new york", "a\u3000b", "\u00e9t\u00e9", "##b", "ab ", "\rcd", "x\r",
             "newX", "y\u3000", "z\t"]
    path = tmp_path / "vocab.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8", newline="")
    ids = WordPiece.read_file(str(path))
    theirs = sorted(ids, key=ids.get)
    assert theirs == ["[UNK]", "new york", "a\u3000b", "\u00e9t\u00e9", "##b", "ab", "\rcd", "x",
                      "newX", "y", "z"]
    bert = transformers.BertTokenizer(str(path)).get_vocab()
    assert sorted(theirs, key=bert.get) == theirs
    assert open_tokenizer(str(path)).vocab == theirs


def test_files_are_read_as_utf8_whatever_the_locale_says(tmp_path):
    """Under the C locale (ASCII, as in a bare container) a UTF-8 vocab.txt still opens."""
    path = tmp_path / "vocab.txt"
    path.write_text("[UNK]\n\u00e9t\u00e9\n", encoding="utf-8")
    script = "import sys; from workbench.core.formats.importers import open_tokenizer; " \
             "print(ascii(open_tokenizer(sys.argv[1]).vocab))"
    assert printed_under_the_c_locale(script, str(path)) == "['[UNK]', '\\xe9t\\xe9']\n"


def test_files_that_cannot_be_read_are_refused_naming_them(tmp_path):
    missing = tmp_path / "vocab.txt"
    with pytest.raises(FormatError) as refused:
        open_tokenizer(str(missing))
    assert str(refused.value) == f"{missing}: cannot open (No such file or directory)"
    latin1 = tmp_path / "latin1.txt"
    latin1.write_bytes(b"[UNK]\ncaf\xe9\n")
    with pytest.raises(FormatError) as refused:
        open_tokenizer(str(latin1))
    assert str(refused.value).startswith(f"{latin1}: not UTF-8 text ('utf-8' codec can't decode")
    empty = tmp_path / "empty"
    empty.mkdir()
    with pytest.raises(FormatError) as refused:
        open_tokenizer(str(empty))
    assert str(refused.value) == (
        f"{empty}: no tokenizer file in this folder (looked for tokenizer.json, vocab.json, "
        "vocab.txt, tokenizer.model, spm.model, spiece.model, sentencepiece.bpe.model)")
    model = tmp_path / "x.model"
    model.write_bytes(b"\xff\xfe")
    with pytest.raises(FormatError) as refused:
        open_tokenizer(str(model))
    assert str(refused.value).startswith(f"{model}: not a SentencePiece model (")


def test_a_folder_opens_its_first_file_in_the_documented_order(tmp_path):
    """tokenizer.json, then vocab.json (with merges.txt), then vocab.txt."""
    small_gpt2_files(tmp_path)
    (tmp_path / "vocab.txt").write_text("[UNK]\na\n", encoding="utf-8")
    assert open_tokenizer(str(tmp_path)).algorithm == "bpe"
    (tmp_path / "merges.txt").unlink()
    (tmp_path / "vocab.json").unlink()
    assert open_tokenizer(str(tmp_path)).algorithm == "wordpiece"
    hf = HfTokenizer(models.WordLevel({"a": 0, "[UNK]": 1}, unk_token="[UNK]"))
    hf.save(str(tmp_path / "tokenizer.json"))
    assert open_tokenizer(str(tmp_path)).algorithm == "wordlevel"
    (tmp_path / "tokenizer.json").rename(tmp_path / "other.json")
    (tmp_path / "vocab.txt").unlink()
    assert open_tokenizer(str(tmp_path / "other.json")).algorithm == "wordlevel"


def test_a_folder_with_spiece_model_opens_it_as_t5_and_albert_name_it(spm_model, tmp_path):
    folder = tmp_path / "t5"
    folder.mkdir()
    (folder / "spiece.model").write_bytes(open(spm_model, "rb").read())
    processor = sentencepiece.SentencePieceProcessor(model_file=spm_model)
    assert open_tokenizer(str(folder)).encode("In the beginning").ids == processor.encode(
        "In the beginning")
