"""The main window: the three panels, the project's models, menus, and the project bundle.

The project itself lives in a Qt-free `Session`; the window shows it and hands it what the
panels show when it is saved."""

from __future__ import annotations

import gc
import os
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QT_TRANSLATE_NOOP, QByteArray, QDateTime, QLocale, QSettings, Qt, QTimer
from PySide6.QtGui import (
    QAction, QActionGroup, QCloseEvent, QDragEnterEvent, QDropEvent, QIcon, QKeySequence,
    QUndoStack,
)
from PySide6.QtWidgets import (
    QApplication, QDockWidget, QLabel, QListWidget, QListWidgetItem,
    QMainWindow, QMenu, QSplitter, QTabWidget, QTextBrowser, QDialog, QVBoxLayout,
)

from workbench.core import Source, Tokenizer, TrainConfig
from workbench.core.formats import (
    ExportError, FormatError, export, export_files, open_tokenizer,
)
from workbench.core.project import BundleError, Run, TrainingHistory, looks_like_bundle
from workbench.core.training import PIPELINE_FIELDS, Preset
from workbench import resources

from . import help_text, languages, recovery
from ..dialogs.add_tokens_dialog import AddTokensDialog
from ..views.compare_view import CompareView
from ..panels.corpus_panel import CorpusPanel
from ..views.health_view import HealthView
from ..views.explain_view import ExplainView
from ..dialogs.export_dialog import ExportDialog
from ..dialogs.extend_dialog import ExtendDialog
from ..dialogs.file_dialogs import FileDialogs
from ..dialogs.first_run import SHOWN_KEY, FirstRunGuide
from ..widgets.formatting import format_count
from .hub_menu import HubMenu
from ..jobs.jobs import prepare_worker
from ..widgets.layouts import restore_sizes
from ..dialogs.measure_dialog import MeasureDialog
from .model_commands import DeleteModel, DuplicateModel
from ..dialogs.messages import Button, Messages
from ..session.session import Session, WindowState
from ..jobs.size_curves import SizeCurves
from ..widgets.theme import apply_theme
from ..panels.tokenize_panel import TokenizePanel
from ..panels.training_form import PIPELINE_DEFAULTS, defaults, preset_pipeline
from ..panels.training_panel import TrainingPanel

RECENT = 8
DOCK_WIDTH = 170  # the Models list's, in pixels
SPARE_AFTER_MS = 500  # after a run starts, the spare worker for the next job is started
PROJECT_FILTER = QT_TRANSLATE_NOOP("MainWindow", "Tokenizer Workbench projects (*.twb.json *.json)")


