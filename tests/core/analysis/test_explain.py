"""explain: one word step by step, for each algorithm, on the SPEC's worked examples and against
brute force and the reference libraries."""

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from support import SENTENCES, SPEC_UNIGRAM_FREQS, TOY_WORDS, log_prob, segmentations
from workbench.core import TrainConfig, TrainingHistory, Tokenizer, open_tokenizer, run, train
from workbench.core.analysis.explain import explain, explain_at
from workbench.core.models import UnigramModel, WordPieceModel
from workbench.core.pipeline import build_normalizer, build_pre_tokenizer

SPEC_MERGES = [(("u", "g"), "ug", 20), (("u", "n"), "un", 16), (("h", "ug"), "hug", 15)]


@pytest.fixture
def toy_bpe():
    history = TrainingHistory()
    config = TrainConfig(algorithm="bpe", vocab_size=11, pre_tokenizer="whitespace",
                         tie_break="first-seen")
    return run(train(config, TOY_WORDS), history.record), history


def test_bpe_trace_of_hugs_lists_the_spec_merges_in_order(toy_bpe):
    tokenizer, history = toy_bpe
    [word] = explain(tokenizer, "hugs", history=history).words
    trace = word.trace
    assert trace.initial == ("h", "u", "g", "s")
    assert [(s.pair, s.result, s.count) for s in trace.steps] == [SPEC_MERGES[0], SPEC_MERGES[2]]
    assert [s.rank for s in trace.steps] == [0, 2] and [s.step for s in trace.steps] == [1, 2]
    assert [s.symbols for s in trace.steps] == [("h", "ug", "s"), ("hug", "s")]
    assert trace.tokens == ("hug", "s")


def test_explain_at_gives_the_word_around_an_offset_as_the_whole_text_splits_it(toy_bpe):
    tokenizer, history = toy_bpe
    text = "bun, hugs!"
    [word] = explain_at(tokenizer, text, 7, history=history).words  # the g of hugs
    assert word.text == "hugs"
    assert [(s.pair, s.result, s.count) for s in word.trace.steps] == [SPEC_MERGES[0],
                                                                        SPEC_MERGES[2]]
    assert [w.text for w in explain_at(tokenizer, text, 3).words] == [","]
    assert explain_at(tokenizer, text, 4).words == ()  # the space: no word
    byte_level = run(train(TrainConfig(algorithm="bpe", vocab_size=260), TOY_WORDS))
    [spaced] = explain_at(byte_level, "a hugs", 3).words
    assert (spaced.text, spaced.model_text) == (" hugs", "Ġhugs")  # the space belongs to it


def test_bpe_trace_of_unhug_applies_all_three_merges_and_counts_need_the_history(toy_bpe):
    tokenizer, _ = toy_bpe
    [word] = explain(tokenizer, "unhug").words
    assert [(s.pair, s.result) for s in word.trace.steps] == [m[:2] for m in SPEC_MERGES]
    assert [s.count for s in word.trace.steps] == [None] * 3
    assert word.trace.tokens == ("un", "hug")


def test_bpe_unknown_characters_start_as_the_unknown_token(toy_bpe):
    [word] = explain(toy_bpe[0], "mug").words
    assert word.trace.initial == ("[UNK]", "u", "g") and word.trace.tokens == ("[UNK]", "ug")


def test_each_pre_tokenized_word_is_explained_and_added_tokens_are_not():
    tokenizer = run(train(TrainConfig(algorithm="bpe", vocab_size=300,
                                      special_tokens=["<s>"]), {"hug": 3, " hug": 2}))
    words = explain(tokenizer, "<s>hug hug").words
    assert [(w.text, w.model_text, w.trace is None) for w in words] == [
        ("<s>", "<s>", True), ("hug", "hug", False), (" hug", "Ġhug", False)]


def byte_level_tokenizers(tmp_path):
    """A GPT-2-style tokenizer.json made by `tokenizers`, opened by the workbench; and the
    `tokenizers` tokenizer itself."""
    from tokenizers import Tokenizer as HfTokenizer
    from tokenizers import decoders, models, pre_tokenizers, trainers
    reference = HfTokenizer(models.BPE())
    reference.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    reference.decoder = decoders.ByteLevel()
    reference.train_from_iterator(SENTENCES, trainers.BpeTrainer(
        vocab_size=400, initial_alphabet=pre_tokenizers.ByteLevel.alphabet(), show_progress=False))
    path = tmp_path / "tokenizer.json"
    reference.save(str(path))
    return open_tokenizer(str(path)), reference


