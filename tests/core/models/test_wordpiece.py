"""WordPiece: the worked examples of SPEC section 3 and the greedy longest-match model."""

import time
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tokenizers import Tokenizer as HfTokenizer
from tokenizers import models as hf_models

from workbench.core.models.base import UnknownTokenError
from workbench.core.models.wordpiece import WordPieceModel, WordPieceTrainer
from workbench.core.runtime.events import run
from workbench.core.training import continuation

COURSE_VOCAB = ["[UNK]", "b", "h", "p", "##g", "##n", "##s", "##u", "##gs", "hu", "hug"]


def trainer(**options) -> WordPieceTrainer:
    return WordPieceTrainer(**{"vocab_size": 11, **options})


def test_initial_vocabulary_marks_non_initial_characters(toy_words):
    model = run(trainer(vocab_size=1).train(toy_words))
    assert set(model.vocab) == {"[UNK]", "b", "h", "p", "##g", "##n", "##s", "##u"}
    assert model.vocab == ["[UNK]", "##g", "##n", "##s", "##u", "b", "h", "p"]


def test_three_merges_follow_the_score_formula(toy_words):
    events = list(trainer().train(toy_words))
    assert [(e.pair, e.token) for e in events] == [
        (("##g", "##s"), "##gs"), (("h", "##u"), "hu"), (("hu", "##gs"), "hugs"),
    ]
    assert [Fraction(e.score).limit_denominator(1000) for e in events] == [
        Fraction(1, 20), Fraction(1, 36), Fraction(1, 15),
    ]
    assert [e.count for e in events] == [5, 15, 5]


def test_lowest_id_tie_break_picks_another_pair_on_the_second_merge(toy_words):
    events = list(trainer(tie_break="lowest-id").train(toy_words))
    assert events[1].pair == ("##u", "##g")  # ids (4, 1): the smallest of the pairs tied at 1/36


@pytest.mark.parametrize(("word", "expected"), [
    ("hugs", ["hug", "##s"]), ("bugs", ["b", "##u", "##gs"]), ("mug", ["[UNK]"]),
    ("bum", ["[UNK]"]), ("pugs", ["p", "##u", "##gs"]),
])
def test_course_vocabulary_encoding(word, expected):
    model = WordPieceModel(vocab=COURSE_VOCAB)
    assert [model.vocab[i] for i, _, _ in model.tokenize(word)] == expected


def test_offsets_skip_the_prefix_and_unknown_covers_the_word():
    model = WordPieceModel(vocab=COURSE_VOCAB)
    assert model.tokenize("bugs") == [(1, 0, 1), (7, 1, 2), (8, 2, 4)]
    assert model.tokenize("bum") == [(0, 0, 3)]


def test_words_over_the_length_limit_are_unknown():
    model = WordPieceModel(vocab=COURSE_VOCAB, max_input_chars_per_word=3)
    assert model.tokenize("hugs") == [(0, 0, 4)]
    assert model.tokenize("hug") == [(10, 0, 3)]


def test_stop_returns_the_merges_so_far(toy_words):
    training = trainer().train(toy_words, should_stop=lambda: True)
    model = run(training)
    assert model.merges == [] and len(model.vocab) == 8


def test_pairs_below_the_minimum_frequency_are_skipped_not_the_end(toy_words):
    """By hand: (##g, ##s) scores best (1/20) but occurs 5 times; with a minimum of 6 it is
    passed over for the first pair tied at 1/36, (h, ##u), and then (hu, ##g) scores 15/(15*20)
    while (##g, ##s) and now (##u, ##g) occur 5 times only."""
    events = list(trainer(min_frequency=6).train(toy_words))
    assert [e.pair for e in events[:2]] == [("h", "##u"), ("hu", "##g")]
    assert all(e.count >= 6 for e in events)


