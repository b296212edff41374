"""Word counting on a Dask cluster (the `distributed` extra): the same table as `count_words`,
for corpora larger than one machine reads in good time.

Each plain UTF-8 file is cut into byte ranges of about RANGE_SIZE, each range's lines counted by
a task on a worker, which reads the file itself (the workers must see the files at the same
paths: a shared file system); a gzip or UTF-16/32 file is one task. The client merges the
tables in range order, so the words keep their order of first appearance and the result equals
the local counter's. Counts tables (`--counts`) are read by the client.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable

from ..pipeline.normalizers import Normalizer
from ..pipeline.pre_tokenizers import PreTokenizer
from .corpus import LineError, Source, iter_blocks, iter_range, splittable
from .counting import BlockCounter, SourceStats, WordCounts, found, start_table

RANGE_SIZE = 64 << 20
DASK_MISSING = ("the dask engine needs the distributed extra: "
           "pip install 'tokenizer-workbench[distributed]'")


def dask_available() -> bool:
    try:
        import distributed  # noqa: F401
    except ImportError:
        return False
    return True


def _ranges(source: Source, range_size: int) -> list[tuple[Source, int, int | None]]:
    """(source, start, end) per task; end None: the whole file, read as `iter_blocks` does."""
    size = os.path.getsize(source.path)
    if size <= range_size or not splittable(source.path):
        return [(source, 0, None)]
    return [(source, start, min(start + range_size, size)) for start in range(0, size, range_size)]


def _count_range(counter: BlockCounter, source: Source, start: int, end: int | None
                 ) -> tuple[dict[str, int], SourceStats]:
    """The word table of the lines that start in [start, end) of `source`, and what was read."""
    stats = SourceStats(source.path, source.format)
    counts: dict[str, int] = {}
    get = counts.get
    blocks = iter_blocks(source.path) if end is None else iter_range(source.path, start, end)
    for block in blocks:  # a LineError's line is counted from `start`
        result = counter(block, source, stats.lines + 1)
        stats.add(len(block), result.lines, result.invalid_utf8)
        for word, count in result.counts.items():
            counts[word] = get(word, 0) + count
    return counts, stats


def count_words_dask(
    sources: list[Source],
    normalizer: Normalizer,
    pre_tokenizer: PreTokenizer,
    *,
    scheduler: str | None = None,
    workers: int | None = None,
    drop_line_ends: bool = False,
    range_size: int | None = None,
    progress: Callable[[int], None] | None = None,
) -> WordCounts:
    """`count_words` on the Dask cluster at `scheduler` (an address), or on a LocalCluster of
    `workers` processes (default: one per core) started for the count and closed after it;
    files in ranges of `range_size` bytes (default RANGE_SIZE)."""
    from distributed import Client, LocalCluster

    table, stats = start_table(sources)
    tasks = [task for source in sources if source.format != "counts"
             for task in _ranges(source, range_size or RANGE_SIZE)]
    counter = BlockCounter(normalizer, pre_tokenizer, drop_line_ends)
    if scheduler is None:
        cluster = LocalCluster(n_workers=workers or os.cpu_count() or 1, threads_per_worker=1,
                               processes=True, dashboard_address=None,
                               silence_logs=logging.ERROR)
    else:
        cluster = None
    try:
        with Client(cluster if cluster is not None else scheduler) as client:
            shared = client.scatter(counter, broadcast=True)
            futures = [client.submit(_count_range, shared, *task, pure=False) for task in tasks]
            done = 0
            for future in futures:  # in range order: first-seen order, as the local counter
                try:
                    counts, part = future.result()
                except LineError as exc:  # counted from its range's start: make it the file's
                    raise exc.shifted(stats[exc.path].lines) from None
                future.release()
                stats[part.path].add(part.bytes, part.lines, part.invalid_utf8)
                table.add(counts)
                done += part.bytes
                if progress:
                    progress(done)
    finally:
        if cluster is not None:
            cluster.close()
    return found(table, sources)
