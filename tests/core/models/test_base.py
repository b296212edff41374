"""The Model protocol: every model provides all of it and reads back what it writes."""

import json

import pytest
from tokenizers import Tokenizer as HfTokenizer
from tokenizers import models as hf_models

from workbench.core.models import (
    MODEL_TYPES, BpeTrainer, Model, UnigramTrainer, WordLevelModel, WordPieceTrainer,
)
from workbench.core.models.base import (
    byte_token_ids, check_size, refuse_holes, vocab_from_json, with_unknown,
)
from workbench.core.runtime.events import run

from support import TOY_WORDS

# (mutmut's copies of the methods, xǁModelǁname__mutmut_N, are not part of the protocol)
PROTOCOL = [name for name in dir(Model) if not name.startswith("_") and "__mutmut_" not in name] + [
    "vocab", "type_tag", "algorithm", "rank_kind"]
TRAINERS = [BpeTrainer(vocab_size=10, unk_token="[UNK]"), WordPieceTrainer(vocab_size=12),
            UnigramTrainer(vocab_size=12, seed_size=100)]


@pytest.fixture(scope="module", params=TRAINERS + [None],
                ids=lambda t: type(t).__name__ if t else "WordLevel")
def model(request):
    """A model of each trainer, and a WordLevel model (read, not trained, here) of the toy words."""
    if request.param is None:
        return WordLevelModel(["[UNK]", *TOY_WORDS], "[UNK]")
    return run(request.param.train(dict(TOY_WORDS)))


def test_models_are_registered_by_their_type_tag():
    assert sorted(MODEL_TYPES) == ["BPE", "Unigram", "WordLevel", "WordPiece"]
    assert all(cls.type_tag == tag for tag, cls in MODEL_TYPES.items())


def test_every_model_provides_the_whole_protocol(model):
    missing = [name for name in PROTOCOL if not hasattr(model, name)]
    assert not missing


def test_a_model_reads_back_its_own_json(model):
    data = model.to_json()
    again = MODEL_TYPES[data["type"]].from_json(data)
    assert type(again) is type(model) and again.vocab == model.vocab
    assert again.unk_id == model.unk_id and again.unk_token == model.unk_token
    for word in ("hugs", "bun", "xhug"):
        assert again.tokenize(word) == model.tokenize(word)


def test_unknown_token_and_its_id_agree(model):
    assert model.unk_token is not None
    assert model.vocab[model.unk_id] == model.unk_token


def test_vocab_ids_may_leave_gaps_but_not_repeat():
    assert vocab_from_json({"vocab": {"a": 0, "b": 2}}) == (["a", "", "b"], frozenset({1}))
    with pytest.raises(ValueError, match="^model vocabulary gives one id to several tokens$"):
        vocab_from_json({"vocab": {"a": 0, "b": 0}})


@pytest.mark.parametrize("ids", [{"a": -1}, {"a": 0, "b": True}, {"a": 0.0}, {"a": "0"}])
def test_vocab_ids_that_are_not_whole_numbers_are_refused_as_tokenizers_refuses_them(ids):
    """`tokenizers` refuses each of these vocabularies ("expected u32")."""
    data = {**json.loads(HfTokenizer(hf_models.WordLevel({}, "<unk>")).to_str()),
            "model": {"type": "WordLevel", "vocab": ids, "unk_token": "<unk>"}}
    with pytest.raises(Exception, match="expected u32"):
        HfTokenizer.from_str(json.dumps(data))
    with pytest.raises(ValueError, match="^model vocabulary ids are not all whole numbers$"):
        vocab_from_json({"vocab": ids})


def test_an_empty_vocabulary_has_no_token_and_no_hole():
    assert vocab_from_json({"vocab": {}}) == ([], frozenset())


def test_the_unknown_token_goes_first_unless_it_is_a_special_token_already():
    assert with_unknown(["<s>", "</s>"], "<unk>") == ["<unk>", "<s>", "</s>"]
    assert with_unknown(["<s>", "<unk>"], "<unk>") == ["<s>", "<unk>"]
    assert with_unknown(["<s>"], None) == ["<s>"]


def test_byte_tokens_spell_the_utf8_bytes_of_the_text_or_none_if_one_is_missing():
    """é is C3 A9 in UTF-8."""
    ids = {"<0xC3>": 7, "<0xA9>": 4, "<0x61>": 2}
    assert byte_token_ids(ids, "aé") == [2, 7, 4]
    assert byte_token_ids(ids, "b") is None


@pytest.mark.parametrize(("size", "message"), [
    (2_001, "^the model has 2,000 tokens, fewer than 2,001$"),
    (1_499, r"^1,499 tokens is fewer than the model starts from \(special tokens and alphabet: "
            r"1,500\)$"),
])
def test_sizes_outside_a_model_are_refused_and_its_own_bounds_are_not(size, message):
    check_size(1_500, 1_500, 2_000)
    check_size(2_000, 1_500, 2_000)
    with pytest.raises(ValueError, match=message):
        check_size(size, 1_500, 2_000)


def test_a_vocabulary_with_gaps_is_refused_saying_how_many_and_what_would_close_them():
    gapped = WordLevelModel(["a", "", "", "b"], holes=frozenset({1, 2}))
    refuse_holes(WordLevelModel(["a", "b"]), "resized")
    with pytest.raises(ValueError, match=r"^the vocabulary skips 2 ids, so it cannot be resized "
                                         r"\(pruning closes the gaps\)$"):
        refuse_holes(gapped, "resized")
