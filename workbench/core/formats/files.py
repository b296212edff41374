"""Reading and writing the JSON files the workbench keeps: never a half-written file, never an
unbounded read.

`write_atomic` writes a temporary file in the target's folder, syncs it to disk and renames it
over the target, so the target holds either the old or the new content, whatever fails when.
`read_json` refuses files too large or too deeply nested before they can exhaust memory or the
stack, with an error that names the file and the problem.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil

MAX_BYTES = 512 << 20
MAX_DEPTH = 64


class FormatError(ValueError):
    """A file we cannot read, with the component it is about."""


def write_atomic(path: str, data: str | bytes, *, backup: bool = False) -> None:
    """Replace `path` by `data` (text as UTF-8) in one step; with `backup`, the previous file is kept as
    `path + ".bak"` (made before the new file takes its place). On any failure the previous
    file is unchanged and an OSError naming `path` (not a temporary file, and a full disk's
    failed sync names no file at all) says why; no temporary file is left behind."""
    encoded = data.encode("utf-8") if isinstance(data, str) else data
    try:
        _replace(path, encoded, backup)
    except OSError as exc:
        raise OSError(exc.errno, exc.strerror or str(exc), path) from exc


def _replace(path: str, encoded: bytes, backup: bool) -> None:
    temporaries = [_write_temporary(path, lambda out: out.write(encoded))]
    try:
        if backup and os.path.exists(path):
            temporaries.append(_write_temporary(path, lambda out: _copy_into(path, out)))
            os.replace(temporaries[-1], path + ".bak")
        os.replace(temporaries[0], path)
    except BaseException:
        for tmp in temporaries:
            _remove_quietly(tmp)
        raise
    _sync_folder(os.path.dirname(os.path.abspath(path)))


def _write_temporary(path: str, fill) -> str:
    """A new file next to `path` (created with the usual permissions, not 0600), filled by
    `fill(stream)` and synced to disk; its name is returned."""
    folder, name = os.path.split(os.path.abspath(path))
    tmp = os.path.join(folder, f".{name}.{secrets.token_hex(6)}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
    try:
        with os.fdopen(fd, "wb") as out:
            fill(out)
            out.flush()
            os.fsync(out.fileno())
    except BaseException:
        _remove_quietly(tmp)
        raise
    return tmp


def _copy_into(path: str, out) -> None:
    with open(path, "rb") as source:
        shutil.copyfileobj(source, out, 1 << 20)


def _remove_quietly(path: str) -> None:
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass


def _sync_folder(folder: str) -> None:
    """Make the rename itself durable (POSIX; Windows has no folder handles to sync)."""
    if os.name != "posix":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def read_json(path: str, *, max_bytes: int = MAX_BYTES, max_depth: int = MAX_DEPTH) -> object:
    """Parse a JSON file; FormatError (prefixed with the path) if it cannot be opened, is larger
    than `max_bytes`, is not UTF-8 JSON, holds NaN or Infinity, or nests deeper than `max_depth`."""
    try:
        with open(path, "rb") as stream:
            _check_size(path, os.fstat(stream.fileno()).st_size, max_bytes)
            raw = stream.read(max_bytes + 1)
    except OSError as exc:
        raise FormatError(f"{path}: cannot open ({exc.strerror or exc})") from None
    _check_size(path, len(raw), max_bytes)
    try:
        data = json.loads(raw.decode("utf-8"), parse_constant=_refuse_constant)
    except ValueError as exc:
        raise FormatError(f"{path}: not a JSON file ({exc})") from None
    except RecursionError:
        raise FormatError(f"{path}: nesting deeper than {max_depth} levels") from None
    if nesting_depth(data) > max_depth:
        raise FormatError(f"{path}: nesting deeper than {max_depth} levels")
    return data


def _check_size(path: str, size: int, max_bytes: int) -> None:
    if size > max_bytes:
        raise FormatError(f"{path}: file is {size / (1 << 20):,.1f} MB, over the "
                          f"{max_bytes >> 20:,} MB limit")


def _refuse_constant(name: str) -> None:
    raise ValueError(f"{name} is not a JSON number")


def nesting_depth(data: object) -> int:
    """How many arrays and objects are nested at the deepest point.

    >>> nesting_depth({"a": [1, {"b": []}]}), nesting_depth(3)
    (4, 0)
    """
    deepest = 0
    stack = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if not isinstance(value, (dict, list)):
            continue
        deepest = max(deepest, depth)
        children = value.values() if isinstance(value, dict) else value
        stack.extend((child, depth + 1) for child in children if isinstance(child, (dict, list)))
    return deepest
