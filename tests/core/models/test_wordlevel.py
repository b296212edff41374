"""The WordLevel model, judged by `tokenizers`: read and written as it does, and the same tokens,
ids, offsets and decoded text on real and random text as `tokenizers` gives with the same
tokenizer.json.

Ported expectations, read at huggingface/tokenizers commit
3ba8ad0061a885baf052bbb7bbd22857e73e0c4e: tokenizers/src/models/wordlevel/mod.rs and
wordlevel/serialization.rs (`#[cfg(test)]` modules) and models/mod.rs (WordPiece tried before
WordLevel for a model without a "type"); test names in the docstrings, offsets converted from bytes
to characters. The WordLevel trainer's tests do not apply: the workbench does not train WordLevel.
"""

import json

import pytest
from hypothesis import given, settings
from tokenizers import Tokenizer as HfTokenizer
from tokenizers import models, normalizers, pre_tokenizers, trainers

from workbench.core.formats import tokenizer_json
from workbench.core.formats.tokenizer_json import FormatError
from workbench.core.models.base import UnknownTokenError
from workbench.core.models.wordlevel import WordLevelModel, WordLevelTrace
from workbench.core.tokenizer.encoding import EncodeError
from workbench.core.training.continuation import continue_training

from support import KJV, SCRIPTS, SYMBOLS, random_text


def tokenizer_data(model: dict, **sections) -> dict:
    return {**json.loads(HfTokenizer(models.WordLevel({}, "<unk>")).to_str()), "model": model,
            **sections}


def tokens(model: WordLevelModel, word: str) -> list[tuple[int, str, tuple[int, int]]]:
    return [(i, model.token_text(word, (i, a, b)), (a, b)) for i, a, b in model.tokenize(word)]


def test_tokenize_unk():
    """wordlevel/mod.rs test_tokenize_unk."""
    model = WordLevelModel.from_json({"vocab": {"<unk>": 0, "a": 1, "b": 2}, "unk_token": "<unk>"})
    assert tokens(model, "c") == [(0, "<unk>", (0, 1))]
    assert tokens(model, "a") == [(1, "a", (0, 1))]


def test_tokenize_missing_unk_token():
    """wordlevel/mod.rs test_tokenize_missing_unk_token (the builder's default unk_token, <unk>,
    not in the vocabulary)."""
    model = WordLevelModel(["a", "b"])
    assert tokens(model, "a") == [(0, "a", (0, 1))]
    with pytest.raises(UnknownTokenError):
        model.tokenize("c")


def test_an_unknown_word_is_refused_naming_the_word_and_the_missing_unknown_token():
    """The refusal's text, by hand (`tokenizers` says only "Missing [UNK] token")."""
    with pytest.raises(UnknownTokenError, match="^cannot encode 'cd': it is not in the WordLevel "
                                                "vocabulary and the unknown token '<unk>' is not "
                                                "either$"):
        WordLevelModel(["a", "b"]).tokenize("cd")


def test_serde_of_the_default_model():
    """wordlevel/serialization.rs serde: WordLevel::default() is written so and read back."""
    written = '{"type":"WordLevel","vocab":{},"unk_token":"<unk>"}'
    assert json.dumps(WordLevelModel([]).to_json(), separators=(",", ":")) == written
    assert WordLevelModel.from_json(json.loads(written)) == WordLevelModel([])


def test_a_vocabulary_with_missing_ids_opens_as_in_tokenizers():
    """wordlevel/serialization.rs incomplete_vocab: `tokenizers` reads {"<unk>":0,"b":2}, two
    tokens, each with its id (tests/core/formats/test_vocab_gaps.py checks the rest)."""
    data = tokenizer_data({"type": "WordLevel", "vocab": {"<unk>": 0, "b": 2}, "unk_token": "<unk>"})
    theirs, ours = HfTokenizer.from_str(json.dumps(data)), tokenizer_json.from_dict(data)
    assert ours.vocab_size == theirs.get_vocab_size() == 2
    assert [ours.id_to_token(i) for i in range(3)] == [theirs.id_to_token(i) for i in range(3)] \
        == ["<unk>", None, "b"]


