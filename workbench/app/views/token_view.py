"""The token view: an encoding drawn as a flow of coloured chips, one per token.

Chips are measured once per encoding and laid out once per width; painting walks only the lines
in sight, so a few thousand tokens scroll and repaint without lag. Byte-level tokens that only
together make whole characters are drawn as one dashed box (see token_chips); hovering a chip
tells its tokens' ids, offsets, rank or score and bytes. Left/Right move a focus ring from token
to token, Enter or Space activates the token, as a click does.
"""

from __future__ import annotations

import html
import math
from bisect import bisect_right

from PySide6.QtCore import QEvent, QPoint, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFontMetrics, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QAbstractScrollArea, QToolTip, QWidget

from workbench.core import Encoding

from ..widgets.fonts import monospace
from ..widgets.formatting import format_count, format_rank
from ..widgets.palette import ChipColours, chip_colours, is_dark
from ..session.token_chips import Chip, build_chips
from ..session.vocab_info import VocabInfo, hex_bytes, mark_whitespace

PAD_X, PAD_Y = 5, 2  # text inside a chip
GAP = 3  # between chips on a line
LINE_GAP = 4
MARGIN = 6
RADIUS = 4.0
MIN_CHIP_WIDTH = 10


class TokenView(QAbstractScrollArea):
    """Shows an encoding; `token_clicked(index)` gives the index of a clicked token,
    `token_double_clicked(index)` of a double-clicked one."""

    token_clicked = Signal(int)
    token_double_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tokenView")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setToolTip(self.tr("Each coloured box is one token. Hover for details, click to "
                                "find it in the vocabulary, double-click to see why its word is split so; "
                                "Left/Right and Enter do the same as a click."))
        self._info: VocabInfo | None = None
        self._text = ""
        self._encoding = Encoding()
        self._chips: list[Chip] = []
        self._chip_of_token: list[int] = []
        self._show_whitespace = True
        self._widths: list[int] = []  # chip index -> width, measured once per encoding
        self._rects: list[QRect] = []  # chip index -> rectangle in content coordinates
        self._line_tops: list[int] = []  # line -> top y
        self._line_first: list[int] = []  # line -> index of its first chip
        self._current: int | None = None  # token with the keyboard focus ring
        self.setFont(monospace())

    # -- content --------------------------------------------------------------------------

    def set_encoding(self, info: VocabInfo | None, text: str, encoding: Encoding) -> None:
        """Show `encoding` of `text` by the tokenizer `info` describes (None: show nothing)."""
        self._info, self._text, self._encoding = info, text, encoding
        self._chips = build_chips(info, text, encoding) if info is not None else []
        self._chip_of_token = [i for i, c in enumerate(self._chips) for _ in c.token_indices()]
        self._current = None
        self._measure()

    def clear(self) -> None:
        self.set_encoding(None, "", Encoding())

    def tokens(self) -> list[str]:
        """The displayed tokens' strings, as the model gives them, in order."""
        return list(self._encoding.tokens)

    def chips(self) -> list[Chip]:
        return list(self._chips)

    def set_show_whitespace(self, show: bool) -> None:
        self._show_whitespace = show
        self._measure()

    def show_whitespace(self) -> bool:
        return self._show_whitespace

    def chip_rect(self, chip_index: int) -> QRect:
        """Where a chip is, in viewport coordinates."""
        return self._rects[chip_index].translated(0, -self.verticalScrollBar().value())

    def chip_background(self, chip_index: int) -> QColor:
        chip = self._chips[chip_index]
        return self._colours().background(chip_index, chip.unknown)

    def chip_display(self, chip: Chip) -> str:
        """The text drawn in a chip: whitespace marked, or kept blank when marks are off."""
        if self._show_whitespace:
            return mark_whitespace(chip.text)
        return chip.text.replace("\t", "  ").replace("\n", "").replace("\r", "")

    # -- layout ---------------------------------------------------------------------------

    def _line_height(self) -> int:
        return QFontMetrics(self.font()).height() + 2 * PAD_Y

    def _measure(self) -> None:
        metrics = QFontMetricsF(self.font())
        self._widths = [
            max(MIN_CHIP_WIDTH, 2 * PAD_X + math.ceil(metrics.horizontalAdvance(text)))
            for text in map(self.chip_display, self._chips)
        ]
        self._layout()

    def _layout(self) -> None:
        """Flow the chips into lines as wide as the viewport; breaks where the text breaks."""
        right = max(self.viewport().width() - MARGIN, 4 * MARGIN)
        height = self._line_height()
        x, y = MARGIN, MARGIN
        self._rects, self._line_tops, self._line_first = [], [y], [0]

        def new_line() -> None:
            nonlocal x, y
            x, y = MARGIN, y + height + LINE_GAP
            self._line_tops.append(y)
            self._line_first.append(len(self._rects))

        for chip, width in zip(self._chips, self._widths):
            for _ in range(chip.breaks_before):
                new_line()
            width = min(width, right - MARGIN)
            if x > MARGIN and x + width > right:
                new_line()
            self._rects.append(QRect(x, y, width, height))
            x += width + GAP
            for _ in range(chip.text.count("\n")):
                new_line()
        content = y + height + MARGIN
        bar = self.verticalScrollBar()
        bar.setRange(0, max(0, content - self.viewport().height()))
        bar.setPageStep(self.viewport().height())
        bar.setSingleStep(height + LINE_GAP)
        self.viewport().update()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._layout()

    def scrollContentsBy(self, dx: int, dy: int) -> None:  # noqa: N802
        self.viewport().update()

    # -- painting -------------------------------------------------------------------------

    def _colours(self) -> ChipColours:
        return chip_colours(is_dark(self.palette()))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.FontChange:
            self._measure()
        elif event.type() == QEvent.Type.PaletteChange:  # the theme changed: new chip colours
            self.viewport().update()
        super().changeEvent(event)

    def paintEvent(self, event) -> None:  # noqa: N802
        painter = QPainter(self.viewport())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(self.font())
        if not self._chips:
            self._paint_placeholder(painter)
            return
        colours = self._colours()
        offset = self.verticalScrollBar().value()
        top, bottom = event.rect().top() + offset, event.rect().bottom() + offset
        line = max(0, bisect_right(self._line_tops, top - self._line_height()) - 1)
        metrics = QFontMetrics(self.font())
        for index in range(self._line_first[line], len(self._chips)):
            rect = self._rects[index]
            if rect.top() > bottom:
                break
            if rect.bottom() >= top:
                self._paint_chip(painter, metrics, colours, index, rect.translated(0, -offset))

    def _paint_placeholder(self, painter: QPainter) -> None:
        painter.setPen(self.palette().color(self.palette().ColorRole.PlaceholderText))
        area = self.viewport().rect().adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)
        painter.drawText(area, Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap,
                         self.tr("The tokens of the text above appear here."))

    def _paint_chip(self, painter: QPainter, metrics: QFontMetrics, colours: ChipColours,
                    index: int, rect: QRect) -> None:
        chip = self._chips[index]
        background = colours.background(index, chip.unknown)
        if chip.unknown:
            pen = QPen(colours.unknown_border, 2)
        elif chip.grouped:
            pen = QPen(colours.text, 1, Qt.PenStyle.DashLine)
        else:
            pen = QPen(colours.border(background), 1)
        painter.setPen(pen)
        painter.setBrush(background)
        painter.drawRoundedRect(QRectF(rect).adjusted(0.5, 0.5, -0.5, -0.5), RADIUS, RADIUS)
        painter.setPen(colours.text)
        inner = rect.adjusted(PAD_X, 0, -PAD_X, 0)
        text = self.chip_display(chip)
        if rect.width() < self._widths[index]:  # wider than the view: cut, with an ellipsis
            text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, inner.width())
        painter.drawText(inner, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
                         | Qt.TextFlag.TextDontClip, text)
        current = self._current
        if current is not None and self._chip_of_token[current] == index and self.hasFocus():
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(self.palette().color(self.palette().ColorRole.Highlight), 2))
            painter.drawRoundedRect(QRectF(rect).adjusted(-1.5, -1.5, 1.5, 1.5), RADIUS, RADIUS)

    # -- hit testing, hover and clicks ------------------------------------------------------

    def token_at(self, point: QPoint) -> int | None:
        """The token under a viewport point; in a grouped box, by where along it the point is."""
        content = point + QPoint(0, self.verticalScrollBar().value())
        line = bisect_right(self._line_tops, content.y()) - 1
        if line < 0:
            return None
        end = self._line_first[line + 1] if line + 1 < len(self._line_first) else len(self._chips)
        for index in range(self._line_first[line], end):
            rect = self._rects[index]
            if rect.contains(content):
                chip = self._chips[index]
                part = (content.x() - rect.left()) * chip.count // max(1, rect.width())
                return chip.first + min(chip.count - 1, part)
        return None

    def viewportEvent(self, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.ToolTip:
            token = self.token_at(event.pos())
            if token is None:
                QToolTip.showText(event.globalPos(), self.toolTip(), self.viewport())
            else:
                chip = self._chip_of_token[token]
                QToolTip.showText(event.globalPos(), self.chip_tooltip(chip), self.viewport(),
                                  self.chip_rect(chip))
            return True
        return super().viewportEvent(event)

    def focusInEvent(self, event) -> None:  # noqa: N802
        super().focusInEvent(event)
        self.viewport().update()  # the focus ring shows only while focused

    def focusOutEvent(self, event) -> None:  # noqa: N802
        super().focusOutEvent(event)
        self.viewport().update()

    def mousePressEvent(self, event) -> None:  # noqa: N802
        token = self.token_at(event.position().toPoint())
        if event.button() == Qt.MouseButton.LeftButton and token is not None:
            self._set_current(token)
            self.token_clicked.emit(token)
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event) -> None:  # noqa: N802
        token = self.token_at(event.position().toPoint())
        if event.button() == Qt.MouseButton.LeftButton and token is not None:
            self.token_double_clicked.emit(token)
        super().mouseDoubleClickEvent(event)

    def keyPressEvent(self, event) -> None:  # noqa: N802
        count = len(self._encoding.tokens)
        key = event.key()
        steps = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1}
        if count and key in steps:
            if self._current is None:
                target = 0 if steps[key] > 0 else count - 1
            else:
                target = max(0, min(count - 1, self._current + steps[key]))
            self._set_current(target, tooltip=True)
        elif count and key in (Qt.Key.Key_Home, Qt.Key.Key_End):
            self._set_current(0 if key == Qt.Key.Key_Home else count - 1, tooltip=True)
        elif self._current is not None and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter,
                                                   Qt.Key.Key_Space):
            self.token_clicked.emit(self._current)
        else:
            super().keyPressEvent(event)

    def current_token(self) -> int | None:
        return self._current

    def _set_current(self, token: int, tooltip: bool = False) -> None:
        self._current = token
        chip = self._chip_of_token[token]
        rect = self._rects[chip]
        bar = self.verticalScrollBar()
        if rect.top() < bar.value():
            bar.setValue(rect.top() - MARGIN)
        elif rect.bottom() > bar.value() + self.viewport().height():
            bar.setValue(rect.bottom() + MARGIN - self.viewport().height())
        if tooltip:
            where = self.viewport().mapToGlobal(self.chip_rect(chip).bottomLeft())
            QToolTip.showText(where, self.chip_tooltip(chip), self.viewport())
        self.viewport().update()

    def chip_tooltip(self, chip_index: int) -> str:
        """Rich text: for each token of the chip, its id, string, offsets, rank or score, bytes."""
        chip = self._chips[chip_index]
        parts = []
        if chip.grouped:
            parts.append(self.tr("{count} tokens together make <b>{text}</b>").format(
                count=chip.count, text=html.escape(mark_whitespace(chip.text))))
        parts += [self._token_details(i) for i in chip.token_indices()]
        return "<qt>" + "<hr>".join(parts) + "</qt>"

    def _token_details(self, index: int) -> str:
        info = self._info
        if info is None:
            return ""
        token_id = self._encoding.ids[index]
        token = info.token(token_id)
        start, end = self._encoding.offsets[index]
        rows = [
            (self.tr("token"), f"<code>{html.escape(token)}</code>"),
            (self.tr("id"), format_count(token_id)),
            (self.tr("offsets"), self.tr("{start}–{end}: “{text}”").format(
                start=format_count(start), end=format_count(end),
                text=html.escape(mark_whitespace(self._text[start:end])))),
        ]
        if info.rank_kind == "score":
            rows.append((self.tr("score"), format_rank(info, token_id)))
        elif info.rank_kind == "merge":
            rows.append((self.tr("merge rank"), format_rank(info, token_id) or (
                self.tr("none: special token") if token in info.specials
                else self.tr("none: in the initial alphabet"))))
        data = info.token_bytes(token)
        if data is not None:
            rows.append((self.tr("bytes"), hex_bytes(data)))
        if info.is_unknown(token_id):
            rows.append((self.tr("unknown"), self.tr("not in the vocabulary")))
        cells = "".join(f"<tr><td>{name}</td><td>{value}</td></tr>" for name, value in rows)
        return f"<table>{cells}</table>"
