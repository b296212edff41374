"""The Unigram trainer: from a large seed vocabulary, pruned round by round.

The trainer starts from a large seed vocabulary (the `exact` trainer from the course's: every
substring by its count; the `approximate` one from SentencePiece's: repeated substrings by count
x length, see `seed_pieces`) and prunes it round by round. Each round runs
`n_sub_iterations` EM steps (SentencePiece's M step; with 0, the seed frequencies stay the
probabilities, as in the course), then removes the pieces whose removal raises the corpus loss
least, estimated `exact`ly (the course: re-segment without the piece) or `approximate`ly
(SentencePiece: re-assign a piece's frequency to its second-best segmentation).
"""

from __future__ import annotations

import math
import time
from collections.abc import Collection, Generator, Sequence
from dataclasses import dataclass, field, replace

import numpy as np

from ...runtime.events import EmStepEvent, PruneEvent, ShouldStop
from ..base import with_unknown
from .lattice import Shards
from .model import SentencePieceUnigramModel, UnigramModel
from .seed import Layout, piece_lengths, seed_pieces, take
from .workers import WorkerShards, corpus_shards

PRUNING_METHODS = ("exact", "approximate")
_EXPECTED_MIN = 0.5  # SentencePiece's M step drops pieces expected less often than this
_UNSEEN_PENALTY = 0.0001  # between the scores of unseen characters of the initial alphabet
ROUND_MODELS_UP_TO = 4  # a pruning round keeps the model it prunes when that has at most 4 x the target


@dataclass(kw_only=True)
class UnigramTrainer:
    """Trains a Unigram model; parameters are named as in `tokenizers` and SentencePiece."""

    vocab_size: int = 8000
    special_tokens: list[str] = field(default_factory=list)
    unk_token: str | None = "<unk>"  # None: no unknown token (as `tokenizers` allows)
    initial_alphabet: str = ""  # characters the vocabulary holds even if no word has them
    seed_size: int = 300_000
    shrinking_factor: float = 0.75
    n_sub_iterations: int = 2
    max_piece_length: int = 16
    pruning: str = "approximate"

    def __post_init__(self) -> None:
        if self.pruning not in PRUNING_METHODS:
            raise ValueError(f"pruning must be one of {', '.join(PRUNING_METHODS)}")
        if not 0 < self.shrinking_factor < 1:
            raise ValueError("shrinking_factor must be between 0 and 1")

    def _specials(self) -> list[str]:
        return with_unknown(self.special_tokens, self.unk_token)

    def train(
        self, words: dict[str, int], should_stop: ShouldStop | None = None
    ) -> Generator[EmStepEvent | PruneEvent, None, UnigramModel]:
        """Yield an event per EM step and per pruning round; return the model."""
        start = time.perf_counter()
        layout, counts = _laid_out(words)
        del words  # this frame's reference would keep the table all along
        pieces, seed_freq = seed_pieces(layout, counts, self.seed_size, self.max_piece_length,
                                        coverage=self.pruning == "approximate")
        state = PruningState(layout, counts, pieces, seed_freq, self.max_piece_length)
        target = max(1, self.vocab_size - len(self._specials()))
        grown = int(target * 1.1) if self.pruning == "approximate" else target
        try:
            yield from self._rounds(state, grown, should_stop, start)
        finally:
            state.close()
        return self._model(state, target)

    def _rounds(self, state: PruningState, grown: int, should_stop: ShouldStop | None,
                start: float) -> Generator[EmStepEvent | PruneEvent, None, None]:
        """EM steps and pruning rounds until `grown` pieces are left (or none can go)."""
        round_ = 0
        while True:
            for step in range(self.n_sub_iterations):
                loss = state.em_step()
                yield EmStepEvent(round_, step, loss, state.size, time.perf_counter() - start)
            stopping = should_stop is not None and should_stop()
            if state.size <= grown or stopping:
                break
            share = state.size * (1 - self.shrinking_factor) + 1e-9  # 300 * (1 - 0.9) is 30
            model = self._round_model(state)
            removed = state.prune(min(int(share), state.size - grown), self.pruning)
            if not removed:
                break
            yield PruneEvent(round_, tuple(removed), state.size, time.perf_counter() - start,
                             model)
            round_ += 1

    def _round_model(self, state: PruningState) -> tuple[tuple[str, ...], tuple[float, ...]] | None:
        """The model of every live piece (as `_model` finalizes it; after the round's EM steps,
        before its pruning), if they are at most ROUND_MODELS_UP_TO times the target: the sizes
        a person may want instead (larger ones would make the history as big as the seed,
        several times over)."""
        if state.size > ROUND_MODELS_UP_TO * self.vocab_size:
            return None
        model = self._model(state, state.size)
        return tuple(model.vocab), tuple(model.scores)

    def _model(self, state: PruningState, target: int) -> UnigramModel:
        """The `target` best pieces, characters and the initial alphabet always among them;
        an unseen character of the alphabet scores the lowest score plus 0.0001 for each one
        before it (`tokenizers`' and SentencePiece's finalize)."""
        specials = self._specials()
        seen = set(take(state.pieces, np.flatnonzero(state.is_char)))
        unseen = sorted(set(self.initial_alphabet) - seen - set(specials))
        best = state.best_pieces(target - len(unseen))
        kept = [(piece, score) for piece, score in zip(take(state.pieces, best),
                                                       state.scores[best].tolist())
                if piece not in specials]
        lowest = float(state.scores[state.alive].min())
        kept += [(char, lowest + _UNSEEN_PENALTY * i) for i, char in enumerate(unseen)]
        kept.sort(key=lambda item: -item[1])
        vocab = specials + [piece for piece, _ in kept]
        scores = [0.0] * len(specials) + [score for _, score in kept]
        unk_id = None if self.unk_token is None else specials.index(self.unk_token)
        return UnigramModel(vocab, scores, unk_id)


