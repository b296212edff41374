"""Word counting on Dask (`count --engine dask`): on a LocalCluster of 2 workers, the same table
as the local counter (words, counts, order of first appearance, what was read per file)."""

import functools
import gzip
import json
import logging
import os
import re
import shutil
import sys
from collections import Counter

import pytest
from distributed import LocalCluster
from tokenizers.pre_tokenizers import Whitespace

from workbench.cli import main
from workbench.core.pipeline.normalizers import build_normalizer
from workbench.core.pipeline.pre_tokenizers import build_pre_tokenizer
from workbench.core.training import (DASK_MISSING, CorpusError, Source, count_words,
                                     count_words_dask)
from workbench.core.training import distributed


def _corpora(folder, sample_text) -> list[str]:
    """A plain file cut into many ranges, a gzip file (one task), JSON lines with a lone
    surrogate, a file with invalid UTF-8 and a byte order mark."""
    plain = folder / "sample.txt"
    shutil.copy(sample_text, plain)
    packed = folder / "sample.txt.gz"
    with open(sample_text, "rb") as src, gzip.open(packed, "wb") as dst:
        dst.write(src.read(300_000))
    records = folder / "records.jsonl"
    records.write_text("".join(json.dumps({"text": f"record {i} \ud800 here"}) + "\n"
                               for i in range(2000)), encoding="utf-8")
    marked = folder / "marked.txt"
    marked.write_bytes(b"\xef\xbb\xbfcaf\xe9 ok\n" * 30_000)
    return [str(plain), str(packed), str(records), str(marked)]


def test_the_dask_engine_counts_as_the_local_one(tmp_path, sample_text):
    sources = [Source.for_path(path) for path in _corpora(tmp_path, sample_text)]
    normalizer, pre_tokenizer = build_normalizer(None), build_pre_tokenizer("byte-level")
    local = count_words(sources, normalizer, pre_tokenizer, workers=1)
    on_dask = count_words_dask(sources, normalizer, pre_tokenizer, workers=2,
                               range_size=50_000)  # 20 ranges of the sample, 6 of marked.txt
    assert list(on_dask.counts.items()) == list(local.counts.items())
    assert on_dask.sources == local.sources
    assert local.sources[2].invalid_utf8 == 2000 and local.sources[3].invalid_utf8 == 30_000


def test_an_error_in_a_later_range_names_its_line_in_the_file(tmp_path):
    records = tmp_path / "records.jsonl"
    lines = [json.dumps({"text": f"record {i}"}) + "\n" for i in range(1, 3001)]
    lines[2499] = '{"text": "line 2500 is cut\n'  # 59 KB in, of 71
    records.write_text("".join(lines), encoding="utf-8")
    sources = [Source.for_path(str(records))]
    normalizer, pre_tokenizer = build_normalizer(None), build_pre_tokenizer("byte-level")
    with pytest.raises(CorpusError) as local:
        count_words(sources, normalizer, pre_tokenizer, workers=1)
    with pytest.raises(CorpusError) as on_dask:
        count_words_dask(sources, normalizer, pre_tokenizer, workers=2,
                         range_size=10_000)  # 8 ranges: line 2500 starts in the 6th
    assert str(local.value).startswith(f"{records}:2500: not valid JSON")
    assert str(on_dask.value) == str(local.value)


def test_count_engine_dask_on_a_glob_writes_the_default_engines_table(tmp_path, sample_text,
                                                                     monkeypatch):
    folder = tmp_path / "shards"
    folder.mkdir()
    paths = sorted(_corpora(folder, sample_text))  # as the glob gives them
    assert main(["count", *paths, "-o", str(tmp_path / "local.tsv"), "--quiet"]) == 0
    monkeypatch.setattr(distributed, "RANGE_SIZE", 100_000)
    assert main(["count", str(folder / "*"), "-o", str(tmp_path / "dask.tsv"), "--engine", "dask",
                 "--workers", "2", "--quiet"]) == 0
    local = (tmp_path / "local.tsv").read_bytes()
    assert len(local.splitlines()) > 5_000
    assert (tmp_path / "dask.tsv").read_bytes() == local


def test_without_the_extra_the_dask_engine_says_so_in_one_line(tmp_path, monkeypatch, capsys):
    corpus = tmp_path / "a.txt"
    corpus.write_text("hug pug\n", encoding="utf-8")
    monkeypatch.setitem(sys.modules, "distributed", None)  # import distributed fails
    assert main(["count", str(corpus), "-o", str(tmp_path / "c.tsv"), "--engine", "dask"]) == 2
    assert capsys.readouterr().err.splitlines() == [f"tokenizer-workbench: error: {DASK_MISSING}"]
    assert not (tmp_path / "c.tsv").exists()
    assert main(["count", str(corpus), "-o", str(tmp_path / "c.tsv"), "--scheduler", "x"]) == 2


