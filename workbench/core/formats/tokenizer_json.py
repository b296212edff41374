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

from ..editing.added import with_added_tokens
from ..models import MODEL_TYPES, Model
from ..pipeline.added_tokens import AddedToken
from ..pipeline.decoders import Decoder, decoder_from_json
from ..pipeline.normalizers import normalizer_from_json
from ..pipeline.post_processors import post_processor_from_json
from ..pipeline.pre_tokenizers import pre_tokenizer_from_json
from ..tokenizer.tokenizer import Tokenizer
from ..tokenizer.truncation import check_padding, check_truncation
from .component_types import tagged
from .files import FormatError, read_json, write_atomic

__all__ = ["FormatError", "dumps", "from_data", "from_dict", "load", "save", "to_dict"]


def to_dict(tokenizer: Tokenizer) -> dict:
    return {
        "version": "1.0",
        "truncation": tokenizer.truncation,
        "padding": tokenizer.padding,
        "added_tokens": _added_tokens_json(tokenizer),
        "normalizer": tokenizer.normalizer.to_json(),
        "pre_tokenizer": tokenizer.pre_tokenizer.to_json(),
        "post_processor": tokenizer.post_processor.to_json() if tokenizer.post_processor else None,
        "decoder": tokenizer.decoder.to_json() if tokenizer.decoder else None,
        "model": {**tokenizer.model.to_json(), "workbench": tokenizer.settings},
    }


def _added_tokens_json(tokenizer: Tokenizer) -> list[dict]:
    """By id, as `tokenizers` writes them: read back, the first new one takes the first free id."""
    ids = [tokenizer.token_to_id(token.content) for token in tokenizer.added_tokens or ()]
    return [token.to_json(i) for i, token in sorted(zip(ids, tokenizer.added_tokens or ()),  # type: ignore[arg-type]
                                                    key=lambda pair: pair[0])]


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
    the first component we cannot run exactly as `tokenizers` does. Added tokens take the ids
    `tokenizers` gives them, not those the file says (it only warns when they differ)."""
    if not isinstance(data, dict) or not isinstance(data.get("model"), dict):
        raise FormatError("not a tokenizer.json (no 'model' section)")
    model_data = tagged("model", data["model"])
    try:
        model = _model(model_data)
        pre_tokenizer = pre_tokenizer_from_json(_section(data, "pre_tokenizer"))
        decoder = _section(data, "decoder")
        tokenizer = Tokenizer(
            normalizer=normalizer_from_json(_section(data, "normalizer")),
            pre_tokenizer=pre_tokenizer,
            model=model,
            added_tokens=[],
            settings=dict(model_data.get("workbench") or {}),
            decoder=decoder_from_json(decoder) if decoder else Decoder(),
            post_processor=post_processor_from_json(_section(data, "post_processor")),
            truncation=check_truncation(data.get("truncation")),
            padding=check_padding(data.get("padding")),
        )
        added = [AddedToken.from_json(t) for t in data.get("added_tokens") or []]
        return with_added_tokens(tokenizer, added) if added else tokenizer
    except FormatError:
        raise
    except (ValueError, KeyError, TypeError, regex.error) as exc:
        raise FormatError(_describe(exc)) from None


def _section(data: dict, name: str) -> dict | None:
    """A pipeline section with the types `tokenizers` reads it as (None if there is none)."""
    section = data.get(name)
    return tagged(name, section) if section is not None else None


def _describe(exc: Exception) -> str:
    if isinstance(exc, KeyError):
        return f"a component lacks its {exc.args[0]!r} field"
    if isinstance(exc, regex.error):
        return f"a pattern is not a valid regex ({exc})"
    return str(exc)


def _model(data: dict) -> Model:
    """The model its "type" names, which reads its own section."""
    kind = data.get("type")
    model_type = MODEL_TYPES.get(kind) if isinstance(kind, str) else None
    if model_type is None:
        raise FormatError(f"model {kind!r} is not supported")
    return model_type.from_json(data)
