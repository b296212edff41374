"""Unigram's lattices, seed and explain, piece by piece, against brute force (every
segmentation, every substring) and hand computations: what the trainer's tests reach only
through a whole training run."""

import math
import signal
import time
import warnings

import numpy as np
import pytest

import support
from support import expected_counts, segmentations
from workbench.core.models.unigram import lattice
from workbench.core.models.unigram.lattice import (
    Lattices, OwnLattices, PieceIndex, PieceScores, Shards,
)
from workbench.core.models.unigram import workers
from workbench.core.models.unigram.model import UnigramModel
from workbench.core.models.unigram.workers import WorkerShards
from workbench.core.runtime.processes import process_context


def best_split(piece: str, score_of: dict[str, float]) -> tuple[float, list[str]]:
    """The best segmentation of a piece into other pieces, by listing them all."""
    splits = [path for path in segmentations(piece, score_of) if path != [piece]]
    return max(((sum(score_of[p] for p in path), path) for path in splits),
               default=(-math.inf, []))


def per_string(strings, pieces, names) -> dict[int, list[str]]:
    """Viterbi's tokens, (string, piece) last token first, as each string's pieces in order."""
    found: dict[int, list[str]] = {}
    for s, p in zip(strings.tolist(), pieces.tolist()):
        found.setdefault(s, []).insert(0, names[p])
    return found


def test_own_lattices_split_each_piece_into_others_in_every_shard():
    """Each piece's best split without its own edge, the pieces cut into three shards (the
    trainer's shards start at other strings than 0)."""
    names = ["a", "b", "ab", "ba", "aba", "bab", "abab", "bb"]
    scores = np.log(np.array([0.2, 0.15, 0.1, 0.12, 0.08, 0.05, 0.04, 0.03]))
    score_of = dict(zip(names, scores.tolist()))
    own = OwnLattices(Shards.build(names, names, 4, ranges=[(0, 3), (3, 5), (5, 8)]))
    strings, pieces, best = own.viterbi(np.ones(len(names), bool), scores)
    expected = [best_split(name, score_of) for name in names]
    assert best.tolist() == pytest.approx([score for score, _ in expected], rel=1e-12)
    assert per_string(strings, pieces, names) == {
        i: path for i, (_, path) in enumerate(expected) if path}


@pytest.fixture
def toy_lattices(toy_words):
    """The toy words' lattices over every substring of 1 to 3 characters, random scores."""
    words = list(toy_words)
    names = sorted({w[i:j] for w in words for i in range(len(w))
                    for j in range(i + 1, min(len(w), i + 3) + 1)})
    scores = np.log(np.random.default_rng(5).dirichlet(np.ones(len(names))))
    return words, names, scores, Lattices.build(words, PieceIndex(names), 3)


@pytest.mark.parametrize("space", ["probabilities", "logs"])
def test_a_string_of_weight_0_adds_nothing_to_the_e_step_and_warns_of_nothing(
        toy_lattices, toy_words, space, monkeypatch):
    """A string of weight 0 is skipped (its log-likelihood times 0 would be nan where no
    piece spells it); no warning is printed."""
    if space == "logs":  # no string fits in probabilities
        monkeypatch.setattr(lattice, "LOWEST_LOG_PROBABILITY", math.inf)
    words, names, scores, lattices = toy_lattices
    weights = np.array([0.0 if word == "pun" else count for word, count in toy_words.items()])
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        counts, log_likelihood = lattices.expected_counts(PieceScores(scores), weights)
    rest = {word: count for word, count in toy_words.items() if word != "pun"}
    expected, expected_likelihood = expected_counts(rest, dict(zip(names, scores.tolist())))
    assert counts.tolist() == pytest.approx([expected[name] for name in names], rel=1e-12)
    assert log_likelihood == pytest.approx(expected_likelihood, rel=1e-12)


def test_the_e_step_runs_on_probabilities_when_they_cannot_underflow(toy_lattices, toy_words,
                                                                      monkeypatch):
    """Two to three times faster than on logs: the toy words' counts are, to the last bit,
    those of every string forced onto probabilities, and not those of logs (which round
    otherwise)."""
    words, names, scores, lattices = toy_lattices
    weights = np.array(list(toy_words.values()), float)

    def counts_with(lowest_log: float) -> list[float]:
        monkeypatch.setattr(lattice, "LOWEST_LOG_PROBABILITY", lowest_log)
        return lattices.expected_counts(PieceScores(scores), weights)[0].tolist()

    chosen = counts_with(lattice.LOWEST_LOG_PROBABILITY)
    assert chosen == counts_with(-math.inf) != counts_with(math.inf)


