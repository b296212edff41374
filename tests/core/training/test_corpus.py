"""Reading corpora: formats, bad input, and parallel counting equal to serial counting."""

import errno
import gzip
import json
import os
import pickle
from collections import Counter

import pytest
from tokenizers.pre_tokenizers import Whitespace

from workbench.core.pipeline.normalizers import build_normalizer
from workbench.core.pipeline.pre_tokenizers import build_pre_tokenizer
from workbench.core.training import counting
from workbench.core.training.corpus import (
    CorpusError, LineError, Source, escape_word, iter_blocks, open_binary, unescape_word,
)
from workbench.core.training.counting import SourceStats, WordCounts, count_words, source_texts

NONE = build_normalizer(None)


def count(paths, kind="byte-level", **options):
    sources = [p if isinstance(p, Source) else Source.for_path(str(p)) for p in paths]
    return count_words(sources, NONE, build_pre_tokenizer(kind), **options)


def test_text_lines_keep_their_newline(tmp_path):
    path = tmp_path / "a.txt"
    path.write_bytes(b"one two\nthree  \n\nfour")
    assert count([path]).counts == {"one": 1, " two": 1, "\n": 2, "three": 1, "  \n": 1, "four": 1}


def test_gzip_and_jsonl_are_read(tmp_path):
    plain = tmp_path / "a.jsonl.gz"
    records = [{"text": "hello world", "id": 1}, {"text": "hello\nthere"}]
    with gzip.open(plain, "wt", encoding="utf-8") as out:
        out.write("\n".join(json.dumps(r) for r in records) + "\n\n")
    table = count([plain], "whitespace")
    assert table.counts == {"hello": 2, "world": 1, "there": 1}
    assert table.sources[0].lines == 3


def test_jsonl_text_field_can_be_chosen_and_missing_field_is_reported(tmp_path):
    path = tmp_path / "a.jsonl"
    path.write_text('{"body": "x y"}\n', encoding="utf-8")
    assert count([Source.for_path(str(path), text_field="body")], "whitespace").counts == {"x": 1, "y": 1}
    with pytest.raises(CorpusError, match=r"a\.jsonl:1: no text field 'text'"):
        count([path], "whitespace")
    for bad in ("not json", '{"text": "a"} {"text": "b"}', '"text"', '\u00a0{"text": "a"}'):
        path.write_text(f' {{"text": "ok"}}\t\r\n\n{bad}\n', encoding="utf-8")
        with pytest.raises(CorpusError, match=r"a\.jsonl:3: (not valid JSON|no text field)"):
            count([path], "whitespace")


def test_invalid_utf8_is_replaced_and_counted(tmp_path):
    path = tmp_path / "bad.txt"
    path.write_bytes(b"caf\xe9 ok \xff\xfe end \xef\xbf\xbd\n")
    table = count([path], "bert")
    assert table.sources[0].invalid_utf8 == 3
    assert table.counts["caf\ufffd"] == 1


def test_a_lone_surrogate_in_json_lines_is_replaced_and_counted(tmp_path):
    path = tmp_path / "bad.jsonl"
    path.write_text('{"text": "bad \\ud800 here"}\n{"text": "ok \\ud83d\\ude00 pair"}\n',
                    encoding="utf-8")
    table = count([path])  # byte-level: the words are encoded to UTF-8
    assert table.sources[0].invalid_utf8 == 1
    assert table.counts == {"bad": 1, " \ufffd": 1, " here": 1, "ok": 1, " \U0001F600": 1,
                            " pair": 1}


