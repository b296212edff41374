"""The Unigram trainer against independent references: brute force (every substring, every
segmentation), `tokenizers`' UnigramTrainer and SentencePiece trained on the same input."""

import gzip
import json
import math
import time
from collections import Counter

import numpy as np
import pytest
import sentencepiece as spm
from hypothesis import given, settings
from hypothesis import strategies as st
from tokenizers import Tokenizer as HfTokenizer
from tokenizers import models, pre_tokenizers, trainers

from support import (
    SPEC_UNIGRAM_FREQS, brute_force_seed, expected_counts, log_prob, segmentations, train_ours,
)
from workbench.cli import main
from workbench.core.runtime.events import EmStepEvent, PruneEvent, run
from workbench.core.models.unigram import trainer as unigram_trainer
from workbench.core.models.unigram.seed import seed_pieces
from workbench.core.models.unigram.model import SentencePieceUnigramModel, UnigramModel
from workbench.core.models.unigram.trainer import PruningState, UnigramTrainer, continue_training
from workbench.core.pipeline.pre_tokenizers import Metaspace
from workbench.core.training import TrainConfig, train
from workbench.core.training import continuation


# The seed of the approximate trainer: SentencePiece's and tokenizers'.

@settings(max_examples=200, deadline=None)
@given(words=st.dictionaries(st.text("abc", min_size=1, max_size=8), st.integers(1, 3),
                             min_size=1, max_size=8),
       seed_size=st.integers(1, 40), longest=st.integers(1, 5), coverage=st.booleans())
def test_seed_equals_brute_force(words, seed_size, longest, coverage):
    pieces, freqs = seed_pieces(list(words), np.array(list(words.values())), seed_size, longest,
                                coverage=coverage)
    assert list(zip(pieces, freqs.tolist())) == brute_force_seed(words, seed_size, longest,
                                                                 coverage)


# Words that occur once each.

ZEN = """The Zen of Python, by Tim Peters
Beautiful is better than ugly.
Explicit is better than implicit.
Simple is better than complex.
Complex is better than complicated.
Flat is better than nested.
Sparse is better than dense.
Readability counts.
Special cases aren't special enough to break the rules.
Although practicality beats purity.
Errors should never pass silently.
Unless explicitly silenced.
In the face of ambiguity, refuse the temptation to guess.
There should be one-- and preferably only one --obvious way to do it.
Although that way may not be obvious at first unless you're Dutch.
Now is better than never.
Although never is often better than *right* now.
If the implementation is hard to explain, it's a bad idea.
If the implementation is easy to explain, it may be a good idea.
Namespaces are one honking great idea -- let's do more of those!""".splitlines()


def test_words_that_occur_once_each_still_train_long_pieces_as_tokenizers_does():
    """tokenizers' trainer test: the Zen of Python between [CLS] and [SEP], no pre-tokenizer, so
    each line is a word seen once. Both keep pieces such as " is " and "te"."""
    lines = [f" {line} " for line in ZEN]
    hf = HfTokenizer(models.Unigram())
    hf.train_from_iterator(lines, trainers.UnigramTrainer(
        vocab_size=100, unk_token="<unk>", special_tokens=["<unk>"], show_progress=False))
    ours = run(UnigramTrainer(vocab_size=100).train(dict.fromkeys(lines, 1)))
    theirs = set(hf.get_vocab())
    assert len(ours.vocab) == len(theirs) == 100

    def long_pieces(vocab):
        return {piece for piece in vocab if len(piece) > 1 and piece != "<unk>"}

    assert len(long_pieces(ours.vocab)) >= 0.9 * len(long_pieces(theirs))
    assert len(long_pieces(ours.vocab) & long_pieces(theirs)) >= 0.6 * len(long_pieces(theirs))
    our_tokens = sum(len(ours.tokenize(line)) for line in lines)
    assert our_tokens <= 1.05 * sum(len(hf.encode(line).tokens) for line in lines)


def test_the_zen_of_python_splits_as_in_tokenizers_trainer_test():
    """Its first case (default sizes): "[CLS] This is a test [SEP]" gives " T", "h", "i", "s",
    " is ", "a", " ", "te", "s", "t " between the special tokens."""
    lines = [f" {line} " for line in ZEN]
    hf = HfTokenizer(models.Unigram())
    hf.train_from_iterator(lines, trainers.UnigramTrainer(
        unk_token="<unk>", special_tokens=["<unk>"], show_progress=False))
    ours = run(UnigramTrainer().train(dict.fromkeys(lines, 1)))
    text = " This is a test "
    assert [ours.vocab[i] for i, _, _ in ours.tokenize(text)] == hf.encode(text).tokens == [
        " T", "h", "i", "s", " is ", "a", " ", "te", "s", "t "]


