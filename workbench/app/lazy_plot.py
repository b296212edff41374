"""A plot made when it is first needed. Importing pyqtgraph (`plots`) takes some 0.5-0.9 s of
CPU, a third of the window's start-up, and the window starts with no plot to show (empty axes at
most), so a panel's plots are made after its first paint, or earlier if the panel uses one.

After a first paint the import runs in a thread (`import_plots_in_background`): on the UI
thread it held the window that had just appeared for 0.6-0.9 s. The thread runs Python code,
which gives the UI thread its turn every few milliseconds; pyqtgraph creates no QObject when
imported, so nothing of it belongs to that thread."""

from __future__ import annotations

import threading
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
        """The first paint shows an empty place; the plot fills it once `plots` is imported,
        in a thread started after the window's paint (a timer at show fires before it)."""
        super().paintEvent(event)
        if self._plot is None:
            QTimer.singleShot(0, self, self._make_once_imported)

    def _make_once_imported(self) -> None:
        if self._plot is not None:
            return
        if import_plots_in_background():
            QTimer.singleShot(IMPORT_POLL_MS, self, self._make_once_imported)
        else:
            self.made()

    def __getattr__(self, name: str):
        if name.startswith("_"):  # this holder's own, not set yet (during __init__)
            raise AttributeError(name)
        return getattr(self.made(), name)


IMPORT_POLL_MS = 50
_importer: list[threading.Thread] = []  # the one thread that imports `plots`, once started


def import_plots_in_background() -> bool:
    """Start importing `plots` (pyqtgraph) in a thread, unless done or under way; whether it
    is still under way. Importing it on the UI thread meanwhile waits for the thread."""
    if not _importer:
        _importer.append(threading.Thread(target=import_module, args=(".plots", __package__),
                                          name="import plots", daemon=True))
        _importer[0].start()
    return _importer[0].is_alive()
