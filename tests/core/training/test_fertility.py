"""Tokens per word, and the BPE-inside reference a score-based WordPiece is shown against."""

import gzip
from types import SimpleNamespace

import pytest
from tokenizers import Tokenizer as HfTokenizer
from tokenizers import models, pre_tokenizers, trainers

from workbench.core import Source, TrainConfig, count_words, run, train
from workbench.core.formats import tokenizer_json
from workbench.core.models.wordpiece import WordPieceModel
from workbench.core.pipeline import build_normalizer
from workbench.core.training.fertility import (
    bpe_inside_reference, tokens_per_word, wordpiece_comparison,
)

from support import TOY_WORDS

SIZE = 1500


def test_tokens_per_word_of_the_course_vocabulary_on_the_toy_corpus_by_hand():
    config = TrainConfig(algorithm="wordpiece", vocab_size=20)
    tokenizer = run(train(config, TOY_WORDS))
    course = WordPieceModel(["[UNK]", "b", "h", "p", "##g", "##n", "##s", "##u", "##gs", "hu",
                             "hug"])
    # hug: hug; pug: p ##u ##g; pun: p ##u ##n; bun: b ##u ##n; hugs: hug ##s
    tokens = 10 * 1 + 5 * 3 + 12 * 3 + 4 * 3 + 5 * 2
    assert tokens_per_word(tokenizer, TOY_WORDS, course) == pytest.approx(tokens / 36)


@pytest.fixture(scope="module")
def corpus(sample_corpus, tmp_path_factory) -> str:
    """The sample as plain text, which the tokenizers library's trainer reads."""
    path = tmp_path_factory.mktemp("fertility") / "sample.txt"
    with gzip.open(sample_corpus, "rt", encoding="utf-8") as stream:
        path.write_text(stream.read(), encoding="utf-8")
    return str(path)


@pytest.fixture(scope="module")
def counted(corpus):
    config = TrainConfig(algorithm="wordpiece", vocab_size=SIZE)
    counts = count_words([Source.for_path(corpus)], build_normalizer(config.normalizer),
                         config.build_pre_tokenizer())
    return config, counts, run(train(config, counts))


def hf_tokens_per_word(model, counts) -> float:
    words = counts.counts
    return sum(n * len(model.tokenize(w)) for w, n in words.items()) / sum(words.values())


def test_tokens_per_word_of_a_trained_wordpiece_as_tokenizers_splits_its_words(counted):
    config, counts, ours = counted
    theirs = HfTokenizer.from_str(tokenizer_json.dumps(ours))
    assert tokens_per_word(ours, counts) == pytest.approx(hf_tokens_per_word(theirs.model, counts))


def test_the_bpe_inside_reference_is_what_tokenizers_wordpiece_trainer_learns(corpus, counted):
    config, counts, ours = counted
    hf = HfTokenizer(models.WordPiece(unk_token="[UNK]"))
    hf.pre_tokenizer = pre_tokenizers.BertPreTokenizer()
    hf.train([corpus], trainers.WordPieceTrainer(vocab_size=SIZE, special_tokens=["[UNK]"]))
    reference = bpe_inside_reference(config, counts)
    assert set(reference.vocab) == set(hf.get_vocab())  # on kjv at 8,000: all but 4 tokens
    expected = hf_tokens_per_word(hf.model, counts)
    assert tokens_per_word(ours, counts, reference) == pytest.approx(expected)
    # the finding (4.36 against about 1.3 on its corpus): the score-based vocabulary
    # splits the same words more; here 2.82 against 1.20
    assert wordpiece_comparison(config, counts, ours) == [
        tokens_per_word(ours, counts), tokens_per_word(ours, counts, reference)]
    assert tokens_per_word(ours, counts) > 1.2 * expected


def test_the_bpe_inside_reference_on_the_toy_corpus_is_tokenizers_wordpiece():
    """Small and with options of its own: the reference's vocabulary, unknown token and prefix
    are those `tokenizers`' WordPieceTrainer gives the same words (ids of equal pairs as there)."""
    config = TrainConfig(algorithm="wordpiece", vocab_size=14, unk_token="<unk>",
                         continuing_subword_prefix="@@")
    hf = HfTokenizer(models.WordPiece(unk_token="<unk>", continuing_subword_prefix="@@"))
    hf.pre_tokenizer = pre_tokenizers.BertPreTokenizer()
    hf.train_from_iterator([word for word, n in TOY_WORDS.items() for _ in range(n)],
                           trainers.WordPieceTrainer(vocab_size=14, special_tokens=["<unk>"],
                                                     continuing_subword_prefix="@@",
                                                     show_progress=False))
    reference = bpe_inside_reference(config, TOY_WORDS)
    assert set(reference.vocab) == set(hf.get_vocab())
    assert (reference.unk_token, reference.continuing_subword_prefix) == ("<unk>", "@@")
    ours = run(train(config, TOY_WORDS))
    mine = HfTokenizer.from_str(tokenizer_json.dumps(ours))
    toy = SimpleNamespace(counts=TOY_WORDS)
    expected = [hf_tokens_per_word(mine.model, toy), hf_tokens_per_word(hf.model, toy)]
    assert wordpiece_comparison(config, TOY_WORDS, ours) == pytest.approx(expected)
    assert tokens_per_word(ours, {}) == 0.0
    for options, unk in [({"continuing_subword_prefix": ""}, "[UNK]"),
                         ({"pre_tokenizer": "byte-level", "vocab_size": 300}, "[UNK]")]:
        other = bpe_inside_reference(TrainConfig(algorithm="wordpiece", **{"vocab_size": 14,
                                                                           **options}), TOY_WORDS)
        assert (other.unk_token, other.continuing_subword_prefix) == (unk, "##")
