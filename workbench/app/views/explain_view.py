"""Explain one word: why the model splits it so, drawn from `workbench.core.analysis.explain`.

BPE: the word's symbols at the start and after each merge, one row of chips under the other; a
step slider replays them. WordPiece: at each position the candidates tried, longest first, and
the one found; why a word became the unknown token. Unigram: the lattice of every piece inside
the word as bars over its characters, the best path filled, and the n best segmentations with
their probabilities among all segmentations.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import (
    QComboBox, QDialog, QGridLayout, QLabel, QScrollArea, QSlider, QVBoxLayout, QWidget,
)

from workbench.core import BpeTrace, Explanation, UnigramTrace, WordExplanation, WordPieceTrace

from ..widgets.fonts import monospace
from ..widgets.formatting import format_count, format_decimal, merge_number
from ..widgets.layouts import column
from ..widgets.palette import chip_colours, is_dark
from ..widgets.result_table import ResultTable
from ..session.vocab_info import mark_whitespace

PAD_X, PAD_Y, GAP, RADIUS = 5, 2, 3, 4.0
ARC_GAP = 4  # between the lattice's rows of bars




class ChipStrip(QWidget):
    """A row of chips, one per text; the `marked` ones (a merge's result) with a thick border."""

    def __init__(self, texts: list[str], marked: set[int] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.texts, self.marked = list(texts), set(marked or ())
        self.setFont(monospace())

    def _widths(self) -> list[int]:
        metrics = QFontMetrics(self.font())
        return [2 * PAD_X + metrics.horizontalAdvance(text) for text in self.texts]

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        widths = self._widths()
        return QSize(sum(widths) + GAP * max(0, len(widths) - 1) + 2,
                     QFontMetrics(self.font()).height() + 2 * PAD_Y + 2)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return self.sizeHint()

    def paintEvent(self, event) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colours = chip_colours(is_dark(self.palette()))
        x, height = 1, self.sizeHint().height() - 2
        for index, (text, width) in enumerate(zip(self.texts, self._widths())):
            background = colours.background(index, False)
            rect = QRectF(x, 1, width, height)
            thick = index in self.marked
            painter.setPen(QPen(colours.text if thick else colours.border(background),
                                2 if thick else 1))
            painter.setBrush(background)
            painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), RADIUS, RADIUS)
            painter.setPen(colours.text)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
            x += width + GAP


class LatticeView(QWidget):
    """The Unigram lattice: a column per character of the word, each arc a bar from its start
    to its end column, in rows so that none overlap; the best path's bars filled, the others
    outlined; each bar shows its piece and log-probability."""

    def __init__(self, trace: UnigramTrace, shown: dict[str, str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.trace = trace
        self.labels = [mark_whitespace(shown.get(arc.piece, arc.piece)) for arc in trace.arcs]
        self.rows = _rows(trace)
        self.setFont(monospace())
        self.setToolTip(self.tr("Every piece of the vocabulary inside the word, with its "
                                "log-probability; the filled bars are the best path"))

    @staticmethod
    def _arc_text(label: str, arc) -> str:
        return f"{label} {format_decimal(arc.score, 2)}"

    def _column_width(self) -> int:
        metrics = QFontMetrics(self.font())
        widest = max((metrics.horizontalAdvance(self._arc_text(label, arc)) / (arc.end - arc.start)
                      for label, arc in zip(self.labels, self.trace.arcs)), default=10)
        return int(max(widest + PAD_X, metrics.horizontalAdvance("MM") + PAD_X))

    def _bar_height(self) -> int:
        return QFontMetrics(self.font()).height() + 2 * PAD_Y

    def sizeHint(self) -> QSize:  # noqa: N802
        rows = 1 + max(self.rows, default=-1) + 1  # the characters, then the bars
        return QSize(len(self.trace.word) * self._column_width() + 2,
                     rows * (self._bar_height() + ARC_GAP))

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return self.sizeHint()

    def paintEvent(self, event) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colours = chip_colours(is_dark(self.palette()))
        width, height = self._column_width(), self._bar_height()
        painter.setPen(colours.text)
        for position, char in enumerate(self.trace.word):
            painter.drawText(QRectF(1 + position * width, 0, width, height),
                             Qt.AlignmentFlag.AlignCenter, mark_whitespace(char))
        best = set(self.trace.best)
        for index, (arc, row) in enumerate(zip(self.trace.arcs, self.rows)):
            rect = QRectF(1 + arc.start * width, (row + 1) * (height + ARC_GAP),
                          (arc.end - arc.start) * width - GAP, height)
            background = colours.background(index, arc.unknown)
            on_path = index in best
            painter.setPen(QPen(colours.text if on_path else colours.border(background),
                                2 if on_path else 1))
            painter.setBrush(background if on_path else Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), RADIUS, RADIUS)
            painter.setPen(colours.text)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter,
                             self._arc_text(self.labels[index], arc))