def test_imported_byte_level_bpe_steps_replay_to_the_reference_tokens(tmp_path):
    ours, reference = byte_level_tokenizers(tmp_path)
    text = "The fox said 你好 😀"
    words = explain(ours, text).words
    assert [t for w in words for t in w.trace.tokens] == reference.encode(text).tokens
    for word in words:
        symbols = word.trace.initial
        for step in word.trace.steps:
            assert _merged(symbols, step.pair) == step.symbols
            symbols = step.symbols
        assert symbols == word.trace.tokens


def _merged(symbols, pair):
    out = []
    for symbol in symbols:
        if out and (out[-1], symbol) == pair:
            out[-1] += symbol
        else:
            out.append(symbol)
    return tuple(out)


def test_byte_level_symbols_are_shown_as_the_characters_or_bytes_they_make(tmp_path):
    ours, _ = byte_level_tokenizers(tmp_path)
    [_, word] = explain(ours, "a 你").words
    assert word.text == " 你" and word.model_text == "Ġä½ł"
    spelled = " 你".encode("utf-8")
    assert [word.shown[s] for s in word.trace.initial] == [" "] + [
        f"<{b:02X}>" for b in spelled[1:]]
    assert "".join(word.shown[t] for t in word.trace.tokens if word.shown[t][0] != "<") in (" ", " 你")


# WordPiece: SPEC section 3, the vocabulary the course states.
COURSE_VOCAB = ["[UNK]", "b", "h", "p", "##g", "##n", "##s", "##u", "##gs", "hu", "hug"]


def wordpiece(**options) -> Tokenizer:
    return Tokenizer(build_normalizer(None), build_pre_tokenizer("bert"),
                     WordPieceModel(COURSE_VOCAB, **options), special_tokens=["[UNK]"])


def test_wordpiece_worked_example_word_by_word():
    words = explain(wordpiece(), "hugs bugs mug bum pugs").words
    assert [w.trace.tokens for w in words] == [
        ("hug", "##s"), ("b", "##u", "##gs"), ("[UNK]",), ("[UNK]",), ("p", "##u", "##gs")]
    hugs, bugs = words[0].trace, words[1].trace
    assert [(s.start, s.missing, s.found, s.end) for s in hugs.steps] == [
        (0, ("hugs",), "hug", 3), (3, (), "##s", 4)]
    assert [(s.missing, s.found) for s in bugs.steps] == [
        (("bugs", "bug", "bu"), "b"), (("##ugs", "##ug"), "##u"), ((), "##gs")]
    assert hugs.unknown is None and bugs.unknown is None


def test_wordpiece_says_which_position_had_no_match():
    mug, bum = explain(wordpiece(), "mug bum").words
    assert mug.trace.steps[-1].found is None and mug.trace.steps[-1].missing == ("mug", "mu", "m")
    assert "position 0 ('m'" in mug.trace.unknown
    assert [s.found for s in bum.trace.steps] == ["b", "##u", None]
    assert "position 2 ('m'; tried '##m')" in bum.trace.unknown


def test_wordpiece_says_when_the_word_is_too_long():
    [word] = explain(wordpiece(max_input_chars_per_word=3), "hugs").words
    assert word.trace.tokens == ("[UNK]",) and word.trace.steps == ()
    assert "4 characters, more than max_input_chars_per_word (3)" in word.trace.unknown


def test_wordpiece_lists_a_few_of_many_missing_candidates():
    model = WordPieceModel(["[UNK]", "a", "aaaaaaa"])
    step = model.explain("aaaaaa").steps[0]
    assert step.missing == ("aaaaaa", "aaaaa", "aaaa") and step.more_missing == 2
    assert step.found == "a"


# Unigram: SPEC section 3, every strict substring of the toy corpus.

def toy_unigram() -> UnigramModel:
    total = sum(SPEC_UNIGRAM_FREQS.values())
    return UnigramModel(list(SPEC_UNIGRAM_FREQS),
                        [math.log(f / total) for f in SPEC_UNIGRAM_FREQS.values()])


