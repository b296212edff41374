"""Export: every format, loaded by the library that owns it, encodes as our encoder does."""

import json
import os
import re
from dataclasses import replace

import pytest
import sentencepiece
import transformers
from tokenizers import Tokenizer as HfTokenizer
from tokenizers import models, normalizers, pre_tokenizers, trainers

from support import SENTENCES, train_ours
from support import trained as small_model
from workbench.core.editing import with_added_tokens
from workbench.core.formats import exporters
from workbench.core.formats import tokenizer_json
from workbench.core.formats.exporters import ExportError, _brief, export, export_files
from workbench.core.formats.importers import bert_from_vocab, open_tokenizer
from workbench.core.pipeline import AddedToken, build_normalizer
from workbench.core.pipeline.decoders import ByteLevelDecoder

TEXTS_WITHOUT_SPECIALS = ["In the beginning God created the heaven", "🤗", "x",
                          "Ｆｕｌｌｗｉｄｔｈ ﬁ ① ㎏ Å"]  # NFKC changes each of the last


@pytest.fixture(autouse=True)
def offline(monkeypatch):
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")


@pytest.fixture(scope="module")
def trained(sample_slice):
    cache = {}

    def get(**settings):
        key = json.dumps(settings, sort_keys=True)
        if key not in cache:
            cache[key] = train_ours(sample_slice, **settings)
        return cache[key]
    return get


def assert_same(ours, text, ids, tokens, **encode_options):
    """Same ids, and same tokens where they are known (libraries name an unknown run differently:
    by its own text or by the unknown token)."""
    mine = ours.encode(text, **encode_options)
    assert mine.ids == ids
    unk = ours.token_to_id(ours.unk_token) if ours.unk_token else None
    assert [t for t, i in zip(mine.tokens, ids) if i != unk] == [
        t for t, i in zip(tokens, ids) if i != unk]


@pytest.mark.parametrize("settings, first", [
    ({"algorithm": "bpe", "vocab_size": 900, "special_tokens": ["<s>", "</s>", "<pad>"]}, "<s>"),
    ({"algorithm": "wordpiece", "vocab_size": 700,
      "special_tokens": ["[CLS]", "[SEP]", "[PAD]", "[MASK]"]}, "[CLS]"),
    ({"algorithm": "unigram", "vocab_size": 600, "seed_size": 5000,
      "special_tokens": ["<pad>", "<mask>"]}, None),
], ids=["bpe", "wordpiece", "unigram"])
def test_tokenizer_json_export_loads_in_transformers(settings, first, trained, multilingual, tmp_path):
    ours = trained(**settings)
    written = export(ours, "tokenizer-json", str(tmp_path))
    assert sorted(os.path.basename(p) for p in written) == [
        "special_tokens_map.json", "tokenizer.json", "tokenizer_config.json"]
    auto = transformers.AutoTokenizer.from_pretrained(str(tmp_path))
    direct = transformers.PreTrainedTokenizerFast(tokenizer_file=str(tmp_path / "tokenizer.json"))
    for loaded in (auto, direct):
        for add in (False, True):
            ids = loaded(multilingual, add_special_tokens=add)["input_ids"]
            assert_same(ours, multilingual, ids, loaded.convert_ids_to_tokens(ids),
                        add_special_tokens=add)
        ids = loaded(multilingual, add_special_tokens=False)["input_ids"]
        assert loaded.decode(ids, skip_special_tokens=True) == ours.decode(ids)
    with_specials = ours.encode("x", add_special_tokens=True).tokens
    assert with_specials[0] == first if first else with_specials == ours.encode("x").tokens
    assert auto.unk_token == ours.unk_token
    assert auto.pad_token == settings["special_tokens"][-2 if first == "[CLS]" else
                                                       -1 if first else 0]


def test_special_tokens_map_names_roles(trained):
    ours = trained(algorithm="wordpiece", vocab_size=700,
                   special_tokens=["[CLS]", "[SEP]", "[PAD]", "[MASK]", "<extra>"])
    files = export_files(ours, "tokenizer-json")
    assert json.loads(files["special_tokens_map.json"]) == {
        "unk_token": "[UNK]", "cls_token": "[CLS]", "sep_token": "[SEP]", "pad_token": "[PAD]",
        "mask_token": "[MASK]", "additional_special_tokens": ["<extra>"]}


