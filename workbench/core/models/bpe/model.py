"""The BPE model: applies learned merges, in the order learned, to each word.

>>> model = BpeModel(["b", "g", "h", "n", "p", "s", "u", "ug", "un", "hug"],
...                  [("u", "g"), ("u", "n"), ("h", "ug")], unk_token=None)
>>> [model.vocab[i] for i, _, _ in model.tokenize("unhug")]
['un', 'hug']
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..base import Token, byte_token_ids
from .vocab import join_tokens


@dataclass
class BpeModel:
    """Tokens in id order and the merges that build them, in the order they were learned."""

    vocab: list[str]  # id -> token
    merges: list[tuple[str, str]]  # rank -> (left, right)
    unk_token: str | None = None
    continuing_subword_prefix: str | None = None
    end_of_word_suffix: str | None = None
    fuse_unk: bool = False  # a run of unknown characters becomes one unk_token
    byte_fallback: bool = False  # an unknown character becomes its bytes' <0xXX> tokens, if all exist
    ignore_merges: bool = False  # a word that is in the vocabulary is one token, merges or not
    _ids: dict[str, int] = field(init=False, repr=False)
    _ranks: dict[tuple[int, int], tuple[int, int]] = field(init=False, repr=False)
    _cache: dict[str, list[Token]] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self._ids = {token: i for i, token in enumerate(self.vocab)}
        self._ranks = {}  # (left id, right id) -> (rank, new id)
        for rank, (left, right) in enumerate(self.merges):
            new = self._ids.get(join_tokens(left, right, self.continuing_subword_prefix))
            pair = (self._ids.get(left), self._ids.get(right))
            if new is None or None in pair:
                raise ValueError(f"merge {left!r} {right!r} uses a token missing from the vocabulary")
            self._ranks[pair] = (rank, new)  # type: ignore[index]
        self._cache = {}

    def token_to_id(self, token: str) -> int | None:
        return self._ids.get(token)

    def token_text(self, word: str, token: Token) -> str:
        """The string `tokenizers` reports for a token of `word`: its vocabulary entry."""
        return self.vocab[token[0]]

    def tokenize(self, word: str) -> list[Token]:
        """Split one pre-tokenized word (model text) into tokens with offsets into the word."""
        cached = self._cache.get(word)
        if cached is None:
            cached = self._tokenize(word)
            if len(self._cache) < 1_000_000:
                self._cache[word] = cached
        return cached

    def _initial_symbols(self, word: str) -> list[list[int]]:
        symbols: list[list[int]] = []  # [id, start, end]
        prefix, suffix = self.continuing_subword_prefix, self.end_of_word_suffix
        unk = self._ids.get(self.unk_token) if self.unk_token is not None else None
        last = len(word) - 1
        for i, char in enumerate(word):
            piece = char
            if i and prefix:
                piece = prefix + piece
            if i == last and suffix:
                piece += suffix
            token_id = self._ids.get(piece)
            if token_id is None and self.byte_fallback:
                byte_ids = byte_token_ids(self._ids, char)
                if byte_ids is not None:
                    symbols.extend([byte_id, i, i + 1] for byte_id in byte_ids)
                    continue
            if token_id is None:
                token_id = unk
                if self.fuse_unk and symbols and symbols[-1][0] == unk and token_id is not None:
                    symbols[-1][2] = i + 1
                    continue
            if token_id is not None:
                symbols.append([token_id, i, i + 1])
        return symbols

    def _tokenize(self, word: str) -> list[Token]:
        if self.ignore_merges and word in self._ids:
            return [(self._ids[word], 0, len(word))]
        symbols = self._initial_symbols(word)
        ranks = self._ranks
        while len(symbols) > 1:
            best = None
            for left, right in zip(symbols, symbols[1:]):
                found = ranks.get((left[0], right[0]))
                if found is not None and (best is None or found[0] < best[0]):
                    best = found
                    pair = (left[0], right[0])
            if best is None:
                break
            merged: list[list[int]] = []
            for symbol in symbols:
                if merged and merged[-1][0] == pair[0] and symbol[0] == pair[1]:
                    merged[-1] = [best[1], merged[-1][1], symbol[2]]
                else:
                    merged.append(symbol)
            symbols = merged
        return [(s[0], s[1], s[2]) for s in symbols]
