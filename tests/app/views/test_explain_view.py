"""The explain view: what it lists for the SPEC's worked examples (BPE's merges of "hugs" with
their training counts, WordPiece's greedy steps and why a word became [UNK], the Unigram lattice
of "unhug" and its n best against brute force), and how it is reached: a double-click on a
token chip or on a word of the Corpus panel's table."""

import math

import pytest
from PySide6.QtCore import QSettings, Qt

from workbench.app.views.explain_view import ExplainView
from workbench.app.window.main_window import MainWindow
from workbench.app.session.session import Session
from workbench.app.session.word_columns import WordColumns
from workbench.core import Tokenizer, TrainConfig, TrainingHistory, run, train
from workbench.core.models import UnigramModel, WordPieceModel
from workbench.core.pipeline import build_normalizer, build_pre_tokenizer

from support import SPEC_UNIGRAM_FREQS, TOY_WORDS, log_prob, segmentations

# SPEC section 3: the toy corpus's merges, in order, with their counts
HUGS_ROWS = [("start", ["h", "u", "g", "s"]),
             ("step 1: merge #1 (u + g → ug, count 20 in training)", ["h", "ug", "s"]),
             ("step 2: merge #3 (h + ug → hug, count 15 in training)", ["hug", "s"])]


def toy_session() -> Session:
    history = TrainingHistory()
    config = TrainConfig(algorithm="bpe", vocab_size=11, pre_tokenizer="whitespace",
                         tie_break="first-seen")
    session = Session()
    session.add_model("toy", run(train(config, TOY_WORDS), history.record), [], history)
    return session


def whitespace_tokenizer(model, specials=()) -> Tokenizer:
    return Tokenizer(build_normalizer(""), build_pre_tokenizer("whitespace"), model,
                     list(specials))


def view_of(qtbot, session: Session, name: str, text: str) -> ExplainView:
    view = ExplainView(session.explain(name, text), name)
    qtbot.addWidget(view)
    return view


def test_bpe_view_lists_the_spec_merges_of_hugs_and_its_slider_replays_them(qtbot):
    view = view_of(qtbot, toy_session(), "toy", "hugs")
    assert view.step_rows() == HUGS_ROWS
    assert view.token_texts() == ["hug", "s"]
    view.step_slider.setValue(1)
    assert view.step_rows() == HUGS_ROWS[:2]
    assert view.step_label.text() == "Step 1 of 2"
    view.step_slider.setValue(0)
    assert view.step_rows() == HUGS_ROWS[:1]


def test_wordpiece_view_shows_the_greedy_steps_and_why_a_word_became_unknown(qtbot):
    # SPEC section 3: the vocabulary the course states
    vocab = ["[UNK]", "b", "h", "p", "##g", "##n", "##s", "##u", "##gs", "hu", "hug"]
    session = Session()
    session.add_model("wp", whitespace_tokenizer(WordPieceModel(vocab), ["[UNK]"]), [])
    hugs = view_of(qtbot, session, "wp", "hugs")
    assert hugs.table.cells()[1:] == [["0", "hugs ✗", "hug"], ["3", "", "##s"]]
    assert hugs.token_texts() == ["hug", "##s"] and hugs.reason.text() == ""
    bugs = view_of(qtbot, session, "wp", "bugs")
    assert bugs.token_texts() == ["b", "##u", "##gs"]
    mug = view_of(qtbot, session, "wp", "mug")
    assert mug.token_texts() == ["[UNK]"]
    # at 0, "mug", "mu" and "m" are tried, longest first; none is in the vocabulary
    assert mug.table.cells()[1:] == [["0", "mug ✗, mu ✗, m ✗", "no match"]]
    assert mug.reason.text().startswith("Became [UNK]: no token matches at position 0 ('m'")


def test_unigram_view_draws_the_lattice_of_unhug_and_its_n_best_against_brute_force(qtbot):
    total = sum(SPEC_UNIGRAM_FREQS.values())
    score_of = {piece: math.log(f / total) for piece, f in SPEC_UNIGRAM_FREQS.items()}
    session = Session()
    session.add_model("uni", whitespace_tokenizer(
        UnigramModel(list(score_of), list(score_of.values()))), [])
    view = view_of(qtbot, session, "uni", "unhug")
    lattice = view.lattice.trace
    word = "unhug"
    assert sorted((a.start, a.end) for a in lattice.arcs) == sorted(
        (i, j) for i in range(5) for j in range(i + 1, 6) if word[i:j] in score_of)
    assert [lattice.arcs[i].piece for i in lattice.best] == ["un", "hug"]
    assert view.token_texts() == ["un", "hug"]
    everything = sorted((log_prob(path, score_of), path) for path in segmentations(word, score_of))
    everything.reverse()
    whole = sum(math.exp(score) for score, _ in everything)
    rows = view.table.cells()[1:]
    assert len(rows) == 5
    assert rows[0][1] == "un | hug"
    assert [float(row[3]) for row in rows] == pytest.approx(
        [math.exp(score) / whole for score, _ in everything[:5]], abs=5e-7)
    assert float(rows[0][3]) == pytest.approx(0.005442 / whole, rel=1e-3)  # SPEC: P(un, hug)
    assert view.lattice.sizeHint().width() > 0 and max(view.lattice.rows) >= 1  # bars stack


@pytest.fixture
def window(qtbot, tmp_path):
    made = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(made)
    made.show()
    yield made
    made.training.shutdown()
    made.corpus.shutdown()


def shown_explanations(window: MainWindow) -> list[ExplainView]:
    return window.findChildren(ExplainView)


def test_double_clicking_a_token_chip_explains_its_word(qtbot, window):
    window.session = toy_session()
    window._show_models(select="toy")
    window.tokenize.input.setPlainText("bun hugs")
    panel = window.tokenize
    window.show_panel(2)
    qtbot.waitUntil(lambda: panel.view.tokens() == ["b", "un", "hug", "s"])
    chip = next(i for i, c in enumerate(panel.view.chips()) if c.text == "hug")
    qtbot.mouseDClick(panel.view.viewport(), Qt.MouseButton.LeftButton,
                      pos=panel.view.chip_rect(chip).center())
    [view] = shown_explanations(window)
    assert view.step_rows() == HUGS_ROWS  # the whole word, not just the token clicked


def test_double_clicking_a_word_of_the_corpus_table_explains_it(qtbot, window):
    window.session = toy_session()
    window._show_models(select="toy")
    window.corpus.word_model.set_columns(WordColumns.of({"pun": 12, "hugs": 5}))
    table = window.corpus.word_view
    window.show_panel(0)
    row = next(r for r in range(window.corpus.word_model.rowCount())
               if window.corpus.word_model.word(r) == "hugs")
    rect = table.visualRect(window.corpus.word_model.index(row, 0))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    [view] = shown_explanations(window)
    assert view.step_rows() == HUGS_ROWS
