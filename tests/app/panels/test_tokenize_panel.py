"""The Tokenize panel: typing, models, the vocabulary table, figures, ids, state."""

import json
import math

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLineEdit, QPlainTextEdit
from tokenizers import Tokenizer as HfTokenizer
from tokenizers import models, pre_tokenizers, trainers

from workbench.app.views.token_view import TokenView
from workbench.app.panels.tokenize_panel import TokenizePanel
from workbench.app.views.vocab_table import ID, LENGTH, RANK, TOKEN
from workbench.core.formats import tokenizer_json

from support import TIMEOUT, trained


def merge_ranks(tokenizer) -> dict[str, int]:
    """Byte-level BPE: each merged token's rank, from the model's own list of merges."""
    return {left + right: rank for rank, (left, right) in enumerate(tokenizer.model.merges)}


@pytest.fixture
def panel(qtbot, byte_bpe):
    widget = TokenizePanel()
    qtbot.addWidget(widget)
    widget.resize(1000, 600)
    widget.set_models({"bytes": byte_bpe})
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def shown(panel, tokenizer):
    return panel.view.tokens() == tokenizer.encode(panel.input.toPlainText()).tokens


def test_object_names_for_the_window_and_tests(panel):
    assert panel.objectName() == "tokenizePanel"
    assert isinstance(panel.findChild(QPlainTextEdit, "tokenizeInput"), QPlainTextEdit)
    assert isinstance(panel.findChild(TokenView, "tokenView"), TokenView)


def test_typing_shows_the_models_tokens_after_a_pause(panel, qtbot, byte_bpe):
    with qtbot.waitSignal(panel.changed, timeout=TIMEOUT):
        qtbot.keyClicks(panel.input, "The fox said hi")
    assert panel.view.tokens() == []  # debounced: nothing until the timer fires
    qtbot.waitUntil(lambda: panel.view.tokens() != [], timeout=TIMEOUT)
    assert panel.view.tokens() == byte_bpe.encode("The fox said hi").tokens


@pytest.mark.parametrize("model", ["wordpiece", "unigram"])
def test_other_models_tokenize_multilingual_text(panel, qtbot, model, request, multilingual):
    tokenizer = request.getfixturevalue(model)
    panel.set_models({model: tokenizer})
    panel.input.setPlainText(multilingual)
    qtbot.waitUntil(lambda: shown(panel, tokenizer), timeout=TIMEOUT)
    assert panel.view.tokens()


def test_status_line_figures(panel, qtbot, byte_bpe):
    text = "The quick fox  jumps"
    panel.input.setPlainText(text)
    qtbot.waitUntil(lambda: shown(panel, byte_bpe), timeout=TIMEOUT)
    n = len(byte_bpe.encode(text).tokens)
    assert panel.status.text() == (f"{n} tokens · 20 characters, {20 / n:.2f} characters per "
                                   "token · "
                                   f"4 words, {n / 4:.2f} tokens per word")


def test_status_line_has_thousands_separators(panel, qtbot, byte_bpe):
    text = "the dog and the fox " * 300
    panel.input.setPlainText(text)
    qtbot.waitUntil(lambda: shown(panel, byte_bpe), timeout=TIMEOUT)
    n = len(byte_bpe.encode(text).tokens)
    assert n >= 1000 and panel.status.text().startswith(f"{n:,} tokens · {len(text):,} characters")


def test_clicking_a_token_selects_its_row_and_shows_its_merges(panel, qtbot, byte_bpe):
    panel.input.setPlainText("The fox")
    qtbot.waitUntil(lambda: shown(panel, byte_bpe), timeout=TIMEOUT)
    qtbot.mouseClick(panel.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=panel.view.chip_rect(1).center())
    fox = byte_bpe.token_to_id("Ġfox")
    assert panel.vocab.selected_token() == fox
    row = panel.vocab.table.selectionModel().selectedRows()[0]
    assert panel.vocab.model.index(row.row(), TOKEN).data() == "·fox"
    visible = panel.vocab.table.viewport().rect()
    assert visible.intersects(panel.vocab.table.visualRect(row))
    root = panel.vocab.merges.topLevelItem(0)
    rank = merge_ranks(byte_bpe)["Ġfox"]
    left, right = byte_bpe.model.merges[rank]
    assert root.text(0).startswith("·fox  =  ")
    assert root.text(0).endswith(f"(merge {rank + 1})")  # as the table, explain and training
    assert [root.child(i).text(0).split()[0] for i in range(2)] == [
        left.replace("Ġ", "·"), right.replace("Ġ", "·")]
    leaves = []
    stack = [root]
    while stack:
        item = stack.pop()
        stack.extend(item.child(i) for i in range(item.childCount()))
        if not item.childCount():
            leaves.append(item.text(0))
    assert all(leaf.endswith("(alphabet)") for leaf in leaves)
    assert "".join(sorted(leaf.split()[0] for leaf in leaves)) == "".join(sorted("·fox"))