# Brute force (see support): the best segmentations, their frequencies, the loss.

def best_segmentation(text: str, score_of: dict[str, float]) -> list[str]:
    """The most probable segmentation; of equally probable ones, the trainer's (its Viterbi
    scans starts left to right and replaces only on a strictly better score): the one whose
    last piece starts first, then the same for the rest."""
    options = segmentations(text, score_of)
    top = max(log_prob(option, score_of) for option in options)
    return min((option for option in options if log_prob(option, score_of) == top),
               key=lambda option: np.cumsum([0] + [len(p) for p in option[:-1]])[::-1].tolist())


def viterbi_frequencies(words: dict[str, int], score_of: dict[str, float]) -> Counter:
    freq: Counter = Counter()
    for word, count in words.items():
        for piece in best_segmentation(word, score_of):
            freq[piece] += count
    return freq


def corpus_loss(words: dict[str, int], score_of: dict[str, float]) -> float:
    return -sum(count * log_prob(best_segmentation(word, score_of), score_of)
                for word, count in words.items())


def digamma(x: float) -> float:
    """The derivative of math.lgamma, by central differences (good to about 1e-8 here)."""
    h = 1e-5
    return (math.lgamma(x + h) - math.lgamma(x - h)) / (2 * h)


def spec_state(words: dict[str, int], freqs: dict[str, int]) -> PruningState:
    """The course's model: pieces (characters first) scored by their frequencies, normalised."""
    pieces = sorted(freqs, key=lambda piece: len(piece) > 1)
    return PruningState(list(words), np.array(list(words.values()), dtype=float), pieces,
                        np.array([freqs[p] for p in pieces], dtype=float), 16)


def live_scores(state: PruningState) -> dict[str, float]:
    return {piece: score for piece, score, alive in
            zip(state.pieces, state.scores.tolist(), state.alive.tolist()) if alive}


# Pruning scores on the SPEC's toy state.

def test_exact_removal_losses_resegment_every_word_without_the_piece(toy_words):
    state = spec_state(toy_words, SPEC_UNIGRAM_FREQS)
    score_of = live_scores(state)
    loss = corpus_loss(toy_words, score_of)
    assert round(loss, 1) == 169.8  # the SPEC's figure
    losses = dict(zip(state.pieces, state.exact_losses().tolist()))
    for piece in (p for p in score_of if len(p) > 1):
        without = {p: s for p, s in score_of.items() if p != piece}
        assert losses[piece] == pytest.approx(corpus_loss(toy_words, without) - loss, abs=1e-9)
    assert round(losses["hug"], 1) == 23.5



@pytest.mark.parametrize("words, longest", [
    ({"hugging": 3, "hugs": 5, "bugs": 2, "mugging": 1, "gigs": 2, "hug": 10, "unhug": 2,
      "pug": 4, "gnu": 1}, 4),
    ({"cbcc": 9, "ba": 1, "abb": 4, "cacaa": 4, "babaa": 3, "cbaaaa": 4, "aab": 6}, 3),
], ids=["shared-pieces", "three-letters"])
def test_exact_removal_losses_by_brute_force_where_segmentations_share_pieces(words, longest):
    """Every substring of up to `longest` letters: a piece's loss is worked out with every
    other piece in place (also the ones looked at before it), and a word's best segmentation
    may start with a single letter."""
    freqs: dict[str, int] = {}
    for word, count in words.items():
        for start in range(len(word)):
            for end in range(start + 1, min(len(word), start + longest) + 1):
                freqs[word[start:end]] = freqs.get(word[start:end], 0) + count
    state = spec_state(words, freqs)
    score_of = live_scores(state)
    loss = corpus_loss(words, score_of)
    losses = dict(zip(state.pieces, state.exact_losses().tolist()))
    for piece in (p for p in score_of if len(p) > 1):
        without = {p: s for p, s in score_of.items() if p != piece}
        assert losses[piece] == pytest.approx(corpus_loss(words, without) - loss, abs=1e-9), piece