TEXT = "Héllo wörld, 你好 世界! 😀 end\r\nsecond line\n"
WORDS = {"Héllo": 1, "wörld": 1, ",": 1, "你好": 1, "世界": 1, "!": 1, "😀": 1, "end": 1,
         "second": 1, "line": 1}  # by hand, as the whitespace pre-tokenizer splits TEXT


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-8-sig"])
def test_byte_order_marks_are_read_and_dropped(tmp_path, encoding):
    bom = {"utf-16-le": "\ufeff", "utf-16-be": "\ufeff"}.get(encoding, "")  # others add it
    path = tmp_path / "marked.txt"
    path.write_bytes((bom + TEXT).encode(encoding))
    assert path.read_bytes()[:2] in (b"\xff\xfe", b"\xfe\xff", b"\xef\xbb")
    assert count([path], "whitespace").counts == WORDS
    assert "\ufeff" not in "".join(count([path], "byte-level").counts)
    with gzip.open(tmp_path / "marked.txt.gz", "wb") as out:
        out.write(path.read_bytes())
    assert count([tmp_path / "marked.txt.gz"], "whitespace").counts == WORDS


@pytest.mark.parametrize("encoding", ["utf-16", "utf-32"])
def test_a_wide_file_reads_as_its_utf8_bytes_as_many_as_asked(tmp_path, encoding):
    """UTF-16 and UTF-32 files read as the UTF-8 bytes of their text, `n` at a time until the
    end (as a UTF-8 file's stream gives them), the rest at once."""
    text = "a\u00e9\u6771\U0001f917\n" * 50
    path = tmp_path / "wide.txt"
    path.write_bytes(text.encode(encoding))
    expected = text.encode("utf-8")
    for size in (1, 3, 7, 64):
        with open_binary(str(path)) as stream:
            assert stream.read(0) == b""
            chunks = iter(lambda: stream.read(size), b"")
            pieces = list(chunks)
        assert b"".join(pieces) == expected and {len(p) for p in pieces[:-1]} == {size}
    with open_binary(str(path)) as stream:
        assert stream.readable()  # as io's wrappers ask of a raw stream
        assert stream.read(10) + stream.read() == expected and stream.read() == b""


@pytest.mark.parametrize("data, size", [(b"abcd\nef\nghij\n", 4), (b"a\nb\nc\nd\nefghijk\n", 8)])
def test_lines_as_long_as_the_limit_are_read_wherever_the_chunks_cut(tmp_path, data, size):
    """Read `size` bytes at a time, with lines of at most `size` bytes (newline apart): a
    newline that starts a chunk ends the line before it; several lines in one chunk are one
    block, not carried over to count against the next line. Nothing is refused, and every block
    ends a line."""
    path = tmp_path / "aligned.txt"
    path.write_bytes(data)
    blocks = list(iter_blocks(str(path), block_size=size, max_line=size))
    assert b"".join(blocks) == data and all(block.endswith(b"\n") for block in blocks)


def test_a_backslash_that_escapes_nothing_stays_as_it_is():
    """A hand-written counts table may hold a backslash `escape_word` would not write: it is
    kept, with the character after it (and at the end of the word)."""
    assert unescape_word("C:\\q\\x") == "C:\\q\\x"
    assert unescape_word("end\\") == "end\\"
    assert unescape_word("a\\tb\\\\") == "a\tb\\"


def test_binary_empty_missing_and_folder_are_refused(tmp_path):
    binary = tmp_path / "x.bin"
    binary.write_bytes(b"text\x00\x01\x02")
    with pytest.raises(CorpusError, match="binary"):
        count([binary])
    empty, blank = tmp_path / "empty.txt", tmp_path / "blank.txt"
    empty.write_text("  \n\t\n", encoding="utf-8")
    blank.write_text("", encoding="utf-8")
    with pytest.raises(CorpusError) as refused:
        count([empty, blank], "bert")
    assert str(refused.value) == f"no words found in {empty}, {blank}"
    with pytest.raises(CorpusError) as refused:
        count([], "bert")
    assert str(refused.value) == "no words found in (no files)"
    with pytest.raises(CorpusError, match="cannot open"):
        count([tmp_path / "missing.txt"])
    with pytest.raises(CorpusError, match="is a folder"):
        count([tmp_path])


