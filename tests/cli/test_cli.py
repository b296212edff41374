"""The command line, end to end, in a subprocess as a user runs it."""

import json
import os
import re
import subprocess
import sys

import pytest

from workbench.cli import main


def cli(*args, stdin: bytes | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "workbench", *args], input=stdin,
                          capture_output=True, timeout=120)


def encode(model: str, text: str) -> dict:
    result = cli("encode", model, stdin=text.encode("utf-8"))
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


@pytest.fixture
def toy_bpe(toy_corpus, tmp_path) -> str:
    out = str(tmp_path / "bpe.json")
    result = cli("train", toy_corpus, "-o", out, "--algorithm", "bpe", "--vocab-size", "11",
                 "--pre-tokenizer", "whitespace", "--tie-break", "first-seen", "--quiet")
    assert result.returncode == 0, result.stderr
    assert result.stderr == b""
    return out


def test_bpe_worked_example_through_the_cli(toy_bpe):
    report = json.loads(cli("inspect", toy_bpe).stdout)
    assert report["algorithm"] == "bpe"
    assert report["merges"] == [["u", "g"], ["u", "n"], ["h", "ug"]]
    assert report["vocab"] == ["[UNK]", "b", "g", "h", "n", "p", "s", "u", "ug", "un", "hug"]
    assert report["settings"]["tie_break"] == "first-seen"
    assert encode(toy_bpe, "bug mug thug unhug")["tokens"] == [
        "b", "ug", "[UNK]", "ug", "[UNK]", "hug", "un", "hug"]


def test_wordpiece_worked_example_through_the_cli(toy_corpus, tmp_path):
    out = str(tmp_path / "wp.json")
    assert cli("train", toy_corpus, "-o", out, "--algorithm", "wordpiece", "--vocab-size", "11",
               "--quiet").returncode == 0
    report = json.loads(cli("inspect", out).stdout)
    assert report["vocab"][-3:] == ["##gs", "hu", "hugs"]
    assert encode(out, "hugs pugs mug")["tokens"] == ["hugs", "p", "##u", "##gs", "[UNK]"]


COURSE_SENTENCES = (
    "This is the Hugging Face Course.\nThis chapter is about tokenization.\n"
    "This section shows several tokenizer algorithms.\n"
    "Hopefully, you will be able to understand how they are trained and generate tokens.\n"
)


def test_unigram_course_procedure_through_the_cli(tmp_path):
    corpus = tmp_path / "course.txt"
    corpus.write_text(COURSE_SENTENCES, encoding="utf-8")
    out = str(tmp_path / "uni.json")
    result = cli("train", str(corpus), "-o", out, "--algorithm", "unigram", "--vocab-size", "100",
                 "--seed-size", "300", "--pruning", "exact", "--n-sub-iterations", "0",
                 "--shrinking-factor", "0.9")
    assert result.returncode == 0
    training_seconds = float(re.search(rb"training ([0-9.]+) s", result.stderr).group(1))
    assert training_seconds < 0.5
    report = json.loads(cli("inspect", out).stdout)
    assert report["algorithm"] == "unigram" and len(report["vocab"]) == 100
    assert encode(out, "This is the Hugging Face course.")["tokens"] == [
        "▁This", "▁is", "▁the", "▁Hugging", "▁Face", "▁", "c", "ou", "r", "s", "e", "."]


def test_encode_reads_stdin_exactly_and_decode_inverts(sample_corpus, tmp_path):
    out = str(tmp_path / "bl.json")
    result = cli("train", sample_corpus, "-o", out, "--vocab-size", "400")
    assert result.returncode == 0 and b"wrote" in result.stderr
    text = "  In the beginning\n\n  "
    encoding = encode(out, text)
    assert "".join(text[a:b] for a, b in encoding["offsets"]) == text
    decoded = cli("decode", out, *map(str, encoding["ids"]))
    assert decoded.stdout.decode("utf-8") == text + "\n"
    assert encode(out, "x")["tokens"] == json.loads(cli("encode", out, "x").stdout)["tokens"]


def test_count_table_trains_the_same_model(sample_corpus, tmp_path):
    table = str(tmp_path / "counts.tsv")
    assert cli("count", sample_corpus, "-o", table, "--quiet").returncode == 0
    lines = open(table, encoding="utf-8").read().splitlines()
    assert [line.split("\t")[0] for line in lines[:4]] == ["In", " the", " beginning", " God"]
    from_text, from_counts = str(tmp_path / "a.json"), str(tmp_path / "b.json")
    assert cli("train", sample_corpus, "-o", from_text, "--vocab-size", "500", "--quiet").returncode == 0
    assert cli("train", "--counts", table, "-o", from_counts, "--vocab-size", "500",
               "--quiet").returncode == 0
    assert open(from_text, encoding="utf-8").read() == open(from_counts, encoding="utf-8").read()