def test_search_filters_the_table(panel, qtbot, byte_bpe):
    table = panel.vocab.model
    panel.vocab.search.setText("FOX")
    expected = [t for t in byte_bpe.vocab if "fox" in t]
    qtbot.waitUntil(lambda: table.rowCount() == len(expected), timeout=TIMEOUT)
    assert sorted(table.index(r, TOKEN).data() for r in range(table.rowCount())) == sorted(
        t.replace("Ġ", "·") for t in expected)
    panel.vocab.search.setText("·the")  # as shown, with the space mark
    with_the = sum("Ġthe" in t for t in byte_bpe.vocab)
    qtbot.waitUntil(lambda: table.rowCount() == with_the, timeout=TIMEOUT)
    panel.vocab.search.clear()
    qtbot.waitUntil(lambda: table.rowCount() == len(byte_bpe.vocab), timeout=TIMEOUT)


def test_search_results_open_at_the_top(panel, qtbot, byte_bpe):
    """They opened scrolled to the bottom after a token near the end was selected."""
    panel.resize(1000, 300)  # some 20 matches need scrolling too
    scroll = panel.vocab.table.verticalScrollBar()
    panel.vocab.select_token(len(byte_bpe.vocab) - 1)  # the list scrolled down to it
    qtbot.waitUntil(lambda: scroll.value() > 0, timeout=TIMEOUT)
    panel.vocab.search.setText("e")
    qtbot.waitUntil(lambda: panel.vocab.model.rowCount() < len(byte_bpe.vocab), timeout=TIMEOUT)
    assert scroll.maximum() > 0
    assert scroll.value() == 0
    assert panel.vocab.table.rowAt(0) == 0  # the first match is the first row shown


@pytest.mark.parametrize("column", [ID, TOKEN, RANK, LENGTH])
def test_sorting_orders_every_row_and_keeps_the_selection(panel, byte_bpe, column):
    """Ranks from the model's merges; lengths in bytes, one byte per character of a byte-level
    token; the tokens in the order of the text the table shows for them."""
    table, vocab, ranks = panel.vocab.model, byte_bpe.model.vocab, merge_ranks(byte_bpe)
    shown = {table.token_id(r): table.index(r, TOKEN).data() for r in range(table.rowCount())}
    fox = byte_bpe.token_to_id("Ġfox")
    panel.vocab.select_token(fox)
    panel.vocab.table.sortByColumn(column, Qt.SortOrder.DescendingOrder)
    key = {
        ID: lambda i: i, TOKEN: shown.__getitem__,
        RANK: lambda i: ranks.get(vocab[i], math.inf), LENGTH: lambda i: len(vocab[i]),
    }[column]
    ids = [table.token_id(r) for r in range(table.rowCount())]
    assert sorted(ids) == list(range(len(byte_bpe.vocab)))
    assert [key(i) for i in ids] == sorted(map(key, ids), reverse=True)
    assert panel.vocab.selected_token() == fox


def test_selecting_a_hidden_token_clears_the_search(panel, qtbot, byte_bpe):
    panel.vocab.search.setText("fox")
    qtbot.waitUntil(lambda: panel.vocab.model.rowCount() < len(byte_bpe.vocab), timeout=TIMEOUT)
    dog = byte_bpe.token_to_id("Ġdog")
    panel.vocab.select_token(dog)
    assert panel.vocab.search.text() == "" and panel.vocab.selected_token() == dog


