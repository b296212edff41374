"""SentencePiece's `.model` file (a ModelProto protobuf) from a tokenizer, and back.

The schema module ships with the `sentencepiece` package and needs `protobuf`; both are imported
only when a `.model` file is written or read, so the rest of the core works without them.

What a `.model` we write can say: a Unigram or BPE model over text whose spaces become '▁' with
one '▁' put in front ("dummy prefix"), no other normalization. SentencePiece applies the BPE
merges by score (score = -rank here) and runs Viterbi over the whole text rather than word by
word; both give the same pieces as our pipeline because pieces carry '▁' only at their start.

A `.model` we read opens as a SentencePieceTokenizer that runs it as SentencePiece (0.2.3) does,
offsets and edge cases included; what SentencePiece refuses to load is refused, in one line. Its
tokenizer.json (for `tokenizers`) is only the nearest that format comes, as `tokenizers`' own
converter makes it.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import regex

from ..models.base import Model, Token
from ..models.bpe.model import BpeModel, SentencePieceBpeModel
from ..models.unigram.model import SentencePieceUnigramModel, UnigramModel
from ..pipeline import precompiled
from ..pipeline.added_tokens import AddedToken
from ..pipeline.decoders import SentencePieceDecoder
from ..pipeline.normalizers import Normalizer, sentencepiece_normalizer
from ..pipeline.pre_tokenizers import METASPACE, Metaspace, NoPreTokenizer, PreTokenizer, Split
from ..tokenizer.encoding import Encoding
from ..tokenizer.tokenizer import Tokenizer

_BYTE_PIECES = frozenset(f"<0x{byte:02X}>" for byte in range(256))
_ROLE_IDS = {"<s>": "bos", "</s>": "eos", "<pad>": "pad"}


class RepresentationError(ValueError):
    """The tokenizer cannot be written as a `.model` that tokenizes the same way."""


def _schema():
    from sentencepiece import sentencepiece_model_pb2  # noqa: PLC0415 (optional at import time)
    return sentencepiece_model_pb2


def check_representable(tokenizer: Tokenizer) -> None:
    """Raise RepresentationError unless a `.model` can tokenize exactly as `tokenizer` does."""
    if tokenizer.algorithm not in _MODEL_TYPES:
        raise RepresentationError("SentencePiece has no WordPiece model; export 'bert' instead")
    if not isinstance(tokenizer.pre_tokenizer, Metaspace):
        raise RepresentationError(
            f"SentencePiece splits text only as the metaspace pre-tokenizer does, not as "
            f"{tokenizer.pre_tokenizer.kind!r}; export 'tokenizer-json' instead")
    if tokenizer.normalizer.steps and tokenizer.normalizer.compiled_rules() is None:
        raise RepresentationError(
            "a .model normalizes only with SentencePiece's own compiled rules: train with "
            "--normalizer spm-nmt-nfkc or spm-nfkc (its NFKC), or none, or export 'tokenizer-json'")
    if tokenizer.unk_token is None:
        raise RepresentationError("SentencePiece needs an unknown token; train with --unk-token")
    model = tokenizer.model
    _MODEL_TYPES[tokenizer.algorithm].check(model)
    if any(not t.special or t.normalized or t.lstrip or t.rstrip for t in tokenizer.added_tokens or []):
        raise RepresentationError("SentencePiece has control symbols only, not added tokens "
                                  "that are normalized, stripped or not special")
    if tokenizer.pre_tokenizer.split and any(METASPACE in t[1:] for t in tokenizer.vocab):  # type: ignore[attr-defined]
        raise RepresentationError("a piece holds '▁' after its start, which SentencePiece would "
                                  "let cross the word boundaries the metaspace pre-tokenizer makes")
    if model.byte_fallback and any(tokenizer.token_to_id(t) is None for t in _BYTE_PIECES):
        raise RepresentationError("SentencePiece byte fallback needs all 256 <0xXX> pieces")


def _check_unigram(model: UnigramModel) -> None:
    """Nothing: a Unigram model is what SentencePiece trains."""


def _check_bpe(model: BpeModel) -> None:
    if not model.fuse_unk:
        raise RepresentationError("SentencePiece makes a run of unknown characters one piece; "
                                  "train BPE with --fuse-unk to export it")
    if model.continuing_subword_prefix or model.end_of_word_suffix or model.ignore_merges:
        raise RepresentationError("SentencePiece BPE has no continuing-subword prefix, "
                                  "end-of-word suffix or ignore_merges")


def _unigram_scores(model: UnigramModel) -> list[float]:
    """The pieces' log-probabilities."""
    return list(model.scores)