def hf_with_model(ours, model) -> HfTokenizer:
    """A `tokenizers` pipeline like ours around a model the foreign library read from files."""
    hf = HfTokenizer.from_str(tokenizer_json.dumps(ours))
    hf.model = model
    return hf


@pytest.mark.parametrize("settings", [
    {"algorithm": "bpe", "vocab_size": 900},
    {"algorithm": "bpe", "vocab_size": 700, "pre_tokenizer": "whitespace", "normalizer": ["nfkc"]},
    {"algorithm": "bpe", "vocab_size": 700, "pre_tokenizer": "bert", "end_of_word_suffix": "</w>"},
], ids=["byte-level", "whitespace", "bert-suffix"])
def test_gpt2_files_round_trip(settings, trained, multilingual, tmp_path):
    ours = trained(**settings)
    export(ours, "gpt2", str(tmp_path))
    vocab, merges = str(tmp_path / "vocab.json"), str(tmp_path / "merges.txt")
    assert (tmp_path / "merges.txt").read_text(encoding="utf-8").startswith("#version: 0.2\n")
    options = {"unk_token": ours.unk_token, "end_of_word_suffix": settings.get("end_of_word_suffix")}
    model = models.BPE.from_file(vocab, merges, **{k: v for k, v in options.items() if v})
    hf = hf_with_model(ours, model)
    for text in [multilingual, *TEXTS_WITHOUT_SPECIALS]:
        theirs = hf.encode(text, add_special_tokens=False)
        assert_same(ours, text, theirs.ids, theirs.tokens)
    if ours.pre_tokenizer.byte_level:
        gpt2 = transformers.GPT2Tokenizer(vocab=vocab, merges=merges)
        ids = gpt2(multilingual)["input_ids"]
        assert_same(ours, multilingual, ids, gpt2.convert_ids_to_tokens(ids))


@pytest.mark.parametrize("settings", [
    {"algorithm": "wordpiece", "vocab_size": 700, "normalizer": ["bert-cased"]},
    {"algorithm": "wordpiece", "vocab_size": 700, "normalizer": ["bert"]},
], ids=["cased", "uncased"])
def test_bert_vocab_txt_round_trip(settings, trained, multilingual, tmp_path):
    """vocab.txt holds only the vocabulary; BertTokenizer and our importer supply BERT's
    pipeline, and with it tokenize exactly as the model does (CJK and control characters too)."""
    ours = trained(**settings)
    export(ours, "bert", str(tmp_path))
    vocab = str(tmp_path / "vocab.txt")
    lines = (tmp_path / "vocab.txt").read_text(encoding="utf-8").splitlines()
    assert lines == ours.vocab
    hf = hf_with_model(ours, models.WordPiece.from_file(vocab, unk_token=ours.unk_token))
    bert = transformers.BertTokenizer(vocab, do_lower_case="bert" in settings["normalizer"])
    reopened = open_tokenizer(vocab)
    text_with_cjk = multilingual + "\x07 ".join("中文字符，日本語のテキスト。") + "\u200b"
    for text in [text_with_cjk, *TEXTS_WITHOUT_SPECIALS]:
        theirs = hf.encode(text, add_special_tokens=False)
        assert_same(ours, text, theirs.ids, theirs.tokens)
        ids = bert(text, add_special_tokens=False)["input_ids"]
        assert_same(ours, text, ids, bert.convert_ids_to_tokens(ids))
        assert reopened.encode(text) == ours.encode(text)


