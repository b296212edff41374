"""The Model protocol: every model provides all of it and reads back what it writes."""

import pytest

from workbench.core.events import run
from workbench.core.models import (
    MODEL_TYPES, BpeTrainer, Model, UnigramTrainer, WordLevelModel, WordPieceTrainer,
)
from workbench.core.models.base import vocab_from_json

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
    with pytest.raises(ValueError, match="one id to several tokens"):
        vocab_from_json({"vocab": {"a": 0, "b": 0}})