@pytest.mark.parametrize("args", [
    ["train", "missing.txt", "-o", "x.json", "--vocab-size", "10"],
    ["train", "-o", "x.json", "--vocab-size", "10"],
    ["train", "a.txt", "-o", "x.json"],
    ["train", "a.txt", "-o", "x.json", "--vocab-size", "10", "--algorithm", "gpt"],
    ["train", "a.txt", "-o", "x.json", "--vocab-size", "0"],
    ["train", "a.txt", "-o", "x.json", "--vocab-size", "10", "--workers", "0"],
    ["train", "a.txt", "-o", "x.json", "--vocab-size", "10", "--algorithm", "unigram",
     "--shrinking-factor", "1.5"],
    ["train", "a.txt", "-o", "x.json", "--vocab-size", "10", "--pre-tokenizer", "bert",
     "--initial-alphabet", "bytes"],
    ["encode", "missing.json", "text"],
    ["decode", "bad.json", "1"],
    ["inspect", "a.txt"],
    ["frobnicate"],
    ["export", "wp.json", "--format", "gpt2", "-o", "out"],
    ["export", "wp.json", "--format", "sentencepiece", "-o", "out"],
    ["export", "wp.json", "--format", "bert", "-o", "taken"],
    ["export", "wp.json", "--format", "word2vec", "-o", "out"],
    ["export", "wp.json", "--format", "bert", "-o", "a.txt"],
    ["encode", "foreign.json", "text"],
])
def test_bad_arguments_and_files_give_one_line_and_status_2(args, tmp_path, capsys):
    status, err = main_among_files(tmp_path, args, capsys)
    assert status == 2
    assert err.count("\n") == 1 and err.startswith("tokenizer-workbench: error: ")
    if "foreign.json" in args:
        assert "pre_tokenizer 'UnicodeScripts' is not supported" in err
    assert "Traceback" not in err


def main_among_files(folder, args: list[str], capsys) -> tuple[int, str]:
    """Run `main(args)` in `folder` beside a small corpus, a broken JSON file, a tokenizer.json,
    a foreign tokenizer.json we cannot run and (for export cases) a WordPiece model; return the
    exit status and standard error."""
    (folder / "a.txt").write_text("some words here\n", encoding="utf-8")
    (folder / "bad.json").write_text("{not json", encoding="utf-8")
    (folder / "tok.json").write_text('{"model": {"type": "BPE", "vocab": {}, "merges": []}, '
                                     '"pre_tokenizer": {"type": "Whitespace"}}', encoding="utf-8")
    (folder / "foreign.json").write_text(json.dumps({
        "model": {"type": "BPE", "vocab": {"a": 0}, "merges": []},
        "pre_tokenizer": {"type": "UnicodeScripts"}}), encoding="utf-8")
    if "wp.json" in args:
        assert main(["train", str(folder / "a.txt"), "-o", str(folder / "wp.json"), "--vocab-size",
                     "20", "--algorithm", "wordpiece", "--normalizer", "bert", "--quiet"]) == 0
        (folder / "taken").mkdir()
        (folder / "taken" / "vocab.txt").write_text("keep\n", encoding="utf-8")
        capsys.readouterr()
    cwd = os.getcwd()
    os.chdir(folder)
    try:
        status = main(args)
    finally:
        os.chdir(cwd)
    return status, capsys.readouterr().err


def test_export_help_lists_the_formats():
    result = cli("export", "--help")
    assert result.returncode == 0
    for name in ("tokenizer-json", "gpt2", "bert", "sentencepiece"):
        assert name.encode() in result.stdout


