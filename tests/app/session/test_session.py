"""The window's session, without Qt: models and their names, what saving records, bundles."""

import itertools
import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from workbench.app.session.session import Session, WindowState
from workbench.core import Source, TrainingHistory

from support import qt_modules_imported_by, trained

_FOLDERS = itertools.count()  # a folder per example: tmp_path is shared by them


@pytest.fixture(scope="module")
def model():
    return trained("bpe", 300)


@pytest.fixture
def corpus(tmp_path) -> Source:
    path = tmp_path / "corpus.txt"
    path.write_text("hug pug pun bun hugs\n", encoding="utf-8")
    return Source.for_path(str(path))


def test_models_get_free_names_and_keep_them_through_renames(model):
    session = Session()
    assert not session.modified
    assert [session.add_model("m", model, []) for _ in range(3)] == ["m", "m (2)", "m (3)"]
    assert session.modified
    session.project.tokenize.models = ["m (2)"]
    assert not session.rename_model("m (2)", "  ")  # empty
    assert not session.rename_model("m (2)", "m")  # taken
    assert session.model_names() == ["m", "m (2)", "m (3)"]
    assert session.rename_model("m (2)", " second ")
    assert session.model_names() == ["m", "second", "m (3)"]
    assert session.project.tokenize.models == ["second"]
    assert session.model("second") is model


def test_a_trained_model_records_its_corpus_and_an_imported_one_does_not(model, corpus):
    session = Session()
    history = TrainingHistory(stopped_early=True)
    name = session.add_trained(model, [corpus], history, None, " (partial)")
    assert name == "bpe-300 (partial)"
    assert session.add_model("imported", model, [corpus]) == "imported"
    runs = session.project.runs
    assert runs[0].corpora == [corpus.path] and runs[1].corpora == []
    assert [c.path for c in session.project.corpora] == [corpus.path]


def test_recording_the_window_keeps_unchanged_corpora_and_known_models(model, corpus, tmp_path):
    session = Session()
    session.add_model("m", model, [corpus])
    recorded = session.project.corpora[0]
    missing = Source.for_path(str(tmp_path / "gone.txt"))
    session.record(WindowState([corpus, missing], {
        "tab": 2, "tokenize": {"text": "some text", "model": "m", "show_whitespace": True}}))
    assert session.project.corpora == [recorded] and session.project.corpora[0] is recorded
    assert session.project.tokenize.texts == ["some text"]
    assert session.project.tokenize.models == ["m"]
    assert session.project.ui == {"tab": 2, "tokenize": {"show_whitespace": True}}
    session.record(WindowState([], {"tokenize": {"text": "", "model": "not there"}}))
    assert session.project.tokenize.models == [] and session.project.corpora == []


def test_saving_and_opening_a_bundle(model, corpus, tmp_path, monkeypatch):
    session = Session()
    session.add_model("m", model, [corpus])
    monkeypatch.chdir(tmp_path)
    session.save("p.twb.json", WindowState([corpus], {"tokenize": {"text": "hug"}}))
    assert not session.modified and session.path == str(tmp_path / "p.twb.json")
    assert session.title == "p.twb.json"
    opened = Session.open(str(tmp_path / "p.twb.json"))
    assert opened.model_names() == ["m"] and opened.model("m").vocab == model.vocab
    assert opened.corpus_sources() == [corpus] and not opened.modified
    assert opened.moved_corpora() == []


def test_a_moved_corpus_is_reported_and_relinked(model, corpus, tmp_path):
    session = Session()
    session.add_trained(model, [corpus], TrainingHistory(), None, "")
    moved = tmp_path / "moved.txt"
    os.rename(corpus.path, moved)
    assert [s.corpus.path for s in session.moved_corpora()] == [corpus.path]
    session.relink(corpus.path, Source.for_path(str(moved)))
    assert session.moved_corpora() == [] and session.project.runs[0].corpora == [str(moved)]


def test_the_session_and_what_the_worker_process_imports_need_no_qt():
    assert qt_modules_imported_by("workbench.app.session.session", "workbench.app.jobs.job_messages",
                                  "workbench.app.jobs.tasks") == []


OPERATIONS = st.lists(st.tuples(st.sampled_from(["add", "train", "remove", "rename", "save"]),
                                st.integers(0, 2)), max_size=12)


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(operations=OPERATIONS)
def test_any_sequence_of_add_train_remove_rename_save_opens_again(model, tmp_path, operations):
    """Issue 13, item 1: what the window can do to a project, in any order; after every save the
    bundle opens again, with the same models, each still naming the files it learned from."""
    folder = tmp_path / f"p{next(_FOLDERS)}"
    folder.mkdir()
    files = []
    for number in range(3):
        path = folder / f"corpus{number}.txt"
        path.write_text(f"hug pug {number}\n", encoding="utf-8")
        files.append(Source.for_path(str(path)))
    session, shown = Session(), []  # shown: the window's corpus list
    for operation, which in operations:
        if operation == "add" and files[which] not in shown:
            shown.append(files[which])
        elif operation == "train":
            session.add_trained(model, shown, TrainingHistory(), None, "")
        elif operation == "remove" and shown:
            del shown[which % len(shown)]
        elif operation == "rename" and session.model_names():
            names = session.model_names()
            session.rename_model(names[which % len(names)], f"renamed {which}")
        elif operation == "save":
            session.save(str(folder / "p.twb.json"), WindowState(list(shown)))
            opened = Session.open(str(folder / "p.twb.json"))
            assert opened.model_names() == session.model_names()
            assert [r.corpora for r in opened.project.runs] == \
                [r.corpora for r in session.project.runs]
            assert opened.corpus_sources() == shown
