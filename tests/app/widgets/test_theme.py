"""The dark theme's colours: text and links read on the backgrounds they are drawn on (WCAG's
contrast ratio), and a disabled widget looks disabled."""

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QCheckBox, QLabel, QTabWidget, QVBoxLayout, QWidget

from workbench.app.panels.corpus_panel import CorpusPanel
from workbench.app.widgets.palette import contrast_ratio
from workbench.app.widgets.theme import apply_theme

Group, Role = QPalette.ColorGroup, QPalette.ColorRole


@pytest.fixture
def dark(qapp):
    apply_theme(True)
    yield QApplication.palette()
    apply_theme(False)


def background_of(widget: QWidget) -> QColor:
    """The colour most of `widget`'s pixels have, as its window draws them: what its text
    sits on (the widget's own grab would fill it with Window)."""
    top = widget.window()
    image = top.grab(QRect(widget.mapTo(top, QPoint(0, 0)), widget.size())).toImage()
    counts: dict[int, int] = {}
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            pixel = image.pixel(x, y)
            counts[pixel] = counts.get(pixel, 0) + 1
    return QColor.fromRgb(max(counts, key=counts.get))


def in_a_tab(qtbot, widget: QWidget) -> QTabWidget:
    """`widget` on a tab, as the panels are (Fusion draws a tab's page lighter than Window)."""
    tabs = QTabWidget()
    qtbot.addWidget(tabs)
    page = QWidget()
    QVBoxLayout(page).addWidget(widget)
    tabs.addTab(page, "tab")
    tabs.resize(400, 200)
    tabs.show()
    qtbot.waitExposed(tabs)
    return tabs


def test_the_count_again_link_reads_well_on_the_corpus_panel(qtbot, dark):
    """#6cb4ff on the tab's #424242 was 4.6:1, "hard to read": links are held to WCAG's AAA
    level for text, 7:1."""
    panel = CorpusPanel()
    tabs = in_a_tab(qtbot, panel)
    panel.stale.show()
    tabs.resize(1300, 800)
    qtbot.waitUntil(lambda: panel.stale.isVisible() and panel.stale.width() > 50)
    assert 'href="count"' in panel.stale.text()
    link = panel.stale.palette().color(Group.Active, Role.Link)
    assert contrast_ratio(link, background_of(panel.stale)) >= 7
    panel.shutdown()


def test_text_reads_on_the_tabs_and_on_the_boxes(qtbot, dark):
    label = QLabel("text")
    tabs = in_a_tab(qtbot, label)
    for role in (Role.WindowText, Role.ButtonText):
        assert contrast_ratio(dark.color(Group.Active, role), background_of(label)) >= 4.5
    assert contrast_ratio(dark.color(Group.Active, Role.Text), dark.color(Role.Base)) >= 4.5
    assert tabs.isVisible()


def test_a_disabled_check_box_looks_disabled(qtbot, dark):
    """It was drawn as the enabled one: setting a role sets it for the disabled state too."""
    enabled, disabled = QCheckBox("Prepend a space"), QCheckBox("Prepend a space")
    disabled.setEnabled(False)
    tabs = [in_a_tab(qtbot, box) for box in (enabled, disabled)]
    for role in (Role.WindowText, Role.Text, Role.ButtonText):
        on, off = dark.color(Group.Active, role), dark.color(Group.Disabled, role)
        assert contrast_ratio(on, off) >= 2, role  # dimmed, plainly
        assert contrast_ratio(off, background_of(disabled)) >= 2, role  # and still legible
    assert dark.color(Group.Disabled, Role.Base) != dark.color(Group.Active, Role.Base)
    assert enabled.grab().toImage() != disabled.grab().toImage()
    assert all(tab.isVisible() for tab in tabs)
