"""The table of the most frequent words: a model over a list, filtered by a proxy."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QSortFilterProxyModel, Qt

from .vocab_info import mark_whitespace

SHOWN_WORDS = 50_000  # the most frequent ones; a table of millions helps no one


class WordTableModel(QAbstractTableModel):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[str, int]] = []

    def set_counts(self, counts: dict[str, int]) -> None:
        self.beginResetModel()
        self._rows = sorted(counts.items(), key=lambda item: -item[1])[:SHOWN_WORDS]
        self.endResetModel()

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: N802 (Qt's name)
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else 3

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        word, count = self._rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return (mark_whitespace(word), f"{count:,}", f"{len(word):,}")[column]
        if role == Qt.ItemDataRole.UserRole:  # what sorting compares
            return (word, count, len(word))[column]
        if role == Qt.ItemDataRole.TextAlignmentRole and column:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def headerData(self, section: int, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return (self.tr("Word"), self.tr("Count"), self.tr("Length"))[section]
        return None


def filtered_sorted(model: QAbstractTableModel, parent=None) -> QSortFilterProxyModel:
    """A proxy that sorts by the model's UserRole values and filters the first column."""
    proxy = QSortFilterProxyModel(parent)
    proxy.setSourceModel(model)
    proxy.setSortRole(Qt.ItemDataRole.UserRole)
    proxy.setFilterKeyColumn(0)
    proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    return proxy
