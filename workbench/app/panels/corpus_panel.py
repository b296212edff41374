"""The Corpus panel: files, the normalizer and pre-tokenizer with a live preview
(`pipeline_settings`), and word counting in a worker process with its figures, word table and
length histogram."""

from __future__ import annotations

import os

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView, QGroupBox, QHBoxLayout, QHeaderView, QLabel, QLineEdit, QPushButton,
    QTableView, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget,
)

from workbench.core.pipeline import Metaspace
from workbench.core.training import CorpusError, Source, open_binary

from .pipeline_settings import PipelineSettings
from ..jobs.job_messages import Counted
from ..dialogs.file_dialogs import FileDialogs
from ..widgets.fonts import monospace
from ..widgets.formatting import format_count
from ..jobs.jobs import Job
from ..widgets.layouts import VerticalScroll, restore_sizes, splitter
from ..dialogs.messages import Messages
from ..widgets.lazy_plot import LazyPlot
from ..session.packed_counts import PackedCounts
from ..widgets.progress_bar import ProgressBar
from ..jobs.tasks import corpus_bytes, count_columns_task, load_counted
from ..session.word_columns import COUNT, WordColumns
from ..views.word_table import WordTableModel

CORPUS_SUFFIXES = (".txt", ".text", ".md", ".jsonl", ".ndjson", ".gz", ".counts", ".tsv")


def corpus_files(paths: list[str]) -> list[str]:
    """The files named, and the corpus files inside the folders named, sorted."""
    found = []
    for path in paths:
        if not os.path.isdir(path):
            found.append(path)
            continue
        for folder, _, names in os.walk(path):
            found.extend(os.path.join(folder, n) for n in sorted(names)
                         if n.lower().endswith(CORPUS_SUFFIXES))
    return found


