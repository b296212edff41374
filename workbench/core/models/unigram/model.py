"""The Unigram model: pieces with log-probabilities, Viterbi and n-best segmentation; and
SentencePieceUnigramModel, a `.model`'s Unigram with SentencePiece's piece types.

>>> model = UnigramModel(["<unk>", "h", "u", "g", "hu", "ug"],
...                      [0.0, -3.0, -2.0, -2.5, -3.5, -3.0], 0)
>>> [model.vocab[i] for i, _, _ in model.tokenize("hugx")]
['h', 'ug', '<unk>']
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import ClassVar

import numpy as np

from ...pipeline.decoders import Decoder
from ..base import Token, UnknownTokenError, byte_token_ids, picked
from ..json_fields import json_field
from .explain import Arc, UnigramTrace, unigram_trace
from .viterbi_many import PieceTrie, viterbi_many

UNK_PENALTY = 10.0  # an unknown character scores this much below the rarest piece
CACHE_LIMIT = 1_000_000  # words whose tokens are kept


def _piece_from_json(piece: object) -> tuple[str, float]:
    """A [piece, log-probability] pair."""
    if (isinstance(piece, list) and len(piece) == 2 and isinstance(piece[0], str)
            and isinstance(piece[1], (int, float)) and not isinstance(piece[1], bool)):
        return piece[0], float(piece[1])
    raise ValueError(f"vocabulary entry {piece!r} is not a [piece, score] pair")


@dataclass
class UnigramModel:
    """Pieces with log-probabilities; a word is split by the most probable segmentation."""

    type_tag: ClassVar[str] = "Unigram"
    algorithm: ClassVar[str] = "unigram"
    rank_kind: ClassVar[str | None] = "score"
    samples: ClassVar[bool] = False
    continuing_subword_prefix: ClassVar[None] = None
    holes: ClassVar[frozenset[int]] = frozenset()  # a list of pieces skips no id
    vocab: list[str]  # id -> piece
    scores: list[float]  # id -> log-probability
    unk_id: int | None = None
    byte_fallback: bool = False  # an unknown run becomes its bytes' <0xXX> pieces, if all exist
    _ids: dict[str, int] = field(init=False, repr=False)
    _lattice: tuple[dict[str, int], list[float], int | None] = field(init=False, repr=False)
    _longest: int = field(init=False, repr=False)
    _unk_score: float = field(init=False, repr=False)
    _cache: dict[str, list[Token]] = field(init=False, repr=False)
    _walk: dict[str, int] = field(init=False, repr=False)
    _trie: tuple[PieceTrie, np.ndarray] | None = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self._ids = {piece: i for i, piece in enumerate(self.vocab)}
        self._lattice = (self._ids, self.scores, self.unk_id)  # Viterbi's pieces, scores, unknown
        self._longest = max((len(p) for p in self.vocab), default=1)
        self._unk_score = min(self.scores, default=0.0) - UNK_PENALTY
        self._cache = {}
        self._walk = {}  # made by the first Viterbi, from the final lattice
        self._trie = None  # made by the first `tokenize_many`

    @property
    def unk_token(self) -> str | None:
        return self.vocab[self.unk_id] if self.unk_id is not None else None

    def seed(self, value: int | None) -> None:
        """Nothing to seed: the split is always the same."""

    def token_to_id(self, token: str) -> int | None:
        return self._ids.get(token)

    def merge_of(self, token: str) -> None:
        """None: pieces are pruned from a seed, not built by merges."""
        return None

    def rank_or_score(self, token_id: int) -> float:
        """The piece's log-probability."""
        return self.scores[token_id]

    def default_decoder(self) -> Decoder:
        return Decoder()

    def needs(self, tokens: set[str]) -> set[str]:
        """Viterbi needs no piece but those it picks (the unknown one aside)."""
        return set(tokens)

    def subset(self, ids: list[int]) -> UnigramModel:
        """Scores stay as they were (not renormalized), so the kept best splits stay best."""
        unk_id = ids.index(self.unk_id) if self.unk_id in ids else None
        return replace(self, vocab=picked(self.vocab, ids), scores=picked(self.scores, ids),
                       unk_id=unk_id, **self._per_token(ids))

    def _per_token(self, ids: list[int]) -> dict:
        """The fields besides vocabulary and scores that hold a value per piece, picked at `ids`."""
        return {}

    def details(self) -> dict:
        return {}

    def to_json(self) -> dict:
        return {"type": self.type_tag, "unk_id": self.unk_id,
                "vocab": [[piece, score] for piece, score in zip(self.vocab, self.scores)],
                "byte_fallback": self.byte_fallback}

    @classmethod
    def from_json(cls, data: dict) -> UnigramModel:
        pieces = [_piece_from_json(p) for p in json_field(data, "vocab", "a sequence")]
        unk_id = json_field(data, "unk_id", "usize", None, nullable=True)
        if unk_id is not None and unk_id >= len(pieces):
            raise ValueError(f"unk_id {unk_id} is not in the vocabulary of {len(pieces)} pieces")
        return cls([p for p, _ in pieces], [s for _, s in pieces], unk_id,
                   byte_fallback=json_field(data, "byte_fallback", "a boolean", False))

    def token_text(self, word: str, token: Token) -> str:
        """The string `tokenizers` reports for a token: an unknown run keeps its own text."""
        token_id, start, end = token
        return word[start:end] if token_id == self.unk_id else self.vocab[token_id]

    def own_text_ids(self) -> frozenset[int]:
        return frozenset() if self.unk_id is None else frozenset({self.unk_id})

    def tokenize(self, word: str) -> list[Token]:
        """Viterbi segmentation; a run of unknown characters becomes one unk token."""
        cached = self._cache.get(word)
        if cached is None:
            cached = self._fuse_unknown(self._viterbi(word), word)
            if len(self._cache) < CACHE_LIMIT:
                self._cache[word] = cached
        return cached

    def tokenize_many(self, words: list[str]) -> list[list[Token]]:
        """`tokenize` of each word, the words segmented together in C (`viterbi_many`) when
        the model has an unknown token (without one, `tokenize` says which word and character
        it cannot encode); not through the cache, as a batch's caller keeps its own."""
        unknown = self._lattice[2]
        if unknown is None:
            return [self.tokenize(word) for word in words]
        if self._trie is None:
            self._trie = PieceTrie(self._lattice[0]), np.array(self._lattice[1], np.float64)
        trie, scores = self._trie
        paths = viterbi_many(trie, scores, unknown, self._unk_score, words)
        if self.byte_fallback:
            return [self._fuse_unknown(path, word) for path, word in zip(paths, words)]
        return paths

    def _viterbi(self, word: str) -> list[Token]:
        """Best path; ties go to the smallest start (scan starts left to right, strictly better
        replaces), as the course's encode_word and `tokenizers` do. `came[end]` is where the
        best path to `end` so far starts its last piece (-1: no path yet), `picked[end]` that
        piece. Without an unknown token a word is refused as `tokenizers` refuses it: when the
        unknown arc past a character no piece is would be taken (no path reaches the next
        position yet, or it beats the one that does), even if a longer piece spells the word.
        Every position is then reached before it is scanned."""
        n = len(word)
        best = [0.0] + [-math.inf] * n
        came = [0] + [-1] * n
        picked = [0] * (n + 1)
        _, scores, unknown = self._lattice
        find = (self._walk or self._prefixes()).get
        longest, unk_score = self._longest, self._unk_score
        for start in range(n):
            base = best[start]
            single = False
            for end in range(start + 1, min(n, start + longest) + 1):
                piece_id = find(word[start:end])
                if piece_id is None:  # no piece starts so: none longer either
                    break
                if piece_id < 0:
                    continue
                if end == start + 1:
                    single = True
                score = base + scores[piece_id]
                if score > best[end] or came[end] < 0:
                    best[end], came[end], picked[end] = score, start, piece_id
            if not single:
                end = start + 1
                score = base + unk_score
                if score > best[end] or came[end] < 0:
                    if unknown is None:
                        raise UnknownTokenError(
                            f"cannot encode {word!r}: {word[start]!r} at {start} needs the "
                            "unknown token and the model has none (unk_id)")
                    best[end], came[end], picked[end] = score, start, unknown
        tokens: list[Token] = []
        end = n
        while end:
            start = came[end]
            tokens.append((picked[end], start, end))
            end = start
        return tokens[::-1]

    def _prefixes(self) -> dict[str, int]:
        """Every prefix of a lattice piece: the piece's id, or -1 for a prefix that is not a
        piece itself (Viterbi stops lengthening a candidate that is no prefix)."""
        ids = self._lattice[0]
        walk = {piece[:length]: -1 for piece in ids for length in range(1, len(piece))}
        walk.update(ids)
        self._walk = walk
        return walk

    def _fuse_unknown(self, tokens: list[Token], word: str) -> list[Token]:
        fused: list[Token] = []
        for token in tokens:
            if fused and token[0] == self.unk_id == fused[-1][0]:
                fused[-1] = (token[0], fused[-1][1], token[2])
            else:
                fused.append(token)
        if not self.byte_fallback:
            return fused
        out: list[Token] = []
        for token_id, start, end in fused:
            byte_ids = byte_token_ids(self._ids, word[start:end]) if token_id == self.unk_id else None
            if byte_ids:
                out.extend((byte_id, start, end) for byte_id in byte_ids)
            else:
                out.append((token_id, start, end))
        return out

    def explain(self, word: str, *, merge_counts: Mapping[str, int] | None = None,
                nbest: int = 5) -> UnigramTrace:
        """The lattice, the best path and the `nbest` most probable segmentations."""
        try:
            best = [(start, end) for _, start, end in self._viterbi(word)]
            tokens = [self.token_text(word, token) for token in self.tokenize(word)]
        except ValueError:  # unknown characters and no unknown token: no path
            best, tokens = [], []
        return unigram_trace(word, self._arcs(word), best, tokens, nbest)

    def _arcs(self, word: str) -> list[Arc]:
        """Every arc `_viterbi` may take: each piece inside the word, and an unknown arc where
        no piece covers a character."""
        ids, scores, unknown = self._lattice
        arcs = []
        for start in range(len(word)):
            single = False
            for end in range(start + 1, min(len(word), start + self._longest) + 1):
                piece_id = ids.get(word[start:end])
                if piece_id is not None:
                    arcs.append(Arc(start, end, self.vocab[piece_id], scores[piece_id]))
                    single = single or end == start + 1
            if not single and unknown is not None:
                arcs.append(Arc(start, start + 1, word[start], self._unk_score, True))
        return arcs

    def count_steps(self, word: str) -> tuple[int, list[tuple[int, int]]]:
        raise ValueError("Unigram prunes pieces rather than merging them")

    def merge_sizes(self, *, creation_order: bool = False) -> list[int]:
        raise ValueError("Unigram prunes pieces rather than merging them")

    def truncated(self, vocab_size: int, *, creation_order: bool = False) -> UnigramModel:
        raise ValueError("a Unigram model keeps no record of the sizes it passed through")

    def nbest(self, word: str, k: int) -> list[tuple[list[str], float]]:
        """The k most probable segmentations of `word` (known pieces only) with log-probabilities.

        >>> model = UnigramModel(["p", "u", "g", "pu", "ug"], [-2.5, -1.8, -2.3, -2.5, -2.3])
        >>> [(pieces, round(score, 1)) for pieces, score in model.nbest("pug", 3)]
        [(['p', 'ug'], -4.8), (['pu', 'g'], -4.8), (['p', 'u', 'g'], -6.6)]
        """
        paths: list[list[tuple[float, list[int]]]] = [[(0.0, [])]] + [[] for _ in word]
        for end in range(1, len(word) + 1):
            options = []
            for start in range(max(0, end - self._longest), end):
                piece_id = self._ids.get(word[start:end])
                if piece_id is not None:
                    options += [(s + self.scores[piece_id], p + [piece_id]) for s, p in paths[start]]
            options.sort(key=lambda option: -option[0])
            paths[end] = options[:k]
        return [([self.vocab[i] for i in ids], score) for score, ids in paths[len(word)]]


