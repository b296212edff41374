"""What encoding a text gives: tokens, their ids, and their offsets in the text; with a pair of
texts or padding, also which sequence each token belongs to (type ids) and which are padding
(attention mask 0).

An encoding of a batch (`lazy_encodings`) makes its lists only when one is first read: a corpus
encoded in one go comes back as millions of encodings, most of them never read one by one.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Protocol

FIELDS = ("tokens", "ids", "offsets", "type_ids", "attention_mask")


class EncodeError(ValueError):
    """A text `tokenizers` would refuse to encode with this tokenizer, said in one line."""


@dataclass
class Encoding:
    tokens: list[str] = field(default_factory=list)
    ids: list[int] = field(default_factory=list)
    offsets: list[tuple[int, int]] = field(default_factory=list)
    type_ids: list[int] = field(default_factory=list)
    attention_mask: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.type_ids = self.type_ids or [0] * len(self.ids)
        self.attention_mask = self.attention_mask or [1] * len(self.ids)

    def __getattr__(self, name: str) -> object:
        """Called only for a field a lazy encoding has not made yet (see `lazy_encodings`)."""
        lazy = self.__dict__.pop("_lazy", None)
        if lazy is None or name not in FIELDS:
            raise AttributeError(name)
        source, start, end = lazy
        for key, value in zip(FIELDS, source.encoding_fields(start, end)):
            self.__dict__.setdefault(key, value)  # a field set before is kept
        return self.__dict__[name]

    def __getstate__(self) -> dict:
        """A lazy encoding is sent to another process with its lists, not their source."""
        if "_lazy" in self.__dict__:
            self.__getattr__("ids")
        return self.__dict__

    def __len__(self) -> int:
        return len(self.ids)

    def add(self, token: str, token_id: int, span: tuple[int, int], type_id: int = 0) -> None:
        self.tokens.append(token)
        self.ids.append(token_id)
        self.offsets.append(span)
        self.type_ids.append(type_id)
        self.attention_mask.append(1)

    def extend(self, other: Encoding) -> None:
        self.tokens += other.tokens
        self.ids += other.ids
        self.offsets += other.offsets
        self.type_ids += other.type_ids
        self.attention_mask += other.attention_mask

    def with_type_id(self, type_id: int) -> Encoding:
        """A copy whose tokens all belong to sequence `type_id`."""
        return Encoding(list(self.tokens), list(self.ids), list(self.offsets),
                        [type_id] * len(self), list(self.attention_mask))

    def truncate(self, length: int, direction: str = "Right") -> None:
        """Keep the first `length` tokens (the last ones with direction "Left")."""
        if length >= len(self):
            return
        keep = slice(len(self) - length, None) if direction == "Left" else slice(0, length)
        for name in ("tokens", "ids", "offsets", "type_ids", "attention_mask"):
            setattr(self, name, getattr(self, name)[keep])

    def pad(self, length: int, token: str, token_id: int, type_id: int,
            direction: str = "Right") -> None:
        """Padding tokens up to `length` (attention mask 0, offsets (0, 0))."""
        missing = length - len(self)
        if missing <= 0:
            return
        padding = Encoding([token] * missing, [token_id] * missing, [(0, 0)] * missing,
                           [type_id] * missing, [0] * missing)
        if direction == "Left":
            padding.extend(self)
            self.__dict__.update(padding.__dict__)
        else:
            self.extend(padding)


class FieldSource(Protocol):
    def encoding_fields(self, start: int, end: int) -> tuple[list, ...]:
        """The fields (as `FIELDS` names them) of the encoding made of items [start, end)."""


def lazy_encodings(source: FieldSource, bounds: Iterable[int]) -> list[Encoding]:
    """An encoding per pair of consecutive bounds, each asking `source` for its fields when
    one is first read."""
    bounds = list(bounds)
    made = []
    new = object.__new__
    for start, end in zip(bounds, bounds[1:]):
        encoding = new(Encoding)
        encoding._lazy = (source, start, end)  # type: ignore[attr-defined]
        made.append(encoding)
    return made


def merged(encodings: list[Encoding]) -> Encoding:
    out = Encoding()
    for encoding in encodings:
        out.extend(encoding)
    return out