def test_blocks_end_at_line_ends(tmp_path):
    path = tmp_path / "lines.txt"
    path.write_bytes(b"".join(b"line %d\n" % i for i in range(1000)) + b"tail")
    blocks = list(iter_blocks(str(path), block_size=100))
    assert b"".join(blocks) == path.read_bytes()
    assert all(block.endswith(b"\n") for block in blocks[:-1])


def test_parallel_count_equals_serial_count(sample_corpus, monkeypatch):
    serial = count([sample_corpus], workers=1)
    monkeypatch.setattr(counting, "PARALLEL_MIN_BYTES", 0)
    monkeypatch.setattr(counting, "BLOCK_SIZE", 64 << 10)  # many blocks in flight
    parallel = count([sample_corpus], workers=2)
    assert list(parallel.counts.items()) == list(serial.counts.items())
    assert parallel.sources == serial.sources


def test_counts_table_escapes_round_trip():
    for word in ["plain", "tab\there", "new\nline", "back\\slash\\n", "\r\n"]:
        assert unescape_word(escape_word(word)) == word
        assert "\t" not in escape_word(word) and "\n" not in escape_word(word)


def test_a_counts_table_is_read_with_its_escapes_and_counts_first(tmp_path):
    r"""By hand: a `word<TAB>count` table (escapes \t \n \r \\, a repeated word, a blank line,
    CRLF, no final newline) comes first in the table, whatever the order of the sources; a
    text file's words are added to it."""
    table = tmp_path / "t.tsv"
    table.write_bytes(b"the\t3\na\\tb\t2\r\n\nback\\\\slash\t1\nthe\t4\nnew\\nline\\r\t5\n"
                      b"caf\xe9\t1\nend\\\t10")
    text = tmp_path / "a.txt"
    text.write_bytes(b"x the\n")
    counts = Source.for_path(str(table), counts=True)
    assert counts.format == "counts"
    read = count([text, counts], "whitespace")
    assert list(read.counts.items()) == [
        ("the", 8), ("a\tb", 2), ("back\\slash", 1), ("new\nline\r", 5), ("caf\ufffd", 1),
        ("end\\", 10), ("x", 1)]
    assert read.total_words == 28
    assert [(s.path, s.format, s.bytes, s.lines, s.invalid_utf8) for s in read.sources] == [
        (str(table), "counts", len(table.read_bytes()), 7, 1), (str(text), "text", 6, 1, 0)]


def test_a_raw_tab_in_a_counts_table_word_is_part_of_the_word(tmp_path):
    """A hand-written table may leave a tab unescaped: the count is after the last one."""
    table = tmp_path / "t.tsv"
    table.write_text("a\tb\t3\n", encoding="utf-8")
    assert count([Source.for_path(str(table), counts=True)]).counts == {"a\tb": 3}


@pytest.mark.parametrize("line", ["no tab", "word\t", "word\t-1", "word\t2x", "word\t 2",
                                  "ends in X", "a\t2\tb", "long " * 10])
def test_a_counts_table_line_without_a_count_is_refused_naming_its_line(tmp_path, line):
    """The line shown as far as its first 40 characters; the count is after the last tab."""
    table = tmp_path / "t.tsv"
    table.write_text(f"ok\t1\n\n{line}\nok\t2\n", encoding="utf-8")
    with pytest.raises(CorpusError) as raised:
        count([Source.for_path(str(table), counts=True)])
    assert str(raised.value) == f"{table}:3: expected 'word<TAB>count', got {line[:40]!r}"


@pytest.mark.parametrize("path, options, expected", [
    ("c.jsonl", {}, ("jsonl", "text")), ("c.ndjson.gz", {}, ("jsonl", "text")),
    ("c.jsonl.gz", {"text_field": "body"}, ("jsonl", "body")), ("c.txt.gz", {}, ("text", "text")),
    ("c.gz", {}, ("text", "text")), ("c.jsonl.txt", {}, ("text", "text")),
    ("c.json", {}, ("text", "text")), ("c.jsonl", {"counts": True}, ("counts", "text")),
])
def test_a_files_format_follows_its_name(path, options, expected):
    """JSON lines are .jsonl or .ndjson, gzip-compressed or not; anything else is text."""
    assert Source.for_path(path, **options) == Source(path, *expected)


