"""`tokenizer-workbench --smoke` from the source tree: the check `make package` runs on the frozen
build (issue 17)."""

import subprocess
import sys

from support import SAMPLE_CORPUS
from workbench.app.smoke import SENTENCE


def test_smoke_mode_trains_tokenizes_saves_and_reopens(tmp_path):
    result = subprocess.run([sys.executable, "-m", "workbench", "--smoke"], cwd=tmp_path,
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr
    lines = result.stderr.splitlines()
    assert f"smoke: window open on {SAMPLE_CORPUS}" in lines
    assert "smoke: trained bpe-300" in lines and lines[-1] == "smoke: ok"
    shown, = [line for line in lines if line.startswith("smoke: ") and " tokens: " in line]
    assert 1 < len(shown.split(": ", 2)[2].split()) < len(SENTENCE)
    assert list(tmp_path.iterdir()) == []  # it wrote nothing where it ran
