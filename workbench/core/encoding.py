"""What encoding a text gives: tokens, their ids, and their offsets in the text."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Encoding:
    tokens: list[str] = field(default_factory=list)
    ids: list[int] = field(default_factory=list)
    offsets: list[tuple[int, int]] = field(default_factory=list)

    def add(self, token: str, token_id: int, span: tuple[int, int]) -> None:
        self.tokens.append(token)
        self.ids.append(token_id)
        self.offsets.append(span)

    def extend(self, other: Encoding) -> None:
        self.tokens += other.tokens
        self.ids += other.ids
        self.offsets += other.offsets