def approximate_losses_by_brute_force(words: dict[str, int], state: PruningState) -> dict:
    """SentencePiece's estimate: in every word's best segmentation, each occurrence of the piece
    is re-segmented into its best split without it (frequencies move to those pieces); the loss
    is the piece's frequency x (its log-probability - its split's, after the move)."""
    score_of = live_scores(state)
    best = {word: best_segmentation(word, score_of) for word in words}
    freq = viterbi_frequencies(words, score_of)
    total = sum(freq.values())
    expected = {}
    for piece in (p for p in score_of if len(p) > 1):
        without = {p: s for p, s in score_of.items() if p != piece}
        split = best_segmentation(piece, without)
        if freq[piece] == 0 or log_prob(split, without) > score_of[piece]:
            expected[piece] = 0.0  # unused, or not its own best segmentation: free to remove
            continue
        moved: Counter = Counter()
        for word, count in words.items():
            for token in best[word]:
                for new in (split if token == piece else [token]):
                    moved[new] += count
        after = sum(moved.values())
        expected[piece] = freq[piece] * (math.log(freq[piece] / total)
                                         - sum(math.log(moved[p] / after) for p in split))
    return expected


def test_approximate_removal_losses_are_sentencepieces_estimate_by_brute_force(toy_words):
    state = spec_state(toy_words, SPEC_UNIGRAM_FREQS)
    expected = approximate_losses_by_brute_force(toy_words, state)
    losses = dict(zip(state.pieces, state.approximate_losses().tolist()))
    assert {p: losses[p] for p in expected} == pytest.approx(expected, rel=1e-12, abs=1e-12)
    assert sorted(p for p, loss in expected.items() if loss > 0) == ["hug", "ug", "ugs", "un"]


def test_approximate_removal_losses_of_pieces_whose_split_has_three_or_four_pieces():
    """A split into n pieces adds n - 1 times the piece's frequency to the total (on the toy
    state every split has two pieces): "abcd" splits into ab, c, d and "bcde" into b, c, d, e."""
    words = {"abcd": 6, "ab": 3, "bcde": 4, "ca": 2, "ed": 1}
    freqs = {"a": 11, "b": 13, "c": 12, "d": 11, "e": 5, "ab": 9, "abcd": 6, "bcde": 4}
    state = spec_state(words, freqs)
    expected = approximate_losses_by_brute_force(words, state)
    losses = dict(zip(state.pieces, state.approximate_losses().tolist()))
    assert {p: losses[p] for p in expected} == pytest.approx(expected, rel=1e-12, abs=1e-12)
    assert all(expected[p] > 0 for p in ("abcd", "bcde"))


@pytest.mark.parametrize("method", ["exact", "approximate"])
def test_prune_removes_by_the_losses_of_the_method_asked_for(toy_words, method):
    state = spec_state(toy_words, SPEC_UNIGRAM_FREQS)
    score_of = live_scores(state)
    if method == "exact":
        loss = corpus_loss(toy_words, score_of)
        expected = {p: corpus_loss(toy_words, {q: s for q, s in score_of.items() if q != p}) - loss
                    for p in score_of if len(p) > 1}
    else:
        expected = approximate_losses_by_brute_force(toy_words, state)
    assert state.prune(0, method) == [] and state.size == len(score_of)
    assert dict(state.prune(len(expected), method)) == pytest.approx(expected, abs=1e-9)
    assert sorted(live_scores(state)) == sorted("bghnpsu")


def test_pruning_the_seed_model_renormalises_the_frequencies_of_the_pieces_left(toy_words):
    """The course's procedure (no EM step): each piece left scores log(its frequency / the
    frequencies left)."""
    state = spec_state(toy_words, SPEC_UNIGRAM_FREQS)
    removed = dict(state.prune(2, "exact"))
    left = {p: f for p, f in SPEC_UNIGRAM_FREQS.items() if p not in removed}
    assert len(left) == len(SPEC_UNIGRAM_FREQS) - 2
    assert live_scores(state) == pytest.approx(
        {p: math.log(f / sum(left.values())) for p, f in left.items()}, abs=1e-12)


def test_best_pieces_are_the_characters_alone_when_they_are_more_than_the_target(toy_words):
    state = spec_state(toy_words, SPEC_UNIGRAM_FREQS)
    assert sorted(state.pieces[i] for i in state.best_pieces(3)) == sorted("bghnpsu")


# EM.

RARE = {"gsp": 1, "spu": 1}  # pieces of one rare word only: expected less than 0.5 times



