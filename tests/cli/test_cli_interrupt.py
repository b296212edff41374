"""Ctrl+C during `train`: the run stops and writes the partial model.

As a terminal does it: `train` runs in its own process group with a terminal (a pty) as its
standard error, so it shows progress; once the first training progress line is there, SIGINT
goes to the whole group (worker processes included). The corpus is thousands of random words, on
which training to the size asked would take minutes: the signal always lands mid-training.
"""

import json
import os
import pty
import random
import select
import signal
import subprocess
import sys
import time

import pytest
from tokenizers import Tokenizer as HfTokenizer

TIMEOUT = 120  # seconds for anything the child does: ample on a loaded 2-core machine


@pytest.fixture(scope="module")
def random_words(tmp_path_factory) -> str:
    """2 MB of distinct random lower-case words (each has thousands of pairs left to merge)."""
    generator = random.Random(11)
    letters = "abcdefghijklmnopqrstuvwxyz"
    lines = (" ".join("".join(generator.choices(letters, k=generator.randint(6, 14)))
                      for _ in range(10)) for _ in range(20_000))
    path = tmp_path_factory.mktemp("interrupt") / "random.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return str(path)


def _as_a_shell_starts_a_foreground_job() -> None:
    """Ctrl+C at its default. A shell without job control starts its background jobs with SIGINT
    ignored, and Python keeps an ignored SIGINT ignored: the test run under `cmd &` in a script
    left the child deaf to the signal, and the test waited out its time-outs."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


class Terminal:
    """A child process whose standard error is a pty that this side reads."""

    def __init__(self, args: list[str]) -> None:
        self.master, slave = pty.openpty()
        self.process = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                        stderr=slave, start_new_session=True,
                                        preexec_fn=_as_a_shell_starts_a_foreground_job)
        os.close(slave)
        self.output = b""

    def read_until(self, marker: bytes) -> None:
        deadline = time.monotonic() + TIMEOUT
        while marker not in self.output:
            assert self.read(deadline - time.monotonic()), (
                f"no {marker!r} within {TIMEOUT} s: {self.output[-500:]!r}")

    def read(self, timeout: float) -> bool:
        """Read what is there; False at the end of the output or after `timeout` seconds."""
        ready, _, _ = select.select([self.master], [], [], max(0.0, timeout))
        if not ready:
            return False
        try:
            data = os.read(self.master, 65536)
        except OSError:  # the child closed its end
            return False
        self.output += data
        return bool(data)

    def interrupt_at(self, marker: bytes) -> tuple[int, bytes]:
        """Ctrl+C to the process group once `marker` is shown; the exit status and the last
        line shown (progress lines are redrawn in place with carriage return, clear line)."""
        try:
            self.read_until(marker)
            os.killpg(self.process.pid, signal.SIGINT)
            while self.read(TIMEOUT):
                pass
            status = self.process.wait(timeout=TIMEOUT)
        finally:
            if self.process.poll() is None:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait()
            os.close(self.master)
        return status, self.output.replace(b"\r\n", b"\n").rsplit(b"\r\x1b[K", 1)[-1]


@pytest.mark.parametrize("algorithm, vocab_size", [("bpe", 200_000), ("unigram", 8000)])
def test_ctrl_c_writes_the_partial_model(algorithm, vocab_size, random_words, tmp_path):
    out, bundle = tmp_path / "partial.json", tmp_path / "project.json"
    terminal = Terminal([sys.executable, "-m", "workbench", "train", random_words,
                         "-o", str(out), "--save-project", str(bundle),
                         "--algorithm", algorithm, "--vocab-size", str(vocab_size),
                         "--pre-tokenizer", "whitespace"])
    status, last_line = terminal.interrupt_at(b"training:")
    assert status == 0, terminal.output[-2000:]
    assert last_line.startswith(b"stopped early, partial model: "), terminal.output[-2000:]
    assert b"Traceback" not in terminal.output
    history = json.loads(bundle.read_text(encoding="utf-8"))["runs"][0]["history"]
    assert history["stopped_early"] is True
    tokens = HfTokenizer.from_file(str(out)).get_vocab_size()
    if algorithm == "bpe":  # stopped after a merge: fewer tokens than asked, more than letters
        assert 27 < tokens < vocab_size
        assert len(history["merges"]["count"]) == tokens - 27
    else:  # stopped after a round's EM steps, far from the end: the best pieces, as many as asked
        assert tokens == vocab_size
        assert history["em_steps"]["round"][-1] == len(history["prunes"]["round"])
        assert history["em_steps"]["vocab_size"][-1] > 1.1 * vocab_size
    encoding = HfTokenizer.from_file(str(out)).encode("some random words")
    assert "".join(encoding.tokens).replace("▁", "") == "somerandomwords"


# `train`, with counting held after its first progress line until Ctrl+C comes: a real corpus
# could be counted to the end before the signal lands on a loaded machine (it was, once).
HELD_COUNTING = """
import sys, time
import workbench.cli as cli
import workbench.cli.inputs as inputs

counted = inputs.count_words


def held(*args, progress, **options):
    def report(done):
        progress(done)
        while True:  # counting goes no further: Ctrl+C ends the wait
            time.sleep(0.05)
    return counted(*args, progress=report, **options)


inputs.count_words = held
sys.exit(cli.main())
"""


def test_ctrl_c_while_counting_ends_with_one_line(random_words, tmp_path):
    """Before training there is no model to keep: one line, the shell's status for SIGINT, no
    traceback from the command or its counting processes, nothing written."""
    out = tmp_path / "never.json"
    terminal = Terminal([sys.executable, "-c", HELD_COUNTING, "train", random_words,
                         "-o", str(out), "--vocab-size", "1000", "--pre-tokenizer", "whitespace"])
    status, last_line = terminal.interrupt_at(b"counting words:")
    assert status == 130, terminal.output[-2000:]
    assert last_line == b"tokenizer-workbench: interrupted\n", terminal.output[-2000:]
    assert b"Traceback" not in terminal.output and not out.exists()
