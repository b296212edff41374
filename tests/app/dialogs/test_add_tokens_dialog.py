"""The window's Add tokens: special or ordinary added tokens with tokenizer.json's flags, as the
command line's add-tokens; the model with them joins the Models list, every old id kept, checked
in `tokenizers`."""

import pytest
import tokenizers
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from workbench.core.formats import tokenizer_json


@pytest.fixture
def window(plain_window):
    return plain_window


def _dialog(qtbot, window, model):
    window.add_model("base", model)
    assert "Add &tokens…" in [action.text() for action in window.models.actions()]
    dialog = window.add_tokens_current()
    qtbot.addWidget(dialog)
    return dialog


def _add(qtbot, dialog) -> None:
    button = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_special_tokens_take_the_next_ids_and_stay_whole(qtbot, window, byte_bpe):
    dialog = _dialog(qtbot, window, byte_bpe)
    dialog.tokens.setPlainText("<|user|>\n\n<|assistant|>\n")
    _add(qtbot, dialog)
    assert window.session.model_names() == ["base", "base with tokens"]
    assert window.models.currentItem().text() == "base with tokens"
    size = len(byte_bpe.vocab)
    assert dialog.outcome.text() == f"Added: <|user|> {size}, <|assistant|> {size + 1}"
    before = tokenizers.Tokenizer.from_str(tokenizer_json.dumps(byte_bpe))
    after = tokenizers.Tokenizer.from_str(tokenizer_json.dumps(window.session.model("base with tokens")))
    assert all(after.token_to_id(token) == index for token, index in before.get_vocab().items())
    added = {token.content: token for token in after.get_added_tokens_decoder().values()}
    assert added["<|user|>"].special and not added["<|user|>"].normalized
    encoding = after.encode("hi<|user|>there<|assistant|>")
    assert [size, size + 1] == [i for i in encoding.ids if i >= size]
    assert after.decode(encoding.ids) == before.decode(before.encode("hithere").ids)


def test_ordinary_tokens_carry_the_flags_ticked(qtbot, window, wordpiece):
    dialog = _dialog(qtbot, window, wordpiece)
    dialog.tokens.setPlainText("covid")
    dialog.special.setChecked(False)
    assert dialog.normalized.isChecked()  # ordinary tokens are matched in the normalized text
    dialog.single_word.setChecked(True)
    dialog.lstrip.setChecked(True)
    _add(qtbot, dialog)
    after = tokenizers.Tokenizer.from_str(tokenizer_json.dumps(window.session.model("base with tokens")))
    token, = [t for t in after.get_added_tokens_decoder().values() if t.content == "covid"]
    assert (token.special, token.normalized, token.single_word, token.lstrip, token.rstrip) == (
        False, True, True, True, False)
    new = len(wordpiece.vocab)
    assert after.token_to_id("covid") == new
    assert after.encode("a covid b").tokens[1] == " covid"  # the space on its left taken
    assert new not in after.encode("acovidb").ids  # a whole word only


def test_nothing_typed_adds_no_model(qtbot, window, byte_bpe):
    dialog = _dialog(qtbot, window, byte_bpe)
    dialog.tokens.setPlainText("\n  \n")
    _add(qtbot, dialog)
    assert dialog.outcome.text() == "Type the tokens to add, one a line."
    assert window.session.model_names() == ["base"]


def test_without_a_model_says_so(window, answers):
    assert window.add_tokens_current() is None
    assert answers.shown[-1][1] == "No model to add tokens to"
