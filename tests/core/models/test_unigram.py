"""Unigram: the worked examples of SPEC section 3, training, and the model."""

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from support import SPEC_UNIGRAM_BEST, SPEC_UNIGRAM_FREQS, expected_counts, segmentations
from workbench.core.models.unigram import lattice
from workbench.core.models.unigram.lattice import Lattices, PieceIndex, PieceScores, string_ranges
from workbench.core.models.unigram.model import SentencePieceUnigramModel, UnigramModel
from workbench.core.models.unigram.seed import _sorted_runs, seed_pieces
from workbench.core.models.unigram.trainer import PruningState, UnigramTrainer, digamma
from workbench.core.runtime.events import EmStepEvent, PruneEvent, run


@pytest.fixture
def strict_substrings(toy_words):
    """The SPEC's vocabulary: every strict substring of a word, counted over the corpus."""
    pieces, freqs = seed_pieces(list(toy_words), np.array(list(toy_words.values())), 10_000, 16)
    strict = {p for w in toy_words for i in range(len(w)) for j in range(i + 1, len(w) + 1)
              if j - i < len(w) for p in [w[i:j]]}
    return {p: int(f) for p, f in zip(pieces, freqs) if p in strict}


@pytest.fixture
def toy_model(strict_substrings):
    total = sum(strict_substrings.values())
    return UnigramModel(list(strict_substrings),
                        [math.log(f / total) for f in strict_substrings.values()])


def test_strict_substring_frequencies_total_210(strict_substrings):
    assert strict_substrings == SPEC_UNIGRAM_FREQS
    assert sum(strict_substrings.values()) == 210


def test_segmentation_probabilities_of_pug(toy_model):
    best = toy_model.nbest("pug", 5)
    assert [pieces for pieces, _ in best] == [["p", "ug"], ["pu", "g"], ["p", "u", "g"]]
    assert [round(math.exp(score), 6) for _, score in best] == [0.00771, 0.00771, 0.001322]


def test_unhug_splits_into_un_hug(toy_model):
    assert [toy_model.vocab[i] for i, _, _ in toy_model.tokenize("unhug")] == ["un", "hug"]
    assert round(math.exp(toy_model.nbest("unhug", 1)[0][1]), 6) == 0.005442


def test_best_segmentations_and_their_scores(toy_model, toy_words):
    for word, (pieces, probability) in SPEC_UNIGRAM_BEST.items():
        assert [toy_model.vocab[i] for i, _, _ in toy_model.tokenize(word)] == pieces
        assert math.isclose(math.exp(toy_model.nbest(word, 1)[0][1]), probability, abs_tol=1e-6)
    # the vectorised Viterbi of the trainer agrees, tie rule included
    lattices = Lattices.build(list(toy_words), PieceIndex(toy_model.vocab), 16)
    strings, pieces, best = lattices.restrict(np.ones(15, bool)).viterbi(np.array(toy_model.scores))
    for w, word in enumerate(toy_words):
        found = [toy_model.vocab[p] for s, p in zip(strings, pieces) if s == w][::-1]
        assert found == SPEC_UNIGRAM_BEST[word][0]


@pytest.fixture
def toy_state(toy_words, strict_substrings):
    counts = np.array(list(toy_words.values()), dtype=float)
    ordered = sorted(strict_substrings, key=lambda p: (len(p) > 1, list(strict_substrings).index(p)))
    freqs = np.array([strict_substrings[p] for p in ordered], dtype=float)
    return PruningState(list(toy_words), counts, ordered, freqs, 16)


def test_loss_and_exact_removal_costs(toy_state, toy_words):
    _, _, best = toy_state._edges().viterbi(toy_state.scores)
    counts = np.array(list(toy_words.values()))
    assert round(float(-(counts * best).sum()), 1) == 169.8
    losses = dict(zip(toy_state.pieces, toy_state.exact_losses()))
    assert round(losses["hug"], 1) == 23.5
    assert losses["pu"] == 0.0


def test_approximate_losses_are_finite_and_keep_characters(toy_state):
    losses = toy_state.approximate_losses()
    assert np.isfinite(losses).all()
    assert losses[toy_state.pieces.index("hug")] > 0
    removed = toy_state.prune(3, "approximate")
    assert all(len(piece) > 1 for piece, _ in removed) and toy_state.size == 12