def _bpe_scores(model: BpeModel) -> list[float]:
    """-rank of the first merge that makes a token; the alphabet below every merge, so that no
    score ties decide anything."""
    rank_of: dict[str, int] = {}
    for rank, (left, right) in enumerate(model.merges):
        rank_of.setdefault(left + right, rank)
    floor = len(rank_of) + 1
    return [-float(rank_of.get(token, floor + i)) for i, token in enumerate(model.vocab)]


@dataclass(frozen=True)
class _ModelType:
    """How a model of one algorithm is written as a `.model`."""

    name: str  # SentencePiece's TrainerSpec.ModelType
    check: Callable  # raises RepresentationError for what a `.model` cannot hold
    scores: Callable  # the pieces' scores by id


_MODEL_TYPES = {"unigram": _ModelType("UNIGRAM", _check_unigram, _unigram_scores),
                "bpe": _ModelType("BPE", _check_bpe, _bpe_scores)}  # by the model's algorithm


def _scores(tokenizer: Tokenizer) -> list[float]:
    model = tokenizer.model
    extra = [0.0] * (len(tokenizer.vocab) - len(model.vocab))  # added tokens past the model's
    return _MODEL_TYPES[tokenizer.algorithm].scores(model) + extra


def _pieces(tokenizer: Tokenizer) -> list[tuple[str, str, float]]:
    """(piece, SentencePiece type, score) by id; reserved pieces score 0, as SentencePiece's."""
    specials = set(tokenizer.special_tokens)
    byte_fallback = tokenizer.model.byte_fallback
    out = []
    for token, score in zip(tokenizer.vocab, _scores(tokenizer)):
        if token == tokenizer.unk_token:
            out.append((token, "UNKNOWN", 0.0))
        elif token in specials:
            out.append((token, "CONTROL", 0.0))
        elif byte_fallback and token in _BYTE_PIECES:
            out.append((token, "BYTE", 0.0))
        else:
            out.append((token, "NORMAL", score))
    return out


def to_model_proto(tokenizer: Tokenizer) -> bytes:
    """The serialized ModelProto; RepresentationError if it cannot be faithful."""
    check_representable(tokenizer)
    pb = _schema()
    proto = pb.ModelProto()
    piece_type = pb.ModelProto.SentencePiece
    for token, kind, score in _pieces(tokenizer):
        piece = proto.pieces.add()
        piece.piece, piece.type, piece.score = token, piece_type.Type.Value(kind), score
    spec = proto.trainer_spec
    spec.model_type = pb.TrainerSpec.ModelType.Value(_MODEL_TYPES[tokenizer.algorithm].name)
    spec.vocab_size = len(tokenizer.vocab)
    unk = tokenizer.unk_token
    spec.unk_id = tokenizer.token_to_id(unk)  # type: ignore[arg-type]
    spec.unk_piece = unk  # type: ignore[assignment]
    for token, role in _ROLE_IDS.items():
        token_id = tokenizer.token_to_id(token) if token in tokenizer.special_tokens else None
        setattr(spec, f"{role}_id", -1 if token_id is None else token_id)
        if token_id is not None:
            setattr(spec, f"{role}_piece", token)
    spec.byte_fallback = tokenizer.model.byte_fallback
    normalizer = proto.normalizer_spec
    rules = tokenizer.normalizer.compiled_rules()
    normalizer.name = rules[0] if rules else "identity"
    if rules:
        normalizer.precompiled_charsmap = rules[1]
    normalizer.add_dummy_prefix = tokenizer.pre_tokenizer.prepend_scheme != "never"  # type: ignore[attr-defined]
    normalizer.remove_extra_whitespaces = False
    normalizer.escape_whitespaces = True
    return proto.SerializeToString()


