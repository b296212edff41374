"""Unigram's seed vocabulary, and the substring hash that finds pieces inside words.

All words are laid out one after another in a single array of code points (`Layout`). A substring
is found by a 64-bit polynomial hash of its code points, computed for every position and length
at once, so counting candidate pieces (here) and finding every vocabulary piece inside every word
(`lattice`) never loop over words in Python.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

import numpy as np

_BASE = np.uint64(0x9E3779B97F4A7C15)  # odd: the hash is a bijection of the last code point
_SLICE = 1 << 22  # elements per slice where a whole-array temporary would raise the peak


def _extend(hashes: np.ndarray, codes: np.ndarray) -> np.ndarray:
    """Hashes of substrings one character longer: the one definition of the substring hash.
    A code point counts as itself + 1, so that U+0000 moves the hash too."""
    with np.errstate(over="ignore"):
        return hashes * _BASE + (codes.astype(np.uint64) + np.uint64(1))


@dataclass
class Layout:
    """Strings laid end to end: code points, where each string starts, and how long it is. The
    trainer holds its words so rather than as `str` objects, which cost several times the
    memory and which forked workers would copy page by page as they touch their counts."""

    codes: np.ndarray  # uint32, the code point of each character (read-only)
    starts: np.ndarray  # int64, start of each string in `codes`
    lengths: np.ndarray  # int64

    @classmethod
    def of(cls, strings: Collection[str] | Layout) -> Layout:
        """These strings laid out (a layout as it is)."""
        if isinstance(strings, Layout):
            return strings
        lengths = np.fromiter(map(len, strings), dtype=np.int64, count=len(strings))
        codes = np.frombuffer("".join(strings).encode("utf-32-le", "surrogatepass"), np.uint32)
        starts = np.zeros(len(lengths), dtype=np.int64)
        np.cumsum(lengths[:-1], out=starts[1:])
        return cls(codes, starts, lengths)

    def __len__(self) -> int:
        return len(self.lengths)

    def string(self, i: int) -> str:
        start = int(self.starts[i])
        return self.codes[start:start + int(self.lengths[i])].tobytes().decode(
            "utf-32-le", "surrogatepass")

    def part(self, first: int, last: int) -> Layout:
        """Strings [first, last), their code points a view of these."""
        begin = int(self.starts[first]) if first < len(self) else len(self.codes)
        lengths = self.lengths[first:last]
        return Layout(self.codes[begin:begin + int(lengths.sum())], self.starts[first:last] - begin,
                      lengths)

    def room(self) -> np.ndarray:
        """int32 per position: the characters from it to the end of its string."""
        room = np.repeat((self.starts + self.lengths).astype(_index_type(len(self.codes))),
                         self.lengths)
        for start in range(0, len(room), _SLICE):  # room = end of the string - position
            room[start:start + _SLICE] -= np.arange(start, min(len(room), start + _SLICE),
                                                    dtype=room.dtype)
        return room.astype(np.int32, copy=False)

    def owners(self) -> np.ndarray:
        """The index of the string each character belongs to."""
        return np.repeat(np.arange(len(self.lengths), dtype=_index_type(len(self.lengths))),
                         self.lengths)

    def hashes(self, max_length: int):
        """Yield (k, positions, hashes) for k = 1..max_length: every substring of length k."""
        room = self.room()
        running = np.zeros(len(self.codes), dtype=np.uint64)
        for k in range(1, max_length + 1):
            valid = np.flatnonzero(room >= k)
            if not len(valid):
                return
            running[valid] = _extend(running[valid], self.codes[valid + k - 1])
            yield k, valid, running[valid].copy()


def hash_strings(strings: list[str]) -> np.ndarray:
    """The hash `Layout.hashes` gives each of these strings as a substring."""
    layout = Layout.of(strings)
    return _hashes_at(layout.codes, layout.starts, layout.lengths)


def _hashes_at(codes: np.ndarray, starts: np.ndarray, lengths: np.ndarray) -> np.ndarray:
    """The hashes of the substrings of `codes` at these starts, of these lengths."""
    out = np.zeros(len(starts), dtype=np.uint64)
    for j in range(int(lengths.max(initial=0))):
        longer = np.flatnonzero(lengths > j)
        out[longer] = _extend(out[longer], codes[starts[longer] + j])
    return out


class Pieces(Sequence):
    """Pieces as slices of one text, each made a string only when asked for: most seed pieces
    are pruned without ever being looked at. Also their substring hashes and lengths, which
    finding them inside words needs."""

    def __init__(self, text: str, starts: np.ndarray, lengths: np.ndarray,
                 hashes: np.ndarray) -> None:
        self.text, self.starts, self.lengths, self.hashes = text, starts, lengths, hashes

    def __len__(self) -> int:
        return len(self.lengths)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        start = int(self.starts[i])
        return self.text[start:start + int(self.lengths[i])]


    def take(self, indices) -> list[str]:
        """The pieces at these indices, as strings (faster than one by one)."""
        indices = np.asarray(indices, dtype=np.int64)
        text = self.text
        return [text[s:s + n] for s, n in zip(self.starts[indices].tolist(),
                                               self.lengths[indices].tolist())]


def take(pieces: Sequence[str], indices) -> list[str]:
    """`Pieces.take`, for any sequence of pieces."""
    if isinstance(pieces, Pieces):
        return pieces.take(indices)
    return [pieces[i] for i in np.asarray(indices, dtype=np.int64).tolist()]


def piece_lengths(pieces: Sequence[str]) -> np.ndarray:
    if isinstance(pieces, Pieces):
        return pieces.lengths
    return np.fromiter(map(len, pieces), dtype=np.int64, count=len(pieces))


def seed_pieces(
    words: Collection[str] | Layout, counts: np.ndarray, seed_size: int, max_piece_length: int,
    coverage: bool = False,
) -> tuple[Pieces, np.ndarray]:
    """Every character, then the best-scored substrings of 2..max_piece_length characters.

    Frequencies count every occurrence, weighted by the word's count. A substring's score is
    its frequency: the course's seed. With `coverage`, SentencePiece's `MakeSeedSentencePieces`
    and `tokenizers`' unigram trainer: only substrings that occur at least twice and are
    followed by more than one character (or end a word) qualify, the repeats a suffix array
    lists, and a substring's score is its frequency x length, so a corpus whose words occur
    once each still has a seed worth pruning. The score is also the seed frequency returned.
    Characters come in order of first appearance; substrings by descending score, ties by first
    occurrence (words in order, substrings left to right, shorter first), as the course's
    stable sort leaves them.

    Lengths are counted one after another, and a substring only grows where a longer one could
    still make the seed: a longer substring is never more frequent, nor longer than the room
    left in its word. Substrings are told apart exactly: the one at a position is numbered by
    its shorter prefix's number and its last character, numbers small enough to sort packed
    with the positions.
    """
    layout = Layout.of(words)
    char_id = _char_ids(layout.codes)
    last_char = char_id.view(char_id.dtype.str.replace("i", "u"))  # where no word has ended
    alphabet = int(char_id.max(initial=-1)) + 1
    room_of, owner, codes = layout.room(), layout.owners(), layout.codes
    n_chars, index = len(codes), _index_type(len(codes))
    del layout
    positions = np.arange(n_chars, dtype=index)  # where a substring of length k starts
    number = np.zeros(len(positions), dtype=index)  # of its prefix, then of it
    numbers = 1  # how many prefixes were told apart
    chars = (np.zeros(0, np.int64), np.zeros(0))  # where, freq
    candidates: list[tuple[np.ndarray, ...]] = []
    threshold = 0.0  # anything scoring less cannot make the seed any more
    least = 2.0 if coverage else 0.0  # the frequency a substring needs to qualify
    for k in range(1, max_piece_length + 1):
        fits = room_of[positions] >= k
        if not fits.all():
            positions, number = positions[fits], number[fits]
        del fits
        if not len(positions):
            break
        keys = number.astype(np.uint64)
        keys *= np.uint64(alphabet)
        for start in range(0, len(keys), _SLICE):
            keys[start:start + _SLICE] += last_char[positions[start:start + _SLICE] + (k - 1)]
        order, first = _sorted_runs(keys, numbers * alphabet)
        del keys
        starts = np.flatnonzero(first)
        # Each run's positions are in ascending order (ties sort by index): its first is the
        # substring's first occurrence.
        first_pos = positions[order[starts]].astype(np.int64)
        run = np.cumsum(first, dtype=index)
        run -= 1
        number[order] = run
        del run
        numbers = len(starts)
        freq = _sums(number, positions, owner, counts, numbers)
        room = room_of[positions]  # characters from each position to its word's end
        if k == 1:
            by_first = np.argsort(first_pos)
            chars = (first_pos[by_first], freq[by_first])
        else:
            qualifies = freq >= least
            if coverage:
                after = char_id[positions + k]  # the next character, -1 where the word ends
                after[room == k] = -1
                qualifies &= _branches(after[order], first, starts)
                del after
            score = freq * k if coverage else freq
            best = np.flatnonzero(qualifies)
            if len(best) > seed_size:  # else all of them: the final sort orders them
                best = best[np.lexsort((first_pos[best], -score[best]))[:seed_size]]
            candidates.append((score[best], first_pos[best], np.full(len(best), k)))
            threshold = _kth_largest(np.concatenate([c[0] for c in candidates]),
                                     seed_size - len(chars[0]))
        del order, first
        if coverage:  # a longer substring scores at most its frequency x the room left
            grows = room >= _room_needed(freq, least, threshold, max_piece_length)[number]
        else:
            grows = (freq >= threshold)[number]
        positions, number = positions[grows], number[grows]
    room = max(0, seed_size - len(chars[0]))
    where, freq = chars
    lengths = np.ones(len(where), dtype=np.int64)
    if candidates and room:
        c_score, c_where, c_length = (np.concatenate(c) for c in zip(*candidates))
        best = np.lexsort((c_length, c_where, -c_score))[:room]
        where, freq = np.r_[where, c_where[best]], np.r_[freq, c_score[best]]
        lengths = np.r_[lengths, c_length[best]]
    return _gathered(codes, where, lengths), freq


def _gathered(codes: np.ndarray, where: np.ndarray, lengths: np.ndarray) -> Pieces:
    """The pieces at these positions of `codes`, of these lengths, copied into a text of their
    own (not the corpus's)."""
    starts = np.zeros(len(lengths), dtype=np.int64)
    np.cumsum(lengths[:-1], out=starts[1:])
    piece_codes = codes[np.repeat(where - starts, lengths) + np.arange(int(lengths.sum()))]
    return Pieces(piece_codes.tobytes().decode("utf-32-le", "surrogatepass"), starts, lengths,
                  _hashes_at(piece_codes, starts, lengths))


def _char_ids(codes: np.ndarray) -> np.ndarray:
    """Each character's id among the distinct ones (0, 1, ... by code point), then a -1 that
    stands for a word's end: the smallest signed type that holds them."""
    present = np.bincount(codes) > 0
    ids = np.cumsum(present, dtype=np.int32) - 1
    small = np.int16 if len(ids) and ids[-1] < np.iinfo(np.int16).max else np.int32
    return np.r_[ids.astype(small)[codes], small(-1)]


def _sums(number: np.ndarray, positions: np.ndarray, owner: np.ndarray, counts: np.ndarray,
          numbers: int) -> np.ndarray:
    """Per substring number, the counts of the words of its positions, summed a slice of
    positions at a time, as the counts per position would raise the peak (integer counts sum
    exactly either way)."""
    sums = np.zeros(numbers)
    for start in range(0, len(number), _SLICE):
        part = slice(start, start + _SLICE)
        sums += np.bincount(number[part], weights=counts[owner[positions[part]]],
                            minlength=numbers)
    return sums


def _index_type(n: int) -> type:
    """The smallest signed integer type that numbers n things: positions and substrings."""
    return np.int32 if n < np.iinfo(np.int32).max else np.int64


def _room_needed(freq: np.ndarray, least: float, threshold: float, longest: int) -> np.ndarray:
    """Per substring, the room a position needs for a longer one there to score `threshold`
    (frequency x length) or more; out of reach where none can qualify."""
    out_of_reach = np.iinfo(np.int32).max
    with np.errstate(divide="ignore"):
        needed = np.ceil(threshold / freq * (1 - 1e-12))  # never more than needed
    needed[(freq < least) | (needed > longest)] = out_of_reach
    return needed.astype(np.int32)


def _branches(after: np.ndarray, first: np.ndarray, starts: np.ndarray) -> np.ndarray:
    """Per run of equal substrings (`first` marks where each starts, at `starts`), whether
    they are followed by two different characters or, somewhere, by a word's end (-1)."""
    branch = after == -1
    branch[1:] |= (after[1:] != after[:-1]) & ~first[1:]
    return np.logical_or.reduceat(branch, starts)


def _sorted_runs(keys: np.ndarray, bound: int) -> tuple[np.ndarray, np.ndarray]:
    """An order that sorts `keys` (uint64, below `bound`; overwritten), equal keys by index, and
    where each run of equal keys starts in it. Keys and their indices packed in 64 bits sort several times faster
    than an argsort (numpy's sort of plain integers is vectorised); packed in place, in slices,
    as this is the seed's peak memory."""
    index_bits = max(1, (len(keys) - 1).bit_length())
    if (bound - 1).bit_length() + index_bits > 64:  # ties by index too: a stable sort
        order = np.argsort(keys, kind="stable")
        ordered = keys[order]
    else:  # key in the high bits, its index in the low ones: sorted by key, ties by index
        packed, low = keys, np.uint64((1 << index_bits) - 1)
        packed <<= np.uint64(index_bits)
        for start in range(0, len(packed), _SLICE):
            packed[start:start + _SLICE] |= np.arange(start, min(len(packed), start + _SLICE),
                                                      dtype=np.uint64)
        packed.sort()
        order = np.empty(len(packed), dtype=_index_type(len(packed)))
        for start in range(0, len(packed), _SLICE):
            order[start:start + _SLICE] = packed[start:start + _SLICE] & low
        packed >>= np.uint64(index_bits)
        ordered = packed  # the keys, sorted
    first = np.ones(len(keys), dtype=bool)
    first[1:] = ordered[1:] != ordered[:-1]
    return order, first


def _kth_largest(values: np.ndarray, k: int) -> float:
    """The k-th largest value (0 if there are fewer than k)."""
    if k <= 0 or len(values) < k:
        return 0.0
    return float(np.partition(values, len(values) - k)[len(values) - k])
