"""Normalizers: composable text transforms that remember where each character came from.

Every normalizer works on a `NormalizedString`, which pairs the normalized text with, for each of
its characters, the span of the original text it was produced from. That alignment is what lets an
encoding report offsets into the text the user typed, whatever the normalizers did.

>>> build_normalizer("nfd,strip-accents,lowercase").normalize_str("Crème Brûlée")
'creme brulee'
"""

from __future__ import annotations

import base64
import unicodedata
from dataclasses import dataclass, field

import regex

from .precompiled import Charsmap

Span = tuple[int, int]
_GRAPHEME = regex.compile(r"\X")


@dataclass
class NormalizedString:
    """Normalized text plus, per character, the (start, end) span in `original` it came from."""

    original: str
    text: str = ""
    align: list[Span] = field(default_factory=list)
    start: int = 0  # where in the original text this string begins (its offset when empty)

    @classmethod
    def from_text(cls, text: str, shift: int = 0) -> NormalizedString:
        """`text` as is; with `shift`, spans count from `shift` (text is a part of a longer one)."""
        return cls(text, text, [(shift + i, shift + i + 1) for i in range(len(text))], shift)

    def slice(self, start: int, end: int) -> NormalizedString:
        """Characters [start, end) of the normalized text, still aligned to the original."""
        begin = self.align[start][0] if start < len(self.align) else self.original_span(start, start)[0]
        return NormalizedString(self.original, self.text[start:end], self.align[start:end], begin)

    def replace_matches(self, pattern: regex.Pattern, content: str) -> None:
        """Replace each match; the new characters align to the match's last character, as in
        `tokenizers` (an empty match at the start aligns to nothing there)."""
        text: list[str] = []
        align: list[Span] = []
        position = 0
        for match in pattern.finditer(self.text):
            start, end = match.span()
            text.append(self.text[position:start])
            align.extend(self.align[position:start])
            text.append(content)
            anchor = self.align[end - 1] if end else (self.start, self.start)
            align.extend([anchor] * len(content))
            position = end
        text.append(self.text[position:])
        align.extend(self.align[position:])
        self.text = "".join(text)
        self.align = align

    def map_chars(self, fn) -> None:
        """Replace each character c by fn(c) (a string, possibly empty or longer)."""
        text: list[str] = []
        align: list[Span] = []
        for char, span in zip(self.text, self.align):
            out = fn(char)
            text.append(out)
            align.extend([span] * len(out))
        self.text = "".join(text)
        self.align = align

    def prepend(self, prefix: str) -> None:
        """Prepend `prefix`, aligned to the first character (as `tokenizers` does)."""
        if self.text:
            self.text = prefix + self.text
            self.align = [self.align[0]] * len(prefix) + self.align

    def transform(self, changes: list[tuple[str, int]]) -> None:
        """Rebuild the text from (character, change) pairs, `tokenizers`' transform: change 0
        takes the next old character's place, 1 is inserted (aligned to the character before),
        -n also removes the n old characters that follow."""
        align: list[Span] = []
        position = 0
        for _, change in changes:
            if change > 0:
                align.append(self.align[position - 1] if position else (self.start, self.start))
            else:
                align.append(self.align[position])
                position += 1 - change
        self.text = "".join(char for char, _ in changes)
        self.align = align

    def original_span(self, start: int, end: int) -> Span:
        """Span of the original text that normalized characters [start, end) come from."""
        if start >= end:
            anchor = self.align[start - 1][1] if start > 0 else self.start
            return anchor, anchor
        return self.align[start][0], self.align[end - 1][1]


class _Step:
    def apply(self, ns: NormalizedString) -> None:
        raise NotImplementedError

    def apply_str(self, text: str) -> str:
        """The normalized text alone (steps used in training override this with a faster way)."""
        ns = NormalizedString.from_text(text)
        self.apply(ns)
        return ns.text

    def to_json(self) -> list[dict]:
        raise NotImplementedError