def test_digamma_equals_its_closed_forms_at_integers_and_halves():
    """psi(n) = -gamma + 1 + 1/2 + ... + 1/(n-1); psi(n + 1/2) = -gamma - 2 ln 2 + 2/1 + 2/3 +
    ... + 2/(2n-1): SentencePiece's series is good to about 5e-11 there."""
    gamma = 0.57721566490153286061
    xs, exact = [], []
    for n in range(1, 40):
        xs += [n, n + 0.5]
        exact += [-gamma + math.fsum(1 / k for k in range(1, n)),
                  -gamma - 2 * math.log(2) + math.fsum(2 / (2 * k - 1) for k in range(1, n + 1))]
    series = unigram_trainer.digamma(np.array(xs)).tolist()
    assert series == pytest.approx(exact, rel=0, abs=1e-10)

@pytest.mark.parametrize("rare", [False, True], ids=["spec", "with-rare-pieces"])
def test_one_em_step_is_digamma_of_the_expected_counts_of_every_segmentation(toy_words, rare):
    """SentencePiece's M step: a piece expected c times (of C in all) scores digamma(c) -
    digamma(C); a piece expected less than 0.5 times is dropped, a character is kept (at 0.5)."""
    words, freqs = dict(toy_words), dict(SPEC_UNIGRAM_FREQS)
    if rare:
        words["hugspun"] = 1
        freqs.update(RARE)
    state = spec_state(words, freqs)
    counts, log_likelihood = expected_counts(words, live_scores(state))
    kept = {p: max(c, 0.5) for p, c in counts.items() if c >= 0.5 or len(p) == 1}
    total = sum(kept.values())
    assert state.em_step() == pytest.approx(-log_likelihood / sum(words.values()), rel=1e-12)
    scores = dict(zip(state.pieces, state.scores.tolist()))
    assert {p: scores[p] for p in kept} == pytest.approx(
        {p: digamma(c) - digamma(total) for p, c in kept.items()}, abs=1e-7)
    dropped = set(freqs) - set(kept)
    assert dropped == (set(RARE) if rare else set())
    assert all(scores[p] == -math.inf for p in dropped) and state.size == len(kept)


def test_pruning_after_an_em_step_keeps_the_em_scores_of_the_pieces_left(toy_words):
    """Only the course's seed model is renormalised after pruning: once EM has run, the pieces
    left keep their scores, as SentencePiece's PruneSentencePieces keeps them."""
    state = spec_state(toy_words, SPEC_UNIGRAM_FREQS)
    counts, _ = expected_counts(toy_words, live_scores(state))
    total = sum(counts.values())  # every piece of the toy state is expected at least 0.5 times
    state.em_step()
    removed = dict(state.prune(2, "approximate"))
    assert len(removed) == 2
    assert live_scores(state) == pytest.approx(
        {p: digamma(c) - digamma(total) for p, c in counts.items() if p not in removed}, abs=1e-7)


# Training settings, each observable.

@pytest.fixture(scope="module")
def slice_words(sample_corpus) -> dict[str, int]:
    """Metaspace words of the sample corpus's first 1,500 lines."""
    lines = gzip.open(sample_corpus, "rt", encoding="utf-8").read().splitlines()[:1500]
    return dict(Counter(Metaspace().words_of_lines("\n".join(lines))))


def train_events(words: dict[str, int], **settings) -> tuple[list, object]:
    events: list = []
    model = run(UnigramTrainer(**{"vocab_size": 300, "seed_size": 5000, **settings}).train(words),
                events.append)
    return events, model


@pytest.mark.parametrize("n", [1, 3])
def test_each_round_runs_n_sub_iterations_em_steps_each_lowering_the_loss(slice_words, n):
    events, _ = train_events(slice_words, n_sub_iterations=n)
    rounds = sorted({e.round for e in events})
    assert len(rounds) > 3
    for round_ in rounds:
        these = [e for e in events if e.round == round_]
        em = [e for e in these if isinstance(e, EmStepEvent)]
        assert [e.step for e in em] == list(range(n))
        assert these[:n] == em and [type(e) for e in these[n:]] in ([PruneEvent], [])
        assert all(later.loss < earlier.loss for earlier, later in zip(em, em[1:]))


def test_approximate_pruning_stops_a_tenth_above_the_target_then_keeps_the_best(slice_words):
    """SentencePiece prunes to 1.1 x the size, then keeps the best-scored pieces."""
    events, model = train_events(slice_words, special_tokens=["<s>"])
    sizes = [e.vocab_size for e in events if isinstance(e, PruneEvent)]
    target = 300 - 2  # <unk> and <s>
    assert len(sizes) > 3 and sizes[-1] == int(target * 1.1)
    assert len(model.vocab) == 300 and model.vocab[:2] == ["<unk>", "<s>"]
    assert model.scores[2:] == sorted(model.scores[2:], reverse=True)