def test_deserialization_should_fail_without_unk_token():
    """wordlevel/serialization.rs deserialization_should_fail: "missing field `unk_token`"."""
    data = tokenizer_data({"type": "WordLevel", "vocab": {}})
    with pytest.raises(Exception, match="missing field `unk_token`"):
        HfTokenizer.from_str(json.dumps(data))
    with pytest.raises(FormatError, match="'WordLevel' lacks its 'unk_token' field"):
        tokenizer_json.from_dict(data)


@pytest.mark.parametrize("model, kind", [
    ({"vocab": {"a": 0, "<unk>": 1}, "unk_token": "<unk>"}, "WordLevel"),
    ({"vocab": {"a": 0, "<unk>": 1}, "unk_token": "<unk>", "continuing_subword_prefix": "##",
      "max_input_chars_per_word": 100}, "WordPiece"),
])
def test_a_model_without_type_is_read_as_tokenizers_reads_it(model, kind):
    """models/mod.rs: WordPiece is tried before WordLevel, whose fields are a subset of its."""
    data = tokenizer_data(model)
    assert json.loads(HfTokenizer.from_str(json.dumps(data)).to_str())["model"]["type"] == kind
    assert tokenizer_json.from_dict(data).model.type_tag == kind


def trained_by_tokenizers(path, *, normalizer=None, pre_tokenizer=None, unk="[UNK]") -> str:
    """A WordLevel tokenizer.json trained by `tokenizers` on the sample text and lines of
    other scripts and symbols (so that some of them are words of the vocabulary)."""
    hf = HfTokenizer(models.WordLevel(unk_token=unk))
    hf.normalizer = normalizer
    hf.pre_tokenizer = pre_tokenizer or pre_tokenizers.Whitespace()
    mixed = " ".join(SCRIPTS[:18] + SYMBOLS[:40])
    special = [unk, "[CLS]"] if unk else ["[CLS]"]
    hf.train_from_iterator(KJV.splitlines() + [mixed] * 5,
                           trainers.WordLevelTrainer(vocab_size=1500, special_tokens=special))
    hf.save(str(path))
    return str(path)


PIPELINES = {
    "whitespace": {},
    "bert-lowercase": {"normalizer": normalizers.BertNormalizer(),
                       "pre_tokenizer": pre_tokenizers.BertPreTokenizer()},
    "metaspace-nfkc": {"normalizer": normalizers.NFKC(), "pre_tokenizer": pre_tokenizers.Metaspace()},
}


@pytest.fixture(scope="module")
def pairs(tmp_path_factory) -> dict:
    folder = tmp_path_factory.mktemp("wordlevel")
    out = {}
    for name, options in PIPELINES.items():
        path = trained_by_tokenizers(folder / f"{name}.json", **options)
        out[name] = (tokenizer_json.load(path), HfTokenizer.from_file(path))
    return out


def same(ours, theirs, text: str) -> None:
    mine, reference = ours.encode(text), theirs.encode(text, add_special_tokens=False)
    assert mine.tokens == reference.tokens
    assert mine.ids == reference.ids
    assert mine.offsets == reference.offsets
    assert ours.decode(mine.ids) == theirs.decode(reference.ids)


@pytest.mark.parametrize("name", PIPELINES)
def test_written_back_as_tokenizers_writes_it(pairs, name):
    ours, theirs = pairs[name]
    written = tokenizer_json.to_dict(ours)
    written["model"].pop("workbench")
    assert written["model"] == json.loads(theirs.to_str())["model"]
    assert list(written["model"]) == ["type", "vocab", "unk_token"]
    reread = HfTokenizer.from_str(json.dumps(written))
    assert reread.encode(KJV[:2000]).ids == theirs.encode(KJV[:2000]).ids


