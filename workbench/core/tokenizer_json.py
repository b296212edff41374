"""Reading and writing `tokenizer.json`, the `tokenizers` library's file format.

What we write loads with `tokenizers.Tokenizer.from_file` and encodes the same way we do. Our
training settings travel inside the model section under the key "workbench", which `tokenizers`
ignores.
"""

from __future__ import annotations

import json

from .bpe import BpeModel
from .files import write_atomic
from .normalizers import Normalizer, build_normalizer
from .post_processors import PostProcessor, post_processor_from_json
from .pre_tokenizers import PreTokenizer, build_pre_tokenizer
from .tokenizer import Model, Tokenizer
from .unigram import UnigramModel
from .wordpiece import WordPieceModel

_NORMALIZER_NAMES = {"NFC": "nfc", "NFD": "nfd", "NFKC": "nfkc", "NFKD": "nfkd",
                     "Lowercase": "lowercase"}
_PRE_TOKENIZER_NAMES = {"ByteLevel": "byte-level", "BertPreTokenizer": "bert",
                        "Whitespace": "whitespace", "Metaspace": "metaspace"}


class FormatError(ValueError):
    """A tokenizer file we cannot read, with the component it is about."""


def to_dict(tokenizer: Tokenizer) -> dict:
    model = tokenizer.model
    return {
        "version": "1.0",
        "truncation": None,
        "padding": None,
        "added_tokens": [_added_token(t, model.token_to_id(t)) for t in tokenizer.special_tokens],
        "normalizer": tokenizer.normalizer.to_json(),
        "pre_tokenizer": tokenizer.pre_tokenizer.to_json(),
        "post_processor": tokenizer.post_processor.to_json() if tokenizer.post_processor else None,
        "decoder": tokenizer.decoder.to_json() if tokenizer.decoder else None,
        "model": {**_model_dict(model), "workbench": tokenizer.settings},
    }


def _added_token(token: str, token_id: int | None) -> dict:
    return {"id": token_id, "content": token, "single_word": False, "lstrip": False,
            "rstrip": False, "normalized": False, "special": True}


def _model_dict(model: Model) -> dict:
    if isinstance(model, UnigramModel):
        return {"type": "Unigram", "unk_id": model.unk_id,
                "vocab": [[piece, score] for piece, score in zip(model.vocab, model.scores)],
                "byte_fallback": False}
    vocab = {token: i for i, token in enumerate(model.vocab)}
    if isinstance(model, WordPieceModel):
        return {"type": "WordPiece", "unk_token": model.unk_token,
                "continuing_subword_prefix": model.continuing_subword_prefix,
                "max_input_chars_per_word": model.max_input_chars_per_word, "vocab": vocab}
    return {"type": "BPE", "dropout": None, "unk_token": model.unk_token,
            "continuing_subword_prefix": model.continuing_subword_prefix,
            "end_of_word_suffix": model.end_of_word_suffix, "fuse_unk": model.fuse_unk,
            "byte_fallback": False, "ignore_merges": False, "vocab": vocab,
            "merges": [list(m) for m in model.merges]}


def dumps(tokenizer: Tokenizer) -> str:
    return json.dumps(to_dict(tokenizer), ensure_ascii=False, indent=2) + "\n"


def save(tokenizer: Tokenizer, path: str) -> None:
    """Write atomically: a temporary file in the same folder, then a rename."""
    write_atomic(path, dumps(tokenizer))


def load(path: str) -> Tokenizer:
    try:
        with open(path, encoding="utf-8") as stream:
            data = json.load(stream)
    except OSError as exc:
        raise FormatError(f"{path}: cannot open ({exc.strerror or exc})") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise FormatError(f"{path}: not a JSON file ({exc})") from None
    try:
        return from_dict(data)
    except FormatError as exc:
        raise FormatError(f"{path}: {exc}") from None


def from_dict(data: dict) -> Tokenizer:
    if not isinstance(data, dict) or not isinstance(data.get("model"), dict):
        raise FormatError("not a tokenizer.json (no 'model' section)")
    specials = [t["content"] for t in data.get("added_tokens") or [] if t.get("special", True)]
    model_data = data["model"]
    return Tokenizer(
        normalizer=_normalizer(data.get("normalizer")),
        pre_tokenizer=_pre_tokenizer(data.get("pre_tokenizer")),
        model=_model(model_data),
        special_tokens=specials,
        settings=dict(model_data.get("workbench") or {}),
        post_processor=_post_processor(data.get("post_processor")),
    )


def _normalizer(data: dict | None) -> Normalizer:
    if data is None:
        return build_normalizer(None)
    parts = data.get("normalizers", []) if data.get("type") == "Sequence" else [data]
    names: list[str] = []
    for part in parts:
        kind = part.get("type")
        if kind == "StripAccents" and names and names[-1] == "nfd":
            names[-1] = "strip-accents"
        elif kind in _NORMALIZER_NAMES:
            names.append(_NORMALIZER_NAMES[kind])
        else:
            raise FormatError(f"normalizer {kind!r} is not supported")
    return build_normalizer(names)


def _pre_tokenizer(data: dict | None) -> PreTokenizer:
    kind = (data or {}).get("type")
    if kind not in _PRE_TOKENIZER_NAMES:
        raise FormatError(f"pre-tokenizer {kind!r} is not supported")
    if kind == "ByteLevel" and not data.get("use_regex", True):  # type: ignore[union-attr]
        raise FormatError("pre-tokenizer ByteLevel without its regex is not supported")
    return build_pre_tokenizer(
        _PRE_TOKENIZER_NAMES[kind],
        add_prefix_space=bool(data.get("add_prefix_space", False)),  # type: ignore[union-attr]
        prepend_scheme=data.get("prepend_scheme", "always"),  # type: ignore[union-attr]
    )


def _post_processor(data: dict | None) -> PostProcessor | None:
    try:
        return post_processor_from_json(data)
    except (ValueError, KeyError, TypeError) as exc:
        raise FormatError(str(exc)) from None


def _model(data: dict) -> Model:
    kind = data.get("type")
    if kind == "Unigram":
        if data.get("byte_fallback"):
            raise FormatError("Unigram byte_fallback is not supported")
        pieces = data.get("vocab") or []
        return UnigramModel([p for p, _ in pieces], [float(s) for _, s in pieces], data.get("unk_id"))
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
        if data.get("byte_fallback") or data.get("dropout") or data.get("fuse_unk"):
            raise FormatError("BPE byte_fallback, dropout and fuse_unk are not supported")
        merges = [tuple(m.split(" ", 1)) if isinstance(m, str) else tuple(m) for m in data.get("merges", [])]
        return BpeModel(
            vocab=vocab, merges=merges,  # type: ignore[arg-type]
            unk_token=data.get("unk_token"),
            continuing_subword_prefix=data.get("continuing_subword_prefix"),
            end_of_word_suffix=data.get("end_of_word_suffix"),
        )
    raise FormatError(f"model {kind!r} is not supported")