def test_on_a_cluster_given_by_its_address_each_range_is_counted_once_in_order(tmp_path):
    """Threads in this process (fast): files cut into ranges of 16 bytes, one of them with a
    byte order mark and invalid UTF-8, a gzip file read whole; the words are those `tokenizers`'
    Whitespace pre-tokenizer finds in the text Python decodes, in order of first appearance."""
    plain, packed = tmp_path / "a.txt", tmp_path / "b.txt.gz"
    data = b"\xef\xbb\xbfone two three\nfour caf\xe9 five six\n\nseven one\r\ntwo eight nine ten"
    plain.write_bytes(data)
    packed.write_bytes(gzip.compress(b"ten eleven\n" * 5))
    texts = [data[3:].decode("utf-8", errors="replace"), "ten eleven\n" * 5]
    expected = list(Counter(w for text in texts
                            for w, _ in Whitespace().pre_tokenize_str(text)).items())
    sources = [Source.for_path(str(plain)), Source.for_path(str(packed))]
    read = []
    with LocalCluster(n_workers=1, threads_per_worker=2, processes=False,
                      dashboard_address=None) as cluster:
        table = count_words_dask(sources, build_normalizer(None),
                                 build_pre_tokenizer("whitespace"),
                                 scheduler=cluster.scheduler_address, range_size=16,
                                 progress=read.append)
        assert list(table.counts.items()) == expected
        assert [(s.bytes, s.lines, s.invalid_utf8) for s in table.sources] == [
            (len(data) - 3, 5, 1), (len(b"ten eleven\n" * 5), 5, 0)]
        # by hand: the lines starting in [0, 16), [16, 32), ... (none in [64, 66)), then the gzip
        assert read == [14, 14 + 19, 33 + 1 + 11, 45 + 18, 63, 63 + 55]
        records = tmp_path / "r.jsonl"
        records.write_text('{"text": "a"}\n' * 3 + '{"text": \n', encoding="utf-8")
        with pytest.raises(CorpusError, match=r"r\.jsonl:4: not valid JSON"):
            count_words_dask([Source.for_path(str(records))], build_normalizer(None),
                             build_pre_tokenizer("whitespace"),
                             scheduler=cluster.scheduler_address, range_size=16)


def test_on_a_cluster_a_counts_table_and_dropped_line_ends_count_as_the_local_engine(tmp_path):
    """A counts table is read once, by the client (no worker counts it as text), and
    `drop_line_ends` reaches the workers."""
    text, table = tmp_path / "a.txt", tmp_path / "c.tsv"
    text.write_bytes(b"one two\r\nthree one\r\n\r\nfour\n")
    table.write_text("one\t5\nfive\t2\n", encoding="utf-8")
    sources = [Source.for_path(str(text)), Source.for_path(str(table), counts=True)]
    normalizer, pre_tokenizer = build_normalizer(None), build_pre_tokenizer("byte-level")
    local = count_words(sources, normalizer, pre_tokenizer, workers=1, drop_line_ends=True)
    with LocalCluster(n_workers=1, threads_per_worker=2, processes=False,
                      dashboard_address=None) as cluster:
        on_dask = count_words_dask(sources, normalizer, pre_tokenizer, drop_line_ends=True,
                                   scheduler=cluster.scheduler_address)
    assert list(on_dask.counts.items()) == list(local.counts.items())
    assert local.counts["one"] == 5 + 1 and local.counts[" one"] == 1  # the table's and a line's
    assert not [word for word in local.counts if "\r" in word or "\n" in word]


def test_the_dask_engine_starts_its_own_cluster_only_without_an_address(tmp_path, monkeypatch):
    """One single-threaded worker process per core (or `workers`), no dashboard, errors only in
    the log; the count runs there and the cluster is closed. Given an address, none is started.
    (The cluster made here runs in this process, for speed; the options asked for are kept.)"""
    started = []

    class Recorded(LocalCluster):
        def __init__(self, **options):
            started.append((self, options))
            super().__init__(n_workers=1, threads_per_worker=1, processes=False,
                             dashboard_address=None)

    monkeypatch.setattr("distributed.LocalCluster", Recorded)
    corpus = tmp_path / "a.txt"
    corpus.write_text("hug pug\npug\n", encoding="utf-8")
    count = functools.partial(count_words_dask, [Source.for_path(str(corpus))],
                              build_normalizer(None), build_pre_tokenizer("whitespace"))
    assert dict(count(workers=3).counts) == {"hug": 1, "pug": 2}
    [(cluster, options)] = started
    assert options == {"n_workers": 3, "threads_per_worker": 1, "processes": True,
                       "dashboard_address": None, "silence_logs": logging.ERROR}
    assert cluster.scheduler.transition_counter > 0 and cluster.status.name == "closed"
    count()
    assert started[1][1]["n_workers"] == os.cpu_count()
    with monkeypatch.context() as patched:
        patched.setattr(os, "cpu_count", lambda: None)  # a system that cannot tell
        count()
    assert started[2][1]["n_workers"] == 1
    with LocalCluster(n_workers=1, threads_per_worker=1, processes=False,
                      dashboard_address=None) as given:
        before = given.scheduler.transition_counter
        assert dict(count(scheduler=given.scheduler_address).counts) == {"hug": 1, "pug": 2}
        assert given.scheduler.transition_counter > before  # it ran there
        empty = tmp_path / "empty.txt"
        empty.write_text("\n", encoding="utf-8")
        args = [Source.for_path(str(empty))], build_normalizer(None), build_pre_tokenizer("whitespace")
        with pytest.raises(CorpusError, match=f"^no words found in {re.escape(str(empty))}$"):
            count_words_dask(*args, scheduler=given.scheduler_address)
    assert len(started) == 3
