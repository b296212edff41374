"""Normalizers: composable text transforms that remember where each character came from.

Every normalizer works on a `NormalizedString`, which pairs the normalized text with, for each of
its characters, the span of the original text it was produced from. That alignment is what lets an
encoding report offsets into the text the user typed, whatever the normalizers did.

>>> build_normalizer("nfd,strip-accents,lowercase").normalize_str("Crème Brûlée")
'creme brulee'
"""

from __future__ import annotations

import base64
import functools
import unicodedata
from collections.abc import Iterable, Iterator
from itertools import repeat
from dataclasses import dataclass, field

import regex

from .byte_level import text_to_bytes
from .char_classes import (
    BERT_ACCENTS_MARK, KEPT_BY_FORM, LOWERCASE_TABLE, ONIGURUMA, STRIP_ACCENTS_MARK,
)
from .precompiled import Charsmap
from .ruby_syntax import compile_ruby

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
        return cls(text, text, list(zip(range(shift, shift + len(text)),
                                        range(shift + 1, shift + len(text) + 1))), shift)

    def slice(self, start: int, end: int) -> NormalizedString:
        """Characters [start, end) of the normalized text, still aligned to the original."""
        begin = self.align[start][0] if start < len(self.align) else self.original_span(start, start)[0]
        return NormalizedString(self.original, self.text[start:end], self.align[start:end], begin)

    def replace_matches(self, matches: Iterable[regex.Match], content: str) -> None:
        """Replace each match (of this text, in order); the new characters align to the
        match's last character, as in `tokenizers` (an empty match at the start aligns to
        nothing there)."""
        text: list[str] = []
        align: list[Span] = []
        position = 0
        for match in matches:
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
    # On ASCII text, each character is kept, replaced by one ASCII character or dropped (never
    # one added or moved): `Normalizer.aligned_str` relies on it.
    ascii_in_place = False
    # Each character becomes a text of its own, aligned to it, whatever is around it, in text
    # without combining marks (which NFD may reorder): `Normalizer.char_images` relies on it.
    char_wise = False

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
    """NFC, NFD, NFKC or NFKD, with the characters `tokenizers`' older tables do not decompose,
    reorder or compose kept as they are (char_classes.KEPT_BY_FORM): plain starters, so the text
    between them is normalized on its own."""

    ascii_in_place = True

    def __init__(self, form: str) -> None:
        self.form = form
        self.kept = KEPT_BY_FORM[form]
        self.char_wise = form in ("NFD", "NFKD")  # composing joins characters

    def apply_str(self, text: str) -> str:
        if not self.kept.search(text):
            return unicodedata.normalize(self.form, text)
        out, position = [], 0
        for match in self.kept.finditer(text):
            out += [unicodedata.normalize(self.form, text[position:match.start()]), match.group()]
            position = match.end()
        return "".join(out) + unicodedata.normalize(self.form, text[position:])

    def apply(self, ns: NormalizedString) -> None:
        kept = self.kept.search(ns.text) is not None
        if not kept and unicodedata.is_normalized(self.form, ns.text):
            return
        text: list[str] = []
        align: list[Span] = []
        for match in _GRAPHEME.finditer(ns.text):  # reordering and composing stay within one
            cluster = match.group()
            spans = ns.align[match.start():match.end()]
            if unicodedata.is_normalized(self.form, cluster) and not (kept and self.kept.search(cluster)):
                text.append(cluster)
                align.extend(spans)
            else:
                for char, span in _normal_form_aligned(self.form, cluster, spans, self.kept):
                    text.append(char)
                    align.append(span)
        ns.text = "".join(text)
        ns.align = align

    def to_json(self) -> list[dict]:
        return [{"type": self.form}]


