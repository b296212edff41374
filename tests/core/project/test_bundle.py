"""Project bundles: round trips, the schema, faults on load and save, moved corpora, migrations."""

import copy
import hashlib
import json
import os
import pathlib
import shutil
import sys
import tempfile
from collections import Counter
from collections.abc import Iterator

import jsonschema
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from workbench.core.analysis.evaluate import evaluate, text_stats
from workbench.core.runtime.events import run
from workbench.core.formats import files
from workbench.core.project import bundle, stepped_json
from workbench.core.project.bundle import (
    BundleError, CorpusRef, Measurements, Project, Run, TokenizePanel, TrainingHistory,
    load_bundle, load_model, save_bundle,
)
from workbench.core.analysis.health import health
from workbench.core.analysis.size_curve import SizeCurve, size_curve
from workbench.core.training import TrainConfig, train
from workbench.core.training.corpus import Source
from workbench.resources import project_schema

from support import MULTILINGUAL, TOY_WORDS, run_steps

SCHEMA = project_schema()
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)


def trained_run(name: str, config: TrainConfig, words: dict[str, int]) -> Run:
    history = TrainingHistory(counting_seconds=0.01)
    tokenizer = run(train(config, words), history.record)
    history.training_seconds = 0.02
    return Run.from_training(name, tokenizer, history, [])


@pytest.fixture(scope="module")
def two_runs() -> tuple[Run, Run]:
    """A BPE run on the toy words and a Unigram run with a pruning round (their corpora are set
    per test); the Unigram words are counted twice, as its seed keeps substrings seen twice."""
    bpe = trained_run("bpe 11", TrainConfig(algorithm="bpe", vocab_size=11,
                                            pre_tokenizer="whitespace", tie_break="first-seen"),
                      TOY_WORDS)
    bpe.size_curve = size_curve(bpe.tokenizer, " ".join(TOY_WORDS))
    unigram = trained_run("unigram 120", TrainConfig(algorithm="unigram", vocab_size=120,
                                                     seed_size=400),
                          dict(Counter(MULTILINGUAL.split() * 2)))
    return bpe, unigram


@pytest.fixture
def bundle_dir(tmp_path, toy_corpus) -> pathlib.Path:
    folder = tmp_path / "work"
    (folder / "corpora").mkdir(parents=True)
    shutil.move(toy_corpus, folder / "corpora" / "toy.txt")
    return folder


def make_project(bundle_dir: pathlib.Path, two_runs, outside: pathlib.Path) -> Project:
    inside = CorpusRef.from_file(Source(str(bundle_dir / "corpora" / "toy.txt")), embed=True)
    outside.write_text('{"text": "hug pug"}\n', encoding="utf-8")
    other = CorpusRef.from_file(Source(str(outside), "jsonl"))
    runs = [copy.deepcopy(r) for r in two_runs]
    runs[0].corpora, runs[1].corpora = [inside.path], [inside.path, other.path]
    return Project(corpora=[inside, other], runs=runs,
                   tokenize=TokenizePanel(["unhug the pugs", "Héllo 👍🏽"], ["unigram 120"]),
                   ui={"tab": "tokenize", "splitters": {"training": [300, 700]}},
                   measures=measured(runs[0], inside.source, other.source))


def measured(model: Run, english: Source, other: Source) -> Measurements:
    """An evaluation on two files and a health report, as the views save them."""
    models = [(model.name, model.tokenizer)]
    evaluation = evaluate(models, [english, other], workers=1).to_json()
    used = set(text_stats(model.tokenizer, english, workers=1).token_counts)
    report = health(model.tokenizer, used, model.history.merges["count"]).to_json()
    return Measurements(evaluation, {**report, "model": model.name, "files": [english.path]})


@pytest.fixture
def saved(bundle_dir, two_runs, tmp_path) -> tuple[Project, str]:
    proj = make_project(bundle_dir, two_runs, tmp_path / "elsewhere.jsonl")
    path = str(bundle_dir / "p.json")
    save_bundle(proj, path)
    return proj, path


def read(path: str) -> dict:
    return json.loads(pathlib.Path(path).read_text("utf-8"))


