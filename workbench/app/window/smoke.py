"""`tokenizer-workbench --smoke`: does this build work? It registers the bundled fonts, opens
the window offscreen on the sample corpus (as a first start does), trains a small BPE in the
worker process, tokenizes a sentence in the Tokenize panel, saves the project and opens it again
in a second window; exit status 0 if all of it worked, else 1 with the step that failed.
`make package` runs it on the frozen build, where the worker processes are the frozen program
itself."""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable

SENTENCE = "In the beginning God created the heaven and the earth."
VOCAB_SIZE = 300
TIMEOUT_MS = 300_000


class SmokeFailure(Exception):
    pass


def run_smoke() -> int:
    os.environ["QT_QPA_PLATFORM"] = "offscreen"  # before Qt starts: no display needed
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from .main_window import MainWindow
    from ..dialogs.messages import Messages

    app = QApplication.instance() or QApplication([])

    def no_message_boxes(kind, title, text, buttons):  # a box would wait for a click forever
        raise SmokeFailure(f"the window said: {title}: {text}")

    Messages.responder = no_message_boxes
    with tempfile.TemporaryDirectory() as folder:
        settings = QSettings(os.path.join(folder, "settings.ini"), QSettings.Format.IniFormat)
        windows: list = []
        try:
            _steps(app, settings, folder, windows, MainWindow)
        except SmokeFailure as failure:
            print(f"smoke: FAILED: {failure}", file=sys.stderr)
            return 1
        finally:
            for window in windows:
                window.training.shutdown()
                window.corpus.shutdown()
                window.session.modified = False
                window.close()
    print("smoke: ok", file=sys.stderr)
    return 0


def _steps(app, settings, folder: str, windows: list, window_class) -> None:
    from PySide6.QtGui import QFontDatabase

    from . import languages

    languages.install(app, "en")  # as the window's start does
    _check(languages.MYANMAR_FONT in QFontDatabase.families(), "the bundled Burmese font")
    first = window_class(settings)
    windows.append(first)
    first.show()
    first.first_start()
    sources = [source.path for source in first.corpus.sources()]
    _check(len(sources) == 1 and os.path.exists(sources[0]), f"the sample corpus: {sources}")
    print(f"smoke: window open on {sources[0]}", file=sys.stderr)
    first.training.form.set_values({"algorithm": "bpe", "vocab_size": VOCAB_SIZE})
    trained: list = []
    first.training.trained.connect(lambda *args: trained.append(args))
    first.start_training()
    _wait(app, lambda: bool(trained), "training")
    name = first.tokenize.current_model_name()
    _check(name is not None and len(first.session.model(name).vocab) == VOCAB_SIZE,
           f"the trained model {name!r}")
    print(f"smoke: trained {name}", file=sys.stderr)
    first.show_panel(2)
    first.tokenize.input.setPlainText(SENTENCE)
    _wait(app, lambda: bool(first.tokenize.view.tokens()), "tokenizing")
    tokens = first.tokenize.view.tokens()
    _check(1 < len(tokens) < len(SENTENCE), f"the tokens {tokens}")
    print(f"smoke: {len(tokens)} tokens: {' '.join(tokens)}", file=sys.stderr)
    path = os.path.join(folder, "smoke.twb.json")
    _check(first.save_to(path), "saving")
    second = window_class(settings)
    windows.append(second)
    second.show()
    _check(second.open_project(path), "opening the saved project")
    _check(second.session.model_names() == [name], f"the reopened models "
           f"{second.session.model_names()}")
    again = second.session.model(name).encode(SENTENCE).tokens
    _check(again == tokens, f"the reopened model's tokens {again}")
    print(f"smoke: saved and reopened {path}", file=sys.stderr)


def _check(condition: bool, what: str) -> None:
    if not condition:
        raise SmokeFailure(what)


def _wait(app, done: Callable[[], bool], what: str) -> None:
    """Run the event loop until `done()`, at most TIMEOUT_MS."""
    from PySide6.QtCore import QDeadlineTimer, QEventLoop

    deadline = QDeadlineTimer(TIMEOUT_MS)
    while not done():
        if deadline.hasExpired():
            raise SmokeFailure(f"{what}: no result in {TIMEOUT_MS // 1000} s")
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
