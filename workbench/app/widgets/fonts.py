"""The fonts the panels and views set on their own widgets."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase


def monospace() -> QFont:
    """The system's fixed-width font: words and tokens, each character in a column."""
    return QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