def test_round_trip_gives_an_equal_project_and_the_same_bytes(saved):
    proj, path = saved
    first = pathlib.Path(path).read_bytes()
    loaded = load_bundle(path)
    assert loaded == proj
    assert [r.name for r in loaded.runs] == ["bpe 11", "unigram 120"]
    save_bundle(loaded, path)
    assert pathlib.Path(path).read_bytes() == first
    assert load_bundle(path) == proj


def test_measurements_survive_and_bundles_without_them_open(saved):
    proj, path = saved
    loaded = load_bundle(path)
    assert loaded.measures == proj.measures
    assert loaded.measures.evaluation["models"][0]["name"] == "bpe 11"
    assert loaded.measures.health["tokens"] and loaded.measures.health["model"] == "bpe 11"
    data = read(path)
    del data["measures"]  # as written before they were saved
    pathlib.Path(path).write_text(json.dumps(data), encoding="utf-8")
    older = load_bundle(path)
    assert older.measures == Measurements() and older.runs == proj.runs
    save_bundle(older, path)
    assert read(path)["measures"] == {"evaluation": None, "health": None}
    VALIDATOR.validate(read(path))


def test_a_run_keeps_its_corpora_when_they_leave_the_corpus_list(saved, tmp_path):
    """Add a corpus, train on it, remove it from the list, save: the bundle opens again (a
    bundle written so by an earlier version too: the file is the same) and the run still says
    what it learned from."""
    proj, path = saved
    learned_from = list(proj.runs[1].corpora)
    proj.corpora = proj.corpora[:1]
    save_bundle(proj, path)
    VALIDATOR.validate(read(path))
    loaded = load_bundle(path)
    assert loaded.runs[1].corpora == learned_from
    assert [c.path for c in loaded.corpora] == learned_from[:1]
    assert learned_from[1] not in {c.path for c in loaded.corpora}


def test_saved_bundles_match_the_schema(saved):
    _, path = saved
    VALIDATOR.validate(read(path))


def test_models_and_histories_survive(saved, two_runs):
    _, path = saved
    loaded = load_bundle(path)
    bpe, unigram = loaded.runs
    assert bpe.tokenizer.encode("bug mug thug unhug").tokens == [
        "b", "ug", "[UNK]", "ug", "[UNK]", "hug", "un", "hug"]
    assert unigram.tokenizer.encode("unhug").tokens == two_runs[1].tokenizer.encode("unhug").tokens
    assert bpe.history.merges["count"] == [20, 16, 15]
    assert bpe.history.merges["vocab_size"] == [9, 10, 11]
    assert bpe.history.merges["score"] == [None, None, None]
    assert unigram.history == two_runs[1].history and unigram.history.prunes["round"] == [0]
    # "hug pug pun bun hugs" with the first k of the merges ug, un, hug, counted by hand
    assert bpe.size_curve == SizeCurve((8, 9, 10, 11), (16, 13, 11, 9), 5, 20)
    assert unigram.size_curve is None  # none was measured
    assert bpe.config() == TrainConfig(algorithm="bpe", vocab_size=11, pre_tokenizer="whitespace",
                                       tie_break="first-seen")


def test_paths_are_relative_below_the_bundle_and_absolute_elsewhere(saved, tmp_path):
    proj, path = saved
    data = read(path)
    assert [c["path"] for c in data["corpora"]] == ["corpora/toy.txt",
                                                   str(tmp_path / "elsewhere.jsonl")]
    assert data["runs"][1]["corpora"] == ["corpora/toy.txt", str(tmp_path / "elsewhere.jsonl")]
    moved = tmp_path / "moved"
    shutil.move(os.path.dirname(path), moved)
    reopened = load_bundle(str(moved / "p.json"))
    assert reopened.corpora[0].path == str(moved / "corpora" / "toy.txt")
    assert [s.state for s in reopened.corpus_status()] == ["ok", "ok"]


def test_a_bundle_made_in_steps_is_the_bundle_json_dumps_writes(saved, monkeypatch):
    proj, path = saved
    proj.tokenize.texts = ["ẞ \ud800 a lone surrogate: the text falls back to ASCII escapes"]
    monkeypatch.setattr(stepped_json, "PIECE", 20)
    as_taken = copy.deepcopy(proj.to_json(os.path.dirname(path)))
    steps = bundle.bundle_in_steps(proj, path)
    proj.tokenize.texts = ["changed after the state was taken"]  # replaced, as the window does
    encoded, taken = run_steps(steps)
    expected = json.dumps({**as_taken, "modified": encoded.modified}, sort_keys=True,
                          separators=(",", ":"), ensure_ascii=True) + "\n"
    assert taken > 10
    assert encoded.data.decode("utf-8") == expected