def test_course_procedure_sizes_and_events():
    sentences = dict.fromkeys(
        "▁This ▁is ▁the ▁Hugging ▁Face ▁Course. ▁chapter ▁about ▁tokenization. ▁section ▁shows "
        "▁several ▁tokenizer ▁algorithms. ▁Hopefully, ▁you ▁will ▁be ▁able ▁to ▁understand ▁how "
        "▁they ▁are ▁trained ▁and ▁generate ▁tokens.".split(), 1)
    sentences.update({"▁This": 3, "▁is": 2})
    trainer = UnigramTrainer(vocab_size=101, seed_size=300, pruning="exact", n_sub_iterations=0,
                             shrinking_factor=0.9)
    events = []
    model = run(iter_collect(trainer.train(sentences), events))
    sizes = [e.vocab_size for e in events if isinstance(e, PruneEvent)]
    first = 300 - 30
    assert sizes[:2] == [first, first - int(first * 0.1)]
    assert sizes[-1] == 100 and len(model.vocab) == 101
    assert [model.vocab[i] for i, _, _ in model.tokenize("▁course.")] == ["▁", "c", "ou", "r", "s", "e", "."]
    assert all(len(piece) > 1 for e in events for piece, _ in e.removed)
    assert not any(isinstance(e, EmStepEvent) for e in events)


def iter_collect(generator, sink):
    result = yield from _tee(generator, sink)
    return result


def _tee(generator, sink):
    while True:
        try:
            event = next(generator)
        except StopIteration as stop:
            return stop.value
        sink.append(event)
        yield event


def test_em_training_reaches_the_size_and_reports_loss(toy_words):
    events = []
    model = run(iter_collect(UnigramTrainer(vocab_size=12, seed_size=100).train(toy_words), events))
    em = [e for e in events if isinstance(e, EmStepEvent)]
    assert em and all(e.loss > 0 for e in em)
    assert len(model.vocab) == 12 and model.vocab[0] == "<unk>"
    assert {"h", "u", "g", "p", "n", "b", "s"} <= set(model.vocab)


def test_unknown_characters_become_one_unk_per_run(toy_model):
    model = UnigramModel(["<unk>"] + toy_model.vocab, [0.0] + toy_model.scores, 0)
    tokens = model.tokenize("xyhugz")
    assert [(model.vocab[i], s, e) for i, s, e in tokens] == [("<unk>", 0, 2), ("hug", 2, 5), ("<unk>", 5, 6)]


def test_a_piece_is_found_through_prefixes_that_are_not_pieces():
    """Viterbi lengthens a candidate while it is the prefix of some piece: "abcd" is reached
    through "ab" and "abc", which are not pieces. By hand: a b c d = -4 x 3 = -12, ab c d does
    not exist, abcd alone -5; for "abce", the prefix "abc" leads to no piece: a b c e = -16."""
    model = UnigramModel(["<unk>", "a", "b", "c", "d", "e", "abcd"],
                         [0.0, -3.0, -3.0, -3.0, -3.0, -4.0, -5.0], 0)
    assert [model.vocab[i] for i, _, _ in model.tokenize("abcd")] == ["abcd"]
    assert [model.vocab[i] for i, _, _ in model.tokenize("xabce")] == ["<unk>", "a", "b", "c", "e"]



def test_a_character_that_is_no_piece_is_unknown_even_where_a_longer_piece_starts():
    """"ab" starts at "a", but "a" alone is no piece: the unknown token covers it, so that
    <unk> bx (-1 + the unknown score) can beat ab <unk>; `tokenizers`' Unigram gives the same."""
    from tokenizers import Tokenizer, models

    vocab, scores = ["<unk>", "ab", "bx"], [0.0, -2.0, -1.0]
    theirs = Tokenizer(models.Unigram(list(zip(vocab, scores)), unk_id=0, byte_fallback=False))
    encoding = theirs.encode("abx")
    ours = UnigramModel(vocab, scores, 0).tokenize("abx")
    assert [(i, s, e) for i, s, e in ours] == [
        (i, s, e) for i, (s, e) in zip(encoding.ids, encoding.offsets)] == [(0, 0, 1), (2, 1, 3)]


