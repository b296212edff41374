"""The main window's model files: importing a tokenizer file into the project's models, and
exporting the current model in one of the formats other libraries load.

A part of `MainWindow`. Its texts are the window's: they are translated in its context
("MainWindow"), as `self.tr()` in the window translates them."""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog

from workbench.core.formats import ExportError, FormatError, export, export_files, open_tokenizer

from ..dialogs.export_dialog import ExportDialog
from ..dialogs.messages import Button, Messages

translate = QCoreApplication.translate
GENERIC_NAMES = ("vocab", "merges", "tokenizer", "spiece", "sentencepiece")  # a file named so
# is named after its folder


class ModelFiles:
    def _choose_tokenizer(self) -> None:
        path = self.dialogs.open_file(
            self, "tokenizer", translate("MainWindow", "Import a tokenizer"),
            translate("MainWindow", "Tokenizers (*.json *.txt *.model);;All files (*)"))
        if path:
            self.import_tokenizer(path)

    def import_tokenizer(self, path: str, name: str | None = None) -> str | None:
        """Add a tokenizer file (tokenizer.json, vocab.json + merges.txt, vocab.txt, a
        SentencePiece .model, or a folder of one) to the project's models, named `name` (by
        default after the file); its name, or None after saying why it cannot be opened."""
        try:
            tokenizer = open_tokenizer(path)
        except (FormatError, OSError, ValueError) as exc:
            Messages.error(self, translate("MainWindow", "Cannot import the tokenizer"), str(exc))
            return None
        name = self.add_model(name or model_name(path), tokenizer)
        self.show_panel(2)
        return name

    def export_current(self) -> None:
        name = self.tokenize.current_model_name()
        if name is None:
            Messages.info(self, translate("MainWindow", "Nothing to export"),
                          translate("MainWindow", "Train or import a model first."))
            return
        dialog = ExportDialog(name, self.session.model(name), self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        folder = self.dialogs.new_or_existing_folder(self, "export",
                                                    translate("MainWindow", "Export into folder"))
        if folder:
            self.export_model(name, dialog.chosen(), folder)

    def export_model(self, name: str, format_name: str, folder: str) -> bool:
        """Write model `name` in `format_name` into `folder`, asking before overwriting."""
        tokenizer = self.session.model(name)
        try:
            taken = [n for n in export_files(tokenizer, format_name)
                     if os.path.exists(os.path.join(folder, n))]
            if taken and Messages.ask(
                    self, translate("MainWindow", "Overwrite?"),
                    translate("MainWindow", "{files} already exist in {folder}. Overwrite "
                              "them?").format(files=", ".join(taken), folder=folder),
                    Button.Yes | Button.No, Button.No) != Button.Yes:
                return False
            written = export(tokenizer, format_name, folder, force=True)
        except (ExportError, OSError) as exc:
            Messages.error(self, translate("MainWindow", "Cannot export"), str(exc))
            return False
        self.statusBar().showMessage(translate("MainWindow", "Exported {name}: {files}").format(
            name=name, files=", ".join(os.path.basename(p) for p in written)), 8000)
        return True


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