def test_modified_changes_only_with_the_content(saved):
    _, path = saved
    loaded = load_bundle(path)
    loaded.modified = "2000-01-01T00:00:00Z"
    loaded._saved_content = bundle._content(loaded.to_json(os.path.dirname(path)))
    save_bundle(loaded, path)
    assert read(path)["modified"] == "2000-01-01T00:00:00Z"
    loaded.tokenize.texts.append("one more")
    save_bundle(loaded, path)
    assert read(path)["modified"] > "2000-01-01T00:00:00Z"
    assert read(path)["created"] == loaded.created


def test_unknown_fields_are_kept(saved):
    _, path = saved
    data = read(path)
    data["future"] = {"x": [1]}
    data["corpora"][0]["license"] = "public domain"
    data["runs"][0]["notes"] = "first try"
    data["runs"][0]["history"]["gpu"] = False
    data["runs"][0]["history"]["merges"]["tokens"] = ["ug", "un", "hug"]
    data["tokenize"]["font"] = "mono"
    pathlib.Path(path).write_text(json.dumps(data), encoding="utf-8")
    save_bundle(load_bundle(path), path)
    again = read(path)
    assert again["future"] == {"x": [1]}
    assert again["corpora"][0]["license"] == "public domain"
    assert again["runs"][0]["notes"] == "first try"
    assert again["runs"][0]["history"]["gpu"] is False
    assert again["runs"][0]["history"]["merges"]["tokens"] == ["ug", "un", "hug"]
    assert again["tokenize"]["font"] == "mono"


def test_a_version_1_bundle_is_migrated(saved):
    _, path = saved
    data = read(path)
    expected = load_bundle(path)
    v1 = {k: v for k, v in data.items() if k not in ("tokenize", "ui")}
    v1["version"] = 1
    pathlib.Path(path).write_text(json.dumps(v1), encoding="utf-8")
    migrated = load_bundle(path)
    assert migrated.tokenize == TokenizePanel() and migrated.ui == {}
    assert migrated.runs == expected.runs and migrated.corpora == expected.corpora
    save_bundle(migrated, path)
    assert read(path)["version"] == bundle.VERSION == 2
    VALIDATOR.validate(read(path))


def _set(data: dict, where: tuple, value) -> None:
    *parents, last = where
    for key in parents:
        data = data[key]
    if value is DELETE:
        del data[last]
    else:
        data[last] = value


