"""Every message box of the app goes through here, so tests can answer them.

A test sets `Messages.responder` to a function (kind, title, text, buttons) -> the button to
press; without one, a real QMessageBox asks the person.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QMessageBox, QWidget

from ..window.core_texts import translated

Button = QMessageBox.StandardButton
Responder = Callable[[str, str, str, Button], Button]


class Messages:
    Button = Button
    responder: Responder | None = None

    @classmethod
    def ask(cls, parent: QWidget | None, title: str, text: str, buttons: Button,
            default: Button) -> Button:
        """A question; the button pressed (Escape gives the cancel-like one)."""
        return cls._show("question", parent, title, text, buttons, default)

    @classmethod
    def error(cls, parent: QWidget | None, title: str, text: str) -> None:
        """An error; what the core said in it is shown in the window's language."""
        cls._show("error", parent, title, translated(text), Button.Ok, Button.Ok)

    @classmethod
    def info(cls, parent: QWidget | None, title: str, text: str) -> None:
        cls._show("info", parent, title, translated(text), Button.Ok, Button.Ok)

    @classmethod
    def _show(cls, kind: str, parent, title: str, text: str, buttons: Button,
              default: Button) -> Button:
        if cls.responder is not None:
            return cls.responder(kind, title, text, buttons)
        icon = {"question": QMessageBox.Icon.Question, "error": QMessageBox.Icon.Critical,
                "info": QMessageBox.Icon.Information}[kind]
        box = QMessageBox(icon, title, text, buttons, parent)
        box.setDefaultButton(default)
        return Button(box.exec())