class MainWindow(QMainWindow):
    def __init__(self, settings: QSettings | None = None,
                 recovery_folder: str | None = None) -> None:
        """`recovery_folder`: where the window's crash-recovery copy goes, and where it looks
        for those of windows that crashed (by default in the user's data folder, see
        `recovery`)."""
        super().__init__()
        self.settings = settings or app_settings()
        self.recovery = recovery.RecoveryCopy.new(recovery_folder)
        self.session = Session()
        self.undo_stack = QUndoStack(self)
        self.dialogs = FileDialogs(self.settings)
        self.corpus = CorpusPanel(dialogs=self.dialogs)
        self.training = TrainingPanel()
        self.tokenize = TokenizePanel()
        self.curves = SizeCurves(self)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("panels")
        for panel, title in ((self.corpus, self.tr("&Corpus")),
                             (self.training, self.tr("T&raining")),
                             (self.tokenize, self.tr("To&kenize"))):
            self.tabs.addTab(panel, title)
        self.central = QSplitter(Qt.Orientation.Horizontal)
        self.central.addWidget(self.tabs)
        self.setCentralWidget(self.central)
        self._build_models_dock()
        self._build_menus()
        self._build_status_bar()
        self._connect()
        self.setAcceptDrops(True)
        self.setWindowIcon(QIcon(resources.icon()))
        self.resize(1300, 850)
        self.autosave_timer = QTimer(self)
        self.autosave_timer.setInterval(recovery.AUTOSAVE_MS)
        self.autosave_timer.timeout.connect(self.autosave_in_background)
        self.autosave_timer.start()
        self.recovery_writer = recovery.RecoveryWriter(self)
        self.recovery_writer.failed.connect(self._recovery_failed)
        QTimer.singleShot(0, self, prepare_worker)  # so the first count or training starts at once
        geometry, state = self.settings.value("geometry"), self.settings.value("state")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        if isinstance(state, QByteArray):
            self.restoreState(state)
        self._update_title()

    # --- building -------------------------------------------------------------------------
    def _build_models_dock(self) -> None:
        self.models = QListWidget()
        self.models.setObjectName("modelList")
        self.models.setToolTip(self.tr("The project's models; double-click to rename"))
        self.models.itemChanged.connect(self._model_renamed)
        self.models.currentTextChanged.connect(self._model_picked)
        self.models.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        dock = QDockWidget(self.tr("Models"), self)
        dock.setObjectName("modelsDock")
        dock.setWidget(self.models)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dock)
        self.resizeDocks([dock], [DOCK_WIDTH], Qt.Orientation.Horizontal)
        self.models_dock = dock
        self._dock_width = DOCK_WIDTH  # its width before the panels went side by side

    def _action(self, menu: QMenu, text: str, slot, shortcut=None) -> QAction:
        action = menu.addAction(text)
        action.triggered.connect(slot)
        if shortcut is not None:
            action.setShortcut(shortcut)
        return action

    def _build_menus(self) -> None:
        keys = QKeySequence.StandardKey
        file = self.menuBar().addMenu(self.tr("&File"))
        self._action(file, self.tr("&New"), self.new_project, keys.New)
        self._action(file, self.tr("&Open…"), self._choose_project, keys.Open)
        self.recent_menu = file.addMenu(self.tr("Open &Recent"))
        self._action(file, self.tr("&Save"), self.save, keys.Save)
        self._action(file, self.tr("Save &As…"), self.save_as, keys.SaveAs)
        file.addSeparator()
        self._action(file, self.tr("&Import tokenizer…"), self._choose_tokenizer, "Ctrl+I")
        well_known = HubMenu(self.tr("Open a well-&known tokenizer"), file)
        well_known.setToolTip(self.tr("The tokenizers that transformers or huggingface_hub "
                                      "downloaded to this machine, opened without a network"))
        well_known.picked.connect(self.import_tokenizer)
        file.addMenu(well_known)
        self._action(file, self.tr("&Export…"), self.export_current, "Ctrl+E")
        extend = self._action(file, self.tr("E&xtend…"), self.extend_current)
        extend.setToolTip(self.tr("Add tokens learned from a domain's text to the model picked "
                                  "in the Models list, every old token keeping its id"))
        self.models.addAction(extend)
        add_tokens = self._action(file, self.tr("Add &tokens…"), self.add_tokens_current)
        add_tokens.setToolTip(self.tr("Add special or ordinary tokens to the model picked in the "
                                      "Models list, every old token keeping its id"))
        self.models.addAction(add_tokens)
        file.addSeparator()
        self._action(file, self.tr("&Quit"), self.close, keys.Quit)
        self._build_edit_menu()
        view = self.menuBar().addMenu(self.tr("&View"))
        for index in range(self.tabs.count()):
            self._action(view, self.tabs.tabText(index).replace("&", ""),
                         lambda _=False, i=index: self.show_panel(i), f"Ctrl+{index + 1}")
        view.addSeparator()
        self.beside = self._action(view, self.tr("Tokenize &beside the other panels"),
                                   self._toggle_beside, "Ctrl+\\")
        self.beside.setCheckable(True)
        self._action(view, self.tr("&Find"), self.find, keys.Find).setToolTip(self.tr(
            "Filter the corpus's words (from the Corpus panel), else search the vocabulary"))
        themes = QActionGroup(self)
        self.light = self._action(view, self.tr("&Light theme"), lambda: self.set_theme(False))
        self.dark = self._action(view, self.tr("&Dark theme"), lambda: self.set_theme(True))
        for action in (self.light, self.dark):
            action.setCheckable(True)
            themes.addAction(action)
        self.whitespace = self._action(view, self.tr("Show &whitespace"),
                                       self._whitespace_toggled, "Ctrl+Shift+W")
        self.whitespace.setCheckable(True)
        self.whitespace.setChecked(self.tokenize.state()["show_whitespace"])
        self.tokenize.show_whitespace_changed.connect(self.whitespace.setChecked)
        self._build_language_menu(view)
        measure = self.menuBar().addMenu(self.tr("Meas&ure"))
        self._action(measure, self.tr("&Compare models…"), self.show_compare)
        self._action(measure, self.tr("&Evaluate on a corpus…"), self.show_evaluate)
        self._action(measure, self.tr("Vocabulary &health…"), self.show_health)
        self._action(measure, self.tr("Every &size of this model…"), self.show_sizes).setToolTip(
            self.tr("Tokens per word against vocabulary size for every merge step of the "
                    "current model's run; save a smaller model"))
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self._action(help_menu, self.tr("&Getting started"), self.show_guide)
        self._action(help_menu, self.tr("&Algorithms"), self._show_algorithms, keys.HelpContents)
        self._action(help_menu, self.tr("&About"), lambda: Messages.info(
            self, self.tr("About Tokenizer Workbench"), help_text.about()))
        self._fill_recent()
        dark = self.settings.value("dark", False, type=bool)
        (self.dark if dark else self.light).setChecked(True)

    def _build_edit_menu(self) -> None:
        """Undo and redo, and deleting or duplicating the model picked in the Models list (also
        from its context menu; Delete deletes only while the list has the focus)."""
        edit = self.menuBar().addMenu(self.tr("&Edit"))
        undo = self.undo_stack.createUndoAction(self, self.tr("&Undo"))
        undo.setShortcut(QKeySequence.StandardKey.Undo)
        redo = self.undo_stack.createRedoAction(self, self.tr("&Redo"))
        redo.setShortcut(QKeySequence.StandardKey.Redo)
        edit.addActions([undo, redo])
        edit.addSeparator()
        duplicate = self._action(edit, self.tr("Du&plicate model"), self.duplicate_current,
                                 "Ctrl+D")
        delete = self._action(edit, self.tr("&Delete model"), self.delete_current,
                              QKeySequence.StandardKey.Delete)
        delete.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.models.addActions([duplicate, delete])

    def _build_language_menu(self, view: QMenu) -> None:
        """The system's language or one of ours, each named in itself; kept in the settings."""
        menu = view.addMenu(self.tr("&Language (applies after a restart)"))
        menu.setObjectName("languageMenu")
        group = QActionGroup(self)
        chosen = languages.chosen(self.settings)
        choices = {"": self.tr("System language"), **languages.LANGUAGES}
        for code, name in choices.items():
            action = self._action(menu, name, lambda _=False, c=code: self.set_language(c))
            action.setCheckable(True)
            action.setChecked(code == chosen)
            group.addAction(action)

    def set_language(self, code: str) -> None:
        """Keep `code` ("" for the system's) for the next start, and say so."""
        self.settings.setValue(languages.SETTING, code)
        self.statusBar().showMessage(self.tr(
            "The language changes when Tokenizer Workbench starts again."), 10_000)

    def _build_status_bar(self) -> None:
        self.corpus_status = QLabel()
        self.model_status = QLabel()
        self.training_status = QLabel(self.tr("Idle"))
        for label in (self.corpus_status, self.model_status, self.training_status):
            self.statusBar().addPermanentWidget(label)
        self._update_status()

    def _connect(self) -> None:
        self.corpus.changed.connect(self._corpus_changed)
        self.corpus.counted.connect(lambda _: self._update_status())
        self.training.settings_changed.connect(self._settings_changed)
        self.training.preset_chosen.connect(self._preset_chosen)
        self.training.train_requested.connect(self.start_training)
        self.training.trained.connect(self._trained)
        self.curves.made.connect(self._curve_made)
        self.training.running_changed.connect(self._running_changed)
        self.training.history_changed.connect(self.mark_modified)
        self.training.status.connect(self.training_status.setText)
        self.tokenize.changed.connect(self.mark_modified)
        self.tokenize.explain_requested.connect(self.show_explanation)
        self.tokenize.model_box.textActivated.connect(self._tokenize_model_chosen)
        self.corpus.word_activated.connect(self._explain_corpus_word)

    # --- the project --------------------------------------------------------------------------
    def add_corpus(self, paths: list[str]) -> list[str]:
        """Add corpus files or folders; the problems of files refused, one line each."""
        return self.corpus.add_paths(paths)

    def new_project(self) -> None:
        if self._may_discard():
            self._load(Session())

    def open_project(self, path: str) -> bool:
        """Open a bundle; False (after telling why) if it cannot be read."""
        try:
            session = Session.open(path)
        except (FormatError, OSError) as exc:
            Messages.error(self, self.tr("Cannot open the project"), str(exc))
            return False
        self._load(session)
        self._remember(path)
        self._report_moved_corpora()
        return True

    def _load(self, session: Session) -> None:
        self.training.shutdown()
        self.curves.cancel()
        self.undo_stack.clear()  # another project: nothing of the last one to undo
        self._discard_recovery()  # the project it keeps is gone from the window
        self.session = session
        project = session.project
        self.corpus.set_sources(session.corpus_sources())
        ui = project.ui
        # what the project does not say is the default, not the last project's (first: the
        # algorithm resets the pipeline)
        self.training.set_settings({**defaults(), **ui.get("training", {})})
        self.corpus.set_pipeline(ui.get("pipeline", {}))
        self.training.clear()
        self._show_models()
        self.tokenize.restore({**ui.get("tokenize", {}),
                               "text": (project.tokenize.texts or [""])[0],
                               "model": (project.tokenize.models or [None])[0]})
        self.whitespace.setChecked(self.tokenize.state()["show_whitespace"])
        names = session.model_names()
        if names:  # the Tokenize panel's model, whose run the Training panel then shows
            shown = self.tokenize.current_model_name()
            self.models.setCurrentRow(names.index(shown if shown in names else names[-1]))
        self.tabs.setCurrentIndex(int(ui.get("tab", 0)) % self.tabs.count())
        sizes = ui.get("splitters", {})
        restore_sizes({"main": self.central}, sizes)
        self.corpus.set_splitter_sizes(sizes)
        self.training.set_splitter_sizes(sizes)
        session.modified = False
        self._update_title()
        self._update_status()

    def _report_moved_corpora(self) -> None:
        for status in self.session.moved_corpora():
            answer = Messages.ask(self, self.tr("Corpus file moved or changed"), self.tr(
                "{path}: {detail}.\nThe models still work. Locate the file?").format(
                path=status.corpus.path, detail=status.detail), Button.Yes | Button.No, Button.No)
            if answer != Button.Yes:
                continue
            path = self.dialogs.open_file(self, "corpus", self.tr("Locate {name}").format(
                name=os.path.basename(status.corpus.path)))
            if path:
                self.session.relink(status.corpus.path, Source(
                    path, status.corpus.source.format, status.corpus.source.text_field))
                self.corpus.set_sources(self.session.corpus_sources())

    def save(self) -> bool:
        path = self.session.path
        return self.save_as() if path is None else self.save_to(path)

    def save_as(self) -> bool:
        path = self.dialogs.save_file(self, "project", self.tr("Save the project"),
                                      self.session.path or "project.twb.json",
                                      self.tr(PROJECT_FILTER))
        return bool(path) and self.save_to(path)

    def save_to(self, path: str) -> bool:
        """Write the project bundle; on failure the previous file is intact and we say why."""
        try:
            self.session.save(path, self._state())
        except (BundleError, OSError) as exc:
            Messages.error(self, self.tr("Cannot save the project"), str(exc))
            return False
        self._discard_recovery()
        self._remember(path)
        self._update_title()
        return True

    def autosave(self) -> None:
        """Write the crash-recovery copy now if the project has unsaved changes."""
        self.autosave_in_background()
        self.recovery_writer.finish()

    def autosave_in_background(self) -> None:
        """Start writing the crash-recovery copy of the project as it is now, if it has unsaved
        changes, without stopping the window (`RecoveryWriter`); a failure only shows in the
        status bar (the project itself is as safe as it was)."""
        if not self.session.modified:
            return
        try:
            if not self.recovery.claim():
                raise OSError(f"{self.recovery.path}: locked by another window")
            steps = self.session.recovery_in_steps(self.recovery.path, self._state())
        except (BundleError, OSError) as exc:
            self._recovery_failed(str(exc))
            return
        self.recovery_writer.write(steps, self.recovery.path)

    def _recovery_failed(self, error: str) -> None:
        self.statusBar().showMessage(self.tr("Cannot write the recovery copy: {error}").format(
            error=error), 8000)

    def _discard_recovery(self) -> None:
        """No copy is written any more, and the one written is removed."""
        self.recovery_writer.cancel()
        self.recovery.discard()

    def offer_recovery(self) -> bool:
        """Offer to restore each recovery copy that a window left when it ended without closing
        (a crash), newest first, until one is restored; whether one was. A declined copy is
        removed; those after the one restored are left for the next start. The copies of
        running windows are never offered."""
        found = recovery.orphans(os.path.dirname(self.recovery.path))
        for number, copy in enumerate(found):
            if self._offer(copy, len(found) - number - 1):
                for left in found[number + 1:]:
                    left.release()
                return True
        return False

    def _offer(self, copy: recovery.RecoveryCopy, more: int) -> bool:
        saved = QDateTime.fromSecsSinceEpoch(int(os.path.getmtime(copy.path)))
        text = self.tr("Tokenizer Workbench did not close properly. Restore the project as it "
                       "was when last saved for recovery ({time})?").format(
            time=QLocale().toString(saved, QLocale.FormatType.ShortFormat))
        if more:
            text += " " + self.tr("%Ln more unsaved project(s) will be offered after this one.",
                                  "", more)
        answer = Messages.ask(self, self.tr("Restore the unsaved project?"), text,
                              Button.Yes | Button.No, Button.Yes)
        if answer != Button.Yes:
            copy.discard()
            return False
        try:
            session = Session.recover(copy.path)
        except (FormatError, OSError) as exc:
            copy.release()
            Messages.error(self, self.tr("Cannot restore the project"), str(exc))
            return False
        self._load(session)
        self.mark_modified()
        self.autosave()  # into this window's own copy, before the crashed window's goes
        copy.discard()
        return True

    def _state(self) -> WindowState:
        """What the panels show that the project records."""
        return WindowState(self.corpus.sources(), {
            "tab": self.tabs.currentIndex(), "pipeline": self.corpus.pipeline(),
            "training": self.training.settings(), "tokenize": self.tokenize.state(),
            "splitters": {"main": self.central.sizes(), **self.corpus.splitter_sizes(),
                          **self.training.splitter_sizes()},
        })

    # --- models -------------------------------------------------------------------------------
    def add_model(self, name: str, tokenizer: Tokenizer) -> str:
        """Add a model (imported: no training history) to the project under a free name; that
        name."""
        return self._added(self.session.add_model(name, tokenizer, self.corpus.sources()))

    def _added(self, name: str) -> str:
        self._show_models(select=name)
        self.mark_modified()
        return name

    def _show_models(self, select: str | None = None) -> None:
        self.models.blockSignals(True)
        self.models.clear()
        for name, tokenizer in self.session.models().items():
            item = QListWidgetItem(name)
            item.setData(Qt.ItemDataRole.UserRole, name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable)
            item.setToolTip(self.tr("{algorithm}, {size} tokens").format(
                algorithm=tokenizer.algorithm, size=format_count(tokenizer.vocab_size)))
            self.models.addItem(item)
        self.models.blockSignals(False)
        self.tokenize.set_models(self.session.models())
        if select is not None:
            self.tokenize.select_model(select)
            self.models.setCurrentRow(self.session.model_names().index(select))
        self._update_status()

    def delete_current(self) -> None:
        """Delete the model picked in the Models list (Edit → Undo brings it back)."""
        name = self._picked_model(self.tr("No model to delete"))
        if name is not None:
            self.undo_stack.push(DeleteModel(self.session, name, self._models_edited))

    def duplicate_current(self) -> None:
        """A copy of the model picked in the Models list, to change while keeping the original."""
        name = self._picked_model(self.tr("No model to duplicate"))
        if name is not None:
            self.undo_stack.push(DuplicateModel(self.session, name, self._models_edited))

    def _models_edited(self, select: str | None) -> None:
        """After a model was deleted or duplicated (or that undone): the list, picking
        `select`, whose run the Training panel shows; with no model left it shows none."""
        self._show_models(select=select)
        if select is None:
            self.training.clear()
        self.mark_modified()

    def _model_renamed(self, item: QListWidgetItem) -> None:
        old, new = item.data(Qt.ItemDataRole.UserRole), item.text().strip()
        if new == old:
            return
        if not self.session.rename_model(old, new):
            self._show_models()
            return
        current = self.tokenize.current_model_name()
        self._show_models(select=new if current == old else current)
        self.mark_modified()

    def _model_picked(self, name: str) -> None:
        if name in self.session.model_names():
            self.tokenize.select_model(name)
            run = self.session.project.run(name)
            self._show_settings_of(run.tokenizer)  # first: another algorithm clears the graphs
            self.training.show_run(run.tokenizer, run.history)
            self.training.set_size_curve(run.size_curve)
            self._update_status()

    def _tokenize_model_chosen(self, name: str) -> None:
        """The Tokenize panel's model picked: the Models list picks it too."""
        names = self.session.model_names()
        if name in names:
            self.models.setCurrentRow(names.index(name))

    def _show_settings_of(self, tokenizer: Tokenizer) -> None:
        """The training settings follow the model picked: those it was trained with, pipeline
        included (a model imported without them: its algorithm), so the form shows that
        algorithm's settings. Nothing changes while training, or if they are shown already."""
        wanted = {"algorithm": tokenizer.algorithm}
        try:
            recorded = TrainConfig.from_dict({**wanted, **tokenizer.settings}).to_dict()
            wanted.update({k: v for k, v in recorded.items() if k in tokenizer.settings})
        except ValueError:  # settings this version cannot use
            pass
        if len(wanted) == 1:  # none recorded (imported): a new form's, not the last model's
            wanted = {**defaults(), **PIPELINE_DEFAULTS, **wanted}
            shown = {**self.training.settings(), **self.corpus.pipeline()}
        else:
            shown = self._settings_shown()
        if self.training.running or wanted.items() <= shown.items():
            return
        with self._unchanged():  # showing a model's settings changes nothing of the project
            self.training.set_settings({**defaults(), **wanted})
            self.corpus.set_pipeline({**PIPELINE_DEFAULTS,
                                      **{k: v for k, v in wanted.items() if k in PIPELINE_FIELDS}})

    @contextmanager
    def _unchanged(self) -> Iterator[None]:
        """What happens inside leaves the project as modified as it was."""
        modified = self.session.modified
        try:
            yield
        finally:
            self.session.modified = modified
            self._update_title()

    def _settings_shown(self) -> dict:
        """The Training and Corpus panels' settings as the TrainConfig they make, as a dict;
        empty if they make none."""
        try:
            return self.training.train_config(self.corpus.pipeline(), None).to_dict()
        except ValueError:
            return {}

    def _choose_tokenizer(self) -> None:
        path = self.dialogs.open_file(
            self, "tokenizer", self.tr("Import a tokenizer"),
            self.tr("Tokenizers (*.json *.txt *.model);;All files (*)"))
        if path:
            self.import_tokenizer(path)

    def import_tokenizer(self, path: str, name: str | None = None) -> str | None:
        """Add a tokenizer file (tokenizer.json, vocab.json + merges.txt, vocab.txt, a
        SentencePiece .model, or a folder of one) to the project's models, named `name` (by
        default after the file); its name, or None after saying why it cannot be opened."""
        try:
            tokenizer = open_tokenizer(path)
        except (FormatError, OSError, ValueError) as exc:
            Messages.error(self, self.tr("Cannot import the tokenizer"), str(exc))
            return None
        name = self.add_model(name or model_name(path), tokenizer)
        self.show_panel(2)
        return name

    def export_current(self) -> None:
        name = self.tokenize.current_model_name()
        if name is None:
            Messages.info(self, self.tr("Nothing to export"),
                          self.tr("Train or import a model first."))
            return
        dialog = ExportDialog(name, self.session.model(name), self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        folder = self.dialogs.new_or_existing_folder(self, "export",
                                                    self.tr("Export into folder"))
        if folder:
            self.export_model(name, dialog.chosen(), folder)

    def export_model(self, name: str, format_name: str, folder: str) -> bool:
        """Write model `name` in `format_name` into `folder`, asking before overwriting."""
        tokenizer = self.session.model(name)
        try:
            taken = [n for n in export_files(tokenizer, format_name)
                     if os.path.exists(os.path.join(folder, n))]
            if taken and Messages.ask(
                    self, self.tr("Overwrite?"), self.tr("{files} already exist in {folder}. "
                                                         "Overwrite them?").format(
                        files=", ".join(taken), folder=folder),
                    Button.Yes | Button.No, Button.No) != Button.Yes:
                return False
            written = export(tokenizer, format_name, folder, force=True)
        except (ExportError, OSError) as exc:
            Messages.error(self, self.tr("Cannot export"), str(exc))
            return False
        self.statusBar().showMessage(self.tr("Exported {name}: {files}").format(
            name=name, files=", ".join(os.path.basename(p) for p in written)), 8000)
        return True

    def _picked_model(self, nothing: str) -> str | None:
        """The name of the model picked in the Models list; None, after saying so under the
        title `nothing`, if there is none."""
        item = self.models.currentItem()
        if item is None:
            Messages.info(self, nothing,
                          self.tr("Train or import a model first, and pick it in the Models list."))
            return None
        return item.data(Qt.ItemDataRole.UserRole)

    def extend_current(self) -> ExtendDialog | None:
        """The Extend dialog on the model picked in the Models list (None, after saying so, if
        there is none); the model it makes joins the project."""
        name = self._picked_model(self.tr("Nothing to extend"))
        if name is None:
            return None
        dialog = ExtendDialog(name, self.session.model(name), self, dialogs=self.dialogs)
        dialog.extended.connect(self.add_model)
        return _shown(dialog)

    def add_tokens_current(self) -> AddTokensDialog | None:
        """The Add tokens dialog on the model picked in the Models list (None, after saying so,
        if there is none); the model with the tokens joins the project."""
        name = self._picked_model(self.tr("No model to add tokens to"))
        if name is None:
            return None
        dialog = AddTokensDialog(name, self.session.model(name), self)
        dialog.added.connect(self.add_model)
        return _shown(dialog)

    # --- training -----------------------------------------------------------------------------
    def start_training(self) -> None:
        sources = self.corpus.sources()
        if not sources:
            Messages.info(self, self.tr("No corpus"), self.tr("Add corpus files first."))
            self.show_panel(0)
            return
        try:
            config = self.training.train_config(self.corpus.pipeline(),
                                                self.corpus.seen_alphabet_size())
        except ValueError as exc:
            Messages.error(self, self.tr("Check the settings"), str(exc))
            return
        self.curves.cancel()  # the last run's curve, if under way, waits no longer
        self.training.start(config, sources, self.corpus.current_counts())
        # the run took the spare: the size curve after it starts in the next one, started in a
        # turn of its own (a process started with the run's held the window 100-170 ms)
        QTimer.singleShot(SPARE_AFTER_MS, self, prepare_worker)

    def _trained(self, tokenizer: Tokenizer, data: dict, history: TrainingHistory,
                 stopped: bool) -> None:
        name = self._added(self.session.add_trained(tokenizer, self.corpus.sources(), history,
                                                    data, self.tr(" (partial)")))
        run = self.session.project.run(name)
        self.curves.start(run, self._held_out_files(run))
        self.autosave_in_background()

    def _curve_made(self, run: Run) -> None:
        self.mark_modified()  # the bundle saves the curve
        if self.training.history is run.history and not self.training.running:
            self.training.set_size_curve(run.size_curve)

    def _running_changed(self, running: bool) -> None:
        self.training_status.setText(self.tr("Training…") if running else self.tr("Idle"))

    def _preset_chosen(self, preset: Preset) -> None:
        self.corpus.set_pipeline(preset_pipeline(preset))
        if preset.corpus:
            self._use_example_corpus(resources.path(preset.corpus))

    def _use_example_corpus(self, path: str) -> None:
        """A preset that reproduces an example trains on the example's corpus: it replaces the
        corpus files if they are only the bundled samples, else if the user agrees."""
        bundled = os.path.dirname(path)
        own = [s for s in self.corpus.sources() if os.path.dirname(s.path) != bundled]
        if own and Messages.ask(self, self.tr("The example's corpus"), self.tr(
                "This preset reproduces an example on its own corpus, {name}. Train on it "
                "instead of your corpus files?").format(name=os.path.basename(path)),
                Button.Yes | Button.No, Button.Yes) != Button.Yes:
            return
        self.corpus.set_sources([Source(path)])

    def _settings_changed(self) -> None:
        self.corpus.set_algorithm(self.training.algorithm())
        self.training.check_settings(self.corpus.pipeline(), self.corpus.seen_alphabet_size())
        self.training.show_matching_preset(self._settings_shown())
        self.mark_modified()

    def _corpus_changed(self) -> None:
        self._settings_changed()
        self._update_status()

    # --- view ---------------------------------------------------------------------------------
    def show_panel(self, index: int) -> None:
        panel = [self.corpus, self.training, self.tokenize][index]
        if not (panel is self.tokenize and self.beside.isChecked()):
            self.tabs.setCurrentWidget(panel)
        if panel is self.tokenize:
            self.tokenize.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def find(self) -> None:
        """Ctrl+F: the Corpus panel's word filter when the focus is in that panel, else the
        Tokenize panel's vocabulary search (from anywhere, the Models list too)."""
        focus = QApplication.focusWidget()
        if focus is not None and self.corpus.isAncestorOf(focus):
            self.corpus.filter.setFocus(Qt.FocusReason.ShortcutFocusReason)
            self.corpus.filter.selectAll()
            return
        self.show_panel(2)
        self.tokenize.focus_search()

    def _toggle_beside(self, beside: bool) -> None:
        """Tokenize next to the tabs (wide screens: graphs and tokens at once), or as a tab."""
        if beside:
            self._dock_width = self.models_dock.width()  # the panels beside may squeeze it
            self.tabs.removeTab(self.tabs.indexOf(self.tokenize))
            self.central.addWidget(self.tokenize)
            self.tokenize.show()
        else:
            self.tokenize.setParent(None)
            self.tabs.addTab(self.tokenize, self.tr("To&kenize"))
            self.resizeDocks([self.models_dock], [self._dock_width], Qt.Orientation.Horizontal)

    def set_theme(self, dark: bool) -> None:
        apply_theme(dark)
        self.settings.setValue("dark", dark)
        (self.dark if dark else self.light).setChecked(True)

    def _whitespace_toggled(self, shown: bool) -> None:
        self.tokenize.set_show_whitespace(shown)

    def show_compare(self) -> QDialog:
        return _shown(CompareView(self.session.models(), self.tokenize.input.toPlainText(), self))

    def show_evaluate(self) -> QDialog:
        from ..views.evaluate_view import EvaluateView  # pyqtgraph: imported when first needed

        measures = self.session.project.measures
        view = EvaluateView(self.session.models(), self.session.corpus_sources(),
                            measures.evaluation, self, dialogs=self.dialogs)
        view.evaluated.connect(self._evaluated)
        return _shown(view)

    def _evaluated(self, evaluation: dict) -> None:
        self.session.set_evaluation(evaluation)
        self._update_title()

    def show_health(self) -> QDialog:
        files = [source.path for source in self.session.corpus_sources()]
        models = {run.name: (run.tokenizer, run.history) for run in self.session.project.runs}
        view = HealthView(models, files, self.session.project.measures.health, self,
                          dialogs=self.dialogs, current=self.tokenize.current_model_name())
        view.measured.connect(self._health_measured)
        return _shown(view)

    def _health_measured(self, report: dict) -> None:
        self.session.set_health(report)
        self._update_title()

    def show_sizes(self) -> QDialog | None:
        """The size curve of the current model on the last 5 % of its corpus's lines."""
        name = self.tokenize.current_model_name()
        if name is None:
            Messages.info(self, self.tr("No model"), self.tr("Train a model first."))
            return None
        from ..views.size_view import SizeView  # pyqtgraph: imported when first needed

        run = self.session.project.run(name)
        view = SizeView(name, run.tokenizer, run.tokenizer_json, self._held_out_files(run),
                        self.tokenize.input.toPlainText(), run.history.round_models, self,
                        curve=run.size_curve)
        view.size_picked.connect(self.training.mark_merges)
        return _shown(view)

    def _held_out_files(self, run: Run) -> list[str]:
        """The corpus files whose last 5 % of lines a run's size curve is measured on."""
        return run.corpora or [source.path for source in self.corpus.sources()]

    def show_explanation(self, name: str, text: str, offset: int | None = None) -> QDialog:
        """Why model `name` splits `text` so (the word around `offset`, if given)."""
        return _shown(ExplainView(self.session.explain(name, text, offset), name, self))

    def _explain_corpus_word(self, word: str) -> None:
        name = self.tokenize.current_model_name()
        if name is None:
            Messages.info(self, self.tr("No model"), self.tr(
                "Train or import a model first: it explains how it splits the word."))
            return
        self.show_explanation(name, word)

    def first_start(self, opened_something: bool = False) -> None:
        """On the very first start, the guide, and the sample corpus when nothing else was
        opened (`make run` names it itself); once: the settings remember it."""
        if self.settings.value(SHOWN_KEY, False, type=bool):
            return
        self.settings.setValue(SHOWN_KEY, True)
        if not opened_something:
            self.add_corpus([resources.sample_corpus()])
            self.session.modified = False  # nothing of the user's to save yet
            self._update_title()
        self.show_guide()

    def show_guide(self) -> FirstRunGuide:
        """The getting-started guide (one at a time), beside the window."""
        guide = self.findChild(FirstRunGuide)  # closing hides it
        if guide is None:
            guide = FirstRunGuide(self.show_panel, self)
        guide.show()
        guide.raise_()
        return guide

    def _show_algorithms(self) -> None:
        dialog = QDialog(self)
        dialog.setWindowTitle(self.tr("The three algorithms"))
        browser = QTextBrowser()
        browser.setHtml(help_text.algorithms())
        layout = QVBoxLayout(dialog)
        layout.addWidget(browser)
        dialog.resize(640, 560)
        dialog.show()

    def mark_modified(self) -> None:
        self.session.modified = True
        self._update_title()

    def _update_title(self) -> None:
        name = self.session.title or self.tr("Untitled")
        self.setWindowTitle(self.tr("{name}[*] — Tokenizer Workbench").format(name=name))
        self.setWindowModified(self.session.modified)

    def _update_status(self) -> None:
        sources = self.corpus.sources()
        size = sum(os.path.getsize(s.path) for s in sources if os.path.exists(s.path))
        self.corpus_status.setText(self.tr("Corpus: {files} file(s), {size} bytes").format(
            files=format_count(len(sources)), size=format_count(size)))
        name = self.tokenize.current_model_name()
        self.model_status.setText(self.tr("Model: {name}").format(name=name or self.tr("none")))

    # --- recent projects, drops, closing -------------------------------------------------------
    def _recent(self) -> list[str]:
        value = self.settings.value("recent", [])
        return [value] if isinstance(value, str) else list(value or [])

    def _remember(self, path: str) -> None:
        path = os.path.abspath(path)
        recent = [path] + [p for p in self._recent() if p != path]
        self.settings.setValue("recent", recent[:RECENT])
        self._fill_recent()

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        for path in self._recent():
            self._action(self.recent_menu, path, lambda _=False, p=path: self._open_recent(p))
        self.recent_menu.setEnabled(bool(self._recent()))

    def _open_recent(self, path: str) -> None:
        """Open a recent project; one that is gone leaves the list, said before asking to save
        anything."""
        if not os.path.exists(path):
            self.settings.setValue("recent", [p for p in self._recent() if p != path])
            self._fill_recent()
            Messages.info(self, self.tr("Cannot open the project"), self.tr(
                "{path} is gone (moved or deleted); it leaves the recent projects.").format(
                path=path))
            return
        self._open_if_allowed(path)

    def _choose_project(self) -> None:
        path = self.dialogs.open_file(self, "project", self.tr("Open a project"),
                                      self.tr(PROJECT_FILTER))
        if path:
            self._open_if_allowed(path)

    def _open_if_allowed(self, path: str) -> None:
        if self._may_discard():
            self.open_project(path)

    def open_at_start(self, paths: list[str]) -> None:
        """Open what the command line names (`make run`: the sample corpus): the project as
        the window starts, nothing to save yet."""
        with self._unchanged():
            self.open_paths(paths)

    def open_paths(self, paths: list[str]) -> None:
        """Open what was dropped or named on the command line: projects, tokenizers, corpora."""
        corpora = []
        for path in paths:
            kind = _kind(path)
            if kind == "project":
                self._open_if_allowed(path)
            elif kind == "tokenizer":
                self.import_tokenizer(path)
            else:
                corpora.append(path)
        if corpora:
            problems = self.add_corpus(corpora)
            if problems:
                Messages.error(self, self.tr("Some files were not added"), "\n".join(problems))

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802 (Qt's name)
        if event.mimeData().hasUrls():
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802
        paths = [url.toLocalFile() for url in event.mimeData().urls() if url.isLocalFile()]
        event.acceptProposedAction()
        self.open_paths(paths)

    def _may_discard(self) -> bool:
        """Whether unsaved changes may go (asks to save them first)."""
        if not self.session.modified:
            return True
        answer = Messages.ask(self, self.tr("Unsaved changes"),
                              self.tr("Save the changes to this project first?"),
                              Button.Save | Button.Discard | Button.Cancel, Button.Save)
        if answer == Button.Save:
            return self.save()
        return answer == Button.Discard

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if not self._may_discard():
            event.ignore()
            return
        self.training.shutdown()
        self.curves.cancel()
        self.corpus.shutdown()
        for view in self.findChildren(MeasureDialog):
            view.shutdown()
        self.settings.setValue("geometry", self.saveGeometry())
        self.settings.setValue("state", self.saveState())  # where the models list is docked
        self.autosave_timer.stop()
        self._discard_recovery()  # saved or discarded: nothing to recover
        event.accept()


GENERIC_NAMES = ("vocab", "merges", "tokenizer", "spiece", "sentencepiece")  # a file named so
# is named after its folder


def model_name(path: str) -> str:
    """An imported model's name: its file's, or its folder's when the file's says nothing.

    >>> model_name("/m/gpt2-small/vocab.json"), model_name("/m/bert/"), model_name("/m/t5.model")
    ('gpt2-small', 'bert', 't5')
    """
    path = os.path.abspath(path)
    stem = os.path.splitext(os.path.basename(path))[0]
    if stem.lower() in GENERIC_NAMES or not stem:
        return os.path.basename(os.path.dirname(path)) or stem
    return stem


def _shown(view: QDialog) -> QDialog:
    view.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    view.show()
    return view


def _kind(path: str) -> str:
    """"project", "tokenizer" or "corpus", from the file's name (and a JSON file's content)."""
    name = os.path.basename(path).lower()
    if name.endswith(".model") or name in ("vocab.txt", "merges.txt", "vocab.json"):
        return "tokenizer"
    if not name.endswith(".json"):
        return "corpus"
    return "project" if looks_like_bundle(path) else "tokenizer"  # opening says what is wrong


def app_settings() -> QSettings:
    """The user's settings (window, theme, language, recent files...)."""
    return QSettings("tokenizer-workbench", "Tokenizer Workbench")


def run_app(paths: list[str]) -> int:
    """Open the window (on the projects, tokenizers or corpora named) and run until it closes."""
    app = QApplication.instance() or QApplication([])
    app.setApplicationName("Tokenizer Workbench")
    app.setDesktopFileName(resources.APP_ID)  # Wayland matches the window to the desktop entry
    settings = app_settings()
    languages.install(app, languages.language(settings))  # before any widget is made
    window = MainWindow(settings)
    window.set_theme(window.dark.isChecked())
    window.show()
    window.offer_recovery()
    window.open_at_start(paths)
    window.first_start(opened_something=bool(paths))
    exempt_from_full_collections()
    return app.exec()


def exempt_from_full_collections() -> None:
    """Leave what lives as long as the window (modules, widgets: some 70,000 objects) out of
    the garbage collector's full passes: each pass over them took 40-50 ms, a visible stall,
    and training brought one every second or two. Garbage made later is collected as ever."""
    gc.collect()
    gc.freeze()
