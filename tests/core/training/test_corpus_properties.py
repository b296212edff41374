"""Corpus readers on bad input (hypothesis): random bytes, invalid UTF-8, UTF-16/32 with and
without a byte order mark, empty files, NUL bytes, lone surrogates, mixed line ends, JSON lines
of any shape. Each either gives the text Python's own codecs decode (invalid sequences replaced)
or fails with one CorpusError; never another exception, never a hang. The words counted are
those `tokenizers`' Whitespace pre-tokenizer finds in that text.

And a 100 MB line (explicit): refused past the longest line read, without holding it."""

import codecs
import gzip
import json
import tracemalloc
import zlib
from collections import Counter

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from tokenizers.pre_tokenizers import Whitespace

from workbench.cli import main
from workbench.core.pipeline.normalizers import build_normalizer
from workbench.core.pipeline.pre_tokenizers import build_pre_tokenizer
from workbench.core.training import CorpusError, Source, count_words, source_texts
from workbench.core.training.corpus import (
    BLOCK_SIZE, MAX_LINE, iter_blocks, iter_range, splittable,
)

CHECKS = settings(max_examples=150, deadline=None,
                  suppress_health_check=[HealthCheck.function_scoped_fixture])
BOMS = [codecs.BOM_UTF8, codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE, codecs.BOM_UTF32_LE,
        codecs.BOM_UTF32_BE]
# Bytes that steer the readers: byte order marks, gzip's magic, NUL, line ends, UTF-8 pieces.
PIECES = st.sampled_from(BOMS + [b"\x1f\x8b", b"\x00", b"\n", b"\r\n", b"\r", b"\xed\xa0\x80",
                                 b"\xe4\xbd", b"\xf0\x9f\x98\x80", b"a b", b"\xff"])
RAW = st.lists(st.one_of(PIECES, st.binary(max_size=20)), max_size=30).map(b"".join)
WIDE = ("utf-16-le", "utf-16-be", "utf-32-le", "utf-32-be")


def _expected_text(data: bytes, unpack: bool = True) -> str | None:
    """The text of a file's bytes as Python's codecs decode it; None where a message is due:
    NUL in the first 8 KB of a file without a UTF-16/32 byte order mark, gzip that is not."""
    if unpack and data.startswith(b"\x1f\x8b"):  # one level, as the readers unpack
        try:
            return _expected_text(gzip.decompress(data), unpack=False)
        except (OSError, EOFError, zlib.error):
            return None
    for bom, encoding in [(codecs.BOM_UTF32_LE, "utf-32-le"), (codecs.BOM_UTF32_BE, "utf-32-be"),
                          (codecs.BOM_UTF16_LE, "utf-16-le"), (codecs.BOM_UTF16_BE, "utf-16-be")]:
        if data.startswith(bom):
            return data[len(bom):].decode(encoding, errors="replace")
    if b"\x00" in data[:8192]:
        return None
    return data.removeprefix(codecs.BOM_UTF8).decode("utf-8", errors="replace")


def _whitespace_words(text: str) -> Counter:
    return Counter(word for word, _ in Whitespace().pre_tokenize_str(text))


def _read(path, fmt: str = "text") -> tuple[str, dict] | CorpusError:
    """The texts joined and the whitespace words counted, or the CorpusError raised."""
    source = Source(str(path), fmt)
    try:
        texts = list(source_texts(source))
        table = count_words([source], build_normalizer(None), build_pre_tokenizer("whitespace"),
                            workers=1)
    except CorpusError as exc:
        assert str(path) in str(exc) and "\n" not in str(exc)
        return exc
    assert all(text.encode("utf-8") for text in texts)  # no lone surrogate leaks out
    return "".join(texts), table.counts