@pytest.mark.parametrize("min_frequency", [0, 3])
def test_exact_scores_on_a_larger_table_match_a_recount(sample_corpus, min_frequency):
    """The incremental scores equal a full recount (the course's loop) at every merge, among
    the pairs that occur at least `min_frequency` times."""
    import gzip

    from workbench.core.pipeline.pre_tokenizers import Bert
    text = gzip.open(sample_corpus, "rt", encoding="utf-8").read()[:20_000]
    words: dict[str, int] = {}
    for word in Bert().words(text):
        words[word] = words.get(word, 0) + 1
    events = list(WordPieceTrainer(vocab_size=300, min_frequency=min_frequency).train(words))
    assert len(events) >= 60
    splits = {w: [c if i == 0 else "##" + c for i, c in enumerate(w)] for w in words}
    for event in events[:60]:
        scores = _recount_scores(words, splits, min_frequency)
        best = max(scores.values())
        first = next(pair for pair, score in scores.items() if score == best)
        assert (event.pair, event.score) == (first, best)
        for word, split in splits.items():
            splits[word] = _merge(split, *event.pair)


def _recount_scores(words, splits, min_frequency=0):
    letters: dict[str, int] = {}
    pairs: dict[tuple[str, str], int] = {}
    for word, count in words.items():
        split = splits[word]
        for token in split:
            letters[token] = letters.get(token, 0) + count
        for pair in zip(split, split[1:]):
            pairs[pair] = pairs.get(pair, 0) + count
    return {p: c / (letters[p[0]] * letters[p[1]]) for p, c in pairs.items() if c >= min_frequency}


def _merge(split, left, right):
    out = []
    for token in split:
        if out and out[-1] == left and token == right:
            out[-1] = left + right.removeprefix("##")
        else:
            out.append(token)
    return out


def course_wordpiece(words: dict[str, int]) -> list[tuple[str, str]]:
    """The course's WordPiece, as its code does it: rescore every pair after each merge
    (count / (left's frequency x right's)), merge the best (the first seen of equal scores),
    until no pair is left."""
    splits = {word: [word[0]] + [f"##{c}" for c in word[1:]] for word in words}
    merges = []
    while True:
        letter_freqs: dict[str, int] = {}
        pair_freqs: dict[tuple[str, str], int] = {}
        for word, freq in words.items():
            split = splits[word]
            for token in split:
                letter_freqs[token] = letter_freqs.get(token, 0) + freq
            for pair in zip(split, split[1:]):
                pair_freqs[pair] = pair_freqs.get(pair, 0) + freq
        if not pair_freqs:
            return merges
        scores = {pair: freq / (letter_freqs[pair[0]] * letter_freqs[pair[1]])
                  for pair, freq in pair_freqs.items()}
        best = max(scores, key=scores.get)  # max keeps the first of equal scores
        merges.append(best)
        joined = best[0] + best[1].removeprefix("##")
        for split in splits.values():
            i = 0
            while i < len(split) - 1:
                if (split[i], split[i + 1]) == best:
                    split[i:i + 2] = [joined]
                i += 1


@pytest.mark.parametrize("words", [
    {"aaaa": 3, "aaab": 2, "baaa": 2, "abab": 4, "aabb": 1, "bbbb": 2, "ba": 5, "aaaaa": 1},
    {"hug": 10, "pug": 5, "pun": 12, "bun": 4, "hugs": 5, "gug": 2, "ungug": 3, "nun": 1},
    {"bc": 100, "baaa": 1, "caaaa": 1},  # (##a, ##a) merged while baaa has a run of three
    {"cca": 2, "ccbc": 4, "cacabc": 4, "caba": 1},  # a tie decided by a first occurrence
], ids=["runs-of-one-letter", "toy-and-more", "a-run-merged-early", "moved-first-occurrence"])
def test_first_seen_merges_as_the_course_to_the_last_pair(words):
    """Down to the last pair: pairs whose counts fall and whose first occurrence moves, and
    a pair merged inside a run of its own letter (aaa: the merge leaves one (a, a) behind)."""
    ours = run(trainer(vocab_size=1000).train(words)).merges
    assert ours == course_wordpiece(words)