def test_export_writes_files_and_encode_adds_special_tokens_only_when_asked(toy_corpus, tmp_path):
    model = str(tmp_path / "wp.json")
    assert cli("train", toy_corpus, "-o", model, "--algorithm", "wordpiece", "--vocab-size", "14",
               "--normalizer", "bert", "--special-tokens", "[CLS],[SEP]", "--quiet").returncode == 0
    plain = json.loads(cli("encode", model, "hugs").stdout)
    marked = json.loads(cli("encode", model, "hugs", "--add-special-tokens").stdout)
    assert marked["tokens"] == ["[CLS]", *plain["tokens"], "[SEP]"]
    assert marked["offsets"] == [[0, 0], *plain["offsets"], [0, 0]]
    out = tmp_path / "bert"
    result = cli("export", model, "--format", "bert", "-o", str(out))
    assert result.returncode == 0
    vocab = json.loads(cli("inspect", model).stdout)["vocab"]
    assert (out / "vocab.txt").read_text(encoding="utf-8").splitlines() == vocab
    assert cli("export", model, "--format", "bert", "-o", str(out)).returncode == 2
    assert cli("export", model, "--format", "bert", "-o", str(out), "--force").returncode == 0
    for opened in (str(out), str(out / "vocab.txt")):  # the files open as a model again
        assert json.loads(cli("inspect", opened).stdout)["vocab"] == vocab
        assert encode(opened, "hugs")["ids"] == plain["ids"]


def test_corpus_problems_are_reported_without_traceback(tmp_path):
    binary = tmp_path / "x.bin"
    binary.write_bytes(b"\x00\x01")
    result = cli("train", str(binary), "-o", str(tmp_path / "x.json"), "--vocab-size", "10")
    assert result.returncode == 2
    assert b"binary" in result.stderr and result.stderr.count(b"\n") == 1
    bad = tmp_path / "latin1.txt"
    bad.write_bytes("café au lait\n".encode("latin-1"))
    result = cli("train", str(bad), "-o", str(tmp_path / "y.json"), "--vocab-size", "300")
    assert result.returncode == 0
    assert b"1 invalid UTF-8 sequences replaced" in result.stderr
    surrogate = tmp_path / "surrogate.jsonl"
    surrogate.write_text('{"text": "bad \\ud800 here"}\n', encoding="utf-8")
    result = cli("train", str(surrogate), "-o", str(tmp_path / "z.json"), "--vocab-size", "300")
    assert result.returncode == 0, result.stderr
    assert b"1 invalid UTF-8 sequences replaced" in result.stderr


def test_core_does_not_import_qt():
    code = "import sys, workbench.core.training, workbench.cli; print(any(m.startswith(('PySide6', 'pyqtgraph')) for m in sys.modules))"
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True).stdout.strip() == "False"


def test_train_saves_runs_into_a_project_and_models_are_chosen_by_name(toy_corpus, tmp_path):
    bundle = str(tmp_path / "p.json")
    assert cli("train", toy_corpus, "--save-project", bundle, "--algorithm", "bpe",
               "--vocab-size", "11", "--pre-tokenizer", "whitespace", "--tie-break", "first-seen",
               "--embed-corpora", "--quiet").returncode == 0
    assert encode(bundle, "unhug")["tokens"] == ["un", "hug"]
    result = cli("train", toy_corpus, "--save-project", bundle, "-o", str(tmp_path / "wp.json"),
                 "--algorithm", "wordpiece", "--vocab-size", "11", "--normalizer", "bert",
                 "--run-name", "wp")
    assert result.returncode == 0
    assert b"wrote " + str(tmp_path / "wp.json").encode() + b" and " + bundle.encode() in result.stderr
    result = cli("encode", bundle, "hugs")
    assert result.returncode == 2
    assert result.stderr == (f"tokenizer-workbench: error: {bundle}: several models in the project; "
                             "choose one with --model NAME: 'bpe-11', 'wp'\n").encode()
    for args in (["--model", "wp", bundle, "hugs"], [bundle, "--model", "wp", "hugs"],
                 [bundle, "hugs", "--model", "wp"]):
        assert json.loads(cli("encode", *args).stdout)["tokens"] == ["hugs"]
    assert encode(str(tmp_path / "wp.json"), "hugs")["tokens"] == ["hugs"]
    report = json.loads(cli("inspect", bundle, "--model", "bpe-11").stdout)
    assert report["merges"] == [["u", "g"], ["u", "n"], ["h", "ug"]]
    hug, un = report["vocab"].index("hug"), report["vocab"].index("un")
    assert cli("decode", bundle, "--model", "bpe-11", str(un), str(hug)).stdout == b"un hug\n"
    out = tmp_path / "exported"
    assert cli("export", bundle, "--model", "wp", "--format", "bert", "-o", str(out)).returncode == 0
    assert (out / "vocab.txt").read_text(encoding="utf-8").split() == \
        json.loads(cli("inspect", bundle, "--model", "wp").stdout)["vocab"]
    taken = cli("train", toy_corpus, "--save-project", bundle, "--vocab-size", "11",
                "--run-name", "wp")
    assert taken.returncode == 2 and b"already has a model named 'wp'" in taken.stderr


