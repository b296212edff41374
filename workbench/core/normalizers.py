"""Normalizers: composable text transforms that remember where each character came from.

Every normalizer works on a `NormalizedString`, which pairs the normalized text with, for each of
its characters, the span of the original text it was produced from. That alignment is what lets an
encoding report offsets into the text the user typed, whatever the normalizers did.

>>> build_normalizer("nfd,strip-accents,lowercase").normalize_str("Crème Brûlée")
'creme brulee'
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field

import regex

Span = tuple[int, int]
_GRAPHEME = regex.compile(r"\X")


@dataclass
class NormalizedString:
    """Normalized text plus, per character, the (start, end) span in `original` it came from."""

    original: str
    text: str = ""
    align: list[Span] = field(default_factory=list)

    @classmethod
    def from_text(cls, text: str) -> NormalizedString:
        return cls(text, text, [(i, i + 1) for i in range(len(text))])

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

    def original_span(self, start: int, end: int) -> Span:
        """Span of the original text that normalized characters [start, end) come from."""
        if start >= end:
            anchor = self.align[start - 1][1] if start > 0 else 0
            return anchor, anchor
        return self.align[start][0], self.align[end - 1][1]


class _Step:
    def apply(self, ns: NormalizedString) -> None:
        raise NotImplementedError

    def apply_str(self, text: str) -> str:
        raise NotImplementedError

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
    return "" if unicodedata.category(char) == "Mn" else char


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


_STEPS = {
    "nfc": lambda: _UnicodeForm("NFC"),
    "nfd": lambda: _UnicodeForm("NFD"),
    "nfkc": lambda: _UnicodeForm("NFKC"),
    "nfkd": lambda: _UnicodeForm("NFKD"),
    "lowercase": _Lowercase,
    "strip-accents": _StripAccents,
}
NORMALIZER_NAMES: tuple[str, ...] = tuple(_STEPS)


class Normalizer:
    """A sequence of normalization steps, applied in order."""

    def __init__(self, steps: list[_Step]) -> None:
        self.steps = steps

    def normalize(self, text: str) -> NormalizedString:
        ns = NormalizedString.from_text(text)
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
