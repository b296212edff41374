"""SPEC section 7's measures against hand computations on a tiny corpus written here."""

import math
from collections import Counter

import pytest
import regex
from hypothesis import given, settings
from hypothesis import strategies as st

from workbench.core import Encoding, Tokenizer
from workbench.core.analysis.evaluate import evaluate
from workbench.core.analysis.measures import (
    TextStats, measures, premiums, renyi_efficiency, renyi_entropy, shannon_entropy, word_spans,
    word_token_counts,
)
from workbench.core.models.wordpiece import WordPieceModel
from workbench.core.pipeline import build_normalizer
from workbench.core.pipeline.pre_tokenizers import Whitespace
from workbench.core.tokenizer.batch import file_stats

from support import ascii_text, random_text

# ids:   0        1    2    3     4      5      6
VOCAB = ["[UNK]", "a", "b", "ab", "##b", "##c", "c"]
# line 1: ab -> ab; abc -> ab ##c; é -> [UNK]   line 2: c -> c; "," -> [UNK]; b -> b
CORPUS = "ab abc é\nc, b\n"


def toy() -> Tokenizer:
    return Tokenizer(normalizer=build_normalizer(""), pre_tokenizer=Whitespace(),
                     model=WordPieceModel(VOCAB), special_tokens=["[UNK]"])


