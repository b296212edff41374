"""The training settings form: a field for every trainer setting TrainConfig declares, grouped,
with its declared tooltip; builds a TrainConfig and explains what is wrong with one. The
pipeline settings are the corpus panel's."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDoubleSpinBox, QFormLayout, QGroupBox, QLabel, QLineEdit, QSpinBox,
    QVBoxLayout, QWidget,
)

from workbench.core.training import PIPELINE_FIELDS, Preset, Setting, TrainConfig, declared

from ..widgets.formatting import format_count

FORM_GROUPS = ("vocabulary", "alphabet", "algorithm")  # the rest ("pipeline") is the corpus panel's
SPIN_MAXIMUM = 1_000_000_000  # where a setting declares no maximum


def setting_text(text: str) -> str:
    """A setting's label, help or default in words (declared in English on TrainConfig),
    translated; the .ts files take them from the declarations (`make translations-update`)."""
    return QCoreApplication.translate("TrainConfig", text)


def setting_tooltip(spec: Setting) -> str:
    """The setting's help and its default, as `Setting.help_with_default`, translated."""
    if spec.start is not None:
        template = QCoreApplication.translate("TrainingForm", "{help} (a new form starts at "
                                              "{value})")
    else:
        template = QCoreApplication.translate("TrainingForm", "{help} (default {value})")
    return template.format(help=setting_text(spec.help), value=setting_text(spec.default_words()))


def form_settings() -> list[Setting]:
    """The settings this form offers, in declaration order."""
    return [spec for spec in declared(TrainConfig).values() if spec.group in FORM_GROUPS]


PIPELINE_DEFAULTS = {name: declared(TrainConfig)[name].default for name in PIPELINE_FIELDS}


def preset_pipeline(preset: Preset) -> dict:
    """The Corpus panel's settings a preset gives: its own, the defaults for the rest."""
    return {name: preset.settings.get(name, PIPELINE_DEFAULTS[name]) for name in PIPELINE_FIELDS}


def defaults() -> dict:
    """What a new form shows: TrainConfig's defaults, before it fills in those that depend on
    the algorithm, or the declared start value."""
    return {spec.name: spec.default if spec.start is None else spec.start
            for spec in form_settings()}


