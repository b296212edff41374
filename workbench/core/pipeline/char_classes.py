"""Character classes as `tokenizers` sees them, where the `regex` module sees them otherwise.

`tokenizers` matches its regexes (the byte-level and whitespace pre-tokenizers, Split, Digits)
with Oniguruma, whose Unicode data is version 16.0; the `regex` module knows a newer Unicode, in
which thousands of code points (CJK Extension J from U+323B0, new scripts, new digits) became
letters, numbers or marks. `tokenizers` treats them as unassigned, and so does the workbench:
where it splits as `tokenizers` does, it matches a view of the text in which each such character
is U+FFFF, a code point unassigned in every version (neither letter, number, mark, space nor
punctuation). BERT's pre-tokenizer (and Punctuation) find punctuation with the
`unicode_categories` crate, whose table is older: it lacks punctuation added since (U+061D,
U+2E43..., U+1B7D...), seen as U+FFFF here, and still has two characters that are no longer
punctuation (U+166D, U+111C9), seen as "!". Digits asks Rust's `char::is_numeric`, which knows
Unicode 17.0. A view has the text's length, so a match in it is a match in the text. Python's
own `unicodedata` (Unicode 14.0 in Python 3.11) plays no part.

The tables were read off `tokenizers` 0.23 and the `regex` module 2026.11 by matching every code
point with both (tests/core/test_parity_random_text.py checks them the same way).
"""

from __future__ import annotations

from functools import cached_property

import numpy as np
import regex

UNASSIGNED = 0xFFFF
ITSELF = 0  # a stand-in for a character that stands for itself after all

# Code points the `regex` module assigns that Unicode 16.0 (Oniguruma in `tokenizers`) does not.
NEWER_THAN_UNICODE_16 = (
    (0x0558, 0x0558), (0x058B, 0x058C), (0x05C8, 0x05C9), (0x088F, 0x088F),
    (0x0B53, 0x0B54), (0x0C5C, 0x0C5C), (0x0CDC, 0x0CDC), (0x1ACF, 0x1AF0),
    (0x208F, 0x208F), (0x209D, 0x209F), (0x20C1, 0x20C4), (0x2B96, 0x2B96),
    (0x2E60, 0x2E63), (0xA7CE, 0xA7CF), (0xA7D2, 0xA7D2), (0xA7D4, 0xA7D4),
    (0xA7DD, 0xA7DD), (0xA7E2, 0xA7E2), (0xA7F1, 0xA7F1), (0xAB6C, 0xAB6D),
    (0xFBC3, 0xFBD2), (0xFD90, 0xFD91), (0xFDC8, 0xFDCE), (0x107BB, 0x107BF),
    (0x10940, 0x10959), (0x10EC5, 0x10EC7), (0x10EC9, 0x10EEE), (0x10EF0, 0x10EFB),
    (0x11B0A, 0x11B0A), (0x11B60, 0x11B67), (0x11DB0, 0x11DDB), (0x11DE0, 0x11DE9),
    (0x11DF0, 0x11DF1), (0x1246F, 0x1246F), (0x12475, 0x1247F), (0x12550, 0x12686),
    (0x16EA0, 0x16EB8), (0x16EBB, 0x16ED3), (0x16FF2, 0x16FF6), (0x187F8, 0x187FF),
    (0x18CD6, 0x18CDA), (0x18D09, 0x18D20), (0x18D80, 0x18DF2), (0x18E00, 0x19191),
    (0x191A0, 0x191D2), (0x1B123, 0x1B128), (0x1B168, 0x1B168), (0x1CCFA, 0x1CCFC),
    (0x1CEBA, 0x1CED0), (0x1CED2, 0x1CED4), (0x1CEDD, 0x1CEFD), (0x1D127, 0x1D128),
    (0x1D1EB, 0x1D1FF), (0x1D250, 0x1D281), (0x1D6A6, 0x1D6A6), (0x1DB00, 0x1DB1C),
    (0x1DF1F, 0x1DF24), (0x1DF2B, 0x1DF81), (0x1DF90, 0x1DF96), (0x1DFCD, 0x1DFFF),
    (0x1E6C0, 0x1E6DE), (0x1E6E0, 0x1E6F5), (0x1E6FE, 0x1E6FF), (0x1F1AE, 0x1F1AE),
    (0x1F6D8, 0x1F6D9), (0x1F777, 0x1F77A), (0x1F7DA, 0x1F7DB), (0x1F7F1, 0x1F7FF),
    (0x1F8D0, 0x1F8D8), (0x1FA54, 0x1FA57), (0x1FA8A, 0x1FA8E), (0x1FAC8, 0x1FAC8),
    (0x1FACC, 0x1FACD), (0x1FADD, 0x1FADD), (0x1FAEA, 0x1FAEB), (0x1FAEF, 0x1FAEF),
    (0x1FAF9, 0x1FAFA), (0x1FBFA, 0x1FBFA), (0x2B73A, 0x2B73F), (0x2B81E, 0x2B81E),
    (0x2CEA2, 0x2CEAD), (0x323B0, 0x33479), (0x3D000, 0x3FC3F),
)