class _UnicodeForm(_Step):
    def __init__(self, form: str) -> None:
        self.form = form

    def apply_str(self, text: str) -> str:
        return unicodedata.normalize(self.form, text)

    def apply(self, ns: NormalizedString) -> None:
        if unicodedata.is_normalized(self.form, ns.text):
            return
        text: list[str] = []
        align: list[Span] = []
        for match in _GRAPHEME.finditer(ns.text):
            cluster = match.group()
            spans = ns.align[match.start():match.end()]
            out = unicodedata.normalize(self.form, cluster)
            text.append(out)
            if len(out) == len(cluster):
                align.extend(spans)
                continue
            parts = [unicodedata.normalize(self.form, char) for char in cluster]
            if "".join(parts) == out:  # each character expands on its own (e.g. a ligature)
                align.extend(span for part, span in zip(parts, spans) for _ in part)
            else:
                whole = (spans[0][0], spans[-1][1])
                align.extend([whole] * len(out))
        ns.text = "".join(text)
        ns.align = align

    def to_json(self) -> list[dict]:
        return [{"type": self.form}]


def _lower_char(char: str) -> str:
    return char.lower()


class _Lowercase(_Step):
    """Per-character lowercasing, as `tokenizers` does it (no final-sigma context rule)."""

    def apply_str(self, text: str) -> str:
        if "Σ" in text:
            return "".join(map(_lower_char, text))
        return text.lower()

    def apply(self, ns: NormalizedString) -> None:
        ns.map_chars(_lower_char)

    def to_json(self) -> list[dict]:
        return [{"type": "Lowercase"}]


def _strip_mark(char: str) -> str:
    """`tokenizers`' StripAccents drops every mark (Mn, Mc, Me)."""
    return "" if unicodedata.category(char)[0] == "M" else char


def _strip_nonspacing_mark(char: str) -> str:
    """BertNormalizer's accent stripping drops only non-spacing marks (Mn)."""
    return "" if unicodedata.category(char) == "Mn" else char


class _StripMarks(_Step):
    """`tokenizers`' StripAccents on its own: drop marks, without decomposing first."""

    def apply(self, ns: NormalizedString) -> None:
        ns.map_chars(_strip_mark)

    def to_json(self) -> list[dict]:
        return [{"type": "StripAccents"}]


class _StripAccents(_Step):
    """Decompose (NFD), then drop combining marks: "é" -> "e"."""

    _nfd = _UnicodeForm("NFD")

    def apply_str(self, text: str) -> str:
        return "".join(map(_strip_mark, unicodedata.normalize("NFD", text)))

    def apply(self, ns: NormalizedString) -> None:
        self._nfd.apply(ns)
        ns.map_chars(_strip_mark)

    def to_json(self) -> list[dict]:
        return [{"type": "NFD"}, {"type": "StripAccents"}]


_CJK = regex.compile(  # the ideographs BERT puts spaces around
    "[\u4E00-\u9FFF\u3400-\u4DBF\U00020000-\U0002A6DF\U0002A700-\U0002B73F"
    "\U0002B740-\U0002B81F\U0002B920-\U0002CEAF\uF900-\uFAFF\U0002F800-\U0002FA1F]")
_CONTROL = regex.compile(r"[\x00\ufffd]|(?![\t\n\r])\p{C}")
_SPACE = regex.compile(r"\p{White_Space}")
_NONSPACING_MARK = regex.compile(r"\p{Mn}")


def _clean_char(char: str) -> str:
    """BERT's clean-up: drop NUL, U+FFFD and other control characters, any space becomes " "."""
    if char in "\t\n\r":
        return " "
    if char in "\x00\ufffd" or unicodedata.category(char)[0] == "C":
        return ""
    return " " if char.isspace() else char


def is_white_space(char: str) -> bool:
    """Unicode White_Space, as Rust's char::is_whitespace (Python's isspace adds \\x1c-\\x1f)."""
    return char.isspace() and char not in "\x1c\x1d\x1e\x1f"