def continue_training(
    model: UnigramModel, words: dict[str, int], add: int, reserved: list[str],
    should_stop: ShouldStop | None = None,
) -> Generator[EmStepEvent | PruneEvent, None, UnigramModel]:
    """`model` with up to `add` pieces more, learned from `words`: the domain's seed pieces join
    the model's pieces, EM re-estimates them all over the domain while the model's own pieces
    stay (they are never pruned), and rounds prune the new ones to `add`, the best by score kept.

    The model's pieces keep their scores. A new piece's score is its EM score moved onto the
    model's scale: plus the median, over the model's pieces the domain uses, of their own score
    minus their EM score. `reserved` (tokens holding the ids after the model's, e.g. added
    tokens) join the vocabulary at the lowest score, which Viterbi never prefers."""
    trainer = UnigramTrainer(unk_token=model.unk_token, n_sub_iterations=2)
    start = time.perf_counter()
    layout, counts = _laid_out(words)
    seed, seed_freq = seed_pieces(layout, counts, trainer.seed_size, trainer.max_piece_length,
                                  coverage=True)
    seeded = take(seed, np.arange(len(seed_freq)))
    own = {piece: i for i, piece in enumerate(model.vocab) if i != model.unk_id}
    extra = [piece for piece in own if piece not in set(seeded) and len(piece) <= trainer.max_piece_length]
    pieces = seeded + extra
    freq = np.r_[seed_freq, np.full(len(extra), max(1.0, float(seed_freq.min(initial=1.0))))]
    state = PruningState(layout, counts, pieces, freq, trainer.max_piece_length)
    is_own = np.array([piece in own for piece in pieces], dtype=bool)
    state.is_char = state.is_char | is_own  # never pruned, like characters
    grown = int((state.alive & is_own).sum()) + int(add * 1.1)  # as training grows to 1.1 x
    try:
        yield from trainer._rounds(state, grown, should_stop, start)
        fresh = [i for i in state.best_pieces(state.size) if not is_own[i]][:add]
        scores = state.scores
        used_own = np.flatnonzero(is_own & state.alive & np.isfinite(scores)).tolist()
        offset = float(np.median([model.scores[own[pieces[i]]] - scores[i] for i in used_own])) \
            if used_own else 0.0
    finally:
        state.close()
    lowest = min(model.scores, default=0.0)
    vocab = model.vocab + reserved + [pieces[i] for i in fresh]
    new_scores = model.scores + [lowest] * len(reserved) + [float(scores[i]) + offset for i in fresh]
    fields = {}
    if isinstance(model, SentencePieceUnigramModel):
        fields["piece_types"] = (model.piece_types + ["USER_DEFINED"] * len(reserved)
                                 + ["NORMAL"] * len(fresh))
    return replace(model, vocab=vocab, scores=new_scores, **fields)