DELETE = object()
BAD_FIELDS = [
    (("format",), "tokenizer-workbench-settings", "not a project bundle (format is"),
    (("version",), 3, "bundle version 3 is newer than this program reads (up to 2)"),
    (("version",), "2", "version: expected integer, got string"),
    (("version",), 0, "bundle version 0 is not a version this program knows"),
    (("version",), DELETE, "bundle: missing field 'version'"),
    (("runs", 0, "name"), DELETE, "runs[0]: missing field 'name'"),
    (("corpora", 0, "sha256"), DELETE, "corpora[0]: missing field 'sha256'"),
    (("created",), DELETE, "bundle: missing field 'created'"),
    (("corpora", 0, "size"), "12", "corpora[0].size: expected integer, got string"),
    (("corpora", 0, "size"), -1, "corpora[0].size: must be at least 0"),
    (("corpora", 0, "size"), True, "corpora[0].size: expected integer, got boolean"),
    (("corpora", 0, "format"), "csv", "corpora[0].format: expected text or jsonl or counts"),
    (("corpora", 0, "sha256"), "abc", "corpora[0].sha256: expected 64 lowercase hex digits"),
    (("runs",), {}, "runs: expected array, got object"),
    (("runs", 0, "history", "merges", "count", 1), 2.5,
     "runs[0].history.merges.count[1]: expected integer, got number"),
    (("runs", 0, "history", "merges", "count"), [1],
     "runs[0].history.merges: columns of different lengths"),
    (("runs", 1, "name"), "bpe 11", "two models named 'bpe 11'"),
    (("runs", 0, "corpora"), [3], "runs[0].corpora[0]: expected string, got integer"),
    (("runs", 0, "tokenizer", "model", "type"), "GPT", "runs[0] ('bpe 11'): unusable model"),
    (("runs", 0, "tokenizer", "model", "vocab"), [], "runs[0] ('bpe 11'): unusable model"),
    (("runs", 0, "size_curve", "tokens"), [1], "runs[0].size_curve: 4 sizes but 1 token counts"),
    (("runs", 0, "size_curve", "words"), -1, "runs[0].size_curve.words: must be at least 0"),
    (("runs", 0, "size_curve", "vocab_sizes", 0), "7",
     "runs[0].size_curve.vocab_sizes[0]: expected integer, got string"),
    (("runs", 0, "size_curve", "characters"), DELETE,
     "runs[0].size_curve: missing field 'characters'"),
    (("tokenize", "models"), ["gone"], "tokenize.models: no run named 'gone'"),
    (("tokenize", "texts"), "hello", "tokenize.texts: expected array, got string"),
    (("ui",), None, "ui: expected object, got null"),
    (("measures", "evaluation", "models", 0, "measures", "fertility"), DELETE,
     "measures.evaluation.models[0].measures: missing field 'fertility'"),
    (("measures", "evaluation", "models", 0, "tokens_per_word_histogram", "two"), 3,
     "measures.evaluation.models[0].tokens_per_word_histogram.two: a key must match [0-9]+"),
    (("measures", "health", "tokens", 0, "id"), "7", "measures.health.tokens[0].id: expected integer"),
]


@pytest.mark.parametrize("where, value, message", BAD_FIELDS)
def test_bad_fields_are_refused_with_their_name_and_nothing_is_written(saved, where, value, message):
    _, path = saved
    data = read(path)
    _set(data, where, value)
    text = json.dumps(data)
    pathlib.Path(path).write_text(text, encoding="utf-8")
    listing = sorted(os.listdir(os.path.dirname(path)))
    with pytest.raises(BundleError, match=None) as error:
        load_bundle(path)
    assert message in str(error.value)
    assert str(error.value).startswith(path + ": ")
    assert "\n" not in str(error.value)
    assert pathlib.Path(path).read_text("utf-8") == text
    assert sorted(os.listdir(os.path.dirname(path))) == listing


@pytest.mark.parametrize("where, value, message", BAD_FIELDS)
def test_the_schema_refuses_what_the_loader_refuses(saved, where, value, message):
    """The schema and the loader's checks describe the same format, except for what a schema
    cannot say (cross references, unique names, equal column lengths, whether an embedded model
    builds)."""
    _, path = saved
    data = read(path)
    _set(data, where, value)
    beyond_schema = message.startswith(("two models", "tokenize.models",
                                        "runs[0] ('bpe 11')", "runs[0].history.merges: columns",
                                        "runs[0].size_curve: 4 sizes"))
    assert VALIDATOR.is_valid(data) == beyond_schema


@pytest.mark.parametrize("content, message", [
    (b"{not json", "not a JSON file"),
    (b"[1, 2]", "not a project bundle (the file holds a JSON array)"),
    (b'{"version": "1.0", "model": {"type": "BPE"}}', "a tokenizer.json, not a project bundle"),
    (b'{"format": "tokenizer-workbench-project", "version": 2, "ui": ' + b"[" * 70 + b"]" * 70
     + b"}", "nesting deeper than 64 levels"),
])
def test_files_that_are_not_bundles_are_refused(tmp_path, content, message):
    path = tmp_path / "p.json"
    path.write_bytes(content)
    with pytest.raises(files.FormatError) as error:
        load_bundle(str(path))
    assert message in str(error.value)
    assert path.read_bytes() == content


def test_a_huge_bundle_is_refused_unread(tmp_path):
    path = tmp_path / "p.json"
    with open(path, "wb") as out:
        out.truncate(files.MAX_BYTES + 1)
    with pytest.raises(files.FormatError, match="over the 512 MB limit"):
        load_bundle(str(path))


