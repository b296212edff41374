"""The BPE model: applies learned merges, in the order learned, to each word; and
SentencePieceBpeModel, a `.model`'s BPE, which merges by score as SentencePiece does.

>>> model = BpeModel(["b", "g", "h", "n", "p", "s", "u", "ug", "un", "hug"],
...                  [("u", "g"), ("u", "n"), ("h", "ug")], unk_token=None)
>>> [model.vocab[i] for i, _, _ in model.tokenize("unhug")]
['un', 'hug']
"""

from __future__ import annotations

import heapq
import math
import copy
import random
from collections.abc import Mapping
from itertools import chain
from operator import itemgetter
from dataclasses import dataclass, field, replace
from typing import ClassVar

from ...pipeline.decoders import Decoder, SuffixDecoder, WordPieceDecoder
from ..base import (Token, UnknownTokenError, byte_token_ids, check_size, picked, vocab_from_json,
                    vocab_to_json)
from ..json_fields import json_field
from .encode_loops import MergeTable
from .explain import BpeTrace, RawStep, bpe_trace
from .vocab import join_tokens, kept_merges


@dataclass
class BpeModel:
    """Tokens in id order and the merges that build them, in the order they were learned."""

    type_tag: ClassVar[str] = "BPE"
    algorithm: ClassVar[str] = "bpe"
    rank_kind: ClassVar[str | None] = "merge"
    samples: ClassVar[bool] = True
    vocab: list[str]  # id -> token
    merges: list[tuple[str, str]]  # rank -> (left, right)
    unk_token: str | None = None
    continuing_subword_prefix: str | None = None
    end_of_word_suffix: str | None = None
    fuse_unk: bool = False  # a run of unknown characters becomes one unk_token
    byte_fallback: bool = False  # an unknown character becomes its bytes' <0xXX> tokens, if all exist
    ignore_merges: bool = False  # a word that is in the vocabulary is one token, merges or not
    dropout: float | None = None  # BPE-dropout: each merge is skipped with this probability
    holes: frozenset[int] = frozenset()
    _rng: random.Random = field(init=False, repr=False, compare=False, default_factory=random.Random)
    _ids: dict[str, int] = field(init=False, repr=False)
    _ranks: dict[tuple[int, int], tuple[int, int]] = field(init=False, repr=False)
    _cache: dict[str, list[Token]] = field(init=False, repr=False)
    _built: dict[str, tuple[int, str, str]] | None = field(init=False, repr=False)
    _table: MergeTable | None = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        _check_dropout(self.dropout)
        self._ids = vocab_to_json(self.vocab, self.holes)
        # (left id, right id) -> (rank, new id), the last merge of a pair kept; built without a
        # call per merge (that took 60-100 ms for 20,000 merges, after each training run)
        get, prefix = self._ids.get, self.continuing_subword_prefix
        made = [left + right for left, right in self.merges] if not prefix else \
            [join_tokens(left, right, prefix) for left, right in self.merges]
        lefts = list(map(get, map(itemgetter(0), self.merges)))
        rights = list(map(get, map(itemgetter(1), self.merges)))
        news = list(map(get, made))
        if None in lefts or None in rights or None in news:
            left, right = self.merges[min(row.index(None) for row in (lefts, rights, news)
                                          if None in row)]
            raise ValueError(f"merge {left!r} {right!r} uses a token missing from the vocabulary")
        self._ranks = dict(zip(zip(lefts, rights), enumerate(news)))
        self._cache = {}
        self._built = None  # token -> (rank, left, right), made when first asked for
        self._table = None  # `_ranks` compiled, made when a word is first encoded

    def __getstate__(self) -> dict:
        """Pickled (sent to a worker process, copied) without the compiled table, which is
        made again when needed."""
        return {**self.__dict__, "_table": None}

    @property
    def unk_id(self) -> int | None:
        return self._ids.get(self.unk_token) if self.unk_token is not None else None

    def token_to_id(self, token: str) -> int | None:
        return self._ids.get(token)

    def seed(self, value: int | None) -> None:
        """Seed the random choices of dropout (None: from the system)."""
        self._rng.seed(value)

    def with_dropout(self, dropout: float | None) -> BpeModel:
        """A copy that skips each merge with probability `dropout`, sharing this model's tables
        (building them again took 30-60 ms for 20,000 merges)."""
        _check_dropout(dropout)
        sampled = copy.copy(self)
        sampled.dropout = dropout
        sampled._rng = random.Random()
        sampled._cache = {}
        return sampled

    def merge_of(self, token: str) -> tuple[int, str, str] | None:
        """(rank, left, right) of the merge that created `token` (the last, if several did);
        None for the alphabet and special tokens."""
        if self._built is None:
            prefix = self.continuing_subword_prefix
            self._built = {join_tokens(left, right, prefix): (rank, left, right)
                           for rank, (left, right) in enumerate(self.merges)}
        return self._built.get(token)

    def rank_or_score(self, token_id: int) -> int | None:
        """The rank of the merge that created the token."""
        merge = self.merge_of(self.vocab[token_id])
        return merge[0] if merge else None

    def default_decoder(self) -> Decoder:
        if self.end_of_word_suffix:
            return SuffixDecoder(self.end_of_word_suffix)
        if self.continuing_subword_prefix:
            return WordPieceDecoder(self.continuing_subword_prefix, cleanup=False)
        return Decoder()

    def needs(self, tokens: set[str]) -> set[str]:
        """The tokens and, recursively, the parts of every merge that builds one of them."""
        builds: dict[str, list[tuple[str, str]]] = {}
        for left, right in self.merges:
            builds.setdefault(join_tokens(left, right, self.continuing_subword_prefix), []).append((left, right))
        needed, pending = set(tokens), list(tokens)
        while pending:
            for parts in builds.get(pending.pop(), ()):
                fresh = [part for part in parts if part not in needed]
                needed.update(fresh)
                pending.extend(fresh)
        return needed

    def subset(self, ids: list[int]) -> BpeModel:
        """The merges kept are those between kept tokens that build a kept token, in their order."""
        vocab = picked(self.vocab, ids)
        merges = kept_merges(self.merges, set(vocab), self.continuing_subword_prefix)
        return replace(self, vocab=vocab, merges=merges, holes=frozenset(), **self._per_token(ids))

    def _per_token(self, ids: list[int]) -> dict:
        """The fields other than the vocabulary that hold a value per token, picked at `ids`."""
        return {}

    def details(self) -> dict:
        return {"merges": [list(m) for m in self.merges]}

    def to_json(self) -> dict:
        return {"type": self.type_tag, "dropout": self.dropout, "unk_token": self.unk_token,
                "continuing_subword_prefix": self.continuing_subword_prefix,
                "end_of_word_suffix": self.end_of_word_suffix, "fuse_unk": self.fuse_unk,
                "byte_fallback": self.byte_fallback, "ignore_merges": self.ignore_merges,
                "vocab": vocab_to_json(self.vocab, self.holes),
                "merges": [list(m) for m in self.merges]}

    @classmethod
    def from_json(cls, data: dict) -> BpeModel:
        """Merges as pairs or as "left right" strings (older files), as `tokenizers` reads them."""
        def optional(key: str, kind: str, default=None):
            return json_field(data, key, kind, default, nullable=True)

        vocab, holes = vocab_from_json(data)
        return cls(
            vocab=vocab,
            holes=holes,
            merges=_merges_from_json(json_field(data, "merges", "a sequence")),
            unk_token=optional("unk_token", "a string"),
            continuing_subword_prefix=optional("continuing_subword_prefix", "a string"),
            end_of_word_suffix=optional("end_of_word_suffix", "a string"),
            fuse_unk=optional("fuse_unk", "a boolean", False),
            byte_fallback=optional("byte_fallback", "a boolean", False),
            ignore_merges=optional("ignore_merges", "a boolean", False),
            dropout=optional("dropout", "a number"),
        )

    def token_text(self, word: str, token: Token) -> str:
        """The string `tokenizers` reports for a token of `word`: its vocabulary entry."""
        return self.vocab[token[0]]

    def own_text_ids(self) -> frozenset[int] | None:
        return frozenset()

    def tokenize_many(self, words: list[str]) -> list[list[Token]]:
        return [self.tokenize(word) for word in words]

    def tokenize(self, word: str) -> list[Token]:
        """Split one pre-tokenized word (model text) into tokens with offsets into the word;
        with dropout, a sampled split (as `tokenizers`, ignore_merges then does not apply)."""
        if self.dropout:
            return self._tokenize_with_dropout(word)
        cached = self._cache.get(word)
        if cached is None:
            cached = self._tokenize(word)
            if len(self._cache) < 1_000_000:
                self._cache[word] = cached
        return cached

    def explain(self, word: str, *, merge_counts: Mapping[str, int] | None = None,
                nbest: int = 5) -> BpeTrace:
        """The word's initial symbols and each merge the encoder applies (`nbest` is Unigram's)."""
        initial, steps, tokens = self.merge_steps(word)
        whole = self.ignore_merges and word in self._ids
        return bpe_trace(word, initial, steps, [self.token_text(word, t) for t in tokens],
                         merge_counts, whole)

    def merge_steps(self, word: str) -> tuple[list[str], list[RawStep], list[Token]]:
        """The initial symbols, each merge applied (see `RawStep`) and the tokens."""
        raw: list = []
        tokens = self._tokenize(word, raw)
        vocab = self.vocab
        initial = [vocab[s[0]] for s in self._initial_symbols(word)]
        steps = [(rank, (vocab[pair[0]], vocab[pair[1]]), vocab[self._ranks[pair][1]], merged,
                  [vocab[i] for i in ids], None) for rank, pair, merged, ids in raw]
        return initial, steps, tokens

    def count_steps(self, word: str) -> tuple[int, list[tuple[int, int]]]:
        """The word's token count with no merge, then (k, tokens fewer) from where having the
        first k merges removes more symbols: with only the first k merges, the encoder stops at
        the first merge of rank k or more, so one encode gives the count under every k.

        >>> BpeModel(["a", "b", "ab"], [("a", "b")]).count_steps("abab")
        (4, [(1, 2)])
        """
        if self.ignore_merges:
            raise ValueError("with ignore_merges a word in the vocabulary is one token whatever "
                             "the merges, so fewer merges do not tell its split")
        raw: list = []
        tokens = self._tokenize(word, raw)
        steps = []
        highest = -1  # a merge applies once every merge before it in the word does
        for rank, _, merged, _ in raw:
            highest = max(highest, rank)
            steps.append((highest + 1, merged))
        return len(tokens) + sum(merged for _, merged in steps), steps

    def merge_sizes(self, *, creation_order: bool = False) -> list[int]:
        """The vocabulary size with the first k merges, for k = 0 .. all of them.

        >>> BpeModel(["a", "b", "ab", "c"], [("a", "b"), ("a", "b")]).merge_sizes()
        [3, 4, 4]
        """
        prefix = self.continuing_subword_prefix
        results = [join_tokens(left, right, prefix) for left, right in self.merges]
        made = set(results)
        sizes = [sum(token not in made for token in self.vocab)]
        seen: set[str] = set()
        for result in results:
            sizes.append(sizes[-1] + (result not in seen))
            seen.add(result)
        return sizes

    def truncated(self, vocab_size: int, *, creation_order: bool = False) -> BpeModel:
        """The model with only the first merges, as many as make `vocab_size` tokens: the
        tokens no merge made (special tokens, the alphabet) and the first merges' results, ids
        in the same order, as training to that size gives (`creation_order` is WordPiece's)."""
        if self.ignore_merges:
            raise ValueError("a model with ignore_merges cannot be cut down to fewer merges")
        prefix = self.continuing_subword_prefix
        results = [join_tokens(left, right, prefix) for left, right in self.merges]
        keep = set(self.vocab) - set(results)
        check_size(vocab_size, len(keep), len(self.vocab))
        count = 0
        while len(keep) < vocab_size:
            keep.add(results[count])
            count += 1
        return replace(self, vocab=[t for t in self.vocab if t in keep],
                       merges=self.merges[:count])

    def _initial_symbols(self, word: str) -> list[list[int]]:
        prefix, suffix = self.continuing_subword_prefix, self.end_of_word_suffix
        if not prefix and not suffix:  # most models: a symbol per character, if all are known
            ids = list(map(self._ids.get, word))
            if None not in ids:
                return [[token_id, i, i + 1] for i, token_id in enumerate(ids)]
        symbols: list[list[int]] = []  # [id, start, end]
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
            if token_id is None and self.unk_token is not None and unk is None:
                raise UnknownTokenError(f"cannot encode {word!r}: the unknown token "
                                        f"{self.unk_token!r} is not in the vocabulary")
            if token_id is None:
                token_id = unk
                if self.fuse_unk and symbols and symbols[-1][0] == unk and token_id is not None:
                    symbols[-1][2] = i + 1
                    continue
            if token_id is not None:
                symbols.append([token_id, i, i + 1])
        return symbols

    def _tokenize(self, word: str, steps: list | None = None) -> list[Token]:
        """With `steps`, each merge applied is appended to it as (rank, (left id, right id),
        occurrences merged, the symbols' ids after it)."""
        if self.ignore_merges and word in self._ids:
            return [(self._ids[word], 0, len(word))]
        symbols = self._initial_symbols(word)
        if steps is None:
            if self._table is None:
                self._table = MergeTable(self._ranks)
            return self._table.merge(symbols)
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
            if steps is not None:
                steps.append((best[0], pair, len(symbols) - len(merged), [s[0] for s in merged]))
            symbols = merged
        return [(s[0], s[1], s[2]) for s in symbols]

    def _tokenize_with_dropout(self, word: str) -> list[Token]:
        """`tokenizers`' Word.merge_all with dropout: merges come off a queue by rank, then
        position; each is skipped with probability `dropout` and put back after the next merge
        made. At dropout 1 nothing merges."""
        symbols = self._initial_symbols(word)
        ids = [s[0] for s in symbols]
        ends = [s[2] for s in symbols]
        alive = [True] * len(symbols)
        previous = list(range(-1, len(symbols) - 1))
        following = list(range(1, len(symbols))) + [-1]
        ranks = self._ranks
        queue = [(found[0], pos, found[1]) for pos in range(len(symbols) - 1)
                 if (found := ranks.get((ids[pos], ids[pos + 1]))) is not None]
        heapq.heapify(queue)
        skipped: list[tuple[int, int, int]] = []
        while queue:
            top = heapq.heappop(queue)
            if self._rng.random() < self.dropout:  # type: ignore[operator]
                skipped.append(top)
                continue
            for entry in skipped:
                heapq.heappush(queue, entry)
            skipped.clear()
            _, pos, new_id = top
            right = following[pos]
            if not alive[pos] or right < 0:
                continue
            found = ranks.get((ids[pos], ids[right]))
            if found is None or found[1] != new_id:
                continue  # an entry about a pair that no longer exists
            ids[pos], ends[pos], alive[right] = new_id, ends[right], False
            following[pos] = following[right]
            if following[pos] >= 0:
                previous[following[pos]] = pos
            for left in (previous[pos], pos):
                if left >= 0 and following[left] >= 0:
                    found = ranks.get((ids[left], ids[following[left]]))
                    if found is not None:
                        heapq.heappush(queue, (found[0], left, found[1]))
        return [(ids[i], symbols[i][1], ends[i]) for i in range(len(symbols)) if alive[i]]