@pytest.fixture
def corpus(tmp_path):
    path = tmp_path / "eval.txt"
    path.write_text(CORPUS, encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("workers", [1, 2])
def test_every_measure_by_hand(corpus, workers):
    stats = file_stats(toy(), corpus, workers)
    got = measures(stats, len(VOCAB))
    # tokens ab ab ##c [UNK] | c [UNK] b: 7; words ab abc é c , b: 6; 14 characters, 15 bytes (é)
    p = [2 / 7, 2 / 7, 1 / 7, 1 / 7, 1 / 7]  # ab, [UNK], ##c, c, b
    renyi = math.log2(2 * (2 / 7) ** 2.5 + 3 * (1 / 7) ** 2.5) / (1 - 2.5)
    assert got == pytest.approx({
        "tokens": 7, "words": 6, "fertility": 7 / 6, "chars_per_token": 14 / 7,
        "bytes_per_token": 15 / 7, "split_word_share": 1 / 6, "unknown_rate": 2 / 7,
        "vocabulary_used": 5 / 7, "never_used": 2,
        "shannon_entropy": -sum(x * math.log2(x) for x in p),
        "renyi_entropy": renyi, "renyi_efficiency": renyi / math.log2(7),
    })
    assert dict(stats.tokens_per_word) == {1: 5, 2: 1}


def test_renyi_efficiency_of_known_distributions():
    # p = (1/2, 1/4, 1/4): sum p^2.5 = 2^-2.5 + 2 * 4^-2.5; vocabulary of 4: log2 4 = 2
    h = math.log2(2 ** -2.5 + 2 * 4 ** -2.5) / -1.5
    assert renyi_entropy([2, 1, 1]) == pytest.approx(h)
    assert renyi_efficiency([2, 1, 1], 4) == pytest.approx(h / 2)
    assert renyi_efficiency([5] * 8, 8) == pytest.approx(1.0)  # uniform over the vocabulary
    assert shannon_entropy([2, 1, 1]) == pytest.approx(1.5)


def test_a_word_counts_every_token_overlapping_it():
    # "Ġbc" covers " bc"; a token "o," spans two whitespace words and counts for both
    assert word_token_counts("a bc", [(0, 1), (1, 4)]) == [1, 1]
    assert word_token_counts("no, x", [(0, 1), (1, 3), (3, 5)]) == [2, 1, 1]
    assert word_token_counts("ab  cd", [(0, 1), (1, 2), (2, 4), (4, 6)]) == [2, 1]


@settings(max_examples=300, deadline=None)
@given(text=st.one_of(ascii_text, random_text,
                      st.text(st.characters(codec=None, exclude_categories=()), max_size=30)))
def test_the_words_are_the_whitespace_patterns_matches(text):
    """Found from each character's class, they are the matches of `\\w+|[^\\w\\s]+` (lone
    surrogates included)."""
    assert word_spans(text).tolist() == [list(m.span()) for m in regex.finditer(r"\w+|[^\w\s]+", text)]


def test_premium_per_language(tmp_path):
    english, other = tmp_path / "en.txt", tmp_path / "xx.txt"
    english.write_text("ab ab\n", encoding="utf-8")  # ab ab: 2 tokens
    other.write_text("abc abc b\n", encoding="utf-8")  # ab ##c ab ##c b: 5 tokens
    result = evaluate([("toy", toy())], [str(english), str(other)], workers=1)
    assert result.results[0].premiums(str(english)) == {str(english): 1.0, str(other): 2.5}
    assert result.to_json()["models"][0]["premium"][str(other)] == 2.5
    assert premiums({"en": 4, "de": 6}, "de") == {"en": 4 / 6, "de": 1.0}


@pytest.mark.parametrize("workers", [1, 2])
def test_an_unknown_token_costs_the_bytes_it_stands_for(corpus, workers):
    # the [UNK]s stand for "é" (2 bytes) and "," (1 byte): 7 tokens, 2 of them unknown
    stats = file_stats(toy(), corpus, workers)
    assert (stats.unknown, stats.unknown_bytes, stats.cost) == (2, 3, 7 - 2 + 3)


def test_a_text_the_model_cannot_spell_has_no_cheap_premium(tmp_path):
    """The same sentence: the toy spells "ab ab" in 2 tokens, and "жж ab" in [UNK] ab; but the
    [UNK] stands for 4 bytes, so the premium is (4 + 1) / 2, not 2 / 2."""
    english, russian = tmp_path / "en.txt", tmp_path / "ru.txt"
    english.write_text("ab ab\n", encoding="utf-8")
    russian.write_text("жж ab\n", encoding="utf-8")
    result = evaluate([("toy", toy())], [str(english), str(russian)], workers=1).results[0]
    assert result.tokens_per_file == {str(english): 2, str(russian): 2}
    assert result.premiums(str(english)) == {str(english): 1.0, str(russian): 2.5}


def test_the_reference_must_be_an_evaluation_file(corpus):
    with pytest.raises(ValueError, match="reference"):
        evaluate([("toy", toy())], [corpus], reference="other.txt")


# --- statistics of many lines at once ------------------------------------------------------------

@settings(max_examples=200, deadline=None)
@given(data=st.data(), texts=st.lists(st.one_of(ascii_text, random_text), min_size=1, max_size=6))
def test_statistics_of_lines_at_once_are_those_of_each_line(data, texts):
    """Any tokens' offsets in order (possibly empty, overlapping or covering part of a word);
    a word's tokens counted by brute force: those whose span overlaps the word's."""
    encodings = []
    for text in texts:
        bounds = sorted(data.draw(st.lists(st.integers(0, len(text)), max_size=12)))
        spans = sorted(tuple(sorted(pair)) for pair in zip(bounds, bounds[1:] + bounds[:1]))
        ids = data.draw(st.lists(st.integers(0, 5), min_size=len(spans), max_size=len(spans)))
        encodings.append(Encoding([str(i) for i in ids], ids, spans))
    stats = TextStats()
    stats.add_lines(texts, encodings, 0)
    per_word = [sum(start < end_w and end > start_w for start, end in encoding.offsets)
                for text, encoding in zip(texts, encodings)
                for start_w, end_w in (m.span() for m in regex.finditer(r"\w+|[^\w\s]+", text))]
    assert stats.tokens_per_word == Counter(per_word)
    assert (stats.words, stats.split_words) == (len(per_word), sum(n >= 2 for n in per_word))
    assert (stats.chars, stats.bytes) == (sum(map(len, texts)), len("".join(texts).encode()))
    ids = [i for encoding in encodings for i in encoding.ids]
    assert (stats.tokens, stats.unknown, stats.token_counts) == (len(ids), ids.count(0), Counter(ids))
