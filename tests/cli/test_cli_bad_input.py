"""Every command on a bad model file or a bad corpus: one line on stderr that names the file,
exit status 2, no traceback, nothing written."""

import os

import pytest

from workbench.cli import main

PROG = "tokenizer-workbench: error: "


def _damaged_files(folder) -> dict[str, str]:
    """Model files a user may hand over by mistake, each in its own folder."""
    contents = {
        "missing": None,
        "truncated": b'{"version": "1.0", "model": {"type": "BPE", "vocab": {"a": 0',
        "random bytes": bytes(range(256)) * 4,
        "not a tokenizer": b'{"name": "a JSON file of something else"}',
        "wrong field type": b'{"model": {"type": "WordPiece", "vocab": {"a": 0}, "unk_token": 7}}',
        "empty": b"",
    }
    paths = {}
    for number, (kind, data) in enumerate(contents.items()):
        path = folder / f"case{number}" / "tokenizer.json"
        path.parent.mkdir()
        if data is not None:
            path.write_bytes(data)
        paths[kind] = str(path)
    return paths


# Each command that opens a model, with what else it needs ({model}, {corpus}, {out}).
MODEL_COMMANDS = [
    ["encode", "{model}", "hugs"],
    ["decode", "{model}", "0", "1"],
    ["inspect", "{model}"],
    ["explain", "{model}", "hugs"],
    ["resize", "{model}", "--vocab-size", "10", "-o", "{out}"],
    ["export", "{model}", "--format", "tokenizer-json", "-o", "{out}"],
    ["evaluate", "{model}", "--corpus", "{corpus}"],
    ["compare", "{model}", "{model}", "hugs"],
    ["health", "{model}"],
    ["prune", "{model}", "{corpus}", "-o", "{out}"],
    ["extend", "{model}", "{corpus}", "--add", "5", "-o", "{out}"],
    ["add-tokens", "{model}", "<new>", "-o", "{out}"],
    ["project", "{model}"],
]


@pytest.fixture(scope="module")
def damaged(tmp_path_factory) -> dict[str, str]:
    return _damaged_files(tmp_path_factory.mktemp("damaged"))


@pytest.fixture
def corpus(tmp_path) -> str:
    path = tmp_path / "corpus.txt"
    path.write_text("hugs and puns\n" * 20, encoding="utf-8")
    return str(path)


def _one_line_error(capsys, status: int, named: str) -> None:
    err = capsys.readouterr().err
    assert status == 2, err
    assert err.startswith(PROG) and err.count("\n") == 1, err
    assert named in err and "Traceback" not in err


@pytest.mark.parametrize("command", MODEL_COMMANDS, ids=[c[0] for c in MODEL_COMMANDS])
@pytest.mark.parametrize("kind", ["missing", "truncated", "random bytes", "not a tokenizer",
                                  "wrong field type", "empty"])
def test_a_bad_model_file_is_one_line_and_status_2(command, kind, damaged, corpus, tmp_path, capsys):
    model = damaged[kind]
    out = tmp_path / "out"
    args = [part.format(model=model, corpus=corpus, out=out) for part in command]
    _one_line_error(capsys, main(args), model)
    assert not out.exists()


def _bad_corpora(folder) -> dict[str, str]:
    paths = {"missing": str(folder / "missing.txt")}
    (folder / "empty.txt").write_bytes(b"")
    paths["empty"] = str(folder / "empty.txt")
    (folder / "bad.gz").write_bytes(b"\x1f\x8b\x08\x00 not really gzip")
    paths["broken gzip"] = str(folder / "bad.gz")
    (folder / "empty-folder").mkdir()
    paths["empty folder"] = str(folder / "empty-folder")
    return paths


CORPUS_COMMANDS = [
    ["train", "{corpus}", "-o", "{out}", "--vocab-size", "100"],
    ["count", "{corpus}", "-o", "{out}"],
]


@pytest.mark.parametrize("command", CORPUS_COMMANDS, ids=[c[0] for c in CORPUS_COMMANDS])
@pytest.mark.parametrize("kind", ["missing", "empty", "broken gzip", "empty folder"])
def test_a_bad_corpus_is_one_line_and_status_2(command, kind, tmp_path, capsys):
    corpus = _bad_corpora(tmp_path)[kind]
    out = tmp_path / "out.json"
    args = [part.format(corpus=corpus, out=out) for part in command]
    _one_line_error(capsys, main(args), os.path.basename(corpus))
    assert not out.exists()