@pytest.mark.parametrize("settings, message", [
    ({}, r"normalizer \(null\): its readers would use \{\"type\": \"BertNormalizer\""),
    ({"normalizer": ["nfd", "lowercase", "strip-accents"]}, "normalizer"),
    ({"normalizer": ["bert"], "pre_tokenizer": "whitespace"}, "model's pre-tokenizer"),
    ({"normalizer": ["bert"], "special_tokens": ["<s>"]}, r'added tokens \(\["\[UNK\]", "<s>"\]\)'),
    ({"normalizer": ["bert"], "unk_token": "<unk>"}, "model's options"),
], ids=["no-normalizer", "not-bert-normalizer", "whitespace", "other-special", "other-unk"])
def test_bert_export_refuses_a_pipeline_vocab_txt_cannot_hold(settings, message, trained,
                                                             tmp_path):
    """Its readers would tokenize differently (issue: CJK spaced out, controls dropped)."""
    ours = trained(algorithm="wordpiece", vocab_size=700, **settings)
    with pytest.raises(ExportError, match=message):
        export(ours, "bert", str(tmp_path))
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("settings", [
    {"algorithm": "unigram", "vocab_size": 600, "seed_size": 5000, "special_tokens": ["<s>", "</s>"]},
    {"algorithm": "unigram", "vocab_size": 400, "seed_size": 3000, "prepend_scheme": "never"},
    {"algorithm": "bpe", "vocab_size": 800, "pre_tokenizer": "metaspace", "fuse_unk": True,
     "special_tokens": ["<s>"]},
    {"algorithm": "unigram", "vocab_size": 600, "seed_size": 5000,
     "normalizer": ["spm-nmt-nfkc"]},
    {"algorithm": "bpe", "vocab_size": 800, "pre_tokenizer": "metaspace", "fuse_unk": True,
     "normalizer": ["spm-nfkc"]},
], ids=["unigram", "unigram-no-prefix", "metaspace-bpe", "unigram-nmt-nfkc", "bpe-nfkc"])
def test_sentencepiece_model_round_trip(settings, trained, multilingual, tmp_path):
    if settings.get("normalizer"):  # CRLF: see the next test
        multilingual = multilingual.replace("\r\n", "\n")
    ours = trained(**settings)
    export(ours, "sentencepiece", str(tmp_path))
    processor = sentencepiece.SentencePieceProcessor(model_file=str(tmp_path / "tokenizer.model"))
    assert processor.vocab_size() == len(ours.vocab)
    assert processor.unk_id() == ours.token_to_id(ours.unk_token)
    if "<s>" in ours.special_tokens:
        assert processor.id_to_piece(processor.bos_id()) == "<s>"
    for text in [multilingual, *TEXTS_WITHOUT_SPECIALS]:
        ids = processor.encode(text)
        assert_same(ours, text, ids, [processor.id_to_piece(i) for i in ids])
    known = processor.encode(TEXTS_WITHOUT_SPECIALS[0])
    assert ours.decode(known) == processor.decode(known) == TEXTS_WITHOUT_SPECIALS[0]
    # Pieces may hold a newline, which .vocab writes as it is (as SentencePiece does).
    lines = re.findall(r"(.+?)\t(-?[0-9.e+-]+)\n", (tmp_path / "tokenizer.vocab").read_text(
        encoding="utf-8"), flags=re.DOTALL)
    assert [piece for piece, _ in lines] == ours.vocab
    assert [float(score) for _, score in lines] == pytest.approx(
        [processor.get_score(i) for i in range(len(ours.vocab))], rel=1e-6)


def test_compiled_rules_differ_between_the_libraries_only_where_the_docs_say():
    """SentencePiece applies its compiled rules code point by code point; `tokenizers`'
    Precompiled (and the workbench, which must open T5's tokenizer.json as it does) replaces a
    whole grapheme by the rule of its first code point: CRLF is one space, and a mark after a
    mapped character goes. docs/formats.md's SentencePiece caveats name these; elsewhere they
    agree."""
    from tokenizers import normalizers as hf

    from workbench.core.pipeline.normalizers import build_normalizer, sentencepiece_charsmap

    ours = build_normalizer(["spm-nmt-nfkc"])
    theirs = hf.Precompiled(sentencepiece_charsmap("nmt_nfkc"))
    spm = sentencepiece.SentencePieceNormalizer(rule_name="nmt_nfkc", add_dummy_prefix=False,
                                                remove_extra_whitespaces=False,
                                                escape_whitespaces=False)
    for text, by_graphemes, by_code_points in [("a\r\nb", "a b", "a  b"),
                                               ("\uff57\u035a", "w", "w\u035a")]:
        assert ours.normalize_str(text) == theirs.normalize_str(text) == by_graphemes
        assert spm.normalize(text) == by_code_points
    text = TEXTS_WITHOUT_SPECIALS[-1] + "\t\u00a0\u3000\u2028 e\u0301 \u212b"
    assert ours.normalize_str(text) == theirs.normalize_str(text) == spm.normalize(text)