def test_scores_none_of_them_finite_have_0_as_their_lowest():
    assert PieceScores(np.full(3, -np.inf)).lowest == 0.0
    assert PieceScores(np.log([0.5, 0.25, 0.25])).lowest == math.log(0.25)


def test_no_strings_have_no_tokens_and_add_nothing_to_the_counts():
    """The empty results are index arrays still (a float array cannot index, even empty)."""
    shards = Shards.build([], ["a", "b"], 2)
    strings, pieces, best = shards.viterbi(np.log([0.5, 0.5]))
    assert (strings.tolist(), pieces.tolist(), best.tolist()) == ([], [], [])
    assert (strings.dtype, pieces.dtype, best.dtype) == (np.int64, np.int64, np.float64)
    counts, log_likelihood = shards.expected_counts(np.log([0.5, 0.5]))
    assert (counts.tolist(), log_likelihood) == ([0.0, 0.0], 0.0)


# Worker processes: the same answers, to the last bit, as the shards in this process.

def test_worker_processes_answer_as_the_shards_in_this_process(toy_words):
    """Three shards dealt to two workers (one holds two shards): the E step against every
    segmentation, and every request against `Shards` with the same ranges, bit for bit."""
    words = dict(toy_words, hugspun=2, bugs=3)
    strings, weights = list(words), np.array(list(words.values()), float)
    names = ["h", "u", "g", "p", "n", "b", "s", "hu", "ug", "un", "pu", "hug", "gs", "bu"]
    scores = np.log(np.random.default_rng(2).dirichlet(np.ones(len(names))))
    ranges = [(0, 3), (3, 5), (5, 7)]
    here = Shards.build(strings, names, 3, weights, ranges)
    there = WorkerShards(strings, names, 3, weights, ranges, 2)
    try:
        assert len(there.processes) == 2
        assert all(process.daemon for process in there.processes)  # they end with this one
        counts, log_likelihood = there.expected_counts(scores)
        expected, expected_likelihood = expected_counts(words, dict(zip(names, scores.tolist())))
        assert counts.tolist() == pytest.approx([expected[n] for n in names], rel=1e-12)
        assert log_likelihood == pytest.approx(expected_likelihood, rel=1e-12)
        assert_same(there.expected_counts(scores), here.expected_counts(scores))
        assert_same(there.viterbi(scores), here.viterbi(scores))
        others = scores[::-1].copy()  # scores the workers have not been sent yet
        segmented, pieces, _ = here.viterbi(others)  # integer weights: sums exact in any order
        assert there.frequencies(others).tolist() == np.bincount(
            pieces, weights=weights[segmented], minlength=len(names)).tolist()
        alive = np.array([name not in ("hug", "un", "gs") for name in names])
        dead = np.where(alive, scores, -np.inf)
        there.restrict(alive)
        here.restrict(alive)
        assert_same(there.expected_counts(scores), here.expected_counts(dead))
        assert_same(there.viterbi(scores), here.viterbi(dead))
        assert there.frequencies(scores).tolist() == here.frequencies(dead).tolist()
        live = names[:11]
        own_alive = np.array([name != "hu" for name in live])
        assert_same(there.own_lattices(live, 3).viterbi(own_alive, dead[:11]),
                    here.own_lattices(live, 3).viterbi(own_alive, dead[:11]))
        processes = there.processes
    finally:
        there.close()
    assert there.connections == there.processes == []
    assert not any(process.is_alive() for process in processes)
    assert [process.exitcode for process in processes] == [0, 0]  # they stopped as told


def assert_same(ours, theirs):
    for a, b in zip(ours, theirs, strict=True):
        a, b = np.asarray(a), np.asarray(b)
        assert a.dtype == b.dtype and a.tolist() == b.tolist()


