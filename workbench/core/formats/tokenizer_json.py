"""Reading and writing `tokenizer.json`, the `tokenizers` library's file format.

What we write loads with `tokenizers.Tokenizer.from_file` and encodes the same way we do. Our
training settings travel inside the model section under the key "workbench", which `tokenizers`
ignores. We read files made by `tokenizers` too: each section is built by its stage's module
(`normalizer_from_json`, `pre_tokenizer_from_json`, ...), and a component we do not implement is
a FormatError that names it, never an approximation.
"""

from __future__ import annotations

import json

import regex

from ..models.bpe.model import BpeModel
from ..models.unigram.model import UnigramModel
from ..models.wordpiece.model import WordPieceModel
from ..pipeline.added_tokens import AddedToken
from ..pipeline.decoders import Decoder, decoder_from_json
from ..pipeline.normalizers import normalizer_from_json
from ..pipeline.post_processors import post_processor_from_json
from ..pipeline.pre_tokenizers import pre_tokenizer_from_json
from ..tokenizer import Model, Tokenizer
from .files import FormatError, read_json, write_atomic

__all__ = ["FormatError", "dumps", "from_data", "from_dict", "load", "save", "to_dict"]


def to_dict(tokenizer: Tokenizer) -> dict:
    model = tokenizer.model
    return {
        "version": "1.0",
        "truncation": None,
        "padding": None,
        "added_tokens": [t.to_json(tokenizer.token_to_id(t.content))  # type: ignore[arg-type]
                         for t in tokenizer.added_tokens or []],
        "normalizer": tokenizer.normalizer.to_json(),
        "pre_tokenizer": tokenizer.pre_tokenizer.to_json(),
        "post_processor": tokenizer.post_processor.to_json() if tokenizer.post_processor else None,
        "decoder": tokenizer.decoder.to_json() if tokenizer.decoder else None,
        "model": {**_model_dict(model), "workbench": tokenizer.settings},
    }


def _model_dict(model: Model) -> dict:
    if isinstance(model, UnigramModel):
        return {"type": "Unigram", "unk_id": model.unk_id,
                "vocab": [[piece, score] for piece, score in zip(model.vocab, model.scores)],
                "byte_fallback": model.byte_fallback}
    vocab = {token: i for i, token in enumerate(model.vocab)}
    if isinstance(model, WordPieceModel):
        return {"type": "WordPiece", "unk_token": model.unk_token,
                "continuing_subword_prefix": model.continuing_subword_prefix,
                "max_input_chars_per_word": model.max_input_chars_per_word, "vocab": vocab}
    return {"type": "BPE", "dropout": None, "unk_token": model.unk_token,
            "continuing_subword_prefix": model.continuing_subword_prefix,
            "end_of_word_suffix": model.end_of_word_suffix, "fuse_unk": model.fuse_unk,
            "byte_fallback": model.byte_fallback, "ignore_merges": model.ignore_merges, "vocab": vocab,
            "merges": [list(m) for m in model.merges]}


def dumps(tokenizer: Tokenizer) -> str:
    return json.dumps(to_dict(tokenizer), ensure_ascii=False, indent=2) + "\n"


def save(tokenizer: Tokenizer, path: str) -> None:
    """Write atomically: a temporary file in the same folder, then a rename."""
    write_atomic(path, dumps(tokenizer))


def load(path: str) -> Tokenizer:
    return from_data(read_json(path), path)


def from_data(data: object, path: str) -> Tokenizer:
    """`from_dict` of JSON read from `path`, which errors name."""
    try:
        return from_dict(data)  # type: ignore[arg-type]
    except FormatError as exc:
        raise FormatError(f"{path}: {exc}") from None


def from_dict(data: dict) -> Tokenizer:
    """A tokenizer from a tokenizer.json's content, ours or made elsewhere; FormatError names
    the first component we cannot run exactly as `tokenizers` does."""
    if not isinstance(data, dict) or not isinstance(data.get("model"), dict):
        raise FormatError("not a tokenizer.json (no 'model' section)")
    model_data = data["model"]
    try:
        model = _model(model_data)
        pre_tokenizer = pre_tokenizer_from_json(data.get("pre_tokenizer"))
        decoder = decoder_from_json(data["decoder"]) if data.get("decoder") else Decoder()
        return Tokenizer(
            normalizer=normalizer_from_json(data.get("normalizer")),
            pre_tokenizer=pre_tokenizer,
            model=model,
            added_tokens=[AddedToken.from_json(t) for t in data.get("added_tokens") or []],
            settings=dict(model_data.get("workbench") or {}),
            decoder=decoder,
            post_processor=post_processor_from_json(data.get("post_processor")),
        )
    except FormatError:
        raise
    except (ValueError, KeyError, TypeError, regex.error) as exc:
        raise FormatError(_describe(exc)) from None


def _describe(exc: Exception) -> str:
    if isinstance(exc, KeyError):
        return f"a component lacks its {exc.args[0]!r} field"
    if isinstance(exc, regex.error):
        return f"a pattern is not a valid regex ({exc})"
    return str(exc)


def _model(data: dict) -> Model:
    kind = data.get("type")
    if kind == "Unigram":
        pieces = data.get("vocab") or []
        return UnigramModel([p for p, _ in pieces], [float(s) for _, s in pieces], data.get("unk_id"),
                            byte_fallback=bool(data.get("byte_fallback", False)))
    vocab_map = data.get("vocab") or {}
    vocab = sorted(vocab_map, key=vocab_map.__getitem__)
    if sorted(vocab_map.values()) != list(range(len(vocab))):
        raise FormatError("model vocabulary ids are not 0..n-1")
    if kind == "WordPiece":
        return WordPieceModel(
            vocab=vocab, unk_token=data.get("unk_token", "[UNK]"),
            continuing_subword_prefix=data.get("continuing_subword_prefix", "##"),
            max_input_chars_per_word=data.get("max_input_chars_per_word", 100),
        )
    if kind == "BPE":
        if data.get("dropout"):
            raise FormatError("BPE dropout is not supported (it samples a different split each time)")
        merges = [tuple(m.split(" ", 1)) if isinstance(m, str) else tuple(m) for m in data.get("merges", [])]
        return BpeModel(
            vocab=vocab, merges=merges,  # type: ignore[arg-type]
            unk_token=data.get("unk_token"),
            continuing_subword_prefix=data.get("continuing_subword_prefix"),
            end_of_word_suffix=data.get("end_of_word_suffix"),
            fuse_unk=bool(data.get("fuse_unk", False)),
            byte_fallback=bool(data.get("byte_fallback", False)),
            ignore_merges=bool(data.get("ignore_merges", False)),
        )
    raise FormatError(f"model {kind!r} is not supported")
