"""The Corpus panel's list of files."""

from PySide6.QtCore import Qt

from workbench.app.panels.corpus_panel import CorpusPanel

from support import TIMEOUT

NAME = "kjv-sample-with-a-rather-long-name.txt"


def test_a_corpus_files_name_shows_whole_with_its_path_in_the_tooltip(qtbot, tmp_path):
    """It was cut to "kjv-…" in a column sized for a few letters."""
    path = tmp_path / NAME
    path.write_text("In the beginning\n", encoding="utf-8")
    panel = CorpusPanel()
    qtbot.addWidget(panel)
    panel.resize(1300, 800)
    panel.show()
    qtbot.waitExposed(panel)
    assert panel.add_paths([str(path)]) == []
    table = panel.table
    item = table.item(0, 0)
    assert item.text() == NAME and item.toolTip() == str(path)
    needed = table.fontMetrics().horizontalAdvance(NAME)
    qtbot.waitUntil(lambda: table.horizontalHeader().sectionSize(0) > needed, timeout=TIMEOUT)
    assert table.textElideMode() == Qt.TextElideMode.ElideMiddle  # should a name be too long
