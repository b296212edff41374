"""Atomic writes and bounded JSON reads."""

import errno
import os
import stat

import pytest

from workbench.core.formats import files
from workbench.core.formats.files import FormatError, read_json, write_atomic


def test_write_atomic_replaces_and_keeps_a_backup(tmp_path):
    path = str(tmp_path / "a.json")
    write_atomic(path, b"one", backup=True)
    assert not os.path.exists(path + ".bak")
    write_atomic(path, b"two", backup=True)
    assert open(path, encoding="utf-8").read() == "two"
    assert open(path + ".bak", encoding="utf-8").read() == "one"
    assert sorted(os.listdir(tmp_path)) == ["a.json", "a.json.bak"]


def test_write_atomic_keeps_no_backup_unless_asked(tmp_path):
    path = str(tmp_path / "a.json")
    write_atomic(path, "one")
    write_atomic(path, "two")
    assert open(path, encoding="utf-8").read() == "two"
    assert os.listdir(tmp_path) == ["a.json"]


def test_write_atomic_uses_the_usual_permissions(tmp_path):
    path = str(tmp_path / "a.json")
    umask = os.umask(0o022)
    try:
        write_atomic(path, b"x")
    finally:
        os.umask(umask)
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o644


def test_write_atomic_syncs_the_data_then_the_folder_that_holds_the_new_name(tmp_path, monkeypatch):
    """So that a power cut after it returns keeps the new file: the data reaches the disk
    before the rename, and the folder (where the rename is written) after it."""
    synced = []
    real_fsync = os.fsync

    def fsync(fd):
        info = os.fstat(fd)
        synced.append("folder" if stat.S_ISDIR(info.st_mode) else "file")
        if stat.S_ISDIR(info.st_mode):
            assert info.st_ino == os.stat(tmp_path).st_ino and os.path.exists(tmp_path / "a.json")
        real_fsync(fd)

    monkeypatch.setattr(files.os, "fsync", fsync)
    write_atomic(str(tmp_path / "a.json"), b"new")
    assert synced == ["file", "folder"]


def test_a_write_into_a_missing_folder_fails_as_opening_there_does(tmp_path):
    """The same exception class and errno as `open` gives, naming the file written."""
    path = str(tmp_path / "missing" / "a.json")
    with pytest.raises(FileNotFoundError) as failed:
        write_atomic(path, "x")
    assert (failed.value.errno, failed.value.filename) == (errno.ENOENT, path)


@pytest.mark.parametrize("failing", ["fsync", "replace"])
def test_a_failed_write_leaves_the_old_file_and_no_temporary(tmp_path, monkeypatch, failing):
    path = str(tmp_path / "a.json")
    write_atomic(path, b"old")

    def fail(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(files.os, failing, fail)
    with pytest.raises(OSError, match="No space left"):
        write_atomic(path, b"new", backup=True)
    monkeypatch.undo()
    assert open(path, encoding="utf-8").read() == "old"
    assert [n for n in os.listdir(tmp_path) if n.endswith(".tmp")] == []


@pytest.mark.parametrize("content, problem", [
    (b"{not json", "not a JSON file"),
    (b"\xff\xfe{}", "not a JSON file"),
    (b'{"loss": NaN}', "NaN is not a JSON number"),
    (b"[" * 65 + b"]" * 65, "nesting deeper than 64 levels"),
    (b"[" * 100_000 + b"]" * 100_000, "nesting deeper than 64 levels"),
])
def test_read_json_names_the_problem(tmp_path, content, problem):
    path = tmp_path / "x.json"
    path.write_bytes(content)
    with pytest.raises(FormatError, match=problem) as error:
        read_json(str(path))
    assert str(error.value).startswith(str(path))


def test_read_json_accepts_the_deepest_allowed_nesting(tmp_path):
    path = tmp_path / "x.json"
    path.write_bytes(b"[" * 64 + b"]" * 64)
    assert files.nesting_depth(read_json(str(path))) == 64


def test_read_json_names_a_file_it_cannot_open_and_why(tmp_path):
    path = tmp_path / "missing.json"
    with pytest.raises(FormatError) as refused:
        read_json(str(path))
    assert str(refused.value) == f"{path}: cannot open ({os.strerror(errno.ENOENT)})"


def test_read_json_takes_a_file_of_exactly_its_limit(tmp_path):
    path = tmp_path / "x.json"
    path.write_bytes(b'"' + b"x" * 8 + b'"')  # 10 bytes
    assert read_json(str(path), max_bytes=10) == "x" * 8
    with pytest.raises(FormatError, match=f"^{path}: file is 0.0 MB, over the 0 MB limit$"):
        read_json(str(path), max_bytes=9)


def test_read_json_refuses_a_huge_file_without_reading_it(tmp_path):
    path = tmp_path / "huge.json"
    with open(path, "wb") as out:
        out.truncate(files.MAX_BYTES + 1)  # sparse: costs no disk
    with pytest.raises(FormatError) as refused:
        read_json(str(path))
    assert str(refused.value) == f"{path}: file is 512.0 MB, over the 512 MB limit"
