"""Opening tokenizer.json files made by `tokenizers` in the styles of published models.

Each file is built here with `tokenizers` (trained on the sample slice) to mimic a model family's
pipeline; our core must encode it exactly as `tokenizers` does: tokens, ids and offsets, with and
without the post-processor's special tokens, and decode the same.
"""

import base64
import json
import struct

import pytest
from tokenizers import AddedToken, Regex
from tokenizers import Tokenizer as HfTokenizer
from tokenizers import decoders, models, normalizers, pre_tokenizers, processors, trainers

from support import SENTENCES, trained
from workbench.core.formats import tokenizer_json
from workbench.core.formats.tokenizer_json import FormatError

LLAMA3_PATTERN = (r"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}"
                  r"| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+")
BYTES = [f"<0x{b:02X}>" for b in range(256)]


def bpe_trainer(**options):
    return trainers.BpeTrainer(vocab_size=1200, show_progress=False, **options)


def gpt2(corpus, _charsmap):
    hf = HfTokenizer(models.BPE())
    hf.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    hf.train([corpus], bpe_trainer(special_tokens=["<|endoftext|>"],
                                   initial_alphabet=pre_tokenizers.ByteLevel.alphabet()))
    hf.decoder = decoders.ByteLevel()
    hf.post_processor = processors.ByteLevel(trim_offsets=False)
    return hf


def roberta(corpus, _charsmap):
    hf = HfTokenizer(models.BPE())
    hf.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    hf.train([corpus], bpe_trainer(special_tokens=["<s>", "<pad>", "</s>", "<unk>"],
                                   initial_alphabet=pre_tokenizers.ByteLevel.alphabet()))
    hf.add_special_tokens([AddedToken("<mask>", lstrip=True, special=True)])
    hf.decoder = decoders.ByteLevel()
    hf.post_processor = processors.RobertaProcessing(("</s>", hf.token_to_id("</s>")),
                                                     ("<s>", hf.token_to_id("<s>")))
    return hf


def bert(corpus, cased: bool):
    hf = HfTokenizer(models.WordPiece(unk_token="[UNK]"))
    hf.normalizer = normalizers.BertNormalizer(lowercase=not cased, strip_accents=False if cased else None)
    hf.pre_tokenizer = pre_tokenizers.BertPreTokenizer()
    hf.train([corpus], trainers.WordPieceTrainer(
        vocab_size=1200, show_progress=False,
        special_tokens=["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"]))
    hf.decoder = decoders.WordPiece()
    hf.post_processor = processors.TemplateProcessing(
        single="[CLS] $A [SEP]", pair="[CLS] $A [SEP] $B:1 [SEP]:1",
        special_tokens=[("[CLS]", hf.token_to_id("[CLS]")), ("[SEP]", hf.token_to_id("[SEP]"))])
    hf.add_tokens(["dunya"])  # a non-special added token, normalized before it is matched
    return hf


def t5_albert(corpus, charsmap):
    """SentencePiece Unigram as transformers converts it, with SentencePiece's compiled rules."""
    hf = HfTokenizer(models.Unigram())
    hf.normalizer = normalizers.Sequence([
        normalizers.Replace("``", '"'), normalizers.Replace("''", '"'),
        normalizers.Precompiled(charsmap), normalizers.NFKD(),
        normalizers.StripAccents(), normalizers.Lowercase(),
        normalizers.Replace(Regex(" {2,}"), " ")])
    hf.pre_tokenizer = pre_tokenizers.Sequence([
        pre_tokenizers.WhitespaceSplit(), pre_tokenizers.Metaspace(prepend_scheme="always")])
    hf.train([corpus], trainers.UnigramTrainer(
        vocab_size=800, show_progress=False, special_tokens=["<pad>", "</s>", "<unk>"],
        unk_token="<unk>"))
    hf.decoder = decoders.Metaspace(prepend_scheme="always")
    hf.post_processor = processors.TemplateProcessing(
        single="$A </s>", pair="$A </s> $B </s>", special_tokens=[("</s>", hf.token_to_id("</s>"))])
    return hf


