"""Truncation and padding as a tokenizer.json stores them and `tokenizers` applies them
(its utils/truncation.rs and utils/padding.rs, read in tokenizers 0.23): kept as the file's
JSON, so that they are written back as read.

Truncation cuts the sequences before the post-processor, leaving room for the special tokens it
adds; padding fills the post-processed encoding up to a fixed length or a multiple.
"""

from __future__ import annotations

from .encoding import EncodeError, Encoding

TRUNCATION_STRATEGIES = ("LongestFirst", "OnlyFirst", "OnlySecond")
_REQUIRED = {"truncation": ("max_length", "strategy", "stride"),
             "padding": ("strategy", "direction", "pad_id", "pad_type_id", "pad_token")}


def _check_fields(name: str, data: dict) -> None:
    if not isinstance(data, dict):
        raise ValueError(f"{name} is not a JSON object")
    missing = [field for field in _REQUIRED[name] if field not in data]
    if missing:
        raise ValueError(f"{name} lacks its {missing[0]!r} field")


def check_truncation(data: dict | None) -> dict | None:
    """The file's truncation, with the fields `tokenizers` requires; ValueError if not."""
    if data is None:
        return None
    _check_fields("truncation", data)
    max_length, strategy = data["max_length"], data["strategy"]
    if not isinstance(max_length, int) or max_length < 0 or strategy not in TRUNCATION_STRATEGIES:
        raise ValueError(f"truncation {data!r} is not one tokenizers reads")
    return data


def check_padding(data: dict | None) -> dict | None:
    """The file's padding, with the fields `tokenizers` requires; ValueError if not."""
    if data is None:
        return None
    _check_fields("padding", data)
    strategy = data["strategy"]
    if strategy != "BatchLongest" and not (isinstance(strategy, dict) and set(strategy) == {"Fixed"}):
        raise ValueError(f"padding strategy {strategy!r} is not one tokenizers reads")
    return data


def truncate(params: dict, encoding: Encoding, pair: Encoding | None, added: int) -> None:
    """Cut `encoding` (and `pair`) in place so that with `added` special tokens they fit
    (when they cannot, `tokenizers`' unsigned subtraction wraps round: nothing is cut)."""
    if params["max_length"] < added:
        return
    max_length = params["max_length"] - added
    direction = params.get("direction", "Right")
    if max_length == 0:
        for sequence in (encoding, pair):
            if sequence is not None:
                sequence.truncate(0, direction)
        return
    total = len(encoding) + (len(pair) if pair is not None else 0)
    if total <= max_length:
        return
    strategy = params["strategy"]
    if strategy == "LongestFirst":
        if pair is None:
            encoding.truncate(max_length, direction)
            return
        first, second = _longest_first(len(encoding), len(pair), max_length)
        encoding.truncate(first, direction)
        pair.truncate(second, direction)
        return
    target = encoding if strategy == "OnlyFirst" else pair
    if target is None:
        raise EncodeError("truncation OnlySecond needs a second sequence (--pair)")
    if len(target) <= total - max_length:
        raise EncodeError(f"truncation {strategy}: that sequence is too short to remove "
                          f"{total - max_length} tokens from it")
    target.truncate(len(target) - (total - max_length), direction)


def _longest_first(n1: int, n2: int, max_length: int) -> tuple[int, int]:
    """The lengths `tokenizers` cuts a pair to: the shorter kept whole if the longer can
    take the rest, else both cut to about half."""
    shorter, longer = sorted((n1, n2))
    longer = shorter if shorter > max_length else max(shorter, max_length - shorter)
    if shorter + longer > max_length:
        shorter = max_length // 2
        longer = shorter + max_length % 2
    return (longer, shorter) if n1 > n2 else (shorter, longer)


def pad(params: dict, encoding: Encoding) -> None:
    """Pad in place to the fixed length (or, for "BatchLongest", a batch of one: its own
    length), rounded up to `pad_to_multiple_of`."""
    strategy = params["strategy"]
    length = strategy["Fixed"] if isinstance(strategy, dict) else len(encoding)
    multiple = params.get("pad_to_multiple_of")
    if multiple and length % multiple:
        length += multiple - length % multiple
    encoding.pad(length, params["pad_token"], params["pad_id"], params["pad_type_id"],
                 params["direction"])