def test_the_final_trim_keeps_every_character_and_the_best_scored_pieces(toy_words):
    state = spec_state(toy_words, SPEC_UNIGRAM_FREQS)
    kept = [state.pieces[i] for i in state.best_pieces(10)]
    # the course's frequencies: ug 20, pu 17, un 16 lead the pieces of two or more characters
    assert sorted(kept) == sorted(["h", "u", "g", "p", "n", "b", "s", "ug", "pu", "un"])
    assert kept[:3] == ["u", "g", "ug"]  # by descending score, ties in seed order


@pytest.mark.parametrize("pruning, n_sub_iterations", [("approximate", 2), ("exact", 2),
                                                       ("exact", 0)])
def test_no_piece_is_longer_than_max_piece_length(slice_words, pruning, n_sub_iterations):
    """Not in the model, nor among the pieces pruned: the seed has none either (without EM
    steps, as in the course, nothing else would drop a seed piece that no lattice uses)."""
    words = slice_words if pruning == "approximate" else dict(list(slice_words.items())[:300])
    settings = dict(pruning=pruning, vocab_size=200, seed_size=800,
                    n_sub_iterations=n_sub_iterations)
    _, default = train_events(words, **settings)
    events, short = train_events(words, max_piece_length=3, **settings)
    assert max(map(len, default.vocab[1:])) > 3
    assert max(map(len, short.vocab[1:])) == 3 and len(short.vocab) == 200
    removed = [piece for e in events if isinstance(e, PruneEvent) for piece, _ in e.removed]
    assert removed and max(map(len, removed)) <= 3


# Quality against SentencePiece on the same lines.

def test_held_out_tokens_per_word_within_5_percent_of_sentencepiece(sample_corpus, tmp_path):
    lines = gzip.open(sample_corpus, "rt", encoding="utf-8").read().splitlines()
    training, held_out = lines[:2000], lines[-500:]
    path = tmp_path / "train.txt"
    path.write_text("\n".join(training) + "\n", encoding="utf-8")
    spm.SentencePieceTrainer.train(
        input=str(path), model_prefix=str(tmp_path / "spm"), vocab_size=1000,
        model_type="unigram", character_coverage=1.0, normalization_rule_name="identity",
        remove_extra_whitespaces=False, num_threads=1, minloglevel=2)
    theirs = spm.SentencePieceProcessor(model_file=str(tmp_path / "spm.model"))
    config = TrainConfig(algorithm="unigram", vocab_size=1000, special_tokens=["<s>", "</s>"])
    ours = run(train(config, Counter(Metaspace().words_of_lines("\n".join(training)))))
    words = sum(len(line.split()) for line in held_out)
    their_rate = sum(len(theirs.encode(line)) for line in held_out) / words
    our_rate = sum(len(ours.encode(line).ids) for line in held_out) / words
    assert our_rate <= 1.05 * their_rate


# Initial alphabet and unknown token, as tokenizers' UnigramTrainer.

def hf_unigram(words: dict[str, int], **settings) -> dict:
    hf = HfTokenizer(models.Unigram())
    hf.pre_tokenizer = pre_tokenizers.WhitespaceSplit()
    hf.train_from_iterator([w for w, n in words.items() for _ in range(n)],
                           trainers.UnigramTrainer(show_progress=False, **settings))
    return json.loads(hf.to_str())["model"]


def test_initial_alphabet_and_no_unknown_token_as_tokenizers(toy_words):
    theirs = hf_unigram(toy_words, vocab_size=14, special_tokens=["<s>"],
                        initial_alphabet=["z", "x", "y"])
    ours = run(UnigramTrainer(vocab_size=14, special_tokens=["<s>"], unk_token=None,
                              initial_alphabet="zxy", seed_size=1000).train(toy_words))
    their_scores = dict(map(tuple, theirs["vocab"]))
    our_scores = dict(zip(ours.vocab, ours.scores))
    assert theirs["unk_id"] is ours.unk_id is None
    assert list(their_scores)[0] == ours.vocab[0] == "<s>" and len(ours.vocab) == 14
    assert ({p for p in their_scores if len(p) == 1} == {p for p in ours.vocab if len(p) == 1}
            == set("bghnpsuxyz"))
    for scores in (their_scores, our_scores):  # unseen characters score the lowest, + 0.0001s
        lowest = min(s for p, s in scores.items() if p not in {"x", "y", "z", "<s>"})
        assert all(0 <= scores[c] - lowest <= 0.0003 + 1e-9 for c in "xyz")
    assert [ours.vocab[i] for i, _, _ in ours.tokenize("xyz")] == ["x", "y", "z"]
    with pytest.raises(ValueError):
        ours.tokenize("hugq")