def test_workers_score_a_dead_piece_minus_infinity_where_its_edges_stay(toy_words):
    """"gs" dies after an E step that scored it: 3 of the 49 edges, too few for the lattices to
    be compacted, so its edges stay and only its score keeps them out. The E step after is
    every segmentation's into the live pieces."""
    words = dict(toy_words, hugspun=2, bugs=3)
    strings, weights = list(words), np.array(list(words.values()), float)
    names = ["h", "u", "g", "p", "n", "b", "s", "hu", "ug", "un", "pu", "hug", "gs", "bu"]
    scores = np.log(np.random.default_rng(6).dirichlet(np.ones(len(names))))
    alive = np.array([name != "gs" for name in names])
    lattices = Shards.build(strings, names, 3, weights, [(0, 7)]).parts[0][1]
    assert lattices.restrict(alive) is lattices  # not compacted
    there = WorkerShards(strings, names, 3, weights, [(0, 7)], 1)
    try:
        there.expected_counts(scores)
        there.restrict(alive)
        counts, log_likelihood = there.expected_counts(scores)
    finally:
        there.close()
    live = {n: s for n, s, a in zip(names, scores.tolist(), alive) if a}
    expected, expected_likelihood = expected_counts(words, live)
    assert counts.tolist() == pytest.approx([expected.get(n, 0.0) for n in names], rel=1e-12)
    assert log_likelihood == pytest.approx(expected_likelihood, rel=1e-12)


def test_closing_ends_a_worker_that_does_not_stop_when_told(toy_words):
    """A worker that never reads its requests (a sleeping process holding its end of a pipe)
    beside a real one: `close` waits for it a while, not for ever, then terminates it. The
    wait (5 s) is cut to 0.2 s for the test; the sleep (60 s) ends long after it."""
    strings = list(toy_words)
    workers = WorkerShards(strings, ["h", "u", "g", "p", "n", "b", "s"], 1,
                           np.ones(len(strings)), [(0, 7)], 1)
    context = process_context()
    ours, theirs = context.Pipe()
    stubborn = context.Process(target=time.sleep, args=(60,), daemon=True)
    stubborn.start()
    try:
        join = stubborn.join
        stubborn.join = lambda timeout=None: join(None if timeout is None else 0.2)
        served = workers.processes[0]
        workers.connections.append(ours)
        workers.processes.append(stubborn)
        workers.close()
        assert workers.connections == workers.processes == []
        join(support.TIMEOUT / 1000)
        served.join(support.TIMEOUT / 1000)
        assert (served.exitcode, stubborn.exitcode) == (0, -signal.SIGTERM)
    finally:
        if stubborn.is_alive():
            stubborn.kill()
        theirs.close()


def test_viterbi_gives_no_tokens_to_empty_strings_and_to_strings_the_pieces_cannot_spell():
    """"" scores 0 (the empty segmentation), "c" -inf (none); one character is a token."""
    names, scores = ["a", "b", "ab"], np.log([0.3, 0.3, 0.4])
    strings, pieces, best = Lattices.build(["", "a", "ab", "c", "ba"], PieceIndex(names),
                                           2).viterbi(scores)
    assert per_string(strings, pieces, names) == {1: ["a"], 2: ["ab"], 4: ["b", "a"]}
    assert best.tolist() == pytest.approx([0.0, math.log(0.3), math.log(0.4), -math.inf,
                                           2 * math.log(0.3)])
    strings, pieces, best = Lattices.build(["", "c"], PieceIndex(names), 2).viterbi(scores)
    assert (strings.tolist(), pieces.tolist(), best.tolist()) == ([], [], [0.0, -math.inf])
    assert (strings.dtype, pieces.dtype) == (np.int64, np.int64)


# Explain.

def test_the_trace_names_its_word_and_its_best_path_is_the_encoders():
    """hugs: h ug s 0.003 (by hand) beats h u gs 0.002 and h u g s 0.0002."""
    model = UnigramModel(["h", "u", "g", "s", "ug", "gs"], np.log([0.1, 0.2, 0.1, 0.1, 0.3, 0.05]))
    trace = model.explain("hugs")
    assert trace.word == "hugs"
    assert [trace.arcs[i].piece for i in trace.best] == list(trace.tokens) == ["h", "ug", "s"]


# Compaction: the lattices without dead pieces' edges, against every segmentation of the live ones.