@CHECKS
@given(data=RAW)
def test_any_bytes_give_their_decoded_text_or_a_message(tmp_path, data):
    path = tmp_path / "any.txt"
    path.write_bytes(data)
    expected = _expected_text(data)
    result = _read(path)
    if expected is None:
        assert isinstance(result, CorpusError)
        assert "NUL bytes" in str(result) or "cannot read" in str(result)
    elif isinstance(result, CorpusError):
        assert not _whitespace_words(expected) and "no words found" in str(result)
    else:
        text, counts = result
        assert text == expected
        assert counts == _whitespace_words(expected)


@CHECKS
@given(data=RAW, cut=st.integers(0, 200))
def test_gzip_whole_or_cut_short_gives_its_text_or_a_message(tmp_path, data, cut):
    packed = gzip.compress(data)
    path = tmp_path / "any.txt.gz"
    path.write_bytes(packed[:cut] if cut < len(packed) else packed)
    result = _read(path)
    if cut < len(packed):
        assert isinstance(result, CorpusError) or result[0] == _expected_text(packed[:cut])
    elif not isinstance(result, CorpusError):
        assert result[0] == _expected_text(data, unpack=False)


# No NUL: a text starting with one in UTF-16-LE starts with UTF-32-LE's byte order mark.
TEXT = st.text(st.characters(blacklist_categories=["Cs"], blacklist_characters="\x00"),
               max_size=40)


@CHECKS
@given(text=TEXT, encoding=st.sampled_from(WIDE), marked=st.booleans())
def test_utf16_and_utf32_with_a_mark_are_read_without_one_told_or_read_as_utf8(
        tmp_path, text, encoding, marked):
    data = (("\ufeff" if marked else "") + text).encode(encoding)
    path = tmp_path / "wide.txt"
    path.write_bytes(data)
    result = _read(path)
    if isinstance(result, CorpusError):
        assert "no words found" in str(result) or (
            not marked and "UTF-16" in str(result) and "byte order mark" in str(result))
    elif marked:
        assert result[0] == text
    else:  # no NUL byte to tell it from UTF-8 (e.g. "佮" is "\xae\x4f" in UTF-16-LE)
        assert result[0] == data.decode("utf-8", errors="replace")


@CHECKS
@given(text=TEXT, surrogates=st.lists(st.integers(0xD800, 0xDFFF), min_size=1, max_size=3),
       encoding=st.sampled_from(WIDE + ("utf-8",)))
def test_lone_surrogates_become_the_replacement_character(tmp_path, text, surrogates, encoding):
    spoiled = text + " ".join(map(chr, surrogates)) + " end"  # apart: no pair
    bom = "" if encoding == "utf-8" else "\ufeff"
    data = (bom + spoiled).encode(encoding, errors="surrogatepass")
    path = tmp_path / "surrogates.txt"
    path.write_bytes(data)
    text_read, counts = _read(path)
    assert text_read == _expected_text(data)
    assert "\ufffd" in text_read and counts["end"] >= 1


@CHECKS
@given(text=TEXT, surrogate=st.integers(0xD800, 0xDFFF), field=st.sampled_from(["text", "t"]))
def test_json_lines_with_a_lone_surrogate_give_the_replacement_character(
        tmp_path, text, surrogate, field):
    value = text + chr(surrogate) + " end"
    path = tmp_path / "records.jsonl"
    path.write_text(json.dumps({field: value}) + "\n", encoding="ascii")
    result = _read(path, "jsonl")
    if field != "text":
        assert isinstance(result, CorpusError) and "no text field" in str(result)
    else:
        assert result[0] == value.replace(chr(surrogate), "\ufffd")


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | TEXT,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(TEXT, inner, max_size=3),
    max_leaves=8)


@CHECKS
@given(records=st.lists(st.one_of(JSON_VALUES.map(json.dumps), st.sampled_from(
    ["[" * 100_000, "{" * 100_000, '{"text": "a"', "", "\r"])), max_size=5))