def _rows(trace: UnigramTrace) -> list[int]:
    """For each arc (in the trace's order: by start, then end), the first row where it does not
    overlap an arc placed before it."""
    ends: list[int] = []  # row -> where its last bar ends
    rows = []
    for arc in trace.arcs:
        row = next((r for r, end in enumerate(ends) if end <= arc.start), len(ends))
        if row == len(ends):
            ends.append(0)
        ends[row] = arc.end
        rows.append(row)
    return rows


class ExplainView(QDialog):
    """One explanation: a word to pick if it has several, and that word's trace."""

    def __init__(self, explanation: Explanation, model_name: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("explainView")
        self.setWindowTitle(self.tr("Why is it split so? — {model}").format(model=model_name))
        self.explanation = explanation
        self.word_choice = QComboBox()
        self.word_choice.setObjectName("explainWord")
        self.word_choice.setToolTip(self.tr("The words the model is given, each explained"))
        self.word_choice.addItems([mark_whitespace(w.text) for w in explanation.words])
        self.word_choice.setVisible(len(explanation.words) > 1)
        self.heading = QLabel()
        self.heading.setObjectName("explainHeading")
        self.heading.setWordWrap(True)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.word_choice)
        layout.addWidget(self.heading)
        layout.addWidget(self.scroll, 1)
        self.step_slider: QSlider | None = None
        self.step_label: QLabel | None = None
        self._step_rows: list[tuple[QLabel, ChipStrip]] = []
        self.table: ResultTable | None = None
        self.lattice: LatticeView | None = None
        self.reason = QLabel()
        self.reason.setObjectName("explainReason")
        self.reason.setWordWrap(True)
        self.tokens = ChipStrip([])
        self.word_choice.currentIndexChanged.connect(self.show_word)
        self.resize(760, 560)
        self.show_word(0)

    # -- what tests and the window read -------------------------------------------------------
    def step_rows(self) -> list[tuple[str, list[str]]]:
        """BPE: the rows shown (caption, chips), up to the slider's step."""
        return [(label.text(), strip.texts) for label, strip in self._step_rows
                if not strip.isHidden()]

    def token_texts(self) -> list[str]:
        return list(self.tokens.texts)

    # -- building -------------------------------------------------------------------------------
    def show_word(self, index: int) -> None:
        words = self.explanation.words
        self._step_rows, self.table, self.lattice = [], None, None
        self.step_slider = self.step_label = None
        self.reason.setText("")
        if not words:
            self.heading.setText(self.tr("No word here: the model is given nothing at this place."))
            self.scroll.setWidget(QWidget())
            return
        word = words[index]
        self.heading.setText(self.tr("<b>{word}</b>, as the model sees it: <code>{model}</code> "
                                     "({algorithm})").format(
            word=html.escape(mark_whitespace(word.text)), model=html.escape(word.model_text),
            algorithm=self.explanation.algorithm))
        trace = word.trace
        if trace is None:
            body = QLabel(self.tr("An added token: matched whole before the model sees the text."))
            self.tokens = ChipStrip([mark_whitespace(word.text)])
        else:
            body = {"bpe": self._bpe, "wordpiece": self._wordpiece,
                    "unigram": self._unigram}[trace.algorithm](word, trace)
        self.tokens.setObjectName("explainTokens")
        tokens_row = QGridLayout()
        tokens_row.addWidget(QLabel(self.tr("Tokens:")), 0, 0)
        tokens_row.addWidget(self.tokens, 0, 1)
        tokens_row.setColumnStretch(2, 1)
        holder = QWidget()
        holder.setLayout(tokens_row)
        self.scroll.setWidget(column(body, self.reason, holder, _stretch()))

    def _shown(self, word: WordExplanation, symbols) -> list[str]:
        return [mark_whitespace(word.shown.get(s, s)) for s in symbols]

    def _bpe(self, word: WordExplanation, trace: BpeTrace) -> QWidget:
        self.tokens = ChipStrip(self._shown(word, trace.tokens))
        grid = QGridLayout()
        captions = [self.tr("start")]
        rows = [(self._shown(word, trace.initial), set())]
        for step in trace.steps:
            pair = " + ".join(self._shown(word, step.pair))
            made = self._shown(word, [step.result])[0]
            which = (self.tr("score {score}").format(score=format_decimal(step.score, 4))
                     if step.score is not None
                     else self.tr("merge #{rank}").format(rank=merge_number(step.rank)))
            count = (self.tr(", count {count} in training").format(count=format_count(step.count))
                     if step.count is not None else "")
            captions.append(self.tr("step {step}: {which} ({pair} → {made}{count})").format(
                step=step.step, which=which, pair=pair, made=made, count=count))
            rows.append((self._shown(word, step.symbols),
                         {i for i, s in enumerate(step.symbols) if s == step.result}))
        for number, (caption, (texts, marked)) in enumerate(zip(captions, rows)):
            label, strip = QLabel(caption), ChipStrip(texts, marked)
            grid.addWidget(label, number, 0)
            grid.addWidget(strip, number, 1)
            self._step_rows.append((label, strip))
        grid.setColumnStretch(2, 1)
        if trace.whole_word:
            self.reason.setText(self.tr("The word is a token itself (ignore_merges): no merge "
                                        "is looked at."))
        self.step_slider = QSlider(Qt.Orientation.Horizontal)
        self.step_slider.setObjectName("explainStep")
        self.step_slider.setRange(0, len(trace.steps))
        self.step_slider.setValue(len(trace.steps))
        self.step_slider.setToolTip(self.tr("Replay the merges: the rows up to this step"))
        self.step_label = QLabel()
        self.step_slider.valueChanged.connect(self._show_steps)
        self._show_steps(len(trace.steps))
        steps = QWidget()
        steps.setLayout(grid)
        return column(self.step_label, self.step_slider, steps)

    def _show_steps(self, shown: int) -> None:
        for number, (label, strip) in enumerate(self._step_rows):
            label.setVisible(number <= shown)
            strip.setVisible(number <= shown)
        if self.step_label is not None:
            self.step_label.setText(self.tr("Step {shown} of {steps}").format(
                shown=shown, steps=len(self._step_rows) - 1))

    def _wordpiece(self, word: WordExplanation, trace: WordPieceTrace) -> QWidget:
        self.tokens = ChipStrip(list(trace.tokens))
        self.table = ResultTable("explainSteps")
        rows = []
        for step in trace.steps:
            missing = [f"{m} ✗" for m in step.missing]
            if step.more_missing:
                missing.append(self.tr("{count} shorter ✗").format(
                    count=format_count(step.more_missing)))
            found = step.found if step.found is not None else self.tr("no match")
            rows.append([(str(step.start), step.start), (", ".join(missing), ""),
                         (found, found)])
        self.table.fill([self.tr("Position"), self.tr("Tried, longest first"), self.tr("Found")],
                        rows)
        self.table.setSortingEnabled(False)
        _fit_rows(self.table)
        if trace.unknown is not None:
            self.reason.setText(self.tr("Became {token}: {why}").format(
                token=trace.tokens[0] if trace.tokens else self.tr("unknown"), why=trace.unknown))
        note = QLabel(self.tr("Greedy longest match: at each position the longest piece in the "
                              "vocabulary, then on from its end with the continuing prefix."))
        note.setWordWrap(True)
        return column(note, self.table)

    def _unigram(self, word: WordExplanation, trace: UnigramTrace) -> QWidget:
        self.tokens = ChipStrip(self._shown(word, trace.tokens))
        self.lattice = LatticeView(trace, word.shown)
        self.lattice.setObjectName("explainLattice")
        self.table = ResultTable("explainNbest")
        self.table.fill(
            ["#", self.tr("Segmentation"), self.tr("Log-probability"), self.tr("Probability")],
            [[(str(n), n), (" | ".join(self._shown(word, path.pieces)), ""),
              (format_decimal(path.score, 4), path.score),
              (format_decimal(path.probability, 6), path.probability)]
             for n, path in enumerate(trace.nbest, 1)])
        _fit_rows(self.table)
        if not trace.nbest:
            self.reason.setText(self.tr("No segmentation: a character is unknown and the model "
                                        "has no unknown token."))
        note = QLabel(self.tr("The {count} most probable segmentations; probability among all "
                              "segmentations of the word (the forward algorithm's total).").format(
            count=len(trace.nbest)))
        note.setWordWrap(True)
        return column(self.lattice, note, self.table)


def _fit_rows(table: ResultTable, most: int = 16) -> None:
    """Tall enough to show its rows without scrolling, up to `most` of them."""
    rows = min(table.rowCount(), most)
    table.setMinimumHeight(table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()
                           + sum(table.rowHeight(r) for r in range(rows)) + 2)


def _stretch() -> QWidget:
    filler = QWidget()
    filler.setSizePolicy(filler.sizePolicy().horizontalPolicy(),
                         filler.sizePolicy().Policy.Expanding)
    return filler