@pytest.mark.parametrize("room", [2, 0])
def test_first_seen_merges_as_the_course_on_real_text(sample_corpus, monkeypatch, room):
    """A thousand merges of real words, as the course's loop rescoring every pair makes them;
    with no room to spare the rows grow again and again as new pairs come alive."""
    import gzip

    from workbench.core.models.wordpiece.trainer import _Scores
    from workbench.core.pipeline.pre_tokenizers import Bert
    monkeypatch.setattr(_Scores, "ROOM", room)
    text = gzip.open(sample_corpus, "rt", encoding="utf-8").read()[:12_000]
    words: dict[str, int] = {}
    for word in Bert().words(text):
        words[word] = words.get(word, 0) + 1
    expected = course_wordpiece(words)
    assert len(expected) > 1000
    assert run(trainer(vocab_size=100_000).train(words)).merges == expected


def test_words_of_one_letter_each_train_to_the_alphabet():
    model = run(trainer().train({"a": 3, "b": 1}))
    assert model.vocab == ["[UNK]", "a", "b"] and model.merges == []


@settings(max_examples=300, deadline=None)
@given(words=st.dictionaries(st.text("abc", min_size=1, max_size=7), st.integers(1, 6), max_size=12),
       tie_break=st.sampled_from(["first-seen", "lowest-id"]), min_frequency=st.integers(0, 4),
       vocab_size=st.integers(1, 40))
def test_training_matches_a_brute_force_recount_at_every_merge(words, tie_break, min_frequency,
                                                              vocab_size):
    """Small corpora over three letters (many ties, tokens made twice): every merge, its score
    and the vocabulary equal those of the course's loop, which recounts everything each merge."""
    trainer = WordPieceTrainer(vocab_size=vocab_size, tie_break=tie_break,
                               min_frequency=min_frequency)
    events = []
    model = run(trainer.train(words), events.append)
    merges, scores, vocab = _brute_force(words, vocab_size, tie_break, min_frequency)
    assert [e.pair for e in events] == model.merges == merges
    assert [e.score for e in events] == scores
    assert model.vocab == vocab


def _brute_force(words, vocab_size, tie_break, min_frequency):
    """The SPEC's WordPiece loop: recount pairs, frequencies and first occurrences every merge."""
    splits = [[w[0]] + ["##" + c for c in w[1:]] for w in words]
    vocab = ["[UNK]"] + sorted({t for split in splits for t in split})
    merges, scores = [], []
    while len(vocab) < vocab_size:
        letters, pairs, first = {}, {}, {}
        for index, (split, count) in enumerate(zip(splits, words.values())):
            offset = 0
            for token, after in zip(split, split[1:] + [None]):
                letters[token] = letters.get(token, 0) + count
                if after is not None:
                    pairs[(token, after)] = pairs.get((token, after), 0) + count
                    first.setdefault((token, after), (index, offset))
                offset += len(token.removeprefix("##"))
        candidates = [p for p, c in pairs.items() if c >= max(1, min_frequency)]
        if not candidates:
            break
        score = {p: pairs[p] / (letters[p[0]] * letters[p[1]]) for p in candidates}
        tie = first if tie_break == "first-seen" else {
            p: (vocab.index(p[0]), vocab.index(p[1])) for p in candidates}
        best = min(candidates, key=lambda p: (-score[p], tie[p]))
        merges.append(best)
        scores.append(score[best])
        token = best[0] + best[1].removeprefix("##")
        if token not in vocab:
            vocab.append(token)
        splits = [_merge(split, *best) for split in splits]
    return merges, scores, vocab


def test_an_unknown_tie_rule_is_refused_naming_the_rules():
    with pytest.raises(ValueError, match="^tie_break must be one of first-seen, lowest-id$"):
        trainer(tie_break="random")


