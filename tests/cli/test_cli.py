"""The command line, end to end: `main`, as `python -m workbench` calls it, with its standard
streams and exit status; a few tests run it in a subprocess as a user does (the entry point,
standard input, a terminal)."""

import io
import json
import os
import re
import subprocess
import sys
from unittest import mock

import pytest

from workbench.cli import main
from workbench.core.formats import tokenizer_json


def cli(*args: str, stdin: bytes = b"") -> subprocess.CompletedProcess:
    """`tokenizer-workbench ARGS` run by `main` in this process (a subprocess costs a second
    of start-up): its exit status and what it wrote, as a subprocess's would be (streams that
    are not a terminal, UTF-8)."""
    out, err = io.BytesIO(), io.BytesIO()
    streams = {"stdin": io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8"),
               "stdout": io.TextIOWrapper(out, encoding="utf-8", write_through=True),
               "stderr": io.TextIOWrapper(err, encoding="utf-8", write_through=True)}
    with mock.patch.multiple(sys, **streams):
        try:
            status = main(list(args))
        except SystemExit as stopped:  # argparse's errors and --help
            status = 0 if stopped.code is None else stopped.code
    return subprocess.CompletedProcess(args, status, out.getvalue(), err.getvalue())


def cli_process(*args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess:
    """`python -m workbench ARGS` in a subprocess."""
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
    assert result.returncode == 0, result.stderr
    report = json.loads(cli("inspect", out).stdout)
    assert report["algorithm"] == "unigram" and len(report["vocab"]) == 100
    assert encode(out, "This is the Hugging Face course.")["tokens"] == [
        "▁This", "▁is", "▁the", "▁Hugging", "▁Face", "▁", "c", "ou", "r", "s", "e", "."]


def test_encode_reads_stdin_exactly_and_decode_inverts(sample_corpus, tmp_path):
    out = str(tmp_path / "bl.json")
    result = cli("train", sample_corpus, "-o", out, "--vocab-size", "400")
    assert result.returncode == 0 and b"wrote" in result.stderr
    text = "  In the beginning\n\n  "
    read = cli_process("encode", out, stdin=text.encode("utf-8"))
    assert read.returncode == 0, read.stderr
    encoding = json.loads(read.stdout)
    assert encoding == encode(out, text)
    assert "".join(text[a:b] for a, b in encoding["offsets"]) == text
    decoded = cli_process("decode", out, *map(str, encoding["ids"]))
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
        assert "model vocabulary gives one id to several tokens" in err
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
        "model": {"type": "WordLevel", "vocab": {"a": 0, "b": 0}, "unk_token": "a"},
        "pre_tokenizer": {"type": "Whitespace"}}), encoding="utf-8")
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


def test_paths_without_a_command_open_the_window(monkeypatch, tmp_path):
    """As the usage line says, `gui` is optional (a path alone was an invalid command)."""
    opened = []
    monkeypatch.setattr("workbench.app.window.main_window.run_app",
                        lambda paths: opened.append(paths) or 0)
    corpus = tmp_path / "big.txt"
    corpus.write_text("some words\n", encoding="utf-8")
    assert main([str(corpus), str(corpus)]) == 0
    assert main([]) == 0
    assert main(["gui", str(corpus)]) == 0
    assert opened == [[str(corpus), str(corpus)], [], [str(corpus)]]
    assert main([str(tmp_path / "missing.txt")]) == 2  # neither a command nor a file


def test_a_vocabulary_past_the_largest_id_is_refused_in_one_line(toy_corpus, tmp_path):
    """`train --vocab-size 2000000` ended in a traceback from the pair table (exit 1): a token
    id is a character, 1,114,112 of them."""
    result = cli("train", toy_corpus, "--vocab-size", "2000000", "-o", str(tmp_path / "m.json"))
    assert result.returncode == 2
    assert result.stderr.decode().splitlines() == [
        "tokenizer-workbench: error: vocab size must be at most 1,114,112, got 2,000,000"]
    assert not (tmp_path / "m.json").exists()