class _BertNormalizer(_Step):
    """`tokenizers`' BertNormalizer: clean text, space out CJK ideographs, strip accents
    (by default when lowercasing), lowercase."""

    def __init__(self, clean_text: bool = True, handle_chinese_chars: bool = True,
                 strip_accents: bool | None = None, lowercase: bool = True) -> None:
        self.clean_text = clean_text
        self.handle_chinese_chars = handle_chinese_chars
        self.strip_accents = strip_accents
        self.lowercase = lowercase

    def _strips(self) -> bool:
        return self.lowercase if self.strip_accents is None else self.strip_accents

    def apply_str(self, text: str) -> str:
        if self.clean_text:
            text = _SPACE.sub(" ", _CONTROL.sub("", text))
        if self.handle_chinese_chars:
            text = _CJK.sub(r" \g<0> ", text)
        if self._strips():
            text = _NONSPACING_MARK.sub("", unicodedata.normalize("NFD", text))
        return _Lowercase().apply_str(text) if self.lowercase else text

    def apply(self, ns: NormalizedString) -> None:
        if self.clean_text:
            ns.map_chars(_clean_char)
        if self.handle_chinese_chars:
            ns.map_chars(lambda c: f" {c} " if _CJK.match(c) else c)
        if self._strips():
            _UnicodeForm("NFD").apply(ns)
            ns.map_chars(_strip_nonspacing_mark)
        if self.lowercase:
            ns.map_chars(_lower_char)

    def to_json(self) -> list[dict]:
        return [{"type": "BertNormalizer", "clean_text": self.clean_text,
                 "handle_chinese_chars": self.handle_chinese_chars,
                 "strip_accents": self.strip_accents, "lowercase": self.lowercase}]


class _Replace(_Step):
    """Replace every match of a literal string or a regex by `content`."""

    def __init__(self, pattern: dict, content: str) -> None:
        self.pattern = pattern  # {"String": s} or {"Regex": r}, as in tokenizer.json
        self.regex = pattern_regex(pattern)
        self.content = content

    def apply(self, ns: NormalizedString) -> None:
        ns.replace_matches(self.regex, self.content)

    def to_json(self) -> list[dict]:
        return [{"type": "Replace", "pattern": self.pattern, "content": self.content}]


def pattern_regex(pattern: dict) -> regex.Pattern:
    """The regex of a tokenizer.json pattern, {"String": literal} or {"Regex": expression}."""
    if "String" in pattern:
        return regex.compile(regex.escape(pattern["String"]))
    if "Regex" in pattern:
        return regex.compile(pattern["Regex"])
    raise ValueError(f"pattern {pattern!r} is neither a String nor a Regex")


class _Prepend(_Step):
    def __init__(self, prefix: str) -> None:
        self.prefix = prefix

    def apply(self, ns: NormalizedString) -> None:
        ns.prepend(self.prefix)

    def to_json(self) -> list[dict]:
        return [{"type": "Prepend", "prepend": self.prefix}]


class _Strip(_Step):
    """Remove white space at the start and/or the end."""

    def __init__(self, left: bool = True, right: bool = True) -> None:
        self.left, self.right = left, right

    def apply(self, ns: NormalizedString) -> None:
        start, end = 0, len(ns.text)
        while self.left and start < end and is_white_space(ns.text[start]):
            start += 1
        while self.right and end > start and is_white_space(ns.text[end - 1]):
            end -= 1
        sliced = ns.slice(start, end)
        ns.text, ns.align, ns.start = sliced.text, sliced.align, sliced.start

    def to_json(self) -> list[dict]:
        return [{"type": "Strip", "strip_left": self.left, "strip_right": self.right}]


_STEPS = {
    "nfc": lambda: _UnicodeForm("NFC"),
    "nfd": lambda: _UnicodeForm("NFD"),
    "nfkc": lambda: _UnicodeForm("NFKC"),
    "nfkd": lambda: _UnicodeForm("NFKD"),
    "lowercase": _Lowercase,
    "strip-accents": _StripAccents,
    "bert": _BertNormalizer,
    "bert-cased": lambda: _BertNormalizer(strip_accents=False, lowercase=False),
}
NORMALIZER_NAMES: tuple[str, ...] = tuple(_STEPS)