def _normal_form_aligned(form: str, cluster: str, spans: list[Span],
                         kept: regex.Pattern) -> list[tuple[str, Span]]:
    """The cluster in normal form, each character with its span, as `tokenizers` aligns them:
    UAX #15 step by step, each character carrying how many original characters it consumes.
    A decomposition's first character consumes its source, the others none (they align to it);
    canonical ordering moves characters, not spans; a composed character consumes what both
    halves did; a character `kept` matches is a plain starter (not decomposed, reordered or
    composed). Then, as in `tokenizers`' transform, a character that consumes characters
    aligns to the next unconsumed one, a character that consumes none to the one before.

    >>> _normal_form_aligned("NFC", "e\u0301\u0301", [(0, 1), (1, 2), (2, 3)], KEPT_BY_FORM["NFC"])
    [('é', (0, 1)), ('́', (2, 3))]
    """
    pairs: list[tuple[str, int]] = []  # (character, original characters it consumes)
    for char in cluster:
        parts = char if kept.match(char) else \
            unicodedata.normalize("NFKD" if form in ("NFKC", "NFKD") else "NFD", char)
        pairs += [(parts[0], 1)] + [(part, 0) for part in parts[1:]]
    pairs = _canonical_order(pairs, kept)
    if form in ("NFC", "NFKC"):
        pairs = _compose(pairs, kept)
    aligned, position = [], 0
    for char, consumed in pairs:
        aligned.append((char, spans[position] if consumed else spans[position - 1]))
        position += consumed
    return aligned


def _combining(char: str, kept: regex.Pattern) -> int:
    """The combining class `tokenizers` gives `char` (0 for a plain starter it keeps)."""
    return 0 if kept.match(char) else unicodedata.combining(char)


def _canonical_order(pairs: list[tuple[str, int]], kept: regex.Pattern) -> list[tuple[str, int]]:
    """Each run of combining characters sorted (stably) by combining class."""
    ordered: list[tuple[str, int]] = []
    run: list[tuple[str, int]] = []
    for pair in pairs + [("", 0)]:
        if pair[0] and _combining(pair[0], kept):
            run.append(pair)
            continue
        ordered += sorted(run, key=lambda p: unicodedata.combining(p[0])) + [pair]
        run = []
    return ordered[:-1]


def _compose(pairs: list[tuple[str, int]], kept: regex.Pattern) -> list[tuple[str, int]]:
    """Canonical composition: a character joins the last starter unless blocked; a plain
    starter `kept` matches joins nothing and nothing joins it."""
    composed: list[tuple[str, int]] = []
    starter, last_class = None, 0
    for char, consumed in pairs:
        if kept.match(char):
            composed.append((char, consumed))
            starter, last_class = None, 0
            continue
        char_class = unicodedata.combining(char)
        if starter is not None and (starter == len(composed) - 1 or 0 < last_class < char_class):
            both = unicodedata.normalize("NFC", composed[starter][0] + char)
            if len(both) == 1:
                composed[starter] = (both, composed[starter][1] + consumed)
                continue
        if char_class == 0:
            starter = len(composed)
        composed.append((char, consumed))
        last_class = char_class
    return composed


def _lower_char(char: str) -> str:
    """Rust's char::to_lowercase: Python's, and the letters of later Unicode versions."""
    return LOWERCASE_TABLE.get(ord(char)) or char.lower()


class _Lowercase(_Step):
    """Per-character lowercasing, as `tokenizers` does it (no final-sigma context rule)."""

    ascii_in_place = True
    char_wise = True

    def apply_str(self, text: str) -> str:
        if "Σ" in text:
            return "".join(map(_lower_char, text))
        return text.lower().translate(LOWERCASE_TABLE)

    def apply(self, ns: NormalizedString) -> None:
        ns.map_chars(_lower_char)

    def to_json(self) -> list[dict]:
        return [{"type": "Lowercase"}]


def _strip_mark(char: str) -> str:
    """`tokenizers`' StripAccents drops every mark (Mn, Mc, Me) its table knows."""
    return "" if STRIP_ACCENTS_MARK.match(char) else char


def _strip_nonspacing_mark(char: str) -> str:
    """BertNormalizer's accent stripping drops only non-spacing marks (Mn) its table knows."""
    return "" if BERT_ACCENTS_MARK.match(char) else char


class _StripMarks(_Step):
    """`tokenizers`' StripAccents on its own: drop marks, without decomposing first."""

    ascii_in_place = True
    char_wise = True

    def apply(self, ns: NormalizedString) -> None:
        ns.map_chars(_strip_mark)

    def to_json(self) -> list[dict]:
        return [{"type": "StripAccents"}]


