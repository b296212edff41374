"""A progress bar that waits for the next paint like every other widget.

QProgressBar.setValue repaints at once, and a repaint at once paints every widget of the window
that waits for a paint in the same turn of the event loop: while training, the graphs just given
their points (tens of milliseconds), so the batch of messages and the paint of the whole window
made one long stall. Here the bar is only marked for the window's next paint.
"""

from __future__ import annotations

from PySide6.QtWidgets import QProgressBar


class ProgressBar(QProgressBar):
    def setValue(self, value: int) -> None:  # noqa: N802 (Qt's name)
        self.setUpdatesEnabled(False)  # QProgressBar's repaint() does nothing then
        super().setValue(value)
        self.setUpdatesEnabled(True)  # which marks the bar for the next paint
