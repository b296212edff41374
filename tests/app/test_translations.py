"""The window in Russian, Spanish and Burmese: every text a user sees on every panel and dialog
is translated (an English word left over fails the language's check, a translation left equal to
its English source too), the language follows the system or the one picked in View > Language,
and Burmese has a font with its glyphs.

The .qm files are built by `make test` (and `make run`, and the wheel's build) from the .ts
sources."""

import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from xml.etree import ElementTree

import pytest
from PySide6.QtCore import QLocale, QSettings, Qt, QTranslator
from PySide6.QtGui import QFont, QFontDatabase, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractButton, QApplication, QComboBox, QGroupBox, QLabel,
    QLineEdit, QMenu, QPlainTextEdit, QTableView, QTabWidget, QTextBrowser, QWidget,
)

from workbench.app.window import languages
from workbench.app.panels.corpus_panel import CorpusPanel
from workbench.app.dialogs.export_dialog import ExportDialog
from workbench.app.widgets.lazy_plot import LazyPlot
from workbench.app.window.main_window import MainWindow
from workbench.app.panels.training_panel import TrainingPanel
from workbench.core.training import TrainConfig, declared

from support import SAMPLE_CORPUS

# Latin words that stay as they are in every language: the algorithms, libraries, file formats
# and settings' values (the command line's and tokenizer.json's names), the app's name, the
# course's toy corpus, units and key names.
KEPT = {
    "bpe", "wordpiece", "unigram", "byte", "level", "bert", "metaspace", "sentencepiece",
    "tokenizers", "transformers", "tokenizer", "json", "jsonl", "ndjson", "lines", "txt", "text",
    "md", "gz", "gzip", "csv", "model", "utf", "nfd", "nfc", "nfkc", "nfkd", "spm", "gpt",
    "dropout", "viterbi", "unk", "hex", "ignore_merges", "initial_alphabet", "max_sentence_length",
    "keep", "drop", "always", "never", "first", "approximate", "exact", "lowest", "id", "ids",
    "seen", "bytes", "freq", "pair", "second", "count", "hug", "pug", "pun", "bun", "hugs",
    "unhug", "ug", "un", "hu", "gs", "pu", "workbench", "ctrl", "enter", "user", "em",
    "cased", "uncased", "whitespace", "split", "digits", "punctuation", "lowercase", "strip",
    "accents", "nmt", "nfkc_cf", "replace", "prepend", "none", "all", "default", "kjv",
    "sample", "genesis", "unicode", "tiktoken", "cls", "sep",  # [CLS], [SEP]: token names
}
WORD = re.compile(r"[A-Za-z][A-Za-z_]{2,}")
# Spanish words spelled as in English, which no translation adds to its source (`own_words`)
SPELLED_AS_IN_ENGLISH = {"es": {"corpus", "token", "tokens", "panel", "pre", "factor", "total",
                                "probable", "samuel"}}
# Burmese technical writing keeps terms such as "normalizer" in Latin letters inside a Burmese
# sentence; a text without a Burmese letter is English.
SCRIPT = {"my": re.compile("[\u1000-\u109f]")}
QT_BUTTONS = ("OK", "Save", "Open", "&Yes", "&No", "Close", "Cancel", "Discard", "Help", "Apply",
              "Reset", "Restore Defaults")  # the texts Qt's own buttons show, in QPlatformTheme


def english_words(text: str) -> set[str]:
    """The Latin words of `text` (its HTML tags, placeholders and file patterns left out)
    that are not kept as they are."""
    text = re.sub(r"<[^>]*>|\{[^}]*\}|\*\.\w+|/\S+|[\w.-]+\.(json|txt|model|vocab|tiktoken|"
                  r"gz)\b", " ", text.replace("&", ""))  # tags, placeholders, paths, file names
    return {word for word in WORD.findall(text) if word.lower() not in KEPT}


def lower_words(text: str) -> set[str]:
    return {word.lower() for word in english_words(text)}


def own_words(code: str) -> set[str]:
    """The Latin words the language's translations (ours and, as installed, Qt's buttons') add
    to their English sources: Spanish's own, learned from its translations; a translation left
    equal to its source adds none."""
    source = languages.translation_file(code).removesuffix(".qm") + ".ts"
    pairs = [(m.findtext("source"), "".join(m.find("translation").itertext()))
             for m in ElementTree.parse(source).iter("message")]
    pairs += [(text, QApplication.translate("QPlatformTheme", text)) for text in QT_BUTTONS]
    return set().union(*(lower_words(theirs) - lower_words(english) for english, theirs in pairs))


