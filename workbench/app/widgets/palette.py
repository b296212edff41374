"""Chip colours for the token view, one set per theme.

Backgrounds are soft in the light theme (dark text on them) and deep in the dark theme (light
text); neighbours in the cycle differ in hue, and none is red, which is kept for unknown tokens.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor, QPalette

_LIGHT = ("#bcd7f5", "#ffd8a8", "#c5e8b7", "#d9ccf0", "#fff1a8", "#b5e5e0", "#e6d5c3",
          "#e0efb0", "#cfd8e3")
_DARK = ("#1f4e79", "#7a4a12", "#2e6b34", "#523a7a", "#6b5f12", "#1b5e5a", "#5c4433",
         "#4a5e1a", "#3d4a5c")


@dataclass(frozen=True)
class ChipColours:
    backgrounds: tuple[QColor, ...]  # cycled over the chips
    unknown: tuple[QColor, QColor]  # alternated, so two unknown neighbours still differ
    unknown_border: QColor
    text: QColor
    dark: bool

    def background(self, chip_index: int, unknown: bool) -> QColor:
        if unknown:
            return self.unknown[chip_index % 2]
        return self.backgrounds[chip_index % len(self.backgrounds)]

    def border(self, background: QColor) -> QColor:
        """The thin outline that separates a chip from its neighbours."""
        return background.lighter(150) if self.dark else background.darker(135)


def is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def plot_colours(dark: bool) -> tuple[str, str]:
    """A plot's background and its axes' colour in the dark or the light theme."""
    return ("#1f1f1f", "#d0d0d0") if dark else ("#ffffff", "#303030")


def chip_colours(dark: bool) -> ChipColours:
    if dark:
        return ChipColours(
            tuple(QColor(c) for c in _DARK), (QColor("#8e1c1c"), QColor("#a83232")),
            QColor("#ff6b6b"), QColor("#f2f2f2"), True,
        )
    return ChipColours(
        tuple(QColor(c) for c in _LIGHT), (QColor("#f6a5a5"), QColor("#ef8a8a")),
        QColor("#c62828"), QColor("#1a1a1a"), False,
    )


def contrast_ratio(first: QColor, second: QColor) -> float:
    """WCAG contrast ratio of two colours, from 1 (same) to 21 (black on white).

    >>> round(contrast_ratio(QColor("black"), QColor("white")), 1)
    21.0
    """
    def luminance(colour: QColor) -> float:
        channels = [c / 255 for c in (colour.red(), colour.green(), colour.blue())]
        r, g, b = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    high, low = sorted((luminance(first), luminance(second)), reverse=True)
    return (high + 0.05) / (low + 0.05)
