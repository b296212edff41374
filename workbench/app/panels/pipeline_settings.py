"""The Corpus panel's normalizer and pre-tokenizer: the settings as TrainConfig fields, their
defaults following the training algorithm, and a live preview of what they make of a sample
line.

A part of `CorpusPanel`. Its texts are the panel's: they are translated in its context
("CorpusPanel"), as `self.tr()` in the panel translates them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QGroupBox, QLabel, QLineEdit

from workbench.core.pipeline import (
    NORMALIZER_NAMES, PreTokenizer, build_normalizer, build_pre_tokenizer,
)
from workbench.core.training import DEFAULT_LINE_ENDS, DEFAULT_PRE_TOKENIZER, TrainConfig, declared

from .training_form import choice_label, setting_text, setting_tooltip
from ..session.vocab_info import mark_whitespace, token_label
from ..widgets.fonts import monospace

translate = QCoreApplication.translate
SAMPLE_LINE = "Héllo  wörld! Tokenizers split 1234 words, don't they?"
ADD_ONS = ("lowercase", "strip-accents")  # checkboxes, applied after the main normalizer
MAIN_NORMALIZERS = tuple(name for name in NORMALIZER_NAMES if name not in ADD_ONS)


class PipelineSettings:
    def _build_pipeline(self) -> QGroupBox:
        self._algorithm = "bpe"  # the training algorithm, whose pipeline "default" means
        settings = declared(TrainConfig)
        self._build_normalizer()
        self._build_pre_tokenizer(settings)
        self._build_preview()
        pipeline = QGroupBox(translate("CorpusPanel", "Normalizer and pre-tokenizer"))
        form = QFormLayout(pipeline)
        form.addRow(translate("CorpusPanel", "Normalizer"), self.normalizer_box)
        form.addRow("", self.lowercase)
        form.addRow("", self.strip_accents)
        form.addRow(translate("CorpusPanel", "Pre-tokenizer"), self.pre_tokenizer)
        form.addRow("", self.prefix_space)
        form.addRow(setting_text(settings["prepend_scheme"].label), self.prepend_scheme)
        form.addRow(setting_text(settings["line_ends"].label), self.line_ends)
        form.addRow(translate("CorpusPanel", "Sample"), self.sample)
        form.addRow(translate("CorpusPanel", "Normalized"), self.normalized)
        form.addRow(translate("CorpusPanel", "Words"), self.words)
        self.normalizer_box.currentIndexChanged.connect(self._normalizer_chosen)
        for signal in (self.normalizer_box.currentIndexChanged, self.lowercase.toggled,
                       self.strip_accents.toggled, self.pre_tokenizer.currentIndexChanged,
                       self.prefix_space.toggled, self.prepend_scheme.currentIndexChanged,
                       self.line_ends.currentIndexChanged):
            signal.connect(self._pipeline_changed)
        self.sample.textChanged.connect(self._update_preview)
        return pipeline

    def _build_normalizer(self) -> None:
        self.normalizer_box = QComboBox()
        self.normalizer_box.addItem(translate("CorpusPanel", "none"), [])
        for name in MAIN_NORMALIZERS:
            self.normalizer_box.addItem(name.upper() if name.startswith("nf") else name, [name])
        self.normalizer_box.setToolTip(translate(
            "CorpusPanel", "Unicode normalization form, BERT's normalizer (cased or not) or "
            "SentencePiece's compiled rules (spm-), applied first (default: none)"))
        self.lowercase = QCheckBox(translate("CorpusPanel", "Lowercase"))
        self.lowercase.setToolTip(translate("CorpusPanel", "Lowercase all text (default: off)"))
        self.strip_accents = QCheckBox(translate("CorpusPanel", "Strip accents"))
        self.strip_accents.setToolTip(translate(
            "CorpusPanel", "Remove combining accents after NFD (default: off)"))

    def _build_pre_tokenizer(self, settings: dict) -> None:
        self.pre_tokenizer = QComboBox()
        self.pre_tokenizer.addItem(translate("CorpusPanel", "Default for the algorithm"), None)
        for name in settings["pre_tokenizer"].choices:
            self.pre_tokenizer.addItem(name, name)
        self.prefix_space = QCheckBox(setting_text(settings["add_prefix_space"].label))
        self.prepend_scheme = QComboBox()
        for name in settings["prepend_scheme"].choices:
            self.prepend_scheme.addItem(choice_label(settings["prepend_scheme"], name), name)
        self.line_ends = QComboBox()
        self.line_ends.setObjectName("lineEndsCombo")
        self.line_ends.addItem(translate("CorpusPanel", "Default for the algorithm"), None)
        for name in settings["line_ends"].choices:
            self.line_ends.addItem(choice_label(settings["line_ends"], name), name)
        for name, widget in (("pre_tokenizer", self.pre_tokenizer),
                             ("add_prefix_space", self.prefix_space),
                             ("prepend_scheme", self.prepend_scheme),
                             ("line_ends", self.line_ends)):
            widget.setToolTip(setting_tooltip(settings[name]))

    def _build_preview(self) -> None:
        self.sample = QLineEdit(SAMPLE_LINE)
        self.sample.setCursorPosition(0)  # its start shows, not its end
        self.sample.setToolTip(translate("CorpusPanel",
                                         "A line of text to preview the settings on"))
        self.normalized = QLabel()
        self.words = QLabel()
        for label in (self.normalized, self.words):
            label.setFont(monospace())
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

    def pipeline(self) -> dict:
        """The settings as TrainConfig fields."""
        names = list(self.normalizer_box.currentData())
        for name, box in zip(ADD_ONS, (self.lowercase, self.strip_accents)):
            if box.isChecked() and box.isEnabled():
                names.append(name)
        return {"normalizer": names, "pre_tokenizer": self.pre_tokenizer.currentData(),
                "add_prefix_space": self.prefix_space.isChecked(),
                "prepend_scheme": self.prepend_scheme.currentData(),
                "line_ends": self.line_ends.currentData()}

    def set_pipeline(self, settings: dict) -> None:
        self._show_normalizer(list(settings.get("normalizer") or []))
        index = self.pre_tokenizer.findData(settings.get("pre_tokenizer"))
        self.pre_tokenizer.setCurrentIndex(max(0, index))
        self.prefix_space.setChecked(bool(settings.get("add_prefix_space")))
        scheme = settings.get("prepend_scheme") or declared(TrainConfig)["prepend_scheme"].default
        self.prepend_scheme.setCurrentIndex(max(0, self.prepend_scheme.findData(scheme)))
        self.line_ends.setCurrentIndex(max(0, self.line_ends.findData(settings.get("line_ends"))))

    def _show_normalizer(self, names: list[str]) -> None:
        """The main normalizer in the combo box and the add-ons ticked; a sequence that these
        cannot spell (another order, two main ones) as a "custom" entry that keeps it exactly."""
        main = [n for n in names if n not in ADD_ONS]
        spelled = main + [n for n in ADD_ONS if n in names]
        custom = len(main) > 1 or spelled != names
        for index in range(self.normalizer_box.count() - 1, len(MAIN_NORMALIZERS), -1):
            self.normalizer_box.removeItem(index)  # an earlier custom entry
        if custom:
            self.normalizer_box.addItem(translate("CorpusPanel", "custom: {names}").format(
                names=", ".join(names)), names)
        self.normalizer_box.setCurrentIndex(self.normalizer_box.findData(names if custom else main))
        for name, box in zip(ADD_ONS, (self.lowercase, self.strip_accents)):
            box.setChecked(name in names and not custom)

    def _normalizer_chosen(self, index: int) -> None:
        for box in (self.lowercase, self.strip_accents):  # a custom sequence has them already
            box.setEnabled(index <= len(MAIN_NORMALIZERS))

    def set_algorithm(self, algorithm: str) -> None:
        """The pre-tokenizer "default" follows the training algorithm; another algorithm starts
        from its default pipeline (a preset then sets its own), not the previous one's."""
        if algorithm != self._algorithm:
            self._algorithm = algorithm
            self.set_pipeline({})
        self._update_preview()

    def effective_pre_tokenizer(self) -> PreTokenizer:
        name = self.pre_tokenizer.currentData() or DEFAULT_PRE_TOKENIZER[self._algorithm]
        return build_pre_tokenizer(name, add_prefix_space=self.prefix_space.isChecked(),
                                   prepend_scheme=self.prepend_scheme.currentData())

    def drops_line_ends(self) -> bool:
        """Whether counting drops plain-text lines' newlines (the algorithm's default or not)."""
        return (self.line_ends.currentData() or DEFAULT_LINE_ENDS[self._algorithm]) == "drop"

    def _update_preview(self) -> None:
        try:
            normalizer = build_normalizer(self.pipeline()["normalizer"])
            pre_tokenizer = self.effective_pre_tokenizer()
        except ValueError as exc:
            self.normalized.setText(str(exc))
            return
        self.normalized.setText(mark_whitespace(normalizer.normalize_str(self.sample.text())))
        line = self.sample.text() + ("" if self.drops_line_ends() else "\n")  # as in a file
        self.words.setText(" │ ".join(
            token_label(p.text, byte_level=pre_tokenizer.byte_level, metaspace=False)
            for p in pre_tokenizer.pre_tokenize(normalizer.normalize(line))))