def test_a_line_error_names_its_line_shifted_and_pickled():
    error = LineError("c.jsonl", 3, "not valid JSON")
    assert str(error) == "c.jsonl:3: not valid JSON"
    assert str(error.shifted(40)) == "c.jsonl:43: not valid JSON"
    assert str(error) == "c.jsonl:3: not valid JSON"
    assert str(pickle.loads(pickle.dumps(error.shifted(40)))) == "c.jsonl:43: not valid JSON"


def test_progress_says_the_bytes_read_and_a_stop_keeps_what_was_counted(tmp_path):
    """By hand: a block per file here (files under 256 KB are one block), and one for a last
    line without its line end."""
    first, second = tmp_path / "a.txt", tmp_path / "b.txt"
    first.write_bytes(b"one two\n")
    second.write_bytes(b"three\nfour")  # a last line without its line end counts too
    read = []
    whole = count([first, second], "whitespace", workers=None, progress=read.append)
    assert read == [8, 14, 18] and list(whole.counts) == ["one", "two", "three", "four"]
    assert [(s.bytes, s.lines) for s in whole.sources] == [(8, 1), (10, 2)]
    lines = tmp_path / "c.txt"
    lines.write_bytes(b"a\n\nb c\r\nd")  # by hand: split at "\n" only, each with its "\n"
    assert list(source_texts(Source.for_path(str(lines)))) == ["a\n", "\n", "b c\r\n", "d"]
    assert list(source_texts(Source.for_path(str(first)))) == ["one two\n"]
    stopped = count([first, second], "whitespace", should_stop=lambda: True)
    assert stopped.counts == {"one": 1, "two": 1}
    assert [(s.bytes, s.lines) for s in stopped.sources] == [(8, 1), (0, 0)]


@pytest.mark.parametrize("workers", [1, 2])
def test_a_bad_json_line_past_the_first_block_is_named_by_its_line_in_the_file(tmp_path, workers):
    """4.5 MB of records without words, the last one cut: past the first block (4 MiB) of
    `source_texts` and of the counter (3/4 of the file; in the counting pool's processes too)."""
    path = tmp_path / "big.jsonl"
    record = '{"text": "", "pad": "%s"}\n' % ("x" * 74)  # 100 bytes
    lines = 45_000
    path.write_text(record * (lines - 1) + '{"text": "cut\n', encoding="utf-8")
    expected = f"{path}:{lines}: not valid JSON"
    with pytest.raises(CorpusError) as counted:
        count([path], "whitespace", workers=workers)
    with pytest.raises(CorpusError) as read:
        list(source_texts(Source.for_path(str(path))))
    assert str(counted.value).startswith(expected) and str(read.value).startswith(expected)
    path.write_text('{"text": "a"}\n{"text": ', encoding="utf-8")
    with pytest.raises(CorpusError, match=r"big\.jsonl:2: not valid JSON"):
        list(source_texts(Source.for_path(str(path))))


def test_what_is_read_and_counted_adds_up_over_the_parts_of_a_file():
    stats = SourceStats("a.txt", "text")
    stats.add(10, 2, 1)
    stats.add(5, 3, 4)
    assert (stats.bytes, stats.lines, stats.invalid_utf8) == (15, 5, 5)
    table = WordCounts()
    table.add({"a": 1})
    table.add({"b": 2, "a": 2})
    assert list(table.counts.items()) == [("a", 3), ("b", 2)] and table.total_words == 5


def _json_message(line: str) -> str:
    """What Python's json module says of a line that is not one JSON value."""
    try:
        json.loads(line)
    except json.JSONDecodeError as exc:
        return f"not valid JSON ({exc.msg})"
    except RecursionError:
        return "not valid JSON (nested too deeply)"
    raise AssertionError(f"{line!r} is valid JSON")