_FLT_MAX = 3.4028234663852886e38  # C's largest float, SentencePiece's lowest score without pieces


@dataclass
class SentencePieceUnigramModel(UnigramModel):
    """Unigram as SentencePiece (0.2.3) runs a `.model` over a whole normalized text.

    Its lattice holds the normal and user-defined pieces, not the unused ones; a user-defined
    piece scores 0.1 per UTF-8 byte after its first, above any log-probability, so it is always
    chosen; an unknown character scores 10 below the lowest normal score and comes out alone
    (the tokenizer joins runs of them or spells their bytes), as id -1 if the model has no
    unknown piece. A piece that is also a reserved one (unknown, control, byte) has the reserved
    one's id, as SentencePiece's PieceToId gives.
    """

    piece_types: list[str] = field(default_factory=list)  # id -> SentencePiece's type name

    def __post_init__(self) -> None:
        super().__post_init__()
        kinds = self.piece_types
        lattice_ids = {piece: i for i, (piece, kind) in enumerate(zip(self.vocab, kinds))
                       if kind in ("NORMAL", "USER_DEFINED")}
        lattice_scores = [_user_defined_score(piece) if kind == "USER_DEFINED" else score
                          for piece, score, kind in zip(self.vocab, self.scores, kinds)]
        self._lattice = (lattice_ids, lattice_scores, -1 if self.unk_id is None else self.unk_id)
        normal = [score for score, kind in zip(self.scores, kinds) if kind == "NORMAL"]
        self._unk_score = min(normal, default=_FLT_MAX) - UNK_PENALTY
        reserved = {p: i for i, (p, kind) in enumerate(zip(self.vocab, kinds))
                    if kind in ("UNKNOWN", "CONTROL", "BYTE")}
        self._ids = {**{p: i for i, p in enumerate(self.vocab) if p not in reserved}, **reserved}

    def _per_token(self, ids: list[int]) -> dict:
        return {"piece_types": picked(self.piece_types, ids)}

    def tokenize(self, word: str) -> list[Token]:
        """Whole texts are rarely seen twice: no cache."""
        return self._viterbi(word)

    def tokenize_many(self, words: list[str]) -> list[list[Token]]:
        return [self._viterbi(word) for word in words]


def _user_defined_score(piece: str) -> float:
    return 0.1 * (len(piece.encode("utf-8")) - 1)
