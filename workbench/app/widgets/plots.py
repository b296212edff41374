"""Live plots: a pyqtgraph plot with labelled axes and a readout of the point under the mouse."""

from __future__ import annotations

import math
import weakref

import numpy as np
import pyqtgraph as pg
import shiboken6
from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtWidgets import QApplication

from .formatting import format_count, format_decimal, format_significant
from .palette import is_dark, plot_colours

SERIES_COLOUR = (31, 119, 180)  # a blue that reads on white and on near-black
BAR_COLOUR = (230, 126, 34)
MARK_COLOUR = (214, 39, 40)  # the step picked, a red line on either background
# Bars, and the bar of what lies past the axis's end, on a light and a dark background: at least
# 4.5:1 against the plot's background, white or #1f1f1f (theme.py).
LENGTH_BARS = {False: ("#1f77b4", "#b35900"), True: ("#6cb4ee", "#f0a04b")}
TAIL_PERCENTILE = 99.5  # the length histogram's axis ends where this share of words is shown
_ALIVE: weakref.WeakSet[Plot] = weakref.WeakSet()  # every plot made, for the theme to switch


class LocaleAxis(pg.AxisItem):
    """An axis in the window's language: its tick numbers written as the locale writes them
    (pyqtgraph's are Python's: 20000, 0.5), its unit translated with the SI prefix pyqtgraph
    picks (ms: мс in Russian)."""

    def tickStrings(self, values, scale, spacing):  # noqa: N802 (pyqtgraph's name)
        """pyqtgraph's choice of notation and decimals, in the locale's digits and signs."""
        if self.logMode:  # powers of ten with superscript exponents, the same in every language
            return super().tickStrings(values, scale, spacing)
        places = max(0, math.ceil(-math.log10(spacing * scale)))
        return [format_significant(v * scale, 6) if abs(v * scale) < .001
                or abs(v * scale) >= 10000 else format_decimal(v * scale, places)
                for v in values]

    def labelString(self) -> str:  # noqa: N802 (pyqtgraph's name)
        if self.labelUnits:
            units = f"({unit_text(self.labelUnitPrefix + self.labelUnits)})"
        elif self.autoSIPrefix and self.autoSIPrefixScale != 1.0:
            units = f"(×{format_significant(1.0 / self.autoSIPrefixScale, 6)})"
        else:
            units = ""
        style = ";".join(f"{key}: {value}" for key, value in self.labelStyle.items())
        return f"<span style='{style}'>{self.labelText} {units}</span>"


def unit_text(unit: str) -> str:
    """A unit on an axis, with the SI prefix pyqtgraph gives it, in the window's language."""
    translated = {
        "s": QCoreApplication.translate("Units", "s", "seconds, on a graph's axis"),
        "ms": QCoreApplication.translate("Units", "ms", "milliseconds, on a graph's axis"),
        "µs": QCoreApplication.translate("Units", "µs", "microseconds, on a graph's axis"),
        "ks": QCoreApplication.translate("Units", "ks", "thousands of seconds, on a graph's axis"),
    }
    return translated.get(unit, unit)


class StepAxis(LocaleAxis):
    """An axis that can be told to show whole numbers only (merges, EM steps, rounds): no tick
    at 1.5 between steps 1 and 2."""

    whole = False

    def tickValues(self, minVal, maxVal, size):  # noqa: N802, N803 (pyqtgraph's names)
        levels = super().tickValues(minVal, maxVal, size)
        if not self.whole:
            return levels
        whole = [(spacing, [v for v in values if float(v).is_integer()])
                 for spacing, values in levels if spacing >= 1]
        return whole or [(1.0, [float(v) for v in range(int(np.ceil(minVal)),
                                                        int(np.floor(maxVal)) + 1)])]