@pytest.mark.parametrize("settings, fmt, message", [
    ({"algorithm": "wordpiece", "vocab_size": 500}, "gpt2", "holds bpe models, not wordpiece"),
    ({"algorithm": "bpe", "vocab_size": 500}, "bert", "holds wordpiece models, not bpe"),
    ({"algorithm": "bpe", "vocab_size": 500, "pre_tokenizer": "metaspace"}, "gpt2",
     r"contains '\\n', which this format's lines cannot hold"),
    ({"algorithm": "wordpiece", "vocab_size": 500}, "sentencepiece", "not wordpiece"),
    ({"algorithm": "bpe", "vocab_size": 500}, "sentencepiece", "not as 'byte-level'"),
    ({"algorithm": "bpe", "vocab_size": 500, "pre_tokenizer": "metaspace"}, "sentencepiece",
     "--fuse-unk"),
    ({"algorithm": "unigram", "vocab_size": 300, "seed_size": 3000, "normalizer": ["nfkc"]},
     "sentencepiece", "normalizer"),
], ids=["wordpiece-gpt2", "bpe-bert", "newline-gpt2", "wordpiece-spm", "byte-level-spm", "unfused-spm", "nfkc-spm"])
def test_formats_refuse_what_they_cannot_hold(settings, fmt, message, trained, tmp_path):
    with pytest.raises(ExportError, match=message.replace("-", r"\-")):
        export(trained(**settings), fmt, str(tmp_path))
    assert list(tmp_path.iterdir()) == []


def test_export_never_overwrites_unless_forced(trained, tmp_path):
    ours = trained(algorithm="wordpiece", vocab_size=500, normalizer=["bert"])
    (tmp_path / "vocab.txt").write_text("mine\n", encoding="utf-8")
    with pytest.raises(ExportError, match="exists; use --force"):
        export(ours, "bert", str(tmp_path))
    assert (tmp_path / "vocab.txt").read_text(encoding="utf-8") == "mine\n"
    export(ours, "bert", str(tmp_path), force=True)
    assert (tmp_path / "vocab.txt").read_text(encoding="utf-8").splitlines() == ours.vocab
    assert sorted(os.listdir(tmp_path)) == ["vocab.txt"]


def test_registry_formats_and_algorithms():
    assert {name: f.algorithms for name, f in exporters.FORMATS.items()} == {
        "tokenizer-json": ("bpe", "wordpiece", "unigram", "wordlevel"), "gpt2": ("bpe",),
        "bert": ("wordpiece",), "sentencepiece": ("unigram", "bpe"), "tiktoken": ("bpe",)}


def test_sentencepiece_export_keeps_byte_fallback(sample_slice, multilingual, tmp_path):
    """A metaspace BPE with byte fallback (here made by `tokenizers`) becomes a .model with
    BYTE pieces, and SentencePiece falls back to bytes exactly where we do."""
    hf = HfTokenizer(models.BPE(unk_token="<unk>", byte_fallback=True, fuse_unk=True))
    hf.pre_tokenizer = pre_tokenizers.Metaspace()
    byte_pieces = [f"<0x{b:02X}>" for b in range(256)]
    hf.train([sample_slice], trainers.BpeTrainer(vocab_size=900, show_progress=False,
                                                 special_tokens=["<unk>", "<s>", *byte_pieces],
                                                 limit_alphabet=60))
    data = json.loads(hf.to_str())
    data["added_tokens"] = [t for t in data["added_tokens"] if t["content"] not in byte_pieces]
    ours = tokenizer_json.from_dict(data)
    export(ours, "sentencepiece", str(tmp_path))
    processor = sentencepiece.SentencePieceProcessor(model_file=str(tmp_path / "tokenizer.model"))
    ids = processor.encode(multilingual)
    assert_same(ours, multilingual, ids, [processor.id_to_piece(i) for i in ids])
    assert any(processor.id_to_piece(i).startswith("<0x") for i in ids)