def test_an_unknown_arc_replaces_a_worse_path_that_reached_its_end_first():
    """"xyz": x yz (-15 - 15) reaches the end before the unknown arc for "z" is tried; xy <unk>
    (-1 + the lowest score -15 - 10) is better, as `tokenizers`' Unigram finds."""
    from tokenizers import Tokenizer, models

    vocab, scores = ["<unk>", "x", "xy", "yz"], [0.0, -15.0, -1.0, -15.0]
    theirs = Tokenizer(models.Unigram(list(zip(vocab, scores)), unk_id=0, byte_fallback=False))
    encoding = theirs.encode("xyz")
    ours = UnigramModel(vocab, scores, 0).tokenize("xyz")
    assert [(i, s, e) for i, s, e in ours] == [
        (i, s, e) for i, (s, e) in zip(encoding.ids, encoding.offsets)] == [(2, 0, 2), (0, 2, 3)]


@pytest.mark.parametrize("vocab, scores, word, expected", [
    (["<unk>", "a", "ax"], [0.0, 20.0, 10.0], "ax", [(2, 0, 2)]),
    (["<unk>", "a", "b", "ab"], [0.0, 1.0, 2.0, 3.0], "ab", [(3, 0, 2)]),
], ids=["a piece and an unknown arc", "two pieces"])
def test_an_equal_path_does_not_replace_the_one_that_reached_the_end_first(vocab, scores, word,
                                                                          expected):
    """Scores may be positive in a tokenizer.json. By hand: a + <unk> (20 + 0 - 10, the unknown
    arc 10 below the lowest score 0) ties ax (10); a + b ties ab (3). SPEC section 3's tie rule
    (the last piece starting first) keeps ax and ab, and so does `tokenizers`' Unigram, alone
    and in a batch."""
    from tokenizers import Tokenizer, models

    theirs = Tokenizer(models.Unigram(list(zip(vocab, scores)), unk_id=0, byte_fallback=False))
    encoding = theirs.encode(word)
    assert [(i, s, e) for i, (s, e) in zip(encoding.ids, encoding.offsets)] == expected
    assert UnigramModel(vocab, scores, 0).tokenize(word) == expected
    assert UnigramModel(vocab, scores, 0).tokenize_many([word]) == [expected]


def test_a_piece_scoring_minus_infinity_still_makes_a_path_as_in_tokenizers():
    """`tokenizers` takes a score of -inf: "a" at -inf is still the only path over "a", so "ab"
    is [a, b] there (checked) and here."""
    from tokenizers import Tokenizer, models

    vocab, scores = ["<unk>", "a", "b"], [0.0, -math.inf, -1.0]
    theirs = Tokenizer(models.Unigram(list(zip(vocab, scores)), unk_id=0, byte_fallback=False))
    encoding = theirs.encode("ab")
    assert list(zip(encoding.ids, encoding.offsets)) == [(1, (0, 1)), (2, (1, 2))]
    assert UnigramModel(vocab, scores, 0).tokenize("ab") == [(1, 0, 1), (2, 1, 2)]


def test_digamma_matches_known_values():
    values = digamma(np.array([1.0, 0.5, 10.0, 0.0]))
    assert np.allclose(values[:3], [-0.5772156649, -1.9635100260, 2.2517525891])
    assert values[3] == -np.inf


def test_worker_processes_train_the_same_model(sample_corpus, monkeypatch):
    """Spreading the corpus lattices over processes changes nothing, to the last bit."""
    import gzip

    from workbench.core.models.unigram import lattice, workers
    from workbench.core.pipeline.pre_tokenizers import Metaspace
    text = gzip.open(sample_corpus, "rt", encoding="utf-8").read()[:300_000]
    words: dict[str, int] = {}
    for word in Metaspace().words_of_lines(text):
        words[word] = words.get(word, 0) + 1
    monkeypatch.setattr(lattice.Shards, "SHARD_CHARS", 5_000)
    trainer = UnigramTrainer(vocab_size=300, seed_size=3000)
    serial = run(trainer.train(words))
    monkeypatch.setattr(workers, "PARALLEL_MIN_CHARS", 0)
    parallel = run(trainer.train(words))
    assert parallel.vocab == serial.vocab and parallel.scores == serial.scores