def vocab_lines(tokenizer: Tokenizer) -> str:
    """The `.vocab` file: one "piece TAB score" line per id."""
    check_representable(tokenizer)
    return "".join(f"{token}\t{score:.10g}\n" for token, _, score in _pieces(tokenizer))


_NORMAL_GROUP = ("NORMAL", "USER_DEFINED", "UNUSED")  # the rest are reserved
_NULL = "\0"
_LONGEST_PIECE = 8000  # bytes


def _piece_types(proto, pb) -> list[str]:
    """Each piece's type name; with byte fallback a piece that is one NUL character is unused,
    as SentencePiece makes it (some converters write one beside <0x00>)."""
    types = [pb.ModelProto.SentencePiece.Type.Name(p.type) for p in proto.pieces]
    if proto.trainer_spec.byte_fallback:
        types = ["UNUSED" if p.piece == _NULL else kind for p, kind in zip(proto.pieces, types)]
    return types


def _refusal(proto, types: list[str]) -> str | None:
    """Why SentencePiece (0.2.3) refuses these pieces, if it does. BPE refuses a piece seen
    twice, Unigram one seen twice among the normal pieces (normal, user-defined, unused) or among
    the reserved ones (unknown, control, byte); an unused NUL piece is left out of both."""
    spec = proto.trainer_spec
    bpe = spec.model_type == type(spec).BPE
    seen: set[tuple[bool, str]] = set()
    for piece, kind in zip(proto.pieces, types):
        text = piece.piece
        if not text:
            return "a piece is empty"
        if isinstance(text, bytes):  # protobuf gives a string field's invalid UTF-8 as bytes
            return f"piece {text!r} is not UTF-8 text"
        if len(text.encode("utf-8")) >= _LONGEST_PIECE:
            return f"a piece is longer than {_LONGEST_PIECE - 1} bytes"
        if text == _NULL and kind == "UNUSED":
            continue
        if _NULL in text:
            return f"piece {text!r} holds a NUL character"
        if not bpe and not math.isfinite(piece.score):
            return f"piece {text!r} scores {piece.score}"
        key = (bpe or kind in _NORMAL_GROUP, text)
        if key in seen:
            return f"piece {text!r} is defined twice"
        seen.add(key)
        if kind == "BYTE" and not spec.byte_fallback:
            return f"byte piece {text!r} is found although byte_fallback is false"
        if kind == "BYTE" and text not in _BYTE_PIECES:
            return f"byte piece {text!r} is not one of <0x00>..<0xFF>"
    unknown = types.count("UNKNOWN")
    if unknown > 1:
        return "more than one unknown piece"
    if not unknown and not spec.byte_fallback:
        return "no unknown piece (and no byte fallback)"
    if spec.byte_fallback and len({p.piece for p, kind in zip(proto.pieces, types)
                                   if kind == "BYTE"}) < 256:
        return "byte_fallback is true but not all 256 byte pieces <0x00>..<0xFF> are there"
    if not bpe and not any(kind in _NORMAL_GROUP and p.piece != _NULL
                           for p, kind in zip(proto.pieces, types)):
        return "a Unigram model with no piece but reserved ones (unknown, control, byte)"
    return None


def _charsmap_refusal(spec, name: str) -> str | None:
    """Why SentencePiece refuses the compiled rules of the NormalizerSpec (none: no rules)."""
    blob = spec.precompiled_charsmap
    refusal = blob and precompiled.sentencepiece_refusal(blob)
    return f"its {name} rules are broken ({refusal})" if refusal else None


