"""The window's Extend: a model of the project continues training on a domain text in the
worker; the extended model joins the Models list with every old token's id, checked in
`tokenizers`."""

import pytest
import tokenizers
from PySide6.QtCore import Qt

from workbench.core.formats import tokenizer_json

from support import TIMEOUT

DOMAIN = ("tokenization tokenizer tokenizers detokenization embeddings embedding "
          "quantization quantized normalization\n") * 20


@pytest.fixture
def window(plain_window):
    return plain_window


@pytest.mark.parametrize("model", ["byte_bpe", "unigram"])
def test_extend_adds_a_model_that_keeps_every_id(qtbot, window, tmp_path, request, model):
    original = request.getfixturevalue(model)
    domain = tmp_path / "domain.txt"
    domain.write_text(DOMAIN, encoding="utf-8")
    window.add_model("base", original)
    assert "E&xtend…" in [a.text() for a in window.models.actions()]  # its context menu
    dialog = window.extend_current()
    qtbot.addWidget(dialog)
    dialog.files.addItem(str(domain))
    dialog.add.setValue(8)
    dialog.run_button.click()
    assert not dialog.run_button.isEnabled() and dialog.progress.isVisible()
    qtbot.waitUntil(lambda: len(window.session.model_names()) == 2, timeout=TIMEOUT)
    assert window.session.model_names() == ["base", "base extended"]
    assert window.models.currentItem().text() == "base extended"
    assert window.tokenize.current_model_name() == "base extended"
    assert dialog.run_button.isEnabled() and not dialog.progress.isVisible()
    assert dialog.outcome.text().startswith(f"Added 8 tokens (ids {len(original.vocab)}-"
                                            f"{len(original.vocab) + 7}). On the domain text:")
    before = tokenizers.Tokenizer.from_str(tokenizer_json.dumps(original))
    after = tokenizers.Tokenizer.from_str(tokenizer_json.dumps(window.session.model("base extended")))
    old = before.get_vocab()
    assert all(after.token_to_id(token) == index for token, index in old.items())
    new = {token: index for token, index in after.get_vocab().items() if token not in old}
    assert sorted(new.values()) == list(range(len(old), len(old) + 8))
    used = after.encode(DOMAIN).ids
    assert set(new.values()) & set(used)  # the new tokens serve the domain text
    assert len(used) < len(before.encode(DOMAIN).ids)


def test_extend_without_a_model_says_so(window, answers):
    assert window.extend_current() is None
    assert answers.shown[-1][1] == "Nothing to extend"


def test_extend_without_files_asks_for_them(qtbot, window, byte_bpe):
    window.add_model("base", byte_bpe)
    dialog = window.extend_current()
    qtbot.addWidget(dialog)
    dialog.run_button.click()
    assert dialog.job is None and dialog.outcome.text() == "Add the domain's text files first."
    dialog.close()
    assert window.models.count() == 1 and window.models.item(0).data(Qt.ItemDataRole.UserRole) == "base"
