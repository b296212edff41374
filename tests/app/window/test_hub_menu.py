"""File > Open a well-known tokenizer lists the Hugging Face cache's tokenizers and opens them
without a network."""

import os

from PySide6.QtCore import QSettings

from workbench.app.window.hub_menu import HubMenu
from workbench.app.window.main_window import MainWindow
from workbench.core.formats import save_tokenizer
from workbench.core.formats.hub_cache import cached_tokenizers

from support import trained


def snapshot(cache, name: str, commit: str, tokenizer=None, main: bool = True):
    """A model folder as huggingface_hub lays it out, with a tokenizer.json in one snapshot."""
    model = cache / f"models--{name.replace('/', '--')}"
    folder = model / "snapshots" / commit
    folder.mkdir(parents=True)
    if tokenizer is not None:
        save_tokenizer(tokenizer, str(folder / "tokenizer.json"))
    if main:
        (model / "refs").mkdir(exist_ok=True)
        (model / "refs" / "main").write_text(commit, encoding="utf-8")
    return folder


def test_the_cache_lists_the_models_with_a_tokenizer_file_at_main(tmp_path):
    toy = trained("bpe", 300)
    at_main = snapshot(tmp_path, "org/toy", "c0ffee", toy)
    snapshot(tmp_path, "org/toy", "0ld", toy, main=False)
    snapshot(tmp_path, "weights-only", "abc")  # a model whose snapshot has no tokenizer
    (tmp_path / "datasets--org--text").mkdir()
    assert [(c.name, c.folder) for c in cached_tokenizers(tmp_path)] == [
        ("org/toy", str(at_main))]
    assert cached_tokenizers(tmp_path / "missing") == []


def test_the_menu_opens_a_cached_tokenizer_named_after_the_model(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("HF_HUB_CACHE", str(tmp_path / "hub"))
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    menu = window.findChild(HubMenu, "hubMenu")
    menu.fill()
    assert [a.text() for a in menu.actions()] == [
        f"None in the Hugging Face cache ({tmp_path / 'hub'})"]
    assert not menu.actions()[0].isEnabled()
    toy = trained("bpe", 300)
    snapshot(tmp_path / "hub", "org/toy-model", "c0ffee", toy)
    menu.fill()
    action, = menu.actions()
    assert action.text() == "org/toy-model"
    action.trigger()
    assert window.session.model_names() == ["toy-model"]
    assert window.session.model("toy-model").vocab == toy.vocab
    assert os.path.isdir(action.toolTip())
