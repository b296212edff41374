"""Encoding many texts fast, for `Tokenizer.encode_many`: a text that holds no added token and
whose normalization keeps every character in place (`Normalizer.aligned_str`) is cut where the
pre-tokenizer says (`PreTokenizer.cut`), and each distinct piece is encoded once, through the
whole pipeline, and kept with its offsets counted from the piece's start. Any other text is
encoded by the tokenizer's own way (the `fallback` given), so the encodings are always
`encode`'s.

A text whose normalizer changes each character on its own (`Normalizer.char_images`: BERT's,
lowercasing, NFD...) but not in place is cut the same way, and its pieces are taken back to the
characters of the text they come from: each distinct such piece of the text is encoded once,
normalized alone, in caches of their own.

A piece's encoding depends only on its text and on whether it starts the text (Metaspace puts
its '▁' before the first piece only): the pre-tokenizers that `cut` change each piece on
its own, and the model encodes each piece on its own. The piece is checked to stay one piece
when pre-tokenized alone; when normalization keeps the piece's characters in place and the
pre-tokenizer knows it keeps the piece whole, each character in its place
(`PreTokenizer.alone`: Metaspace but for a '▁' it prepends, the regex ones for ASCII), its text
is known at once, and the model's offsets are the piece's.

A corpus repeats lines (blank ones, headers, boilerplate): each text's entries are kept too (up
to `TEXTS_KEPT` texts of at most `TEXT_KEPT_LENGTH` characters), so a repeat is one look-up.

Texts are cut `BATCH` at a time, and the batch's new pieces go to the model together
(`Model.tokenize_many`: Unigram segments them in one compiled call, see unigram/viterbi_many.py).
The texts' encodings come out together, as flat arrays (`Packed`): the pieces' cached tokens are
joined and their offsets moved by where each piece starts, without a Python step per token.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from itertools import accumulate, chain

import numpy as np
import regex

from ..models.base import Model, Token
from ..pipeline.normalizers import NormalizedString, Normalizer
from ..pipeline.pre_tokenizers import PreTokenizer
from ..runtime.collector import collector_paused
from .encoding import Encoding, lazy_encodings

CACHE_SIZE = 500_000  # pieces kept (first pieces and others); then the caches start again
BATCH = 2000  # texts cut together, their new pieces encoded together
TEXTS_KEPT = 100_000  # texts whose entries are kept (a corpus repeats lines); then they start again
TEXT_KEPT_LENGTH = 256  # the longest text kept (long ones seldom repeat)
_UNFIT = -1  # the entry of a piece this way cannot encode


@dataclass
class Packed:
    """The encodings of many texts (one sequence each, no special tokens) in flat arrays: text
    i's tokens are those from sum(counts[:i]) on, `counts[i]` of them.

    The tokens are a list (`listed`), or named when read: by `names[id]` (the tokenizer's
    vocabulary), but for the few that are not their id's name (an unknown run's own text), kept
    by position in `unusual` (positions ascending). Neither when not asked for."""

    listed: list[str] | None
    ids: np.ndarray  # int64, as the offsets (narrower once sent to another process)
    starts: np.ndarray
    ends: np.ndarray
    counts: np.ndarray
    names: Sequence[str] | None = None
    unusual: dict[int, str] = field(default_factory=dict)
    _positions: list[int] | None = field(default=None, init=False, repr=False, compare=False)

    def __getstate__(self) -> dict:
        """Sent to another process (a batch's worker sends its lines' encodings back) with
        each array in the narrowest unsigned type that holds it: a quarter of the bytes,
        for the most part, to copy through the pipe and read; and without the names, which
        the receiver has (see `named`)."""
        state = dict(self.__dict__)
        for name in ("ids", "starts", "ends", "counts"):
            state[name] = _narrowed(state[name])
        state["names"] = state["_positions"] = None
        return state

    def named(self, names: Sequence[str]) -> Packed:
        """These encodings, their tokens named by `names` (the tokenizer's vocabulary) once
        sent from another process."""
        self.names = names
        return self

    @property
    def tokens(self) -> list[str] | None:
        """Every token, in order (None when not asked for)."""
        return self._tokens(0, len(self.ids))

    def _tokens(self, start: int, end: int) -> list[str] | None:
        """Tokens [start, end), listed or named."""
        if self.listed is not None:
            return self.listed[start:end]
        if self.names is None:
            return None
        tokens = list(map(self.names.__getitem__, self.ids[start:end].tolist()))
        if self.unusual:
            positions = self._unusual_positions()
            for position in positions[bisect_left(positions, start):bisect_left(positions, end)]:
                tokens[position - start] = self.unusual[position]
        return tokens

    def _unusual_positions(self) -> list[int]:
        """`unusual`'s positions, kept once listed (a batch's encodings are read one by one)."""
        if self._positions is None:
            self._positions = list(self.unusual)
        return self._positions

    def encodings(self) -> list[Encoding]:
        """One `Encoding` per text (the tokens must have been asked for), each making its
        lists from these arrays when one is first read."""
        return lazy_encodings(self, accumulate(self.counts.tolist(), initial=0))

    def encoding_fields(self, start: int, end: int) -> tuple[list, ...]:
        """The fields of the encoding of tokens [start, end) (see `lazy_encodings`)."""
        length = end - start
        return (self._tokens(start, end), self.ids[start:end].tolist(),
                list(zip(self.starts[start:end].tolist(), self.ends[start:end].tolist())),
                [0] * length, [1] * length)


def _narrowed(values: np.ndarray) -> np.ndarray:
    """`values` in the narrowest of uint16 and uint32 that holds them, or as they are."""
    if not len(values) or values.min() < 0:
        return values
    top = values.max()
    for kind in (np.uint16, np.uint32):
        if top <= np.iinfo(kind).max:
            return values.astype(kind)
    return values


def packed(encodings: list[Encoding]) -> Packed:
    """The encodings as one `Packed`."""
    spans = np.fromiter(chain.from_iterable(chain.from_iterable(e.offsets for e in encodings)),
                        np.int64).reshape(-1, 2)
    return Packed(list(chain.from_iterable(e.tokens for e in encodings)),
                  np.fromiter(chain.from_iterable(e.ids for e in encodings), np.int64),
                  spans[:, 0].copy(), spans[:, 1].copy(),
                  np.fromiter(map(len, encodings), np.int64, len(encodings)))


class _Column:
    """A growing array (of int64 unless said)."""

    def __init__(self, dtype: type = np.int64) -> None:
        self.data = np.empty(1 << 12, dtype)
        self.size = 0

    def extend(self, values: list[int] | np.ndarray) -> None:
        end = self.size + len(values)
        if end > len(self.data):
            grown = np.empty(max(2 * len(self.data), end), self.data.dtype)
            grown[:self.size] = self.data[:self.size]
            self.data = grown
        self.data[self.size:end] = values
        self.size = end


class _Entries:
    """Encodings of pieces (or of whole texts), each an entry: entry k's tokens are the flat
    columns' items from `first[k]` on, `length[k]` of them; new ones wait in lists until
    `flush` adds them to the arrays. A token is named by its id (`names`), but for those in
    `unusual` (by flat position), which `odd` marks."""

    def __init__(self, names: Sequence[str]) -> None:
        self.names = names
        self.unusual: dict[int, str] = {}
        self.ids, self.starts, self.ends = _Column(), _Column(), _Column()
        self.first, self.length, self.odd = _Column(), _Column(), _Column(np.bool_)
        self.count = 0
        self._new: tuple[list[int], ...] = ([], [], [], [], [])  # ids, starts, ends, lengths, odd

    def add(self, ids: Sequence[int], starts: Sequence[int], ends: Sequence[int],
            unusual: Iterable[tuple[int, str]] = ()) -> int:
        """A new entry of these tokens; `unusual`: (place among them, text) of those that are
        not their id's name."""
        new = self._new
        first = self.ids.size + len(new[0])
        for place, text in unusual:
            self.unusual[first + place] = text
            new[4].append(first + place)
        new[0].extend(ids)
        new[1].extend(starts)
        new[2].extend(ends)
        new[3].append(len(ids))
        self.count += 1
        return self.count - 1

    def unusual_at(self, index: np.ndarray) -> dict[int, str]:
        """The unusual tokens among the flushed ones at `index`, by their place in it."""
        if not self.unusual:
            return {}
        odd = np.flatnonzero(self.odd.data[index])
        return dict(zip(odd.tolist(), map(self.unusual.__getitem__, index[odd].tolist())))

    def flush(self) -> None:
        ids, starts, ends, lengths, odd = self._new
        if not lengths:
            return
        self.first.extend(list(accumulate(lengths[:-1], initial=self.ids.size)))
        self.length.extend(lengths)
        self.odd.extend(np.zeros(len(ids), np.bool_))
        self.odd.data[odd] = True
        self.ids.extend(ids)
        self.starts.extend(starts)
        self.ends.extend(ends)
        self._new = ([], [], [], [], [])


