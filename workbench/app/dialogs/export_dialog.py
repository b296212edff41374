"""The export dialog: every format, those that cannot hold the model disabled with the reason
in their tooltip (found by building the files in memory, as exporting does), so a format is
refused before a folder is chosen, not after."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QWidget

from workbench.core import Tokenizer
from workbench.core.formats import FORMATS, ExportError, export_files


def format_problems(tokenizer: Tokenizer) -> dict[str, str | None]:
    """Each format's name: why it cannot hold `tokenizer`, or None if it can."""
    problems: dict[str, str | None] = {}
    for name in FORMATS:
        try:
            export_files(tokenizer, name)
            problems[name] = None
        except ExportError as exc:
            problems[name] = str(exc)
    return problems


class ExportDialog(QDialog):
    def __init__(self, name: str, tokenizer: Tokenizer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Export {name}").format(name=name))
        self.formats = QComboBox()
        self.formats.setObjectName("exportFormats")
        items = QStandardItemModel(self.formats)
        for format_name, problem in format_problems(tokenizer).items():
            summary = QCoreApplication.translate("formats", FORMATS[format_name].summary)
            item = QStandardItem(f"{format_name}: {summary}")
            item.setData(format_name, Qt.ItemDataRole.UserRole)
            item.setEnabled(problem is None)
            item.setToolTip(self.tr("Cannot hold this model: {why}").format(why=problem)
                            if problem else summary)
            items.appendRow(item)
        self.formats.setModel(items)
        usable = [row for row in range(items.rowCount()) if items.item(row).isEnabled()]
        self.formats.setCurrentIndex(usable[0] if usable else -1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(bool(usable))
        layout = QFormLayout(self)
        layout.addRow(self.tr("Format"), self.formats)
        layout.addRow(buttons)

    def chosen(self) -> str:
        """The format picked."""
        return self.formats.currentData(Qt.ItemDataRole.UserRole)