@pytest.mark.parametrize("failing", ["fsync", "replace"])
def test_a_failed_save_leaves_the_previous_bundle(saved, monkeypatch, failing):
    proj, path = saved
    before = pathlib.Path(path).read_bytes()
    proj.tokenize.texts.append("unsaved change")

    def fail(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(files.os, failing, fail)
    with pytest.raises(BundleError, match="cannot save \\(No space left on device\\); the "
                                          "previous file is unchanged"):
        save_bundle(proj, path)
    monkeypatch.undo()
    assert pathlib.Path(path).read_bytes() == before
    assert "unsaved change" not in load_bundle(path).tokenize.texts
    assert not [n for n in os.listdir(os.path.dirname(path)) if n.endswith(".tmp")]


def test_permission_denied_is_reported_and_the_bundle_kept(saved, monkeypatch):
    proj, path = saved
    before = pathlib.Path(path).read_bytes()
    proj.ui["tab"] = "corpus"

    def refuse(*args):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(files.os, "open", refuse)
    with pytest.raises(BundleError, match="cannot save \\(Permission denied\\)"):
        save_bundle(proj, path)
    monkeypatch.undo()
    assert pathlib.Path(path).read_bytes() == before


def test_saving_again_keeps_the_previous_bundle_as_bak(saved):
    proj, path = saved
    before = pathlib.Path(path).read_bytes()
    proj.tokenize.texts = ["changed"]
    save_bundle(proj, path)
    assert pathlib.Path(path + ".bak").read_bytes() == before
    assert load_bundle(path).tokenize.texts == ["changed"]


def test_a_damaged_bundle_points_to_its_backup(saved):
    proj, path = saved
    save_bundle(proj, path)
    with open(path, "r+b") as damaged:
        damaged.truncate(100)
    with pytest.raises(files.FormatError, match=f"not a JSON file .*\\(the previous version is in "
                                                f"{path}.bak\\)$"):
        load_bundle(path)
    assert load_bundle(path + ".bak") == proj


def test_adding_a_corpus_again_refreshes_it_and_keeps_its_embedded_text(saved, bundle_dir):
    proj, _ = saved
    toy = bundle_dir / "corpora" / "toy.txt"
    embedded = proj.corpora[0].text
    proj.corpora[0].extra["license"] = "public domain"
    proj.add_corpus(CorpusRef.from_file(Source(str(toy))))
    assert len(proj.corpora) == 2 and proj.corpora[0].text == embedded
    assert proj.corpora[0].extra == {"license": "public domain"}
    toy.write_text("changed\n", encoding="utf-8")
    proj.add_corpus(CorpusRef.from_file(Source(str(toy))))
    assert proj.corpora[0].text is None and proj.corpora[0].size == 8
    assert proj.corpus_status()[0].state == "ok"


def test_a_moved_or_changed_corpus_is_reported_and_the_models_still_work(saved, tmp_path):
    _, path = saved
    toy = os.path.join(os.path.dirname(path), "corpora", "toy.txt")
    os.rename(toy, tmp_path / "toy-moved.txt")
    pathlib.Path(tmp_path / "elsewhere.jsonl").write_text('{"text": "hug pun"}\n', encoding="utf-8")
    loaded = load_bundle(path)
    statuses = loaded.corpus_status()
    assert [(s.corpus.path, s.state) for s in statuses] == [
        (toy, "missing"), (str(tmp_path / "elsewhere.jsonl"), "changed")]
    assert "same size, different content" in statuses[1].detail
    assert load_model(path, "bpe 11").encode("unhug").tokens == ["un", "hug"]
    assert loaded.corpora[0].text == "".join(f"{' '.join([w] * n)}\n" for w, n in TOY_WORDS.items())
    relinked = CorpusRef.from_file(Source(str(tmp_path / "toy-moved.txt")))
    loaded.relink(toy, relinked)
    assert loaded.corpus_status()[0].state == "ok"
    assert loaded.runs[1].corpora[0] == relinked.path


AUDITED: list[tuple] = []
_audit = {"on": False}


def _record(event: str, args: tuple) -> None:
    if _audit["on"]:
        AUDITED.append((event, args))


sys.addaudithook(_record)  # records only while a test turns it on


def test_loading_reads_the_bundle_only_and_runs_nothing(saved):
    _, path = saved
    data = read(path)
    outside = "../" * 12 + "etc/passwd"
    data["corpora"][0]["path"] = data["runs"][0]["corpora"][0] = outside
    data["runs"][1]["corpora"][0] = outside
    data["ui"] = {"__reduce__": "os.system", "cmd": "touch pwned"}
    pathlib.Path(path).write_text(json.dumps(data), encoding="utf-8")
    load_bundle(path)  # imports anything loading needs before the audit starts
    AUDITED.clear()
    _audit["on"] = True
    try:
        load_bundle(path)
    finally:
        _audit["on"] = False
    opened = [(args[0], args[1]) for event, args in AUDITED if event == "open"]
    assert opened == [(path, "r")]
    risky = ("os.remove", "os.rename", "os.unlink", "os.mkdir", "os.system", "os.exec",
             "os.posix_spawn", "subprocess", "pickle", "marshal", "shutil", "exec", "compile")
    assert [event for event, _ in AUDITED if event.startswith(risky)] == []


def test_load_model_chooses_among_several(saved, tmp_path, two_runs):
    _, path = saved
    with pytest.raises(BundleError, match="several models in the project; choose one with "
                                          "--model NAME: 'bpe 11', 'unigram 120'"):
        load_model(path)
    with pytest.raises(BundleError, match="no model named 'x'"):
        load_model(path, "x")
    assert load_model(path, "unigram 120").vocab == two_runs[1].tokenizer.vocab


def test_a_bundle_without_models_says_so(tmp_path):
    path = str(tmp_path / "empty.json")
    save_bundle(Project(), path)
    with pytest.raises(BundleError, match="empty.json: the project has no trained models"):
        load_model(path)


def test_numbers_json_cannot_hold_are_refused_on_save(saved):
    proj, path = saved
    before = pathlib.Path(path).read_bytes()
    proj.runs[1].history.em_steps["loss"][0] = float("inf")
    with pytest.raises(BundleError, match="cannot save \\(Out of range float values"):
        save_bundle(proj, path)
    assert pathlib.Path(path).read_bytes() == before


@pytest.mark.parametrize("encoding", ["utf-8", "utf-16", "utf-32"])
def test_embedding_refuses_large_corpora(tmp_path, encoding):
    """The limit is on the text in UTF-8, whatever the file's encoding: a UTF-16 or UTF-32
    corpus over it is refused too, not embedded cut short."""
    big = tmp_path / "big.txt"
    big.write_bytes(("é" * (bundle.EMBED_LIMIT // 2)).encode(encoding))
    with pytest.raises(BundleError, match="too large to embed"):
        CorpusRef.from_file(Source(str(big)), embed=True)
    assert CorpusRef.from_file(Source(str(big))).text is None
    text = "é" * (bundle.EMBED_LIMIT // 2 - 1) + "x"
    big.write_bytes(text.encode(encoding))
    assert CorpusRef.from_file(Source(str(big)), embed=True).text == text


def test_training_events_make_the_history(two_runs):
    bpe, unigram = two_runs
    merges = bpe.history.merges
    assert len(merges["count"]) == len(bpe.tokenizer.model.merges) == 3
    assert merges["elapsed"] == sorted(merges["elapsed"])
    prunes, steps = unigram.history.prunes, unigram.history.em_steps
    assert prunes["round"] and len(set(map(len, prunes.values()))) == 1
    assert steps["step"] and len(set(map(len, steps.values()))) == 1
    for index, round_ in enumerate(prunes["round"]):
        before = [size for r, size in zip(steps["round"], steps["vocab_size"]) if r == round_][-1]
        assert before - prunes["removed"][index] == prunes["vocab_size"][index]
    assert not bpe.history.stopped_early


def test_a_unigram_run_s_round_models_are_saved_each_piece_once_and_read_back(saved, two_runs):
    proj, path = saved
    rounds = two_runs[1].history.round_models
    assert rounds and all(len(vocab) == len(scores) for _, vocab, scores in rounds)
    packed = read(path)["runs"][1]["history"]["round_models"]
    assert sorted(packed["pieces"]) == sorted({p for _, vocab, _ in rounds for p in vocab})
    assert [r["round"] for r in packed["rounds"]] == [r for r, _, _ in rounds]
    assert load_bundle(path).runs[1].history.round_models == rounds


def test_a_bundle_from_before_round_models_still_opens(saved):
    _, path = saved
    data = read(path)
    del data["runs"][1]["history"]["round_models"]
    pathlib.Path(path).write_text(json.dumps(data), encoding="utf-8")
    VALIDATOR.validate(data)
    loaded = load_bundle(path)
    assert loaded.runs[1].history.round_models == []
    assert loaded.runs[1].tokenizer.encode("hug").tokens


# ---- random valid bundles --------------------------------------------------------------------

texts = st.text(st.characters(exclude_categories=("Cs",)), max_size=20)
numbers = st.floats(allow_nan=False, allow_infinity=False, width=64)
stamps = st.integers(0, 4_000_000_000).map(bundle.iso_utc)
json_values = st.recursive(st.none() | st.booleans() | st.integers() | numbers | texts,
                           lambda inner: st.lists(inner, max_size=3)
                           | st.dictionaries(texts, inner, max_size=3), max_leaves=8)


@st.composite
def histories(draw) -> TrainingHistory:
    history = TrainingHistory(counting_seconds=draw(st.none() | numbers),
                              training_seconds=draw(st.none() | numbers),
                              stopped_early=draw(st.booleans()))
    for name, columns in bundle.SERIES.items():
        rows = draw(st.integers(0, 4))
        series = getattr(history, name)
        for column in columns:
            values = (st.none() | numbers if column == "score"
                      else numbers if column in ("loss", "elapsed") else st.integers(0, 10**6))
            series[column].extend(draw(st.lists(values, min_size=rows, max_size=rows)))
    history.last_merges = draw(st.lists(st.lists(texts, min_size=3, max_size=3), max_size=3))
    history.last_pruned = draw(st.lists(st.tuples(texts, numbers).map(list), max_size=3))
    history.wordpiece_fertility = draw(st.just([]) | st.lists(numbers, min_size=2, max_size=2))
    return history


@st.composite
def projects(draw, folder: str, runs: tuple[Run, Run]) -> Project:
    names = st.text(st.characters(codec="utf-8", categories=("L", "N")), min_size=1, max_size=6)
    below = st.lists(names, min_size=1, max_size=3).map(lambda parts: os.path.join(folder, *parts))
    elsewhere = names.map(lambda n: os.path.join(os.path.dirname(folder) + "-other", n))
    paths = draw(st.lists(below | elsewhere, max_size=3, unique=True))
    corpora = [CorpusRef(Source(p, draw(st.sampled_from(["text", "jsonl", "counts"])),
                                draw(names)),
                         draw(st.integers(0, 2**40)), draw(stamps),
                         draw(st.text("0123456789abcdef", min_size=64, max_size=64)),
                         draw(st.none() | texts))
               for p in paths]
    run_names = draw(st.lists(names, max_size=2, unique=True))
    chosen = []
    for name, template in zip(run_names, runs):
        chosen.append(Run(name, template.tokenizer_json,
                          draw(st.lists(st.sampled_from(paths), unique=True)) if paths else [],
                          draw(histories()), draw(stamps)))
    return Project(corpora=corpora, runs=chosen,
                   tokenize=TokenizePanel(draw(st.lists(texts, max_size=3)),
                                          draw(st.lists(st.sampled_from(run_names), max_size=2))
                                          if run_names else []),
                   ui=draw(st.dictionaries(texts, json_values, max_size=3)),
                   created=draw(stamps), modified=draw(stamps))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_valid_bundles_round_trip(two_runs, data):
    with tempfile.TemporaryDirectory() as tmp:
        folder = os.path.join(tmp, "bundle")
        os.mkdir(folder)
        proj = data.draw(projects(folder, two_runs))
        path = os.path.join(folder, "p.json")
        save_bundle(proj, path)
        first = pathlib.Path(path).read_bytes()
        VALIDATOR.validate(read(path))
        loaded = load_bundle(path)
        assert loaded == proj
        save_bundle(loaded, path)
        assert pathlib.Path(path).read_bytes() == first


def _mutable_places(data: object, where: tuple = ()) -> list[tuple]:
    """Every place in a bundle the format describes (not inside a model or the free-form UI); of
    a list of more than 5 items, the first two and the last. The schema and the loader check
    every item of such a list alike (the longest list of items that differ, a merge, has 3), and
    each item of the Unigram run's 163 pieces, ids and scores and 32 pruned pieces made 3,000 of
    the 4,200 changes, three quarters of the test's time."""
    places = [where] if where else []
    if len(where) == 3 and where[0] == "runs" and where[2] == "tokenizer" or where == ("ui",):
        return places
    children = data.items() if isinstance(data, dict) else (
        (i, data[i]) for i in sorted({0, 1, len(data) - 1} if len(data) > 5 else range(len(data)))
    ) if isinstance(data, list) else ()
    for key, child in children:
        places += _mutable_places(child, where + (key,))
    return places


def _json_type(value: object) -> str:
    number = isinstance(value, (int, float)) and not isinstance(value, bool)
    return "number" if number else type(value).__name__


def _damaged(data: dict) -> Iterator[tuple[tuple, dict]]:
    """Each way to damage a valid bundle at one place: delete the field, or give it a value of
    another JSON type."""
    for where in _mutable_places(data):
        *parents, last = where
        values = [v for v in ("x", 1.5, None, True, [], {}) if _json_type(v) != _json_type(
            _at(data, where))]
        for value in ([DELETE] if isinstance(_at(data, tuple(parents)), dict) else []) + values:
            yield where + (value if value is not DELETE else "deleted",), _changed(data, where,
                                                                                  value)


def _changed(data: object, where: tuple, value) -> object:
    """A copy of `data` with `value` at `where` (DELETE: the field removed). Only the containers
    on the way to it are copied, the rest is shared (a deep copy of the bundle for each of the
    ~1,200 changes was a third of the test's time)."""
    if not where:
        return value
    head, *rest = where
    changed = dict(data) if isinstance(data, dict) else list(data)  # type: ignore[call-overload]
    if value is DELETE and not rest:
        del changed[head]
    else:
        changed[head] = _changed(data[head], tuple(rest), value)  # type: ignore[index]
    return changed


def _at(data: object, where: tuple) -> object:
    for key in where:
        data = data[key]  # type: ignore[index]
    return data


def test_the_loader_and_the_schema_agree_on_every_damaged_field(saved):
    """Delete any field, or give it a value of another JSON type, anywhere in a valid bundle: the
    loader refuses exactly what the schema refuses."""
    _, path = saved
    valid = read(path)
    pristine = copy.deepcopy(valid)
    disagreements, tried = [], 0
    for change, data in _damaged(valid):
        tried += 1
        try:
            bundle.project_from_data(data, path)
            loaded = True
        except BundleError:
            loaded = False
        if loaded != VALIDATOR.is_valid(data):
            disagreements.append((change, "loader accepts" if loaded else "schema accepts"))
    assert tried > 500
    assert disagreements == []
    assert valid == pristine  # the damaged copies share its untouched parts: none was changed


class CountedSha256:
    """hashlib.sha256 that counts the hashes begun."""

    def __init__(self) -> None:
        self.begun, self._sha256 = 0, hashlib.sha256

    def sha256(self, *args):
        self.begun += 1
        return self._sha256(*args)


def test_a_settled_unchanged_file_is_hashed_once_and_read_again_when_it_changes(tmp_path,
                                                                                monkeypatch):
    """The digests are those of hashlib on the bytes; a file modified more than a couple of
    seconds ago is read once while its size, time and inode stay; one just written is read
    every time (a write of the same size could keep its modification time)."""
    counted = CountedSha256()
    monkeypatch.setattr(bundle, "hashlib", counted)
    monkeypatch.setattr(bundle, "_DIGESTS", {})
    corpus = tmp_path / "corpus.txt"
    corpus.write_bytes(b"hug pug\n")
    expected = hashlib.sha256(b"hug pug\n").hexdigest()
    assert [bundle.file_sha256(str(corpus)) for _ in range(2)] == [expected] * 2
    assert counted.begun == 2  # just written: not settled
    os.utime(corpus, (1_000_000_000, 1_000_000_000))
    assert [bundle.file_sha256(str(corpus)) for _ in range(3)] == [expected] * 3
    assert counted.begun == 3
    corpus.write_bytes(b"hug pun\n")  # same size, a new time
    os.utime(corpus, (1_000_000_100, 1_000_000_100))
    assert bundle.file_sha256(str(corpus)) == hashlib.sha256(b"hug pun\n").hexdigest()
    assert counted.begun == 4