def test_sentencepiece_refuses_a_bpe_suffix(trained, tmp_path):
    ours = trained(algorithm="bpe", vocab_size=500, pre_tokenizer="metaspace", fuse_unk=True,
                   end_of_word_suffix="</w>")
    with pytest.raises(ExportError, match="end-of-word suffix"):
        export(ours, "sentencepiece", str(tmp_path))


# Fast checks on small models (trained on support.SENTENCES in milliseconds): each file as the
# library that owns the format writes or reads it, and each refusal's text (by hand).

SMALL_TEXTS = [*SENTENCES, "Zebra ∂ x\u00e9 quick, 🤗!"]


def hf_wordpiece(lowercase: bool) -> HfTokenizer:
    """A BERT-style WordPiece trained by `tokenizers` on the sentences (capitals kept or not)."""
    hf = HfTokenizer(models.WordPiece(unk_token="[UNK]"))
    hf.normalizer = normalizers.BertNormalizer(lowercase=lowercase)
    hf.pre_tokenizer = pre_tokenizers.BertPreTokenizer()
    hf.train_from_iterator(SENTENCES, trainers.WordPieceTrainer(
        vocab_size=150, special_tokens=["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"],
        show_progress=False))
    return hf


def vocab_of(hf: HfTokenizer) -> list[str]:
    ids = hf.get_vocab()
    return sorted(ids, key=ids.get)


def test_small_tokenizer_json_export_names_the_roles_transformers_reads(tmp_path):
    ours = small_model("wordpiece", 150, special_tokens=["[CLS]", "[SEP]", "[PAD]", "[MASK]", "<s>",
                                                        "</s>", "«extra»"])
    export(ours, "tokenizer-json", str(tmp_path))
    roles = {"unk_token": "[UNK]", "cls_token": "[CLS]", "sep_token": "[SEP]", "pad_token": "[PAD]",
             "mask_token": "[MASK]", "bos_token": "<s>", "eos_token": "</s>"}
    written = {name: (tmp_path / name).read_text(encoding="utf-8")
               for name in ("tokenizer_config.json", "special_tokens_map.json")}
    for text in written.values():  # two-space indents, characters as they are, a final newline
        assert text.startswith('{\n  "') and text.endswith("}\n") and "\n   \"" not in text
        assert "«extra»" in text
    assert json.loads(written["special_tokens_map.json"]) == {
        **roles, "additional_special_tokens": ["«extra»"]}
    config = json.loads(written["tokenizer_config.json"])
    hf = HfTokenizer.from_file(str(tmp_path / "tokenizer.json"))
    assert config == {
        "tokenizer_class": "PreTrainedTokenizerFast", "clean_up_tokenization_spaces": False,
        "added_tokens_decoder": {str(i): {"content": t.content, "single_word": t.single_word,
                                          "lstrip": t.lstrip, "rstrip": t.rstrip,
                                          "normalized": t.normalized, "special": t.special}
                                 for i, t in hf.get_added_tokens_decoder().items()},
        **roles, "additional_special_tokens": ["«extra»"]}
    auto = transformers.AutoTokenizer.from_pretrained(str(tmp_path))
    assert {name: getattr(auto, name) for name in roles} == roles
    assert auto.clean_up_tokenization_spaces is False
    ids = auto("the fox «extra»", add_special_tokens=False)["input_ids"]
    assert ids == ours.encode("the fox «extra»").ids and ids[-1] == ours.token_to_id("«extra»")


