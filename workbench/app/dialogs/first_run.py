"""The guide of the first start: three steps (count the words, train, look at the tokens), each
with a button that opens its panel. Shown once on the first start; Help > Getting started shows
it again."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget,
)

SHOWN_KEY = "first_run/guide_shown"  # in the window's QSettings
GAP = 12  # pixels between a step and its button


class FirstRunGuide(QDialog):
    """Not modal: the window stays usable while it is open. `go_to(i)` opens panel i."""

    def __init__(self, go_to: Callable[[int], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("firstRunGuide")
        self.setWindowTitle(self.tr("Getting started"))
        intro = QLabel(self.tr(
            "<b>Welcome to Tokenizer Workbench.</b> The sample corpus (the King James Bible, "
            "Genesis to 2 Samuel) is open. Three steps to your first tokenizer:"))
        intro.setWordWrap(True)
        steps = [
            (self.tr("1. Count the words"), self.tr(
                "In the Corpus panel, press <i>Count words</i>: the corpus's words, how often "
                "each occurs, and how long they are."), self.tr("Go to &Corpus")),
            (self.tr("2. Train"), self.tr(
                "In the Training panel, pick a preset or an algorithm and a vocabulary size and "
                "press <i>Train</i>: watch the merges as they are learned."),
             self.tr("Go to T&raining")),
            (self.tr("3. Look at the tokens"), self.tr(
                "In the Tokenize panel, type a sentence and see each token: hover for its id, "
                "click it to find it in the vocabulary."), self.tr("Go to Tok&enize")),
        ]
        width = intro.fontMetrics().averageCharWidth() * 60  # wrapped text needs a set width
        intro.setFixedWidth(width)  # for its height to follow
        intro.setMinimumHeight(intro.heightForWidth(width))
        grid = QGridLayout()
        grid.setHorizontalSpacing(GAP)
        self.step_buttons: list[QPushButton] = []
        for row, (title, text, button_text) in enumerate(steps):
            button = QPushButton(button_text)
            label = QLabel(f"<b>{title}</b><br>{text}")
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setFixedWidth(width - button.sizeHint().width() - GAP)
            label.setMinimumHeight(label.heightForWidth(label.width()))
            button.clicked.connect(lambda _=False, panel=row: go_to(panel))
            grid.addWidget(label, row, 0)
            grid.addWidget(button, row, 1, Qt.AlignmentFlag.AlignVCenter)
            self.step_buttons.append(button)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Got it"))
        buttons.rejected.connect(self.close)
        again = QLabel(self.tr("Help > Getting started shows this again."))
        again.setEnabled(False)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(grid)
        layout.addWidget(again)
        layout.addWidget(buttons)
        layout.setSizeConstraint(QVBoxLayout.SizeConstraint.SetFixedSize)