def _check_dropout(dropout: float | None) -> None:
    if dropout is not None and not 0.0 <= dropout <= 1.0:
        raise ValueError(f"BPE dropout must be between 0 and 1, not {dropout}")


def _merges_from_json(merges: list) -> list[tuple[str, str]]:
    """The merges of a tokenizer.json; pairs of strings, the usual case, are taken without a
    call per merge (that took some 80 ms for 20,000 merges, on the window's thread after each
    training run).

    >>> _merges_from_json([["a", "b"], "a b c"])
    [('a', 'b'), ('a', 'b c')]
    """
    if set(map(type, merges)) <= {list} and set(map(len, merges)) <= {2}:
        pairs = list(map(tuple, merges))
        if set(map(type, chain.from_iterable(pairs))) <= {str}:
            return pairs
    return [_merge_from_json(m) for m in merges]


def _merge_from_json(merge: object) -> tuple[str, str]:
    """A merge as a pair of tokens or a "left right" string (older files).

    >>> _merge_from_json(["a", "b c"]), _merge_from_json("a b c")
    (('a', 'b c'), ('a', 'b c'))
    """
    if isinstance(merge, str) and " " in merge:
        left, right = merge.split(" ", 1)
        return left, right
    if isinstance(merge, list) and len(merge) == 2 and all(isinstance(t, str) for t in merge):
        return merge[0], merge[1]
    raise ValueError(f"merge {merge!r} is not two tokens")


