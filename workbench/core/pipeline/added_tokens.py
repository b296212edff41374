"""Added tokens: strings matched whole before the model sees the text, as in `tokenizers`.

Those not `normalized` are found in the raw text, the others (their content normalized too) in
each normalized piece of text in between. Special tokens are the added tokens that decoding
skips.

Matching follows `tokenizers`' AddedVocabulary.find_matches: the contents are found leftmost,
then longest, without overlaps; then a match is dropped (and no other found in its place) when
it is a special token while `encode_special_tokens` is on, or a `single_word` token with a word
character right before or after it; `lstrip` / `rstrip` extend a kept match over the white space
before (not into the previous match) / after it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import regex


@dataclass(frozen=True)
class AddedToken:
    content: str
    special: bool = True
    normalized: bool = False
    lstrip: bool = False
    rstrip: bool = False
    id: int | None = None  # None: the model's id of `content`
    single_word: bool = False

    def to_json(self, token_id: int) -> dict:
        return {"id": token_id, "content": self.content, "single_word": self.single_word,
                "lstrip": self.lstrip, "rstrip": self.rstrip, "normalized": self.normalized,
                "special": self.special}

    @classmethod
    def from_json(cls, data: dict) -> AddedToken:
        return cls(data["content"], bool(data.get("special", False)), bool(data.get("normalized", False)),
                   bool(data.get("lstrip", False)), bool(data.get("rstrip", False)), data.get("id"),
                   bool(data.get("single_word", False)))


_WORD_BEFORE = regex.compile(r"\w", regex.REVERSE)
_WORD = regex.compile(r"\w")
_SPACES_BEFORE = regex.compile(r"\p{White_Space}*", regex.REVERSE)
_SPACES = regex.compile(r"\p{White_Space}*")


class Matcher:
    """Finds added tokens in a text; `normalize` gives the text `normalized` tokens match."""

    def __init__(self, tokens: list[AddedToken], normalize: Callable[[str], str] | None = None) -> None:
        self.tokens: dict[str, AddedToken] = {}  # the text matched -> its token
        for token in tokens:
            key = normalize(token.content) if token.normalized and normalize else token.content
            if key:  # one normalized to nothing matches nothing (tokenizers loops without end)
                self.tokens.setdefault(key, token)
        ordered = sorted(self.tokens, key=len, reverse=True)
        self.pattern = regex.compile("|".join(map(regex.escape, ordered))) if ordered else None

    def segments(self, text: str, encode_special_tokens: bool = False
                 ) -> list[tuple[int, int, str | None]]:
        """(start, end, added token's content or None for the text between) covering `text`."""
        out: list[tuple[int, int, str | None]] = []
        position = 0
        for match in self.pattern.finditer(text) if self.pattern is not None else ():
            token = self.tokens[match.group()]
            start, end = match.span()
            if encode_special_tokens and token.special:
                continue
            if token.single_word and (_WORD_BEFORE.match(text, 0, start) or _WORD.match(text, end)):
                continue
            if token.lstrip:
                start = max(_SPACES_BEFORE.match(text, 0, start).start(), position)  # type: ignore[union-attr]
            if token.rstrip:
                end = _SPACES.match(text, end).end()  # type: ignore[union-attr]
            if position < start:
                out.append((position, start, None))
            out.append((start, end, token.content))
            position = end
        if position < len(text) or not out:
            out.append((position, len(text), None))
        return out