@pytest.mark.parametrize("bad", ["not json", '{"text": "a"} {"text": "b"}', '{"text": "a"',
                                 "[" * 100_000, '"text"', '{"text": 1}', '{"body": "x"}'])
def test_a_bad_json_line_is_named_with_its_number_and_what_is_wrong(tmp_path, bad):
    """Blank lines in between are skipped and counted as lines; the message is Python's json
    module's, or the missing text field."""
    path = tmp_path / "r.jsonl"
    path.write_text('{"text": "a b"}\n\n \t\n{"text": "c"}\n' + bad + "\n", encoding="utf-8")
    try:
        value = json.loads(bad)
    except (json.JSONDecodeError, RecursionError):
        problem = _json_message(bad)
    else:
        assert not isinstance(value, dict) or not isinstance(value.get("text"), str)
        problem = "no text field 'text' (choose one with --text-field)"
    with pytest.raises(CorpusError) as counted:
        count([path], "whitespace")
    with pytest.raises(CorpusError) as read:
        list(source_texts(Source.for_path(str(path))))
    assert str(counted.value) == str(read.value) == f"{path}:5: {problem}"
    path.write_text('{"text": "a b"}\n\n \t\n{"text": "c"}\n', encoding="utf-8")
    table = count([path], "whitespace")
    assert table.counts == {"a": 1, "b": 1, "c": 1}
    assert [(s.lines, s.invalid_utf8) for s in table.sources] == [(4, 0)]
    assert list(source_texts(Source.for_path(str(path)))) == ["a b", "c"]


def test_files_that_cannot_be_read_are_refused_in_one_line_naming_them(tmp_path):
    missing, folder, binary = tmp_path / "missing.txt", tmp_path / "d", tmp_path / "x.bin"
    folder.mkdir()
    binary.write_bytes(b"text\x00")
    cut = tmp_path / "cut.txt.gz"  # fails past the first 8 KB, which open_binary sniffs
    whole = gzip.compress("".join(f"line {i} of the text\n" for i in range(20_000)).encode())
    cut.write_bytes(whole[:len(whole) // 2])
    expected = {
        missing: f"{missing}: cannot open ({os.strerror(errno.ENOENT)})",
        folder: f"{folder}: is a folder, not a corpus file",
        binary: f"{binary}: NUL bytes in the first 8 KB: a binary file, or UTF-16 or UTF-32 "
                "without a byte order mark (save it as UTF-8)",
        cut: f"{cut}: cannot read (Compressed file ended before the end-of-stream marker was "
             "reached)",
    }
    for path, message in expected.items():
        with pytest.raises(CorpusError) as refused:
            list(iter_blocks(str(path)))
        assert str(refused.value) == message


def test_json_lines_count_invalid_utf8_and_lone_surrogates_together(tmp_path):
    path = tmp_path / "r.jsonl"
    path.write_bytes(b'{"text": "caf\xe9 ok"}\n{"text": "bad \\ud800 x"}\n')
    texts = ["caf\ufffd ok", "bad \ufffd x"]  # as Python decodes them, errors replaced
    expected = Counter(word for text in texts for word, _ in Whitespace().pre_tokenize_str(text))
    table = count([path], "whitespace")
    assert list(table.counts.items()) == list(expected.items())
    assert table.sources[0].invalid_utf8 == 2


def test_dropped_line_ends_leave_each_line_a_text_of_its_own(tmp_path):
    """By hand, byte-level (GPT-2's split): a space starts a word inside a line, not the first
    word of the next line; CRLF goes with the line end."""
    path = tmp_path / "a.txt"
    path.write_bytes(b"one two\r\nthree  four\n\nfive")
    table = count([path], "byte-level", drop_line_ends=True)
    assert list(table.counts.items()) == [("one", 1), (" two", 1), ("three", 1), (" ", 1),
                                          (" four", 1), ("five", 1)]