@pytest.mark.parametrize("specials", [["[SEP]", "[CLS]"], ["[SEP]", "[CLS]", "[UNK]"]])
def test_unknown_token_goes_first_unless_it_is_a_special_token_as_tokenizers(specials):
    """tokenizers' trainer test_unk_token, cases 1 and 2."""
    words = {"The": 12, "are": 11}
    theirs = hf_unigram(words, vocab_size=100, special_tokens=specials, unk_token="[UNK]")
    ours = run(UnigramTrainer(vocab_size=100, special_tokens=specials,
                              unk_token="[UNK]").train(words))
    their_vocab = [piece for piece, _ in theirs["vocab"]]
    assert ours.vocab[:3] == their_vocab[:3]
    assert ours.unk_id == theirs["unk_id"] == their_vocab.index("[UNK]")


def test_the_cli_trains_unigram_with_an_extra_alphabet_and_no_unknown_token(toy_corpus, tmp_path):
    out = tmp_path / "uni.json"
    assert main(["train", toy_corpus, "-o", str(out), "--algorithm", "unigram", "--vocab-size",
                 "14", "--unk-token", "", "--extra-alphabet", "xyz", "--seed-size", "100",
                 "--quiet"]) == 0
    hf = HfTokenizer.from_file(str(out))
    assert json.loads(hf.to_str())["model"]["unk_id"] is None
    assert {"x", "y", "z"} <= set(hf.get_vocab()) and "<unk>" not in hf.get_vocab()
    assert hf.encode("zyx").tokens == ["▁", "z", "y", "x"]


def test_bpe_takes_the_extra_alphabet_and_no_unknown_token_as_tokenizers(toy_corpus):
    hf = HfTokenizer(models.BPE())
    hf.pre_tokenizer = pre_tokenizers.Whitespace()
    hf.train([toy_corpus], trainers.BpeTrainer(vocab_size=15, initial_alphabet=["z", "x", "y"],
                                               show_progress=False))
    ours = train_ours(toy_corpus, algorithm="bpe", vocab_size=15, pre_tokenizer="whitespace",
                      extra_alphabet="zyx", unk_token="")
    assert {token: i for i, token in enumerate(ours.vocab)} == hf.get_vocab()
    assert ours.encode("mug xy").tokens == hf.encode("mug xy").tokens == ["ug", "x", "y"]


def test_wordpiece_takes_the_extra_alphabet_and_needs_an_unknown_token(toy_corpus):
    ours = train_ours(toy_corpus, algorithm="wordpiece", vocab_size=20, extra_alphabet="xyz")
    assert {"x", "y", "z"} <= set(ours.vocab)
    with pytest.raises(ValueError, match="unknown token"):
        TrainConfig(algorithm="wordpiece", vocab_size=20, unk_token="")


# The settings' refusals, the events of a run, the final model's edges.

@pytest.mark.parametrize("settings, message", [
    ({"pruning": "fast"}, "pruning must be one of exact, approximate"),
    ({"shrinking_factor": 0}, "shrinking_factor must be between 0 and 1"),
    ({"shrinking_factor": 1}, "shrinking_factor must be between 0 and 1"),
    ({"shrinking_factor": 1.5}, "shrinking_factor must be between 0 and 1"),
])
def test_settings_out_of_range_are_refused_naming_the_setting(settings, message):
    with pytest.raises(ValueError) as refused:
        UnigramTrainer(**settings)
    assert str(refused.value) == message


def test_events_number_the_rounds_from_0_and_time_the_run(toy_words):
    """Two EM steps per round, rounds 0, 1, ...; each event's elapsed time is the time since
    training started (at most the wall time around it), never decreasing."""
    events: list = []
    before = time.perf_counter()
    run(UnigramTrainer(vocab_size=10).train(toy_words), events.append)
    wall = time.perf_counter() - before
    prunes = [e for e in events if isinstance(e, PruneEvent)]
    em_rounds = [e.round for e in events if isinstance(e, EmStepEvent)]
    assert prunes and [e.round for e in prunes] == list(range(len(prunes)))
    assert em_rounds == [r for r in range(len(prunes) + 1) for _ in range(2)]
    elapsed = [e.elapsed for e in events]
    assert all(0 <= t <= wall for t in elapsed) and elapsed == sorted(elapsed)


