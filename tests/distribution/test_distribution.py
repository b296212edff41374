"""The sdist and the wheel (`python -m build`): installed with pip in a fresh venv, they give a
`tokenizer-workbench` command that trains and encodes, with the sample corpus and the schema
inside the installed package (issue 17)."""

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import zipfile

import pytest
from PySide6.QtCore import QTranslator
from tokenizers import Tokenizer as HFTokenizer

from support import ROOT

SHIPPED = ["workbench/resources/corpora/kjv-sample.txt.gz",
           "workbench/resources/schema/project.schema.json",
           "workbench/resources/icons/tokenizer-workbench.svg",
           "workbench/resources/fonts/NotoSansMyanmar-Regular.ttf",
           "workbench/resources/fonts/NotoSansMyanmar-Bold.ttf",
           "workbench/resources/fonts/OFL.txt", "workbench/resources/corpora/course.txt"]
TEXT = "In the beginning God created the heaven and the earth."


def run(*args, cwd) -> subprocess.CompletedProcess:
    """A command with the environment of a user's shell: no PYTHONPATH pointing at our tree."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    result = subprocess.run(list(map(str, args)), cwd=cwd, env=env, capture_output=True,
                            text=True, timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr
    return result


@pytest.fixture(scope="module")
def dist(tmp_path_factory):
    """The sdist and the wheel built from it (what `python -m build` does), from a copy of the
    tree, so the build writes nothing into the source; no build isolation: nothing to download."""
    base = tmp_path_factory.mktemp("dist")
    source = base / "source"
    source.mkdir()
    for name in ("pyproject.toml", "setup.py", "MANIFEST.in", "README.md"):
        shutil.copy(ROOT / name, source / name)
    shutil.copytree(ROOT / "workbench", source / "workbench",  # as a clone has it: no builds
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "*.qm", "*.so", "*.c"))
    run(sys.executable, "-m", "build", "--no-isolation", "--outdir", base / "out", source, cwd=base)
    return base / "out"


@pytest.fixture(scope="module")
def venv(dist, tmp_path_factory):
    """A fresh venv with the wheel installed by pip; the dependencies come from the dev venv (a
    .pth line adds its site-packages after the venv's own, so our package is the installed one)."""
    path = tmp_path_factory.mktemp("venv") / "venv"
    run(sys.executable, "-m", "venv", "--without-pip", path, cwd=path.parent)
    python = path / "bin" / "python"
    site = run(python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])",
               cwd=path).stdout.strip()
    with open(os.path.join(site, "dev-packages.pth"), "w", encoding="utf-8") as stream:
        stream.write(sysconfig.get_paths()["purelib"] + "\n")
    wheel, = dist.glob("*.whl")
    run(sys.executable, "-m", "pip", "--python", python, "install", "--quiet", "--no-deps",
        "--no-index", wheel, cwd=path.parent)
    return path


def test_the_sdist_and_the_wheel_hold_the_corpus_schema_icon_and_fonts(dist):
    sdist, = dist.glob("*.tar.gz")
    wheel, = dist.glob("*.whl")
    with tarfile.open(sdist) as archive:
        in_sdist = {name.partition("/")[2] for name in archive.getnames()}
    in_wheel = set(zipfile.ZipFile(wheel).namelist())
    assert set(SHIPPED) <= in_sdist and set(SHIPPED) <= in_wheel
    assert "tests/support.py" not in in_sdist


def test_the_wheel_holds_the_translations_compiled_by_the_build(dist, tmp_path):
    """The sdist has the .ts sources only (the copy built had no .qm); the wheel the .qm the
    build compiled from them, which Qt loads."""
    sdist, = dist.glob("*.tar.gz")
    wheel, = dist.glob("*.whl")
    folder = "workbench/resources/translations/"
    with tarfile.open(sdist) as archive:
        in_sdist = {name.partition("/")[2] for name in archive.getnames()}
    with zipfile.ZipFile(wheel) as archive:
        compiled = {name: archive.read(name) for name in archive.namelist()
                    if name.startswith(folder) and name.endswith(".qm")}
    ours = {f"workbench_{code}" for code in ("ru", "es", "my")}
    assert {f"{folder}{name}.ts" for name in ours | {"qt_my"}} <= in_sdist
    assert not any(name.endswith(".qm") for name in in_sdist)
    assert set(compiled) == {f"{folder}{name}.qm" for name in ours | {"qt_my"}}
    for name, data in compiled.items():
        (tmp_path / "t.qm").write_bytes(data)
        translator = QTranslator()
        assert translator.load(str(tmp_path / "t.qm")), name
        context, text = (("QPlatformTheme", "Cancel") if name.endswith("qt_my.qm")  # Qt's buttons
                         else ("MainWindow", "&File"))
        assert translator.translate(context, text) not in ("", text), name


def test_the_installed_command_trains_and_encodes(venv, dist, tmp_path):
    command = venv / "bin" / "tokenizer-workbench"
    wheel, = dist.glob("*.whl")
    version = wheel.name.split("-")[1]  # the build backend's version: name-version-tags.whl
    assert run(command, "--version", cwd=tmp_path).stdout == f"tokenizer-workbench {version}\n"
    found = json.loads(run(venv / "bin" / "python", "-c", (
        "import json, workbench, workbench.resources as r; print(json.dumps("
        "[workbench.__file__, r.sample_corpus(), r.path('fonts/OFL.txt'),"
        " r.project_schema()['title']]))"),
        cwd=tmp_path).stdout)
    assert all(str(p).startswith(str(venv)) and os.path.exists(p) for p in found[:3]), found
    assert found[3] == json.loads((ROOT / SHIPPED[1]).read_text("utf-8"))["title"]
    model = tmp_path / "model.json"
    run(command, "train", found[1], "-o", model, "--vocab-size", "300", "--quiet", cwd=tmp_path)
    encoded = json.loads(run(command, "encode", model, TEXT, cwd=tmp_path).stdout)
    assert encoded["tokens"] == HFTokenizer.from_file(str(model)).encode(TEXT).tokens
    assert len(encoded["tokens"]) < len(TEXT)  # merges were learned