class _StripAccents(_Step):
    """Decompose (NFD), then drop combining marks: "é" -> "e"."""

    ascii_in_place = True
    char_wise = True

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
# BERT's clean-up in `tokenizers` drops control, format and private-use characters by the
# `unicode_categories` crate's older table: unassigned code points stay, and so do these format
# characters of later Unicode versions (read off tokenizers 0.23 against every code point).
_NEWER_FORMAT = "\u0890\u0891\u08e2\U000110cd\U00013430-\U0001343f"
_CONTROL = regex.compile(rf"[\x00\ufffd]|(?![\t\n\r{_NEWER_FORMAT}])[\p{{Cc}}\p{{Cf}}\p{{Co}}]")
_SPACE = regex.compile(r"\p{White_Space}")


def _clean_char(char: str) -> str:
    """BERT's clean-up: drop NUL, U+FFFD and other control characters, any space becomes " "."""
    if char in "\t\n\r":
        return " "
    if _CONTROL.match(char):
        return ""
    return " " if char.isspace() else char


def is_white_space(char: str) -> bool:
    """Unicode White_Space, as Rust's char::is_whitespace (Python's isspace adds \\x1c-\\x1f)."""
    return char.isspace() and char not in "\x1c\x1d\x1e\x1f"


# BERT's clean-up and lowercasing of ASCII text: control characters dropped, but tab, line
# feed and carriage return, which become spaces.
_BERT_ASCII = {**{code: None for code in [*range(32), 127]}, **dict.fromkeys(map(ord, "\t\n\r"), " "),
               **{code: code + 32 for code in range(ord("A"), ord("Z") + 1)}}


class _BertNormalizer(_Step):
    """`tokenizers`' BertNormalizer: clean text, space out CJK ideographs, strip accents
    (by default when lowercasing), lowercase."""

    ascii_in_place = True
    char_wise = True

    def __init__(self, clean_text: bool = True, handle_chinese_chars: bool = True,
                 strip_accents: bool | None = None, lowercase: bool = True) -> None:
        self.clean_text = clean_text
        self.handle_chinese_chars = handle_chinese_chars
        self.strip_accents = strip_accents
        self.lowercase = lowercase

    def _strips(self) -> bool:
        return self.lowercase if self.strip_accents is None else self.strip_accents

    def apply_str(self, text: str) -> str:
        if self.clean_text and self.lowercase and text.isascii():
            return text.translate(_BERT_ASCII)  # no CJK or accents here
        if self.clean_text:
            text = _SPACE.sub(" ", _CONTROL.sub("", text))
        if self.handle_chinese_chars:
            text = _CJK.sub(r" \g<0> ", text)
        if self._strips():
            text = BERT_ACCENTS_MARK.sub("", unicodedata.normalize("NFD", text))
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
        ns.replace_matches(pattern_matches(self.pattern, self.regex, ns.text), self.content)

    def to_json(self) -> list[dict]:
        return [{"type": "Replace", "pattern": self.pattern, "content": self.content}]


def pattern_matches(pattern: dict, compiled: regex.Pattern, text: str) -> Iterator[regex.Match]:
    """The matches `tokenizers` finds: a Regex sees the character classes of Oniguruma's
    Unicode (char_classes), a String is matched as it is; nothing in an empty text (not even a
    pattern that matches the empty string: `tokenizers`' find_matches)."""
    if not text:
        return iter(())
    return ONIGURUMA.finditer(compiled, text) if "Regex" in pattern else compiled.finditer(text)


def pattern_regex(pattern: dict) -> regex.Pattern:
    """The regex of a tokenizer.json pattern, {"String": literal} or {"Regex": expression}."""
    if "String" in pattern:
        return regex.compile(regex.escape(pattern["String"]))
    if "Regex" in pattern:
        return compile_ruby(pattern["Regex"])
    raise ValueError(f"pattern {pattern!r} is neither a String nor a Regex")


class _Prepend(_Step):
    def __init__(self, prefix: str) -> None:
        self.prefix = prefix

    def apply(self, ns: NormalizedString) -> None:
        ns.prepend(self.prefix)

    def to_json(self) -> list[dict]:
        return [{"type": "Prepend", "prepend": self.prefix}]