class SentencePieceTokenizer(Tokenizer):
    """A `.model` run as SentencePiece runs it.

    The whole text is normalized at once (user-defined symbols kept as they are) and segmented by
    the model; each unknown character then becomes its UTF-8 bytes' pieces (byte fallback: all
    but the last span nothing, the last spans the character) or a run of them one piece named by
    its text. Control symbols are never read from the text and never written by decoding
    (`skip_special_tokens` changes nothing); an id outside the vocabulary is an IndexError.
    """

    def _encode_sequence(self, text: str) -> Encoding:
        ns = self.normalizer.normalize(text)
        model = self.model
        unknown = _unknown_id(model)
        encoding = Encoding()
        for token in _join_unknown(model.tokenize(ns.text), unknown, model.byte_fallback):
            token_id, start, end = token
            if token_id != unknown or not model.byte_fallback:
                span = ns.original_span(start, end)
                encoding.add(model.token_text(ns.text, token), token_id, span)
                continue
            spelled = ns.text[start:end].encode("utf-8")
            for k, byte in enumerate(spelled):
                piece = f"<0x{byte:02X}>"
                span = ns.original_span(start, end if k == len(spelled) - 1 else start)
                encoding.add(piece, model.token_to_id(piece), span)  # type: ignore[arg-type]
        return encoding

    def words(self, text: str) -> list[tuple[str, bool]]:
        """The whole normalized text, which SentencePiece segments at once."""
        normalized = self.normalizer.normalize(text).text
        return [(normalized, False)] if normalized else []

    def decode(self, ids: list[int], *, skip_special_tokens: bool = True) -> str:
        size = len(self.vocab)
        for token_id in ids:
            if not 0 <= token_id < size:
                raise IndexError(f"id {token_id} is not in the vocabulary (0..{size - 1})")
        return self.decoder.decode_ids(ids)  # type: ignore[union-attr]


def _unknown_id(model: Model) -> int:
    """The model's unknown id; -1 when it has none (SentencePiece allows that with byte
    fallback, which spells every unknown character)."""
    return -1 if model.unk_id is None else model.unk_id


def _join_unknown(tokens: list[Token], unknown: int, byte_fallback: bool) -> list[Token]:
    """Neighbouring unknown tokens as one (not with byte fallback, which spells each)."""
    out: list[Token] = []
    for token in tokens:
        if not byte_fallback and out and token[0] == unknown == out[-1][0]:
            out[-1] = (unknown, out[-1][1], token[2])
        else:
            out.append(token)
    return out