class PieceEncoder:
    """A tokenizer's sequence encoding (no post-processing) through caches of pieces."""

    def __init__(self, normalizer: Normalizer, pre_tokenizer: PreTokenizer, model: Model,
                 raw_added: regex.Pattern | None, normalized_added: regex.Pattern | None,
                 special_as_text: bool = False, names: Sequence[str] | None = None) -> None:
        """`special_as_text`: whether the fallback given to `encode_packed` encodes special
        tokens in a text as plain text (the encodings kept are the fallback's too). `names`:
        the tokens by id that name the encodings' tokens (the model's vocabulary if None)."""
        self.names = model.vocab if names is None else names
        self._own_text_ids = _own_text_ids(model, self.names)
        self.normalizer = normalizer
        self.pre_tokenizer = pre_tokenizer
        self.model = model
        self.special_as_text = special_as_text
        self._raw_added = raw_added  # added tokens matched in the text as given
        self._normalized_added = normalized_added  # and in the normalized text
        self._start_caches()

    def _start_caches(self) -> None:
        self._entries = _Entries(self.names)
        self._first: dict[str, int] = {}  # normalized piece -> its entry, as a text's first piece
        self._rest: dict[str, int] = {}  # and as a later one
        self._raw_first: dict[str, int] = {}  # the same of pieces of text to normalize
        self._raw_rest: dict[str, int] = {}
        self._texts: dict[str, tuple[list[int], list[int]]] = {}  # text -> `_text_entries`

    @collector_paused()
    def encode_packed(self, texts: list[str], fallback: Callable[[str], Encoding],
                      tokens: bool = True) -> Packed:
        """The encodings of `texts`, each a sequence of its own; `fallback(text)` encodes a
        text this way cannot. Without `tokens`, only the ids and offsets."""
        if self._entries.count > 2 * CACHE_SIZE:
            self._start_caches()
        entries = self._entries
        found: list[int] = []  # the entries of every text's pieces, in order
        positions: list[int] = []  # where each piece starts in its text
        pieces_per_text: list[int] = []
        known = self._texts
        for begin in range(0, len(texts), BATCH):
            if len(known) > TEXTS_KEPT:
                known.clear()
            batch = texts[begin:begin + BATCH]
            fresh = [text for text in dict.fromkeys(batch) if text not in known]
            cuts = [self._cut(text) for text in fresh]
            self._encode_new(cuts)
            for text, (parts, raw) in zip(fresh, cuts):
                known[text] = self._text_entries(text, parts, raw, fallback)
            for text in batch:
                encoded, starts = known[text]
                found += encoded
                positions += starts
                pieces_per_text.append(len(encoded))
            for text in fresh:
                if len(text) > TEXT_KEPT_LENGTH:
                    del known[text]
        entries.flush()
        keys = np.array(found, np.int64)
        lengths = entries.length.data[keys]
        before = np.cumsum(lengths) - lengths  # the tokens before each piece's
        index = np.repeat(entries.first.data[keys] - before, lengths) + np.arange(lengths.sum())
        shift = np.repeat(np.array(positions, np.int64), lengths)
        text_of_piece = np.repeat(np.arange(len(texts)), pieces_per_text)
        return Packed(None, entries.ids.data[index], entries.starts.data[index] + shift,
                      entries.ends.data[index] + shift,
                      np.bincount(text_of_piece, lengths, len(texts)).astype(np.int64),
                      self.names if tokens else None, entries.unusual_at(index) if tokens else {})

    def _text_entries(self, text: str, parts: list[str] | None, raw: bool,
                      fallback: Callable[[str], Encoding]) -> tuple[list[int], list[int]]:
        """The entries of a text's pieces (as `_cut` gives them, encoded) and where each starts
        in the text; when this way cannot encode it (or it is empty), the fallback's encoding
        as one entry, at 0."""
        pieces = parts[1::2] if parts is not None else ()
        encoded = self._look_up(pieces, raw) if pieces else None
        if encoded is None:
            encoding = fallback(text)
            starts, ends = zip(*encoding.offsets) if encoding.offsets else ((), ())
            return [self._entries.add(encoding.ids, starts, ends,
                                      self._misnamed(encoding.ids, encoding.tokens))], [0]
        return encoded, list(accumulate(map(len, parts)))[:-1:2]  # type: ignore[arg-type]

    def _cut(self, text: str) -> tuple[list[str] | None, bool]:
        """The text's pieces, as `PreTokenizer.cut` gives them (None when this way cannot tell
        them), and whether they are pieces of the text to normalize (`_raw_cut`) rather than
        of the normalized text."""
        if self._raw_added is not None and self._raw_added.search(text):
            return None, False
        normalized = self.normalizer.aligned_str(text)
        if normalized is None:
            return self._raw_cut(text), True
        if self._normalized_added is not None and self._normalized_added.search(normalized):
            return None, False
        return self.pre_tokenizer.cut(normalized), False

    def _raw_cut(self, text: str) -> list[str] | None:
        """`_cut` of a text whose normalizer changes each character on its own: the normalized
        text's pieces taken back to the characters of `text` they come from (the text between
        them in between), or None when this way cannot tell them (two pieces from one
        character, an empty piece)."""
        images = self.normalizer.char_images(text)
        if images is None:
            return None
        normalized = "".join(images)
        if self._normalized_added is not None and self._normalized_added.search(normalized):
            return None
        parts = self.pre_tokenizer.cut(normalized)
        if parts is None:
            return None
        ends = list(accumulate(map(len, images)))  # where each character's image ends
        out, done, position = [], 0, 0  # done: the characters of `text` before, in `out`
        for i, part in enumerate(parts):
            if i % 2:
                if not part:
                    return None
                start = bisect_right(ends, position)
                end = bisect_right(ends, position + len(part) - 1) + 1
                if start < done:
                    return None
                out += [text[done:start], text[start:end]]
                done = end
            position += len(part)
        out.append(text[done:])
        return out

    def word_counts(self, text: str) -> Counter[str] | None:
        """How often the model is given each word of `text` as one sequence (`Tokenizer.words`
        counted: `text` holds no added token here), each distinct piece pre-tokenized once; or
        None when this way cannot tell them."""
        parts, raw = self._cut(text)
        if parts is None:
            return None
        pieces = [piece for piece in parts[1::2] if piece]
        if not pieces:
            return Counter()
        first = self._alone(pieces[0], True, raw)
        if first is None:
            return None
        counts = Counter({first[0]: 1})
        for piece, times in Counter(pieces[1:]).items():
            alone = self._alone(piece, False, raw)
            if alone is None:
                return None
            counts[alone[0]] += times
        return counts

    def _caches(self, raw: bool) -> tuple[dict[str, int], dict[str, int]]:
        """The entries of first pieces and of later ones (`raw`: of pieces to normalize)."""
        return (self._raw_first, self._raw_rest) if raw else (self._first, self._rest)

    def _look_up(self, pieces: list[str], raw: bool) -> list[int] | None:
        """The entries of a text's pieces (`raw`: to normalize), all in the caches, or None
        when one is empty or cannot be encoded this way."""
        first, rest = self._caches(raw)
        found = [first[pieces[0]], *map(rest.__getitem__, pieces[1:])]
        return None if _UNFIT in found else found

    def _encode_new(self, cuts: list[tuple[list[str] | None, bool]]) -> None:
        """Every piece of these texts (as `_cut` gives them) that the caches lack, put there:
        the model is given their words together (`Model.tokenize_many`)."""
        new: list[tuple[dict[str, int], str, bool, bool]] = []  # cache, piece, first, raw
        for raw in (False, True):
            pieces = [parts[1::2] for parts, is_raw in cuts if parts is not None and is_raw is raw]
            first, rest = self._caches(raw)
            for cache, is_first, seen in (
                    (first, True, (p[0] for p in pieces if p)),
                    (rest, False, chain.from_iterable(p[1:] for p in pieces))):
                new += [(cache, piece, is_first, raw) for piece in dict.fromkeys(seen)
                        if piece not in cache]
        if not new:
            return
        alone = [self._alone(piece, first, raw) if piece else None
                 for _, piece, first, raw in new]
        words = iter(self.model.tokenize_many([part[0] for part in alone if part is not None]))
        add, token_text, own = self._entries.add, self.model.token_text, self._own_text_ids
        for (cache, piece, first, _), part in zip(new, alone):
            if part is None:
                cache[piece] = _UNFIT
                continue
            tokens, (text, aligned) = next(words), part
            ids, starts, ends = _columns(tokens, aligned, 0 if first else 1)
            unusual = () if own is not None and own.isdisjoint(ids) else \
                self._misnamed(ids, [token_text(text, token) for token in tokens])
            cache[piece] = add(ids, starts, ends, unusual)

    def _misnamed(self, ids: Sequence[int], texts: Sequence[str]) -> list[tuple[int, str]]:
        """(place, text) of the tokens whose text is not their id's name."""
        names, known = self.names, len(self.names)
        return [(place, text) for place, (token_id, text) in enumerate(zip(ids, texts))
                if token_id >= known or names[token_id] != text]

    def _alone(self, piece: str, first: bool, raw: bool
               ) -> tuple[str, NormalizedString | None] | None:
        """The piece (`raw`: normalized first) through the pre-tokenizer, alone, as the text's
        first piece (the sequence starts at 0) or a later one (at 1): its text, and what aligns
        that text to the piece (None: each character is in its place, `PreTokenizer.alone`);
        None if it does not stay one piece."""
        normalized = self.normalizer.aligned_str(piece) if raw else piece
        text = None if normalized is None else self.pre_tokenizer.alone(normalized, first)
        if text is not None:
            return text, None
        shift = 0 if first else 1
        ns = self.normalizer.normalize(piece, shift) if raw else \
            NormalizedString.from_text(piece, shift)
        parts = self.pre_tokenizer.pre_tokenize(ns)
        if len(parts) != 1 or parts[0].original_span(0, len(parts[0].text)) != (shift, shift + len(piece)):
            return None
        return parts[0].text, parts[0]


def _own_text_ids(model: Model, names: Sequence[str]) -> frozenset[int] | None:
    """The ids whose tokens `model.token_text` may name otherwise than `names` do (None: any):
    those the model names by a word's own text, and those whose name differs from the model's."""
    own = model.own_text_ids()
    if own is None:
        return None
    named = names[:len(model.vocab)]
    return own | {token_id for token_id, token in enumerate(model.vocab)
                  if token_id >= len(named) or named[token_id] != token}


def _columns(tokens: list[Token], aligned: NormalizedString | None, shift: int
             ) -> tuple[Sequence[int], Sequence[int], Sequence[int]]:
    """A piece's tokens' ids and where they start and end in the piece: `aligned` aligns the
    text they were found in to the piece (placed at `shift` in its sequence); None: the text
    is the piece's length, character for character."""
    if not tokens:
        return (), (), ()
    ids, starts, ends = zip(*tokens)
    if aligned is None:
        return ids, starts, ends
    align = aligned.align
    spans = [(align[a][0], align[b - 1][1]) if a < b else aligned.original_span(a, b)
             for _, a, b in tokens]
    return ids, [a - shift for a, _ in spans], [b - shift for _, b in spans]