def english_left(code: str) -> Callable[[str], set[str]]:
    """The English words of a text shown in the language `code` (installed)."""
    allowed = own_words(code) | SPELLED_AS_IN_ENGLISH.get(code, set())
    script = SCRIPT.get(code)

    def left(text: str) -> set[str]:
        if script is not None and script.search(text):
            return set()
        return {word for word in english_words(text) if word.lower() not in allowed}
    return left


def texts_of(widget: QWidget) -> list[str]:
    """What `widget` shows or tells: its text, title, placeholder, items, headers, tool tip."""
    found = [widget.toolTip(), widget.windowTitle() if widget.isWindow() else ""]
    if isinstance(widget, (QLabel, QAbstractButton)):
        found.append(widget.text())
    if isinstance(widget, QGroupBox):
        found.append(widget.title())
    if isinstance(widget, (QLineEdit, QPlainTextEdit)):
        found.append(widget.placeholderText())
    if isinstance(widget, QComboBox):
        found += [widget.itemText(i) for i in range(widget.count())]
    if isinstance(widget, QTabWidget):
        found += [widget.tabText(i) for i in range(widget.count())]
    if isinstance(widget, QTextBrowser):
        found.append(widget.toPlainText())
    if isinstance(widget, QTableView) and widget.model() is not None:
        found += [str(widget.model().headerData(c, Qt.Orientation.Horizontal) or "")
                  for c in range(widget.horizontalHeader().count())]
    if isinstance(widget, QMenu):
        found.append(widget.title())
    for action in widget.actions():
        found += [action.text(), action.toolTip()]
    if isinstance(widget, LazyPlot):
        plot = widget.made()
        found += [plot.getAxis(side).labelText for side in ("left", "bottom")]
    return [text for text in found if text]


def untranslated(top: QWidget, left: Callable[[str], set[str]]) -> dict[str, set[str]]:
    """The texts shown in `top` and its children with English words (`left`), and those
    words."""
    widgets = [top, *top.findChildren(QWidget)]
    return {text: words for widget in widgets for text in texts_of(widget)
            if text not in languages.LANGUAGES.values() and (words := left(text))}


def window_with_everything(qtbot, tmp_path, byte_bpe) -> tuple[MainWindow, list[QWidget]]:
    """A window with a corpus and a model, every panel's tab shown, and each dialog open."""
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.add_corpus([str(SAMPLE_CORPUS)])
    window.add_model("sample", byte_bpe)
    window.show()
    for tab in range(window.tabs.count()):
        window.tabs.setCurrentIndex(tab)
    window.corpus.sample.setText("Ёжик в тумане: 1234 слова")  # the user's text, not ours
    window.tokenize.input.setPlainText("Привет, мир")
    window._show_algorithms()
    dialogs = [window.show_guide(), window.show_compare(), window.show_evaluate(),
               window.show_health(), window.extend_current(), window.add_tokens_current(),
               window.show_explanation("sample", "Привет, мир", 1),
               ExportDialog("sample", byte_bpe, window)]
    sizes = window.show_sizes()
    dialogs.append(sizes)
    return window, dialogs


def english_in_window(qtbot, tmp_path, byte_bpe, left) -> dict[str, set[str]]:
    """The texts with English words (`left`) of the whole window, its menus and its dialogs."""
    window, dialogs = window_with_everything(qtbot, tmp_path, byte_bpe)
    found = untranslated(window, left)
    for dialog in dialogs:
        found.update(untranslated(dialog, left))
    for menu in window.menuBar().findChildren(QMenu):
        found.update({a.text(): left(a.text()) for a in menu.actions()
                      if left(a.text()) and a.text() not in languages.LANGUAGES.values()})
    window.session.modified = False
    return found


@pytest.mark.parametrize("code, corpus_tab", [("ru", "&Корпус"), ("es", "&Corpus"),
                                              ("my", "ကော်ပတ်စ် (&C)")])
def test_every_text_of_every_panel_and_dialog_is_in_the_language(qtbot, tmp_path, byte_bpe,
                                                                 speaking, code, corpus_tab):
    speaking(code)
    left = english_in_window(qtbot, tmp_path, byte_bpe, english_left(code))
    assert QApplication.translate("MainWindow", "&Corpus") == corpus_tab
    assert not left, "\n".join(f"{text!r}: {sorted(words)}" for text, words in left.items())


def test_the_check_finds_english_left_in_the_window(qtbot, tmp_path, byte_bpe):
    """Without a translation, the same walk finds English everywhere (the check works)."""
    found = english_in_window(qtbot, tmp_path, byte_bpe, english_words)
    assert {"Corpus", "Training", "Tokenize"} <= {w for words in found.values() for w in words}
    assert "&Corpus" in found