_NMT_DROPPED = regex.compile(r"[\x01-\x08\x0b\x0e-\x1f\x7f\x8f\x9f]")
_NMT_SPACES = regex.compile(r"[\t\n\x0c\r\u1680\u200b-\u200f\u2028\u2029\u2581\ufeff\ufffd]")


def _nmt_char(char: str) -> str:
    if _NMT_DROPPED.match(char):
        return ""
    return " " if _NMT_SPACES.match(char) else char


class _Nmt(_Step):
    """`tokenizers`' Nmt: drop ASCII control characters, other spaces become " "."""

    ascii_in_place = True
    char_wise = True

    def apply(self, ns: NormalizedString) -> None:
        ns.map_chars(_nmt_char)

    def to_json(self) -> list[dict]:
        return [{"type": "Nmt"}]


class _ByteLevel(_Step):
    """Each character becomes GPT-2's printable characters for its UTF-8 bytes."""

    def apply_str(self, text: str) -> str:
        return text_to_bytes(text)

    def apply(self, ns: NormalizedString) -> None:
        ns.map_chars(text_to_bytes)

    def to_json(self) -> list[dict]:
        return [{"type": "ByteLevel"}]


class _Strip(_Step):
    """Remove white space at the start and/or the end."""

    ascii_in_place = True

    def __init__(self, left: bool, right: bool) -> None:
        self.left, self.right = left, right

    def apply(self, ns: NormalizedString) -> None:
        start, end = 0, len(ns.text)
        while self.left and start < end and is_white_space(ns.text[start]):
            start += 1
        while self.right and end > start and is_white_space(ns.text[end - 1]):
            end -= 1
        # `start` stays: what a later step inserts at the start aligns there, as in `tokenizers`
        ns.text, ns.align = ns.text[start:end], ns.align[start:end]

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
    "spm-nmt-nfkc": lambda: _Precompiled.named("nmt_nfkc"),
    "spm-nfkc": lambda: _Precompiled.named("nfkc"),
}
NORMALIZER_NAMES: tuple[str, ...] = tuple(_STEPS)


@functools.cache
def sentencepiece_charsmap(rule: str) -> bytes:
    """SentencePiece's compiled rules `rule` ("nmt_nfkc", "nfkc", ...) as the `sentencepiece`
    package builds them for a new model."""
    import sentencepiece  # noqa: PLC0415 - a runtime dependency, loaded when first needed
    from sentencepiece import sentencepiece_model_pb2  # noqa: PLC0415

    spec = sentencepiece_model_pb2.NormalizerSpec()
    spec.ParseFromString(
        sentencepiece.SentencePieceNormalizer(rule_name=rule).serialized_normalizer_spec())
    return spec.precompiled_charsmap


