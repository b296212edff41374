"""A sortable read-only table of results, exportable as CSV."""

from __future__ import annotations

import csv

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableWidget, QTableWidgetItem, QWidget

from ..dialogs.file_dialogs import FileDialogs

SHOWN_ROWS = 3  # rows a table always has room for, the rest scrolled to (a dialog fits 720 px)


class _Item(QTableWidgetItem):
    """Sorts by its value (a number or a text), shows its text."""

    def __lt__(self, other: QTableWidgetItem) -> bool:
        mine, theirs = self.data(Qt.ItemDataRole.UserRole), other.data(Qt.ItemDataRole.UserRole)
        if isinstance(mine, (int, float)) and isinstance(theirs, (int, float)):
            return mine < theirs
        return str(mine) < str(theirs)


class ResultTable(QTableWidget):
    """Rows of cells; a number sorts as a number and shows as `text`."""

    def __init__(self, object_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(object_name)
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.verticalHeader().setVisible(False)

    def fill(self, header: list[str], rows: list[list[tuple[str, object]]]) -> None:
        """Each cell is (text, sort value)."""
        self.setSortingEnabled(False)
        self.clear()
        self.setColumnCount(len(header))
        self.setHorizontalHeaderLabels(header)
        self.setRowCount(len(rows))
        for r, cells in enumerate(rows):
            for c, (text, value) in enumerate(cells):
                item = _Item(text)
                item.setData(Qt.ItemDataRole.UserRole, value)
                self.setItem(r, c, item)
        self.setSortingEnabled(True)
        self.resizeColumnsToContents()
        self.resizeRowsToContents()
        self._fit_rows()

    def _fit_rows(self) -> None:
        """At least as tall as the header, the first `SHOWN_ROWS` rows and a scroll bar under
        them: a splitter or a layout may not cut a row in two (the rest scroll)."""
        rows = sum(self.rowHeight(r) for r in range(min(self.rowCount(), SHOWN_ROWS)))
        self.setMinimumHeight(self.horizontalHeader().sizeHint().height() + rows
                              + self.horizontalScrollBar().sizeHint().height()
                              + 2 * self.frameWidth())

    def set_header_tips(self, tips: list[str]) -> None:
        """A tooltip on each column's heading (say, the whole path a heading shortens)."""
        for column, tip in enumerate(tips):
            self.horizontalHeaderItem(column).setToolTip(tip)

    def cells(self) -> list[list[str]]:
        """The header and the rows as shown."""
        header = [self.horizontalHeaderItem(c).text() for c in range(self.columnCount())]
        rows = [[self.item(r, c).text() for c in range(self.columnCount())]
                for r in range(self.rowCount())]
        return [header, *rows]

    def write_csv(self, path: str) -> None:
        with open(path, "w", encoding="utf-8", newline="") as stream:
            csv.writer(stream).writerows(self.cells())

    def export(self, dialogs: FileDialogs) -> None:
        path = dialogs.save_file(self, "table", self.tr("Export table"), "",
                                 self.tr("CSV files (*.csv)"))
        if path:
            self.write_csv(path)