@pytest.mark.parametrize("name", PIPELINES)
def test_real_text_encodes_and_decodes_as_tokenizers(pairs, name):
    ours, theirs = pairs[name]
    same(ours, theirs, KJV[-5000:] + " Unheard-of wordz, 你好 ж 👍🏽")


@pytest.mark.parametrize("name", PIPELINES)
@settings(max_examples=100, deadline=None)
@given(text=random_text)
def test_random_text_encodes_and_decodes_as_tokenizers(pairs, name, text):
    ours, theirs = pairs[name]
    same(ours, theirs, text)


def test_an_unknown_word_without_unknown_token_is_refused_as_tokenizers_refuses_it(tmp_path):
    path = trained_by_tokenizers(tmp_path / "no-unk.json", unk="")
    theirs = HfTokenizer.from_file(path)
    ours = tokenizer_json.load(path)
    assert ours.encode("the LORD").ids == theirs.encode("the LORD").ids
    with pytest.raises(Exception, match="Missing \\[UNK\\] token"):
        theirs.encode("the qwxz")
    with pytest.raises(EncodeError, match="'qwxz': it is not in the WordLevel vocabulary"):
        ours.encode("the qwxz")


def test_explain_says_whether_the_word_is_a_token_and_what_it_became():
    """The trace's tokens are those `tokenizers` encodes the word to (no pre-tokenizer: the
    text is one word); without the unknown token in the vocabulary `tokenizers` refuses the
    word, and the trace has no token and says why."""
    theirs = HfTokenizer(models.WordLevel({"<unk>": 0, "hug": 1}, "<unk>"))
    model = WordLevelModel(["<unk>", "hug"], "<unk>")
    assert model.explain("hug") == WordLevelTrace("hug", tuple(theirs.encode("hug").tokens), None)
    assert model.explain("hugs") == WordLevelTrace(
        "hugs", tuple(theirs.encode("hugs").tokens), "'hugs' is not in the vocabulary")
    with pytest.raises(Exception, match="Missing \\[UNK\\] token"):
        HfTokenizer(models.WordLevel({"hug": 0}, "[UNK]")).encode("hugs")
    assert WordLevelModel(["hug"], "[UNK]").explain("hugs") == WordLevelTrace(
        "hugs", (), "'hugs' is not in the vocabulary, nor is the unknown token '[UNK]'")


@pytest.mark.parametrize("call", [
    lambda model: model.count_steps("a"), lambda model: model.merge_sizes(creation_order=True),
    lambda model: model.truncated(1, creation_order=True),
])
def test_a_wordlevel_model_has_no_training_steps(call):
    with pytest.raises(ValueError, match="^a WordLevel model has no merges: each word is a token "
                                         "or unknown$"):
        call(WordLevelModel(["<unk>", "a"]))


def test_a_wordlevel_model_cannot_be_extended():
    with pytest.raises(ValueError, match="^a WordLevel model cannot be extended here$"):
        continue_training(WordLevelModel(["<unk>", "a"]), {"a": 1}, 1, [], {})


def test_a_subset_keeps_the_tokens_asked_for_in_that_order_and_closes_the_gaps():
    """By hand: ids 3, 0 of [<unk>, (hole), a, b] are b, <unk>; the unknown token keeps its
    role at its new id."""
    model = WordLevelModel(["<unk>", "", "a", "b"], "<unk>", frozenset({1})).subset([3, 0])
    assert (model.vocab, model.holes, model.unk_token) == (["b", "<unk>"], frozenset(), "<unk>")
    assert model.to_json()["vocab"] == {"b": 0, "<unk>": 1}
    assert model.tokenize("b") + model.tokenize("zz") == [(0, 0, 1), (1, 0, 2)]


def test_a_word_needs_no_token_but_its_own():
    """Pruning keeps what `needs` gives: for WordLevel, the corpus's tokens themselves (no merge
    builds them)."""
    assert WordLevelModel(["<unk>", "a", "b"]).needs({"a", "<unk>"}) == {"a", "<unk>"}