class Normalizer:
    """A sequence of normalization steps, applied in order."""

    def __init__(self, steps: list[_Step]) -> None:
        self.steps = steps
        self._images: dict[str, str | None] = {}  # char_images' characters seen

    def compiled_rules(self) -> tuple[str, bytes] | None:
        """(SentencePiece's rule name or "user_defined", compiled charsmap) when this normalizer
        is exactly one set of SentencePiece's compiled rules, which a `.model` can hold."""
        if len(self.steps) != 1 or not isinstance(self.steps[0], _Precompiled):
            return None
        step = self.steps[0]
        return step.rule or "user_defined", base64.b64decode(step.charsmap_base64)

    def normalize(self, text: str, shift: int = 0) -> NormalizedString:
        """`text` normalized; with `shift`, aligned to where `text` starts in a longer text."""
        images = self.char_images(text) if self.steps else None
        if images is not None:
            align = [span for i, image in enumerate(images, shift)
                     for span in repeat((i, i + 1), len(image))]
            return NormalizedString(text, "".join(images), align, shift)
        return self._step_by_step(text, shift)

    def _step_by_step(self, text: str, shift: int = 0) -> NormalizedString:
        ns = NormalizedString.from_text(text, shift)
        for step in self.steps:
            step.apply(ns)
        return ns

    def normalize_str(self, text: str) -> str:
        for step in self.steps:
            text = step.apply_str(text)
        return text

    def aligned_str(self, text: str) -> str | None:
        """The normalized text when its i-th character comes from the i-th of `text` (offsets
        into it are offsets into `text`), told without aligning: no steps, or ASCII text that
        steps keeping ASCII characters in place leave as long as it was. Otherwise None."""
        if not self.steps:
            return text
        if not text.isascii() or not all(step.ascii_in_place for step in self.steps):
            return None
        normalized = self.normalize_str(text)
        return normalized if len(normalized) == len(text) else None

    def char_images(self, text: str) -> list[str] | None:
        """What each character of `text` becomes, when every step changes each character on
        its own: `normalize(text)` is then the images joined, each character of an image
        aligned to the character it comes from. None for other steps, or for text with a
        combining mark (one that NFD or NFKD starts with one: reordering moves marks between
        characters' images)."""
        if not all(step.char_wise for step in self.steps):
            return None
        images = self._images
        try:
            found = list(map(images.__getitem__, text))
        except KeyError:
            for char in set(text).difference(images):
                images[char] = self._image(char)
            found = list(map(images.__getitem__, text))
        return None if None in found else found  # type: ignore[return-value]

    def _image(self, char: str) -> str | None:
        """The character normalized alone, or None for a combining mark (see `char_images`)."""
        if any(unicodedata.combining(unicodedata.normalize(form, char)[0]) for form in ("NFD", "NFKD")):
            return None
        return self._step_by_step(char).text

    def to_json(self) -> dict | None:
        parts = [part for step in self.steps for part in step.to_json()]
        if not parts:
            return None
        if len(parts) == 1:
            return parts[0]
        return {"type": "Sequence", "normalizers": parts}


class _Precompiled(_Step):
    """SentencePiece's compiled normalization rules (e.g. nmt_nfkc) as `tokenizers` applies them,
    kept as base64 for the file; `rule` is SentencePiece's name for them, when known."""

    def __init__(self, charsmap: str, rule: str | None = None) -> None:
        self.charsmap_base64 = charsmap
        self.charsmap = Charsmap(base64.b64decode(charsmap))
        self.rule = rule

    @classmethod
    def named(cls, rule: str) -> _Precompiled:
        return cls(base64.b64encode(sentencepiece_charsmap(rule)).decode("ascii"), rule)

    def apply(self, ns: NormalizedString) -> None:
        changes = self.charsmap.transformations(ns.text)
        if changes is not None:
            ns.transform(changes)

    def to_json(self) -> list[dict]:
        return [{"type": "Precompiled", "precompiled_charsmap": self.charsmap_base64}]


_SP_SPACE = "\u2581"  # SentencePiece's visible space, the metaspace
_END_SPACES = r"(?<![\s\S]) +| +(?![\s\S])"  # at the very start or end, in any regex dialect