def test_a_worker_ends_with_an_error_on_a_request_it_does_not_know(toy_words, capfd):
    """The workers answer typed requests; anything else ends them, and the trainer hears of it
    instead of waiting for an answer that never comes; the worker's error names the request."""
    from workbench.core.models.unigram.workers import WorkerShards
    strings = list(toy_words)
    workers = WorkerShards(strings, ["h", "u", "g", "p", "n", "b", "s", "ug"], 4,
                           np.ones(len(strings)), [(0, 2), (2, 5)], 2)
    try:
        assert len(workers.connections) == 2
        with pytest.raises(RuntimeError, match="^a training worker process stopped unexpectedly$"):
            workers.ask_all(("expected", np.zeros(8)))
    finally:
        workers.close()
    assert "TypeError: a Unigram worker cannot answer ('expected', array([0." in capfd.readouterr().err


def test_stopping_returns_a_valid_model_of_the_requested_size(toy_words):
    events = []
    trainer = UnigramTrainer(vocab_size=10, seed_size=100, n_sub_iterations=1)
    model = run(iter_collect(trainer.train(toy_words, should_stop=lambda: True), events))
    assert [type(e) for e in events] == [EmStepEvent]  # the first round's EM, then the stop
    assert len(model.vocab) == 10 and model.vocab[0] == "<unk>"
    assert [model.vocab[i] for i, _, _ in model.tokenize("hugs")]


@pytest.mark.parametrize("space", ["probabilities", "logs"])
def test_expected_counts_are_those_of_every_segmentation(toy_words, space, monkeypatch):
    """The E step on probabilities (when they cannot underflow) and on their logs (when they
    could) both give the expected counts of listing every segmentation."""
    monkeypatch.setattr(lattice, "LOWEST_LOG_PROBABILITY",
                        math.inf if space == "logs" else -math.inf)  # every string so
    words = dict(toy_words, hugspun=2)
    pieces, _ = seed_pieces(list(words), np.array(list(words.values())), 10_000, 16)
    rng = np.random.default_rng(7)
    scores = np.log(rng.dirichlet(np.ones(len(pieces))))
    lattices = Lattices.build(list(words), PieceIndex(list(pieces)), 16)
    counts, log_likelihood = lattices.expected_counts(PieceScores(scores),
                                                      np.array(list(words.values()), float))
    expected, expected_likelihood = expected_counts(words, dict(zip(pieces, scores.tolist())))
    assert np.allclose(counts, [expected[p] for p in pieces], rtol=1e-12)
    assert log_likelihood == pytest.approx(expected_likelihood, rel=1e-12)


def test_probabilities_are_used_only_where_they_cannot_underflow():
    """100 characters at -10 each: exp(-1000) is 0 in float64, so that string runs on logs;
    "ab" beside it on probabilities. By hand: a split of the a's with k "aa" (score -2) has
    100 - 2k "a" (-10), and there are C(100 - k, k) such splits, so the expected count of
    "aa" is the mean of k weighted by C(100 - k, k) exp(18k)."""
    lattices = Lattices.build(["a" * 100, "ab"], PieceIndex(["a", "b", "aa"]), 16)
    low = np.array([-10.0, -10.0, -2.0])
    counts, log_likelihood = lattices.expected_counts(PieceScores(low), np.ones(2))
    log_weights = [math.lgamma(101 - k) - math.lgamma(k + 1) - math.lgamma(101 - 2 * k)
                   + 18 * k for k in range(51)]
    top = max(log_weights)
    total = sum(math.exp(w - top) for w in log_weights)
    mean_k = sum(k * math.exp(w - top) for k, w in enumerate(log_weights)) / total
    assert counts.tolist() == pytest.approx([100 - 2 * mean_k + 1, 1.0, mean_k], rel=1e-9)
    assert log_likelihood == pytest.approx(top + math.log(total) - 1000 - 20, rel=1e-12)


@settings(max_examples=300, deadline=None)
@given(lengths=st.lists(st.integers(0, 9), max_size=30), limit=st.integers(1, 20))
def test_shard_ranges_cover_the_strings_and_end_where_they_reach_the_size(lengths, limit):
    ranges = string_ranges(np.array(lengths, dtype=np.int64), limit)
    assert [i for first, last in ranges for i in range(first, last)] == list(range(len(lengths)))
    for first, last in ranges:
        chars = sum(lengths[first:last])
        assert last > first and (chars >= limit or last == len(lengths))
        assert sum(lengths[first:last - 1]) < limit or last == first + 1


