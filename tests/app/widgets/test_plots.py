"""Every plot of the app: its tick labels are drawn whole, and it takes the app's theme, from the
moment it is made (pyqtgraph's own default is a black plot) to every switch of theme. The
panels' plots are made once the window is painted (pyqtgraph takes a third of the start-up)."""

import numpy as np
import pyqtgraph as pg
import pytest
from PySide6.QtCore import QPointF, QSettings
from PySide6.QtGui import QColor, QFontMetrics, QImage, QPainter
from PySide6.QtWidgets import QApplication

from workbench.app.panels.corpus_panel import CorpusPanel
from workbench.app.views.evaluate_view import EvaluateView
from workbench.app.widgets.lazy_plot import LazyPlot
from workbench.app.window.main_window import MainWindow
from workbench.app.widgets.palette import contrast_ratio
from workbench.app.widgets.plots import Histogram, LengthHistogram, LivePlot
from workbench.app.widgets.theme import apply_theme

from support import TIMEOUT, qt_modules_imported_by

WHITE, DARK = QColor("#ffffff"), QColor("#1f1f1f")  # the plots' backgrounds, as theme.py has them


@pytest.fixture
def pyqtgraph_defaults():
    """pyqtgraph's colours as they are before the app applies a theme: a black background."""
    pg.setConfigOptions(background="k", foreground="d")
    yield
    apply_theme(False)