def test_table_columns_for_each_algorithm(panel, byte_bpe, unigram, wordpiece):
    model = panel.vocab.model
    header = lambda: model.headerData(2, Qt.Orientation.Horizontal)  # noqa: E731
    fox = byte_bpe.model.vocab.index("Ġfox")
    rank = merge_ranks(byte_bpe)["Ġfox"]
    assert [model.index(fox, c).data() for c in range(4)] == [str(fox), "·fox", str(rank + 1),
                                                               "4"]  # merges count from 1
    assert model.index(byte_bpe.token_to_id("a"), 2).data() == ""  # alphabet: no merge
    assert header() == "Merge rank"
    panel.set_models({"uni": unigram})
    assert header() == "Score"
    the = unigram.token_to_id("▁the")
    assert model.index(the, 1).data() == "·the"
    assert model.index(the, 2).data() == f"{unigram.model.scores[the]:.4f}"
    panel.set_models({"wp": wordpiece})
    assert model.index(wordpiece.token_to_id("##e"), 2).data() == ""
    assert model.index(wordpiece.token_to_id("##e"), 3).data() == "1"
    assert model.rowCount() == len(wordpiece.vocab)


def test_set_models_keeps_the_choice_else_takes_the_last(panel, qtbot, byte_bpe, wordpiece,
                                                         unigram):
    panel.set_models({"a": byte_bpe, "b": wordpiece})
    assert panel.current_model_name() == "b"
    panel.select_model("a")
    panel.set_models({"a": byte_bpe, "c": unigram})
    assert panel.current_model_name() == "a"
    panel.set_models({"c": unigram, "d": wordpiece})
    assert panel.current_model_name() == "d"
    assert [panel.model_box.itemText(i) for i in range(2)] == ["c", "d"]
    with pytest.raises(ValueError, match="no model named 'a'"):
        panel.select_model("a")


def test_changing_model_retokenizes_at_once(panel, qtbot, byte_bpe, wordpiece):
    panel.set_models({"a": byte_bpe, "b": wordpiece})
    panel.input.setPlainText("The fox said")
    qtbot.waitUntil(lambda: shown(panel, wordpiece), timeout=TIMEOUT)
    panel.select_model("a")
    assert shown(panel, byte_bpe)


def test_no_models_shows_a_hint(panel, qtbot):
    panel.input.setPlainText("The fox")
    panel.set_models({})
    assert panel.current_model_name() is None
    assert panel.stack.currentWidget() is panel.hint and panel.hint.text()
    assert panel.view.tokens() == [] and not panel.model_box.isEnabled()


def test_ids_line_and_copy(panel, qtbot, byte_bpe):
    panel.input.setPlainText("The fox")
    qtbot.waitUntil(lambda: shown(panel, byte_bpe), timeout=TIMEOUT)
    assert not panel.ids_row.isVisible()
    with qtbot.waitSignal(panel.changed, timeout=TIMEOUT):
        panel.ids_box.click()
    ids = byte_bpe.encode("The fox").ids
    assert panel.ids_row.isVisible()
    assert panel.findChild(QLineEdit, "tokenizeIds").text() == ", ".join(map(str, ids))
    panel.copy_button.click()
    assert QGuiApplication.clipboard().text() == ", ".join(map(str, ids))


def test_add_special_tokens_applies_the_post_processor_as_tokenizers_does(panel, qtbot):
    model = trained("wordpiece", 120, special_tokens=["[PAD]", "[UNK]", "[CLS]", "[SEP]"])
    reference = HfTokenizer.from_str(tokenizer_json.dumps(model))
    panel.set_models({"bert-like": model})
    panel.input.setPlainText("the fox")
    qtbot.waitUntil(lambda: panel.view.tokens() == reference.encode(
        "the fox", add_special_tokens=False).tokens, timeout=TIMEOUT)
    with qtbot.waitSignal(panel.changed, timeout=TIMEOUT):
        panel.special_box.click()
    expected = reference.encode("the fox", add_special_tokens=True)
    assert expected.tokens[0] == "[CLS]" and panel.view.tokens() == expected.tokens
    assert panel.ids_line.text() == ", ".join(map(str, expected.ids))
    assert panel.state()["add_special_tokens"]


