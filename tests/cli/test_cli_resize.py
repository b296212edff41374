"""`resize`: the model cut to a smaller vocabulary, or one line saying why not."""

import json
from collections import Counter

import pytest

from support import KJV
from workbench.core import Project, Run, TrainConfig, TrainingHistory, run, save_bundle, train

from .test_cli import cli, encode


@pytest.fixture
def toy_model(toy_corpus, tmp_path):
    def trained(algorithm: str, size: str) -> str:
        model = str(tmp_path / f"{algorithm}.json")
        assert cli("train", toy_corpus, "-o", model, "--algorithm", algorithm, "--vocab-size",
                   size, "--pre-tokenizer", "whitespace", "--quiet").returncode == 0
        return model
    return trained


def test_resize_writes_the_model_with_its_first_merges(toy_model, tmp_path):
    small = str(tmp_path / "small.json")
    result = cli("resize", toy_model("bpe", "11"), "--vocab-size", "10", "-o", small)
    assert result.returncode == 0, result.stderr
    report = json.loads(cli("inspect", small).stdout)
    assert report["merges"] == [["u", "g"], ["u", "n"]]  # the SPEC's first two merges
    assert encode(small, "unhug")["tokens"] == ["un", "h", "ug"]


@pytest.mark.parametrize(("algorithm", "size", "message"), [
    ("bpe", "12", b"has 11 tokens, fewer than 12"), ("unigram", "10", b"keeps no record")])
def test_resize_refuses_in_one_line(toy_model, tmp_path, algorithm, size, message):
    model = toy_model(algorithm, "11")
    result = cli("resize", model, "--vocab-size", size, "-o", str(tmp_path / "out.json"))
    assert result.returncode == 2 and message in result.stderr
    assert result.stderr.count(b"\n") == 1 and result.stdout == b""
    assert not (tmp_path / "out.json").exists()


def test_resize_gives_a_bundle_s_unigram_run_the_size_of_a_pruning_round(tmp_path):
    history = TrainingHistory()
    config = TrainConfig(algorithm="unigram", vocab_size=100, seed_size=2000)
    tokenizer = run(train(config, dict(Counter(KJV.split()))), history.record)
    bundle = str(tmp_path / "p.twb.json")
    save_bundle(Project(runs=[Run.from_training("uni", tokenizer, history, [])]), bundle)
    _, vocab, _ = history.round_models[-1]
    out = str(tmp_path / "bigger.json")
    result = cli("resize", bundle, "--vocab-size", str(len(vocab)), "-o", out)
    assert result.returncode == 0, result.stderr
    assert json.loads(cli("inspect", out).stdout)["vocab"] == vocab
    refused = cli("resize", bundle, "--vocab-size", str(len(vocab) - 1), "-o", out)
    assert refused.returncode == 2 and b"no pruning round left" in refused.stderr
