"""The main window: the three panels beside the project's models, its menus, and the project
bundle it opens and saves.

The project itself lives in a Qt-free `Session`; the window shows it and hands it what the
panels show when it is saved. Its parts are mixins in modules of their own: the menus
(`menus`), the project's files (`project_files`), the crash-recovery copy (`autosave`), the
Models list (`models_dock`), importing and exporting models (`model_files`) and the measures'
windows (`measures`). Here: what ties the panels together (training, the view), the start (the
guide, the recovery copies that crashed windows left), the title, the status bar and closing."""

from __future__ import annotations

import gc
import os
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QByteArray, QDateTime, QLocale, QSettings, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QIcon, QUndoStack
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QSplitter, QTabWidget

from workbench.core import Source, Tokenizer
from workbench.core.formats import FormatError
from workbench.core.project import Run, TrainingHistory
from workbench.core.training import Preset
from workbench import resources

from . import languages, recovery
from .autosave import Autosave
from .measures import Measures
from .menus import WindowMenus
from .model_files import ModelFiles
from .models_dock import ModelsDock
from .project_files import ProjectFiles
from ..dialogs.file_dialogs import FileDialogs
from ..dialogs.first_run import SHOWN_KEY, FirstRunGuide
from ..dialogs.measure_dialog import MeasureDialog
from ..dialogs.messages import Button, Messages
from ..jobs.jobs import prepare_worker
from ..jobs.size_curves import SizeCurves
from ..panels.corpus_panel import CorpusPanel
from ..panels.tokenize_panel import TokenizePanel
from ..panels.training_form import preset_pipeline
from ..panels.training_panel import TrainingPanel
from ..session.session import Session
from ..widgets.formatting import format_count
from ..widgets.theme import apply_theme

SPARE_AFTER_MS = 500  # after a run starts, the spare worker for the next job is started


class MainWindow(WindowMenus, ProjectFiles, Autosave, ModelsDock, ModelFiles, Measures,
                 QMainWindow):
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
        self._start_autosave()
        QTimer.singleShot(0, self, prepare_worker)  # so the first count or training starts at once
        geometry, state = self.settings.value("geometry"), self.settings.value("state")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        if isinstance(state, QByteArray):
            self.restoreState(state)
        self._update_title()

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

    def add_corpus(self, paths: list[str]) -> list[str]:
        """Add corpus files or folders; the problems of files refused, one line each."""
        return self.corpus.add_paths(paths)

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

    def _settings_shown(self) -> dict:
        """The Training and Corpus panels' settings as the TrainConfig they make, as a dict;
        empty if they make none."""
        try:
            return self.training.train_config(self.corpus.pipeline(), None).to_dict()
        except ValueError:
            return {}

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

    # --- the start ----------------------------------------------------------------------------
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

    # --- the project's state ------------------------------------------------------------------
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

    @contextmanager
    def _unchanged(self) -> Iterator[None]:
        """What happens inside leaves the project as modified as it was."""
        modified = self.session.modified
        try:
            yield
        finally:
            self.session.modified = modified
            self._update_title()

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