@pytest.mark.parametrize("bound", [1000, 2 ** 62], ids=["packed", "too wide to pack"])
def test_sorted_runs_sort_the_keys_and_mark_each_run(bound):
    keys = np.random.default_rng(3).integers(0, 1000, 5000)
    order, first = _sorted_runs(keys.astype(np.uint64), bound)
    assert sorted(order.tolist()) == list(range(len(keys)))
    ordered = keys[order]
    assert (np.diff(ordered) >= 0).all()
    assert first.tolist() == [True] + (ordered[1:] != ordered[:-1]).tolist()


def test_a_subset_picks_pieces_scores_and_types_and_moves_the_unknown_id():
    types = ["CONTROL", "UNKNOWN", "NORMAL", "NORMAL", "NORMAL"]
    model = SentencePieceUnigramModel(["<s>", "<unk>", "a", "b", "ab"],
                                      [0.0, 0.0, -1.0, -2.0, -1.5], 1, piece_types=types)
    kept = model.subset([1, 2, 4])
    assert (kept.vocab, kept.scores, kept.unk_id, kept.piece_types) == (
        ["<unk>", "a", "ab"], [0.0, -1.0, -1.5], 0, ["UNKNOWN", "NORMAL", "NORMAL"])
    assert kept.token_to_id("ab") == 2 and model.token_to_id("ab") == 4
    assert model.subset([2, 3]).unk_id is None


def test_merge_sizes_steps_and_truncation_are_refused_saying_why(toy_model):
    with pytest.raises(ValueError) as merges:
        toy_model.merge_sizes()
    with pytest.raises(ValueError) as steps:
        toy_model.count_steps("hug")
    with pytest.raises(ValueError) as truncation:
        toy_model.truncated(5)
    assert str(merges.value) == str(steps.value) == "Unigram prunes pieces rather than merging them"
    assert str(truncation.value) == "a Unigram model keeps no record of the sizes it passed through"


def test_json_without_byte_fallback_has_none_as_in_tokenizers():
    """`tokenizers` reads {"type": "Unigram", "unk_id": 0, "vocab": [...]} with byte_fallback
    false; bad entries and unk_ids are refused naming them."""
    data = {"type": "Unigram", "unk_id": 0, "vocab": [["<unk>", 0.0], ["a", -1.0]]}
    assert UnigramModel.from_json(data).byte_fallback is False
    with pytest.raises(ValueError) as bad_unk:
        UnigramModel.from_json({**data, "unk_id": 2})
    with pytest.raises(ValueError) as bad_entry:
        UnigramModel.from_json({**data, "vocab": [["a", "high"]]})
    assert str(bad_unk.value) == "unk_id 2 is not in the vocabulary of 2 pieces"
    assert str(bad_entry.value) == "vocabulary entry ['a', 'high'] is not a [piece, score] pair"


def test_without_an_unknown_token_a_word_the_pieces_cannot_spell_is_refused_and_has_no_path():
    """Encoding refuses it naming the word and the character; explaining it shows the pieces'
    arcs and no path."""
    model = UnigramModel(["a", "ab"], [-1.0, -1.5])
    with pytest.raises(ValueError) as refused:
        model.tokenize("abq")
    assert str(refused.value) == ("cannot encode 'abq': 'q' at 2 needs the unknown token and "
                                  "the model has none (unk_id)")
    trace = model.explain("abq")
    assert [(arc.start, arc.end, arc.piece) for arc in trace.arcs] == [(0, 1, "a"), (0, 2, "ab")]
    assert trace.best == trace.tokens == ()


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(st.text("abc", min_size=1, max_size=3), st.integers(-9, -1), min_size=1),
       st.text("abc", min_size=1, max_size=6))
def test_without_an_unknown_token_a_word_is_refused_exactly_when_tokenizers_refuses_it(pieces, word):
    """`tokenizers` refuses a word when the best path would take the unknown arc past a
    character that is no piece, even where a longer piece spells the word ("abc" with pieces
    "a", "bc" and no "b"); otherwise both pick the same pieces."""
    from tokenizers import Tokenizer, models

    vocab = [(piece, float(score)) for piece, score in pieces.items()]
    reference = Tokenizer(models.Unigram(vocab, None, False))
    model = UnigramModel([piece for piece, _ in vocab], [score for _, score in vocab])
    try:
        expected = reference.encode(word).tokens
    except Exception as refused:
        assert "unk_id" in str(refused)
        with pytest.raises(ValueError, match="needs the unknown token"):
            model.tokenize(word)
    else:
        assert [model.token_text(word, token) for token in model.tokenize(word)] == expected


