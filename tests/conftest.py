import errno
import gc
import gzip
import os

import pytest
from hypothesis import settings

from support import MULTILINGUAL, SAMPLE_CORPUS, TOY_WORDS, failing

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# The suite draws the same examples every run, so that it passes or fails the same way each
# time; `make fuzz` draws new ones (HYPOTHESIS_PROFILE=fuzz) to look for what those miss.
settings.register_profile("suite", derandomize=True)
settings.register_profile("fuzz", derandomize=False)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "suite"))


@pytest.fixture(scope="session", autouse=True)
def private_settings(tmp_path_factory):
    """A window made without settings of its own (QSettings' default location) writes in a
    temporary folder, never in the user's."""
    from PySide6.QtCore import QSettings

    folder = str(tmp_path_factory.mktemp("settings"))
    for kind in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(kind, QSettings.Scope.UserScope, folder)
    os.environ["XDG_CONFIG_HOME"] = folder  # and the processes the tests start


@pytest.fixture
def collector_on():
    """The cycle collector on for the test, and as it was after it: a test that leaves it on
    would give the window's tests that follow in the same process automatic collections in its
    threads (workbench/app/window/collector.py says why they must not)."""
    was = gc.isenabled()
    gc.enable()
    yield
    (gc.enable if was else gc.disable)()


@pytest.fixture
def multilingual() -> str:
    return MULTILINGUAL


@pytest.fixture
def toy_words() -> dict[str, int]:
    return dict(TOY_WORDS)


@pytest.fixture(scope="session")
def sample_corpus() -> str:
    return str(SAMPLE_CORPUS)


@pytest.fixture
def toy_corpus(tmp_path) -> str:
    """The course's toy corpus as a text file, words in order of first appearance."""
    path = tmp_path / "toy.txt"
    path.write_text("".join(f"{' '.join([w] * n)}\n" for w, n in TOY_WORDS.items()), encoding="utf-8")
    return str(path)


@pytest.fixture(scope="session")
def sample_text(tmp_path_factory, sample_corpus) -> str:
    """The whole sample corpus (a real megabyte) as a plain text file."""
    path = tmp_path_factory.mktemp("corpus") / "sample.txt"
    path.write_bytes(gzip.open(sample_corpus).read())
    assert path.stat().st_size >= 1_000_000
    return str(path)


@pytest.fixture(scope="session")
def sample_slice(tmp_path_factory, sample_corpus) -> str:
    """The first 200 kB of the sample corpus, for tests that train many small models."""
    path = tmp_path_factory.mktemp("corpus") / "slice.txt"
    path.write_bytes(gzip.open(sample_corpus).read(200_000).rsplit(b"\n", 1)[0] + b"\n")
    return str(path)


@pytest.fixture(scope="session")
def nfkc_charsmap(sample_slice, tmp_path_factory) -> bytes:
    """SentencePiece's compiled nmt_nfkc rules, from a small model it trains (not shipped: generated)."""
    import sentencepiece
    from sentencepiece import sentencepiece_model_pb2

    prefix = tmp_path_factory.mktemp("spm") / "nfkc"
    sentencepiece.SentencePieceTrainer.train(input=sample_slice, model_prefix=str(prefix),
                                             vocab_size=300, minloglevel=2, num_threads=1)
    proto = sentencepiece_model_pb2.ModelProto()
    proto.ParseFromString((prefix.parent / "nfkc.model").read_bytes())
    return proto.normalizer_spec.precompiled_charsmap


@pytest.fixture(params=[("fsync", errno.ENOSPC), ("replace", errno.EROFS)],
                ids=["disk full", "read-only"])
def fault(request, monkeypatch, capsys):
    """`fault(folder)` makes writing into `folder` fail from then on, as a full disk does (at
    the sync) or a read-only folder (at the rename), and forgets what was printed so far; the
    system's message for it. Simulated: tests run as root in CI, where a read-only mode does not
    stop writes."""
    name, code = request.param

    def arm(folder) -> str:
        monkeypatch.setattr(os, name, failing(getattr(os, name), str(folder), code))
        capsys.readouterr()
        return os.strerror(code)

    return arm
