"""Writing files so that a reader never sees half of one and existing files are not clobbered."""

from __future__ import annotations

import os
import tempfile


def write_atomic(path: str, data: str | bytes) -> None:
    """Write `data` (text as UTF-8) to a temporary file in the same folder, then rename it."""
    folder = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=os.path.basename(path), dir=folder)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data.encode("utf-8") if isinstance(data, str) else data)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
