"""size_curve: a held-out text's token count under every truncation of a BPE model's merges,
checked against encoding with the truncated models themselves."""

import gzip
from collections import Counter

import pytest
import regex

from support import KJV, SAMPLE_CORPUS, TOY_WORDS, train_ours, trained
from workbench.core import TrainConfig, TrainingHistory, Tokenizer, run, train
from workbench.core.formats.importers import bert_from_vocab
from workbench.core.models import BpeModel, UnigramModel, WordPieceModel
from workbench.core.pipeline import build_normalizer
from workbench.core.pipeline.pre_tokenizers import Whitespace
from workbench.core.editing.resize import truncate
from workbench.core.analysis.held_out import held_out
from workbench.core.analysis.size_curve import size_curve


@pytest.fixture(scope="module")
def held_out_text() -> str:
    """The first 80 lines (13 kB) of the sample corpus's held-out part: all 415 (65 kB) made
    each curve test take 30 s under mutmut, for every mutant of the BPE encoder."""
    lines = gzip.open(SAMPLE_CORPUS).read().decode("utf-8").splitlines(keepends=True)
    return "".join(held_out(lines)[1][:80])


@pytest.mark.parametrize("settings", [
    {"special_tokens": ["<s>"]},
    {"pre_tokenizer": "whitespace", "continuing_subword_prefix": "##", "unk_token": "[UNK]"},
], ids=["byte-level", "prefix"])
def test_curve_equals_encoding_with_each_truncated_model(sample_slice, held_out_text, settings):
    tokenizer = train_ours(sample_slice, algorithm="bpe", vocab_size=1200, **settings)
    text = held_out_text + " <s> ∑ü"  # an added token, a character never seen
    curve = size_curve(tokenizer, text)
    merges = len(tokenizer.model.merges)
    assert len(curve.tokens) == len(curve.vocab_sizes) == merges + 1
    assert curve.vocab_sizes[-1] == len(tokenizer.model.vocab)
    for k in (0, 1, 2, 50, 333, 700, merges - 1, merges):
        small = truncate(tokenizer, curve.vocab_sizes[k])
        assert len(small.model.merges) == k
        assert curve.tokens[k] == len(small.encode(text).tokens), k
    assert curve.words == len(regex.findall(r"\w+|[^\w\s]+", text))
    assert curve.characters == len(text)
    assert curve.tokens_per_word[-1] == curve.tokens[-1] / curve.words
    assert curve.characters_per_token[0] == len(text) / curve.tokens[0]


def test_curve_never_rises_and_is_exact_at_every_step_of_the_toy_corpus():
    tokenizer = run(train(TrainConfig(algorithm="bpe", vocab_size=11, pre_tokenizer="whitespace",
                                      tie_break="first-seen"), TOY_WORDS))
    text = "hug pug pun bun hugs unhug thug"
    curve = size_curve(tokenizer, text)
    assert curve.tokens == tuple(len(truncate(tokenizer, size).encode(text).tokens)
                                 for size in curve.vocab_sizes)
    assert list(curve.tokens) == sorted(curve.tokens, reverse=True)


def test_the_per_step_ratios_are_worked_out_once_per_curve():
    """A view reads one value per slider step: each read must not rebuild the whole list."""
    tokenizer = run(train(TrainConfig(algorithm="bpe", vocab_size=11, pre_tokenizer="whitespace",
                                      tie_break="first-seen"), TOY_WORDS))
    curve = size_curve(tokenizer, "hug pug pun bun hugs unhug thug")
    assert curve.tokens_per_word is curve.tokens_per_word
    assert curve.characters_per_token is curve.characters_per_token
    assert curve.tokens_per_word == [t / 7 for t in curve.tokens]  # 7 words, 31 characters
    assert curve.characters_per_token == [31 / t for t in curve.tokens]


def test_wordpiece_curve_equals_encoding_with_the_vocabulary_of_each_step(
        sample_slice, held_out_text):
    tokenizer = train_ours(sample_slice, algorithm="wordpiece", vocab_size=600)
    text = held_out_text + " Zebra ∑"
    curve = size_curve(tokenizer, text)
    assert curve.vocab_sizes == tuple(range(curve.vocab_sizes[0], 601))
    for k in (0, 1, 7, 100, 250, len(curve.tokens) - 1):
        small = truncate(tokenizer, curve.vocab_sizes[k])
        assert curve.tokens[k] == len(small.encode(text).tokens), k


def test_a_longer_first_match_can_give_more_pieces():
    tokenizer = Tokenizer(build_normalizer(None), Whitespace(), WordPieceModel(
        ["[UNK]", "a", "b", "c", "d", "##a", "##b", "##c", "##d", "##bcd", "ab"]),
        settings={"algorithm": "wordpiece"})
    # 9 tokens: a ##b ##c ##d; 10: a ##bcd; 11: ab ##c ##d
    assert size_curve(tokenizer, "abcd").tokens == (4, 2, 3)


def test_models_without_a_record_of_their_sizes_have_no_curve():
    with pytest.raises(ValueError, match="prunes"):
        size_curve(trained("unigram", 100), "some text")
    with pytest.raises(ValueError, match="order training made it"):
        size_curve(bert_from_vocab(["[PAD]", "[UNK]", "a", "b", "##b", "ab"]), "ab")


def test_held_out_share_is_checked():
    with pytest.raises(ValueError, match="between 0 and 1"):
        held_out(["a\n"], 1.5)


def test_a_merge_of_lower_rank_after_a_higher_one_waits_for_the_higher_one():
    """(b, c), then (abc, d), then (a, bc): "abcd" merges ranks 0, 2, 1; with the first two
    merges only, (abc, d) never applies, as abc is not made."""
    vocab = ["a", "b", "c", "d", "bc", "abcd", "abc"]
    merges = [("b", "c"), ("abc", "d"), ("a", "bc")]
    tokenizer = Tokenizer(build_normalizer(None), Whitespace(), BpeModel(vocab, merges))
    expected = [len(BpeModel(vocab, merges[:k]).tokenize("abcd")) for k in range(4)]
    assert expected == [4, 3, 3, 1]
    assert size_curve(tokenizer, "abcd").tokens == tuple(expected)


def test_a_unigram_curve_is_the_text_encoded_by_the_model_of_each_round_kept():
    history = TrainingHistory()
    words = dict(Counter(KJV.split()))
    tokenizer = run(train(TrainConfig(algorithm="unigram", vocab_size=100, seed_size=2000), words),
                    history.record)
    text = KJV[-3000:]
    curve = size_curve(tokenizer, text, rounds=history.round_models)
    models = {len(vocab): UnigramModel(list(vocab), list(scores), vocab.index("<unk>"))
              for _, vocab, scores in history.round_models}
    models[len(tokenizer.vocab)] = tokenizer.model
    assert len(models) >= 3 and curve.vocab_sizes == tuple(sorted(models))
    assert curve.tokens == tuple(
        len(Tokenizer(tokenizer.normalizer, tokenizer.pre_tokenizer, models[size], ["<unk>"])
            .encode(text).ids) for size in curve.vocab_sizes)
    assert curve.words == len(regex.findall(r"\w+|[^\w\s]+", text))