def test_each_rounds_model_is_every_piece_it_pruned_with_their_scores(toy_words):
    """Exact pruning, no EM step (the course's procedure), a seed of the 7 characters and the 5
    most frequent substrings (ug 20, pu 17, un 16, hu 15, hug 15), a vocabulary of 3: the first
    round prunes 12 pieces, which is 4 x 3, the largest size whose model a round keeps. Each
    round's model is <unk> and the pieces it pruned, scored log(frequency / their total); the
    pieces it removes are those whose removal costs least, with their brute-force losses."""
    events: list = []
    trainer = UnigramTrainer(vocab_size=3, seed_size=12, pruning="exact", n_sub_iterations=0)
    model = run(trainer.train(toy_words), events.append)
    freqs = {p: SPEC_UNIGRAM_FREQS[p] for p in [*"hugpnbs", "ug", "pu", "un", "hu", "hug"]}
    prunes = [e for e in events if isinstance(e, PruneEvent)]
    assert len(prunes) == 2 and sorted(model.vocab) == sorted(["<unk>", *"hugpnbs"])
    for event in prunes:
        vocab, scores = event.model
        assert vocab[0] == "<unk>" and scores[0] == 0.0
        assert sorted(vocab[1:]) == sorted(freqs)
        total = sum(freqs.values())
        assert dict(zip(vocab[1:], scores[1:])) == pytest.approx(
            {p: math.log(f / total) for p, f in freqs.items()}, abs=1e-12)
        score_of = dict(zip(vocab[1:], scores[1:]))
        loss = corpus_loss(toy_words, score_of)
        costs = {p: corpus_loss(toy_words, {q: s for q, s in score_of.items() if q != p}) - loss
                 for p in score_of if len(p) > 1}
        removed = dict(event.removed)
        assert removed == pytest.approx({p: costs[p] for p in removed}, abs=1e-9)
        assert all(max(removed.values()) <= c for p, c in costs.items() if p not in removed)
        freqs = {p: f for p, f in freqs.items() if p not in removed}


def test_a_vocabulary_of_2_is_the_unknown_token_and_the_one_character():
    model = run(UnigramTrainer(vocab_size=2).train({"aa": 3}))
    assert model.vocab == ["<unk>", "a"]


def test_special_tokens_score_0_as_in_tokenizers(toy_words):
    theirs = hf_unigram(toy_words, vocab_size=12, special_tokens=["<s>", "<unk>"],
                        unk_token="<unk>")
    ours = run(UnigramTrainer(vocab_size=12, special_tokens=["<s>"]).train(toy_words))
    their_scores = dict(map(tuple, theirs["vocab"]))
    assert [their_scores[t] for t in ("<s>", "<unk>")] == [0.0, 0.0]
    assert dict(zip(ours.vocab, ours.scores))["<s>"] == 0.0
    assert dict(zip(ours.vocab, ours.scores))["<unk>"] == 0.0


def test_an_initial_alphabet_of_seen_characters_adds_only_the_unseen_ones(toy_words):
    theirs = hf_unigram(toy_words, vocab_size=12, initial_alphabet=["h", "z"])
    ours = run(UnigramTrainer(vocab_size=12, initial_alphabet="hz").train(toy_words))
    their_vocab = [piece for piece, _ in theirs["vocab"]]
    for vocab in (their_vocab, ours.vocab):
        assert vocab.count("h") == vocab.count("z") == 1 and len(set(vocab)) == len(vocab)
    lowest = min(s for p, s in zip(ours.vocab[1:], ours.scores[1:]) if p != "z")
    assert dict(zip(ours.vocab, ours.scores))["z"] == lowest


# Continuing a model's training on a domain (`continue_training`), against brute-force EM.

def em_by_brute_force(words: dict[str, int], freqs: dict[str, float], steps: int) -> dict:
    """`steps` of SentencePiece's EM from the normalised `freqs`. No piece is dropped:
    characters and the model's own pieces never are, and the tests' other pieces are expected
    at least 0.5 times (checked)."""
    total = sum(freqs.values())
    score_of = {p: math.log(f / total) for p, f in freqs.items()}
    for _ in range(steps):
        counts, _ = expected_counts(words, score_of)
        kept = {p: max(c, 0.5) for p, c in counts.items()}
        assert all(c >= 0.5 for p, c in counts.items() if p in words)
        total = sum(kept.values())
        score_of = {p: digamma(c) - digamma(total) for p, c in kept.items()}
    return score_of


