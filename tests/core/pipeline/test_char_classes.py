"""The views of char_classes: characters `tokenizers` classes otherwise replaced, nothing else."""

import regex

from workbench.core.pipeline.char_classes import ONIGURUMA


def test_a_lone_surrogate_stays_in_the_view_as_it_is():
    """A Python str can hold a lone surrogate (surrogateescape makes them of undecodable bytes):
    the view keeps it and still replaces the characters newer than Unicode 16.0 (U+0558,
    U+323B0) by U+FFFF (by hand, from the module's tables)."""
    assert ONIGURUMA.of("a\udc80\u0558\U000323b0") == "a\udc80\uffff\uffff"
    words = regex.compile(r"\p{L}+|\P{L}+")
    assert ONIGURUMA.findall(words, "ab\udc80\u0558c") == ["ab", "\udc80\u0558", "c"]
    assert ONIGURUMA.findall(words, "ab\udc80é") == ["ab", "\udc80", "é"]  # nothing to replace
    assert [match.span() for match in ONIGURUMA.finditer(words, "ab\udc80\u0558c")] == \
        [(0, 2), (2, 4), (4, 5)]
