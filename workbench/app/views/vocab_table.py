"""The vocabulary at the side of the Tokenize panel: a searchable table of every token, and for
BPE the merges that built the selected one.

The table is a model over the tokenizer's own lists (vocabularies run to 250k tokens), so rows
cost nothing until they are drawn.
"""

from __future__ import annotations

import math

from PySide6.QtCore import (
    QAbstractTableModel, QItemSelectionModel, QModelIndex, QPersistentModelIndex, Qt, QTimer,
)
from PySide6.QtWidgets import (
    QAbstractItemView, QHeaderView, QLabel, QLineEdit, QTableView, QTreeWidget,
    QTreeWidgetItem, QVBoxLayout, QWidget,
)

from ..widgets.fonts import monospace
from ..widgets.formatting import format_count, format_rank, merge_number
from ..widgets.layouts import column, splitter
from ..session.vocab_info import VocabInfo

ID, TOKEN, RANK, LENGTH = range(4)
SEARCH_KEYS = -2  # not a column: the text a search looks in
Index = QModelIndex | QPersistentModelIndex


class VocabTableModel(QAbstractTableModel):
    """Tokens as rows (id order until sorted); columns id, token, rank or score, length.

    Searching and sorting run here, one pass over plain lists each, rather than through a
    QSortFilterProxyModel: its per-row calls into Python take seconds at 250k rows.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._info: VocabInfo | None = None
        self._rows: list[int] = []  # row -> token id: the matches of the search, sorted
        self._search = ""
        self._sort: tuple[int, Qt.SortOrder] = (-1, Qt.SortOrder.AscendingOrder)
        self._keys: dict[int, list] = {}  # column -> sort key of each token id, made when asked
        self._labels: dict[int, str] = {}  # id -> label, filled as rows are shown

    def set_info(self, info: VocabInfo | None) -> None:
        self.beginResetModel()
        self._info, self._keys, self._labels = info, {}, {}
        self._rows = self._matching_rows()
        self.endResetModel()

    def set_search(self, text: str) -> None:
        """Keep the tokens that contain `text` (any case), as stored or as shown."""
        self.beginResetModel()
        self._search = text
        self._rows = self._matching_rows()
        self.endResetModel()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self.layoutAboutToBeChanged.emit()
        before = self.persistentIndexList()
        ids = [self._rows[index.row()] for index in before]
        self._sort = (column, order)
        self._rows = self._sorted(self._rows)
        row_of = {token_id: row for row, token_id in enumerate(self._rows)}
        self.changePersistentIndexList(
            before, [self.index(row_of[i], index.column()) for i, index in zip(ids, before)])
        self.layoutChanged.emit()

    def token_id(self, row: int) -> int:
        return self._rows[row]

    def row_of(self, token_id: int) -> int | None:
        """The row showing a token; None if the search hides it."""
        try:
            return self._rows.index(token_id)
        except ValueError:
            return None

    def _matching_rows(self) -> list[int]:
        if self._info is None:
            return []
        holes = self._info.model.holes  # ids a tokenizer.json skips: no token, no row
        if not self._search:
            return self._sorted([i for i in range(len(self._info)) if i not in holes])
        needle = self._search.casefold()
        found = [i for i, key in enumerate(self._sort_keys(SEARCH_KEYS))
                 if needle in key and i not in holes]
        return self._sorted(found)

    def _sorted(self, rows: list[int]) -> list[int]:
        column, order = self._sort
        descending = order == Qt.SortOrder.DescendingOrder
        if column in (ID, -1):
            return sorted(rows, reverse=descending)
        return sorted(rows, key=self._sort_keys(column).__getitem__, reverse=descending)

    def _sort_keys(self, column: int) -> list:
        keys = self._keys.get(column)
        if keys is None and self._info is not None:
            info = self._info
            vocab = info.model.vocab
            if column == TOKEN:
                keys = [info.label(token) for token in vocab]
            elif column == RANK:
                ranks = map(info.rank_or_score, range(len(vocab)))
                keys = [math.inf if value is None else value for value in ranks]
            elif column == LENGTH:
                keys = [info.length(token) for token in vocab]
            else:
                labels = self._sort_keys(TOKEN)
                keys = [f"{token}\n{label}".casefold() for token, label in zip(vocab, labels)]
            self._keys[column] = keys
        return keys or []

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802 (Qt's name)
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else 4

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole):
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            if section == RANK:
                return self._rank_header()
            return (self.tr("Id"), self.tr("Token"), "", self.tr("Length"))[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            return (
                self.tr("The token's id in the vocabulary"),
                self.tr("The token's text; · marks a space, ⟨hex⟩ the bytes of a partial "
                        "character"),
                self.tr("BPE: rank of the merge that made the token (empty for the alphabet); "
                        "Unigram: the token's log-probability"),
                self.tr("Length of the token: bytes for byte-level models, characters otherwise "
                        "(without a continuing-subword prefix such as ##)"),
            )[section]
        return None

    def _rank_header(self) -> str:
        if self._info is not None and self._info.rank_kind == "score":
            return self.tr("Score")
        return self.tr("Merge rank")

    def label(self, token_id: int) -> str:
        labels = self._keys.get(TOKEN)
        if labels is not None:
            return labels[token_id]
        found = self._labels.get(token_id)
        if found is None and self._info is not None:
            found = self._labels[token_id] = self._info.label(self._info.token(token_id))
        return found or ""

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        info = self._info
        if info is None or not index.isValid():
            return None
        token_id, column = self._rows[index.row()], index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == ID:
                return format_count(token_id)
            if column == TOKEN:
                return self.label(token_id)
            if column == RANK:
                return format_rank(info, token_id)
            return format_count(info.length(info.token(token_id)))
        if role == Qt.ItemDataRole.FontRole and column == TOKEN:
            return monospace()
        if role == Qt.ItemDataRole.ToolTipRole and column == TOKEN:
            return self.tr("Stored as: {token}").format(token=info.token(token_id))
        if role == Qt.ItemDataRole.TextAlignmentRole and column != TOKEN:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class VocabPanel(QWidget):
    """Search field, vocabulary table and, for BPE, the merge tree of the selected token."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("vocabPanel")
        self._info: VocabInfo | None = None
        self.model = VocabTableModel(self)

        self.search = QLineEdit(self)
        self.search.setObjectName("vocabSearch")
        self.search.setClearButtonEnabled(True)
        self.search.setPlaceholderText(self.tr("Search the vocabulary (Ctrl+F)"))
        self.search.setToolTip(self.tr("Show only tokens containing this text, as stored or as "
                                       "shown (· for a space); empty shows all"))
        self._search_timer = QTimer(self, singleShot=True, interval=150)
        self._search_timer.timeout.connect(self._apply_search)
        self.search.textChanged.connect(self._search_timer.start)

        self.table = QTableView(self)
        self.table.setObjectName("vocabTable")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(-1, Qt.SortOrder.AscendingOrder)  # id order, until asked
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        self.table.horizontalHeader().setSectionResizeMode(TOKEN, QHeaderView.ResizeMode.Stretch)
        self.table.setToolTip(self.tr("Every token of the model; click a header to sort"))
        self.table.selectionModel().currentRowChanged.connect(self._show_merges)

        self.merges_label = QLabel(self.tr("How the selected token was built"), self)
        self.merges = QTreeWidget(self)
        self.merges.setObjectName("mergeTree")
        self.merges.setHeaderHidden(True)
        self.merges.setToolTip(self.tr("The BPE merges that built the selected token, down to "
                                       "single characters or bytes"))
        self.merges_label.setBuddy(self.merges)

        self._below = column(self.merges_label, self.merges)
        split = splitter(Qt.Orientation.Vertical, (self.table, 3), (self._below, 1))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.search)
        layout.addWidget(split)
        self.setTabOrder(self.search, self.table)
        self.setTabOrder(self.table, self.merges)
        self._show_merge_tree(False)

    def set_info(self, info: VocabInfo | None) -> None:
        self._info = info
        self.model.set_info(info)
        self.table.scrollToTop()
        self._show_merge_tree(info is not None and info.rank_kind == "merge")
        self.merges.clear()

    def _show_merge_tree(self, shown: bool) -> None:
        self._below.setVisible(shown)

    def _apply_search(self) -> None:
        """The matches from the top (the view kept its scroll position, which a token selected
        near the end of the vocabulary had left at the bottom of the shorter list)."""
        self._search_timer.stop()
        self.model.set_search(self.search.text())
        self.table.scrollToTop()

    def select_token(self, token_id: int) -> None:
        """Select a token's row and scroll to it; clears a search that hides it."""
        found = self.model.row_of(token_id)
        if found is None:
            self.search.clear()
            self._apply_search()
            found = self.model.row_of(token_id)
        if found is None:
            return
        row = self.model.index(found, ID)
        self.table.selectionModel().setCurrentIndex(
            row, QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows)
        self.table.scrollTo(row, QAbstractItemView.ScrollHint.PositionAtCenter)

    def selected_token(self) -> int | None:
        current = self.table.selectionModel().currentIndex()
        return self.model.token_id(current.row()) if current.isValid() else None

    def _show_merges(self, current: QModelIndex) -> None:
        self.merges.clear()
        info = self._info
        if info is None or info.rank_kind != "merge" or not current.isValid():
            return
        token = info.token(self.model.token_id(current.row()))
        self.merges.addTopLevelItem(self._merge_item(info, token))
        self.merges.expandAll()

    def _merge_item(self, info: VocabInfo, token: str) -> QTreeWidgetItem:
        merge = info.merge_of(token)
        label = info.label(token)
        if merge is None:
            if token in info.specials:
                return QTreeWidgetItem([self.tr("{token}  (special token)").format(token=label)])
            return QTreeWidgetItem([self.tr("{token}  (alphabet)").format(token=label)])
        rank, left, right = merge
        item = QTreeWidgetItem([self.tr("{token}  =  {left} + {right}  (merge {rank})").format(
            token=label, left=info.label(left), right=info.label(right), rank=merge_number(rank))])
        item.addChildren([self._merge_item(info, left), self._merge_item(info, right)])
        return item