def test_ids_typed_in_the_ids_line_are_decoded(panel, qtbot, byte_bpe):
    reference = HfTokenizer.from_str(tokenizer_json.dumps(byte_bpe))
    panel.ids_box.click()
    ids = reference.encode("In the beginning").ids
    panel.ids_line.setFocus()
    qtbot.keyClicks(panel.ids_line, " ".join(map(str, ids)))
    assert panel.decoded.isVisible()
    assert panel.decoded.text() == "Decoded: " + reference.decode(ids)
    panel.ids_line.clear()
    qtbot.keyClicks(panel.ids_line, "1, x")
    assert panel.decoded.text() == "Ids are whole numbers, separated by commas or spaces."
    panel.ids_line.clear()
    qtbot.keyClicks(panel.ids_line, f"1, {len(byte_bpe.vocab)}")
    assert panel.decoded.text() == f"No token has the id {len(byte_bpe.vocab)} in this model."
    panel.input.setPlainText("a")  # the text's own ids again
    qtbot.waitUntil(lambda: not panel.decoded.isVisible(), timeout=TIMEOUT)


def test_whitespace_toggle_from_the_window_and_from_the_panel(panel, qtbot, byte_bpe):
    panel.input.setPlainText("a b")
    qtbot.waitUntil(lambda: shown(panel, byte_bpe), timeout=TIMEOUT)
    panel.set_show_whitespace(False)
    assert not panel.view.show_whitespace() and not panel.state()["show_whitespace"]
    with qtbot.waitSignal(panel.show_whitespace_changed, timeout=TIMEOUT) as toggled:
        panel.whitespace_box.click()
    assert toggled.args == [True] and panel.view.show_whitespace()


def test_state_round_trips_and_restore_is_quiet(panel, qtbot, byte_bpe, wordpiece):
    panel.set_models({"a": byte_bpe, "b": wordpiece})
    panel.select_model("a")
    panel.input.setPlainText("The fox\tsaid 你好")
    panel.ids_box.click()
    panel.set_show_whitespace(False)
    state = panel.state()
    assert state == {"text": "The fox\tsaid 你好", "model": "a", "show_ids": True,
                     "show_whitespace": False, "add_special_tokens": False}
    other = TokenizePanel()
    qtbot.addWidget(other)
    other.set_models({"a": byte_bpe, "b": wordpiece})
    with qtbot.assertNotEmitted(other.changed):
        other.restore(state)
    assert other.state() == state
    assert other.view.tokens() == byte_bpe.encode(state["text"]).tokens


def test_restore_tolerates_missing_keys_and_models_not_yet_there(qtbot, byte_bpe, wordpiece):
    panel = TokenizePanel()
    qtbot.addWidget(panel)
    panel.restore({})
    assert panel.state() == {"text": "", "model": None, "show_ids": False, "show_whitespace": True,
                             "add_special_tokens": False}
    panel.restore({"model": "a", "text": "fox"})
    assert panel.state()["model"] == "a"
    panel.set_models({"a": byte_bpe, "b": wordpiece})
    assert panel.current_model_name() == "a" and shown(panel, byte_bpe)


def test_bpe_dropout_shows_sampled_segmentations(panel, qtbot, byte_bpe, wordpiece):
    """At dropout 0 plain BPE; at 1 no merge (one token per byte character); in between a seed picks a sample, the same each time, and Resample another;
    every sample spells the text. Other models have no dropout row."""
    text = "The quick brown fox jumps over the lazy dog."
    panel.input.setPlainText(text)
    qtbot.waitUntil(lambda: shown(panel, byte_bpe), timeout=TIMEOUT)
    assert panel.dropout_row.isVisible() and panel.dropout_box.value() == 0.0
    panel.dropout_box.setValue(1.0)
    assert panel.view.tokens() == [c for word in byte_bpe.encode(text).tokens for c in word]
    panel.dropout_box.setValue(0.5)
    samples = set()
    for _ in range(8):
        first = panel.view.tokens()
        panel.seed_box.setValue(panel.seed_box.value())  # the same seed again: the same sample
        panel.dropout_box.setValue(0.25)
        panel.dropout_box.setValue(0.5)
        assert panel.view.tokens() == first
        assert "".join(first) == "".join(byte_bpe.encode(text).tokens)
        assert byte_bpe.decode([int(i) for i in panel.ids_line.text().split(", ")]) == text
        samples.add(tuple(first))
        qtbot.mouseClick(panel.resample_button, Qt.MouseButton.LeftButton)
    assert panel.seed_box.value() == 8 and len(samples) > 1
    assert byte_bpe.model.dropout is None  # the project's model is left as it was
    panel.set_models({"wp": wordpiece})
    assert not panel.dropout_row.isVisible()
    assert panel.view.tokens() == wordpiece.encode(text).tokens


