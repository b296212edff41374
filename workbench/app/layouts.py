"""Small builders for the panels' nested layouts."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QBoxLayout, QHBoxLayout, QSplitter, QVBoxLayout, QWidget


def _box(layout: QBoxLayout, widgets: tuple[QWidget, ...]) -> QWidget:
    for widget in widgets:
        layout.addWidget(widget)
    layout.setContentsMargins(0, 0, 0, 0)
    container = QWidget()
    container.setLayout(layout)
    return container


def column(*widgets: QWidget) -> QWidget:
    """A widget holding `widgets` top to bottom, without margins."""
    return _box(QVBoxLayout(), widgets)


def row(*widgets: QWidget) -> QWidget:
    """A widget holding `widgets` left to right, without margins."""
    return _box(QHBoxLayout(), widgets)


def splitter(orientation: Qt.Orientation, *parts: tuple[QWidget, int]) -> QSplitter:
    """A splitter of (widget, stretch factor) parts."""
    split = QSplitter(orientation)
    for index, (widget, stretch) in enumerate(parts):
        split.addWidget(widget)
        split.setStretchFactor(index, stretch)
    return split


def restore_sizes(splitters: dict[str, QSplitter], sizes: dict) -> None:
    """Set each splitter's sizes from `sizes` (by the same key), where they are a list of ints:
    what a project recorded is checked before use."""
    for name, widget in splitters.items():
        value = sizes.get(name)
        if isinstance(value, list) and all(isinstance(s, int) for s in value):
            widget.setSizes(value)
