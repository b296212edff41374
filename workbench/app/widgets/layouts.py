"""Small builders for the panels' nested layouts."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtWidgets import (
    QBoxLayout, QFrame, QHBoxLayout, QScrollArea, QSplitter, QVBoxLayout, QWidget,
)


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


class VerticalScroll(QScrollArea):
    """`widget`, scrolled up and down only: as wide as the widget needs, as short as the window
    makes it, so that the window fits a 720 px screen whatever a panel holds."""

    def __init__(self, widget: QWidget, name: str = "") -> None:
        super().__init__()
        self.setObjectName(name)
        self.setWidget(widget)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        widget.installEventFilter(self)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        own = super().minimumSizeHint()
        bar = self.verticalScrollBar().sizeHint().width()
        needed = self.widget().minimumSizeHint().width() + bar
        return QSize(max(needed, own.width()), own.height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.LayoutRequest:  # the widget's own minimum may change
            self.updateGeometry()
        return super().eventFilter(watched, event)


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