def unigram_byte_fallback(corpus, _charsmap):
    """Unigram whose unknown runs fall back to byte pieces (as Gemma-style tokenizers do)."""
    hf = HfTokenizer(models.Unigram())
    hf.pre_tokenizer = pre_tokenizers.Metaspace()
    hf.train([corpus], trainers.UnigramTrainer(vocab_size=600, show_progress=False,
                                               special_tokens=["<unk>"], unk_token="<unk>"))
    data = json.loads(hf.to_str())
    data["model"]["vocab"] += [[piece, -30.0] for piece in BYTES]
    data["model"]["byte_fallback"] = True
    return HfTokenizer.from_str(json.dumps(data))


def llama2(corpus, _charsmap):
    """SentencePiece BPE as converted by transformers: no pre-tokenizer, '▁' put in by the
    normalizer, byte fallback for characters not in the vocabulary, unknown runs fused."""
    hf = HfTokenizer(models.BPE(unk_token="<unk>", byte_fallback=True, fuse_unk=True))
    hf.pre_tokenizer = pre_tokenizers.Metaspace(prepend_scheme="first")
    hf.train([corpus], bpe_trainer(special_tokens=["<unk>", "<s>", "</s>", *BYTES],
                                   limit_alphabet=60))
    data = json.loads(hf.to_str())
    data["added_tokens"] = [t for t in data["added_tokens"] if t["content"] not in BYTES]
    data["normalizer"] = json.loads(normalizers.Sequence([
        normalizers.Prepend("▁"), normalizers.Replace(" ", "▁")]).__getstate__())
    data["pre_tokenizer"] = None
    hf = HfTokenizer.from_str(json.dumps(data))
    hf.decoder = decoders.Sequence([decoders.Replace("▁", " "), decoders.ByteFallback(),
                                    decoders.Fuse(), decoders.Strip(" ", 1, 0)])
    hf.post_processor = processors.TemplateProcessing(
        single="<s> $A", pair="<s> $A <s> $B", special_tokens=[("<s>", hf.token_to_id("<s>"))])
    return hf


def llama3(corpus, _charsmap):
    """tiktoken-style: a Split regex, then ByteLevel without its own regex; merges ignored for
    words already in the vocabulary; special tokens added after the model's ids."""
    hf = HfTokenizer(models.BPE(ignore_merges=True))
    hf.pre_tokenizer = pre_tokenizers.Sequence([
        pre_tokenizers.Split(Regex(LLAMA3_PATTERN), behavior="isolated"),
        pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False)])
    hf.train([corpus], bpe_trainer(initial_alphabet=pre_tokenizers.ByteLevel.alphabet()))
    hf.add_special_tokens(["<|begin_of_text|>", "<|end_of_text|>"])
    hf.decoder = decoders.ByteLevel()
    hf.post_processor = processors.TemplateProcessing(
        single="<|begin_of_text|> $A", pair="<|begin_of_text|> $A <|begin_of_text|> $B:1",
        special_tokens=[("<|begin_of_text|>", hf.token_to_id("<|begin_of_text|>"))])
    return hf


FAMILIES = {
    "gpt2": gpt2, "roberta": roberta, "bert-uncased": lambda c, _: bert(c, cased=False),
    "bert-cased": lambda c, _: bert(c, cased=True), "t5-albert": t5_albert, "llama2": llama2,
    "llama3": llama3, "unigram-byte-fallback": unigram_byte_fallback,
}


@pytest.fixture(scope="module", params=list(FAMILIES))
def family(request, sample_slice, nfkc_charsmap, tmp_path_factory):
    hf = FAMILIES[request.param](sample_slice, nfkc_charsmap)
    path = tmp_path_factory.mktemp("families") / f"{request.param}.json"
    hf.save(str(path))
    return request.param, hf, str(path)


def texts(multilingual):
    return [multilingual, " " + multilingual, "", "   ", "🤗", "Hello <mask> world<s>",
            "<|begin_of_text|>In the beginning<|end_of_text|>", "[CLS] dunya Dunya [SEP]",
            "``quoted''  text", "x\u0301\u0308y 你好 ①② ﬁ\u0301 ㍿ ½"]


