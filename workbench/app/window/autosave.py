"""The main window's crash-recovery copy of its project: written every few minutes while the
project has unsaved changes (and after each training run), without stopping the window, and
discarded once the project is saved or another one replaces it (the copies themselves, their
locks and their writer: `recovery`; the window offers those of crashed windows as it starts).

A part of `MainWindow`. Its texts are the window's: they are translated in its context
("MainWindow"), as `self.tr()` in the window translates them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTimer

from workbench.core.project import BundleError

from . import recovery

translate = QCoreApplication.translate


class Autosave:
    def _start_autosave(self) -> None:
        """Write the recovery copy every AUTOSAVE_MS from now on, in the background."""
        self.autosave_timer = QTimer(self)
        self.autosave_timer.setInterval(recovery.AUTOSAVE_MS)
        self.autosave_timer.timeout.connect(self.autosave_in_background)
        self.autosave_timer.start()
        self.recovery_writer = recovery.RecoveryWriter(self)
        self.recovery_writer.failed.connect(self._recovery_failed)

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
        self.statusBar().showMessage(translate(
            "MainWindow", "Cannot write the recovery copy: {error}").format(error=error), 8000)

    def _discard_recovery(self) -> None:
        """No copy is written any more, and the one written is removed."""
        self.recovery_writer.cancel()
        self.recovery.discard()
