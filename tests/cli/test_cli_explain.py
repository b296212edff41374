"""`explain`: a readable trace of one word, or JSON, for a tokenizer file or a bundle's run."""

import json

import pytest

from .test_cli import cli


@pytest.fixture
def toy_project(toy_corpus, tmp_path) -> str:
    """A bundle with the toy corpus's BPE (the SPEC's merges) and WordPiece runs."""
    bundle = str(tmp_path / "toy.json")
    for algorithm in ("bpe", "wordpiece"):
        result = cli("train", toy_corpus, "--save-project", bundle, "--run-name", algorithm,
                     "--algorithm", algorithm, "--vocab-size", "11", "--pre-tokenizer",
                     "whitespace", "--tie-break", "first-seen", "--quiet")
        assert result.returncode == 0, result.stderr
    return bundle


def test_bpe_trace_lists_the_merges_with_their_counts_from_the_run(toy_project):
    result = cli("explain", toy_project, "--model", "bpe", "hugs")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.decode("utf-8").splitlines()
    assert lines == [  # merges numbered from 1, as the window's explain view and training table
        "'hugs'",
        "  start:   h · u · g · s",
        "  step 1: merge #1 (u + g -> ug, count 20 in training): h · ug · s",
        "  step 2: merge #3 (h + ug -> hug, count 15 in training): hug · s",
        "  tokens:  hug · s",
    ]


def test_wordpiece_trace_says_why_a_word_became_unknown(toy_project):
    text = cli("explain", toy_project, "--model", "wordpiece", "mug").stdout.decode("utf-8")
    assert "at 0: tried mug ✗, mu ✗, m ✗; no match" in text
    assert "became [UNK]: no token matches at position 0" in text


def test_json_holds_each_word_and_its_trace(toy_project):
    result = cli("explain", toy_project, "--model", "wordpiece", "hugs bum", "--json")
    data = json.loads(result.stdout)
    assert data["algorithm"] == "wordpiece"
    hugs, bum = data["words"]
    assert hugs["trace"]["algorithm"] == "wordpiece" and hugs["trace"]["tokens"] == ["hugs"]
    assert [step["found"] for step in bum["trace"]["steps"]] == ["b", "##u", None]
    assert "position 2" in bum["trace"]["unknown"]


def test_unigram_trace_marks_the_best_path_and_lists_n_best(tmp_path):
    model = tmp_path / "uni.json"
    pieces = [["<unk>", 0.0], ["u", -3.0], ["n", -3.0], ["h", -3.0], ["g", -3.0], ["un", -2.0],
              ["hug", -2.0], ["ug", -2.5], ["hu", -2.5]]
    model.write_text(json.dumps({"model": {"type": "Unigram", "unk_id": 0, "vocab": pieces},
                                 "pre_tokenizer": {"type": "WhitespaceSplit"}}), encoding="utf-8")
    text = cli("explain", str(model), "unhug", "--nbest", "2").stdout.decode("utf-8")
    assert " * 0-2 un -2.0000" in text and " * 2-5 hug -2.0000" in text
    assert "   0-1 u -3.0000" in text
    assert "2 best segmentations" in text and "1. un · hug  log-probability -4.0000" in text


def test_a_bundle_with_several_models_needs_model_name(toy_project):
    result = cli("explain", toy_project, "hugs")
    assert result.returncode == 2
    assert b"several models" in result.stderr and result.stderr.count(b"\n") == 1
