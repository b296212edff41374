"""Word counting: a corpus becomes a table word -> frequency, in order of first appearance.

Blocks of complete lines are normalized, pre-tokenized and counted in worker processes; the main
process merges the per-block tables in block order, so the result (including its order) is the
same as a serial count. At most two blocks per worker are in flight, which bounds memory to the
word table plus a few blocks, whatever the corpus size.
"""

from __future__ import annotations

import json
import os
import re
import signal
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass, field

from ..pipeline.normalizers import Normalizer
from ..pipeline.pre_tokenizers import PreTokenizer
from ..runtime.processes import process_context
from .corpus import (BLOCK_SIZE, CorpusError, LineError, Source, decode, iter_blocks,
                     parse_counts_line)

PARALLEL_MIN_BYTES = 1 << 20
MIN_BLOCK = 256 << 10


@dataclass
class SourceStats:
    """What reading one file found."""

    path: str
    format: str
    bytes: int = 0
    lines: int = 0
    invalid_utf8: int = 0  # invalid UTF-8 sequences (or JSON lone surrogates) -> U+FFFD

    def add(self, size: int, lines: int, invalid_utf8: int) -> None:
        """Count a part of the file read."""
        self.bytes += size
        self.lines += lines
        self.invalid_utf8 += invalid_utf8


@dataclass
class WordCounts:
    """The word table a trainer learns from, plus what was read to make it."""

    counts: dict[str, int] = field(default_factory=dict)  # word -> frequency, first-seen order
    sources: list[SourceStats] = field(default_factory=list)

    @property
    def total_words(self) -> int:
        return sum(self.counts.values())

    def add(self, counts: dict[str, int]) -> None:
        table = self.counts
        get = table.get
        for word, count in counts.items():
            table[word] = get(word, 0) + count


@dataclass
class _BlockResult:
    counts: dict[str, int]
    lines: int
    invalid_utf8: int


class BlockCounter:
    """Normalize, pre-tokenize and count one block of a text or JSON-lines file."""

    def __init__(self, normalizer: Normalizer, pre_tokenizer: PreTokenizer,
                 drop_line_ends: bool = False) -> None:
        self.normalizer = normalizer
        self.pre_tokenizer = pre_tokenizer
        self.drop_line_ends = drop_line_ends

    def __call__(self, data: bytes, source: Source, first_line: int) -> _BlockResult:
        text, invalid = decode(data)
        lines = text.count("\n") + (not text.endswith("\n"))
        normalize = self.normalizer.normalize_str
        if source.format == "jsonl":
            values, replaced = _jsonl_texts(text, source, first_line)
            invalid += replaced
            counts = self.pre_tokenizer.count([normalize(value) for value in values])
        elif self.drop_line_ends:  # each line a text of its own, without its "\n" or "\r\n"
            counts = self.pre_tokenizer.count([normalize(line.removesuffix("\r"))
                                               for line in text.split("\n")])
        else:
            counts = self.pre_tokenizer.count_lines(normalize(text))
        return _BlockResult(dict(counts), lines, invalid)


_JSON_WHITESPACE = " \t\r"
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")  # JSON's only way to spell a surrogate
_SURROGATE = re.compile("[\ud800-\udfff]")


def _without_lone_surrogates(values: list[str]) -> tuple[list[str], int]:
    """The texts with each lone surrogate (an escape such as "\\ud800" without its pair: no
    character, and not encodable) replaced by U+FFFD, as invalid UTF-8 is; and how many."""
    fixed = [_SURROGATE.subn("\ufffd", value) for value in values]
    return [value for value, _ in fixed], sum(n for _, n in fixed)


_decode_json = json.JSONDecoder().raw_decode  # json.loads without its per-call Python layers


def _jsonl_texts(text: str, source: Source, first_line: int) -> tuple[list[str], int]:
    """The text field of each record of a block of JSON lines (blank lines skipped), lone
    surrogates replaced; and how many were."""
    values = list(_jsonl_values(text, source, first_line))
    if _SURROGATE_ESCAPE.search(text):
        return _without_lone_surrogates(values)
    return values, 0


def _jsonl_values(text: str, source: Source, first_line: int) -> Iterator[str]:
    for offset, line in enumerate(text.split("\n")):
        if not line.strip():
            continue
        line = line.strip(_JSON_WHITESPACE)
        try:
            record, end = _decode_json(line)
            if end != len(line):
                raise json.JSONDecodeError("Extra data", line, end)
        except json.JSONDecodeError as exc:
            raise LineError(source.path, first_line + offset, f"not valid JSON ({exc.msg})"
                            ) from None
        except RecursionError:
            raise LineError(source.path, first_line + offset,
                            "not valid JSON (nested too deeply)") from None
        value = record.get(source.text_field) if isinstance(record, dict) else None
        if not isinstance(value, str):
            raise LineError(source.path, first_line + offset, f"no text field "
                            f"{source.text_field!r} (choose one with --text-field)")
        yield value


def source_texts(source: Source) -> Iterator[str]:
    """The texts of a text file (each line with its newline, as training reads them) or of a
    JSON-lines file (each record's text field), invalid UTF-8 and lone surrogates replaced."""
    first_line = 1
    for data in iter_blocks(source.path):
        text, _ = decode(data)
        if source.format == "jsonl":
            yield from _jsonl_texts(text, source, first_line)[0]
        else:
            yield from _lines_at_newline(text)
        first_line += text.count("\n")


