"""Compare marks exactly the spans where two toy models' boundaries disagree."""

from workbench.core import Tokenizer
from workbench.core.analysis.compare import (
    Comparison, ModelRow, compare, disagreements, render_rows,
)
from workbench.core.models.wordpiece import WordPieceModel
from workbench.core.pipeline import build_normalizer
from workbench.core.pipeline.pre_tokenizers import Whitespace
from workbench.core.tokenizer.encoding import Encoding


def wordpiece(*vocab: str) -> Tokenizer:
    return Tokenizer(normalizer=build_normalizer(""), pre_tokenizer=Whitespace(),
                     model=WordPieceModel(["[UNK]", *vocab]), special_tokens=["[UNK]"])


# A: ab ##cd | x ##y | ab , ab     B: a ##bc ##d | x ##y | a ##b , a ##b
A = wordpiece("ab", "##cd", "x", "##y", ",")
B = wordpiece("a", "##b", "##bc", "##d", "x", "##y", ",")
TEXT = "abcd xy ab,ab"


def test_the_disagreeing_spans_exactly():
    result = compare(TEXT, [("A", A), ("B", B)])
    # abcd: A joins a-b and c-d, B joins b-c, nobody cuts everywhere inside; xy agrees;
    # each "ab" disagrees on its own: the comma is cut off by both
    assert result.disagreements == [(0, 4), (8, 10), (11, 13)]
    assert [row.count for row in result.rows] == [7, 10]
    assert result.rows[0].chars_per_token(TEXT) == 13 / 7


def test_agreeing_models_have_no_span_and_spaces_do_not_count():
    # the same cuts, one model's token covering the space before a word (as "Ġxy" would)
    first = Encoding(["ab", "xy"], [0, 1], [(0, 2), (3, 5)])
    second = Encoding(["ab", "Ġxy"], [0, 1], [(0, 2), (2, 5)])
    assert disagreements("ab xy", [first, second]) == []
    third = Encoding(["a", "b", "Ġxy"], [0, 1, 2], [(0, 1), (1, 2), (2, 5)])
    assert disagreements("ab xy", [first, third]) == [(0, 2)]


def test_unknown_tokens_are_counted():
    result = compare("ab q", [("A", A), ("B", B)])
    assert [row.unknown for row in result.rows] == [1, 1]


def test_rows_are_aligned_on_the_text():
    result = compare("abcd xy", [("A", A), ("B", B)])
    # a column per character and one per gap where any model cuts; `|` where this one does
    assert render_rows(result) == [
        "A |a b|c d|·|x|y|",
        "B |a|b c|d|·|x|y|",
        "   ^^^^^^^",
    ]


def test_neighbouring_spans_are_marked_apart():
    # both models cut between b and c; each half disagrees on its own
    first = Encoding(["ab", "c", "d"], [0, 1, 2], [(0, 2), (2, 3), (3, 4)])
    second = Encoding(["a", "b", "cd"], [0, 1, 2], [(0, 1), (1, 2), (2, 4)])
    result = Comparison("abcd", [ModelRow("A", first, 0), ModelRow("B", second, 0)],
                        disagreements("abcd", [first, second]))
    assert result.disagreements == [(0, 2), (2, 4)]
    assert render_rows(result) == ["A |a b|c|d|", "B |a|b|c d|", "   ^^^ ^^^"]