def test_unigram_lattice_of_unhug_and_its_best_path():
    trace = toy_unigram().explain("unhug")
    word = "unhug"
    expected = {(i, j, word[i:j]) for i in range(5) for j in range(i + 1, 6)
                if word[i:j] in SPEC_UNIGRAM_FREQS}
    assert {(a.start, a.end, a.piece) for a in trace.arcs} == expected
    assert [trace.arcs[i].piece for i in trace.best] == ["un", "hug"]
    assert trace.tokens == ("un", "hug") and trace.nbest[0].pieces == ("un", "hug")
    assert round(math.exp(trace.nbest[0].score), 6) == 0.005442


def test_unigram_probabilities_of_pug_over_all_its_segmentations():
    trace = toy_unigram().explain("pug")
    p, u, g, pu, ug = (SPEC_UNIGRAM_FREQS[x] / 210 for x in ("p", "u", "g", "pu", "ug"))
    paths = {("p", "ug"): p * ug, ("pu", "g"): pu * g, ("p", "u", "g"): p * u * g}
    total = sum(paths.values())
    assert {s.pieces: round(s.probability, 9) for s in trace.nbest} == {
        k: round(v / total, 9) for k, v in paths.items()}
    assert math.isclose(trace.log_total, math.log(total))


@st.composite
def vocab_and_word(draw):
    alphabet = "abc"
    longer = draw(st.sets(st.text(alphabet, min_size=2, max_size=4), max_size=12))
    pieces = list(alphabet) + sorted(longer)
    scores = draw(st.lists(st.floats(-8.0, -0.1), min_size=len(pieces), max_size=len(pieces)))
    return pieces, scores, draw(st.text(alphabet, min_size=1, max_size=8))


@settings(max_examples=150, deadline=None)
@given(vocab_and_word())
def test_unigram_n_best_agrees_with_brute_force(case):
    pieces, scores, word = case
    score_of = dict(zip(pieces, scores))
    everything = sorted((log_prob(path, score_of) for path in segmentations(word, score_of)),
                        reverse=True)
    total = sum(math.exp(s) for s in everything)
    trace = UnigramModel(pieces, scores).explain(word, nbest=5)
    assert [s.score for s in trace.nbest] == pytest.approx(everything[:5])
    assert [s.probability for s in trace.nbest] == pytest.approx(
        [math.exp(s) / total for s in everything[:5]])
    assert all(log_prob(list(s.pieces), score_of) == pytest.approx(s.score) for s in trace.nbest)
    assert trace.log_total == pytest.approx(math.log(total))
    best = [trace.arcs[i] for i in trace.best]
    assert sum(a.score for a in best) == pytest.approx(everything[0])


def test_unigram_unknown_characters_are_arcs_of_their_own():
    model = UnigramModel(["<unk>", "h", "u", "g", "hu"], [0.0, -3.0, -2.0, -2.5, -3.5], 0)
    trace = model.explain("hxg")
    assert [(a.piece, a.unknown) for a in trace.arcs] == [("h", False), ("x", True), ("g", False)]
    assert trace.tokens == ("h", "x", "g") and len(trace.nbest) == 1


@pytest.mark.parametrize("model_type", ["unigram", "bpe"])
def test_imported_sentencepiece_models_explain_what_sentencepiece_gives(
        sample_slice, tmp_path, model_type):
    import sentencepiece
    prefix = tmp_path / model_type
    sentencepiece.SentencePieceTrainer.train(input=sample_slice, model_prefix=str(prefix),
                                             vocab_size=400, model_type=model_type,
                                             minloglevel=2, num_threads=1)
    processor = sentencepiece.SentencePieceProcessor(model_file=f"{prefix}.model")
    ours = open_tokenizer(f"{prefix}.model")
    text = "And the LORD spake unto Moses, saying"
    [word] = explain(ours, text).words
    assert list(word.trace.tokens) == processor.encode_as_pieces(text)
    if model_type == "unigram":
        assert list(word.trace.nbest[0].pieces) == processor.encode_as_pieces(text)
    else:
        assert word.trace.steps[-1].symbols == word.trace.tokens