def _laid_out(words: dict[str, int]) -> tuple[Layout, np.ndarray]:
    """The words laid out (see `Layout`) and their counts."""
    return Layout.of(words), np.fromiter(words.values(), dtype=np.float64, count=len(words))


class PruningState:
    """The live pieces, their log-probabilities, and the lattices of the corpus.

    `pieces` is the seed vocabulary (characters first) with `seed_freq`; before any EM step the
    scores are the seed frequencies of the live pieces, normalised (the course's model).
    """

    def __init__(self, words: Collection[str] | Layout, counts: np.ndarray, pieces: Sequence[str],
                 seed_freq: np.ndarray, max_piece_length: int) -> None:
        self.words, self.counts, self.pieces = Layout.of(words), counts, pieces
        self.seed_freq = seed_freq
        self.is_char = piece_lengths(pieces) == 1
        self.alive = np.ones(len(pieces), dtype=bool)
        self.corpus = corpus_shards(self.words, pieces, max_piece_length, self.counts)
        self.max_piece_length = max_piece_length
        self._active = None  # the corpus edges of live pieces, rebuilt when pieces die
        self._own = None  # (piece ids, lattices of those pieces), for second-best segmentations
        self._renormalise_seed()

    @property
    def size(self) -> int:
        return int(self.alive.sum())

    def close(self) -> None:
        """Stop the corpus lattices' worker processes, if any."""
        self.corpus.close()

    def _set_alive(self, alive: np.ndarray) -> None:
        if self._active is None or not np.array_equal(alive, self.alive):
            self._active = None
        self.alive = alive

    def _edges(self) -> Shards | WorkerShards:
        """The corpus lattices without dead pieces; dead edges are dropped for good."""
        if self._active is None:
            self.corpus = self._active = self.corpus.restrict(self.alive)
        return self._active

    def _renormalise_seed(self) -> None:
        """The course's model: seed frequencies of the live pieces, normalised."""
        with np.errstate(divide="ignore"):
            self.scores = np.where(self.alive, np.log(self.seed_freq / self.seed_freq[self.alive].sum()),
                                   -np.inf)
        self.renormalise_after_pruning = True

    def em_step(self) -> float:
        """One E step (forward-backward) and SentencePiece's M step; the loss before it."""
        self.renormalise_after_pruning = False
        expected, log_likelihood = self._edges().expected_counts(self.scores)
        keep = self.alive & ((expected >= _EXPECTED_MIN) | self.is_char)
        kept = np.maximum(expected[keep], _EXPECTED_MIN)
        self._set_alive(keep)
        self.scores = np.full(len(self.pieces), -np.inf)
        self.scores[keep] = digamma(kept) - digamma(np.array([kept.sum()]))[0]
        return -log_likelihood / float(self.counts.sum())

    def prune(self, n_remove: int, method: str) -> list[tuple[str, float]]:
        """Remove the n_remove non-character pieces whose removal costs least."""
        losses = self.exact_losses() if method == "exact" else self.approximate_losses()
        candidates = np.flatnonzero(self.alive & ~self.is_char)
        order = candidates[np.lexsort((candidates, losses[candidates]))][:max(0, n_remove)]
        alive = self.alive.copy()
        alive[order] = False
        self._set_alive(alive)
        if self.renormalise_after_pruning:
            self._renormalise_seed()
        else:
            self.scores[order] = -np.inf
        return list(zip(take(self.pieces, order), losses[order].tolist()))

    def exact_losses(self) -> np.ndarray:
        """The course's: for each piece, the loss without it (others unchanged) minus the loss.
        Only the words whose best segmentation uses the piece can change."""
        strings, pieces, best = self._edges().viterbi(self.scores)
        score_of = {self.pieces[i]: float(self.scores[i]) for i in np.flatnonzero(self.alive)}
        users: dict[int, set[int]] = {}
        for string, piece in zip(strings.tolist(), pieces.tolist()):
            users.setdefault(piece, set()).add(string)
        losses = np.zeros(len(self.pieces))
        for piece, words in users.items():
            if self.is_char[piece]:
                continue
            own = score_of.pop(self.pieces[piece])
            for w in words:
                without = _best_log_prob(self.words.string(w), score_of,
                                         self.max_piece_length)
                losses[piece] += self.counts[w] * (best[w] - without)
            score_of[self.pieces[piece]] = own
        return losses

    def approximate_losses(self) -> np.ndarray:
        """SentencePiece's estimate: a piece's frequency moves to the pieces of its second-best
        segmentation; with the corrected normaliser (this piece's alternatives, not all pieces)."""
        freq = self._edges().frequencies(self.scores)
        total = freq.sum()
        alt_of, alt_pieces, alt_best = self._second_best()
        n_alternatives = np.bincount(alt_of, minlength=len(self.pieces))
        with np.errstate(divide="ignore", invalid="ignore"):
            logsum_alt = np.log(total + freq * (n_alternatives - 1))
            log_p = np.log(freq) - np.log(total)
            alt_terms = np.log(freq[alt_pieces] + freq[alt_of]) - logsum_alt[alt_of]
            log_p_alt = np.bincount(alt_of, weights=alt_terms, minlength=len(self.pieces))
            losses = freq * (log_p - log_p_alt)
        split_is_better = alt_best > self.scores  # removable: not its own best segmentation
        losses[(freq == 0) | split_is_better | (n_alternatives == 0)] = 0.0
        return losses

    def _second_best(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Each live piece's best segmentation into other live pieces: (piece, alternative)
        per token, and its log-probability (-inf for single characters, which have none).
        The pieces' own lattices are built once, at the first pruning round, and shrink with
        the vocabulary after that."""
        if self._own is None:
            live = np.flatnonzero(self.alive)
            names = take(self.pieces, live)
            self._own = live, self.corpus.own_lattices(names, self.max_piece_length)
        live, lattices = self._own
        alt_of, alt_pieces, alt_best = lattices.viterbi(self.alive[live], self.scores[live])
        best = np.full(len(self.pieces), -np.inf)
        best[live] = alt_best
        return live[alt_of], live[alt_pieces], best

    def best_pieces(self, target: int) -> list[int]:
        """Live pieces by descending score (ties: seed order), characters always kept, at most
        `target` unless the characters alone are more."""
        alive = np.flatnonzero(self.alive)
        by_score = alive[np.lexsort((alive, -self.scores[alive]))]
        chars = set(np.flatnonzero(self.is_char & self.alive).tolist())
        room = max(0, target - len(chars))
        others = [i for i in by_score.tolist() if i not in chars][:room]
        keep = chars.union(others)
        return [i for i in by_score.tolist() if i in keep]


def _best_log_prob(word: str, score_of: dict[str, float], max_len: int) -> float:
    best = [0.0] + [-math.inf] * len(word)
    for end in range(1, len(word) + 1):
        for start in range(max(0, end - max_len), end):
            score = score_of.get(word[start:end])
            if score is not None and best[start] + score > best[end]:
                best[end] = best[start] + score
    return best[-1]


def digamma(x: np.ndarray) -> np.ndarray:
    """The digamma function (SentencePiece's series), elementwise; digamma(0) = -inf."""
    x = np.asarray(x, dtype=np.float64).copy()
    result = np.zeros_like(x)
    zero = x <= 0
    x[zero] = 1.0
    small = x < 7
    while small.any():
        result[small] -= 1.0 / x[small]
        x[small] += 1.0
        small = x < 7
    x -= 0.5
    xx2 = 1.0 / (x * x)
    xx4 = xx2 * xx2
    result += (np.log(x) + xx2 / 24.0 - 7.0 / 960.0 * xx4 + 31.0 / 8064.0 * xx4 * xx2
               - 127.0 / 30720.0 * xx4 * xx4)
    result[zero] = -np.inf
    return result
