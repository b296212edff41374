"""Every training setting, declared once on TrainConfig, is offered by both the command line and
the window, with the same default."""

import json
import re

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QScrollArea

from workbench.app.panels.corpus_panel import CorpusPanel
from workbench.app.window.main_window import MainWindow
from workbench.app.panels.training_form import TrainingForm
from workbench.cli import main
from workbench.core.runtime.events import run
from workbench.core.training import TrainConfig, declared, describe, train

SETTINGS = declared(TrainConfig)


def test_every_setting_is_a_command_line_option_with_its_help_and_default(capsys):
    try:
        main(["train", "--help"])
    except SystemExit as exit_:
        assert exit_.code == 0
    shown = re.sub(r"\s+", " ", capsys.readouterr().out)
    for name, spec in SETTINGS.items():
        assert f"--{name.replace('_', '-')}" in shown
        assert spec.help in shown
        if spec.start is None:
            assert f"(default {spec.default_text or describe(spec.default)})" in shown, name


def test_command_line_defaults_are_train_configs(toy_corpus, tmp_path):
    out = tmp_path / "model.json"
    assert main(["train", toy_corpus, "-o", str(out), "--vocab-size", "40", "--quiet"]) == 0
    settings = json.loads(out.read_text(encoding="utf-8"))["model"]["workbench"]
    assert settings == TrainConfig(vocab_size=40).to_dict()


def test_every_setting_is_a_window_field_with_the_declared_default(qtbot):
    form, corpus = TrainingForm(), CorpusPanel()
    qtbot.addWidget(form)
    qtbot.addWidget(corpus)
    shown = {**form.values(), **corpus.pipeline()}
    assert sorted(shown) == sorted(SETTINGS)
    for name, spec in SETTINGS.items():
        assert shown[name] == (spec.default if spec.start is None else spec.start), name
    assert TrainConfig.from_dict(shown) == TrainConfig(vocab_size=SETTINGS["vocab_size"].start)


def test_form_fields_carry_the_declared_help_and_show_only_their_algorithms(qtbot):
    form = TrainingForm()
    qtbot.addWidget(form)
    form.show()
    for algorithm in ("bpe", "wordpiece", "unigram"):
        form.set_values({"algorithm": algorithm})
        for name, widget in form.widgets.items():
            assert SETTINGS[name].help in widget.toolTip()
            assert widget.isVisible() == (algorithm in SETTINGS[name].algorithms), name


def test_the_extra_alphabet_field_reaches_the_trainer(qtbot, toy_words):
    form = TrainingForm()
    qtbot.addWidget(form)
    form.set_values({"algorithm": "unigram", "vocab_size": 30, "seed_size": 100})
    form.widgets["extra_alphabet"].setText("xyz")
    config = form.config({"normalizer": [], "pre_tokenizer": "whitespace"})
    assert config.extra_alphabet == "xyz"
    assert {"x", "y", "z"} <= set(run(train(config, toy_words)).vocab)


@pytest.mark.parametrize("code", ["en", "ru", "es", "my"])
def test_the_form_fits_its_column_at_the_windows_default_size(qtbot, tmp_path, speaking, code):
    """In Russian the form was wider than its column (a horizontal scroll bar): the long labels
    ("Префикс продолжения слова") beside the fields."""
    if code != "en":
        speaking(code)
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.show_panel(1)
    form = window.training.form
    scroll = next(s for s in window.training.findChildren(QScrollArea) if s.widget()
                  .isAncestorOf(form))
    for algorithm in ("bpe", "wordpiece", "unigram"):
        form.set_values({"algorithm": algorithm})
        QApplication.processEvents()  # the layout's new minimum, the scroll bar's range
        assert scroll.horizontalScrollBar().maximum() == 0, algorithm
        assert scroll.widget().minimumSizeHint().width() <= scroll.viewport().width(), algorithm
    window.session.modified = False