def test_continued_training_moves_new_scores_onto_the_models_scale_and_types_them():
    """The domain "ab" x10 seeds a 10, b 10, ab 10 x 2 letters = 20; two EM steps; the new
    piece ab scores its EM score plus the median of the model's pieces' own score minus their
    EM score; a reserved token scores the model's lowest; a SentencePiece model types the
    reserved token USER_DEFINED and the new piece NORMAL."""
    model = SentencePieceUnigramModel(["<unk>", "a", "b"], [0.0, -1.0, -2.5], 0,
                                      piece_types=["UNKNOWN", "NORMAL", "NORMAL"])
    words = {"ab": 10}
    events: list = []
    extended = run(continue_training(model, words, 1, ["<r>"]), events.append)
    em = em_by_brute_force(words, {"a": 10, "b": 10, "ab": 20}, 2)
    offset = ((-1.0 - em["a"]) + (-2.5 - em["b"])) / 2
    assert extended.vocab == ["<unk>", "a", "b", "<r>", "ab"]
    assert extended.scores == pytest.approx([0.0, -1.0, -2.5, -2.5, em["ab"] + offset], abs=1e-7)
    assert extended.piece_types == ["UNKNOWN", "NORMAL", "NORMAL", "USER_DEFINED", "NORMAL"]
    assert [(e.round, e.step) for e in events] == [(0, 0), (0, 1)]


def test_continuing_a_model_of_no_pieces_keeps_the_em_scores():
    """No piece of the model to take a scale from: the new pieces keep their EM scores, best
    first."""
    words = {"ab": 10}
    extended = run(continue_training(UnigramModel(["<unk>"], [0.0], 0), words, 3, []))
    em = em_by_brute_force(words, {"a": 10, "b": 10, "ab": 20}, 2)
    assert extended.vocab[0] == "<unk>" and sorted(extended.vocab[1:]) == ["a", "ab", "b"]
    assert dict(zip(extended.vocab[1:], extended.scores[1:])) == pytest.approx(em, abs=1e-7)
    assert extended.scores[1:] == sorted(extended.scores[1:], reverse=True)


def test_continued_training_stops_before_pruning_when_asked():
    words = {"ab": 10, "cd": 10}
    model = UnigramModel(["<unk>"], [0.0], 0)
    events: list = []
    run(continue_training(model, words, 1, []), events.append)
    assert any(isinstance(e, PruneEvent) for e in events)
    events.clear()
    extended = run(continue_training(model, words, 1, [], should_stop=lambda: True),
                   events.append)
    assert [type(e) for e in events] == [EmStepEvent, EmStepEvent] and len(extended.vocab) == 2
    events.clear()
    run(continuation.continue_training(model, words, 1, [], {}, should_stop=lambda: True), events.append)
    assert [type(e) for e in events] == [EmStepEvent, EmStepEvent]


def test_the_models_pieces_the_domain_lacks_join_em_at_frequency_1():
    """The domain "ab" x10 lacks the model's 16-letter piece (the longest a piece may be): it
    joins the seed (a 10, b 10, ab 20) at frequency 1 and sets the scale with a."""
    longest = "q" * 16
    model = UnigramModel(["<unk>", "a", longest], [0.0, -1.0, -6.0], 0)
    words = {"ab": 10}
    extended = run(continue_training(model, words, 2, []))
    em = em_by_brute_force(words, {"a": 10, "b": 10, "ab": 20, longest: 1}, 2)
    offset = ((-1.0 - em["a"]) + (-6.0 - em[longest])) / 2
    assert extended.vocab[:3] == model.vocab and sorted(extended.vocab[3:]) == ["ab", "b"]
    assert dict(zip(extended.vocab[3:], extended.scores[3:])) == pytest.approx(
        {p: em[p] + offset for p in ("ab", "b")}, abs=1e-7)


def test_the_domains_seed_leaves_out_substrings_seen_once():
    """SentencePiece's seed (as training's): "cd", seen once, is no piece."""
    extended = run(continue_training(UnigramModel(["<unk>"], [0.0], 0), {"ab": 10, "cd": 1}, 10,
                                     []))
    assert sorted(extended.vocab) == sorted(["<unk>", *"abcd", "ab"])
