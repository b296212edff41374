"""Light and dark themes: Qt's Fusion style with a palette, and pyqtgraph's colours to match."""

from __future__ import annotations

import sys

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

_DARK = {
    QPalette.ColorRole.Window: "#2b2b2b", QPalette.ColorRole.WindowText: "#e6e6e6",
    QPalette.ColorRole.Base: "#1f1f1f", QPalette.ColorRole.AlternateBase: "#2a2a2a",
    QPalette.ColorRole.ToolTipBase: "#3a3a3a", QPalette.ColorRole.ToolTipText: "#f0f0f0",
    QPalette.ColorRole.Text: "#e6e6e6", QPalette.ColorRole.Button: "#353535",
    QPalette.ColorRole.ButtonText: "#e6e6e6", QPalette.ColorRole.BrightText: "#ff6b6b",
    QPalette.ColorRole.Highlight: "#3d7ab8", QPalette.ColorRole.HighlightedText: "#ffffff",
    QPalette.ColorRole.Link: "#b8dcff", QPalette.ColorRole.LinkVisited: "#d6b8ff",
    QPalette.ColorRole.PlaceholderText: "#8a8a8a",
}
# Links at 7:1 (WCAG's AAA) on the tabs' background (Fusion draws it lighter than Window,
# #424242): the "Count again" link, #6cb4ff, was barely 4.6:1 there. Disabled widgets dim their
# text, boxes and buttons: setting a role above sets it for the disabled state too, and a
# disabled check box looked like an enabled one.
_DARK_DISABLED = {
    QPalette.ColorRole.WindowText: "#808080", QPalette.ColorRole.Text: "#808080",
    QPalette.ColorRole.ButtonText: "#808080", QPalette.ColorRole.Base: "#2b2b2b",
    QPalette.ColorRole.Button: "#2e2e2e", QPalette.ColorRole.Highlight: "#4a4a4a",
    QPalette.ColorRole.HighlightedText: "#a0a0a0", QPalette.ColorRole.Link: "#6a7f94",
}


def apply_theme(dark: bool) -> None:
    """Switch the whole application; widgets repaint on the palette change, and every plot
    takes its colours from it (told here: Qt sends no palette-change
    events before its event loop runs; a plot made later takes them when made)."""
    app = QApplication.instance()
    app.setStyle("Fusion")
    palette = app.style().standardPalette()
    if dark:
        for role, colour in _DARK.items():
            palette.setColor(role, QColor(colour))
        for role, colour in _DARK_DISABLED.items():
            palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(colour))
    app.setPalette(palette)
    plots = sys.modules.get(f"{__package__}.plots")  # not imported before the first plot
    if plots is not None:
        for plot in plots.every_plot():
            plot.follow_theme()
