"""Reading corpus files as a stream of text blocks, never the whole file at once.

Formats: plain text (`.txt` or anything else), JSON lines (`.jsonl`, one object per line, the text
in a field), either one gzip-compressed (`.gz`, or gzip magic bytes), and word-count tables
(`word<TAB>count` per line, written by `tokenizer-workbench count`). Files are UTF-8 (a byte
order mark at the start is dropped), or UTF-16 or UTF-32 with a byte order mark, which are read
as UTF-8. Invalid UTF-8 is replaced by U+FFFD and counted; a file with NUL bytes in its first
8 KB (and no UTF-16/32 byte order mark) is refused as binary (or UTF-16/32 without a mark).

A line may be up to `MAX_LINE` bytes (16 MiB, in UTF-8) long: the readers hold at most one line
and one block at a time, and refuse a longer line with a message naming the file and line.
"""

from __future__ import annotations

import codecs
import gzip
import io
import os
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from typing import BinaryIO

BLOCK_SIZE = 4 << 20
MAX_LINE = 16 << 20  # bytes; at least BLOCK_SIZE
_SNIFF_SIZE = 8192
_GZIP_MAGIC = b"\x1f\x8b"
_ESCAPES = {"\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r"}
_UNESCAPES = {"\\": "\\", "t": "\t", "n": "\n", "r": "\r"}


_READ_ERRORS = (OSError, EOFError, zlib.error)  # zlib's: a damaged .gz, found as it is read


class CorpusError(Exception):
    """A corpus file that cannot be used, with a message that names the file and the problem."""


class LineError(CorpusError):
    """A CorpusError at one line of a file: "PATH:LINE: problem"."""

    def __init__(self, path: str, line: int, problem: str) -> None:
        super().__init__(path, line, problem)  # the arguments: pickled as they are (Dask)
        self.path, self.line, self.problem = path, line, problem

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.problem}"

    def shifted(self, lines: int) -> LineError:
        """The same error `lines` lines further on: a piece's line numbers made the file's."""
        return LineError(self.path, self.line + lines, self.problem)


@dataclass(frozen=True)
class Source:
    """One corpus file and how to read it."""

    path: str
    format: str = "text"  # "text" | "jsonl" | "counts"
    text_field: str = "text"

    @classmethod
    def for_path(cls, path: str, *, text_field: str = "text", counts: bool = False) -> Source:
        if counts:
            return cls(path, "counts", text_field)
        name = path[:-3] if path.endswith(".gz") else path
        fmt = "jsonl" if name.endswith((".jsonl", ".ndjson")) else "text"
        return cls(path, fmt, text_field)


def _open_raw(path: str) -> BinaryIO:
    try:
        raw = open(path, "rb")
        if raw.read(2) == _GZIP_MAGIC:
            raw.seek(0)
            return gzip.GzipFile(fileobj=raw)  # type: ignore[return-value]
        raw.seek(0)
        return raw
    except OSError as exc:
        raise CorpusError(f"{path}: cannot open ({exc.strerror or exc})") from None


