"""Opening vocab.json + merges.txt, vocab.txt and SentencePiece .model files (and folders)."""

import json

import pytest
import sentencepiece
import transformers

from support import train_ours
from workbench.core import can_sample, with_dropout
from workbench.core.formats.exporters import export
from workbench.core.formats.importers import open_tokenizer
from workbench.core.formats.tokenizer_json import FormatError


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
    ({"x.model": ""}, "x.model", "no pieces"),
])
def test_bad_files_are_format_errors(files, opened, message, tmp_path):
    for name, content in files.items():
        (tmp_path / name).write_text(content, encoding="utf-8")
    with pytest.raises(FormatError, match=message):
        open_tokenizer(str(tmp_path / opened))
