"""Where each window keeps its crash-recovery copy of the project, and how often it writes it.

The copies are project bundles in the user's data folder (QStandardPaths, so XDG_DATA_HOME on
Linux moves it, as the tests do), one per window: `recovery-<pid>-<random>.twb.json`. A copy is
written every AUTOSAVE_MS while the project has unsaved changes and after each training run, and
removed when the project is saved or the window closes cleanly.

Each copy has a lock file beside it (QLockFile: the owner's process id and host), taken before
the first write and held until the copy is discarded. A window that starts claims the copies
whose lock it can take: those whose owner is gone (a crash: the lock is stale, or missing) and
only those, never a running window's; two windows that start together never claim the same one.
"""

from __future__ import annotations

import glob
import os
import uuid

from PySide6.QtCore import QLockFile, QStandardPaths

AUTOSAVE_MS = 3 * 60 * 1000
FOLDER = "tokenizer-workbench"
PATTERN = "recovery*.twb.json"  # also the one copy per user that earlier versions wrote


def recovery_folder() -> str:
    """The folder of the user's recovery copies."""
    data = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericDataLocation)
    return os.path.join(data, FOLDER)


class RecoveryCopy:
    """One window's recovery copy and its lock."""

    def __init__(self, path: str) -> None:
        self.path = path
        self._lock = QLockFile(path + ".lock")
        self._lock.setStaleLockTime(0)  # stale only when its process is gone, however old

    @classmethod
    def new(cls, folder: str | None = None) -> RecoveryCopy:
        """A copy of its own for a new window (not written, not locked yet)."""
        name = f"recovery-{os.getpid()}-{uuid.uuid4().hex[:8]}.twb.json"
        return cls(os.path.join(folder or recovery_folder(), name))

    def claim(self) -> bool:
        """Take the lock (kept until `discard`); False while another window holds it."""
        if self._lock.isLocked():
            return True
        os.makedirs(os.path.dirname(self.path), exist_ok=True)
        return self._lock.tryLock(0)

    def exists(self) -> bool:
        return os.path.exists(self.path)

    def release(self) -> None:
        """Unlock, keeping the copy: for the next window that starts."""
        self._lock.unlock()

    def discard(self) -> None:
        """Remove the copy and the previous one that saving it keeps, then the lock."""
        for name in (self.path, self.path + ".bak"):
            try:
                os.remove(name)
            except FileNotFoundError:
                pass
        self._lock.unlock()


def orphans(folder: str | None = None) -> list[RecoveryCopy]:
    """The copies in `folder` whose window is gone, newest first, each claimed (locked) for the
    caller: a running window's copy is never among them."""
    paths = glob.glob(os.path.join(glob.escape(folder or recovery_folder()), PATTERN))
    paths.sort(key=_modified, reverse=True)
    found = []
    for copy in map(RecoveryCopy, paths):
        if not copy.claim():
            continue
        if copy.exists():
            found.append(copy)
        else:  # discarded by its window meanwhile
            copy.release()
    return found


def _modified(path: str) -> float:
    try:
        return os.path.getmtime(path)
    except OSError:
        return 0.0