def test_limit_alphabet_keeps_the_most_frequent_characters_and_the_initial_ones(toy_words):
    """By hand, as `tokenizers`' WordPieceTrainer keeps them (checked: its vocabulary's
    characters are g, n, p, u, z): the initial "z" and the 4 most frequent of u 36, g 20, p 17,
    n 16, h 15, b 4 + 2 x 3, s 5. A word of dropped characters only ("bb") adds no token."""
    words = {**toy_words, "bb": 3}
    model = run(trainer(vocab_size=1000, limit_alphabet=5, initial_alphabet=["z"]).train(words))
    bare = [token.removeprefix("##") for token in model.vocab[1:]]
    letters = {token for token in bare if len(token) == 1}
    assert letters == {"g", "n", "p", "u", "z"}
    assert all(set(token) <= letters for token in bare)
    assert "" not in model.vocab


def test_the_model_keeps_the_trainers_unknown_token_and_prefix(toy_words):
    """The course's three merges with "@@" for "##": bugs is b @@u @@gs; mug has no m."""
    model = run(trainer(unk_token="<unk>", continuing_subword_prefix="@@").train(toy_words))
    assert (model.unk_token, model.continuing_subword_prefix) == ("<unk>", "@@")
    assert [model.vocab[i] for i, _, _ in model.tokenize("bugs")] == ["b", "@@u", "@@gs"]
    assert [model.vocab[i] for i, _, _ in model.tokenize("mug")] == ["<unk>"]


def test_max_token_length_bounds_the_merged_tokens(toy_words):
    """By hand: without a bound the course's third merge makes hugs; with 3, no token is longer
    than 3 characters (the prefix not counted)."""
    assert "hugs" in run(trainer(vocab_size=1000).train(toy_words)).vocab
    model = run(trainer(vocab_size=1000, max_token_length=3).train(toy_words))
    assert all(len(token.removeprefix("##")) <= 3 for token in model.vocab[1:])


def test_merge_events_count_ranks_and_sizes_from_the_start(toy_words):
    """The course's three merges: ranks 0, 1, 2; the 8 initial tokens grow to 9, 10, 11; the
    time since training started, never going back."""
    started = time.perf_counter()
    events = list(trainer().train(toy_words))
    assert [(e.rank, e.vocab_size) for e in events] == [(0, 9), (1, 10), (2, 11)]
    elapsed = [e.elapsed for e in events]
    assert 0 <= elapsed[0] <= elapsed[1] <= elapsed[2] <= time.perf_counter() - started


def steps_of(trace) -> list[tuple]:
    return [(s.start, s.missing, s.more_missing, s.found, s.end) for s in trace.steps]


def test_explain_lists_the_candidates_tried_longest_first_and_the_one_found():
    """SPEC section 3's vocabulary (its longest token, [UNK], has 5 characters): "hugs" tries
    hugs, then finds hug; then ##s. The tokens are those of `tokenizers`' WordPiece."""
    theirs = HfTokenizer(hf_models.WordPiece({t: i for i, t in enumerate(COURSE_VOCAB)},
                                             unk_token="[UNK]"))
    trace = WordPieceModel(vocab=COURSE_VOCAB).explain("hugs")
    assert (trace.word, trace.tokens, trace.unknown) == (
        "hugs", tuple(theirs.encode("hugs").tokens), None)
    assert steps_of(trace) == [(0, ("hugs",), 0, "hug", 3), (3, (), 0, "##s", 4)]


