"""SentencePiece's compiled normalization rules ("precompiled charsmap"), applied as `tokenizers`'
Precompiled normalizer applies them (`transformations`); SentencePiece's own way, the longest
rule at each position, is the normalizers' SentencePiece step over `rules_at`.

The charsmap is a little-endian u32 byte count, a darts-clone double-array trie of that many
bytes, then the replacement strings, NUL-terminated; a trie key (UTF-8 bytes of the text to
replace) leads to the offset of its replacement.
"""

from __future__ import annotations

import struct

import numpy as np
import regex

_GRAPHEME = regex.compile(r"\X")


class Charsmap:
    def __init__(self, blob: bytes) -> None:
        if len(blob) < 4:
            raise ValueError("precompiled charsmap is truncated")
        (trie_bytes,) = struct.unpack_from("<I", blob)
        if trie_bytes % 4 or 4 + trie_bytes > len(blob):
            raise ValueError("precompiled charsmap is malformed")
        if not trie_bytes:  # (tokenizers panics at the first lookup)
            raise ValueError("precompiled charsmap has an empty trie")
        self.units = struct.unpack_from(f"<{trie_bytes // 4}I", blob, 4)
        self.strings = blob[4 + trie_bytes:]

    def _prefix_values(self, key: bytes, shortest: bool, start: int = 0) -> list[tuple[int, int]]:
        """(length, value) of each key in the trie that `key[start:]` starts with, shortest first
        (darts-clone's common prefix search); only the first when `shortest`."""
        units = self.units
        found: list[tuple[int, int]] = []
        position = _offset(units[0])
        for length, byte in enumerate(memoryview(key)[start:], 1):
            if byte == 0:
                break
            position ^= byte
            if position >= len(units):
                break
            unit = units[position]
            if unit & 0x800000FF != byte:
                break
            position ^= _offset(unit)
            if (unit >> 8) & 1:
                found.append((length, units[position] & 0x7FFFFFFF))
                if shortest:
                    break
        return found

    def _string(self, value: int) -> str:
        end = self.strings.find(b"\0", value)
        return self.strings[value:end if end >= 0 else len(self.strings)].decode("utf-8")

    def lookup(self, text: str) -> str | None:
        """The replacement of the shortest rule `text` starts with, or None."""
        found = self._prefix_values(text.encode("utf-8"), shortest=True)
        return self._string(found[0][1]) if found else None

    def rules_at(self, data: bytes, start: int) -> list[tuple[int, str]]:
        """(length in bytes, replacement) of every rule `data[start:]` starts with, shortest
        first; SentencePiece applies the longest."""
        return [(length, self._string(value))
                for length, value in self._prefix_values(data, shortest=False, start=start)]

    def transformations(self, text: str) -> list[tuple[str, int]] | None:
        """What `tokenizers` does: a grapheme under 6 bytes that starts with a rule becomes that
        rule's replacement whole; otherwise each character is looked up alone. As (new character,
        change) pairs, or None when nothing changes."""
        out: list[tuple[str, int]] = []
        modified = False
        for grapheme in _GRAPHEME.findall(text):
            if len(grapheme.encode("utf-8")) < 6:
                replacement = self.lookup(grapheme)
                if replacement is not None:
                    _replace(out, len(grapheme), replacement)
                    modified = True
                    continue
            for char in grapheme:
                replacement = self.lookup(char)
                if replacement is None:
                    out.append((char, 0))
                else:
                    _replace(out, 1, replacement)
                    modified = True
        return out if modified else None


def _offset(unit: int) -> int:
    return (unit >> 10) << ((unit & (1 << 9)) >> 6)


def _replace(out: list[tuple[str, int]], old_count: int, new: str) -> None:
    """`tokenizers`' bookkeeping: extra new characters are insertions (change 1); fewer new
    characters remove the rest through the last character's change."""
    out.extend((char, 0) for char in new)
    diff = len(new) - old_count
    if diff > 0:
        for i in range(len(out) - diff, len(out)):
            out[i] = (out[i][0], 1)
    elif diff < 0 and out:
        out[-1] = (out[-1][0], out[-1][1] + diff)


def sentencepiece_refusal(blob: bytes) -> str | None:
    """Why SentencePiece (0.2.3) refuses these compiled rules, if it does: the checks of its
    DecodePrecompiledCharsMap, then darts-clone's validate() of the trie (every unit's children
    inside the trie, every value inside the replacements)."""
    if len(blob) <= 4:
        return "too short"
    (trie_bytes,) = struct.unpack_from("<I", blob)
    if trie_bytes >= len(blob) - 4:
        return "the trie is larger than the rules"
    if trie_bytes < 1024 or trie_bytes % 1024:
        return "the trie's size is not a multiple of 1024 bytes"
    strings = blob[4 + trie_bytes:]
    if not strings.endswith(b"\0"):
        return "the replacements do not end with NUL"
    units = np.frombuffer(blob, "<u4", trie_bytes // 4, 4).astype(np.int64)
    if not _valid_trie(units, len(strings)):
        return "the trie points outside itself or its replacements"
    return None


def _valid_trie(units: np.ndarray, values: int) -> bool:
    """darts-clone's DoubleArray::validate, over all units at once."""
    size = len(units)
    label = units & 0x800000FF
    offset = (units >> 10) << ((units & (1 << 9)) >> 6)
    leaf = (units >> 8) & 1 == 1
    if label[0] != 0 or leaf[0] or offset[0] == 0 or (offset[0] | 0xFF) >= size:
        return False
    inner = label[1:] <= 0xFF
    children = np.arange(1, size) ^ offset[1:]
    if np.any(inner & ((children | 0xFF) >= size)):
        return False
    with_leaf = inner & leaf[1:]
    if np.any(label[children[with_leaf]] <= 0xFF):
        return False
    return not np.any(~inner & ((units[1:] & 0x7FFFFFFF) >= values))