def test_family_encodes_like_tokenizers(family, multilingual):
    name, hf, path = family
    ours = tokenizer_json.load(path)
    for text in texts(multilingual):
        for add in (False, True):
            mine, theirs = ours.encode(text, add_special_tokens=add), hf.encode(text, add_special_tokens=add)
            assert (mine.tokens, mine.ids, mine.offsets) == (theirs.tokens, theirs.ids, theirs.offsets), \
                (name, text, add)
        ids = hf.encode(text, add_special_tokens=False).ids
        assert ours.decode(ids) == hf.decode(ids), (name, text)


def test_families_exercise_what_they_mimic(family, multilingual):
    """Guard against a mimic that no longer tests its feature."""
    name, hf, path = family
    ours = tokenizer_json.load(path)
    tokens = ours.encode(multilingual + " Hello <mask> world").tokens
    if name in ("llama2", "unigram-byte-fallback"):
        assert any(t.startswith("<0x") for t in tokens)
    if name == "roberta":
        assert " <mask>" in tokens  # lstrip: the match takes the space before it
    if name == "llama3":
        assert ours.token_to_id("<|end_of_text|>") == len(ours.model.vocab) + 1
    if name.startswith("bert"):
        assert "dunya" in ours.encode("Dunya dunya").tokens
    assert tokenizer_json.from_dict(json.loads(tokenizer_json.dumps(ours))).encode(multilingual) == \
        ours.encode(multilingual)


@pytest.mark.parametrize("section, component, message", [
    ("pre_tokenizer", {"type": "Whatever"}, "pre_tokenizer 'Whatever' is not supported"),
    ("pre_tokenizer", {"type": "Sequence", "pretokenizers": [{"type": "Whatever"}]},
     "pre_tokenizer 'Whatever' is not supported"),
    ("normalizer", {"type": "Sequence", "normalizers": [{"type": "Whatever"}]},
     "normalizer 'Whatever' is not supported"),
    ("decoder", {"type": "Whatever"}, "decoder 'Whatever' is not supported"),
    ("post_processor", {"type": "Whatever"}, "post_processor 'Whatever' is not supported"),
    ("model", {"type": "Whatever", "vocab": {"a": 0}}, "model 'Whatever' is not supported"),
    ("model", {"type": "WordLevel", "vocab": {"a": 0, "b": 0}, "unk_token": "a"},
     "one id to several tokens"),  # tokenizers keeps one, a different one from run to run
    ("model", {"type": "BPE", "dropout": 1.1, "vocab": {"a": 0}, "merges": []}, "BPE dropout"),
])
def test_unsupported_components_are_named(section, component, message, tmp_path):
    data = json.loads(HfTokenizer(models.BPE(vocab={"a": 0}, merges=[])).to_str())
    data[section] = component
    path = tmp_path / "tokenizer.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(FormatError, match=message):
        tokenizer_json.load(str(path))


def test_what_is_saved_loads_in_tokenizers_with_the_training_settings_in_the_model_section(tmp_path):
    ours = trained("bpe", 120)
    path = tmp_path / "tokenizer.json"
    tokenizer_json.save(ours, str(path))
    theirs = HfTokenizer.from_file(str(path))
    for text in SENTENCES:
        mine, reference = ours.encode(text), theirs.encode(text)
        assert (mine.tokens, mine.ids, mine.offsets) == \
            (reference.tokens, reference.ids, reference.offsets)
    assert ours.settings["vocab_size"] == 120
    assert json.loads(path.read_text(encoding="utf-8"))["model"]["workbench"] == ours.settings
    assert tokenizer_json.load(str(path)).settings == ours.settings


def test_the_file_is_laid_out_as_tokenizers_lays_out_a_pretty_file(tmp_path):
    """Two spaces an indent and characters as themselves (not \\u escapes), as `tokenizers`'
    pretty save writes them, and a final newline."""
    ours = trained("bpe", 120)
    text = tokenizer_json.dumps(ours)
    path = tmp_path / "theirs.json"
    HfTokenizer.from_str(text).save(str(path), pretty=True)
    theirs = path.read_text(encoding="utf-8")
    token = next(t for t in ours.vocab if not t.isascii())
    for layout in (text, theirs):
        assert layout.startswith('{\n  "version": "1.0",\n')
        assert json.dumps(token, ensure_ascii=False) in layout
    assert text.endswith("}\n")


