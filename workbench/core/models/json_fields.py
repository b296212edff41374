"""A model's tokenizer.json fields read with the types `tokenizers` requires of them.

`tokenizers` (serde) refuses a field of the wrong type: a string where a boolean goes, a
negative id, null where no value may be missing. Reading the same fields with the same rules
gives one clear ValueError for a damaged file, instead of a model that fails later, in encoding.
"""

from __future__ import annotations

from typing import Any

REQUIRED = object()  # a field the model cannot go without: missing, it is refused

_KINDS = {
    "a string": lambda v: isinstance(v, str),
    "a boolean": lambda v: isinstance(v, bool),
    "usize": lambda v: isinstance(v, int) and not isinstance(v, bool) and v >= 0,
    "a number": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool),
    "a map": lambda v: isinstance(v, dict),
    "a sequence": lambda v: isinstance(v, list),
}


def json_field(data: dict, key: str, kind: str, default: Any = REQUIRED, *,
               nullable: bool = False) -> Any:
    """`data[key]`, which must be of `kind` (one of _KINDS); absent it is `default`, and so is
    null where `nullable` (an optional field). ValueError names the field otherwise.

    >>> json_field({"fuse_unk": True}, "fuse_unk", "a boolean", False)
    True
    >>> json_field({"unk_id": None}, "unk_id", "usize", None, nullable=True) is None
    True
    >>> json_field({"unk_id": -1}, "unk_id", "usize", None)
    Traceback (most recent call last):
    ValueError: model field 'unk_id' is -1, not usize
    >>> json_field({}, "vocab", "a map")
    Traceback (most recent call last):
    ValueError: model field 'vocab' is missing
    """
    if key not in data or (data[key] is None and nullable):
        if default is REQUIRED:
            raise ValueError(f"model field {key!r} is missing")
        return default
    value = data[key]
    if not of_kind(value, kind):
        raise ValueError(f"model field {key!r} is {_shown(value)}, not {kind}")
    return value


def of_kind(value: Any, kind: str) -> bool:
    """Whether `value` is of `kind`, one of: a string, a boolean, usize, a number, a map, a
    sequence (usize is a whole number >= 0, a number an int or float: not a boolean)."""
    return _KINDS[kind](value)


def _shown(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, (dict, list)):
        return f"a {'map' if isinstance(value, dict) else 'sequence'}"
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
