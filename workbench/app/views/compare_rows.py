"""The Compare view's rows: one row of chips per model, aligned on the text's characters.

Every character of the text has one column, at the same place in every row; a gap opens before
a character wherever any model's token starts or ends there, so each model's chips have room
between them and a span sits at the same horizontal place in all rows. Each character is drawn
in its own column, so a chip that runs across another model's gap shows its text with a space
in it. Tokens that share characters (a character's bytes split over byte-level tokens) share one
chip, drawn dashed; tokens covering no character (added at encoding) have none. The spans where
the models' boundaries disagree (`Comparison.disagreements`) are highlighted behind all rows.
"""

from __future__ import annotations

import html
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPoint, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QToolTip, QWidget

from workbench.core import Comparison, Encoding

from ..widgets.fonts import monospace
from ..widgets.palette import ChipColours, chip_colours, is_dark
from ..session.vocab_info import mark_whitespace

HIGHLIGHT = "#f5c518"  # behind the disagreeing spans, in both themes
PAD_X, PAD_Y = 3, 3  # text inside a chip
GAP = 4  # between two chips of a row
ROW_GAP = 8
MARGIN = 8
RADIUS = 4.0


@dataclass(frozen=True)
class RowChip:
    start: int  # the characters of the text it covers: start to end
    end: int
    tokens: tuple[int, ...]  # indexes of its tokens in the encoding
    unknown: bool  # one of them is the model's unknown token


def row_chips(encoding: Encoding, unk_id: int | None) -> list[RowChip]:
    """The tokens as chips over the text's characters; tokens whose spans overlap share one.

    >>> e = Encoding(["a", "Ġ", "x", "y"], [0, 1, 2, 9], [(0, 1), (1, 2), (1, 2), (2, 3)])
    >>> [(c.start, c.end, c.tokens, c.unknown) for c in row_chips(e, 9)]
    [(0, 1, (0,), False), (1, 2, (1, 2), False), (2, 3, (3,), True)]
    """
    spans = sorted((start, end, index) for index, (start, end) in enumerate(encoding.offsets)
                   if end > start)
    chips: list[RowChip] = []
    for start, end, index in spans:
        unknown = unk_id is not None and encoding.ids[index] == unk_id
        if chips and start < chips[-1].end:
            last = chips[-1]
            chips[-1] = RowChip(last.start, max(last.end, end), last.tokens + (index,),
                                last.unknown or unknown)
        else:
            chips.append(RowChip(start, end, (index,), unknown))
    return chips


