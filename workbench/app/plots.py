"""Live plots: a pyqtgraph plot with labelled axes and a readout of the point under the mouse."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF

SERIES_COLOUR = (31, 119, 180)  # a blue that reads on white and on near-black
BAR_COLOUR = (230, 126, 34)


class LivePlot(pg.PlotWidget):
    """One series, replaced wholesale by `set_points` (cheap enough at 20 updates a second)."""

    def __init__(self, object_name: str, x_label: str, y_label: str, *, x_units: str = "",
                 y_units: str = "", log_y: bool = False, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName(object_name)
        self.setLabel("bottom", x_label, units=x_units)
        self.setLabel("left", y_label, units=y_units)
        self._log_y = log_y
        self.getPlotItem().setLogMode(y=log_y)
        self.curve = self.plot([], [], pen=pg.mkPen(SERIES_COLOUR, width=2), skipFiniteCheck=True)
        self.curve.setDownsampling(auto=True, method="peak")  # 30k merges, a few hundred pixels
        self.curve.setClipToView(True)
        self.readout = pg.TextItem(anchor=(0, 1))
        self.readout.setZValue(10)
        self.addItem(self.readout, ignoreBounds=True)
        self._x = self._y = np.zeros(0)
        self.scene().sigMouseMoved.connect(self._hover)

    def set_points(self, x, y) -> None:
        self._x, self._y = np.asarray(x, dtype=float), np.asarray(y, dtype=float)
        shown = np.maximum(self._y, 1e-12) if self._log_y else self._y  # log of 0 is no point
        self.curve.setData(self._x, shown)

    def set_log_y(self, log_y: bool) -> None:
        self._log_y = log_y
        self.getPlotItem().setLogMode(y=log_y)
        self.set_points(self._x, self._y)

    def points(self) -> tuple[np.ndarray, np.ndarray]:
        return self._x, self._y

    def _hover(self, position: QPointF) -> None:
        if not len(self._x) or not self.sceneBoundingRect().contains(position):
            self.readout.setText("")
            return
        at = self.getPlotItem().vb.mapSceneToView(position)
        i = int(np.clip(np.searchsorted(self._x, at.x()), 0, len(self._x) - 1))
        y = self._y[i]
        self.readout.setText(f"{self._x[i]:,.6g}, {y:,.6g}")
        shown_y = np.log10(max(y, 1e-12)) if self._log_y else y
        self.readout.setPos(self._x[i], shown_y)


class Histogram(pg.PlotWidget):
    """Bars of counts over equal bins."""

    def __init__(self, object_name: str, x_label: str, y_label: str, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName(object_name)
        self.setLabel("bottom", x_label)
        self.setLabel("left", y_label)
        self.values = np.zeros(0)

    def set_values(self, values, bins: int = 40) -> None:
        self.clear()
        self.values = np.asarray(values, dtype=float)
        if not len(self.values):
            return
        heights, edges = np.histogram(self.values, bins=bins)
        self.addItem(pg.BarGraphItem(x0=edges[:-1], x1=edges[1:], height=heights,
                                     brush=pg.mkBrush(*BAR_COLOUR)))