def test_json_lines_of_any_shape_give_their_texts_or_a_message(tmp_path, records):
    path = tmp_path / "records.jsonl"
    path.write_text("\n".join(records), encoding="utf-8")
    result = _read(path, "jsonl")
    if isinstance(result, CorpusError):
        return
    values = [json.loads(record)["text"] for record in records if record.strip()]
    assert result[0] == "".join(values)


@CHECKS
@given(lines=st.lists(st.tuples(TEXT, st.sampled_from(["\n", "\r\n", "\r", ""])), max_size=20))
def test_mixed_line_ends_split_at_newline_only(tmp_path, lines):
    text = "".join(line + end for line, end in lines)
    path = tmp_path / "mixed.txt"
    path.write_bytes(text.encode("utf-8"))
    expected = [line + "\n" for line in text.split("\n")]
    expected[-1] = expected[-1][:-1]
    assert list(source_texts(Source(str(path)))) == [line for line in expected if line]
    result = _read(path)
    if not isinstance(result, CorpusError):
        assert result[1] == _whitespace_words(text)


@CHECKS
@given(data=RAW, block_size=st.integers(1, 40), max_line=st.integers(1, 60))
@example(data=codecs.BOM_UTF16_LE + "a\néééééé\nb".encode("utf-16-le"), block_size=10,
         max_line=10)  # 10 characters, 16 bytes in UTF-8: a line of 12 bytes inside
def test_blocks_are_whole_lines_and_no_line_is_longer_than_allowed(tmp_path, data, block_size,
                                                                   max_line):
    path = tmp_path / "lines.txt"
    path.write_bytes(data)
    max_line = max(max_line, block_size)
    try:
        blocks = list(iter_blocks(str(path), block_size, max_line))
    except CorpusError as exc:
        message = str(exc)
    else:
        message = None
    text = _expected_text(data)
    if text is None:
        assert "NUL bytes" in message or "cannot read" in message
        return
    # The bytes read: UTF-16/32 transcoded, UTF-8 as it is (invalid sequences replaced later).
    if data.startswith(b"\x1f\x8b"):
        data = gzip.decompress(data)
    whole = data.removeprefix(codecs.BOM_UTF8) if text == data.removeprefix(
        codecs.BOM_UTF8).decode("utf-8", errors="replace") else text.encode("utf-8")
    lines = whole.split(b"\n")  # each without its "\n"
    too_long = next((number for number, line in enumerate(lines, 1) if len(line) > max_line), None)
    if too_long is None:
        assert message is None
        assert b"".join(blocks) == whole
        assert all(block.endswith(b"\n") for block in blocks[:-1])
    else:
        assert message == (f"{path}:{too_long}: a line longer than {max_line:,} bytes (the "
                           "longest line read); split the text into lines")


@CHECKS
@given(data=RAW, block_size=st.integers(1, 40), draw=st.data())
@example(data=b"a\nb\n", block_size=4, draw=None)
def test_byte_ranges_that_tile_a_file_give_each_line_once(tmp_path, data, block_size, draw):
    """The Dask engine's reading: the lines starting in each range, over ranges that tile the
    file, are the file's lines, as `iter_blocks` gives them."""
    cuts = draw.draw(st.lists(st.integers(0, len(data) + 1), max_size=6)) if draw else [2]
    path = tmp_path / "ranges.txt"
    path.write_bytes(data)
    try:
        whole = b"".join(iter_blocks(str(path), block_size))
        if not splittable(str(path)):  # gzip, UTF-16/32: read whole
            return
    except CorpusError:
        return
    bounds = [0, *sorted(cuts), len(data) + 1]
    parts = [b"".join(iter_range(str(path), start, end, block_size))
             for start, end in zip(bounds, bounds[1:])]
    assert b"".join(parts) == whole
    parts = [part for part in parts if part]
    assert all(part.endswith(b"\n") for part in parts[:-1])


