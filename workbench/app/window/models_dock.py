"""The main window's Models list, docked beside the panels: the project's models, renamed in
place; the one picked is the Tokenize panel's, its run shows in the Training panel and the
settings follow it. Deleting, duplicating, extending it or adding tokens to it start here.

A part of `MainWindow`. Its texts are the window's: they are translated in its context
("MainWindow"), as `self.tr()` in the window translates them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDockWidget, QListWidget, QListWidgetItem

from workbench.core import Tokenizer, TrainConfig
from workbench.core.training import PIPELINE_FIELDS

from .model_commands import DeleteModel, DuplicateModel
from ..dialogs.add_tokens_dialog import AddTokensDialog
from ..dialogs.extend_dialog import ExtendDialog
from ..dialogs.messages import Messages
from ..dialogs.modeless import modeless
from ..panels.training_form import PIPELINE_DEFAULTS, defaults
from ..widgets.formatting import format_count

translate = QCoreApplication.translate
DOCK_WIDTH = 170  # the Models list's, in pixels


class ModelsDock:
    def _build_models_dock(self) -> None:
        self.models = QListWidget()
        self.models.setObjectName("modelList")
        self.models.setToolTip(translate("MainWindow",
                                         "The project's models; double-click to rename"))
        self.models.itemChanged.connect(self._model_renamed)
        self.models.currentTextChanged.connect(self._model_picked)
        self.models.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        dock = QDockWidget(translate("MainWindow", "Models"), self)
        dock.setObjectName("modelsDock")
        dock.setWidget(self.models)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dock)
        self.resizeDocks([dock], [DOCK_WIDTH], Qt.Orientation.Horizontal)
        self.models_dock = dock
        self._dock_width = DOCK_WIDTH  # its width before the panels went side by side

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
            item.setToolTip(translate("MainWindow", "{algorithm}, {size} tokens").format(
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
        name = self._picked_model(translate("MainWindow", "No model to delete"))
        if name is not None:
            self.undo_stack.push(DeleteModel(self.session, name, self._models_edited))

    def duplicate_current(self) -> None:
        """A copy of the model picked in the Models list, to change while keeping the original."""
        name = self._picked_model(translate("MainWindow", "No model to duplicate"))
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

    def _picked_model(self, nothing: str) -> str | None:
        """The name of the model picked in the Models list; None, after saying so under the
        title `nothing`, if there is none."""
        item = self.models.currentItem()
        if item is None:
            Messages.info(self, nothing, translate(
                "MainWindow", "Train or import a model first, and pick it in the Models list."))
            return None
        return item.data(Qt.ItemDataRole.UserRole)

    def extend_current(self) -> ExtendDialog | None:
        """The Extend dialog on the model picked in the Models list (None, after saying so, if
        there is none); the model it makes joins the project."""
        name = self._picked_model(translate("MainWindow", "Nothing to extend"))
        if name is None:
            return None
        dialog = ExtendDialog(name, self.session.model(name), self, dialogs=self.dialogs)
        dialog.extended.connect(self.add_model)
        return modeless(dialog)

    def add_tokens_current(self) -> AddTokensDialog | None:
        """The Add tokens dialog on the model picked in the Models list (None, after saying so,
        if there is none); the model with the tokens joins the project."""
        name = self._picked_model(translate("MainWindow", "No model to add tokens to"))
        if name is None:
            return None
        dialog = AddTokensDialog(name, self.session.model(name), self)
        dialog.added.connect(self.add_model)
        return modeless(dialog)
