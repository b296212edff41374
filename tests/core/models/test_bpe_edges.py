"""BPE edge cases that mutation testing found unpinned (docs/mutation.md): the
first-seen tie key, continuing a model's training, the trace `explain` gives, subsets of
prefixed models. Expected values are worked by hand."""

import gc
import random
import weakref

import pytest

from support import TOY_WORDS
from workbench.core.models.bpe import BpeModel, BpeTrainer
from workbench.core.models.bpe.model import SentencePieceBpeModel
from workbench.core.models.bpe.trainer import continue_training
from workbench.core.models.wordpiece import WordPieceTrainer
from workbench.core.runtime.events import run
from workbench.core.training import continuation


def sentencepiece_ab() -> SentencePieceBpeModel:
    """Pieces a, b and ab; the pair a b spells ab (score -0.5), so it merges."""
    return SentencePieceBpeModel(
        vocab=["<unk>", "a", "b", "ab"], merges=[], unk_token="<unk>",
        scores=[0.0, -1.0, -2.0, -0.5], piece_types=["UNKNOWN", "NORMAL", "NORMAL", "NORMAL"],
    )


@pytest.mark.parametrize(("tie_break", "first"), [("first-seen", ("y", "x")), ("lowest-id", ("x", "a"))])
def test_first_seen_ties_go_to_the_pair_met_first_within_the_word(tie_break, first):
    """y x a y x (1) and x a (1): (y, x) and (x, a) both count 2. Scanning left to right, (y, x)
    at offset 0 comes before (x, a) at offset 1 (its second occurrence, at offset 3, does not
    count); by ids (a=0, x=1, y=2), (x, a) = (1, 0) is the lowest."""
    words = {"yxayx": 1, "xa": 1}
    assert run(BpeTrainer(vocab_size=4, tie_break=tie_break).train(words)).merges == [first]


def test_extending_a_sentencepiece_bpe_model_is_refused_saying_why():
    with pytest.raises(ValueError, match=r"^extending a SentencePiece BPE model \(merged by score\) "
                                         r"is not supported$"):
        run(continue_training(sentencepiece_ab(), {"ab": 1}, 1, [], "lowest-id"))


def test_continued_training_joins_tokens_without_the_models_prefix():
    """The toy corpus split by ##ug and ##un: h ##ug (10), p ##ug (5), p ##un (12), b ##un (4),
    h ##ug ##s (5). (h, ##ug) counts 15 and makes hug; then (p, ##un) 12 makes pun."""
    model = BpeModel(["b", "h", "p", "##u", "##g", "##n", "##s", "##ug", "##un"],
                     [("##u", "##g"), ("##u", "##n")], continuing_subword_prefix="##")
    extended = run(continue_training(model, dict(TOY_WORDS), 2, [], "lowest-id"))
    assert extended.merges[2:] == [("h", "##ug"), ("p", "##un")]
    assert extended.vocab[9:] == ["hug", "pun"]


@pytest.mark.parametrize(("tie_break", "first"), [("first-seen", ("z", "b")), ("lowest-id", ("a", "b"))])
def test_continued_training_breaks_ties_by_the_rule_asked(tie_break, first):
    """(z, b) and (a, b) both count 3: (z, b) is met first, (a, b) has the lower ids."""
    model = BpeModel(["a", "b", "z"], [])
    assert run(continue_training(model, {"zb": 3, "ab": 3}, 1, [], tie_break)).merges == [first]


def test_continued_training_leaves_unknown_characters_out():
    """x is unknown: "xa" is the single symbol a, so (a, b) of "ab" is the only pair."""
    model = BpeModel(["[UNK]", "a", "b"], [], unk_token="[UNK]")
    extended = run(continue_training(model, {"xa": 5, "ab": 1}, 1, [], "lowest-id"))
    assert extended.merges == [("a", "b")]


def test_continued_training_stops_when_asked():
    model = BpeModel(["a", "b"], [])
    stop = lambda: True  # noqa: E731
    assert run(continue_training(model, {"ab": 3}, 1, [], "lowest-id", should_stop=stop)).merges == []
    assert run(continuation.continue_training(model, {"ab": 3}, 1, [], {}, should_stop=stop)).merges == []
    assert run(continuation.continue_training(model, {"ab": 3}, 1, [], {})).merges == [("a", "b")]


def test_the_trace_names_the_word_and_counts_each_merges_occurrences():
    trace = BpeModel(["a", "b", "ab"], [("a", "b")]).explain("abab")
    assert trace.word == "abab" and trace.whole_word is False
    assert [(s.pair, s.occurrences, s.symbols, s.score) for s in trace.steps] == [
        (("a", "b"), 2, ("ab", "ab"), None)]


def test_the_trace_of_a_word_that_is_a_token_under_ignore_merges_is_whole():
    trace = BpeModel(["a", "b", "ab"], [], ignore_merges=True).explain("ab")
    assert trace.whole_word is True and trace.steps == () and trace.tokens == ("ab",)


def test_a_sentencepiece_bpe_trace_gives_each_merges_piece_id_and_score():
    trace = sentencepiece_ab().explain("ab")
    assert [(s.rank, s.pair, s.result, s.score) for s in trace.steps] == [(3, ("a", "b"), "ab", -0.5)]
    assert trace.tokens == ("ab",)