@pytest.mark.parametrize("code", ["ru", "es", "my"])
def test_the_check_finds_a_translation_left_equal_to_its_english_source(
        qtbot, tmp_path, byte_bpe, speaking, qapp, code):
    """A translation of the Training tab equal to its source, installed over the language's,
    is found in each language (it passed in Spanish and Burmese)."""
    speaking(code)
    source = tmp_path / "same.ts"
    source.write_text(
        '<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1"><context>'
        "<name>MainWindow</name><message><source>T&amp;raining</source>"
        "<translation>T&amp;raining</translation></message></context></TS>", encoding="utf-8")
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    subprocess.run([str(lrelease), "-silent", str(source), "-qm", str(tmp_path / "same.qm")],
                   check=True)
    same = QTranslator()
    assert same.load(str(tmp_path / "same.qm"))
    qapp.installTranslator(same)
    try:
        found = english_in_window(qtbot, tmp_path, byte_bpe, english_left(code))
    finally:
        qapp.removeTranslator(same)
    assert "T&raining" in found  # the tab, and the texts made of its title
    assert set().union(*found.values()) == {"Training"}


@pytest.mark.parametrize("code, file_menu", [("ru", "&Файл"), ("es", "&Archivo"),
                                             ("my", "ဖိုင် (&F)")])
def test_the_menus_speak_each_language(qtbot, tmp_path, speaking, code, file_menu):
    speaking(code)
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    assert window.menuBar().actions()[0].text() == file_menu


def test_the_language_follows_the_system_unless_one_is_picked(tmp_path):
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    russian = QLocale(QLocale.Language.Russian, QLocale.Country.Russia)
    assert languages.language(settings, russian) == "ru"
    assert languages.language(settings, QLocale(QLocale.Language.German)) == "en"
    assert languages.language(settings, QLocale(QLocale.Language.Burmese)) == "my"
    settings.setValue(languages.SETTING, "es")
    assert languages.language(settings, russian) == "es"