def test_every_two_cuts_of_a_small_file_give_each_line_once(tmp_path):
    """Exhaustively, for a file of short lines (a blank one, a last one without its newline):
    every pair of cuts, block sizes shorter and longer than a line. Each range gives, whole,
    the lines that start in it."""
    data = b"a\nbb\n\nccc\ndddd\nee"
    path = tmp_path / "lines.txt"
    path.write_bytes(data)
    lines = data.splitlines(keepends=True)
    offsets = [sum(map(len, lines[:i])) for i in range(len(lines))]
    for block_size in (1, 2, 3, 5, 64):
        for first in range(len(data) + 2):
            for second in range(first, len(data) + 2):
                bounds = [0, first, second, len(data) + 1]
                for start, end in zip(bounds, bounds[1:]):
                    expected = b"".join(line for offset, line in zip(offsets, lines)
                                        if start <= offset < end)
                    assert b"".join(iter_range(str(path), start, end, block_size)) == expected, \
                        (block_size, start, end)


def test_a_range_that_starts_inside_a_line_skips_it_unless_it_is_too_long(tmp_path):
    """Up to `max_line` bytes are skipped to reach the next line: a line of exactly that many
    (4, and BLOCK_SIZE: more than one read) is skipped, one byte more is refused naming the
    file; a range that starts at the long line refuses it at its first line."""
    path = tmp_path / "long.txt"
    path.write_bytes(b"ab\nwxyz\nc\n")
    assert b"".join(iter_range(str(path), 4, 11, 4, max_line=4)) == b"c\n"
    path.write_bytes(b"ab\nvwxyz\nc\n")
    with pytest.raises(CorpusError) as refused:
        list(iter_range(str(path), 4, 12, 4, max_line=4))
    assert str(refused.value) == (f"{path}: a line longer than 4 bytes (the longest line "
                                  "read); split the text into lines")
    with pytest.raises(CorpusError) as refused:
        list(iter_range(str(path), 3, 12, 4, max_line=4))
    assert str(refused.value) == (f"{path}:1: a line longer than 4 bytes (the longest line "
                                  "read); split the text into lines")
    path.write_bytes(b"x" * BLOCK_SIZE + b"\nnext\n")
    assert b"".join(iter_range(str(path), 1, BLOCK_SIZE + 7, max_line=BLOCK_SIZE)) == b"next\n"
    path.write_bytes(b"x" * (BLOCK_SIZE + 1) + b"\nnext\n")
    with pytest.raises(CorpusError, match=f"^{path}: a line longer than "):
        list(iter_range(str(path), 1, BLOCK_SIZE + 8, max_line=BLOCK_SIZE))


def test_empty_and_blank_files_have_no_words(tmp_path):
    for data in (b"", codecs.BOM_UTF8, codecs.BOM_UTF16_LE, b"\n\r\n \t"):
        path = tmp_path / "empty.txt"
        path.write_bytes(data)
        with pytest.raises(CorpusError, match="no words found"):
            count_words([Source(str(path))], build_normalizer(None),
                        build_pre_tokenizer("whitespace"))


def test_a_100_mb_line_is_refused_at_the_longest_line_read_without_holding_it(tmp_path, capsys):
    path = tmp_path / "one-line.txt"
    with open(path, "wb") as out:
        out.write(b"short line\n")
        for _ in range(100):
            out.write(b"word " * 200_000)  # 1 MB each, no line end
    tracemalloc.start()
    try:
        with pytest.raises(CorpusError) as raised:
            count_words([Source(str(path))], build_normalizer(None),
                        build_pre_tokenizer("whitespace"), workers=1)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert str(raised.value) == (f"{path}:2: a line longer than {MAX_LINE:,} bytes (the longest "
                                 "line read); split the text into lines")
    assert peak < MAX_LINE + 3 * BLOCK_SIZE < 100_000_000
    assert main(["count", str(path), "-o", str(tmp_path / "counts.tsv")]) == 2
    assert capsys.readouterr().err.strip().splitlines() == [
        f"tokenizer-workbench: error: {raised.value}"]