def from_model_proto(data: bytes) -> Tokenizer:
    """A tokenizer that encodes and decodes as SentencePiece does with this `.model` (see
    SentencePieceTokenizer). ValueError, in one line, for what SentencePiece refuses and for
    what we cannot reproduce."""
    pb = _schema()
    proto = pb.ModelProto()
    try:
        proto.ParseFromString(data)
    except Exception as exc:  # the protobuf runtime raises its own DecodeError
        raise ValueError(f"not a SentencePiece model ({exc})") from None
    if not proto.pieces:
        raise ValueError("not a SentencePiece model (no pieces)")
    spec, normalizer_spec = proto.trainer_spec, proto.normalizer_spec
    if spec.treat_whitespace_as_suffix:
        raise ValueError("SentencePiece treat_whitespace_as_suffix is not supported")
    types = _piece_types(proto, pb)
    refusal = (_refusal(proto, types) or _charsmap_refusal(normalizer_spec, "normalization")
               or _charsmap_refusal(proto.denormalizer_spec, "denormalization"))
    if refusal:
        raise ValueError(f"SentencePiece refuses this model: {refusal}")
    vocab = [p.piece for p in proto.pieces]
    scores = [p.score for p in proto.pieces]
    unk_id = types.index("UNKNOWN") if "UNKNOWN" in types else None
    if spec.model_type == pb.TrainerSpec.UNIGRAM:
        model: Model = SentencePieceUnigramModel(vocab, scores, unk_id, piece_types=types,
                                                 byte_fallback=spec.byte_fallback)
    elif spec.model_type == pb.TrainerSpec.BPE:
        model = SentencePieceBpeModel(vocab, _merges_by_score(vocab, scores, types),
                                      unk_token=None if unk_id is None else vocab[unk_id],
                                      fuse_unk=True, byte_fallback=spec.byte_fallback,
                                      scores=scores, piece_types=types)
    else:
        raise ValueError(f"SentencePiece model type {pb.TrainerSpec.ModelType.Name(spec.model_type)} "
                         "is not supported")
    user_defined = [piece for piece, kind in zip(vocab, types) if kind == "USER_DEFINED"]
    added = [AddedToken(piece, special=True, id=i)  # for the app and tokenizer.json
             for i, (piece, kind) in enumerate(zip(vocab, types)) if kind == "CONTROL"]
    flags = {"add_dummy_prefix": normalizer_spec.add_dummy_prefix,
             "remove_extra_whitespaces": normalizer_spec.remove_extra_whitespaces}
    denormalizer = proto.denormalizer_spec
    denormalize = _normalizer(denormalizer, []).normalize_str \
        if denormalizer.precompiled_charsmap else None
    decoder = SentencePieceDecoder(vocab, types, spec.unk_surface, **flags, denormalize=denormalize)
    return SentencePieceTokenizer(normalizer=_normalizer(normalizer_spec, user_defined),
                                  pre_tokenizer=_isolating(user_defined), model=model,
                                  added_tokens=added,
                                  decoder=decoder)


def _isolating(user_defined: list[str]) -> PreTokenizer:
    """What tokenizer.json says of the user-defined pieces (SentencePieceTokenizer segments the
    whole text itself): each is a piece of its own in the normalized text, longest first, so that
    the dummy prefix and the whitespace rules see the whole text, as in SentencePiece. (Added
    tokens would split the raw text, and each part would get a dummy prefix of its own.)"""
    if not user_defined:
        return NoPreTokenizer()
    pattern = "|".join(regex.escape(piece) for piece in sorted(user_defined, key=len, reverse=True))
    return Split({"Regex": pattern}, "Isolated")


def _normalizer(spec, user_defined: list[str]) -> Normalizer:
    """What a NormalizerSpec (the model's normalizer or denormalizer) says."""
    return sentencepiece_normalizer(spec.precompiled_charsmap, user_defined,
                                    add_dummy_prefix=spec.add_dummy_prefix,
                                    remove_extra_whitespaces=spec.remove_extra_whitespaces,
                                    escape_whitespaces=spec.escape_whitespaces)


def _merges_by_score(vocab: list[str], scores: list[float],
                     types: list[str]) -> list[tuple[str, str]]:
    """What `tokenizers` comes closest with: every split of every normal piece into two pieces,
    as a merge ranked by the piece's score, pieces of equal score by id and the splits of a
    piece by the length of the left part, as transformers' `generate_merges` ranks them (it
    ranks by id alone, which is the same for the files SentencePiece writes: their scores fall
    as the ids rise). SentencePiece merges the leftmost of pairs of equal score, which no ranks
    can say when two such pieces overlap both ways ("ab" and "ba" in "aba" and "bab")."""
    ids = {piece: i for i, piece in enumerate(vocab)}
    rules = []
    for i, (text, score, kind) in enumerate(zip(vocab, scores, types)):
        if kind != "NORMAL":
            continue
        for cut in range(1, len(text)):
            left, right = text[:cut], text[cut:]
            if left in ids and right in ids:
                rules.append((-score, i, cut, left, right))
    rules.sort()
    return [(left, right) for *_, left, right in rules]
