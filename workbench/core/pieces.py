"""Encoding many texts fast, for `Tokenizer.encode_many`: a text that holds no added token and
whose normalization keeps every character in place (`Normalizer.aligned_str`) is cut where the
pre-tokenizer says (`PreTokenizer.cut`), and each distinct piece is encoded once, through the
whole pipeline, and kept with its offsets counted from the piece's start. Any other text is
encoded by the tokenizer's own way (the `fallback` given), so the encodings are always
`encode`'s.

A piece's encoding depends only on its text and on whether it starts the text (Metaspace puts
its '▁' before the first piece only): the pre-tokenizers that `cut` change each piece on
its own, and the model encodes each piece on its own. The piece is checked to stay one piece
when pre-tokenized alone.

The texts' encodings come out together, as flat arrays (`Packed`): the pieces' cached tokens are
joined and their offsets moved by where each piece starts, without a Python step per token.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import accumulate, chain
from operator import itemgetter

import numpy as np
import regex

from .encoding import Encoding
from .models.base import Model
from .pipeline.normalizers import NormalizedString, Normalizer
from .pipeline.pre_tokenizers import PreTokenizer

CACHE_SIZE = 500_000  # pieces kept, in each of the two caches (first piece, others)
Piece = tuple[list[str], list[int], list[int], list[int]]  # tokens, ids, starts and ends in it
_UNFIT: tuple = ()  # a piece this way cannot encode
_TOKENS, _IDS, _STARTS, _ENDS = (itemgetter(i) for i in range(4))


@dataclass
class Packed:
    """The encodings of many texts (one sequence each, no special tokens) in flat arrays: text
    i's tokens are those from sum(counts[:i]) on, `counts[i]` of them."""

    tokens: list[str]
    ids: np.ndarray  # int64, as the offsets
    starts: np.ndarray
    ends: np.ndarray
    counts: np.ndarray

    def encodings(self) -> list[Encoding]:
        """One `Encoding` per text."""
        tokens, ids = self.tokens, self.ids.tolist()
        offsets = list(zip(self.starts.tolist(), self.ends.tolist()))
        bounds = [0, *accumulate(self.counts.tolist())]
        return [Encoding(tokens[a:b], ids[a:b], offsets[a:b]) for a, b in zip(bounds, bounds[1:])]


def packed(encodings: list[Encoding]) -> Packed:
    """The encodings as one `Packed`."""
    spans = np.fromiter(chain.from_iterable(chain.from_iterable(e.offsets for e in encodings)),
                        np.int64).reshape(-1, 2)
    return Packed(list(chain.from_iterable(e.tokens for e in encodings)),
                  np.fromiter(chain.from_iterable(e.ids for e in encodings), np.int64),
                  spans[:, 0].copy(), spans[:, 1].copy(),
                  np.fromiter(map(len, encodings), np.int64, len(encodings)))


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

    def encode_packed(self, texts: list[str], fallback: Callable[[str], Encoding]) -> Packed:
        """The encodings of `texts`, each a sequence of its own; `fallback(text)` encodes a
        text this way cannot."""
        found: list[Piece | tuple] = []  # every text's pieces' encodings, in order
        positions: list[int] = []  # where each piece starts in its text
        pieces_per_text: list[int] = []
        for text in texts:
            parts = self._cut(text)
            pieces = parts[1::2] if parts is not None else ()
            encoded = self._look_up(pieces) if pieces else None
            if encoded is None:  # not this way, or an empty text: the fallback's, as one piece
                encoding = fallback(text)
                encoded = [(encoding.tokens, encoding.ids, [a for a, _ in encoding.offsets],
                            [b for _, b in encoding.offsets])]
                positions.append(0)
            else:
                positions += list(accumulate(map(len, parts)))[:-1:2]  # type: ignore[arg-type]
            found += encoded
            pieces_per_text.append(len(encoded))
        per_piece = np.fromiter(map(len, map(_IDS, found)), np.int64, len(found))
        shift = np.repeat(np.array(positions, np.int64), per_piece)
        text_of_piece = np.repeat(np.arange(len(texts)), pieces_per_text)
        return Packed(list(chain.from_iterable(map(_TOKENS, found))),
                      np.fromiter(chain.from_iterable(map(_IDS, found)), np.int64),
                      np.fromiter(chain.from_iterable(map(_STARTS, found)), np.int64) + shift,
                      np.fromiter(chain.from_iterable(map(_ENDS, found)), np.int64) + shift,
                      np.bincount(text_of_piece, per_piece, len(texts)).astype(np.int64))

    def _cut(self, text: str) -> list[str] | None:
        """The text's normalized pieces, as `PreTokenizer.cut` gives them, or None when this
        way cannot tell them."""
        if self._raw_added is not None and self._raw_added.search(text):
            return None
        normalized = self.normalizer.aligned_str(text)
        if normalized is None or (self._normalized_added is not None
                                  and self._normalized_added.search(normalized)):
            return None
        return self.pre_tokenizer.cut(normalized)

    def _look_up(self, pieces: list[str]) -> list[Piece] | None:
        """The encodings of a text's pieces, from the caches (encoded there if new), or None
        when one is empty or cannot be encoded this way."""
        rest = self._rest
        found = [self._first.get(pieces[0]), *map(rest.get, pieces[1:])]
        if None in found:
            for i, piece in enumerate(pieces):
                if found[i] is None:
                    found[i] = self._encoded(piece, i == 0)
        if _UNFIT in found:
            return None
        return found  # type: ignore[return-value]

    def _encoded(self, piece: str, first: bool) -> Piece | tuple:
        """The piece through the pre-tokenizer and the model, alone, as the text's first piece
        (the sequence starts at 0) or a later one; kept in the cache."""
        shift = 0 if first else 1
        parts = self.pre_tokenizer.pre_tokenize(NormalizedString.from_text(piece, shift))
        if not piece or len(parts) != 1 \
                or parts[0].original_span(0, len(parts[0].text)) != (shift, shift + len(piece)):
            found: Piece | tuple = _UNFIT
        else:
            part = parts[0]
            tokens = self.model.tokenize(part.text)
            spans = [part.original_span(start, end) for _, start, end in tokens]
            found = ([self.model.token_text(part.text, token) for token in tokens],
                     [token[0] for token in tokens], [a - shift for a, _ in spans],
                     [b - shift for _, b in spans])
        cache = self._first if first else self._rest
        if len(cache) < CACHE_SIZE:
            cache[piece] = found
        return found