def test_restricted_lattices_are_those_of_the_live_pieces_even_where_nodes_die(toy_lattices, toy_words):
    """Without "u" and "hu" no path reaches "hug" after "h" ("hug"'s node 2 loses every edge,
    and every edge leaving it is useless): the E step and Viterbi are those of every
    segmentation into the pieces left; so many dead edges that the lattices are compacted."""
    words, names, scores, lattices = toy_lattices
    dead = {"u", "hu", "pu", "ugs", "gs"}
    alive = np.array([name not in dead for name in names])
    assert lattices.restrict(np.ones(len(names), bool)) is lattices  # nothing to drop
    restricted = lattices.restrict(alive)
    assert restricted is not lattices and len(restricted.piece) < len(lattices.piece)
    live_scores = np.where(alive, scores, -np.inf)
    score_of = {n: s for n, s, a in zip(names, scores.tolist(), alive) if a}
    counts, log_likelihood = restricted.expected_counts(
        PieceScores(live_scores), np.array(list(toy_words.values()), float))
    expected, expected_likelihood = expected_counts(toy_words, score_of)
    assert counts.tolist() == pytest.approx([expected.get(n, 0.0) for n in names], rel=1e-12)
    assert log_likelihood == pytest.approx(expected_likelihood, rel=1e-12)
    strings, pieces, best = restricted.viterbi(live_scores)
    brute = [max((sum(score_of[p] for p in path), path)
                 for path in segmentations(word, score_of)) for word in words]
    assert best.tolist() == pytest.approx([score for score, _ in brute], rel=1e-12)
    assert per_string(strings, pieces, names) == {i: path for i, (_, path) in enumerate(brute)}


@pytest.mark.parametrize("ranges", [[(0, 7)], [(0, 2), (2, 4), (4, 7)]],
                         ids=["one shard", "three shards"])
def test_own_lattices_give_characters_no_split_wherever_they_stand(ranges):
    """Single characters between longer pieces (the trainer puts them first): a character's
    lattice is its whole-string edge only, which own lattices leave out. Then with pieces
    dead, as pruning leaves them (a dead piece is split into live ones too)."""
    names = ["ab", "a", "ba", "b", "aab", "c", "bc"]
    scores = np.log(np.array([0.2, 0.15, 0.1, 0.25, 0.1, 0.1, 0.1]))
    own = OwnLattices(Shards.build(names, names, 3, ranges=ranges))
    for dead in [set(), {"ba", "ab"}]:
        alive = np.array([name not in dead for name in names])
        score_of = {n: s for n, s, a in zip(names, scores.tolist(), alive) if a}
        strings, pieces, best = own.viterbi(alive, np.where(alive, scores, -np.inf))
        expected = [best_split(name, score_of) for name in names]
        assert best.tolist() == pytest.approx([score for score, _ in expected], rel=1e-12)
        assert per_string(strings, pieces, names) == {
            i: path for i, (_, path) in enumerate(expected) if path}


def test_shards_weigh_each_string_once_unless_told_and_cut_the_strings_by_size(
        toy_words, monkeypatch):
    """Without weights each string counts once; SHARD_CHARS cut to 4 characters makes several
    shards, whose E step and Viterbi are every segmentation's."""
    monkeypatch.setattr(Shards, "SHARD_CHARS", 4)
    words = list(toy_words)
    names = ["h", "u", "g", "p", "n", "b", "s", "hu", "ug", "un", "pu", "hug", "gs"]
    scores = np.log(np.random.default_rng(3).dirichlet(np.ones(len(names))))
    score_of = dict(zip(names, scores.tolist()))
    shards = Shards.build(words, names, 3)
    assert len(shards.parts) > 1
    counts, log_likelihood = shards.expected_counts(scores)
    expected, expected_likelihood = expected_counts(dict.fromkeys(words, 1), score_of)
    assert counts.tolist() == pytest.approx([expected[n] for n in names], rel=1e-12)
    assert log_likelihood == pytest.approx(expected_likelihood, rel=1e-12)
    strings, pieces, best = shards.viterbi(scores)
    brute = [max((sum(score_of[p] for p in path), path) for path in segmentations(word, score_of))
             for word in words]
    assert best.tolist() == pytest.approx([score for score, _ in brute], rel=1e-12)
    assert per_string(strings, pieces, names) == {i: path for i, (_, path) in enumerate(brute)}