# Punctuation (\p{P}) for the `regex` module but not in BERT's table in `tokenizers`.
NOT_BERT_PUNCTUATION = (
    (0x061D, 0x061D), (0x09FD, 0x09FD), (0x0A76, 0x0A76), (0x0C77, 0x0C77),
    (0x0C84, 0x0C84), (0x1B4E, 0x1B4F), (0x1B7D, 0x1B7F), (0x2E43, 0x2E4F),
    (0x2E52, 0x2E5D), (0x2E60, 0x2E63), (0x10D6E, 0x10D6E), (0x10EAD, 0x10EAD),
    (0x10ED0, 0x10ED0), (0x10F55, 0x10F59), (0x10F86, 0x10F89), (0x113D4, 0x113D5),
    (0x113D7, 0x113D8), (0x1144B, 0x1144F), (0x1145A, 0x1145B), (0x1145D, 0x1145D),
    (0x11660, 0x1166C), (0x116B9, 0x116B9), (0x1183B, 0x1183B), (0x11944, 0x11946),
    (0x119E2, 0x119E2), (0x11A3F, 0x11A46), (0x11A9A, 0x11A9C), (0x11A9E, 0x11AA2),
    (0x11B00, 0x11B09), (0x11BE1, 0x11BE1), (0x11C41, 0x11C45), (0x11C70, 0x11C71),
    (0x11EF7, 0x11EF8), (0x11F43, 0x11F4F), (0x11FFF, 0x11FFF), (0x12FF1, 0x12FF2),
    (0x16D6D, 0x16D6F), (0x16E97, 0x16E9A), (0x16FE2, 0x16FE2), (0x1E5FF, 0x1E5FF),
    (0x1E95E, 0x1E95F),
)
BERT_ONLY_PUNCTUATION = ((0x166D, 0x166D), (0x111C9, 0x111C9))

# Numbers of Unicode 17.0 that Rust's `char::is_numeric` (the Digits pre-tokenizer) knows.
NUMBERS_OF_UNICODE_17 = ((0x11DE0, 0x11DE9), (0x16FF4, 0x16FF6))


class TokenizersView:
    """Replaces the characters whose class differs by a stand-in of the class `tokenizers`
    gives them."""

    def __init__(self, *stand_ins: tuple[int, tuple[tuple[int, int], ...]]) -> None:
        self._stand_ins = stand_ins  # (stand-in code point, ranges of the characters it stands for)

    @cached_property
    def _table(self) -> np.ndarray:
        """Code point -> its stand-in, ITSELF where none (1.1 M entries, built once); a later
        range overrides an earlier one."""
        table = np.zeros(0x110000, dtype=np.uint32)
        for stand_in, ranges in self._stand_ins:
            for first, last in ranges:
                table[first:last + 1] = stand_in
        return table

    def changes(self, text: str) -> bool:
        """Whether `text` has a character that `tokenizers` classes otherwise."""
        return self.of(text) is not text

    def of(self, text: str) -> str:
        """`text` as `tokenizers` classifies it: the same object when nothing differs."""
        if text.isascii():
            return text
        codes = np.frombuffer(text.encode("utf-32-le", "surrogatepass"), dtype=np.uint32)
        stand_ins = self._table[codes]
        if not stand_ins.any():
            return text
        view = np.where(stand_ins != ITSELF, stand_ins, codes).astype("<u4")
        return view.tobytes().decode("utf-32-le", "surrogatepass")

    def finditer(self, pattern: regex.Pattern, text: str):
        """The matches of `pattern` as `tokenizers` finds them; their spans index `text`."""
        return pattern.finditer(self.of(text))

    def findall(self, pattern: regex.Pattern, text: str) -> list[str]:
        """The matched strings of `text` (`pattern` has no groups), as `tokenizers` finds them."""
        view = self.of(text)
        if view is text:
            return pattern.findall(text)
        return [text[match.start():match.end()] for match in pattern.finditer(view)]


ONIGURUMA = TokenizersView((UNASSIGNED, NEWER_THAN_UNICODE_16))
RUST_NUMBERS = TokenizersView((UNASSIGNED, NEWER_THAN_UNICODE_16), (ITSELF, NUMBERS_OF_UNICODE_17))
BERT_PUNCTUATION = TokenizersView((UNASSIGNED, NOT_BERT_PUNCTUATION),
                                  (ord("!"), BERT_ONLY_PUNCTUATION))
