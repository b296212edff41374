"""A full disk or a read-only folder while the CLI writes: one line, exit status 2, and the file
that was there keeps its bytes (issue 18, Faults). The failure is simulated (tests run as root in
CI, where a read-only mode does not stop writes)."""

from workbench.cli import main

from support import files_of

TRAIN = ["--algorithm", "bpe", "--vocab-size", "11", "--pre-tokenizer", "whitespace", "--quiet"]


def one_error_line(capsys, *names: str) -> str:
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("tokenizer-workbench: error: "), err
    for name in names:
        assert name in err, err
    return err


def test_training_over_a_model_keeps_it(toy_corpus, tmp_path, fault, capsys):
    out = tmp_path / "out" / "bpe.json"
    out.parent.mkdir()
    assert main(["train", toy_corpus, "-o", str(out), *TRAIN]) == 0
    before = files_of(out.parent)
    reason = fault(out.parent)
    assert main(["train", toy_corpus, "-o", str(out), *TRAIN, "--vocab-size", "10"]) == 2
    one_error_line(capsys, str(out), reason)
    assert files_of(out.parent) == before  # the same bytes, no temporary file left


def test_saving_over_a_project_keeps_it(toy_corpus, tmp_path, fault, capsys):
    bundle = tmp_path / "project" / "p.twb.json"
    bundle.parent.mkdir()
    model = str(tmp_path / "model.json")
    assert main(["train", toy_corpus, "-o", model, *TRAIN, "--save-project", str(bundle)]) == 0
    before = files_of(bundle.parent)
    reason = fault(bundle.parent)
    assert main(["train", toy_corpus, "-o", str(tmp_path / "other.json"), *TRAIN,
                 "--save-project", str(bundle)]) == 2
    one_error_line(capsys, str(bundle), reason, "the previous file is unchanged")
    assert files_of(bundle.parent) == before


def test_exporting_over_files_keeps_them(toy_corpus, tmp_path, fault, capsys):
    model, out = str(tmp_path / "model.json"), tmp_path / "gpt2"
    assert main(["train", toy_corpus, "-o", model, *TRAIN]) == 0
    assert main(["export", model, "--format", "gpt2", "-o", str(out)]) == 0
    before = files_of(out)
    assert sorted(before) == ["merges.txt", "vocab.json"]
    reason = fault(out)
    assert main(["export", model, "--format", "gpt2", "-o", str(out), "--force"]) == 2
    one_error_line(capsys, str(out), reason)
    assert files_of(out) == before
