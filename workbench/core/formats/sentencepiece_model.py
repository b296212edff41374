"""SentencePiece's `.model` file (a ModelProto protobuf) from a tokenizer, and back.

The schema module ships with the `sentencepiece` package and needs `protobuf`; both are imported
only when a `.model` file is written or read, so the rest of the core works without them.

What a `.model` can say: a Unigram or BPE model over text whose spaces become '▁' with one '▁'
put in front ("dummy prefix"), no other normalization. SentencePiece applies the BPE merges by
score (score = -rank here) and runs Viterbi over the whole text rather than word by word; both
give the same pieces as our pipeline because pieces carry '▁' only at their start.
"""

from __future__ import annotations

from ..models.bpe.model import BpeModel
from ..models.unigram.model import UnigramModel
from ..pipeline.added_tokens import AddedToken
from ..pipeline.decoders import decoder_from_json
from ..pipeline.normalizers import Normalizer, normalizer_from_json, sentencepiece_rules
from ..pipeline.pre_tokenizers import METASPACE, Metaspace, NoPreTokenizer
from ..tokenizer import Model, Tokenizer

_END_SPACES = r"(?<![\s\S]) +| +(?![\s\S])"  # at the very start or end, in any regex dialect
_BYTE_PIECES = frozenset(f"<0x{byte:02X}>" for byte in range(256))
_ROLE_IDS = {"<s>": "bos", "</s>": "eos", "<pad>": "pad"}


class RepresentationError(ValueError):
    """The tokenizer cannot be written as a `.model` that tokenizes the same way."""


def _schema():
    from sentencepiece import sentencepiece_model_pb2  # noqa: PLC0415 (optional at import time)
    return sentencepiece_model_pb2


def check_representable(tokenizer: Tokenizer) -> None:
    """Raise RepresentationError unless a `.model` can tokenize exactly as `tokenizer` does."""
    if tokenizer.algorithm == "wordpiece":
        raise RepresentationError("SentencePiece has no WordPiece model; export 'bert' instead")
    if not isinstance(tokenizer.pre_tokenizer, Metaspace):
        raise RepresentationError(
            f"SentencePiece splits text only as the metaspace pre-tokenizer does, not as "
            f"{tokenizer.pre_tokenizer.kind!r}; export 'tokenizer-json' instead")
    if tokenizer.normalizer.steps:
        raise RepresentationError(
            "a .model without SentencePiece's own compiled normalization rules cannot normalize; "
            "train without a normalizer or export 'tokenizer-json'")
    if tokenizer.unk_token is None:
        raise RepresentationError("SentencePiece needs an unknown token; train with --unk-token")
    model = tokenizer.model
    if isinstance(model, BpeModel):
        if not model.fuse_unk:
            raise RepresentationError("SentencePiece makes a run of unknown characters one piece; "
                                      "train BPE with --fuse-unk to export it")
        if model.continuing_subword_prefix or model.end_of_word_suffix or model.ignore_merges:
            raise RepresentationError("SentencePiece BPE has no continuing-subword prefix, "
                                      "end-of-word suffix or ignore_merges")
    if any(not t.special or t.normalized or t.lstrip or t.rstrip for t in tokenizer.added_tokens or []):
        raise RepresentationError("SentencePiece has control symbols only, not added tokens "
                                  "that are normalized, stripped or not special")
    if tokenizer.pre_tokenizer.split and any(METASPACE in t[1:] for t in tokenizer.vocab):  # type: ignore[attr-defined]
        raise RepresentationError("a piece holds '▁' after its start, which SentencePiece would "
                                  "let cross the word boundaries the metaspace pre-tokenizer makes")
    if model.byte_fallback and any(tokenizer.token_to_id(t) is None for t in _BYTE_PIECES):
        raise RepresentationError("SentencePiece byte fallback needs all 256 <0xXX> pieces")


def _scores(tokenizer: Tokenizer) -> list[float]:
    """Unigram: the log-probabilities. BPE: -rank of the first merge that makes a token; the
    alphabet below every merge, so that no score ties decide anything."""
    model = tokenizer.model
    extra = [0.0] * (len(tokenizer.vocab) - len(model.vocab))  # added tokens past the model's
    if isinstance(model, UnigramModel):
        return list(model.scores) + extra
    rank_of: dict[str, int] = {}
    for rank, (left, right) in enumerate(model.merges):  # type: ignore[union-attr]
        rank_of.setdefault(left + right, rank)
    floor = len(rank_of) + 1
    return [-float(rank_of.get(token, floor + i)) for i, token in enumerate(model.vocab)] + extra


