"""Encoding whole corpora: blocks of lines shared out to one process per core.

Each process holds its own copy of the tokenizer and encodes its lines with `encode_packed`,
which keeps a cache of the encodings of pre-tokenized words, so a frequent word is encoded once
per process, and sends back flat arrays (or only the statistics), not an `Encoding` per line.
Blocks end at line ends (`iter_blocks`), and each line is encoded on its own, as `tokenizers`'
`encode_batch` encodes the lines it is given.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator
from itertools import islice
from typing import TypeVar

from ..analysis.measures import TextStats
from ..runtime.collector import collector_paused
from ..runtime.processes import process_context
from ..training.corpus import BLOCK_SIZE, decode, iter_blocks
from .encoding import Encoding
from .pieces import Packed
from .tokenizer import Tokenizer

T = TypeVar("T")
_worker_tokenizer: Tokenizer | None = None


def _init_worker(tokenizer: Tokenizer) -> None:
    global _worker_tokenizer
    _worker_tokenizer = tokenizer


def _block_stats(data: bytes) -> TextStats:
    return block_stats(_worker_tokenizer, decode(data)[0])  # type: ignore[arg-type]


def _encode_lines(lines: list[str]) -> Packed | list[Encoding]:
    """The lines' encodings, as flat arrays when they say all (cheaper to send back)."""
    tokenizer: Tokenizer = _worker_tokenizer  # type: ignore[assignment]
    if tokenizer.packs_plainly:
        return tokenizer.encode_packed(lines)
    return tokenizer.encode_many(lines)


def _stats_of_texts(texts: list[str]) -> TextStats:
    return stats_of_texts(_worker_tokenizer, texts)  # type: ignore[arg-type]


def stats_of_texts(tokenizer: Tokenizer, texts: Iterable[str]) -> TextStats:
    """The measures' statistics of texts, each encoded on its own."""
    stats = TextStats()
    texts = list(texts)
    stats.add_packed(texts, tokenizer.encode_packed(texts, tokens=False),
                     tokenizer.model.unk_id)
    return stats


def block_stats(tokenizer: Tokenizer, text: str) -> TextStats:
    """The measures' statistics of one block of text, encoded line by line."""
    return stats_of_texts(tokenizer, text.splitlines(keepends=True))


def default_workers() -> int:
    return os.cpu_count() or 1


def _pooled(tokenizer: Tokenizer, function: Callable[..., T], jobs: Iterable, workers: int
            ) -> Iterator[T]:
    """`function` over `jobs` in `workers` processes, results in order."""
    context = process_context()
    with context.Pool(workers, _init_worker, (tokenizer,)) as pool:
        yield from pool.imap(function, jobs)


def file_stats(tokenizer: Tokenizer, path: str, workers: int | None = None,
               on_progress: Callable[[int], None] | None = None) -> TextStats:
    """The statistics of `tokenizer` on a text file (plain or gzip); `on_progress` is told the
    UTF-8 bytes of text done so far after each block."""
    workers = workers or default_workers()
    blocks = iter_blocks(path, BLOCK_SIZE // 4)
    if workers == 1:
        results: Iterable[TextStats] = (block_stats(tokenizer, decode(b)[0]) for b in blocks)
    else:
        results = _pooled(tokenizer, _block_stats, blocks, workers)
    stats = TextStats()
    for part in results:
        stats.merge(part)
        if on_progress is not None:
            on_progress(stats.bytes)
    return stats


def stream_stats(tokenizer: Tokenizer, texts: Iterable[str], workers: int | None = None,
                 chunk: int = 2000) -> TextStats:
    """`file_stats` of texts from any reader (JSON lines, held-out text): chunks of `chunk`
    texts shared out to `workers` processes."""
    workers = workers or default_workers()
    texts = iter(texts)
    chunks = iter(lambda: list(islice(texts, chunk)), [])
    if workers == 1:
        results: Iterable[TextStats] = (stats_of_texts(tokenizer, part) for part in chunks)
    else:
        results = _pooled(tokenizer, _stats_of_texts, chunks, workers)
    stats = TextStats()
    for part in results:
        stats.merge(part)
    return stats


def encode_batch(tokenizer: Tokenizer, lines: list[str], workers: int | None = None,
                 chunk: int = 2000) -> list[Encoding]:
    """Encodings of `lines`, in order, computed in `workers` processes over chunks of lines."""
    workers = workers or default_workers()
    if workers == 1 or len(lines) <= chunk:
        return tokenizer.encode_many(lines)
    chunks = [lines[i:i + chunk] for i in range(0, len(lines), chunk)]
    with collector_paused():  # the encodings coming back: many objects, no cycles
        return [e for part in _pooled(tokenizer, _encode_lines, chunks, workers)
                for e in (part.named(tokenizer.vocab).encodings() if isinstance(part, Packed)
                          else part)]
