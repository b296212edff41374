"""The core's sentences that a person reads are written in English, where they are made: the
messages of the exceptions it raises and the results of the functions marked `@worded`. The
window shows them in its own language: it finds these sentences in the core's source (each
string literal in a `raise` statement or in a `@worded` function, an f-string's fields taken as
blanks) and translates a message by the sentence it was made from (`workbench/app/window/core_texts.py`).
So a sentence is best built from whole literals, a clause per literal, not glued from words."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

F = TypeVar("F", bound=Callable)


def worded(function: F) -> F:
    """Mark `function` as returning a sentence a person reads, made of its string literals."""
    return function