def test_the_window_without_a_display_is_one_line_and_exit_2(monkeypatch, tmp_path):
    """Qt aborted with its multi-line message (exit 134) when no display was there; a platform
    that needs none (offscreen, as the tests run) or a display set still opens the window."""
    opened = []
    monkeypatch.setattr("workbench.app.window.main_window.run_app",
                        lambda paths: opened.append(paths) or 0)
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        monkeypatch.delenv(name, raising=False)
    env = dict(os.environ)
    result = subprocess.run([sys.executable, "-m", "workbench", "gui"], capture_output=True,
                            timeout=120, env=env)
    assert result.returncode == 2
    assert result.stderr.decode().splitlines() == [
        "tokenizer-workbench: error: no display to open the window on (DISPLAY and "
        "WAYLAND_DISPLAY are not set); the commands work without one: tokenizer-workbench --help"]
    monkeypatch.setattr(sys, "platform", "linux")
    assert main(["gui"]) == 2 and main([]) == 2 and opened == []
    for name, value in (("QT_QPA_PLATFORM", "offscreen"), ("QT_QPA_PLATFORM", "wayland;xcb"),
                        ("DISPLAY", ":99"), ("WAYLAND_DISPLAY", "wayland-0")):
        monkeypatch.setenv(name, value)
        assert main(["gui"]) == (0 if name != "QT_QPA_PLATFORM" or value == "offscreen" else 2)
        monkeypatch.delenv(name)
    assert opened == [[]] * 3
    monkeypatch.setattr(sys, "platform", "darwin")  # a Mac or Windows has its own display
    assert main(["gui"]) == 0


def test_training_wordpiece_says_its_tokens_per_word_against_bpe_merges(toy_corpus, tmp_path):
    """Asked for: the comparison trains a second vocabulary, which a run does not wait for."""
    plain = cli("train", toy_corpus, "--algorithm", "wordpiece", "--vocab-size", "11",
                "--save-project", str(tmp_path / "plain.json"))
    assert plain.returncode == 0 and "BPE" not in plain.stderr.decode()
    history = json.loads((tmp_path / "plain.json").read_text())["runs"][0]["history"]
    assert history["wordpiece_fertility"] == []
    bundle = tmp_path / "p.json"
    result = cli("train", toy_corpus, "--algorithm", "wordpiece", "--vocab-size", "11",
                 "--save-project", str(bundle), "--compare-bpe")
    assert result.returncode == 0, result.stderr
    ours, reference = json.loads(bundle.read_text())["runs"][0]["history"]["wordpiece_fertility"]
    # by hand: [UNK], 7 letters and the first three merges (SPEC section 3): ##gs, hu, hugs;
    # the words become hu ##g (10), p ##u ##g (5), p ##u ##n (12), b ##u ##n (4), hugs (5)
    assert ours == pytest.approx((20 + 15 + 36 + 12 + 5) / 36)
    assert f"tokens per word on the corpus: {ours:.2f}; {reference:.2f} with a vocabulary of BPE " \
           "merges" in result.stderr.decode()


@pytest.mark.parametrize("options, reason", [
    (["--algorithm", "wordpiece", "--vocab-size", "20", "--min-frequency", "6"],
     "12 of the 20 tokens asked for: no pair of tokens occurs 6 times or more (minimum "
     "frequency)"),  # by hand: test_cli_options' toy corpus case, 8 symbols and 4 merges
    (["--algorithm", "bpe", "--pre-tokenizer", "whitespace", "--vocab-size", "1000"],
     "of the 1,000 tokens asked for: no pair of tokens is left: every word is one token"),
    (["--algorithm", "unigram", "--vocab-size", "1000", "--seed-size", "1000"],
     "of the 1,000 tokens asked for: the corpus has no more pieces to offer"),
])
def test_a_run_below_the_size_asked_for_says_why_in_one_line(toy_corpus, tmp_path, capsys,
                                                               options, reason):
    """Issue 13, item 2: a run that ends below the vocabulary size says so, even with --quiet."""
    assert main(["train", toy_corpus, "-o", str(tmp_path / "m.json"), "--quiet", *options]) == 0
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("note: ") and reason in lines[0], lines
    assert main(["train", toy_corpus, "-o", str(tmp_path / "n.json"), "--quiet",
                 "--algorithm", "wordpiece", "--vocab-size", "12", "--min-frequency", "6"]) == 0
    assert capsys.readouterr().err == ""


def test_encode_shows_a_byte_level_models_tokens_as_text(tmp_path):
    """Issue 13, item 11: beside the Ġ/Ð symbols, the text each token's bytes make; a byte of a
    character split over tokens as <0xXX>. Expected from tokenizers: a token it decodes alone
    without U+FFFD reads the same; the others' bytes are the character's UTF-8 bytes."""
    from tokenizers import Tokenizer as HfTokenizer

    from support import trained

    model = str(tmp_path / "byte.json")
    tokenizer_json.save(trained("bpe", 300), model)
    text = "héllo wörld 你好"
    result = encode(model, text)
    hf = HfTokenizer.from_file(model)
    split = ""
    for token_id, shown in zip(result["ids"], result["text"]):
        alone = hf.decode([token_id])
        if "\ufffd" in alone:
            assert re.fullmatch(r"(<0x[0-9A-F]{2}>)+", shown), shown
            split += shown
        else:
            assert shown == alone
    assert any(not t.isascii() for t in result["tokens"])  # there were Ġ and Ã to read
    split_bytes = bytes(int(h, 16) for h in re.findall(r"<0x([0-9A-F]{2})>", split))
    assert split_bytes and set(split_bytes.decode("utf-8")) <= set(text)  # whole characters
    assert "text" not in encode(_wordpiece(tmp_path), "hug")


