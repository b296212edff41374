"""Dialogs shown beside the window (not modal: the window stays usable) and deleted when they
close: the measures', the explanations', Extend's and Add tokens'."""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

Dialog = TypeVar("Dialog", bound=QDialog)


def modeless(dialog: Dialog) -> Dialog:
    """`dialog`, shown; it is deleted when it closes."""
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog
