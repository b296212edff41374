"""`tokenizer-workbench --smoke` from the source tree: the check `make package` runs on the frozen
build (issue 17)."""

import pathlib
import subprocess
import sys

from support import SAMPLE_CORPUS
from workbench.app.window.smoke import SENTENCE


def test_smoke_mode_trains_tokenizes_saves_and_reopens(tmp_path, own_data_folder):
    ran_in = tmp_path / "cwd"
    ran_in.mkdir()
    result = subprocess.run([sys.executable, "-m", "workbench", "--smoke"], cwd=ran_in,
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr
    lines = result.stderr.splitlines()
    assert f"smoke: window open on {SAMPLE_CORPUS}" in lines
    assert "smoke: trained bpe-300" in lines and lines[-1] == "smoke: ok"
    shown, = [line for line in lines if line.startswith("smoke: ") and " tokens: " in line]
    assert 1 < len(shown.split(": ", 2)[2].split()) < len(SENTENCE)
    assert list(ran_in.iterdir()) == []  # it wrote nothing where it ran
    left = [path for path in pathlib.Path(own_data_folder).rglob("*") if path.is_file()]
    assert left == []  # nor a crash-recovery copy: it closed cleanly