def test_lattices_without_edges_restrict_to_no_tokens_and_warn_of_nothing():
    """Own lattices of single characters have no edge (a character's only edge is its whole
    string), and pruning restricts them every round; strings no piece spells have none
    either. numpy's mean of no edges warned ("Mean of empty slice")."""
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        own = OwnLattices(Shards.build(["a", "b"], ["a", "b"], 1))
        for alive in ([True, True], [True, False]):
            strings, pieces, best = own.viterbi(np.array(alive), np.log([0.5, 0.5]))
            assert (strings.tolist(), pieces.tolist(), best.tolist()) == ([], [], [-math.inf] * 2)
        lattices = Lattices.build(["c", "dd"], PieceIndex(["a", "b"]), 2)
        strings, pieces, best = lattices.restrict(np.array([True, False])).viterbi(
            np.log([0.5, 0.5]))
    assert (strings.tolist(), pieces.tolist(), best.tolist()) == ([], [], [-math.inf] * 2)


# Where the corpus lattices live: worker processes, one per core but at most 8 and at most one
# per shard, for corpora of PARALLEL_MIN_CHARS characters or more; else this process. The shards
# are a quarter of the corpus each (SHARDS), within MIN_SHARD_CHARS and SHARD_CHARS, either way.

@pytest.mark.parametrize("lengths, at_least, at_most, expected", [
    ([1] * 10, 1, 100, [(0, 2), (2, 4), (4, 6), (6, 8), (8, 10)]),  # 10 // 4: 2 each
    ([1] * 10, 3, 100, [(0, 3), (3, 6), (6, 9), (9, 10)]),  # 2 is below the least
    ([1] * 40, 1, 2, [(i, i + 2) for i in range(0, 40, 2)]),  # 10 is above the most
    ([3, 1, 2, 5, 1, 1], 1, 100, [(0, 1), (1, 3), (3, 4), (4, 6)]),  # 13 // 4: 3 or more each
], ids=["a quarter", "at least", "at most", "uneven"])
def test_corpus_shards_are_a_quarter_of_the_corpus_each_within_bounds(
        lengths, at_least, at_most, expected, monkeypatch):
    monkeypatch.setattr(workers, "MIN_SHARD_CHARS", at_least)
    monkeypatch.setattr(Shards, "SHARD_CHARS", at_most)
    strings = ["x" * n for n in lengths]
    assert workers._shard_ranges(np.array(lengths)) == expected
    shards = workers.corpus_shards(strings, ["x"], 1, np.ones(len(strings)))  # in process
    assert shards.firsts == [first for first, _ in expected]


@pytest.mark.parametrize("cores, strings, min_chars, expected", [
    (3, 10, 20, 3),  # 20 characters, as many as needed: one worker per core
    (3, 10, 21, None),  # one character short: in process
    (16, 10, 0, 8),  # at most 8
    (16, 3, 0, 3),  # at most one per shard
    (2, 10, 0, 2),
    (1, 10, 0, None),  # one core: in process
    (None, 10, 0, None),  # cores unknown: taken as one
], ids=["cores", "too small", "at most 8", "per shard", "two cores", "one core", "unknown"])
def test_corpus_shards_use_a_worker_per_core_for_large_corpora(cores, strings, min_chars,
                                                               expected, monkeypatch):
    """Each string its own shard (SHARD_CHARS 2); WorkerShards stood in for by what it is
    given (starting workers is `WorkerShards`' tests' business)."""
    monkeypatch.setattr(workers.os, "cpu_count", lambda: cores)
    monkeypatch.setattr(workers, "PARALLEL_MIN_CHARS", min_chars)
    monkeypatch.setattr(workers, "MIN_SHARD_CHARS", 1)
    monkeypatch.setattr(Shards, "SHARD_CHARS", 2)
    started = []
    monkeypatch.setattr(workers, "WorkerShards", lambda *args: started.append(args) or args)
    words, pieces, weights = ["ab"] * strings, ["a", "b"], np.arange(strings, dtype=float)
    shards = workers.corpus_shards(words, pieces, 2, weights)
    ranges = [(i, i + 1) for i in range(strings)]
    if expected is None:
        assert started == [] and shards.firsts == [first for first, _ in ranges]
        assert shards.weights is weights
    else:
        assert len(started) == 1 and shards is started[0]
        laid_out = shards[0]  # the words as code points, for the workers to share
        assert [laid_out.string(i) for i in range(len(laid_out))] == words
        assert shards[1:3] == (pieces, 2) and shards[3] is weights
        assert shards[4:] == (ranges, expected)
