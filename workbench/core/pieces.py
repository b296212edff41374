"""Encoding many texts fast, for `Tokenizer.encode_many`: a text that holds no added token and
whose normalization keeps every character in place (`Normalizer.aligned_str`) is cut where the
pre-tokenizer says (`PreTokenizer.cut`), and each distinct piece is encoded once, through the
whole pipeline, and kept with its offsets counted from the piece's start. Any other text is left
to the tokenizer's own way (`encode` returns None), so the encodings are always `encode`'s.

A piece's encoding depends only on its text and on whether it starts the text (Metaspace puts
its '▁' before the first piece only): the pre-tokenizers that `cut` change each piece on
its own, and the model encodes each piece on its own. The piece is checked to stay one piece
when pre-tokenized alone.
"""

from __future__ import annotations

from collections import Counter
from operator import add

import regex

from .encoding import Encoding
from .models.base import Model
from .pipeline.normalizers import NormalizedString, Normalizer
from .pipeline.pre_tokenizers import PreTokenizer

CACHE_SIZE = 500_000  # pieces kept, in each of the two caches (first piece, others)
Piece = tuple[list[str], list[int], list[int], list[int]]  # tokens, ids, starts and ends in it
_UNFIT: tuple = ()  # a piece this way cannot encode


class PieceEncoder:
    """A tokenizer's sequence encoding (no post-processing) through caches of pieces."""

    def __init__(self, normalizer: Normalizer, pre_tokenizer: PreTokenizer, model: Model,
                 raw_added: regex.Pattern | None, normalized_added: regex.Pattern | None) -> None:
        self.normalizer = normalizer
        self.pre_tokenizer = pre_tokenizer
        self.model = model
        self._raw_added = raw_added  # added tokens matched in the text as given
        self._normalized_added = normalized_added  # and in the normalized text
        self._first: dict[str, Piece | tuple] = {}
        self._rest: dict[str, Piece | tuple] = {}

    def _cut(self, text: str) -> list[str] | None:
        """`text` as one sequence cut into pieces (`PreTokenizer.cut`), or None when this way
        cannot tell them."""
        if self._raw_added is not None and self._raw_added.search(text):
            return None
        normalized = self.normalizer.aligned_str(text)
        if normalized is None or (self._normalized_added is not None
                                  and self._normalized_added.search(normalized)):
            return None
        return self.pre_tokenizer.cut(normalized)

    def word_counts(self, text: str) -> Counter[str] | None:
        """How often the model is given each word of `text` as one sequence (`Tokenizer.words`
        counted: `text` holds no added token here), each distinct piece pre-tokenized once; or
        None when this way cannot tell them."""
        parts = self._cut(text)
        if parts is None:
            return None
        pieces = [piece for piece in parts[1::2] if piece]
        if not pieces:
            return Counter()
        first = self._alone(pieces[0], first=True)
        if first is None:
            return None
        counts = Counter({first.text: 1})
        for piece, times in Counter(pieces[1:]).items():
            alone = self._alone(piece, first=False)
            if alone is None:
                return None
            counts[alone.text] += times
        return counts

    def encode(self, text: str) -> Encoding | None:
        """The tokens, ids and offsets of `text` as one sequence, or None when this way cannot
        tell them."""
        parts = self._cut(text)
        if parts is None:
            return None
        tokens: list[str] = []
        ids: list[int] = []
        starts: list[int] = []  # in the piece, then in the text
        ends: list[int] = []
        shifts: list[int] = []  # where the token's piece starts
        cache, rest, first = self._first, self._rest, self._first
        position = 0
        for gap, piece in zip(parts[::2], parts[1::2]):
            position += len(gap)
            if not piece:
                continue
            found = cache.get(piece)
            if found is None:
                found = self._encoded(piece, cache is first)
                if len(cache) < CACHE_SIZE:
                    cache[piece] = found
            if found is _UNFIT:
                return None
            tokens += found[0]
            ids += found[1]
            starts += found[2]
            ends += found[3]
            shifts += [position] * len(found[1])
            position += len(piece)
            cache = rest
        if position:
            starts = list(map(add, starts, shifts))
            ends = list(map(add, ends, shifts))
        return Encoding(tokens, ids, list(zip(starts, ends)))

    def _alone(self, piece: str, first: bool) -> NormalizedString | None:
        """The piece through the pre-tokenizer, alone, as the text's first piece (the sequence
        starts at 0) or a later one (at 1); None if it does not stay one piece."""
        shift = 0 if first else 1
        parts = self.pre_tokenizer.pre_tokenize(NormalizedString.from_text(piece, shift))
        if len(parts) != 1 or parts[0].original_span(0, len(parts[0].text)) != (shift, shift + len(piece)):
            return None
        return parts[0]

    def _encoded(self, piece: str, first: bool) -> Piece | tuple:
        """The piece through the pre-tokenizer and the model, alone (see `_alone`)."""
        part = self._alone(piece, first)
        if part is None:
            return _UNFIT
        shift = 0 if first else 1
        found = self.model.tokenize(part.text)
        spans = [part.original_span(start, end) for _, start, end in found]
        return ([self.model.token_text(part.text, token) for token in found],
                [token[0] for token in found], [a - shift for a, _ in spans],
                [b - shift for _, b in spans])