def test_the_panel_shows_the_whole_text_without_truncation_or_padding(panel, qtbot, byte_bpe):
    """A file's truncation and padding are for feeding a model; the panel shows how the model
    splits all of the text, as `tokenizers` does with them turned off."""
    data = {**tokenizer_json.to_dict(byte_bpe),
            "truncation": {"max_length": 3, "strategy": "LongestFirst", "direction": "Right",
                           "stride": 0},
            "padding": {"strategy": {"Fixed": 64}, "direction": "Right", "pad_to_multiple_of": None,
                        "pad_id": 0, "pad_type_id": 0, "pad_token": byte_bpe.vocab[0]}}
    theirs = HfTokenizer.from_str(json.dumps(data))
    text = "The fox said hi to the dog"
    assert len(theirs.encode(text).tokens) == 64
    theirs.no_truncation()
    theirs.no_padding()
    panel.set_models({"limited": tokenizer_json.from_dict(data)})
    panel.input.setPlainText(text)
    qtbot.waitUntil(lambda: panel.view.tokens() == theirs.encode(text).tokens, timeout=TIMEOUT)


def test_a_wordlevel_file_made_by_tokenizers_tokenizes(panel, qtbot, tmp_path, multilingual):
    """Its chips are the tokens `tokenizers` gives (an unknown word as [UNK]); its table
    lists the vocabulary, no rank column filled."""
    hf = HfTokenizer(models.WordLevel(unk_token="[UNK]"))
    hf.pre_tokenizer = pre_tokenizers.Whitespace()
    hf.train_from_iterator([multilingual], trainers.WordLevelTrainer(special_tokens=["[UNK]"]))
    hf.save(str(tmp_path / "wordlevel.json"))
    wordlevel = tokenizer_json.load(str(tmp_path / "wordlevel.json"))
    panel.set_models({"words": wordlevel})
    text = multilingual + " unheardof"
    panel.input.setPlainText(text)
    qtbot.waitUntil(lambda: panel.view.tokens() == hf.encode(text).tokens, timeout=TIMEOUT)
    assert panel.view.tokens()[-1] == "[UNK]"
    assert panel.vocab.model.rowCount() == hf.get_vocab_size()
    assert panel.vocab.model.index(1, RANK).data() == ""


def test_the_table_lists_only_the_ids_of_a_vocabulary_with_gaps(panel, qtbot, tmp_path):
    """A tokenizer.json may skip ids (tokenizers opens it, each token keeping its id): the table
    showed an empty row for each skipped id."""
    data = {"version": "1.0", "truncation": None, "padding": None, "added_tokens": [],
            "normalizer": None, "pre_tokenizer": {"type": "Whitespace"}, "post_processor": None,
            "decoder": None, "model": {"type": "WordLevel", "unk_token": "[UNK]",
                                       "vocab": {"[UNK]": 0, "hug": 3, "pug": 4, "bun": 7}}}
    theirs = HfTokenizer.from_str(json.dumps(data))
    panel.set_models({"gaps": tokenizer_json.from_dict(data)})
    table = panel.vocab.model
    shown = [(table.index(row, ID).data(), table.index(row, TOKEN).data())
             for row in range(table.rowCount())]
    assert shown == [(str(i), token) for token, i in sorted(theirs.get_vocab().items(),
                                                            key=lambda item: item[1])]
    panel.vocab.search.setText("ug")
    qtbot.waitUntil(lambda: table.rowCount() == 2, timeout=TIMEOUT)