@pytest.mark.parametrize(("word", "steps", "reason"), [
    ("bum", [(0, ("bum", "bu"), 0, "b", 1), (1, ("##um",), 0, "##u", 2), (2, ("##m",), 0, None, 2)],
     "no token matches at position 2 ('m'; tried '##m')"),
    ("bxy", [(0, ("bxy", "bx"), 0, "b", 1), (1, ("##xy", "##x"), 0, None, 1)],
     "no token matches at position 1 ('x'; tried '##xy', '##x')"),
    ("bxyzw", [(0, ("bxyzw", "bxyz", "bxy"), 1, "b", 1),
               (1, ("##xyzw", "##xyz", "##xy"), 1, None, 1)],
     "no token matches at position 1 ('x'; tried '##xyzw', '##xyz', '##xy' and 1 shorter)"),
])
def test_explain_says_where_no_token_matches_and_what_was_tried(word, steps, reason):
    """By hand, greedy longest match on SPEC section 3's vocabulary: the step where nothing
    matches lists its candidates, the 3 longest and how many shorter; the word is [UNK], as
    `tokenizers` encodes it."""
    theirs = HfTokenizer(hf_models.WordPiece({t: i for i, t in enumerate(COURSE_VOCAB)},
                                             unk_token="[UNK]"))
    trace = WordPieceModel(vocab=COURSE_VOCAB).explain(word)
    assert (trace.word, trace.tokens, trace.unknown) == (
        word, tuple(theirs.encode(word).tokens), reason)
    assert steps_of(trace) == steps


def test_explain_of_a_word_over_the_length_limit_and_of_one_at_it():
    """max_input_chars_per_word 4: "hugs" (4) is split as usual, "hugss" (5) is [UNK] with no
    step, as `tokenizers` encodes them."""
    theirs = HfTokenizer(hf_models.WordPiece({t: i for i, t in enumerate(COURSE_VOCAB)},
                                             unk_token="[UNK]", max_input_chars_per_word=4))
    model = WordPieceModel(vocab=COURSE_VOCAB, max_input_chars_per_word=4)
    at_limit, over = model.explain("hugs"), model.explain("hugss")
    assert (at_limit.tokens, at_limit.unknown) == (tuple(theirs.encode("hugs").tokens), None)
    assert (over.word, over.steps, over.tokens, over.unknown) == (
        "hugss", (), tuple(theirs.encode("hugss").tokens),
        "the word has 5 characters, more than max_input_chars_per_word (4)")


def test_a_subset_keeps_the_merges_that_made_its_tokens_and_closes_the_gaps(toy_words):
    """SPEC section 3's merges are (##g, ##s), (h, ##u), (hu, ##gs); without hu, only the first
    made a kept token from kept tokens. The model read with a gap at id 1 has none after."""
    model = run(trainer().train(toy_words))
    kept = [i for i, token in enumerate(model.vocab) if token != "hu"]
    assert model.subset(kept).merges == [("##g", "##s")]
    gapped = WordPieceModel.from_json({"vocab": {"[UNK]": 0, "a": 2, "##b": 3}})
    assert gapped.holes == frozenset({1})
    subset = gapped.subset([3, 0])
    assert (subset.vocab, subset.holes) == (["##b", "[UNK]"], frozenset())
    assert subset.to_json()["vocab"] == {"##b": 0, "[UNK]": 1}


def continued(model: WordPieceModel, words: dict[str, int], add: int, settings: dict,
              should_stop=None) -> WordPieceModel:
    return run(continuation.continue_training(model, words, add, [], settings, should_stop))


@pytest.mark.parametrize(("settings", "second"), [
    ({}, ("h", "##u")), ({"tie_break": None}, ("h", "##u")),
    ({"tie_break": "lowest-id"}, ("##u", "##g")),
])
def test_continued_training_follows_the_score_formula_and_the_runs_tie_rule(toy_words, settings,
                                                                            second):
    """SPEC section 3 from the model after its first merge (##g, ##s): the words split as that
    model splits them are the state after that merge, so two more merges are the course's
    second and third: (h, ##u) then (hu, ##gs) with first-seen (the default); lowest-id's
    second merge is (##u, ##g), ids (4, 1), as in training. A word the model cannot split
    ("mmmm": no m) is left out."""
    model = run(trainer(vocab_size=9).train(toy_words))
    assert model.merges == [("##g", "##s")]
    more = continued(model, {**toy_words, "mmmm": 100}, 2, settings)
    assert more.merges[:2] == [("##g", "##s"), second]
    if second == ("h", "##u"):
        assert more.merges == [("##g", "##s"), ("h", "##u"), ("hu", "##gs")]
        assert more.vocab == model.vocab + ["hu", "hugs"]


