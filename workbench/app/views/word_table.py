"""The table of every counted word, sortable and filterable without freezing the window.

The rows shown are an array of indices into `WordColumns`: sorting picks one of the orders
worked out with the counts, filtering keeps the rows whose case-folded text holds the filter.
The filter runs in slices of SLICE_SECONDS on a zero timer, so that typing, painting and the
window's other timers come between them; a new filter text replaces the search under way (whose
slices are dropped), and the rows shown change once a search has finished.
"""

from __future__ import annotations

import time

import numpy as np
from PySide6.QtCore import QAbstractTableModel, QModelIndex, QTimer, Qt, Signal

from ..widgets.formatting import format_count
from ..session.vocab_info import mark_whitespace
from ..session.word_columns import COUNT, EMPTY, LENGTH, WORD, WordColumns

SLICE_SECONDS = 0.012  # of filtering per turn of the event loop
CHUNK = 4096  # words matched between two looks at the clock


class _Search:
    """A filter text being matched against all words, CHUNK by CHUNK."""

    def __init__(self, text: str, size: int) -> None:
        self.text = text
        self.matches = np.zeros(size, dtype=bool)
        self.done = 0


class WordTableModel(QAbstractTableModel):
    """Every word with its count and length. `rows_shown` is emitted with how many rows are
    shown whenever they change (after a count, a sort, or a filter's search)."""

    rows_shown = Signal(int)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._columns = EMPTY
        self._sort = (COUNT, True)  # column, descending
        self._wanted = ""  # the filter text asked for, case-folded
        self._matches: np.ndarray | None = None  # of the last search finished; None: all words
        self._search: _Search | None = None  # for `_wanted`, under way
        self._rows = self._columns.order(*self._sort)
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._search_slice)

    # --- what is shown ----------------------------------------------------------------------
    def set_columns(self, columns: WordColumns) -> None:
        """Show these words; with a filter, all of them until it has searched them."""
        self._columns, self._matches = columns, None
        self._start_search()
        self._show()

    def set_filter(self, text: str) -> None:
        """Show only the words whose text as shown holds `text`, ignoring case: at once when
        `text` is empty, else once every word has been searched."""
        text = text.casefold()
        if text != self._wanted:
            self._wanted = text
            self._start_search()
            if not text:
                self._show()

    def _start_search(self) -> None:
        self._timer.stop()
        self._search = None
        if self._wanted:
            self._search = _Search(self._wanted, len(self._columns.words))
            self._timer.start()
        else:
            self._matches = None

    def searching(self) -> bool:
        return self._search is not None

    def word(self, row: int) -> str:
        return self._columns.words[self._rows[row]]

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if 0 <= column < 3:
            self._sort = (column, order == Qt.SortOrder.DescendingOrder)
            self._show()

    def _search_slice(self) -> None:
        search = self._search
        folded, text, size = self._columns.folded, search.text, len(self._columns.words)
        end_by = time.perf_counter() + SLICE_SECONDS
        while True:  # a chunk at least, however busy the machine
            end = min(size, search.done + CHUNK)
            search.matches[search.done:end] = [text in word for word in folded[search.done:end]]
            search.done = end
            if end == size or time.perf_counter() >= end_by:
                break
        if search.done == size:
            self._timer.stop()
            self._search, self._matches = None, search.matches
            self._show()

    def _show(self) -> None:
        order = self._columns.order(*self._sort)
        self.beginResetModel()
        self._rows = order if self._matches is None else order[self._matches[order]]
        self.endResetModel()
        self.rows_shown.emit(len(self._rows))

    # --- Qt's model interface ---------------------------------------------------------------
    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: N802 (Qt's name)
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else 3

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            at = self._rows[index.row()]
            if column == WORD:
                return mark_whitespace(self._columns.words[at])
            values = self._columns.counts if column == COUNT else self._columns.lengths
            return format_count(int(values[at]))
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (COUNT, LENGTH):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def headerData(self, section: int, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return (self.tr("Word"), self.tr("Count"), self.tr("Length"))[section]
        return None
