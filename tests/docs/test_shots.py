"""docs/make_shots.py (`make docs-shots`) makes every screenshot the docs and the README show,
and only those are kept in docs/images: none can be left stale."""

import doctest
import importlib.util
import os
import re
import subprocess
import sys

from PySide6.QtGui import QImage

from support import ROOT, SPEC_UNIGRAM_FREQS, TOY_WORDS

IMAGES = ROOT / "docs" / "images"
MAX_BYTES = 1_000_000  # no file over 1 MB in the repository


def referenced_images() -> set[str]:
    """The file names of docs/images that the README and the pages of docs/ show."""
    pages = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
    return {name for page in pages for name in
            re.findall(r"!\[[^\]]*\]\((?:[./]*docs/|\.\./|)images/([^)\s]+)\)",
                       page.read_text(encoding="utf-8"))}


def test_the_script_makes_every_image_the_pages_show(tmp_path):
    environment = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, str(ROOT / "docs" / "make_shots.py"),
                             str(tmp_path)], capture_output=True, text=True, env=environment)
    assert result.returncode == 0, result.stderr
    made = {path.name for path in tmp_path.iterdir()}
    shown = referenced_images()
    assert shown and shown <= made
    assert made == {path.name for path in IMAGES.glob("*.png")}  # kept: what the script makes
    for name in made:
        assert (tmp_path / name).stat().st_size < MAX_BYTES
        image = QImage(str(tmp_path / name))
        assert image.width() >= 300 and image.height() >= 200, name
        assert len(distinct_colours(image)) > 8, f"{name} looks blank"


def test_the_toy_models_of_the_explain_shots_are_the_specs():
    spec = importlib.util.spec_from_file_location("make_shots", ROOT / "docs" / "make_shots.py")
    shots = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(shots)
    assert doctest.testmod(shots).failed == 0
    assert shots.TOY_WORDS == TOY_WORDS
    assert shots._strict_substring_counts(TOY_WORDS) == SPEC_UNIGRAM_FREQS


def test_the_kept_images_are_under_a_megabyte():
    assert all(path.stat().st_size < MAX_BYTES for path in IMAGES.glob("*.png"))


def distinct_colours(image: QImage) -> set[int]:
    """The colours of a sample of the image's pixels (a grid of 40 x 40)."""
    return {image.pixel(x * image.width() // 40, y * image.height() // 40)
            for x in range(40) for y in range(40)}