def test_continued_training_keeps_the_models_prefix_and_stops_when_asked(toy_words):
    """The course's first merge with "@@" for "##" makes @@gs; a stop request before the first
    merge leaves the model as it was."""
    model = run(trainer(vocab_size=1, continuing_subword_prefix="@@").train(toy_words))
    assert continued(model, toy_words, 1, {}).vocab == model.vocab + ["@@gs"]
    stopped = continued(model, toy_words, 1, {}, should_stop=lambda: True)
    assert (stopped.vocab, stopped.merges) == (model.vocab, [])


def test_a_model_section_without_its_optional_fields_takes_the_wordpiece_builders_defaults():
    """`tokenizers`' WordPiece() defaults: unk_token [UNK], prefix ##, 100 characters."""
    theirs = hf_models.WordPiece()
    model = WordPieceModel.from_json({"vocab": {"[UNK]": 0, "a": 1}})
    assert (model.unk_token, model.continuing_subword_prefix, model.max_input_chars_per_word) == (
        theirs.unk_token, theirs.continuing_subword_prefix, theirs.max_input_chars_per_word)


@pytest.mark.parametrize("word", ["hugs", "hugss", "bum", "pugs", "b"])
def test_count_steps_equal_tokenizers_counts_with_the_vocabulary_cut_at_each_size(word):
    """SPEC section 3's vocabulary, words of at most 4 characters: the count at each size
    (the alphabet, 8 tokens, then one token more per step) is the number of tokens `tokenizers`'
    WordPiece gives with the vocabulary's first tokens; "hugss" (5) and "bum" are [UNK] at
    every size."""
    counts = [len(HfTokenizer(hf_models.WordPiece(
        {t: i for i, t in enumerate(COURSE_VOCAB[:size])}, unk_token="[UNK]",
        max_input_chars_per_word=4)).encode(word).ids) for size in range(8, 12)]
    steps = [(k, before - after) for k, (before, after) in enumerate(zip(counts, counts[1:]), 1)
             if before != after]
    model = WordPieceModel(vocab=COURSE_VOCAB, max_input_chars_per_word=4)
    assert model.merge_sizes(creation_order=True) == list(range(8, 12))
    assert model.count_steps(word) == (counts[0], steps)


def test_merge_sizes_and_truncation_need_the_creation_order_and_start_from_the_alphabet():
    """Without a single character, the alphabet is empty: sizes from 0."""
    with pytest.raises(ValueError, match="order training made it"):
        WordPieceModel(vocab=COURSE_VOCAB).merge_sizes()
    with pytest.raises(ValueError, match="order training made it"):
        WordPieceModel(vocab=COURSE_VOCAB).truncated(9)
    assert WordPieceModel(vocab=["[UNK]", "ab"]).merge_sizes(creation_order=True) == [0, 1, 2]


def test_a_word_the_vocabulary_cannot_spell_without_an_unknown_token_is_refused():
    """`tokenizers` refuses it too; the error names the word and the missing unknown token."""
    with pytest.raises(Exception):
        HfTokenizer(hf_models.WordPiece({"a": 0}, unk_token="[UNK]")).encode("b")
    with pytest.raises(UnknownTokenError, match="^cannot encode 'b': the unknown token '\\[UNK\\]' "
                                                "is not in the vocabulary$"):
        WordPieceModel(vocab=["a"]).tokenize("b")