def test_project_summary_reports_a_moved_corpus(toy_corpus, tmp_path):
    bundle = str(tmp_path / "p.json")
    assert cli("train", toy_corpus, "--save-project", bundle, "--vocab-size", "11",
               "--pre-tokenizer", "whitespace", "--quiet").returncode == 0
    size = os.path.getsize(toy_corpus)
    summary = cli("project", bundle).stdout.decode("utf-8").splitlines()
    assert summary[1:3] == ["corpora (1):", f"  ok       toy.txt (text, {size} bytes): unchanged"]
    assert summary[3] == "runs (1):"
    assert summary[4].startswith("  bpe-11: bpe, 11 tokens; 3 merges in ")
    assert summary[4].endswith(" on toy.txt")
    os.rename(toy_corpus, tmp_path / "gone.txt")
    summary = cli("project", bundle).stdout.decode("utf-8").splitlines()
    assert summary[2] == f"  missing  toy.txt (text, {size} bytes): not found - relink it"
    assert encode(bundle, "unhug")["tokens"] == ["un", "hug"]


@pytest.mark.parametrize("args, message", [
    (["encode", "tok.json", "--model", "x", "hi"], "a tokenizer file holds one model"),
    (["project", "tok.json"], "a tokenizer.json, not a project bundle"),
    (["project", "bad.json"], "not a JSON file"),
    (["train", "a.txt", "--vocab-size", "10"], "give -o/--output, --save-project, or both"),
    (["train", "a.txt", "-o", "x.json", "--vocab-size", "300", "--embed-corpora"],
     "--run-name and --embed-corpora go with --save-project"),
    (["train", "a.txt", "--vocab-size", "300", "--save-project", "bad.json"], "not a JSON file"),
])
def test_project_errors_are_one_line(args, message, tmp_path, capsys):
    status, err = main_among_files(tmp_path, args, capsys)
    assert status == 2 and err.count("\n") == 1 and message in err
    assert (tmp_path / "bad.json").read_text(encoding="utf-8") == "{not json"


def test_train_preset_gives_its_settings_and_options_override_them(toy_corpus, tmp_path):
    out = str(tmp_path / "t5.json")
    assert main(["train", toy_corpus, "-o", out, "--preset", "t5", "--vocab-size", "30",
                 "--seed-size", "100", "--quiet"]) == 0
    settings = json.loads(open(out, encoding="utf-8").read())["model"]["workbench"]
    assert settings["algorithm"] == "unigram" and settings["normalizer"] == ["spm-nmt-nfkc"]
    assert settings["special_tokens"] == ["<pad>", "</s>", "<unk>"]
    assert settings["vocab_size"] == 30 and settings["seed_size"] == 100


def test_train_needs_a_vocabulary_size_unless_a_preset_gives_one(toy_corpus, tmp_path, capsys):
    out = str(tmp_path / "m.json")
    assert main(["train", toy_corpus, "-o", out, "--quiet"]) == 2
    assert "required: --vocab-size" in capsys.readouterr().err
    assert main(["train", toy_corpus, "-o", out, "--preset", "course-wordpiece", "--quiet"]) == 0
    assert json.loads(open(out, encoding="utf-8").read())["model"]["workbench"]["vocab_size"] == 70


def test_unigram_without_an_unknown_token_refuses_unknown_characters_in_one_line(tmp_path):
    """`tokenizers` encodes what the pieces spell and refuses a character they do not, naming
    the missing unk_id; the CLI says so in one line, status 2."""
    from tokenizers import Tokenizer as HfTokenizer
    from tokenizers import models

    reference = HfTokenizer(models.Unigram([("a", -1.0), ("b", -2.0), ("ab", -2.5)]))
    model = str(tmp_path / "unigram.json")
    reference.save(model)
    assert encode(model, "abba")["tokens"] == reference.encode("abba").tokens
    with pytest.raises(Exception, match="unk_id"):
        reference.encode("abc")
    result = cli("encode", model, "abc")
    assert result.returncode == 2
    assert result.stderr.count(b"\n") == 1 and b"Traceback" not in result.stderr
    assert b"unk_id" in result.stderr and b"'abc'" in result.stderr