def test_a_subset_keeps_the_merges_that_build_a_kept_token_without_the_prefix():
    """h + ##u makes hu (kept); hu + ##g makes hug (dropped)."""
    model = BpeModel(["h", "##u", "##g", "hu", "hug"], [("h", "##u"), ("hu", "##g")],
                     continuing_subword_prefix="##")
    subset = model.subset([0, 1, 3])
    assert subset.vocab == ["h", "##u", "hu"] and subset.merges == [("h", "##u")]


def course_bpe_with_prefix(words: dict[str, int], prefix: str = "##") -> list[tuple[str, str]]:
    """The course's BPE (recount every pair after each merge, the first seen of equal counts
    wins) on words split with a continuing-subword prefix; a merge drops the right token's prefix.
    A merge made twice keeps its last rank, as the trainer saves merges."""
    splits = [[word[0]] + [prefix + char for char in word[1:]] for word in words]
    merges = []
    while True:
        freqs: dict[tuple[str, str], int] = {}
        for split, freq in zip(splits, words.values()):
            for pair in zip(split, split[1:]):
                freqs[pair] = freqs.get(pair, 0) + freq
        if not freqs:
            last = {merge: rank for rank, merge in enumerate(merges)}
            return sorted(last, key=last.__getitem__)
        best = max(freqs, key=freqs.__getitem__)  # max keeps the first of equal counts
        merges.append(best)
        new = best[0] + best[1].removeprefix(prefix)
        for split in splits:
            i = 0
            while i < len(split) - 1:
                if (split[i], split[i + 1]) == best:
                    split[i:i + 2] = [new]
                i += 1


def hash_words(seed: int) -> dict[str, int]:
    rng = random.Random(seed)
    return {"".join(rng.choice("#ab") for _ in range(rng.randint(2, 4))): rng.randint(1, 5)
            for _ in range(rng.randint(2, 4))}


@pytest.mark.parametrize("words", [
    {"ab": 1, "##bb": 1, "abba": 2, "a#b": 5}, {"##b#": 2, "b#": 1, "baa": 1, "#b#b": 5},
    {"aa": 5, "a#": 2, "a#a": 5, "##bb": 3}, {"####": 3, "b#": 5},
])
def test_first_seen_with_a_prefix_merges_as_the_course_when_a_merge_remakes_a_token(words):
    """With the prefix ##, # then ### (a prefixed #) merge into ##, and ## then ##a into ##a, a
    token that exists already: the pairs around it gain occurrences a second time, in words the
    pair -> words index has (or had) for them. These corpora crashed the trainer (the index
    held an emptied list) or hit that path."""
    trainer = BpeTrainer(vocab_size=100, tie_break="first-seen", continuing_subword_prefix="##")
    assert run(trainer.train(words)).merges == course_bpe_with_prefix(words)


def test_first_seen_with_a_prefix_merges_as_the_course_on_random_corpora_of_hashes():
    trainer = BpeTrainer(vocab_size=100, tie_break="first-seen", continuing_subword_prefix="##")
    for seed in range(300):
        words = hash_words(seed)
        assert run(trainer.train(words)).merges == course_bpe_with_prefix(words), words


def test_a_prefix_alone_or_a_suffix_alone_marks_the_symbols():
    """Toy corpus. With ## alone: h ##u ##g ..., (##u, ##g) counts 20. With </w> alone:
    h u g</w> ..., (u, g) only 5 (hugs), (p, u) 17 is the most frequent."""
    prefixed = run(BpeTrainer(vocab_size=12, continuing_subword_prefix="##").train(dict(TOY_WORDS)))
    assert prefixed.merges == [("##u", "##g")]
    suffixed = run(BpeTrainer(vocab_size=11, end_of_word_suffix="</w>").train(dict(TOY_WORDS)))
    assert suffixed.merges == [("p", "u")]


def test_a_character_left_out_of_the_alphabet_is_skipped_and_the_word_goes_on():
    """limit_alphabet=2 drops x (5 against 6 for a and b): "axb" is a ##b, so (a, ##b) counts
    5 + 1."""
    trainer = BpeTrainer(vocab_size=100, limit_alphabet=2, continuing_subword_prefix="##")
    events = list(trainer.train({"axb": 5, "ab": 1}))
    assert [(e.pair, e.count) for e in events] == [(("a", "##b"), 6)]


def test_limit_alphabet_drops_the_higher_code_point_of_equally_rare_characters():
    """a and b are seen once each, c five times: with room for 2, b goes (ties: the higher code
    point first, as `limited_alphabet` documents). `tokenizers`' BpeTrainer breaks this tie in
    hash-map order, a or b from run to run, so it cannot be the reference here."""
    ours = run(BpeTrainer(vocab_size=2, limit_alphabet=2).train({"a": 1, "b": 1, "ccccc": 1}))
    assert ours.vocab == ["a", "c"]


class _Table(dict):
    """A word table that a weak reference can follow."""


@pytest.mark.parametrize("trainer", [BpeTrainer(vocab_size=40), WordPieceTrainer(vocab_size=40)],
                         ids=["bpe", "wordpiece"])
def test_the_word_table_is_let_go_once_split_into_symbols(trainer):
    """Merging works on the words as symbols; the table handed to `train` (for byte-level text,
    one made for it, as large as the corpus's word table) is not held for the whole run."""
    table = _Table(TOY_WORDS)
    held = weakref.ref(table)
    training = trainer.train(table)
    del table
    next(training)
    gc.collect()
    assert held() is None
    assert run(training).vocab