class Plot(pg.PlotWidget):
    """Every plot of the app: it takes the theme's colours from the application's palette when
    made (pyqtgraph's own default is black, whatever the theme) and when `theme.apply_theme`
    switches it, and leaves room for the tick labels at its top edge (the left axis's top
    label was clipped in half). The left axis's label is written across, above the graph:
    turned along the axis, it was cut in the small graphs ("tokens per wor", "размер
    словар"), whose height is less than a label's length in some languages."""

    def __init__(self, object_name: str, parent=None, **kwargs) -> None:
        _follow_palette()  # the colours of the items pyqtgraph makes with it
        kwargs["axisItems"] = {"left": LocaleAxis("left"), "bottom": LocaleAxis("bottom"),
                               **kwargs.get("axisItems", {})}
        super().__init__(parent, **kwargs)
        _no_tab_stop(self)
        self.setObjectName(object_name)
        half_label = math.ceil(self.fontMetrics().height() / 2)
        self.getPlotItem().layout.setContentsMargins(1, half_label + 1, 1, 1)
        self.follow_theme()
        _ALIVE.add(self)

    def setLabel(self, axis: str, text: str = "", units: str = "", **kwargs) -> None:  # noqa: N802
        """As pyqtgraph's; the left axis's label (and unit) is shown as the graph's title."""
        self.getPlotItem().setLabel(axis, text, units=units, **kwargs)
        if axis == "left":
            self.getAxis("left").showLabel(False)
            self._show_y_title()

    def y_title(self) -> str:
        """The left axis's label as the title shows it (its unit included), as plain text."""
        return self.getPlotItem().titleLabel.item.toPlainText()

    def _show_y_title(self) -> None:
        axis, item = self.getAxis("left"), self.getPlotItem()
        if not axis.labelText:
            return
        item.titleLabel.item.document().setDocumentMargin(0)
        item.setTitle(axis.labelString(), color=_follow_palette()[1],
                      size=f"{self.font().pointSizeF()}pt")  # as the axes' (pyqtgraph: 11 pt)
        height = math.ceil(item.titleLabel.item.boundingRect().height())
        item.layout.setRowFixedHeight(0, height)
        item.titleLabel.setMaximumHeight(height)
        item.layout.setContentsMargins(1, 1, 1, 1)  # the top tick label has the title's row

    def follow_theme(self) -> None:
        """Take the colours of the theme the application's palette shows."""
        if self.getPlotItem() is None:  # closed
            return
        background, foreground = _follow_palette()
        self.setBackground(background)
        for axis in self.getPlotItem().axes.values():
            axis["item"].setPen(foreground)
            axis["item"].setTextPen(foreground)
        self._show_y_title()
        readout = getattr(self, "readout", None)
        if readout is not None:
            _colour_readout(readout, background, foreground)

    def add_readout(self) -> pg.TextItem:
        """The text that reads the point under the mouse, in the theme's colours (pyqtgraph's
        light grey was faint), on a patch of the background that keeps it legible over the
        curve; placed by `show_readout`."""
        self.readout = pg.TextItem(anchor=(0, 1))
        self.readout.setZValue(10)
        self.addItem(self.readout, ignoreBounds=True)
        _colour_readout(self.readout, *_follow_palette())
        return self.readout

    def show_readout(self, text: str, x: float, y: float) -> None:
        """`text` at the point (x, y) of the view, on the side of it that lies inside the view
        (above the point it was cut off at the graph's top edge)."""
        (left, right), (bottom, top) = self.getPlotItem().vb.viewRange()
        self.readout.setAnchor((1 if x > (left + right) / 2 else 0,
                                0 if y > (bottom + top) / 2 else 1))
        self.readout.setText(text)
        self.readout.setPos(x, y)


def every_plot() -> list[Plot]:
    """The plots alive. Walking QApplication.allWidgets() instead wrapped every widget of the
    application, and crashed (a segmentation fault) now and then in the tests, on a widget
    being deleted; a deleted plot's Python wrapper can outlive it, hence the check."""
    return [plot for plot in list(_ALIVE) if shiboken6.isValid(plot)]


