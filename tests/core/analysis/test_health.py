"""Vocabulary health: unreachable tokens planted by editing a tokenizer.json, never-used and
intermediate tokens on a corpus, tokens at the lowest training count, duplicates."""

import itertools
import json

import pytest
import tokenizers

from support import TOY_WORDS
from workbench.core import Tokenizer, TrainConfig, run, train
from workbench.core.analysis.health import (
    DUPLICATE, INTERMEDIATE, MINIMUM_COUNT, NEVER_USED, UNREACHABLE, health, unreachable,
)
from workbench.core.formats import tokenizer_json
from workbench.core.models.wordpiece import WordPieceModel
from workbench.core.pipeline import build_normalizer
from workbench.core.pipeline.pre_tokenizers import Whitespace


def toy_bpe() -> dict:
    """BPE on the course's words: merges u g, u n, h ug, p un, p ug."""
    config = TrainConfig(algorithm="bpe", vocab_size=13, pre_tokenizer="whitespace")
    return tokenizer_json.to_dict(run(train(config, TOY_WORDS)))


def never_produced_by_tokenizers(data: dict, token: str, alphabet: str, longest: int) -> bool:
    """Brute force with `tokenizers`: no word over `alphabet` up to `longest` characters
    encodes to a sequence holding `token`."""
    reference = tokenizers.Tokenizer.from_str(json.dumps(data))
    for n in range(1, longest + 1):
        for letters in itertools.product(alphabet, repeat=n):
            if token in reference.encode("".join(letters)).tokens:
                return False
    return True


def planted_bpe() -> dict:
    """The toy BPE with "gs" (g s) and then "ugs" (u gs) appended: "ugs" never forms, because
    the earlier merge u g always takes its "u"."""
    data = toy_bpe()
    model = data["model"]
    for token, merge in (("gs", ["g", "s"]), ("ugs", ["u", "gs"])):
        model["vocab"][token] = len(model["vocab"])
        model["merges"].append(merge)
    return data


def test_a_planted_bpe_token_is_found_unreachable():
    data = planted_bpe()
    assert never_produced_by_tokenizers(data, "ugs", "ughs", 5)
    assert not never_produced_by_tokenizers(data, "gs", "ughs", 3)
    tokenizer = tokenizer_json.from_dict(data)
    found = unreachable(tokenizer)
    assert [tokenizer.vocab[i] for i in found] == ["ugs"]
    assert found[tokenizer.token_to_id("ugs")] == "ug s"  # as its own text encodes
    report = health(tokenizer)
    assert [(i.token, i.reasons) for i in report.issues] == [("ugs", [UNREACHABLE])]


def test_a_planted_unigram_piece_is_found_unreachable():
    pieces = [["<unk>", 0.0], ["p", -2.0], ["u", -2.0], ["n", -2.0], ["un", -3.0],
              ["pu", -9.0]]  # p u (-4) beats pu (-9): "pu" is never the best path
    data = {"version": "1.0", "truncation": None, "padding": None, "added_tokens": [],
            "normalizer": None, "pre_tokenizer": {"type": "Whitespace"}, "post_processor": None,
            "decoder": None, "model": {"type": "Unigram", "unk_id": 0, "vocab": pieces}}
    assert never_produced_by_tokenizers(data, "pu", "pun", 5)
    assert not never_produced_by_tokenizers(data, "un", "pun", 2)
    tokenizer = tokenizer_json.from_dict(data)
    assert [tokenizer.vocab[i] for i in unreachable(tokenizer)] == ["pu"]


def test_a_trained_wordpiece_has_every_token_reachable():
    # longest match: a word-initial token by its own text, "##x" after a token nothing extends
    tokenizer = Tokenizer(normalizer=build_normalizer(""), pre_tokenizer=Whitespace(),
                          model=WordPieceModel(["[UNK]", "h", "hu", "hug", "##u", "##g", "##s"]),
                          special_tokens=["[UNK]"])
    assert unreachable(tokenizer) == {}
    assert "##u" in tokenizer.encode("hugu").tokens  # the witness: after "hug"


def test_never_used_and_intermediate_tokens_on_a_corpus():
    tokenizer = tokenizer_json.from_dict(toy_bpe())
    used = tokenizer.encode("hug pun").ids
    report = health(tokenizer, used)
    reasons = {i.token: i.reasons for i in report.issues}
    # never used: all but hug, pun and [UNK]; intermediate: those a merge takes as a side
    assert reasons == {
        "b": [NEVER_USED], "s": [NEVER_USED], "pug": [NEVER_USED],
        **{t: [NEVER_USED, INTERMEDIATE] for t in ("g", "h", "n", "p", "u", "ug", "un")},
    }
    assert report.summary()[0] == "10 tokens (76.9 %) never used on this corpus"


def test_tokens_at_the_lowest_training_count():
    tokenizer = tokenizer_json.from_dict(toy_bpe())
    # counts of the merges by hand: u g 10+5+5, u n 12+4, h ug 10+5, p un 12, p ug 5
    report = health(tokenizer, merge_counts=[20, 16, 15, 12, 5])
    assert [(i.token, i.reasons) for i in report.issues] == [("pug", [MINIMUM_COUNT])]


@pytest.mark.parametrize("normalizer, expected", [
    ("", {"fi": ["ﬁ"], "ﬁ": ["fi"]}),
    ("lowercase", {"fi": ["ﬁ"], "ﬁ": ["fi"], "Ab": ["ab"], "ab": ["Ab"]}),
])
def test_duplicates_up_to_normalization(normalizer, expected):
    tokenizer = Tokenizer(normalizer=build_normalizer(normalizer), pre_tokenizer=Whitespace(),
                          model=WordPieceModel(["[UNK]", "fi", "ﬁ", "Ab", "ab", "x"]),
                          special_tokens=["[UNK]"])
    report = health(tokenizer)
    duplicates = {i.token: i.detail for i in report.issues if DUPLICATE in i.reasons}
    assert duplicates == {t: "same text as " + ", ".join(o) for t, o in expected.items()}
