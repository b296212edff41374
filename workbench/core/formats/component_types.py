"""Which type each component of a tokenizer.json is, and the fields it must have, as `tokenizers`
decides (its serde deserializers, read in tokenizers 0.23 and probed with the installed package).

Older files leave out the "type" of some components; `tokenizers` then tries, in a fixed order,
the types that can be read without one and takes the first whose fields are all there (serde's
untagged enums). Its post-processors never look at their "type": RobertaProcessing, then
BertProcessing, then TemplateProcessing are recognised by their fields alone, so a
"RobertaProcessing" without "trim_offsets" runs as BertProcessing. A component that lacks a
field `tokenizers` requires is refused, naming the field.

`tagged(section, data)` gives the component with its "type" as `tokenizers` would read it, its
parts in a Sequence too, for the stage modules to build.
"""

from __future__ import annotations

import json

from .files import FormatError

# (type, the fields it needs) in the order `tokenizers` tries the types a component may be
# without a "type".
UNTAGGED: dict[str, tuple[tuple[str, tuple[str, ...]], ...]] = {
    "normalizer": (
        ("BertNormalizer", ("clean_text", "handle_chinese_chars", "lowercase")),
        ("Strip", ("strip_left", "strip_right")),
        ("Sequence", ("normalizers",)),
        ("Precompiled", ("precompiled_charsmap",)),
        ("Replace", ("pattern", "content")),
        ("Prepend", ("prepend",)),
    ),
    "decoder": (
        ("BPEDecoder", ("suffix",)),
        ("WordPiece", ("prefix", "cleanup")),
        ("CTC", ("pad_token", "word_delimiter_token", "cleanup")),
        ("Replace", ("pattern", "content")),
        ("Strip", ("content", "start", "stop")),
    ),
    "post_processor": (
        ("RobertaProcessing", ("sep", "cls", "trim_offsets", "add_prefix_space")),
        ("BertProcessing", ("sep", "cls")),
        ("TemplateProcessing", ("single", "pair", "special_tokens")),
    ),
    "model": (
        ("BPE", ("vocab", "merges")),
        ("WordPiece", ("vocab", "unk_token", "continuing_subword_prefix", "max_input_chars_per_word")),
        ("WordLevel", ("vocab", "unk_token")),
        ("Unigram", ("vocab",)),
    ),
    "pre_tokenizer": (),
}
_TYPE_IGNORED = {"post_processor"}

# The fields `tokenizers` requires of a component with its "type", beyond those above (the
# other fields have defaults).
_TAGGED_ONLY: dict[str, dict[str, tuple[str, ...]]] = {
    "normalizer": {},
    "pre_tokenizer": {
        "ByteLevel": ("add_prefix_space", "trim_offsets"), "Metaspace": ("replacement",),
        "Split": ("pattern", "behavior", "invert"), "Digits": ("individual_digits",),
        "Sequence": ("pretokenizers",),
    },
    "decoder": {"ByteLevel": ("add_prefix_space", "trim_offsets"), "Metaspace": ("replacement",),
                "Sequence": ("decoders",)},
    "post_processor": {"RobertaProcessing": ("sep", "cls"),
                       "ByteLevel": ("add_prefix_space", "trim_offsets"),
                       "Sequence": ("processors",)},
    "model": {},
}
REQUIRED = {section: {**dict(UNTAGGED[section]), **_TAGGED_ONLY[section]} for section in UNTAGGED}

_PARTS = {"normalizer": "normalizers", "pre_tokenizer": "pretokenizers", "decoder": "decoders",
          "post_processor": "processors"}


def tagged(section: str, data: dict) -> dict:
    """`data` with the "type" `tokenizers` reads it as; FormatError names a missing field."""
    if not isinstance(data, dict):
        raise FormatError(f"{section} is not a JSON object")
    kind = _kind(section, data)
    missing = [name for name in REQUIRED[section].get(kind, ()) if name not in data]
    if missing:
        raise FormatError(f"{section} {kind!r} lacks its {missing[0]!r} field")
    out = {**data, "type": kind}
    parts = _PARTS.get(section)
    if kind == "Sequence" and parts:
        if not isinstance(data[parts], list):
            raise FormatError(f"{section} 'Sequence': {parts!r} is not a list")
        out[parts] = [tagged(section, part) for part in data[parts]]
    return out


def _kind(section: str, data: dict) -> str:
    kind = data.get("type")
    if kind is not None and not isinstance(kind, str):
        raise FormatError(f"{section}'s 'type' is not a string: {json.dumps(kind)[:40]}")
    if kind is not None and section not in _TYPE_IGNORED:
        return kind
    for candidate, fields in UNTAGGED[section]:
        if all(name in data for name in fields):
            return candidate
    if kind is None:
        raise FormatError(f"{section} has no 'type' and its fields fit none of the types "
                          f"tokenizers reads without one: {sorted(data)}")
    return kind