class LivePlot(Plot):
    """One series, replaced wholesale by `set_points` (cheap enough at 20 updates a second)."""

    def __init__(self, object_name: str, x_label: str, y_label: str, *, x_units: str = "",
                 y_units: str = "", log_y: bool = False, drawn_at_most: int | None = None,
                 parent=None) -> None:
        """`drawn_at_most`: a longer series is drawn through that many of its points, evenly
        spread, the ends included (the readout still reads every point)."""
        super().__init__(object_name, parent, axisItems={"bottom": StepAxis("bottom")})
        self._drawn_at_most = drawn_at_most
        self.setLabel("bottom", x_label, units=x_units)
        self.setLabel("left", y_label, units=y_units)
        self._log_y = log_y
        self.getPlotItem().setLogMode(y=log_y)
        self.curve = self.plot([], [], pen=pg.mkPen(SERIES_COLOUR, width=2), skipFiniteCheck=True)
        self.curve.setDownsampling(auto=True, method="peak")  # 30k merges, a few hundred pixels
        self.curve.setClipToView(True)
        self.add_readout()
        self._x = self._y = np.zeros(0)
        self._mark: pg.InfiniteLine | None = None
        self.scene().sigMouseMoved.connect(self._hover)

    def set_mark(self, x: float | None) -> None:
        """A vertical line at `x` (the step picked), or none."""
        if self._mark is None:
            self._mark = pg.InfiniteLine(angle=90, pen=pg.mkPen(MARK_COLOUR, width=1.5))
            self.addItem(self._mark, ignoreBounds=True)
        self._mark.setVisible(x is not None)
        if x is not None:
            self._mark.setValue(x)

    def mark(self) -> float | None:
        """Where the line of `set_mark` is, None if there is none."""
        return self._mark.value() if self._mark is not None and self._mark.isVisible() else None

    def set_points(self, x, y) -> None:
        self._x, self._y = np.asarray(x, dtype=float), np.asarray(y, dtype=float)
        shown = np.maximum(self._y, 1e-12) if self._log_y else self._y  # log of 0 is no point
        x = self._x
        if self._drawn_at_most is not None and len(x) > self._drawn_at_most:
            drawn = np.linspace(0, len(x) - 1, self._drawn_at_most).astype(np.int64)
            x, shown = x[drawn], shown[drawn]
        self.curve.setData(x, shown)
        if not len(self._x):  # empty: the axes as new, not the ranges of the last points
            self.getPlotItem().vb.setRange(xRange=(0, 1), yRange=(0, 1), padding=0)
            self.getPlotItem().enableAutoRange()  # for the next points

    def set_log_y(self, log_y: bool) -> None:
        self._log_y = log_y
        self.getPlotItem().setLogMode(y=log_y)
        self.set_points(self._x, self._y)

    def set_whole_x(self, whole: bool) -> None:
        """Whether the x axis counts steps (whole numbers only, never scaled by an SI prefix) or
        measures (time, which takes one: ms). Set it before the axis label, which shows the
        prefix."""
        axis = self.getAxis("bottom")
        axis.whole = whole
        axis.enableAutoSIPrefix(not whole)
        if whole:  # else the scale an earlier range set stays (a run's 0.09 s: values x1000)
            axis.autoSIPrefixScale, axis.labelUnitPrefix = 1.0, ""
        axis.picture = None  # drawn again with the new ticks
        axis.update()

    def points(self) -> tuple[np.ndarray, np.ndarray]:
        return self._x, self._y

    def _hover(self, position: QPointF) -> None:
        if not len(self._x) or not self.sceneBoundingRect().contains(position):
            self.readout.setText("")
            return
        at = self.getPlotItem().vb.mapSceneToView(position).x()
        right = int(np.clip(np.searchsorted(self._x, at), 0, len(self._x) - 1))
        left = max(0, right - 1)  # of the points either side, the nearer
        i = left if abs(self._x[left] - at) <= abs(self._x[right] - at) else right
        y = self._y[i]
        shown_y = np.log10(max(y, 1e-12)) if self._log_y else y
        self.show_readout(f"{format_significant(self._x[i], 6)}; {format_significant(y, 6)}",
                          self._x[i], shown_y)


class Histogram(Plot):
    """Bars of counts over equal bins."""

    def __init__(self, object_name: str, x_label: str, y_label: str, parent=None) -> None:
        super().__init__(object_name, parent)
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


