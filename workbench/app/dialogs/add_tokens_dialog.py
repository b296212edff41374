"""Add tokens: special or ordinary added tokens with tokenizer.json's flags, as the command
line's `add-tokens` adds them. The model with them is handed on (`added`) for the project's
models; every token it had keeps its id, and the new ones take the next."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QPlainTextEdit, QWidget,
)

from workbench.core import Tokenizer
from workbench.core.editing import with_added_tokens
from workbench.core.pipeline import AddedToken


class AddTokensDialog(QDialog):
    """Signal `added(name, tokenizer)`: the model with the tokens, under the name it is to take."""

    added = Signal(str, object)

    def __init__(self, name: str, tokenizer: Tokenizer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Add tokens to {name}").format(name=name))
        self.setObjectName("addTokensView")
        self._name, self._tokenizer = name, tokenizer
        self.tokens = QPlainTextEdit()
        self.tokens.setObjectName("tokensToAdd")
        self.tokens.setPlaceholderText(self.tr("One token a line, e.g. <|user|>"))
        self.special = QCheckBox(self.tr("Special (never split, skipped when decoding)"))
        self.special.setChecked(True)
        self.single_word = QCheckBox(self.tr("Only as a whole word"))
        self.lstrip = QCheckBox(self.tr("Takes the spaces on its left"))
        self.rstrip = QCheckBox(self.tr("Takes the spaces on its right"))
        self.normalized = QCheckBox(self.tr("Matched in the normalized text"))
        self.special.toggled.connect(lambda special: self.normalized.setChecked(not special))
        self.outcome = QLabel()
        self.outcome.setObjectName("addTokensOutcome")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Close)
        buttons.accepted.connect(self.add)
        buttons.rejected.connect(self.close)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText(self.tr("&Add"))
        layout = QFormLayout(self)
        layout.addRow(self.tr("Tokens:"), self.tokens)
        for box in (self.special, self.single_word, self.lstrip, self.rstrip, self.normalized):
            layout.addRow(box)
        layout.addRow(self.outcome)
        layout.addRow(buttons)

    def contents(self) -> list[str]:
        """The tokens typed, one a line, blank lines left out (spaces inside a token kept)."""
        return [line for line in self.tokens.toPlainText().split("\n") if line.strip()]

    def add(self) -> Tokenizer | None:
        """Add the tokens typed; the new model (also emitted as `added`), None if none typed."""
        contents = self.contents()
        if not contents:
            self.outcome.setText(self.tr("Type the tokens to add, one a line."))
            return None
        tokens = [AddedToken(content, special=self.special.isChecked(),
                             single_word=self.single_word.isChecked(),
                             lstrip=self.lstrip.isChecked(), rstrip=self.rstrip.isChecked(),
                             normalized=self.normalized.isChecked()) for content in contents]
        result = with_added_tokens(self._tokenizer, tokens)
        ids = ", ".join(f"{content} {result.token_to_id(content)}" for content in contents)
        self.outcome.setText(self.tr("Added: {ids}").format(ids=ids))
        self.added.emit(self.tr("{name} with tokens").format(name=self._name), result)
        return result