class CompareRows(QWidget):
    """Draws a `Comparison`: the model names on the left, a row of chips for each."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("compareRows")
        self.setMouseTracking(True)
        self.comparison: Comparison | None = None
        self.chips: list[list[RowChip]] = []  # per row
        self._char_x: list[float] = []  # each character's left edge
        self._char_w: list[float] = []
        self._names_width = 0.0
        self.setFont(monospace())

    def set_comparison(self, comparison: Comparison | None,
                       unk_ids: list[int | None] | None = None) -> None:
        """Show `comparison`; `unk_ids`: each row's model's unknown-token id."""
        self.comparison = comparison
        rows = comparison.rows if comparison is not None else []
        unk_ids = unk_ids or [None] * len(rows)
        self.chips = [row_chips(row.encoding, unk) for row, unk in zip(rows, unk_ids)]
        self._layout()

    # -- layout -----------------------------------------------------------------------------

    def _row_height(self) -> float:
        return QFontMetricsF(self.font()).height() + 2 * PAD_Y

    def _layout(self) -> None:
        metrics = QFontMetricsF(self.font())
        text = self.comparison.text if self.comparison is not None else ""
        names = [row.name for row in self.comparison.rows] if self.comparison else []
        self._names_width = max((metrics.horizontalAdvance(n) for n in names), default=0.0)
        edges = {edge for chips in self.chips for chip in chips for edge in (chip.start, chip.end)}
        x = MARGIN + self._names_width + MARGIN + PAD_X
        self._char_x, self._char_w = [], []
        for index, char in enumerate(text):
            if index in edges and index > 0:
                x += 2 * PAD_X + GAP
            self._char_x.append(x)
            self._char_w.append(metrics.horizontalAdvance(mark_whitespace(char)))
            x += self._char_w[-1]
        height = MARGIN + len(self.chips) * (self._row_height() + ROW_GAP) + MARGIN
        self.setMinimumSize(int(x + PAD_X + MARGIN + 1), int(height))
        self.update()

    def char_left(self, index: int) -> float:
        """Where the text's character `index` is drawn, the same in every row."""
        return self._char_x[index]

    def _span_x(self, start: int, end: int) -> tuple[float, float]:
        return self._char_x[start] - PAD_X, self._char_x[end - 1] + self._char_w[end - 1] + PAD_X

    def row_top(self, row: int) -> float:
        return MARGIN + row * (self._row_height() + ROW_GAP)

    def chip_rect(self, row: int, chip: int) -> QRectF:
        found = self.chips[row][chip]
        left, right = self._span_x(found.start, found.end)
        return QRectF(left, self.row_top(row), right - left, self._row_height())

    def highlight_rects(self) -> list[QRectF]:
        """The highlighted areas, one per disagreeing span, behind every row."""
        if self.comparison is None or not self.chips:
            return []
        top = self.row_top(0) - ROW_GAP / 2
        bottom = self.row_top(len(self.chips) - 1) + self._row_height() + ROW_GAP / 2
        rects = []
        for start, end in self.comparison.disagreements:
            left, right = self._span_x(start, end)
            rects.append(QRectF(left - GAP / 2, top, right - left + GAP, bottom - top))
        return rects

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.FontChange:
            self._layout()
        super().changeEvent(event)

    # -- painting ---------------------------------------------------------------------------

    def paintEvent(self, event) -> None:  # noqa: N802
        if self.comparison is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(self.font())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(HIGHLIGHT))
        for rect in self.highlight_rects():
            painter.drawRoundedRect(rect, RADIUS, RADIUS)
        colours = chip_colours(is_dark(self.palette()))
        visible = QRectF(event.rect())
        for row, chips in enumerate(self.chips):
            self._paint_name(painter, row)
            for index in range(len(chips)):
                rect = self.chip_rect(row, index)
                if rect.intersects(visible):
                    self._paint_chip(painter, colours, chips[index], index, rect)

    def _paint_name(self, painter: QPainter, row: int) -> None:
        painter.setPen(self.palette().color(self.palette().ColorRole.WindowText))
        rect = QRectF(MARGIN, self.row_top(row), self._names_width, self._row_height())
        painter.drawText(rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                         self.comparison.rows[row].name)

    def _paint_chip(self, painter: QPainter, colours: ChipColours, chip: RowChip, index: int,
                    rect: QRectF) -> None:
        background = colours.background(index, chip.unknown)
        if chip.unknown:
            pen = QPen(colours.unknown_border, 2)
        elif len(chip.tokens) > 1:
            pen = QPen(colours.text, 1, Qt.PenStyle.DashLine)
        else:
            pen = QPen(colours.border(background), 1)
        painter.setPen(pen)
        painter.setBrush(background)
        painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), RADIUS, RADIUS)
        painter.setPen(colours.text)
        text = self.comparison.text
        for position in range(chip.start, chip.end):
            cell = QRectF(self._char_x[position], rect.top(), self._char_w[position] + 1,
                          rect.height())
            painter.drawText(cell, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
                             | Qt.TextFlag.TextDontClip, mark_whitespace(text[position]))

    # -- hover ------------------------------------------------------------------------------

    def chip_at(self, point: QPoint) -> tuple[int, int] | None:
        """(row, chip) under a point."""
        for row, chips in enumerate(self.chips):
            for index in range(len(chips)):
                if self.chip_rect(row, index).contains(point):
                    return row, index
        return None

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            found = self.chip_at(event.pos())
            if found is None:
                QToolTip.hideText()
            else:
                QToolTip.showText(event.globalPos(), self.chip_tooltip(*found), self)
            return True
        return super().event(event)

    def chip_tooltip(self, row: int, chip: int) -> str:
        """The chip's tokens: each one's string and id."""
        encoding = self.comparison.rows[row].encoding
        lines = [self.tr("<code>{token}</code> id {id}").format(
            token=html.escape(encoding.tokens[i]), id=encoding.ids[i])
            for i in self.chips[row][chip].tokens]
        return "<qt>" + "<br>".join(lines) + "</qt>"