class _SentencePieceStep(_Step):
    """SentencePiece's own normalizer over a whole text (a `.model`'s NormalizerSpec).

    At each position the longest user-defined symbol is kept as it is, else the longest compiled
    rule applies, else the character stays; with `remove_extra_whitespaces` spaces at either end
    go and a run of them becomes one; `add_dummy_prefix` puts a space in front; with
    `escape_whitespaces` spaces are written '▁'. As in SentencePiece, a normalized character
    comes from where its input starts and reaches where the next one's starts, so a piece after
    a run of spaces starts at the run's first space, and the characters a rule makes beyond its
    last (株式 of ㍿'s 株式会社) span nothing.
    """

    def __init__(self, charsmap: bytes, user_defined: list[str], add_dummy_prefix: bool,
                 remove_extra_whitespaces: bool, escape_whitespaces: bool) -> None:
        self.charsmap_blob = charsmap
        self.charsmap = Charsmap(charsmap) if charsmap else None
        self.user_defined: dict[str, list[str]] = {}  # by first character, longest first
        for symbol in sorted(user_defined, key=len, reverse=True):
            self.user_defined.setdefault(symbol[0], []).append(symbol)
        self.add_dummy_prefix = add_dummy_prefix
        self.remove_extra_whitespaces = remove_extra_whitespaces
        self.escape_whitespaces = escape_whitespaces

    def _prefix(self, text: str, data: bytes, byte_at: list[int], char_at: dict[int, int],
                position: int) -> tuple[str, int]:
        """What the input at `position` becomes, and how many characters of it that takes."""
        for symbol in self.user_defined.get(text[position], ()):
            if text.startswith(symbol, position):
                return symbol, len(symbol)
        if self.charsmap is not None:
            start = byte_at[position]
            for length, replacement in reversed(self.charsmap.rules_at(data, start)):
                end = char_at.get(start + length)
                if end is not None:
                    return replacement, end - position
        return text[position], 1

    def normalize(self, text: str) -> tuple[str, list[int]]:
        """The normalized text and, for each of its characters and then its end, the position
        in `text` it comes from (SentencePiece's norm_to_orig, in characters)."""
        data = text.encode("utf-8")
        byte_at = [0]
        for char in text:
            byte_at.append(byte_at[-1] + len(char.encode("utf-8")))
        char_at = {byte: index for index, byte in enumerate(byte_at)}
        space = _SP_SPACE if self.escape_whitespaces else " "
        out: list[str] = []
        origin: list[int] = []
        position = 0
        if self.remove_extra_whitespaces:
            while position < len(text):
                chunk, taken = self._prefix(text, data, byte_at, char_at, position)
                if chunk != " ":
                    break
                position += taken
        if position == len(text):
            return "", [position]
        if self.add_dummy_prefix:
            out.append(space)
            origin.append(position)
        previous_space = self.remove_extra_whitespaces
        while position < len(text):
            chunk, taken = self._prefix(text, data, byte_at, char_at, position)
            if previous_space:
                chunk = chunk.lstrip(" ")
            if chunk:
                out.extend(space if char == " " else char for char in chunk)
                origin.extend([position] * len(chunk))
                previous_space = chunk.endswith(" ")
            position += taken
            previous_space = previous_space and self.remove_extra_whitespaces
        end = position
        while self.remove_extra_whitespaces and out and out[-1] == space:
            out.pop()
            end = origin.pop()
        return "".join(out), origin + [end]

    def apply(self, ns: NormalizedString) -> None:
        text, origin = self.normalize(ns.text)
        points = [ns.align[i][0] if i < len(ns.align) else ns.original_span(i, i)[0]
                  for i in origin]
        ns.text = text
        ns.align = list(zip(points, points[1:]))
        ns.start = points[0]

    def to_json(self) -> list[dict]:
        """What `tokenizers` comes closest with (it has no user-defined symbols: added tokens)."""
        steps: list[dict] = []
        if self.charsmap is not None:
            encoded = base64.b64encode(self.charsmap_blob).decode("ascii")
            steps.append({"type": "Precompiled", "precompiled_charsmap": encoded})
        if self.remove_extra_whitespaces:
            steps.append({"type": "Replace", "pattern": {"Regex": _END_SPACES}, "content": ""})
            steps.append({"type": "Replace", "pattern": {"Regex": " {2,}"}, "content": " "})
        if self.add_dummy_prefix:
            steps.append({"type": "Prepend", "prepend": " "})
        if self.escape_whitespaces:
            steps.append({"type": "Replace", "pattern": {"String": " "}, "content": _SP_SPACE})
        return steps


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
    if kind == "ByteLevel":
        return [_ByteLevel()]
    if kind == "Nmt":
        return [_Nmt()]
    if kind == "Strip":
        return [_Strip(data.get("strip_left", True), data.get("strip_right", True))]
    if kind == "Precompiled":
        charsmap = data["precompiled_charsmap"]
        return [_Precompiled(charsmap)] if charsmap else []
    if kind == "Sequence":
        return [step for part in data.get("normalizers", []) for step in _step_from_json(part)]
    raise ValueError(f"normalizer {kind!r} is not supported")


def sentencepiece_normalizer(charsmap: bytes, user_defined: list[str], *,
                             add_dummy_prefix: bool, remove_extra_whitespaces: bool,
                             escape_whitespaces: bool) -> Normalizer:
    """A `.model`'s normalizer (its NormalizerSpec and user-defined symbols), run as SentencePiece
    runs it on a whole text, offsets included."""
    return Normalizer([_SentencePieceStep(charsmap, user_defined, add_dummy_prefix,
                                          remove_extra_whitespaces, escape_whitespaces)])


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
