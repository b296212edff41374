"""Why WordPiece split a word so: at each position, the candidates tried, longest first, and the
one found; and why a word became the unknown token.

>>> from workbench.core.models.wordpiece import WordPieceModel
>>> model = WordPieceModel(["[UNK]", "b", "h", "p", "##g", "##n", "##s", "##u", "##gs", "hu", "hug"])
>>> [(s.missing, s.found) for s in model.explain("hugs").steps]
[(('hugs',), 'hug'), ((), '##s')]
>>> model.explain("bum").unknown
"no token matches at position 2 ('m'; tried '##m')"
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

SHOWN = 3  # missing candidates listed per position, the longest


@dataclass(frozen=True)
class WordPieceStep:
    start: int  # position in the word, in characters
    missing: tuple[str, ...]  # the longest candidates tried and not in the vocabulary
    more_missing: int  # how many shorter ones were tried and missing too
    found: str | None  # the longest candidate in the vocabulary; None: none is
    end: int  # where the found token ends (start if none)


@dataclass(frozen=True)
class WordPieceTrace:
    algorithm: ClassVar[str] = "wordpiece"
    word: str
    steps: tuple[WordPieceStep, ...]
    tokens: tuple[str, ...]
    unknown: str | None  # why the word became the unknown token; None if it did not


def wordpiece_step(start: int, candidates: list[str], found: str | None, end: int) -> WordPieceStep:
    """A position's step from its candidates tried, longest first, the last one `found` if any."""
    missing = candidates[:-1] if found is not None else candidates
    return WordPieceStep(start, tuple(missing[:SHOWN]), max(0, len(missing) - SHOWN), found, end)


def too_long(length: int, limit: int) -> str:
    return f"the word has {length:,} characters, more than max_input_chars_per_word ({limit:,})"


def no_match(word: str, step: WordPieceStep) -> str:
    tried = f"; tried {', '.join(map(repr, step.missing))}" + (
        f" and {step.more_missing:,} shorter" if step.more_missing else "")
    return f"no token matches at position {step.start} ({word[step.start]!r}{tried})"