def tick_label_rects(plot, axis: str) -> list:
    """Where the axis draws its tick labels, in the plot's viewport's coordinates."""
    image = QImage(10, 10, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    item = plot.getAxis(axis)
    _, _, texts = item.generateDrawSpecs(painter)
    painter.end()
    return [(plot.mapFromScene(item.mapRectToScene(rect)).boundingRect(), text)
            for rect, _, text in texts]


@pytest.mark.parametrize("make", [
    lambda: LivePlot("live", "merge", "pair count"),
    lambda: Histogram("histogram", "loss", "pieces"),
    lambda: LengthHistogram("lengths", "word length", "distinct words"),
])
def test_the_top_tick_label_of_the_left_axis_is_drawn_whole(qtbot, make):
    plot = make()
    qtbot.addWidget(plot)
    plot.resize(400, 180)
    plot.show()
    qtbot.waitExposed(plot)
    plot.grab()  # laid out and ranged
    rects = tick_label_rects(plot, "left")
    top, text = min(rects, key=lambda found: found[0].top())
    assert text == "1.0"  # the empty plot's range is 0 to 1
    assert plot.viewport().rect().contains(top), (top, plot.viewport().rect())


def background(plot) -> QColor:
    return plot.backgroundBrush().color()


def test_a_plot_made_before_any_theme_is_light_in_a_light_palette(qtbot, pyqtgraph_defaults):
    """The empty length histogram was black in the light theme before the first count."""
    panel = CorpusPanel()
    qtbot.addWidget(panel)
    assert background(panel.histogram) == WHITE
    assert panel.histogram.getAxis("left").pen().color() == QColor("#303030")


def test_every_plot_follows_the_windows_theme(qtbot, tmp_path, pyqtgraph_defaults):
    window = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show_evaluate()
    for dark, colour in ((False, WHITE), (True, DARK), (False, WHITE)):
        window.set_theme(dark)
        later = EvaluateView({}, [])  # opened after the switch
        qtbot.addWidget(later)
        for panel_plot in window.findChildren(LazyPlot):
            panel_plot.made()  # made when first used: here after the first switch
        plots = {*window.findChildren(pg.PlotWidget), *later.findChildren(pg.PlotWidget)}
        assert len(plots) == 4 + 1 + 2 + 2  # training (its size curve too), corpus, evaluate (a
        # window's child), later
        for plot in plots:
            assert background(plot) == colour, plot.objectName()
            for name in ("left", "bottom"):
                assert plot.getAxis(name).pen().color() == QColor(
                    "#d0d0d0" if dark else "#303030"), plot.objectName()
    window.session.modified = False


def test_opening_the_window_imports_no_pyqtgraph():
    assert "pyqtgraph" not in qt_modules_imported_by("workbench.app.window.main_window", "workbench.cli")


def test_a_panels_plot_is_made_after_its_first_paint_and_takes_the_theme(qtbot):
    apply_theme(True)
    panel = CorpusPanel()
    qtbot.addWidget(panel)
    panel.show()
    assert not panel.histogram.is_made()  # shown, not yet painted
    qtbot.waitUntil(panel.histogram.is_made, timeout=TIMEOUT)
    plot = panel.histogram.made()
    assert plot.isVisibleTo(panel) and plot.objectName() == "lengthHistogram"
    assert background(plot) == DARK
    apply_theme(False)
    assert background(plot) == WHITE


def test_a_panels_plot_is_made_when_used_before_it_is_shown(qtbot):
    panel = CorpusPanel()
    qtbot.addWidget(panel)
    assert not panel.histogram.is_made()
    assert panel.histogram.tail_words() == 0  # the plot's own method
    assert panel.histogram.is_made() and panel.histogram.made().parent() is panel.histogram


def y_label_shown(plot) -> tuple[str, float, float]:
    """The left axis's label as the plot shows it, the width its text takes and the room it
    has: along the axis (turned, its height) or across, as the plot's title (its width)."""
    axis, title = plot.getAxis("left"), plot.getPlotItem().titleLabel
    shown = axis.label if axis.label.isVisible() else title.item
    width = QFontMetrics(shown.font()).horizontalAdvance(shown.toPlainText())
    room = axis.geometry().height() if shown is axis.label else title.geometry().width()
    return shown.toPlainText(), width, room


@pytest.mark.parametrize("code", ["en", "ru", "es", "my"])
def test_the_y_axis_label_of_every_graph_fits_at_the_windows_default_size(
        qtbot, tmp_path, speaking, code):
    """The small graphs of the Training panel cut their labels, turned along the y axis:
    "tokens per wor", "размер словар"."""
    if code != "en":
        speaking(code)
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.training.curve_plot.show()  # shown once a run ends
    for tab in range(window.tabs.count()):
        window.show_panel(tab)
        holders = [p for p in window.tabs.widget(tab).findChildren(LazyPlot) if p.isVisible()]
        qtbot.waitUntil(lambda: all(p.is_made() for p in holders), timeout=TIMEOUT)
        QApplication.processEvents()  # laid out
        for holder in holders:
            text, width, room = y_label_shown(holder.made())
            assert holder.made().getAxis("left").labelText in text
            assert 0 < width <= room, (holder.objectName(), text, width, room)
    window.session.modified = False


@pytest.mark.parametrize("dark", [False, True])
def test_a_graphs_readout_reads_on_its_background_and_stays_inside_it(qtbot, dark):
    """pyqtgraph's light grey readout was faint, and cut off at the graph's top edge."""
    apply_theme(dark)
    plot = LivePlot("p", "merge", "pair count", log_y=True)
    qtbot.addWidget(plot)
    plot.resize(700, 160)
    plot.show()
    qtbot.waitExposed(plot)
    plot.set_points(np.arange(1, 345), 20000 / np.arange(1, 345) ** 0.8)
    QApplication.processEvents()
    view = plot.getPlotItem().vb
    background = plot.backgroundBrush().color()
    for merge in (0.5, 100, 300):  # the curve's first point (its top), middle, bottom right
        plot._hover(view.mapViewToScene(QPointF(merge, 3.0)))
        assert "; " in plot.readout.toPlainText()  # the merge and its count
        assert contrast_ratio(plot.readout.color, background) >= 4.5
        shown = plot.readout.mapRectToScene(plot.readout.boundingRect())
        assert view.sceneBoundingRect().contains(shown), (merge, shown, view.sceneBoundingRect())
    apply_theme(False)


@pytest.mark.parametrize("at, read", [(598.4, "598"), (598.6, "599"), (599.4, "599"),
                                      (599.8, "600"), (598.2, "598")])
def test_the_readout_reads_the_point_nearest_the_pointer(qtbot, at, read):
    """Over 599.4 it read 600, the next point's, where the view's readout said 599."""
    plot = LivePlot("p", "vocabulary size", "tokens per word")
    qtbot.addWidget(plot)
    plot.resize(700, 160)
    plot.show()
    qtbot.waitExposed(plot)
    plot.set_points([598, 599, 600], [1.5, 1.4, 1.3])
    QApplication.processEvents()
    plot._hover(plot.getPlotItem().vb.mapViewToScene(QPointF(at, 1.4)))
    assert plot.readout.toPlainText().split(";")[0] == read
