"""evaluate, compare and health on the command line, against hand computations on the course's
toy BPE (merges u g, u n, h ug)."""

import json
import math

import pytest

from .test_cli import cli


def train_toy(toy_corpus, folder, vocab_size: int, *more: str) -> str:
    out = str(folder / f"bpe{vocab_size}.json")
    result = cli("train", toy_corpus, "-o", out, "--algorithm", "bpe", "--vocab-size",
                 str(vocab_size), "--pre-tokenizer", "whitespace", "--tie-break", "first-seen",
                 "--quiet", *more)
    assert result.returncode == 0, result.stderr
    return out


@pytest.fixture
def eval_files(tmp_path) -> list[str]:
    first, second = tmp_path / "first.txt", tmp_path / "second.txt"
    first.write_text("hug bun\nhugs\n", encoding="utf-8")  # hug | b un | hug s
    second.write_text("hug\n", encoding="utf-8")
    return [str(first), str(second)]


def test_evaluate_prints_every_measure(toy_corpus, tmp_path, eval_files):
    model = train_toy(toy_corpus, tmp_path, 11)
    result = cli("evaluate", model, "--corpus", *eval_files, "--json")
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)["models"][0]
    # both files: hug b un hug s | hug: 6 tokens over 4 words, 17 characters; hug 3 of 6
    renyi = math.log2(0.5 ** 2.5 + 3 * (1 / 6) ** 2.5) / -1.5
    assert report["measures"] == pytest.approx({
        "tokens": 6, "words": 4, "fertility": 6 / 4, "chars_per_token": 17 / 6,
        "bytes_per_token": 17 / 6, "split_word_share": 2 / 4, "unknown_rate": 0.0,
        "vocabulary_used": 4 / 11, "never_used": 7,
        "shannon_entropy": 0.5 * 1 + 3 * (1 / 6) * math.log2(6),  # -p log2 p
        "renyi_entropy": renyi, "renyi_efficiency": renyi / math.log2(11),
    })
    assert report["tokens_per_word_histogram"] == {"1": 2, "2": 2}
    assert report["premium"] == {eval_files[0]: 1.0, eval_files[1]: 1 / 5}
    text = cli("evaluate", model, "--corpus", *eval_files).stdout.decode()
    assert "tok/word" in text and "eff2.5" in text
    assert "premium (tokens / tokens of" in text


def test_compare_aligns_rows_and_marks_where_they_disagree(toy_corpus, tmp_path):
    big, small = train_toy(toy_corpus, tmp_path, 11), train_toy(toy_corpus, tmp_path, 10)
    result = cli("compare", big, small, "hugs bun")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.decode().splitlines()
    # 11: hug s b un; 10 (no h+ug): h ug s b un
    assert lines[0].endswith(" |h ug|s|·|b|un|")
    assert lines[1].endswith(" |h|ug|s|·|b|un|")
    assert lines[2].strip() == "^^^^" and lines[2].index("^") == lines[0].index("|h") + 1
    assert lines[-1] == "disagreements: 'hug'"
    report = json.loads(cli("compare", big, small, "hugs bun", "--json").stdout)
    assert report["disagreements"] == [[0, 3]]
    assert [m["tokens"] for m in report["models"]] == [4, 5]


def test_compare_takes_two_to_four_models(toy_corpus, tmp_path):
    model = train_toy(toy_corpus, tmp_path, 11)
    result = cli("compare", model, "hug")
    assert result.returncode == 2
    assert b"compare takes 2 to 4 models, not 1" in result.stderr


def test_health_of_a_project_run_on_a_corpus(toy_corpus, tmp_path, eval_files):
    bundle = str(tmp_path / "p.json")
    train_toy(toy_corpus, tmp_path, 11, "--save-project", bundle)
    result = cli("health", bundle, "--corpus", eval_files[0], "--json")
    assert result.returncode == 0, result.stderr
    reasons = {t["token"]: t["reasons"] for t in json.loads(result.stdout)["tokens"]}
    # used: hug b un s; sides of merges: u g n h ug; merge counts u g 20, u n 16, h ug 15
    assert reasons == {
        "p": ["never used"], "hug": ["minimum count"],
        **{t: ["never used", "intermediate"] for t in ("g", "h", "n", "u", "ug")},
    }
    text = cli("health", bundle, "--corpus", eval_files[0]).stdout.decode()
    assert text.splitlines()[0] == "6 tokens (54.5 %) never used on this corpus"


def test_evaluate_without_a_corpus_uses_the_last_5_percent_of_the_projects(toy_corpus, tmp_path):
    bundle = str(tmp_path / "p.json")
    train_toy(toy_corpus, tmp_path, 11, "--save-project", bundle)
    result = cli("evaluate", bundle, "--json")
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    # the toy corpus has 5 lines; 5 % of 5 rounds to 0: at least one, "hugs" x5 -> hug s x5
    assert report["files"] == ["last 5 % of toy.txt"]
    assert report["models"][0]["measures"]["tokens"] == 10
    assert report["models"][0]["measures"]["words"] == 5


def test_evaluate_without_a_corpus_needs_a_bundle_that_names_one(toy_corpus, tmp_path):
    result = cli("evaluate", train_toy(toy_corpus, tmp_path, 11))
    assert result.returncode == 2
    assert b"give --corpus FILE" in result.stderr


def test_evaluate_and_health_read_json_lines_by_their_text_field(toy_corpus, tmp_path):
    model = train_toy(toy_corpus, tmp_path, 11)
    records = tmp_path / "eval.jsonl"
    records.write_text('{"t": "hug bun", "x": 1}\n{"t": "hugs"}\n', encoding="utf-8")
    result = cli("evaluate", model, "--corpus", str(records), "--text-field", "t", "--json")
    assert result.returncode == 0, result.stderr
    measured = json.loads(result.stdout)["models"][0]["measures"]
    # hug | b un | hug s: 5 tokens, 3 words, 11 characters
    assert (measured["tokens"], measured["words"]) == (5, 3)
    assert measured["chars_per_token"] == pytest.approx(11 / 5)
    health = cli("health", model, "--corpus", str(records), "--text-field", "t", "--json")
    assert health.returncode == 0, health.stderr
    never = {t["token"] for t in json.loads(health.stdout)["tokens"] if "never used" in t["reasons"]}
    assert never == {"p", "g", "h", "n", "u", "ug"}  # used: hug b un s
    wrong = cli("evaluate", model, "--corpus", str(records), "--json")  # no field "text"
    assert wrong.returncode == 2 and b"no text field 'text'" in wrong.stderr
