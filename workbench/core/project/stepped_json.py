"""JSON text of a large value made in steps, for a caller that must not stop for long.

`json.dumps` of a project with a 20,000-merge model took 140-250 ms in one call, and a call
into the C encoder holds the GIL throughout, so even in another thread it stops the window. Here
large lists and maps are cut into runs of at most PIECE entries, each encoded by one call to the
same encoder, with a step (a bare `yield`) between calls. The text is exactly the encoder's.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Generator, Iterable, Iterator
from typing import TypeVar

PIECE = 2000  # values encoded in one call: a few milliseconds

T = TypeVar("T")
Encode = Callable[[object], str]  # json.dumps with the caller's options (sort_keys among them)


def dumps_in_steps(value: object, encode: Encode) -> Generator[None, None, str]:
    """`encode(value)`, a step after each call to `encode`. `encode` must sort keys and be
    compact (separators "," and ":"): the pieces are joined so.

    >>> import json
    >>> compact = lambda v: json.dumps(v, sort_keys=True, separators=(",", ":"))
    >>> finish(dumps_in_steps({"b": list(range(PIECE + 1)), "a": {}}, compact)) == compact(
    ...     {"a": {}, "b": list(range(PIECE + 1))})
    True
    """
    pieces = []
    for piece in _pieces(value, encode):
        pieces.append(piece)
        yield
    return "".join(pieces)


def finish(steps: Generator[None, None, T]) -> T:
    """Take all the steps at once: what the last returns."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


def _pieces(value: object, encode: Encode) -> Iterator[str]:
    if not _splits(value, _count(value, PIECE)):
        yield encode(value)
        return
    mapping = isinstance(value, dict)
    if mapping:  # its keys sorted a run of PIECE at a time, then merged as they are taken
        keys = list(value)  # type: ignore[call-overload]
        runs = []
        for start in range(0, len(keys), PIECE):
            runs.append(sorted(keys[start:start + PIECE]))
            yield ""
        entries: Iterable = ((key, value[key]) for key in heapq.merge(*runs))  # type: ignore[index]
    else:
        entries = ((None, item) for item in value)  # type: ignore[union-attr]
    yield "{" if mapping else "["
    separator = ""
    batch: list = []  # entries in a row, encoded in one call
    filled = 0  # the values in the batch
    for key, item in entries:
        size = _count(item, PIECE)
        large = _splits(item, size)
        if batch and (large or filled + size > PIECE):
            yield separator + _batch(batch, mapping, encode)
            separator, batch, filled = ",", [], 0
        if large:
            yield separator + (encode(key) + ":" if mapping else "")
            yield from _pieces(item, encode)
            separator = ","
        else:
            batch.append((key, item))
            filled += size
    if batch:
        yield separator + _batch(batch, mapping, encode)
    yield "}" if mapping else "]"


def _batch(entries: list, mapping: bool, encode: Encode) -> str:
    """The entries' text without the brackets around it (a map's keys come in order)."""
    return encode(dict(entries) if mapping else [item for _, item in entries])[1:-1]


def _splits(value: object, size: int) -> bool:
    """Whether `value`, of `size` values, is cut into pieces: a list or a map with string keys
    only (the encoder sorts and converts other keys its own way), of more than PIECE values."""
    if size <= PIECE:
        return False
    return isinstance(value, list) or all(isinstance(key, str) for key in value)  # type: ignore[union-attr]


def _count(value: object, limit: int) -> int:
    """The number of values in `value` (itself included), or some number over `limit`."""
    if not isinstance(value, (list, dict)):
        return 1
    total = 1 + len(value)
    for item in value.values() if isinstance(value, dict) else value:
        if total > limit:
            break
        if isinstance(item, (list, dict)):
            total += _count(item, limit - total + 1) - 1
    return total
