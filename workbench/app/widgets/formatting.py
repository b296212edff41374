"""Numbers as the user reads them: the current locale's digits, always with thousands separators.
The window's language sets that locale (languages.install), so that every figure shown, in the
texts, the tables, the graphs' axes and readouts, groups and writes its digits as the spin boxes
do (Russian 322 235, Spanish 322.235, Burmese ၃၂၂,၂၃၅).

>>> from PySide6.QtCore import QLocale
>>> english = QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
>>> format_count(1234567, english), format_decimal(1234.5, 2, english)
('1,234,567', '1,234.50')
>>> format_significant(1234567.0, 6, english), format_significant(0.000123, 6, english)
('1.23457e+06', '0.000123')
"""

from __future__ import annotations

from PySide6.QtCore import QLocale

from ..session.vocab_info import VocabInfo


_default: list[QLocale] = []  # the default locale last seen and its grouping copy


def _grouping(locale: QLocale | None) -> QLocale:
    """`locale` (None: the default one) writing thousands separators, which the C locale
    omits. The default's copy is kept while the default stays: copying a locale and its
    options per number cost 20 µs, and the latest-merges table formats hundreds a second."""
    if locale is not None:
        return _with_groups(locale)
    default = QLocale()
    if not _default or _default[0] != default:
        _default[:] = [default, _with_groups(default)]
    return _default[1]


def _with_groups(locale: QLocale) -> QLocale:
    locale = QLocale(locale)
    locale.setNumberOptions(locale.numberOptions() & ~QLocale.NumberOption.OmitGroupSeparator)
    return locale


def format_count(value: int, locale: QLocale | None = None) -> str:
    return _grouping(locale).toString(value)


def format_decimal(value: float, decimals: int, locale: QLocale | None = None) -> str:
    return _grouping(locale).toString(float(value), "f", decimals)


def format_significant(value: float, digits: int, locale: QLocale | None = None) -> str:
    """`value` to `digits` significant digits, as Python's `f"{value:,.{digits}g}"` in English."""
    return _grouping(locale).toString(float(value), "g", digits)


def format_rank(info: VocabInfo, token_id: int) -> str:
    """A token's merge rank (BPE) or log-probability (Unigram); empty where it has none. Merges
    are numbered from 1 in every view, as training and explain number them (`merge_number`)."""
    value = info.rank_or_score(token_id)
    if value is None:
        return ""
    return format_decimal(value, 4) if info.rank_kind == "score" else merge_number(int(value))


def merge_number(rank: int) -> str:
    """The merge of `rank` (its place in the model's list, from 0) as the views number it."""
    return format_count(rank + 1)
