"""The export dialog offers only the formats that can hold the model (issue 13, item 8)."""

from PySide6.QtCore import Qt

from workbench.app.dialogs.export_dialog import ExportDialog


def offered(dialog: ExportDialog) -> dict[str, tuple[bool, str]]:
    """Each format in the list: whether it can be chosen, its tooltip."""
    items = dialog.formats.model()
    return {items.item(row).data(Qt.ItemDataRole.UserRole):
            (items.item(row).isEnabled(), items.item(row).toolTip())
            for row in range(items.rowCount())}


def test_a_byte_level_model_cannot_be_chosen_for_sentencepiece_and_says_why(qtbot, byte_bpe):
    dialog = ExportDialog("m", byte_bpe)
    qtbot.addWidget(dialog)
    formats = offered(dialog)
    assert list(formats) == ["tokenizer-json", "gpt2", "bert", "sentencepiece", "tiktoken"]
    assert formats["tokenizer-json"][0] and formats["gpt2"][0] and formats["tiktoken"][0]
    assert not formats["bert"][0] and "wordpiece" in formats["bert"][1]
    enabled, why = formats["sentencepiece"]
    assert not enabled and why.startswith("Cannot hold this model: ")
    assert dialog.chosen() == "tokenizer-json"


def test_a_unigram_model_is_offered_tokenizer_json_and_sentencepiece(qtbot, unigram):
    dialog = ExportDialog("m", unigram)
    qtbot.addWidget(dialog)
    formats = offered(dialog)
    assert [name for name, (enabled, _) in formats.items() if enabled] == \
        ["tokenizer-json", "sentencepiece"]
    dialog.formats.setCurrentIndex(3)
    assert dialog.chosen() == "sentencepiece"