@pytest.mark.parametrize("content", ["[]", '{"version": "1.0"}', '{"model": []}', '{"model": "BPE"}'])
def test_json_without_a_model_section_is_refused_as_not_a_tokenizer_json(content, tmp_path):
    with pytest.raises(Exception):
        HfTokenizer.from_str(content)
    path = tmp_path / "tokenizer.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(FormatError) as refused:
        tokenizer_json.load(str(path))
    assert str(refused.value) == f"{path}: not a tokenizer.json (no 'model' section)"


def test_an_added_token_listed_twice_opens_once_with_its_last_flags_as_in_tokenizers():
    data = json.loads(HfTokenizer(models.BPE(vocab={"a": 0, "b": 1}, merges=[])).to_str())
    flags = dict(single_word=False, lstrip=False, rstrip=False)
    data["added_tokens"] = [dict(id=2, content="x", **flags, normalized=False, special=True),
                            dict(id=3, content="x", **flags, normalized=True, special=False)]
    theirs = HfTokenizer.from_str(json.dumps(data))
    ours = tokenizer_json.from_dict(data)
    assert tokenizer_json.to_dict(ours)["added_tokens"] == json.loads(theirs.to_str())["added_tokens"]
    assert ours.encode("axb").ids == theirs.encode("axb").ids


@pytest.mark.parametrize("section, component, message", [
    ("post_processor", {"type": "TemplateProcessing", "single": [{"Sequence": {"id": "A", "type_id": 0}}],
                        "pair": [{"Sequence": {"id": "A", "type_id": 0}}],
                        "special_tokens": {"a": {"id": "a", "ids": [0]}}},
     "a component lacks its 'tokens' field"),
    ("normalizer", {"type": "Replace", "pattern": {}, "content": "x"},
     "pattern {} is neither a String nor a Regex"),
    ("pre_tokenizer", {"type": "Split", "pattern": {"Regex": "(a"}, "behavior": "Isolated",
                       "invert": False}, "a pattern is not a valid regex ("),
])
def test_a_component_tokenizers_refuses_is_refused_saying_what_is_wrong(section, component, message):
    data = {**json.loads(HfTokenizer(models.BPE(vocab={"a": 0}, merges=[])).to_str()), section: component}
    with pytest.raises(Exception):
        HfTokenizer.from_str(json.dumps(data))
    with pytest.raises(FormatError) as refused:
        tokenizer_json.from_dict(data)
    assert str(refused.value).startswith(message)


@pytest.mark.parametrize("blob, message", [
    (bytes(3), "precompiled charsmap is truncated"),
    (struct.pack("<I", 5) + bytes(8), "precompiled charsmap is malformed"),  # not whole units
    (struct.pack("<I", 64) + bytes(8), "precompiled charsmap is malformed"),  # past the end
    (struct.pack("<I", 0xFFFFFFFC) + bytes(8), "precompiled charsmap is malformed"),  # (unsigned)
    (bytes(4), "precompiled charsmap has an empty trie"),
    (bytes(8), "precompiled charsmap has an empty trie"),  # (with replacements)
], ids=["truncated", "part-unit", "too-long", "4-GiB", "empty", "empty-with-replacements"])
def test_broken_precompiled_rules_are_refused_in_one_line_where_tokenizers_panics(blob, message):
    data = {**json.loads(HfTokenizer(models.WordLevel({"a": 0, "<unk>": 1}, "<unk>")).to_str()),
            "normalizer": {"type": "Precompiled",
                           "precompiled_charsmap": base64.b64encode(blob).decode("ascii")}}
    with pytest.raises(BaseException, match="Cannot parse|index out of bounds"):  # PanicException
        HfTokenizer.from_str(json.dumps(data)).encode("a")
    with pytest.raises(FormatError) as refused:
        tokenizer_json.from_dict(data)
    assert str(refused.value) == message