class Normalizer:
    """A sequence of normalization steps, applied in order."""

    def __init__(self, steps: list[_Step]) -> None:
        self.steps = steps

    def normalize(self, text: str, shift: int = 0) -> NormalizedString:
        """`text` normalized; with `shift`, aligned to where `text` starts in a longer text."""
        ns = NormalizedString.from_text(text, shift)
        for step in self.steps:
            step.apply(ns)
        return ns

    def normalize_str(self, text: str) -> str:
        for step in self.steps:
            text = step.apply_str(text)
        return text

    def to_json(self) -> dict | None:
        parts = [part for step in self.steps for part in step.to_json()]
        if not parts:
            return None
        if len(parts) == 1:
            return parts[0]
        return {"type": "Sequence", "normalizers": parts}


class _Precompiled(_Step):
    """SentencePiece's compiled normalization rules (e.g. nmt_nfkc), kept as base64 for the file.
    Applied as `tokenizers` does, or with `sentencepiece` as SentencePiece does (they differ
    on rare graphemes, e.g. a ligature with a combining mark)."""

    def __init__(self, charsmap: str, sentencepiece: bool = False) -> None:
        self.charsmap_base64 = charsmap
        self.charsmap = Charsmap(base64.b64decode(charsmap))
        self.sentencepiece = sentencepiece

    def apply(self, ns: NormalizedString) -> None:
        if self.sentencepiece:
            changes = self.charsmap.sentencepiece_transformations(ns.text)
        else:
            changes = self.charsmap.transformations(ns.text)
        if changes is not None:
            ns.transform(changes)

    def to_json(self) -> list[dict]:
        return [{"type": "Precompiled", "precompiled_charsmap": self.charsmap_base64}]


def _step_from_json(data: dict) -> list[_Step]:
    kind = data.get("type")
    if kind in ("NFC", "NFD", "NFKC", "NFKD"):
        return [_UnicodeForm(kind)]
    if kind == "Lowercase":
        return [_Lowercase()]
    if kind == "StripAccents":
        return [_StripMarks()]
    if kind == "BertNormalizer":
        return [_BertNormalizer(data.get("clean_text", True), data.get("handle_chinese_chars", True),
                                data.get("strip_accents"), data.get("lowercase", True))]
    if kind == "Replace":
        return [_Replace(data["pattern"], data["content"])]
    if kind == "Prepend":
        return [_Prepend(data["prepend"])]
    if kind == "Strip":
        return [_Strip(data.get("strip_left", True), data.get("strip_right", True))]
    if kind == "Precompiled":
        charsmap = data["precompiled_charsmap"]
        return [_Precompiled(charsmap)] if charsmap else []
    if kind == "Sequence":
        return [step for part in data.get("normalizers", []) for step in _step_from_json(part)]
    raise ValueError(f"normalizer {kind!r} is not supported")


def sentencepiece_rules(charsmap: bytes) -> Normalizer:
    """A `.model`'s compiled normalization rules, applied as SentencePiece applies them."""
    return Normalizer([_Precompiled(base64.b64encode(charsmap).decode("ascii"), sentencepiece=True)])


def normalizer_from_json(data: dict | None) -> Normalizer:
    """The normalizer a tokenizer.json describes; ValueError names an unsupported component."""
    return Normalizer(_step_from_json(data) if data else [])


def build_normalizer(spec: str | list[str] | None) -> Normalizer:
    """Build a normalizer from names such as "nfkc,lowercase" ("" or "none": no normalization)."""
    if spec is None:
        names: list[str] = []
    elif isinstance(spec, str):
        names = [n.strip().lower() for n in spec.split(",") if n.strip()]
    else:
        names = list(spec)
    names = [n for n in names if n != "none"]
    unknown = [n for n in names if n not in _STEPS]
    if unknown:
        raise ValueError(
            f"unknown normalizer {unknown[0]!r}; choose from: none, {', '.join(NORMALIZER_NAMES)}"
        )
    return Normalizer([_STEPS[n]() for n in names])