def _wordpiece(tmp_path) -> str:
    from support import trained

    path = str(tmp_path / "wp.json")
    tokenizer_json.save(trained("wordpiece", 120), path)
    return path


def test_inspect_is_indented_on_a_terminal_and_one_line_with_json(toy_bpe):
    """Issue 13, item 11: stdout a terminal (a pty): indented JSON; --json or a pipe: one line."""
    import pty

    def on_terminal(*args: str) -> str:
        leader, follower = pty.openpty()
        with subprocess.Popen([sys.executable, "-m", "workbench", *args], stdout=follower,
                              stderr=subprocess.PIPE) as process:
            os.close(follower)
            chunks = []
            while True:
                try:
                    chunk = os.read(leader, 65536)
                except OSError:  # the pty's other end closed
                    break
                if not chunk:
                    break
                chunks.append(chunk)
            assert process.wait(timeout=120) == 0
        os.close(leader)
        return b"".join(chunks).decode("utf-8").replace("\r\n", "\n")

    piped = cli("inspect", toy_bpe).stdout.decode("utf-8")
    indented = on_terminal("inspect", toy_bpe)
    assert json.loads(indented) == json.loads(piped)
    assert piped.count("\n") == 1 and indented.count("\n") > 10
    assert indented.startswith('{\n  "algorithm": "bpe"')
    assert on_terminal("inspect", toy_bpe, "--json").count("\n") == 1


def test_unigram_reports_the_words_it_left_out(tmp_path, capsys):
    """Issue 13, item 14: a 5,000-letter line among short ones is left out and counted."""
    corpus = tmp_path / "long.txt"
    corpus.write_text("hug pug pun bun hugs\n" * 20 + "x" * 5000 + "\n", encoding="utf-8")
    out = str(tmp_path / "m.json")
    assert main(["train", str(corpus), "-o", out, "--algorithm", "unigram", "--vocab-size", "12",
                 "--quiet"]) == 0
    err = capsys.readouterr().err
    assert "note: left out 1 word (1 occurrence) over 4,192 bytes (max word bytes)" in err
    assert main(["train", str(corpus), "-o", out, "--algorithm", "unigram", "--vocab-size", "12",
                 "--quiet", "--max-word-bytes", "6000"]) == 0
    assert "left out" not in capsys.readouterr().err


def test_unigram_drops_line_ends_unless_told_to_keep_them(tmp_path, sample_corpus):
    """Issue 13, item 15: plain text, metaspace: no piece ends in a newline (they did: ▁grass:↵),
    and the model records the setting; --line-ends keep trains as tokenizers does."""
    import gzip

    corpus = tmp_path / "kjv.txt"
    corpus.write_bytes(gzip.open(sample_corpus).read(20_000).rsplit(b"\n", 1)[0] + b"\n")
    for line_ends, with_newline in [([], False), (["--line-ends", "keep"], True)]:
        out = str(tmp_path / f"u{len(line_ends)}.json")
        assert main(["train", str(corpus), "-o", out, "--algorithm", "unigram",
                     "--vocab-size", "300", "--quiet", *line_ends]) == 0
        model = json.loads(open(out, encoding="utf-8").read())
        pieces = [piece for piece, _ in model["model"]["vocab"]]
        assert any("\n" in piece for piece in pieces) == with_newline
        assert model["model"]["workbench"]["line_ends"] == \
            ("keep" if with_newline else "drop")


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


def test_encode_runs_a_sentencepiece_model_as_sentencepiece(sample_slice, tmp_path):
    """The encode command reaches a .model's own encoder with all its options (a keyword the
    .model's encoder lacked once made it a TypeError traceback)."""
    import sentencepiece

    prefix = str(tmp_path / "spm")
    sentencepiece.SentencePieceTrainer.train(input=sample_slice, model_prefix=prefix,
                                             vocab_size=300, minloglevel=2, num_threads=1)
    text = "In the beginning, Hello world 你好"
    result = encode(f"{prefix}.model", text)
    assert result["ids"] == sentencepiece.SentencePieceProcessor(
        model_file=f"{prefix}.model").encode(text)
