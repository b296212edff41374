"""File > Open a well-known tokenizer: the tokenizers of the Hugging Face hub's cache, which
open without a network (`workbench.core.formats.hub_cache`); filled each time it opens."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QMenu, QWidget

from workbench.core.formats import cached_tokenizers, hub_cache


class HubMenu(QMenu):
    picked = Signal(str, str)  # the snapshot folder, the model's name

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.setObjectName("hubMenu")
        self.setToolTipsVisible(True)
        self.aboutToShow.connect(self.fill)

    def fill(self) -> None:
        self.clear()
        found = cached_tokenizers()
        for cached in found:
            action = self.addAction(cached.name)
            action.setToolTip(cached.folder)
            action.triggered.connect(
                lambda _=False, c=cached: self.picked.emit(c.folder, c.name.rsplit("/", 1)[-1]))
        if not found:
            none = self.addAction(self.tr("None in the Hugging Face cache ({folder})").format(
                folder=hub_cache()))
            none.setEnabled(False)
