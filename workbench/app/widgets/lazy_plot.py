"""A plot made when it is first needed. Importing pyqtgraph (`plots`) takes some 0.5 s of CPU,
a third of the window's start-up, and the window starts with no plot to show (empty axes at
most), so a panel's plots are made after its first paint, or earlier if the panel uses one.
Not imported in a thread: a window that did so ended in a segmentation fault at exit in 8 of 18
starts (pyqtgraph makes Qt values such as fonts when imported, which belong to the GUI thread)."""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module

from PySide6.QtCore import QTimer
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget


class LazyPlot(QWidget):
    """Holds the place of a plot of `plots` (class `kind`, made with `args` and `kwargs`) in a
    layout. The plot is made the first time it is used or, once this widget is shown, just
    after its first paint; `set_up(plot)` is then called, if given. Attributes that a QWidget
    lacks are the plot's (`lazy.set_points(...)`); those of QWidget (visibility, sizes) are
    this holder's, which the plot fills."""

    def __init__(self, kind: str, *args, set_up: Callable[[QWidget], None] | None = None,
                 **kwargs) -> None:
        super().__init__()
        self._recipe = (kind, args, kwargs)
        self._set_up = set_up
        self._plot: QWidget | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)

    def made(self) -> QWidget:
        """The plot, made now if it was not yet (pyqtgraph imported then)."""
        if self._plot is None:
            kind, args, kwargs = self._recipe
            self._plot = getattr(import_module(".plots", __package__), kind)(*args, **kwargs)
            self.layout().addWidget(self._plot)
            self._plot.show()  # else at the next turn of the event loop, in a shown holder
            if self._set_up is not None:
                self._set_up(self._plot)
        return self._plot

    def is_made(self) -> bool:
        return self._plot is not None

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        """The first paint shows an empty place; the plot fills it after the window's paint (a
        timer at show fires before it)."""
        super().paintEvent(event)
        if self._plot is None:
            QTimer.singleShot(0, self, self.made)

    def __getattr__(self, name: str):
        if name.startswith("_"):  # this holder's own, not set yet (during __init__)
            raise AttributeError(name)
        return getattr(self.made(), name)
