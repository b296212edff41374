"""Why WordLevel gave a word its token: the word is in the vocabulary, or it is not and became
the unknown token.

>>> from workbench.core.models.wordlevel import WordLevelModel
>>> model = WordLevelModel(["<unk>", "hug"], "<unk>")
>>> model.explain("hug").unknown, model.explain("hugs").unknown
(None, "'hugs' is not in the vocabulary")
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar


@dataclass(frozen=True)
class WordLevelTrace:
    algorithm: ClassVar[str] = "wordlevel"
    word: str
    tokens: tuple[str, ...]  # the word itself, the unknown token, or none (no unknown token)
    unknown: str | None  # why the word is not a token of its own; None if it is
