"""The main window's project files: a new project, opening one (chosen, recent, dropped or named
on the command line) and saving it, the recent projects, and asking before unsaved changes go.

A part of `MainWindow`: it loads a project's `Session` into the window's panels and reads back
what they show. Its texts are the window's: they are translated in its context ("MainWindow"),
as `self.tr()` in the window translates them."""

from __future__ import annotations

import os

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QDragEnterEvent, QDropEvent

from workbench.core import Source
from workbench.core.formats import FormatError
from workbench.core.project import BundleError, looks_like_bundle

from ..dialogs.messages import Button, Messages
from ..panels.training_form import defaults
from ..session.session import Session, WindowState
from ..widgets.layouts import restore_sizes

translate = QCoreApplication.translate
RECENT = 8
PROJECT_FILTER = QT_TRANSLATE_NOOP("MainWindow", "Tokenizer Workbench projects (*.twb.json *.json)")


class ProjectFiles:
    # --- the project ----------------------------------------------------------------------
    def new_project(self) -> None:
        if self._may_discard():
            self._load(Session())

    def open_project(self, path: str) -> bool:
        """Open a bundle; False (after telling why) if it cannot be read."""
        try:
            session = Session.open(path)
        except (FormatError, OSError) as exc:
            Messages.error(self, translate("MainWindow", "Cannot open the project"), str(exc))
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
            question = translate("MainWindow", "{path}: {detail}.\nThe models still work. "
                                 "Locate the file?").format(path=status.corpus.path,
                                                            detail=status.detail)
            answer = Messages.ask(self, translate("MainWindow", "Corpus file moved or changed"),
                                  question, Button.Yes | Button.No, Button.No)
            if answer != Button.Yes:
                continue
            path = self.dialogs.open_file(self, "corpus", translate(
                "MainWindow", "Locate {name}").format(name=os.path.basename(status.corpus.path)))
            if path:
                self.session.relink(status.corpus.path, Source(
                    path, status.corpus.source.format, status.corpus.source.text_field))
                self.corpus.set_sources(self.session.corpus_sources())

    def save(self) -> bool:
        path = self.session.path
        return self.save_as() if path is None else self.save_to(path)

    def save_as(self) -> bool:
        path = self.dialogs.save_file(self, "project", translate("MainWindow", "Save the project"),
                                      self.session.path or "project.twb.json",
                                      translate("MainWindow", PROJECT_FILTER))
        return bool(path) and self.save_to(path)

    def save_to(self, path: str) -> bool:
        """Write the project bundle; on failure the previous file is intact and we say why."""
        try:
            self.session.save(path, self._state())
        except (BundleError, OSError) as exc:
            Messages.error(self, translate("MainWindow", "Cannot save the project"), str(exc))
            return False
        self._discard_recovery()
        self._remember(path)
        self._update_title()
        return True

    def _state(self) -> WindowState:
        """What the panels show that the project records."""
        return WindowState(self.corpus.sources(), {
            "tab": self.tabs.currentIndex(), "pipeline": self.corpus.pipeline(),
            "training": self.training.settings(), "tokenize": self.tokenize.state(),
            "splitters": {"main": self.central.sizes(), **self.corpus.splitter_sizes(),
                          **self.training.splitter_sizes()},
        })

    # --- recent projects, drops -----------------------------------------------------------
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
            Messages.info(self, translate("MainWindow", "Cannot open the project"), translate(
                "MainWindow", "{path} is gone (moved or deleted); it leaves the recent "
                "projects.").format(path=path))
            return
        self._open_if_allowed(path)

    def _choose_project(self) -> None:
        path = self.dialogs.open_file(self, "project", translate("MainWindow", "Open a project"),
                                      translate("MainWindow", PROJECT_FILTER))
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
                Messages.error(self, translate("MainWindow", "Some files were not added"),
                               "\n".join(problems))

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
        answer = Messages.ask(self, translate("MainWindow", "Unsaved changes"),
                              translate("MainWindow", "Save the changes to this project first?"),
                              Button.Save | Button.Discard | Button.Cancel, Button.Save)
        if answer == Button.Save:
            return self.save()
        return answer == Button.Discard


def _kind(path: str) -> str:
    """"project", "tokenizer" or "corpus", from the file's name (and a JSON file's content)."""
    name = os.path.basename(path).lower()
    if name.endswith(".model") or name in ("vocab.txt", "merges.txt", "vocab.json"):
        return "tokenizer"
    if not name.endswith(".json"):
        return "corpus"
    return "project" if looks_like_bundle(path) else "tokenizer"  # opening says what is wrong