class LengthHistogram(Plot):
    """How many distinct words have each length. The axis ends at the shortest length that
    TAIL_PERCENTILE percent of the words do not exceed; the longer words share one bar past its
    end, labelled "> end", so that a single 2,500-character word does not squeeze every other
    bar into a sliver."""

    bars = None  # until made: pyqtgraph sets the background (see `setBackground`) before

    def __init__(self, object_name: str, x_label: str, y_label: str, parent=None) -> None:
        super().__init__(object_name, parent)
        self.setLabel("bottom", x_label)
        self.setLabel("left", y_label)
        self.setMouseEnabled(x=False, y=False)
        self.bars = pg.BarGraphItem(x=[], height=[], width=0.8)
        self.tail = pg.BarGraphItem(x=[], height=[], width=0.8)
        for item in (self.bars, self.tail):
            self.addItem(item)
        self.add_readout()
        self.per_length = np.zeros(1, dtype=np.int64)  # words per length, 0 to the longest
        self.end = 0  # the longest length with a bar of its own
        self._colour()
        self.scene().sigMouseMoved.connect(self._hover)

    def set_lengths(self, lengths: np.ndarray) -> None:
        self.per_length = np.bincount(lengths, minlength=1)
        self.end = int(np.searchsorted(np.cumsum(self.per_length),
                                       len(lengths) * TAIL_PERCENTILE / 100))
        longer = self.tail_words()
        self.bars.setOpts(x=np.arange(1, self.end + 1), height=self.per_length[1:self.end + 1])
        self.tail.setOpts(x=[self.end + 2] if longer else [], height=[longer] if longer else [])
        step = _nice(self.end / 8)
        ticks = [(value, format_count(value)) for value in range(step, self.end + 1, step)]
        if longer:
            ticks.append((self.end + 2, f"> {format_count(self.end)}"))
        self.getAxis("bottom").setTicks([ticks, []])
        right = self.end + 2 + max(0.6, 0.06 * self.end) if longer else self.end + 0.6
        self.setXRange(0.4, right, padding=0)  # room for the tail's label, centred on its bar
        highest = max(1, longer, int(self.per_length[1:self.end + 1].max(initial=0)))
        self.setYRange(0, highest * 1.05, padding=0)
        self.readout.setText("")

    def tail_words(self) -> int:
        """How many words are longer than the axis's end (one bar)."""
        return int(self.per_length[self.end + 1:].sum())

    def setBackground(self, background) -> None:  # noqa: N802 (pyqtgraph's name)
        """As pyqtgraph's, and the bars take the colours that stand out on it (`Plot` sets
        the background the theme's palette asks for)."""
        super().setBackground(background)
        if self.bars is not None:
            self._colour()

    def _colour(self) -> None:
        bars, tail = LENGTH_BARS[self.backgroundBrush().color().lightness() < 128]
        self.bars.setOpts(brush=pg.mkBrush(bars), pen=pg.mkPen(bars))
        self.tail.setOpts(brush=pg.mkBrush(tail), pen=pg.mkPen(tail))

    def _hover(self, position: QPointF) -> None:
        x = round(self.getPlotItem().vb.mapSceneToView(position).x())
        inside = self.sceneBoundingRect().contains(position)
        if inside and 0 < x <= self.end:
            words = int(self.per_length[x])
            text = self.tr("{length} characters: {words} words").format(
                length=format_count(x), words=format_count(words))
        elif inside and x == self.end + 2 and self.tail_words():
            words = self.tail_words()
            text = self.tr("{first}–{last} characters: {words} words").format(
                first=format_count(self.end + 1), last=format_count(len(self.per_length) - 1),
                words=format_count(words))
        else:
            self.readout.setText("")
            return
        self.show_readout(text, x, words)


def _follow_palette() -> tuple[str, str]:
    """pyqtgraph's default background and foreground, which the items it makes take, as the
    theme the application's palette shows; returned."""
    background, foreground = plot_colours(is_dark(QApplication.palette()))
    pg.setConfigOptions(background=background, foreground=foreground)
    return background, foreground


def _colour_readout(readout: pg.TextItem, background: str, foreground: str) -> None:
    patch = pg.mkColor(background)
    patch.setAlpha(220)
    readout.setColor(foreground)
    readout.fill = pg.mkBrush(patch)
    readout.update()


def _no_tab_stop(plot: pg.PlotWidget) -> None:
    """A plot takes no keys: Tab passes it by (it and its viewport were two stops each)."""
    for widget in (plot, plot.viewport()):
        widget.setFocusPolicy(Qt.FocusPolicy.ClickFocus)


def _nice(value: float) -> int:
    """The smallest of 1, 2, 5, 10, 20, 50, ... that is at least `value`."""
    scale = 1
    while True:
        for step in (1, 2, 5):
            if step * scale >= value:
                return step * scale
        scale *= 10