def _pieces(tokenizer: Tokenizer) -> list[tuple[str, str, float]]:
    """(piece, SentencePiece type, score) by id; reserved pieces score 0, as SentencePiece's."""
    specials = set(tokenizer.special_tokens)
    byte_fallback = tokenizer.model.byte_fallback  # type: ignore[union-attr]
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
    spec.model_type = pb.TrainerSpec.UNIGRAM if tokenizer.algorithm == "unigram" else pb.TrainerSpec.BPE
    spec.vocab_size = len(tokenizer.vocab)
    unk = tokenizer.unk_token
    spec.unk_id = tokenizer.token_to_id(unk)  # type: ignore[arg-type]
    spec.unk_piece = unk  # type: ignore[assignment]
    for token, role in _ROLE_IDS.items():
        token_id = tokenizer.token_to_id(token) if token in tokenizer.special_tokens else None
        setattr(spec, f"{role}_id", -1 if token_id is None else token_id)
        if token_id is not None:
            setattr(spec, f"{role}_piece", token)
    spec.byte_fallback = tokenizer.model.byte_fallback  # type: ignore[union-attr]
    normalizer = proto.normalizer_spec
    normalizer.name = "identity"
    normalizer.add_dummy_prefix = tokenizer.pre_tokenizer.prepend_scheme != "never"  # type: ignore[attr-defined]
    normalizer.remove_extra_whitespaces = False
    normalizer.escape_whitespaces = True
    return proto.SerializeToString()


def vocab_lines(tokenizer: Tokenizer) -> str:
    """The `.vocab` file: one "piece TAB score" line per id."""
    check_representable(tokenizer)
    return "".join(f"{token}\t{score:.10g}\n" for token, _, score in _pieces(tokenizer))


def from_model_proto(data: bytes) -> Tokenizer:
    """A tokenizer that encodes as SentencePiece does with this `.model`: its compiled
    normalization rules (as `tokenizers` applies them), extra spaces removed, '▁' put in by the
    normalizer, no pre-tokenizer (SentencePiece segments the whole text), byte fallback as the
    model says. ValueError for what we cannot reproduce."""
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
    kinds = pb.ModelProto.SentencePiece
    if any(p.type == kinds.UNUSED for p in proto.pieces):
        raise ValueError("SentencePiece unused pieces are not supported")
    vocab = [p.piece for p in proto.pieces]
    unk_ids = [i for i, p in enumerate(proto.pieces) if p.type == kinds.UNKNOWN]
    added = [AddedToken(p.piece, special=True) if p.type == kinds.CONTROL
             else AddedToken(p.piece, special=False, normalized=True)
             for p in proto.pieces if p.type in (kinds.CONTROL, kinds.USER_DEFINED)]
    if spec.model_type == pb.TrainerSpec.UNIGRAM:
        model: Model = UnigramModel(vocab, [p.score for p in proto.pieces],
                                    unk_ids[0] if unk_ids else None, byte_fallback=spec.byte_fallback)
    elif spec.model_type == pb.TrainerSpec.BPE:
        model = BpeModel(vocab, _merges_by_score(proto.pieces, kinds.NORMAL),
                         unk_token=vocab[unk_ids[0]] if unk_ids else None, fuse_unk=True,
                         byte_fallback=spec.byte_fallback)
    else:
        raise ValueError(f"SentencePiece model type {pb.TrainerSpec.ModelType.Name(spec.model_type)} "
                         "is not supported")
    steps: list[dict] = []
    if normalizer_spec.remove_extra_whitespaces:  # spaces at either end go, runs become one
        steps.append({"type": "Replace", "pattern": {"Regex": _END_SPACES}, "content": ""})
        steps.append({"type": "Replace", "pattern": {"Regex": " {2,}"}, "content": " "})
    if normalizer_spec.add_dummy_prefix:
        steps.append({"type": "Prepend", "prepend": " "})
    if normalizer_spec.escape_whitespaces:
        steps.append({"type": "Replace", "pattern": {"String": " "}, "content": METASPACE})
    decoder_steps = [{"type": "Replace", "pattern": {"String": METASPACE}, "content": " "},
                     {"type": "ByteFallback"}, {"type": "Fuse"}]
    if normalizer_spec.add_dummy_prefix:
        decoder_steps.append({"type": "Strip", "content": " ", "start": 1, "stop": 0})
    rules = sentencepiece_rules(normalizer_spec.precompiled_charsmap).steps \
        if normalizer_spec.precompiled_charsmap else []
    return Tokenizer(
        normalizer=Normalizer(rules + normalizer_from_json({"type": "Sequence", "normalizers": steps}).steps),
        pre_tokenizer=NoPreTokenizer(), model=model, added_tokens=added,
        decoder=decoder_from_json({"type": "Sequence", "decoders": decoder_steps}),
    )


def _merges_by_score(pieces, normal: int) -> list[tuple[str, str]]:
    """SentencePiece BPE merges any two adjacent pieces whose concatenation is a piece, the
    highest-scoring first; as merge rules: every split of every piece, by the piece's score."""
    ids = {p.piece: i for i, p in enumerate(pieces)}
    rules = []
    for i, piece in enumerate(pieces):
        if piece.type != normal:
            continue
        text = piece.piece
        for cut in range(1, len(text)):
            left, right = text[:cut], text[cut:]
            if left in ids and right in ids:
                rules.append((-piece.score, i, ids[left], ids[right], left, right))
    rules.sort()
    return [(left, right) for *_, left, right in rules]