class TrainingForm(QWidget):
    changed = Signal()
    algorithm_changed = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        groups = {"vocabulary": QGroupBox(self.tr("Vocabulary")),
                  "alphabet": QGroupBox(self.tr("Alphabet and special tokens")),
                  "algorithm": QGroupBox(self.tr("Algorithm specifics"))}
        forms = {name: QFormLayout(group) for name, group in groups.items()}
        for form in forms.values():  # a label too long for the column goes above its field
            form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.widgets: dict[str, QWidget] = {}
        self._rows: dict[str, QFormLayout] = {}
        self.settings = form_settings()
        for spec in self.settings:
            widget = self._widget(spec)
            widget.setToolTip(setting_tooltip(spec))
            forms[spec.group].addRow(setting_text(spec.label), widget)
            self.widgets[spec.name] = widget
            self._rows[spec.name] = forms[spec.group]
        self.algorithm = self.widgets["algorithm"]
        self.algorithm.setObjectName("algorithmCombo")
        self.algorithm.currentIndexChanged.connect(self._algorithm_changed)
        self.widgets["vocab_size"].setObjectName("vocabSizeSpin")
        self.problem = QLabel()
        self.problem.setObjectName("settingsProblem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #c0392b")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for group in groups.values():
            layout.addWidget(group)
        layout.addWidget(self.problem)
        layout.addStretch(1)
        self.set_values(defaults())

    def _widget(self, spec: Setting) -> QWidget:
        """A spin box for numbers (an optional one's 0 meaning none), a combo box for choices
        (with "default" where None means the algorithm's), a check box for switches, else a
        line of text (comma-separated for lists)."""
        if spec.kind is int:
            widget = QSpinBox()
            lowest = 0 if spec.optional else int(spec.minimum or 0)
            widget.setRange(lowest, int(spec.maximum or SPIN_MAXIMUM))
            widget.setGroupSeparatorShown(True)
            widget.valueChanged.connect(self.changed)
        elif spec.kind is float:
            widget = QDoubleSpinBox()
            widget.setRange(spec.minimum or 0.0, spec.maximum or SPIN_MAXIMUM)
            widget.setSingleStep(0.05)
            widget.valueChanged.connect(self.changed)
        elif spec.choices:
            widget = QComboBox()
            if spec.optional:
                widget.addItem(self.tr("default"), "")
            for choice in spec.choices:
                widget.addItem(choice_label(spec, choice), choice)
            widget.currentIndexChanged.connect(self.changed)
        elif spec.kind is bool:
            widget = QCheckBox()
            widget.toggled.connect(self.changed)
        else:
            widget = QLineEdit()
            widget.textChanged.connect(self.changed)
        return widget

    def _algorithm_changed(self) -> None:
        algorithm = self.current_algorithm()
        for spec in self.settings:
            self._rows[spec.name].setRowVisible(self.widgets[spec.name],
                                                algorithm in spec.algorithms)
        self.algorithm_changed.emit(algorithm)
        self.changed.emit()

    def current_algorithm(self) -> str:
        return self.algorithm.currentData()

    def values(self) -> dict:
        """The trainer settings as TrainConfig fields (None where the default applies)."""
        values: dict = {}
        for spec in self.settings:
            widget = self.widgets[spec.name]
            if spec.kind in (int, float):
                value = widget.value()
                values[spec.name] = None if spec.optional and value == 0 else value
            elif spec.choices:
                values[spec.name] = widget.currentData() or None
            elif spec.kind is bool:
                values[spec.name] = widget.isChecked()
            elif spec.kind is list:
                values[spec.name] = [t.strip() for t in widget.text().split(",") if t.strip()]
            else:
                values[spec.name] = widget.text() or None
        return values

    def set_values(self, values: dict) -> None:
        """Set the fields `values` has (TrainConfig fields; others are ignored)."""
        for spec in self.settings:
            if spec.name not in values:
                continue
            value, widget = values[spec.name], self.widgets[spec.name]
            if spec.kind in (int, float):
                widget.setValue(value or 0)
            elif spec.choices:
                widget.setCurrentIndex(max(0, widget.findData(value or "")))
            elif spec.kind is bool:
                widget.setChecked(bool(value))
            elif spec.kind is list:
                widget.setText(", ".join(value or []))
            else:
                widget.setText(value or "")
        self._algorithm_changed()

    def config(self, pipeline: dict, alphabet_size: int | None = None) -> TrainConfig:
        """The settings with the corpus panel's pipeline; ValueError says what is wrong.
        `alphabet_size`: the distinct symbols of the counted words, if counted (an alphabet
        of all bytes is 256, counted or not)."""
        config = TrainConfig.from_dict({**self.values(), **pipeline})
        alphabet = 256 if config.initial_alphabet == "bytes" else alphabet_size
        floor = len(config.special_tokens) + (alphabet or 0)
        if config.algorithm != "unigram" and alphabet and config.vocab_size < floor:
            raise ValueError(self.tr(
                "The vocabulary size ({size}) is below the alphabet size plus the special "
                "tokens ({floor}): the trainer could not make a single merge.").format(
                size=format_count(config.vocab_size), floor=format_count(floor)))
        return config

    def check(self, pipeline: dict, alphabet_size: int | None = None) -> bool:
        """Show what is wrong with the settings, if anything; whether they are usable."""
        try:
            self.config(pipeline, alphabet_size)
        except ValueError as exc:
            self.problem.setText(str(exc))
            return False
        self.problem.setText("")
        return True


_ALGORITHM_NAMES = {"bpe": "BPE", "wordpiece": "WordPiece", "unigram": "Unigram"}


def choice_label(spec: Setting, choice: str) -> str:
    """How a choice reads in a combo box: an algorithm by its proper name, a word in the
    window's language, a name (of a pre-tokenizer, a normalizer) as it is."""
    if spec.name == "algorithm":
        return _ALGORITHM_NAMES.get(choice, choice)
    return QCoreApplication.translate("choices", choice) if spec.worded else choice