class CorpusPanel(PipelineSettings, QWidget):
    changed = Signal()  # files or pipeline settings changed
    counted = Signal(object)  # PackedCounts
    word_activated = Signal(str)  # a word of the Words table double-clicked: explain it

    def __init__(self, parent: QWidget | None = None, *,
                 dialogs: FileDialogs | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("corpusPanel")
        self.dialogs = dialogs or FileDialogs()
        self._sources: list[Source] = []
        self._job: Job | None = None
        self.counts: PackedCounts | None = None
        self.counts_key: tuple | None = None
        self.alphabet_size = 0  # distinct characters of the counted words
        self.splitter = splitter(Qt.Orientation.Horizontal, (self._build_left(), 0),
                                 (self._build_counts(), 1))
        layout = QVBoxLayout(self)
        layout.addWidget(self.splitter)
        self._update_preview()

    # --- building -------------------------------------------------------------------------
    def _build_left(self) -> QWidget:
        files = QGroupBox(self.tr("Corpus files"))
        self.table = QTableWidget(0, 4)
        self.table.setObjectName("sourcesTable")
        self.table.setHorizontalHeaderLabels(
            [self.tr("File"), self.tr("Size"), self.tr("Format"), self.tr("Problems")])
        header = self.table.horizontalHeader()  # each column as wide as its texts, the file's
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)  # name whole (it
        header.setStretchLastSection(True)  # was cut to "kjv-…"); the full path in its tooltip
        self.table.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.add_button = QPushButton(self.tr("&Add files…"))
        self.add_button.setObjectName("addCorpusButton")
        self.add_button.setToolTip(self.tr("Add text (.txt), JSON lines (.jsonl) or gzip files"))
        self.add_button.clicked.connect(self._choose_files)
        add_folder = QPushButton(self.tr("Add fol&der…"))
        add_folder.setToolTip(self.tr("Add every corpus file below a folder"))
        add_folder.clicked.connect(self._choose_folder)
        remove = QPushButton(self.tr("Rem&ove"))
        remove.setToolTip(self.tr("Remove the selected files from the project"))
        remove.clicked.connect(self._remove_selected)
        buttons = QHBoxLayout()
        for button in (self.add_button, add_folder, remove):
            buttons.addWidget(button)
        box = QVBoxLayout(files)
        box.addWidget(self.table)
        box.addLayout(buttons)

        left = QWidget()
        column = QVBoxLayout(left)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(files, 1)
        column.addWidget(self._build_pipeline())
        return VerticalScroll(left, "corpusFilesScroll")

    def _build_counts(self) -> QWidget:
        group = QGroupBox(self.tr("Words"))
        self.count_button = QPushButton(self.tr("Cou&nt words"))
        self.count_button.setObjectName("countButton")
        self.count_button.setToolTip(self.tr("Read the corpus and count its words "
                                             "with these settings"))
        self.count_button.clicked.connect(self.count)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel_count)
        self.progress = ProgressBar()
        self.progress.setFormat(self.tr("%p%"))
        self.figures = QLabel(self.tr("Not counted yet."))
        self.figures.setObjectName("corpusFigures")
        self.figures.setWordWrap(True)
        self.stale = QLabel(self.tr("Counts are out of date: <a href=\"count\">Count again</a>"))
        self.stale.setObjectName("staleCounts")
        self.stale.setToolTip(self.tr("The files, the normalizer or the pre-tokenizer changed "
                                      "since these words were counted"))
        self.stale.linkActivated.connect(lambda _: self.count())
        self.stale.hide()
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(self.tr("Filter words…"))
        self.filter.setClearButtonEnabled(True)
        self.filter.setToolTip(self.tr("Show only the words that contain this text, ignoring "
                                       "case (default: all words)"))
        self.word_model = WordTableModel(self)
        self.filter.textChanged.connect(self._filter_changed)
        self.shown_words = QLabel()
        self.shown_words.setObjectName("shownWords")
        self.word_model.rows_shown.connect(self._rows_shown)
        self.word_view = QTableView()
        self.word_view.setObjectName("wordTable")
        self.word_view.setModel(self.word_model)
        self.word_view.setSortingEnabled(True)
        self.word_view.sortByColumn(COUNT, Qt.SortOrder.DescendingOrder)
        self.word_view.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.word_view.verticalHeader().setVisible(False)
        self.word_view.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        self.word_view.setFont(monospace())
        self.word_view.setToolTip(self.tr("Double-click a word to see why the current model "
                                          "splits it so"))
        self.word_view.doubleClicked.connect(self._word_double_clicked)
        self.histogram = LazyPlot("LengthHistogram", "lengthHistogram",
                                  self.tr("word length (characters)"), self.tr("distinct words"))
        self.histogram.setMinimumHeight(160)
        row = QHBoxLayout()
        row.addWidget(self.count_button)
        row.addWidget(self.cancel_button)
        row.addWidget(self.progress, 1)
        box = QVBoxLayout(group)
        box.addLayout(row)
        box.addWidget(self.figures)
        box.addWidget(self.stale)
        filter_row = QHBoxLayout()
        filter_row.addWidget(self.filter, 1)
        filter_row.addWidget(self.shown_words)
        box.addLayout(filter_row)
        box.addWidget(self.word_view, 2)
        box.addWidget(self.histogram, 1)
        return group

    # --- files ------------------------------------------------------------------------------
    def sources(self) -> list[Source]:
        return list(self._sources)

    def add_paths(self, paths: list[str]) -> list[str]:
        """Add corpus files (folders: the corpus files below them); return the problems of
        those refused, one line each."""
        problems = []
        known = {s.path for s in self._sources}
        for path in corpus_files(paths):
            path = os.path.abspath(path)
            if path in known:
                continue
            try:
                open_binary(path).close()
            except CorpusError as exc:
                problems.append(str(exc))
                continue
            self._sources.append(Source.for_path(path))
            known.add(path)
        self._show_sources()
        self._corpus_changed()
        return problems

    def set_sources(self, sources: list[Source]) -> None:
        self._sources = list(sources)
        self._show_sources()
        self._corpus_changed()

    def _choose_files(self) -> None:
        paths = self.dialogs.open_files(
            self, "corpus", self.tr("Add corpus files"),
            self.tr("Corpus files (*.txt *.text *.md *.jsonl *.ndjson *.gz);;All files (*)"))
        self._add_reporting(paths)

    def _choose_folder(self) -> None:
        folder = self.dialogs.existing_folder(self, "corpus", self.tr("Add a corpus folder"))
        if folder:
            self._add_reporting([folder])

    def _add_reporting(self, paths: list[str]) -> None:
        problems = self.add_paths(paths)
        if problems:
            Messages.error(self, self.tr("Some files were not added"), "\n".join(problems))

    def _remove_selected(self) -> None:
        rows = sorted({i.row() for i in self.table.selectedIndexes()}, reverse=True)
        for row in rows:
            del self._sources[row]
        if rows:
            self._show_sources()
            self._corpus_changed()

    def _show_sources(self) -> None:
        problems = {s.path: s.invalid_utf8 for s in self.counts.sources} if self.counts else {}
        self.table.setRowCount(len(self._sources))
        for row, source in enumerate(self._sources):
            size = os.path.getsize(source.path) if os.path.exists(source.path) else None
            invalid = problems.get(source.path, 0)
            cells = [
                os.path.basename(source.path),
                self.tr("missing") if size is None
                else self.tr("{size} B").format(size=format_count(size)),
                source.format + (" (gzip)" if source.path.endswith(".gz") else ""),
                self.tr("%Ln invalid UTF-8 sequence(s) replaced", "", invalid) if invalid else "",
            ]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(source.path if column == 0 else text)
                if column == 1:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, column, item)

    # --- the settings the counts were made with ---------------------------------------------
    def splitter_sizes(self) -> dict[str, list[int]]:
        return {"corpus": self.splitter.sizes()}

    def set_splitter_sizes(self, sizes: dict) -> None:
        """Restore `splitter_sizes` (other keys are ignored)."""
        restore_sizes({"corpus": self.splitter}, sizes)

    def current_counts(self) -> PackedCounts | None:
        """The counted words, if they were counted with the settings shown."""
        return self.counts_for(self.current_key())

    def seen_alphabet_size(self) -> int | None:
        """How many distinct symbols the words hold (bytes, for the byte-level pre-tokenizer),
        once they are counted with the settings shown."""
        return None if self.current_counts() is None else self.alphabet_size

    def counts_for(self, key: tuple) -> PackedCounts | None:
        """The counted words, if they were counted with these settings."""
        return self.counts if self.counts_key == key else None

    def current_key(self) -> tuple:
        pipeline = self.pipeline()
        return (tuple(self._sources), tuple(pipeline["normalizer"]),
                repr(self.effective_pre_tokenizer().to_json()), self.drops_line_ends())

    def _pipeline_changed(self) -> None:
        pre_tokenizer = self.effective_pre_tokenizer()
        self.prefix_space.setEnabled(pre_tokenizer.byte_level)
        self.prepend_scheme.setEnabled(isinstance(pre_tokenizer, Metaspace))
        self._update_preview()
        self._show_if_stale()
        self.changed.emit()

    def _corpus_changed(self) -> None:
        self._show_if_stale()
        self.changed.emit()

    def _show_if_stale(self) -> None:
        """The marker on counts made with other files or settings than those shown."""
        self.stale.setHidden(self.counts is None or self.counts_key == self.current_key())

    # --- counting ---------------------------------------------------------------------------
    def count(self) -> None:
        if self._job is not None:
            return
        if not self._sources:
            Messages.info(self, self.tr("No corpus"), self.tr("Add corpus files first."))
            return
        key = self.current_key()
        self._job = Job(count_columns_task, self.sources(), self.pipeline()["normalizer"],
                        self.effective_pre_tokenizer(), self.drops_line_ends(), finish=load_counted, parent=self)
        self._job.messages.connect(self._count_progress)
        self._job.finished.connect(lambda counted: self._count_done(*counted, key))
        self._job.failed.connect(self._count_failed)
        self._total = corpus_bytes(self._sources)
        self.progress.setValue(0)
        self.count_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self._job.start()

    def cancel_count(self) -> None:
        if self._job is not None:
            self._job.kill()
            self._job_ended()
            self.figures.setText(self.tr("Counting cancelled."))

    def _word_double_clicked(self, index) -> None:
        self.word_activated.emit(self.word_model.word(index.row()))

    def shutdown(self) -> None:
        if self._job is not None:
            self._job.kill()
            self._job = None

    def _count_progress(self, batch: list) -> None:
        done = max(message.done for message in batch if isinstance(message, Counted))
        self.progress.setValue(min(99, int(100 * done / max(1, self._total))))

    def _count_done(self, counts: PackedCounts, columns: WordColumns, key: tuple) -> None:
        self._job_ended()
        self.progress.setValue(100)
        self.show_counts(counts, columns, key)
        self.counted.emit(counts)

    def _count_failed(self, message: str) -> None:
        self._job_ended()
        self.figures.setText(self.tr("Counting failed."))
        Messages.error(self, self.tr("Counting failed"), message)

    def _job_ended(self) -> None:
        self._job = None
        self.count_button.setEnabled(True)
        self.cancel_button.setEnabled(False)

    def show_counts(self, counts: PackedCounts, columns: WordColumns, key: tuple) -> None:
        """Show `counts` (counted with the settings `key`) and `columns`, made from them."""
        self.counts, self.counts_key = counts, key
        self.alphabet_size = columns.alphabet_size
        stats = counts.sources
        self.figures.setText(self.tr(
            "{bytes} bytes, {lines} lines, {words} words, {unique} unique words, "
            "alphabet of {alphabet} characters").format(
            bytes=format_count(sum(s.bytes for s in stats)),
            lines=format_count(sum(s.lines for s in stats)),
            words=format_count(int(columns.counts.sum())), unique=format_count(len(columns.words)),
            alphabet=format_count(self.alphabet_size)))
        self.word_model.set_columns(columns)
        self.histogram.set_lengths(columns.lengths)
        self._show_sources()
        self._show_if_stale()

    def _filter_changed(self, text: str) -> None:
        self.word_model.set_filter(text)
        if self.word_model.searching():
            self.shown_words.setText(self.tr("searching…"))

    def _rows_shown(self, rows: int) -> None:
        if self.word_model.searching():
            return
        total = len(self.counts) if self.counts else 0
        self.shown_words.setText(self.tr("{shown} of {total} words").format(
            shown=format_count(rows), total=format_count(total)))
