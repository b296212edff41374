"""The main window's menus (File, Edit, View, Measure, Help) and what only they do: keeping the
language for the next start, and the algorithms' help.

A part of `MainWindow`, whose actions the menus trigger. Their texts are the window's: they are
translated in its context ("MainWindow"), as `self.tr()` in the window translates them."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QDialog, QMenu, QTextBrowser, QVBoxLayout

from . import help_text, languages
from .hub_menu import HubMenu
from ..dialogs.messages import Messages

translate = QCoreApplication.translate


class WindowMenus:
    def _action(self, menu: QMenu, text: str, slot: Callable,
                shortcut: QKeySequence.StandardKey | str | None = None) -> QAction:
        action = menu.addAction(text)
        action.triggered.connect(slot)
        if shortcut is not None:
            action.setShortcut(shortcut)
        return action

    def _build_menus(self) -> None:
        self._build_file_menu()
        self._build_edit_menu()
        self._build_view_menu()
        self._build_measure_menu()
        self._build_help_menu()
        self._fill_recent()
        dark = self.settings.value("dark", False, type=bool)
        (self.dark if dark else self.light).setChecked(True)

    def _build_file_menu(self) -> None:
        keys = QKeySequence.StandardKey
        file = self.menuBar().addMenu(translate("MainWindow", "&File"))
        self._action(file, translate("MainWindow", "&New"), self.new_project, keys.New)
        self._action(file, translate("MainWindow", "&Open…"), self._choose_project, keys.Open)
        self.recent_menu = file.addMenu(translate("MainWindow", "Open &Recent"))
        self._action(file, translate("MainWindow", "&Save"), self.save, keys.Save)
        self._action(file, translate("MainWindow", "Save &As…"), self.save_as, keys.SaveAs)
        file.addSeparator()
        self._action(file, translate("MainWindow", "&Import tokenizer…"), self._choose_tokenizer,
                     "Ctrl+I")
        well_known = HubMenu(translate("MainWindow", "Open a well-&known tokenizer"), file)
        well_known.setToolTip(translate(
            "MainWindow", "The tokenizers that transformers or huggingface_hub downloaded to this "
            "machine, opened without a network"))
        well_known.picked.connect(self.import_tokenizer)
        file.addMenu(well_known)
        self._action(file, translate("MainWindow", "&Export…"), self.export_current, "Ctrl+E")
        extend = self._action(file, translate("MainWindow", "E&xtend…"), self.extend_current)
        extend.setToolTip(translate(
            "MainWindow", "Add tokens learned from a domain's text to the model picked in the "
            "Models list, every old token keeping its id"))
        self.models.addAction(extend)
        add_tokens = self._action(file, translate("MainWindow", "Add &tokens…"),
                                  self.add_tokens_current)
        add_tokens.setToolTip(translate(
            "MainWindow", "Add special or ordinary tokens to the model picked in the Models list, "
            "every old token keeping its id"))
        self.models.addAction(add_tokens)
        file.addSeparator()
        self._action(file, translate("MainWindow", "&Quit"), self.close, keys.Quit)

    def _build_edit_menu(self) -> None:
        """Undo and redo, and deleting or duplicating the model picked in the Models list (also
        from its context menu; Delete deletes only while the list has the focus)."""
        edit = self.menuBar().addMenu(translate("MainWindow", "&Edit"))
        undo = self.undo_stack.createUndoAction(self, translate("MainWindow", "&Undo"))
        undo.setShortcut(QKeySequence.StandardKey.Undo)
        redo = self.undo_stack.createRedoAction(self, translate("MainWindow", "&Redo"))
        redo.setShortcut(QKeySequence.StandardKey.Redo)
        edit.addActions([undo, redo])
        edit.addSeparator()
        duplicate = self._action(edit, translate("MainWindow", "Du&plicate model"),
                                 self.duplicate_current, "Ctrl+D")
        delete = self._action(edit, translate("MainWindow", "&Delete model"), self.delete_current,
                              QKeySequence.StandardKey.Delete)
        delete.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.models.addActions([duplicate, delete])

    def _build_view_menu(self) -> None:
        view = self.menuBar().addMenu(translate("MainWindow", "&View"))
        for index in range(self.tabs.count()):
            self._action(view, self.tabs.tabText(index).replace("&", ""),
                         lambda _=False, i=index: self.show_panel(i), f"Ctrl+{index + 1}")
        view.addSeparator()
        self.beside = self._action(
            view, translate("MainWindow", "Tokenize &beside the other panels"),
            self._toggle_beside, "Ctrl+\\")
        self.beside.setCheckable(True)
        self._action(view, translate("MainWindow", "&Find"), self.find,
                     QKeySequence.StandardKey.Find).setToolTip(translate(
                         "MainWindow", "Filter the corpus's words (from the Corpus panel), else "
                         "search the vocabulary"))
        themes = QActionGroup(self)
        self.light = self._action(view, translate("MainWindow", "&Light theme"),
                                  lambda: self.set_theme(False))
        self.dark = self._action(view, translate("MainWindow", "&Dark theme"),
                                 lambda: self.set_theme(True))
        for action in (self.light, self.dark):
            action.setCheckable(True)
            themes.addAction(action)
        self.whitespace = self._action(view, translate("MainWindow", "Show &whitespace"),
                                       self._whitespace_toggled, "Ctrl+Shift+W")
        self.whitespace.setCheckable(True)
        self.whitespace.setChecked(self.tokenize.state()["show_whitespace"])
        self.tokenize.show_whitespace_changed.connect(self.whitespace.setChecked)
        self._build_language_menu(view)

    def _build_language_menu(self, view: QMenu) -> None:
        """The system's language or one of ours, each named in itself; kept in the settings."""
        menu = view.addMenu(translate("MainWindow", "&Language (applies after a restart)"))
        menu.setObjectName("languageMenu")
        group = QActionGroup(self)
        chosen = languages.chosen(self.settings)
        choices = {"": translate("MainWindow", "System language"), **languages.LANGUAGES}
        for code, name in choices.items():
            action = self._action(menu, name, lambda _=False, c=code: self.set_language(c))
            action.setCheckable(True)
            action.setChecked(code == chosen)
            group.addAction(action)

    def set_language(self, code: str) -> None:
        """Keep `code` ("" for the system's) for the next start, and say so."""
        self.settings.setValue(languages.SETTING, code)
        self.statusBar().showMessage(translate(
            "MainWindow", "The language changes when Tokenizer Workbench starts again."), 10_000)

    def _build_measure_menu(self) -> None:
        measure = self.menuBar().addMenu(translate("MainWindow", "Meas&ure"))
        self._action(measure, translate("MainWindow", "&Compare models…"), self.show_compare)
        self._action(measure, translate("MainWindow", "&Evaluate on a corpus…"),
                     self.show_evaluate)
        self._action(measure, translate("MainWindow", "Vocabulary &health…"), self.show_health)
        self._action(measure, translate("MainWindow", "Every &size of this model…"),
                     self.show_sizes).setToolTip(translate(
                         "MainWindow", "Tokens per word against vocabulary size for every merge "
                         "step of the current model's run; save a smaller model"))

    def _build_help_menu(self) -> None:
        help_menu = self.menuBar().addMenu(translate("MainWindow", "&Help"))
        self._action(help_menu, translate("MainWindow", "&Getting started"), self.show_guide)
        self._action(help_menu, translate("MainWindow", "&Algorithms"), self._show_algorithms,
                     QKeySequence.StandardKey.HelpContents)
        self._action(help_menu, translate("MainWindow", "&About"), lambda: Messages.info(
            self, translate("MainWindow", "About Tokenizer Workbench"), help_text.about()))

    def _show_algorithms(self) -> None:
        dialog = QDialog(self)
        dialog.setWindowTitle(translate("MainWindow", "The three algorithms"))
        browser = QTextBrowser()
        browser.setHtml(help_text.algorithms())
        layout = QVBoxLayout(dialog)
        layout.addWidget(browser)
        dialog.resize(640, 560)
        dialog.show()
