"""The Tokenize panel: type text, pick a model, see its tokens, find them in the vocabulary.

Input on top, the token view under it (with the ids line when asked for), the vocabulary at the
side, one status line of figures at the bottom. Text is re-tokenized 150 ms after the last
keystroke. For a BPE model, a dropout above 0 shows a sampled segmentation (BPE-dropout), the
one its seed picks; "Resample" moves to the next seed.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDoubleSpinBox, QHBoxLayout, QLabel, QLineEdit, QPlainTextEdit,
    QPushButton, QSpinBox, QStackedWidget, QVBoxLayout, QWidget,
)

from workbench.core import Encoding, Tokenizer, can_sample, with_dropout

from ..widgets.formatting import format_count, format_decimal
from ..widgets.layouts import column, row, splitter
from ..views.token_view import TokenView
from ..session.vocab_info import VocabInfo
from ..views.vocab_table import VocabPanel

DEBOUNCE_MS = 150


class TokenizePanel(QWidget):
    """`changed` fires on the user's edits; `show_whitespace_changed` when the user toggles
    whitespace marks here (so a View menu can follow); `explain_requested(model, text, offset)`
    when a token is double-clicked (its word, around that character of the text, is to be
    explained)."""

    changed = Signal()
    show_whitespace_changed = Signal(bool)
    explain_requested = Signal(str, str, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tokenizePanel")
        self._models: dict[str, Tokenizer] = {}
        self._wanted_model: str | None = None  # named by restore() before set_models() has it
        self._info: VocabInfo | None = None
        self._encoding = Encoding()
        self._sampler: tuple[Tokenizer, float, Tokenizer] | None = None  # (model, dropout, copy)
        self._build()
        self._connect()
        self._show_models()

    # -- construction ---------------------------------------------------------------------

    def _build(self) -> None:
        self.model_box = QComboBox(self)
        self.model_box.setObjectName("tokenizeModel")
        self.model_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.model_box.setToolTip(self.tr("The trained or imported model that tokenizes the text"))
        model_label = QLabel(self.tr("&Model:"), self)
        model_label.setBuddy(self.model_box)
        self.whitespace_box = QCheckBox(self.tr("Show &whitespace"), self)
        self.whitespace_box.setChecked(True)
        self.whitespace_box.setToolTip(
            self.tr("Mark spaces ·, tabs → and line breaks ↵ in the tokens (default: on)"))
        self.ids_box = QCheckBox(self.tr("Show &ids"), self)
        self.ids_box.setToolTip(self.tr("Show the token ids under the tokens, ready to copy "
                                        "(default: off)"))
        self.special_box = QCheckBox(self.tr("Add special tokens"), self)
        self.special_box.setObjectName("tokenizeSpecial")
        self.special_box.setToolTip(self.tr(
            "Apply the model's post-processor, e.g. [CLS] … [SEP] around the text, as "
            "transformers' tokenizers do when called (default: off)"))
        top = QHBoxLayout()
        top.addWidget(model_label)
        top.addWidget(self.model_box)
        top.addStretch(1)
        top.addWidget(self.special_box)
        top.addWidget(self.whitespace_box)
        top.addWidget(self.ids_box)
        self.dropout_row = self._build_dropout_row()

        self.input = QPlainTextEdit(self)
        self.input.setObjectName("tokenizeInput")
        self.input.setPlaceholderText(self.tr("Type or paste text to tokenize"))
        self.input.setToolTip(self.tr("The text to tokenize; tokens update as you type"))
        self.input.setTabChangesFocus(True)
        self.setFocusProxy(self.input)  # the panel focused (Ctrl+3): the text to tokenize

        self.view = TokenView(self)
        self.hint = QLabel(self.tr("No model yet. Train one in the Training panel or import a "
                                   "tokenizer.json, and its tokens appear here."), self)
        self.hint.setObjectName("tokenizeHint")
        self.hint.setWordWrap(True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.hint)
        self.stack.addWidget(self.view)

        self.ids_line = QLineEdit(self)
        self.ids_line.setObjectName("tokenizeIds")
        self.ids_line.setToolTip(self.tr("The token ids, comma-separated; type or paste ids "
                                         "here to decode them"))
        self.copy_button = QPushButton(self.tr("Cop&y ids"), self)
        self.copy_button.setToolTip(self.tr("Copy the ids to the clipboard"))
        self.decoded = QLabel(self)
        self.decoded.setObjectName("tokenizeDecoded")
        self.decoded.setWordWrap(True)
        self.decoded.setTextFormat(Qt.TextFormat.PlainText)
        self.decoded.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.decoded.hide()
        self.ids_row = column(row(self.ids_line, self.copy_button), self.decoded)
        self.ids_row.hide()

        self.vocab = VocabPanel(self)
        text_split = splitter(Qt.Orientation.Vertical,
                              (self.input, 1), (column(self.stack, self.ids_row), 3))
        side_split = splitter(Qt.Orientation.Horizontal, (text_split, 3), (self.vocab, 2))

        self.status = QLabel(self)
        self.status.setObjectName("tokenizeStatus")
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.dropout_row)
        layout.addWidget(side_split, 1)
        layout.addWidget(self.status)

        for first, second in [
            (self.model_box, self.special_box), (self.special_box, self.whitespace_box),
            (self.whitespace_box, self.ids_box),
            (self.ids_box, self.dropout_box), (self.dropout_box, self.seed_box),
            (self.seed_box, self.resample_button), (self.resample_button, self.input),
            (self.input, self.view), (self.view, self.ids_line),
            (self.ids_line, self.copy_button), (self.copy_button, self.vocab.search),
        ]:
            self.setTabOrder(first, second)

    def _build_dropout_row(self) -> QWidget:
        self.dropout_box = QDoubleSpinBox(self)
        self.dropout_box.setObjectName("tokenizeDropout")
        self.dropout_box.setRange(0.0, 1.0)
        self.dropout_box.setSingleStep(0.05)
        self.dropout_box.setDecimals(2)
        self.dropout_box.setToolTip(self.tr(
            "BPE-dropout: skip each merge with this probability, to see one of the other "
            "segmentations a model trained with dropout learns from (default: the model's own, "
            "else 0, plain BPE)"))
        dropout_label = QLabel(self.tr("BPE &dropout:"), self)
        dropout_label.setBuddy(self.dropout_box)
        self.seed_box = QSpinBox(self)
        self.seed_box.setObjectName("tokenizeSeed")
        self.seed_box.setRange(0, 999_999)
        self.seed_box.setToolTip(self.tr("Which sample: the same seed gives the same segmentation "
                                         "(default: 0)"))
        seed_label = QLabel(self.tr("S&eed:"), self)
        seed_label.setBuddy(self.seed_box)
        self.resample_button = QPushButton(self.tr("&Resample"), self)
        self.resample_button.setToolTip(self.tr("Show another sampled segmentation (the next seed)"))
        dropout_row = row(dropout_label, self.dropout_box, seed_label, self.seed_box,
                          self.resample_button)
        dropout_row.layout().addStretch(1)
        dropout_row.hide()
        return dropout_row

    def _connect(self) -> None:
        self._timer = QTimer(self, singleShot=True, interval=DEBOUNCE_MS)
        self._timer.timeout.connect(self._retokenize)
        self.input.textChanged.connect(self._on_text_edited)
        self.model_box.currentTextChanged.connect(self._on_model_chosen)
        self.model_box.activated.connect(self.changed)
        self.whitespace_box.toggled.connect(self.view.set_show_whitespace)
        self.whitespace_box.clicked.connect(self._on_whitespace_clicked)
        self.ids_box.toggled.connect(self.ids_row.setVisible)
        self.ids_box.clicked.connect(self.changed)
        self.copy_button.clicked.connect(self._copy_ids)
        self.ids_line.textEdited.connect(self._decode_typed)
        self.special_box.toggled.connect(self._retokenize)
        self.special_box.clicked.connect(self.changed)
        self.dropout_box.valueChanged.connect(self._retokenize)
        self.seed_box.valueChanged.connect(self._retokenize)
        self.resample_button.clicked.connect(lambda: self.seed_box.setValue(self.seed_box.value() + 1))
        self.view.token_clicked.connect(self._on_token_clicked)
        self.view.token_double_clicked.connect(self._on_token_double_clicked)

    # -- the window's interface -------------------------------------------------------------

    def set_models(self, models: dict[str, Tokenizer]) -> None:
        """The project's models by name; keeps the current one if it is still there, else the
        one restore() asked for, else the last."""
        current = self.current_model_name()
        self._models = dict(models)
        names = list(self._models)
        if current in self._models:
            choice = current
        elif self._wanted_model in self._models:
            choice = self._wanted_model
        else:
            choice = names[-1] if names else None
        self.model_box.blockSignals(True)
        self.model_box.clear()
        self.model_box.addItems(names)
        self.model_box.setCurrentIndex(names.index(choice) if choice is not None else -1)
        self.model_box.blockSignals(False)
        self._on_model_chosen(choice or "")
        self._show_models()

    def select_model(self, name: str) -> None:
        if name not in self._models:
            raise ValueError(f"no model named {name!r}; the models are: {', '.join(self._models)}")
        self.model_box.setCurrentText(name)

    def current_model_name(self) -> str | None:
        return self.model_box.currentText() if self.model_box.currentIndex() >= 0 else None

    def set_show_whitespace(self, show: bool) -> None:
        self.whitespace_box.setChecked(show)

    def state(self) -> dict:
        """What a project bundle keeps of this panel."""
        return {
            "text": self.input.toPlainText(),
            "model": self.current_model_name() or self._wanted_model,
            "show_ids": self.ids_box.isChecked(),
            "show_whitespace": self.whitespace_box.isChecked(),
            "add_special_tokens": self.special_box.isChecked(),
        }

    def restore(self, state: dict) -> None:
        """Bring back a state(); missing keys keep what is shown. Emits no `changed`."""
        if "show_whitespace" in state:
            self.set_show_whitespace(bool(state["show_whitespace"]))
        if "show_ids" in state:
            self.ids_box.setChecked(bool(state["show_ids"]))
        if "add_special_tokens" in state:
            self.special_box.blockSignals(True)
            self.special_box.setChecked(bool(state["add_special_tokens"]))
            self.special_box.blockSignals(False)
        name = state.get("model")
        if name in self._models:
            self.select_model(name)
        elif name is not None:
            self._wanted_model = name
        if "text" in state:
            self.input.blockSignals(True)
            self.input.setPlainText(str(state["text"]))
            self.input.blockSignals(False)
            self._retokenize()

    # -- reactions --------------------------------------------------------------------------

    def _show_models(self) -> None:
        has_models = bool(self._models)
        self.stack.setCurrentWidget(self.view if has_models else self.hint)
        self.model_box.setEnabled(has_models)

    def _on_text_edited(self) -> None:
        self._timer.start()
        self.changed.emit()

    def _on_model_chosen(self, name: str) -> None:
        tokenizer = self._models.get(name)
        if tokenizer is not (self._info.tokenizer if self._info is not None else None):
            self._info = VocabInfo(tokenizer) if tokenizer is not None else None
            self.vocab.set_info(self._info)
            self._show_dropout(tokenizer)
        if tokenizer is not None:
            self._wanted_model = None
        self._retokenize()

    def _show_dropout(self, tokenizer: Tokenizer | None) -> None:
        """The dropout row for a BPE model, starting at the model's own dropout."""
        samples = tokenizer is not None and can_sample(tokenizer)
        self.dropout_row.setVisible(samples)
        if samples:
            self.dropout_box.blockSignals(True)
            self.dropout_box.setValue(tokenizer.model.dropout or 0.0)  # type: ignore[union-attr]
            self.dropout_box.blockSignals(False)

    def _encode(self, tokenizer: Tokenizer, text: str) -> Encoding:
        """The whole text's tokens, as the model splits it (no truncation or padding tokens);
        for a BPE model, sampled with the dropout and seed shown."""
        special = self.special_box.isChecked()
        if not self.dropout_row.isVisibleTo(self):
            return tokenizer.encode(text, add_special_tokens=special, truncate=False, pad=False)
        dropout = self.dropout_box.value()
        if self._sampler is None or self._sampler[0] is not tokenizer or self._sampler[1] != dropout:
            self._sampler = (tokenizer, dropout, with_dropout(tokenizer, dropout))
        return self._sampler[2].encode(text, add_special_tokens=special, truncate=False,
                                       pad=False, seed=self.seed_box.value())

    def _on_whitespace_clicked(self, checked: bool) -> None:
        self.show_whitespace_changed.emit(checked)
        self.changed.emit()

    def _retokenize(self) -> None:
        self._timer.stop()
        text = self.input.toPlainText()
        self._encoding = Encoding()
        error = ""
        if self._info is not None:
            try:
                self._encoding = self._encode(self._info.tokenizer, text)
            except ValueError as failure:  # e.g. a Unigram model without an unknown token
                error = str(failure)
        self.view.set_encoding(self._info if not error else None, text, self._encoding)
        self.ids_line.setText(", ".join(str(i) for i in self._encoding.ids))
        self.ids_line.setCursorPosition(0)
        self.decoded.hide()  # the ids are the text's again
        self.status.setText(self.tr("Cannot tokenize: {error}").format(error=error) if error
                            else self._figures(text))

    def _decode_typed(self, typed: str) -> None:
        """Ids typed or pasted in the ids line, decoded by the model (special tokens kept)."""
        if self._info is None:
            return
        tokenizer = self._info.tokenizer
        try:
            ids = [int(part) for part in typed.replace(",", " ").split()]
        except ValueError:
            self.decoded.setText(self.tr("Ids are whole numbers, separated by commas or spaces."))
        else:
            unknown = [i for i in ids if not 0 <= i < len(tokenizer.vocab)]
            self.decoded.setText(
                self.tr("No token has the id {id} in this model.").format(id=unknown[0])
                if unknown else self.tr("Decoded: {text}").format(
                    text=tokenizer.decode(ids, skip_special_tokens=False)))
        self.decoded.show()

    def _figures(self, text: str) -> str:
        if self._info is None:
            return ""
        tokens, characters, words = len(self._encoding.tokens), len(text), len(text.split())
        return self.tr("{tokens} tokens · {characters} characters, {per_token} characters per "
                       "token · {words} words, {per_word} tokens per word").format(
            tokens=format_count(tokens), characters=format_count(characters),
            per_token=format_decimal(characters / tokens, 2) if tokens else "–",
            words=format_count(words),
            per_word=format_decimal(tokens / words, 2) if words else "–",
        )

    def _on_token_clicked(self, index: int) -> None:
        self.vocab.select_token(self._encoding.ids[index])

    def _on_token_double_clicked(self, index: int) -> None:
        name = self.current_model_name()
        if name is not None:
            self.explain_requested.emit(name, self.input.toPlainText(),
                                        self._encoding.offsets[index][0])

    def _copy_ids(self) -> None:
        QGuiApplication.clipboard().setText(self.ids_line.text())

    def focus_search(self) -> None:
        """Put the cursor in the vocabulary's search box (the window's Ctrl+F)."""
        self.vocab.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.vocab.search.selectAll()
