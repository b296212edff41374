"""The live table of the latest merges or pruned pieces: the newest LATEST_ROWS rows, newest
first. A model over a deque, reset per batch: the view repaints only the rows it shows, and a
row's texts are made when it is first shown (a batch of a fast run brings hundreds of rows,
of which the view shows a dozen; formatting them all took a third of the UI thread's time)."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt

LATEST_ROWS = 200


class LatestModel(QAbstractTableModel):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._rows: deque[list[str]] = deque(maxlen=LATEST_ROWS)
        self._headers: list[str] = []

    def set_headers(self, headers: list[str]) -> None:
        """Other columns: the rows, made for the old ones, go."""
        self.beginResetModel()
        self._headers = headers
        self._rows.clear()
        self.endResetModel()

    def add(self, rows: list[Callable[[], list[str]]]) -> None:
        """Rows oldest first, each a function that makes its texts; they go on top."""
        self.beginResetModel()
        self._rows.extendleft(rows[-LATEST_ROWS:])
        self.endResetModel()

    def clear(self) -> None:
        self.beginResetModel()
        self._rows.clear()
        self.endResetModel()

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: N802 (Qt's name)
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self._headers)

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole:
            row = self._rows[index.row()]
            if callable(row):
                row = self._rows[index.row()] = row()
            return row[index.column()]
        return None

    def headerData(self, section: int, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self._headers[section] if section < len(self._headers) else None
        return None