@pytest.mark.parametrize("settings", [
    {"algorithm": "bpe", "vocab_size": 300},
    {"algorithm": "bpe", "vocab_size": 150, "pre_tokenizer": "whitespace", "normalizer": ["nfkc"]},
    {"algorithm": "bpe", "vocab_size": 150, "pre_tokenizer": "bert", "end_of_word_suffix": "</w>"},
], ids=["byte-level", "whitespace", "bert-suffix"])
def test_small_gpt2_files_are_what_tokenizers_writes_and_encode_the_same(settings, tmp_path):
    ours = small_model(**settings)
    files = export_files(ours, "gpt2")
    hf = HfTokenizer.from_str(tokenizer_json.dumps(ours))
    hf.model.save(str(tmp_path))
    theirs = {name: (tmp_path / name).read_text(encoding="utf-8") for name in files}
    assert files["merges.txt"] == theirs["merges.txt"]
    assert files["merges.txt"].startswith("#version: 0.2\n")
    assert json.loads(files["vocab.json"]) == json.loads(theirs["vocab.json"])
    assert files["vocab.json"].endswith("}\n")
    if settings.get("pre_tokenizer") is None:  # byte-level characters written as they are
        assert "Ġ" in files["vocab.json"]
    for name, content in files.items():
        (tmp_path / name).write_text(content, encoding="utf-8")
    options = {"unk_token": ours.unk_token, "end_of_word_suffix": settings.get("end_of_word_suffix")}
    hf.model = models.BPE.from_file(str(tmp_path / "vocab.json"), str(tmp_path / "merges.txt"),
                                    **{k: v for k, v in options.items() if v})
    for text in SMALL_TEXTS:
        theirs_encoding = hf.encode(text, add_special_tokens=False)
        assert_same(ours, text, theirs_encoding.ids, theirs_encoding.tokens)


@pytest.mark.parametrize("lowercase", [True, False], ids=["uncased", "cased"])
def test_small_bert_vocab_txt_is_what_tokenizers_writes_and_encodes_as_bert(lowercase, tmp_path):
    hf = hf_wordpiece(lowercase)
    vocab = vocab_of(hf)
    ours = bert_from_vocab(vocab)
    files = export_files(ours, "bert")
    hf.model.save(str(tmp_path))
    assert files == {"vocab.txt": (tmp_path / "vocab.txt").read_text(encoding="utf-8")}
    bert = transformers.BertTokenizer(str(tmp_path / "vocab.txt"), do_lower_case=lowercase)
    for text in SMALL_TEXTS:
        ids = bert(text, add_special_tokens=False)["input_ids"]
        assert_same(ours, text, ids, bert.convert_ids_to_tokens(ids))
        assert hf.encode(text).ids == ids


def _refusal(ours, fmt: str) -> str:
    with pytest.raises(ExportError) as refused:
        export_files(ours, fmt)
    return str(refused.value)


def _bpe_with_merge(part: str):
    """A char-level BPE whose one merge has `part` on its right."""
    return tokenizer_json.from_dict({"model": {
        "type": "BPE", "vocab": {"x": 0, part[0]: 1, part[1:]: 2, part: 3, "x" + part: 4},
        "merges": [[part[0], part[1:]], ["x", part]]}})


@pytest.mark.parametrize("char", [" ", "\n", "\r"])
def test_gpt2_refuses_a_merge_part_its_lines_cannot_hold_and_writes_any_other(char):
    assert _refusal(_bpe_with_merge("y" + char), "gpt2") == (
        f"merge part {char!r} contains {char!r}, which this format's lines cannot hold; "
        "export 'tokenizer-json' instead")
    files = export_files(_bpe_with_merge("XY"), "gpt2")
    assert files["merges.txt"] == "#version: 0.2\nX Y\nx XY\n"


def test_bert_refuses_tokens_its_lines_cannot_hold_or_would_strip():
    vocab = vocab_of(hf_wordpiece(True))
    for token, problem in [("a\nb", "contains '\\n', which this format's lines cannot hold"),
                           ("a\rb", "contains '\\r', which this format's lines cannot hold"),
                           (" ab", "starts or ends with white space, which vocab.txt readers strip"),
                           ("ab\t", "starts or ends with white space, which vocab.txt readers strip")]:
        assert _refusal(bert_from_vocab([*vocab, token]), "bert") == \
            f"token {token!r} {problem}; export 'tokenizer-json' instead"
    assert export_files(bert_from_vocab([*vocab, "XX"]), "bert")["vocab.txt"].endswith("\nXX\n")


def test_bert_refuses_another_pipeline_naming_the_part_and_both_values_in_brief():
    vocab = vocab_of(hf_wordpiece(True))
    implied = bert_from_vocab(vocab)
    extra = [f"<extra_{i}>" for i in range(12)]
    ours = with_added_tokens(implied, [AddedToken(token, special=True) for token in extra])
    listed = '["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", ' + \
        ", ".join(f'"{token}"' for token in extra) + "]"
    assert len(listed) > 120
    assert _refusal(ours, "bert") == (
        f"this format cannot hold the model's added tokens ({listed[:117]}...): its readers would "
        'use ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"] and tokenize differently; export '
        "'tokenizer-json' instead")
    no_normalizer = replace(implied, normalizer=build_normalizer(None))
    assert _refusal(no_normalizer, "bert") == (
        "this format cannot hold the model's normalizer (null): its readers would use "
        '{"type": "BertNormalizer", "clean_text": true, "handle_chinese_chars": true, '
        '"strip_accents": null, "lowercase": true} and tokenize differently; export '
        "'tokenizer-json' instead")