@dataclass
class SentencePieceBpeModel(BpeModel):
    """BPE as SentencePiece (0.2.3) applies a `.model`'s pieces, over a whole normalized text.

    The text starts as characters, except that a user-defined piece is one symbol that never
    merges. Then, while two neighbours spell a piece (normal, user-defined or unused; the reserved
    pieces never), the pair spelling the highest-scoring one merges (-0.0 below 0.0, as its
    comparison of the floats' bits has it), the leftmost of equals first. Symbols are strings, so
    a pair merges even when one side is no piece ("c" + unknown "d" -> "cd"). An unused piece
    that results splits back into the pair that last spelled it. What is no piece comes out as
    the unknown id (-1 if the model has none); `merges` is only what `tokenizers` comes closest
    with.
    """

    samples: ClassVar[bool] = False
    scores: list[float] = field(default_factory=list)  # id -> score
    piece_types: list[str] = field(default_factory=list)  # id -> SentencePiece's type name
    _mergeable: dict[str, int] = field(init=False, repr=False)
    _user_defined: dict[str, list[str]] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        super().__post_init__()
        pieces = list(zip(self.vocab, self.piece_types))
        self._mergeable = {token: i for i, (token, kind) in enumerate(pieces)
                           if kind in ("NORMAL", "USER_DEFINED", "UNUSED") and token != "\0"}
        self._user_defined = {}  # by first character, longest first
        for token, kind in sorted(pieces, key=lambda piece: -len(piece[0])):
            if kind == "USER_DEFINED":
                self._user_defined.setdefault(token[0], []).append(token)

    def _per_token(self, ids: list[int]) -> dict:
        return {"scores": picked(self.scores, ids), "piece_types": picked(self.piece_types, ids)}

    def to_json(self) -> dict:
        """With user-defined pieces, `ignore_merges`: no merge spells them (only normal pieces'
        splits are merges), so `tokenizers` emits each, isolated by the pre-tokenizer, whole
        because it is in the vocabulary."""
        return {**super().to_json(), "ignore_merges": self.ignore_merges or bool(self._user_defined)}

    def token_text(self, word: str, token: Token) -> str:
        """The text it covers: its piece, or for an unknown run its own text (as SentencePiece)."""
        return word[token[1]:token[2]]

    def own_text_ids(self) -> frozenset[int] | None:
        return None

    def merge_steps(self, word: str) -> tuple[list[str], list[RawStep], list[Token]]:
        """Each merge in the order SentencePiece makes them: its rank is the piece's id."""
        raw: list = []
        tokens = self._tokenize(word, raw)
        starts, ends, _ = self._symbols(word)
        initial = [word[start:end] for start, end in zip(starts, ends)]
        return initial, raw, tokens

    def count_steps(self, word: str) -> tuple[int, list[tuple[int, int]]]:
        raise ValueError(_BY_SCORE)

    def merge_sizes(self, *, creation_order: bool = False) -> list[int]:
        raise ValueError(_BY_SCORE)

    def truncated(self, vocab_size: int, *, creation_order: bool = False) -> BpeModel:
        raise ValueError(_BY_SCORE)

    def tokenize(self, word: str) -> list[Token]:
        """Whole texts are rarely seen twice: no cache."""
        return self._tokenize(word)

    def _symbols(self, text: str) -> tuple[list[int], list[int], list[bool]]:
        """Starts, ends and frozen flags of the initial symbols."""
        starts, ends, frozen = [], [], []
        position = 0
        while position < len(text):
            length = next((len(symbol) for symbol in self._user_defined.get(text[position], ())
                           if text.startswith(symbol, position)), 0)
            starts.append(position)
            ends.append(position + (length or 1))
            frozen.append(length > 0)
            position = ends[-1]
        return starts, ends, frozen

    def _tokenize(self, word: str, steps: list | None = None) -> list[Token]:
        """With `steps`, each merge is appended to it as a `RawStep`."""
        starts, ends, frozen = self._symbols(word)
        following = list(range(1, len(starts))) + [-1]
        preceding = list(range(-1, len(starts) - 1))
        agenda: list[tuple[float, bool, int, int, int]] = []
        split_of: dict[str, int] = {}  # unused piece -> length of the left side last spelling it

        def consider(left: int, right: int) -> None:
            if left < 0 or right < 0 or frozen[left] or frozen[right]:
                return
            piece = word[starts[left]:ends[right]]
            piece_id = self._mergeable.get(piece)
            if piece_id is None:
                return
            score = self.scores[piece_id]
            negative_zero = score == 0 and math.copysign(1, score) < 0
            heapq.heappush(agenda, (-score, negative_zero, left, right, len(piece)))
            if self.piece_types[piece_id] == "UNUSED":
                split_of[piece] = ends[left] - starts[left]

        for index in range(1, len(starts)):
            consider(index - 1, index)
        while agenda:
            *_, left, right, size = heapq.heappop(agenda)
            if ends[left] == starts[left] or ends[right] == starts[right] \
                    or ends[left] - starts[left] + ends[right] - starts[right] != size:
                continue  # one side was merged away or grew since
            pair = (word[starts[left]:ends[left]], word[starts[right]:ends[right]])
            ends[left] = ends[right]
            ends[right] = starts[right]
            following[left] = following[right]
            if following[left] >= 0:
                preceding[following[left]] = left
            if steps is not None:
                steps.append(self._step(word, pair, starts, ends, following))
            consider(preceding[left], left)
            consider(left, following[left])
        out: list[Token] = []
        index = 0 if starts else -1
        while index >= 0:
            self._resegment(word, starts[index], ends[index], split_of, out)
            index = following[index]
        return out

    def _step(self, word: str, pair: tuple[str, str], starts: list[int], ends: list[int],
              following: list[int]) -> RawStep:
        symbols = []
        index = 0
        while index >= 0:
            symbols.append(word[starts[index]:ends[index]])
            index = following[index]
        piece_id = self._mergeable[pair[0] + pair[1]]
        return (piece_id, pair, pair[0] + pair[1], 1, symbols, self.scores[piece_id])

    def _resegment(self, word: str, start: int, end: int, split_of: dict[str, int],
                   out: list[Token], depth: int = 0) -> None:
        piece = word[start:end]
        piece_id = self._mergeable.get(piece)
        unused = piece_id is not None and self.piece_types[piece_id] == "UNUSED"
        if piece_id is not None and (not unused or depth > _RESEGMENT_DEPTH):
            out.append((piece_id, start, end))
        elif piece_id is None or piece not in split_of:
            unknown = None if self.unk_token is None else self._ids[self.unk_token]
            out.append((-1 if unknown is None else unknown, start, end))
        else:
            cut = start + split_of[piece]
            self._resegment(word, start, cut, split_of, out, depth + 1)
            self._resegment(word, cut, end, split_of, out, depth + 1)


_RESEGMENT_DEPTH = 100  # SentencePiece stops splitting unused pieces back this deep
_BY_SCORE = ("SentencePiece BPE merges by the pieces' scores, not in the order learned: "
             "its merges cannot be cut short")

