"""Added tokens: strings matched whole before the model sees the text, as in `tokenizers`.

Those not `normalized` are found in the raw text, the others in each normalized piece of text in
between. `lstrip` / `rstrip` extend a match over the white space before / after it. Special tokens
are the added tokens that decoding skips.
"""

from __future__ import annotations

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

    def to_json(self, token_id: int) -> dict:
        return {"id": token_id, "content": self.content, "single_word": False,
                "lstrip": self.lstrip, "rstrip": self.rstrip, "normalized": self.normalized,
                "special": self.special}

    @classmethod
    def from_json(cls, data: dict) -> AddedToken:
        if data.get("single_word"):
            raise ValueError(f"added token {data.get('content')!r} with single_word is not supported")
        return cls(data["content"], bool(data.get("special", False)), bool(data.get("normalized", False)),
                   bool(data.get("lstrip", False)), bool(data.get("rstrip", False)), data.get("id"))


class Matcher:
    """Finds added tokens, leftmost first and then longest (as `tokenizers`' Aho-Corasick)."""

    def __init__(self, tokens: list[AddedToken]) -> None:
        ordered = sorted(tokens, key=lambda t: len(t.content), reverse=True)
        self.by_group = {f"t{i}": token.content for i, token in enumerate(ordered)}
        alternatives = [
            rf"(?P<t{i}>{_SPACE if t.lstrip else ''}{regex.escape(t.content)}{_SPACE if t.rstrip else ''})"
            for i, t in enumerate(ordered)
        ]
        self.pattern = regex.compile("|".join(alternatives)) if alternatives else None

    def segments(self, text: str) -> list[tuple[int, int, str | None]]:
        """(start, end, added token or None for the text between) covering `text`."""
        out: list[tuple[int, int, str | None]] = []
        position = 0
        if self.pattern is not None:
            for match in self.pattern.finditer(text):
                if match.start() > position:
                    out.append((position, match.start(), None))
                out.append((match.start(), match.end(), self.by_group[match.lastgroup]))
                position = match.end()
        if position < len(text) or not out:
            out.append((position, len(text), None))
        return out


_SPACE = r"\p{White_Space}*"