def test_without_an_unknown_token_a_word_spelled_only_past_a_missing_character_is_refused():
    """Pieces "a", "bc", "d" spell "abcd", but "b" is no piece and nothing reaches past it
    when it is scanned: `tokenizers` refuses the word (checked in the property test above),
    and so do we; with "b" a piece, [a, bc, d] is the best path."""
    with pytest.raises(ValueError, match="^cannot encode 'abcd': 'b' at 1 needs"):
        UnigramModel(["a", "bc", "d"], [-1.0, -1.0, -1.0]).tokenize("abcd")
    model = UnigramModel(["a", "bc", "d", "b"], [-1.0, -1.0, -1.0, -5.0])
    assert [model.vocab[token_id] for token_id, _, _ in model.tokenize("abcd")] == ["a", "bc", "d"]


def test_without_an_unknown_token_a_batch_is_encoded_and_refused_as_tokenizers_does_each_word():
    """`tokenize_many` on a model without unk_id: "ab" (where "b" is no piece) and a word of
    70 characters get `tokenizers`' pieces; a batch holding "abq" is refused naming it."""
    from tokenizers import Tokenizer, models

    vocab = [("a", -1.0), ("ab", -1.5), ("bc", -1.0)]
    theirs = Tokenizer(models.Unigram(vocab, None, False))
    words = ["ab", "a" * 70, "abc"]
    expected = [[(i, s, e) for i, (s, e) in zip(encoding.ids, encoding.offsets)]
                for encoding in map(theirs.encode, words)]
    model = UnigramModel([piece for piece, _ in vocab], [score for _, score in vocab])
    assert model.tokenize_many(words) == expected
    with pytest.raises(Exception, match="unk_id"):
        theirs.encode("abq")
    with pytest.raises(ValueError, match="^cannot encode 'abq': 'q' at 2 needs the unknown"):
        UnigramModel(model.vocab, model.scores).tokenize_many(["ab", "abq"])


def test_explaining_shows_the_5_best_segmentations_by_default(toy_model):
    trace = toy_model.explain("hugs")
    assert len(segmentations("hugs", toy_model.vocab)) > 5 and len(trace.nbest) == 5


pieces_over_abc = st.lists(st.text("abc", min_size=1, max_size=4), min_size=1, max_size=25,
                           unique=True)
tied_scores = st.lists(st.sampled_from([-1.0, -2.0, -2.5, -3.0, -4.5]), min_size=25,
                       max_size=25)  # few values: equal paths are common
words_over_abcx = st.lists(st.text("abcx", max_size=9) | st.text("abcx", min_size=60,
                                                                  max_size=80), max_size=30)


@pytest.mark.parametrize("byte_fallback", [False, True])
@settings(max_examples=150, deadline=None)
@given(pieces=pieces_over_abc, scores=tied_scores, words=words_over_abcx)
def test_words_segmented_together_are_segmented_as_tokenizers_does_each(byte_fallback, pieces,
                                                                         scores, words):
    """`tokenize_many` (the words of a batch segmented together, short and long) gives `tokenizers`' Unigram tokens for each word: ties to the smallest start, runs of
    "x" (no piece) one unknown token, or its bytes' piece with byte fallback."""
    from tokenizers import Tokenizer, models

    vocab = ["<unk>", "<0x78>", *pieces]
    vocab_scores = [0.0, -6.0, *scores[:len(pieces)]]
    theirs = Tokenizer(models.Unigram(list(zip(vocab, vocab_scores)), unk_id=0,
                                      byte_fallback=byte_fallback))
    expected = []
    for word in words + words[::-1]:
        encoding = theirs.encode(word) if word else None
        expected.append([(i, s, e) for i, (s, e) in zip(encoding.ids, encoding.offsets)]
                        if encoding else [])
    model = UnigramModel(vocab, vocab_scores, 0, byte_fallback)
    assert model.tokenize_many(words + words[::-1]) == expected  # each word twice