def test_a_refusal_shows_a_value_of_up_to_120_characters_whole_and_as_written():
    """A part's value in a refusal is its JSON, non-ASCII characters as they are; longer than
    120 characters, its first 117 and '...'."""
    whole = '["' + "é" * 116 + '"]'  # 120 characters
    assert _brief(["é" * 116]) == whole
    assert _brief(["é" * 117]) == whole[:117] + "..."


def test_bert_refuses_added_tokens_with_other_flags_and_another_post_processor():
    """The same added tokens with other flags (BERT's readers add them special, not
    normalized), and a post-processor other than the [CLS] ... [SEP] template, are refused."""
    implied = bert_from_vocab(vocab_of(hf_wordpiece(True)))
    lstripped = with_added_tokens(implied, [AddedToken("[MASK]", special=True, lstrip=True)])
    assert _refusal(lstripped, "bert").startswith(
        "this format cannot hold the model's added tokens' flags ([{")
    no_template = replace(implied, post_processor=None)
    assert _refusal(no_template, "bert").startswith(
        "this format cannot hold the model's post-processor (null): its readers would use "
        '{"type": "TemplateProcessing"')


def test_bert_refuses_truncation_padding_and_another_decoder_its_files_cannot_hold():
    """vocab.txt holds none of them: a tokenizer that truncates, pads or decodes otherwise than
    BERT's readers do is refused, naming which."""
    implied = bert_from_vocab(vocab_of(hf_wordpiece(True)))
    truncation = {"direction": "Right", "max_length": 8, "strategy": "LongestFirst", "stride": 0}
    padding = {"strategy": "BatchLongest", "direction": "Right", "pad_to_multiple_of": None,
               "pad_id": 0, "pad_type_id": 0, "pad_token": "[PAD]"}
    for part, changed in [("truncation", replace(implied, truncation=truncation)),
                          ("padding", replace(implied, padding=padding)),
                          ("decoder", replace(implied, decoder=ByteLevelDecoder()))]:
        assert _refusal(changed, "bert").startswith(
            f"this format cannot hold the model's {part} ({{"), part


def test_export_files_refuses_an_unknown_format_another_algorithm_and_skipped_ids():
    ours = small_model("wordpiece", 150)
    assert _refusal(ours, "gpt3") == ("unknown format 'gpt3'; choose from: tokenizer-json, gpt2, "
                                      "bert, sentencepiece, tiktoken")
    assert _refusal(ours, "sentencepiece") == \
        "format 'sentencepiece' holds unigram or bpe models, not wordpiece"
    gaps = tokenizer_json.from_dict({"model": {"type": "WordPiece", "unk_token": "[UNK]",
                                               "continuing_subword_prefix": "##",
                                               "max_input_chars_per_word": 100,
                                               "vocab": {"[UNK]": 0, "a": 2, "b": 5}}})
    assert _refusal(gaps, "bert") == (
        "the vocabulary skips 3 ids, which format 'bert' cannot (its tokens take the ids in "
        "turn); export 'tokenizer-json' instead")
    assert set(export_files(gaps, "tokenizer-json")) == {
        "tokenizer.json", "tokenizer_config.json", "special_tokens_map.json"}


def test_an_unknown_token_of_any_name_is_the_unk_token_transformers_reads(tmp_path):
    ours = small_model("wordpiece", 150, unk_token="<oov>", special_tokens=["<unk>"])
    export(ours, "tokenizer-json", str(tmp_path))
    assert json.loads((tmp_path / "special_tokens_map.json").read_text(encoding="utf-8")) == {
        "unk_token": "<oov>"}
    assert transformers.AutoTokenizer.from_pretrained(str(tmp_path)).unk_token == "<oov>"