def test_view_language_keeps_the_choice_for_the_next_start(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    menu = window.findChild(QMenu, "languageMenu")
    assert "restart" in menu.title()
    names = {action.text(): action for action in menu.actions()}
    assert set(names) == {"System language", "English", "Русский", "Español", "မြန်မာ"}
    assert names["System language"].isChecked()
    names["Español"].trigger()
    assert settings.value(languages.SETTING) == "es" and names["Español"].isChecked()
    assert "starts again" in window.statusBar().currentMessage()
    again = MainWindow(settings)
    qtbot.addWidget(again)
    picked = [a.text() for a in again.findChild(QMenu, "languageMenu").actions() if a.isChecked()]
    assert picked == ["Español"]


def test_burmese_is_drawn_with_a_font_that_has_its_glyphs(qtbot, speaking):
    """The application's font falls back to Noto Sans Myanmar, which the package ships, so no
    Burmese character is drawn as a box."""
    speaking("my")
    assert languages.MYANMAR_FONT in QFontDatabase.families()
    assert languages.MYANMAR_FONT in QApplication.font().families()
    text = QApplication.translate("MainWindow", "&Corpus")
    burmese = [c for c in text if "\u1000" <= c <= "\u109f"]
    metrics = QFontMetrics(QFont(languages.MYANMAR_FONT))
    assert burmese and all(metrics.inFontUcs4(ord(c)) for c in burmese)


# Run with a fontconfig that sees no font of the system: Qt knows only its generic names until
# the window registers the bundled fonts; then every Myanmar character of every Burmese
# translation is in the family the application's font falls back to.
WITHOUT_SYSTEM_FONTS = """
import json, sys
from xml.etree import ElementTree
from PySide6.QtGui import QFont, QFontDatabase, QFontInfo, QFontMetrics
from PySide6.QtWidgets import QApplication
from workbench.app.window import languages
app = QApplication([])
before = QFontDatabase.families()
languages.install(app, "my")
texts = "".join("".join(t.itertext()) for t in ElementTree.parse(sys.argv[1]).iter("translation"))
burmese = sorted({c for c in texts if "\\u1000" <= c <= "\\u109f"})
fallback = QFont(app.font().families()[1])
missing = [c for c in burmese if not QFontMetrics(fallback).inFontUcs4(ord(c))]
print(json.dumps([before, app.font().families(), QFontInfo(fallback).family(), len(burmese), missing]))
"""


def test_burmese_has_its_glyphs_on_a_system_without_fonts(tmp_path):
    config = tmp_path / "fonts.conf"
    config.write_text(f'<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd">'
                      f"<fontconfig><cachedir>{tmp_path}</cachedir></fontconfig>",
                      encoding="utf-8")
    source = languages.translation_file("my").removesuffix(".qm") + ".ts"
    printed = subprocess.run(
        [sys.executable, "-c", WITHOUT_SYSTEM_FONTS, source], capture_output=True, text=True,
        env={**os.environ, "FONTCONFIG_FILE": str(config), "QT_QPA_PLATFORM": "offscreen"},
        check=True, timeout=120).stdout
    before, families, drawn_with, count, missing = json.loads(printed)
    assert languages.MYANMAR_FONT not in before
    assert families[1:] == [languages.MYANMAR_FONT] and drawn_with == languages.MYANMAR_FONT
    assert count > 40 and missing == []


def untranslated_in(source: str) -> list[str]:
    """The source texts of a .ts file without a translation (or marked unfinished)."""
    messages = ElementTree.parse(source).getroot().iter("message")
    return [m.findtext("source") for m in messages
            if m.find("translation").get("type") == "unfinished"
            or not "".join(m.find("translation").itertext()).strip()]


@pytest.mark.parametrize("code", ["ru", "es", "my"])
def test_every_source_text_has_its_translation(code):
    """A text added to the window after the last translation (lupdate marks it unfinished) is
    shown in English in every language."""
    assert not untranslated_in(languages.translation_file(code).removesuffix(".qm") + ".ts")


def test_the_translations_hold_every_text_of_the_code(tmp_path):
    """What `make translations-update` runs finds no text that the .ts files lack (a tr() added
    to the code without a translation would show in English)."""
    root = Path(__file__).resolve().parents[2]
    checked = tmp_path / "ru.ts"
    shutil.copy(languages.translation_file("ru").removesuffix(".qm") + ".ts", checked)
    core = tmp_path / "core_strings.py"
    core.write_text(subprocess.run([sys.executable, str(root / "packaging/core_strings.py")],
                                   capture_output=True, text=True, check=True).stdout)
    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    subprocess.run([str(lupdate), "-silent", "-locations", "none", "-no-obsolete",
                    *map(str, sorted((root / "workbench/app").rglob("*.py"))), str(core),
                    "-ts", str(checked)], check=True)
    assert not untranslated_in(str(checked))


def axis_title(plot, side: str) -> str:
    """What the axis on `side` of `plot` shows under it: its label and unit, without markup."""
    return re.sub(r"<[^>]*>", "", plot.getAxis(side).labelString()).strip()


@pytest.mark.parametrize("code, seconds, milliseconds", [
    ("ru", "время (с)", "время (мс)"), ("es", "tiempo (s)", "tiempo (ms)"),
    ("my", "အချိန် (စက္ကန့်)", "အချိန် (မီလီစက္ကန့်)")])
def test_the_units_on_the_graphs_axes_are_in_the_language(qtbot, speaking, code, seconds,
                                                          milliseconds):
    """The Russian time axis read "время (s)", and "время (ms)" for a short run."""
    speaking(code)
    panel = TrainingPanel()
    qtbot.addWidget(panel)
    plot = panel.size_plot.made()
    assert axis_title(plot, "bottom") == seconds
    plot.set_points([0.01, 0.05, 0.09], [300, 400, 500])  # a run of 0.09 s: in milliseconds
    plot.getAxis("bottom").setRange(0.0, 0.09)
    assert axis_title(plot, "bottom") == milliseconds
    panel.shutdown()


def combo_items(combo: QComboBox) -> dict[str, str]:
    return {combo.itemData(i): combo.itemText(i) for i in range(combo.count())
            if combo.itemData(i)}


@pytest.mark.parametrize("code", ["en", "ru", "es", "my"])
def test_the_choices_that_are_words_read_in_the_language(qtbot, speaking, code):
    """Issue 42, item 9: "always", "seen", "first-seen" stayed English in every combo box. In
    each language a word choice reads translated, with its command line name beside it (the
    help texts name the choices so); names of pre-tokenizers and normalizers stay as they are."""
    if code != "en":
        speaking(code)
    training, corpus = TrainingPanel(), CorpusPanel()
    qtbot.addWidget(training)
    qtbot.addWidget(corpus)
    settings = declared(TrainConfig)
    worded = [name for name, spec in settings.items() if spec.worded]
    assert set(worded) == {"prepend_scheme", "line_ends", "tie_break", "initial_alphabet",
                           "pruning"}
    combos = {name: training.form.widgets[name] for name in worded
              if name in training.form.widgets}
    combos.update(prepend_scheme=corpus.prepend_scheme, line_ends=corpus.line_ends)
    assert set(combos) == set(worded)
    for name, combo in combos.items():
        items = combo_items(combo)
        assert sorted(items) == sorted(settings[name].choices)
        for value, text in items.items():
            if code == "en":
                assert text == value
            else:
                assert text != value and text.endswith(f"({value})"), (name, text)
    assert combo_items(corpus.pre_tokenizer) == {name: name for name in
                                                 settings["pre_tokenizer"].choices}
    training.shutdown()