# UTF-32's marks first: UTF-32-LE's begins with UTF-16-LE's.
_WIDE_BOMS = ((codecs.BOM_UTF32_LE, "utf-32"), (codecs.BOM_UTF32_BE, "utf-32"),
              (codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16"))


class _AsUtf8(io.RawIOBase):
    """A UTF-16 or UTF-32 stream read as UTF-8 bytes, so that every reader sees one encoding.
    Invalid sequences become U+FFFD (not counted: only UTF-8's are)."""

    def __init__(self, stream: BinaryIO, encoding: str) -> None:
        super().__init__()
        self._text = io.TextIOWrapper(stream, encoding=encoding, errors="replace", newline="")
        self._pending = bytearray()  # read and encoded, not returned yet

    def readable(self) -> bool:
        return True

    def read(self, size: int | None = -1) -> bytes:
        """`size` bytes (all that is left if None or negative), fewer only at the end, as a
        file's read gives them: callers take a short read for the end (the bundle's embedding
        limit). A character is at most 4 bytes in UTF-8, so a quarter of what is missing is
        read at a time."""
        if size is None or size < 0:
            self._pending += self._text.read().encode("utf-8")
            size = len(self._pending)
        while len(self._pending) < size:
            text = self._text.read(max(1, (size - len(self._pending)) // 4))
            if not text:
                break
            self._pending += text.encode("utf-8")
        data = bytes(self._pending[:size])
        del self._pending[:size]
        return data

    def close(self) -> None:
        self._text.close()
        super().close()


def open_binary(path: str) -> BinaryIO:
    """Open `path` for reading UTF-8 bytes, decompressing gzip, transcoding UTF-16/32 and
    dropping a byte order mark; refuse folders and binary files."""
    if os.path.isdir(path):
        raise CorpusError(f"{path}: is a folder, not a corpus file")
    stream = _open_raw(path)
    try:
        head = stream.read(_SNIFF_SIZE)
        stream.seek(len(codecs.BOM_UTF8) if head.startswith(codecs.BOM_UTF8) else 0)
    except _READ_ERRORS as exc:
        stream.close()
        raise CorpusError(f"{path}: cannot read ({exc})") from None
    wide = next((encoding for bom, encoding in _WIDE_BOMS if head.startswith(bom)), None)
    if wide is not None:
        return _AsUtf8(stream, wide)  # type: ignore[return-value]
    if b"\x00" in head:
        stream.close()
        raise CorpusError(f"{path}: NUL bytes in the first 8 KB: a binary file, or UTF-16 or UTF-32 "
                          "without a byte order mark (save it as UTF-8)")
    return stream


def iter_blocks(path: str, block_size: int = BLOCK_SIZE, max_line: int = MAX_LINE
                ) -> Iterator[bytes]:
    """Yield the file's bytes in blocks of about `block_size` (at most `block_size` plus a
    line) that end at a line end; refuse a line longer than `max_line` (>= `block_size`) bytes,
    its line end not counted, before holding more of it."""
    with open_binary(path) as stream:
        yield from _blocks(stream, path, block_size, max_line)


def _blocks(stream: BinaryIO, path: str, block_size: int, max_line: int) -> Iterator[bytes]:
    rest = bytearray()  # the start of a line that goes on in the next chunk
    line = 1  # the number of the line `rest` starts, counted from where the stream was
    while True:
        try:
            chunk = stream.read(block_size)
        except _READ_ERRORS as exc:
            raise CorpusError(f"{path}: cannot read ({exc})") from None
        if not chunk:
            break
        cut = chunk.find(b"\n")
        if len(rest) + (len(chunk) if cut < 0 else cut) > max_line:
            raise LineError(path, line, f"a line longer than {max_line:,} bytes (the longest "
                            "line read); split the text into lines")
        if cut < 0:
            rest += chunk
            continue
        cut = chunk.rfind(b"\n") + 1
        block = bytes(rest) + chunk[:cut] if rest else chunk[:cut]
        rest = bytearray(chunk[cut:])
        line += block.count(b"\n")
        yield block
    if rest:
        yield bytes(rest)


def splittable(path: str) -> bool:
    """Whether the file can be read in byte ranges (`iter_range`): plain UTF-8, not gzip nor
    UTF-16/32."""
    with open_binary(path) as stream:
        return isinstance(stream, io.BufferedReader)


def iter_range(path: str, start: int, end: int, block_size: int = BLOCK_SIZE,
               max_line: int = MAX_LINE) -> Iterator[bytes]:
    """The blocks of the lines of a plain UTF-8 file that start in bytes [start, end), as
    `iter_blocks` yields them: ranges that tile the file give every line once."""
    with open_binary(path) as stream:
        begin = stream.tell()  # after a byte order mark
        if start > begin:
            stream.seek(start - 1)  # a line starts at `start` if the byte before ends one
            _skip_line(stream, path, max_line)
        position = stream.tell()
        for block in _blocks(stream, path, block_size, max_line):
            if position >= end:
                break
            cut = _lines_starting_before(block, end - position)
            yield block[:cut]
            if cut < len(block):
                break
            position += len(block)


def _skip_line(stream: BinaryIO, path: str, max_line: int) -> None:
    skipped = 0
    while skipped <= max_line:
        chunk = stream.read(min(BLOCK_SIZE, max_line + 1 - skipped) or 1)
        at = chunk.find(b"\n")
        if at >= 0:
            stream.seek(at + 1 - len(chunk), os.SEEK_CUR)
            return
        if not chunk:
            return
        skipped += len(chunk)
    raise CorpusError(f"{path}: a line longer than {max_line:,} bytes (the longest line read); "
                      "split the text into lines")


def _lines_starting_before(block: bytes, limit: int) -> int:
    """The length of the lines of `block` that start before byte `limit`."""
    if limit <= 0:
        return 0
    at = block.find(b"\n", limit - 1)
    return len(block) if at < 0 else at + 1


def decode(data: bytes) -> tuple[str, int]:
    """Decode UTF-8, replacing invalid sequences with U+FFFD; return (text, number replaced)."""
    try:
        return data.decode("utf-8"), 0
    except UnicodeDecodeError:
        text = data.decode("utf-8", errors="replace")
        kept = data.decode("utf-8", errors="ignore")
        return text, text.count("\ufffd") - kept.count("\ufffd")


def escape_word(word: str) -> str:
    """Escape a word for a counts table: backslash, tab, newline and carriage return.

    >>> escape_word("a\\tb\\n")
    'a\\\\tb\\\\n'
    """
    if not any(c in word for c in _ESCAPES):
        return word
    return "".join(_ESCAPES.get(c, c) for c in word)


def unescape_word(text: str) -> str:
    """Inverse of `escape_word`."""
    if "\\" not in text:
        return text
    out = []
    chars = iter(text)
    for c in chars:
        if c == "\\":
            nxt = next(chars, "\\")
            out.append(_UNESCAPES.get(nxt, "\\" + nxt))
        else:
            out.append(c)
    return "".join(out)


def parse_counts_line(line: str, path: str, lineno: int) -> tuple[str, int] | None:
    """Parse one `word<TAB>count` line; None for a blank line."""
    line = line.rstrip("\r\n")
    if not line:
        return None
    word, tab, count = line.rpartition("\t")
    if not tab or not count.isdigit():
        raise LineError(path, lineno, f"expected 'word<TAB>count', got {line[:40]!r}")
    return unescape_word(word), int(count)