def _lines_at_newline(text: str) -> list[str]:
    """Lines split at "\\n" only, each with its newline (str.splitlines splits at more)."""
    lines = [line + "\n" for line in text.split("\n")]
    lines[-1] = lines[-1][:-1]
    return [line for line in lines if line]


_worker_counter: BlockCounter | None = None


def _init_worker(normalizer: Normalizer, pre_tokenizer: PreTokenizer,
                 drop_line_ends: bool) -> None:
    """Ctrl+C in a terminal reaches every process of the group: the one that started the
    workers decides, the workers carry on until it stops them."""
    global _worker_counter
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _worker_counter = BlockCounter(normalizer, pre_tokenizer, drop_line_ends)


def _count_in_worker(data: bytes, source: Source, first_line: int) -> _BlockResult:
    assert _worker_counter is not None
    return _worker_counter(data, source, first_line)


def _jobs(sources: Iterable[Source], block_size: int = BLOCK_SIZE
          ) -> Iterator[tuple[bytes, Source, int]]:
    for source in sources:
        first_line = 1
        for block in iter_blocks(source.path, block_size):
            yield block, source, first_line
            first_line += block.count(b"\n")


def _read_counts_table(source: Source, table: WordCounts) -> SourceStats:
    stats = SourceStats(source.path, source.format)
    counts: dict[str, int] = {}
    for block, _, first_line in _jobs([source]):
        text, invalid = decode(block)
        stats.bytes += len(block)
        stats.invalid_utf8 += invalid
        for offset, line in enumerate(text.splitlines()):
            parsed = parse_counts_line(line, source.path, first_line + offset)
            if parsed:
                counts[parsed[0]] = counts.get(parsed[0], 0) + parsed[1]
                stats.lines += 1
    table.add(counts)
    return stats


def _results(
    jobs: Iterator[tuple[bytes, Source, int]], workers: int, counter: BlockCounter
) -> Iterator[tuple[int, Source, _BlockResult]]:
    """(block size, source, result) per block, in block order."""
    if workers <= 1:
        for data, source, first_line in jobs:
            yield len(data), source, counter(data, source, first_line)
        return
    context = process_context()
    with ProcessPoolExecutor(
        workers, mp_context=context, initializer=_init_worker,
        initargs=(counter.normalizer, counter.pre_tokenizer, counter.drop_line_ends),
    ) as pool:
        pending: deque[tuple[int, Source, Future]] = deque()
        for data, source, first_line in jobs:
            pending.append((len(data), source, pool.submit(_count_in_worker, data, source, first_line)))
            if len(pending) >= 2 * workers:
                size, src, fut = pending.popleft()
                yield size, src, fut.result()
        while pending:
            size, src, fut = pending.popleft()
            yield size, src, fut.result()


def count_words(
    sources: list[Source],
    normalizer: Normalizer,
    pre_tokenizer: PreTokenizer,
    *,
    workers: int | None = None,
    progress: Callable[[int], None] | None = None,
    should_stop: Callable[[], bool] | None = None,
    drop_line_ends: bool = False,
) -> WordCounts:
    """Count the pre-tokenized words of `sources`; `progress(bytes_read)` is called per block.
    Plain-text lines keep their newline (as `tokenizers` reads them) unless `drop_line_ends`."""
    table, stats = start_table(sources)
    text_sources = [s for s in sources if s.format != "counts"]
    if workers is None:
        workers = os.cpu_count() or 1
    size = sum(_size(s.path) for s in text_sources)
    if size < PARALLEL_MIN_BYTES:
        workers = 1
    # Blocks small enough that every worker gets several (gzip's text is ~3x its size).
    block_size = min(BLOCK_SIZE, max(MIN_BLOCK, 3 * size // (4 * workers)))
    done = 0
    counter = BlockCounter(normalizer, pre_tokenizer, drop_line_ends)
    for block_bytes, source, result in _results(_jobs(text_sources, block_size), workers, counter):
        stats[source.path].add(block_bytes, result.lines, result.invalid_utf8)
        table.add(result.counts)
        done += block_bytes
        if progress:
            progress(done)
        if should_stop and should_stop():
            break
    return found(table, sources)


def start_table(sources: list[Source]) -> tuple[WordCounts, dict[str, SourceStats]]:
    """A table with the counts tables among `sources` read, and the (empty) statistics of the
    text sources, by path, in it: the start of a count."""
    table = WordCounts()
    for source in sources:
        if source.format == "counts":
            table.sources.append(_read_counts_table(source, table))
    stats = {s.path: SourceStats(s.path, s.format) for s in sources if s.format != "counts"}
    table.sources.extend(stats.values())
    return table, stats


def found(table: WordCounts, sources: list[Source]) -> WordCounts:
    """The table counted, unless it has no words."""
    if not table.counts:
        names = ", ".join(s.path for s in sources) or "(no files)"
        raise CorpusError(f"no words found in {names}")
    return table


def _size(path: str) -> int:
    try:
        return os.path.getsize(path)
    except OSError:
        return 0
