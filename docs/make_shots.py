"""The docs' screenshots, made again from the app itself: `make docs-shots` (or
`python docs/make_shots.py [FOLDER]`, docs/images by default).

It opens the window (offscreen unless QT_QPA_PLATFORM says otherwise) with settings of its own
on the bundled sample corpus, counts its words, trains three small models (byte-level BPE,
WordPiece, Unigram) in the worker process as a user would, opens each panel and view and saves
each as a PNG named in SHOTS. The toy models of the algorithm pages (docs/algorithms/) are built
from the SPEC's worked examples. Nothing here is timed: every step waits for what it shows."""

from __future__ import annotations

import argparse
import math
import os
import pathlib
import shutil
import sys
import tempfile
from collections.abc import Callable

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # this checkout's package, also when run as a script

SIZE = (1280, 800)  # the window, in pixels
EXPLAIN_WIDTH = 720  # an explain view's; its height is what it asks for
TIMEOUT_MS = 600_000  # for one step's work in the worker, on a loaded machine
SENTENCE = ("In the beginning God created the heaven and the earth. Tokenizers split "
            "unrighteousness into pieces: 1,024 bytes, naïve café, 你好.")
TOY_WORDS = {"hug": 10, "pug": 5, "pun": 12, "bun": 4, "hugs": 5}  # SPEC section 3
COURSE_WORDPIECE = ["[UNK]", "b", "h", "p", "##g", "##n", "##s", "##u", "##gs", "hu", "hug"]
# Genesis 1:1-5 in the King James Version, Luther 1912 and the Russian Synodal translation
# (all in the public domain): the same content in three languages, for the premiums.
VERSES = {
    "english.txt": "In the beginning God created the heaven and the earth.\nAnd the earth was "
    "without form, and void; and darkness was upon the face of the deep. And the Spirit of God "
    "moved upon the face of the waters.\nAnd God said, Let there be light: and there was "
    "light.\nAnd God saw the light, that it was good: and God divided the light from the "
    "darkness.\nAnd God called the light Day, and the darkness he called Night. And the evening "
    "and the morning were the first day.\n",
    "german.txt": "Am Anfang schuf Gott Himmel und Erde.\nUnd die Erde war wüst und leer, und es "
    "war finster auf der Tiefe; und der Geist Gottes schwebte auf dem Wasser.\nUnd Gott sprach: "
    "Es werde Licht! und es ward Licht.\nUnd Gott sah, daß das Licht gut war. Da schied Gott das "
    "Licht von der Finsternis\nund nannte das Licht Tag und die Finsternis Nacht. Da ward aus "
    "Abend und Morgen der erste Tag.\n",
    "russian.txt": "В начале сотворил Бог небо и землю.\nЗемля же была безвидна и пуста, и тьма "
    "над бездною, и Дух Божий носился над водою.\nИ сказал Бог: да будет свет. И стал свет.\n"
    "И увидел Бог свет, что он хорош, и отделил Бог свет от тьмы.\nИ назвал Бог свет днем, а "
    "тьму ночью. И был вечер, и было утро: день один.\n",
}
DOMAIN = ("The tokenizer splits the text into tokens; the trainer learns merges from a corpus.\n"
          * 40)

# file name -> what it shows (the docs' pages reference these names)
SHOTS = {
    "corpus.png": "the Corpus panel: the sample corpus counted",
    "training.png": "the Training panel: byte-level BPE trained, with its size curve",
    "unigram-dark.png": "the Training panel, dark theme: Unigram trained",
    "tokenize.png": "the Tokenize panel: a sentence as chips",
    "tokenize-dark.png": "the Tokenize panel, dark theme",
    "vocabulary.png": "the vocabulary table with a token's merges",
    "models.png": "the Models list and the run of the model picked",
    "compare.png": "Compare: three models on one sentence",
    "evaluate.png": "Evaluate: three models on Genesis 1:1-5 in three languages",
    "health.png": "Vocabulary health of the byte-level BPE",
    "size-scrubber.png": "Every size of the byte-level BPE",
    "explain-bpe.png": "why the byte-level BPE splits ' unrighteousness' so",
    "explain-bpe-toy.png": "why the SPEC's toy BPE splits 'hugs' so",
    "explain-wordpiece.png": "why the course's WordPiece vocabulary makes 'mug' [UNK]",
    "explain-unigram.png": "the Unigram lattice of 'unhug' on the SPEC's toy model",
    "extend.png": "Extend: the byte-level BPE extended on a domain text",
    "add-tokens.png": "Add tokens: two special tokens",
}


class ShotFailure(Exception):
    pass


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", nargs="?", default=str(ROOT / "docs" / "images"))
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    folder = os.path.abspath(args.folder)
    os.makedirs(folder, exist_ok=True)
    before = os.getcwd()
    with tempfile.TemporaryDirectory(prefix="docs-shots-") as work:
        os.environ["XDG_DATA_HOME"] = work  # the window's recovery copy goes here
        os.chdir(work)  # the files the views list are named without a folder (the worker too)
        try:
            Shots(folder, work).take()
        except ShotFailure as failure:
            print(f"docs-shots: FAILED: {failure}", file=sys.stderr)
            return 1
        finally:
            os.chdir(before)
    return 0


class Shots:
    """The window and its views, driven step by step; each `_shot` writes one PNG."""

    def __init__(self, folder: str, work: str) -> None:
        from PySide6.QtCore import QLocale, QSettings
        from PySide6.QtWidgets import QApplication

        from workbench.app.window.main_window import MainWindow
        from workbench.app.dialogs.messages import Messages

        self.app = QApplication.instance() or QApplication([])
        QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
        Messages.responder = _refuse_message_boxes
        self.folder = folder
        settings = QSettings(os.path.join(work, "settings.ini"), QSettings.Format.IniFormat)
        self.window = MainWindow(settings, recovery_folder=os.path.join(work, "recovery"))
        self.window.resize(*SIZE)
        self.names: dict[str, str] = {}  # algorithm -> the trained model's name

    def take(self) -> None:
        window = self.window
        window.set_theme(False)
        window.show()
        try:
            self._corpus()
            self._train()
            self._tokenize()
            self._measures()
            self._explain()
            self._editing()
        finally:
            window.training.shutdown()
            window.corpus.shutdown()
            window.session.modified = False
            window.close()

    # --- the panels ---------------------------------------------------------------------------
    def _corpus(self) -> None:
        from workbench import resources

        window = self.window
        shutil.copy(resources.sample_corpus(), "kjv-sample.txt.gz")
        window.add_corpus(["kjv-sample.txt.gz"])
        window.show_panel(0)
        window.corpus.count()
        self._wait(lambda: window.corpus.current_counts() is not None, "counting the words")
        window.corpus.filter.setText("right")
        self._shot("corpus.png", window)
        window.corpus.filter.clear()

    def _train(self) -> None:
        window = self.window
        window.show_panel(1)
        for preset, size in (("bert", 1000), ("t5", 800), ("gpt2", 1000)):
            self._train_preset(preset, size)
            if preset == "t5":
                window.set_theme(True)
                self._shot("unigram-dark.png", window)
                window.set_theme(False)
        curve = window.training.curve_plot  # computed by itself after the run
        self._wait(lambda: curve.isVisible() and len(curve.points()[0]) > 0, "the size curve")
        self._shot("training.png", window)

    def _train_preset(self, preset: str, vocab_size: int) -> None:
        from workbench.core.training import PRESETS

        training, window = self.window.training, self.window
        index = training.preset.findText(PRESETS[preset].title)
        if index < 0:
            raise ShotFailure(f"no preset {PRESETS[preset].title!r} to choose")
        training.preset.activated.emit(index)
        training.form.set_values({"vocab_size": vocab_size})
        if preset == "t5":  # SentencePiece's normalizer makes counting several times slower
            window.corpus.set_pipeline({**window.corpus.pipeline(), "normalizer": []})
        before = len(window.session.model_names())
        window.start_training()
        self._wait(lambda: len(window.session.model_names()) > before and not training.running,
                   f"training {preset}")
        name = window.tokenize.current_model_name()  # the model just trained
        self.names[window.session.model(name).algorithm] = name

    def _tokenize(self) -> None:
        window, tokenize = self.window, self.window.tokenize
        window.show_panel(2)
        tokenize.select_model(self.names["bpe"])
        tokenize.input.setPlainText(SENTENCE)
        self._wait(lambda: bool(tokenize.view.tokens()), "tokenizing")
        longest = max(tokenize.view.tokens(), key=len)
        tokenize.vocab.select_token(window.session.model(self.names["bpe"]).token_to_id(longest))
        self._shot("tokenize.png", window)
        self._shot("vocabulary.png", tokenize.vocab)
        window.set_theme(True)
        self._shot("tokenize-dark.png", window)
        window.set_theme(False)
        window.models.setCurrentRow(window.session.model_names().index(self.names["unigram"]))
        window.show_panel(1)
        self._shot("models.png", window)
        window.models.setCurrentRow(window.session.model_names().index(self.names["bpe"]))

    # --- the Measure menu ---------------------------------------------------------------------
    def _measures(self) -> None:
        from PySide6.QtCore import Qt

        window = self.window
        compare = window.show_compare()
        for row in range(compare.chooser.count()):
            compare.chooser.item(row).setCheckState(Qt.CheckState.Checked)
        compare.resize(1100, 420)
        self._shot("compare.png", compare)
        compare.close()
        evaluate = window.show_evaluate()
        evaluate.files.addItems([self._write(name, text) for name, text in VERSES.items()])
        evaluate.resize(1200, 780)
        evaluate.start()
        self._wait(lambda: evaluate.evaluation is not None, "evaluating")
        self._shot("evaluate.png", evaluate)
        evaluate.close()
        health = window.show_health()
        health.model_choice.setCurrentText(self.names["bpe"])
        health.resize(1000, 640)
        health.start()
        self._wait(lambda: health.report is not None, "the vocabulary's health")
        self._shot("health.png", health)
        health.close()
        sizes = window.show_sizes()
        sizes.resize(1100, 760)
        self._wait(sizes.slider.isEnabled, "the size curve")
        sizes.pick_size(600)
        self._wait(lambda: sizes.small is not None and len(sizes.small.vocab) == 600,
                   "the model of 600 tokens")
        self._shot("size-scrubber.png", sizes)
        sizes.close()

    # --- the explain view, on the trained model and on the SPEC's toy models ------------------
    def _explain(self) -> None:
        from workbench.app.views.explain_view import ExplainView

        view = self.window.show_explanation(self.names["bpe"], "The unrighteousness", 3)
        self._explain_shot("explain-bpe.png", view)
        toys = _toy_session()
        for file, name, word in (("explain-bpe-toy.png", "toy BPE", "hugs"),
                                 ("explain-wordpiece.png", "course WordPiece", "mug"),
                                 ("explain-unigram.png", "toy Unigram", "unhug")):
            self._explain_shot(file, ExplainView(toys.explain(name, word), name, self.window))

    def _explain_shot(self, file: str, view) -> None:
        view.show()
        view.resize(EXPLAIN_WIDTH, view.sizeHint().height())
        self._shot(file, view)
        view.close()

    # --- File: extend, add tokens -------------------------------------------------------------
    def _editing(self) -> None:
        window = self.window
        window.models.setCurrentRow(window.session.model_names().index(self.names["bpe"]))
        extend = window.extend_current()
        extend.files.addItems([self._write("domain.txt", DOMAIN)])
        extend.add.setValue(20)
        extend.resize(760, 420)
        extend.start()
        self._wait(lambda: bool(extend.outcome.text()) and extend.run_button.isEnabled(),
                   "extending")
        self._shot("extend.png", extend)
        extend.close()
        add = window.add_tokens_current()
        add.tokens.setPlainText("<|user|>\n<|assistant|>")
        add.special.setChecked(True)
        add.resize(620, 420)
        self._shot("add-tokens.png", add)
        add.close()

    # --- helpers ------------------------------------------------------------------------------
    @staticmethod
    def _write(name: str, text: str) -> str:
        """A file `name` in the working folder (the current one) holding `text`; its name."""
        pathlib.Path(name).write_text(text, encoding="utf-8")
        return name

    def _shot(self, file: str, widget) -> None:
        """Save what `widget` shows as FOLDER/file, once everything pending is drawn."""
        for _ in range(5):
            self.app.processEvents()
        path = os.path.join(self.folder, file)
        if not widget.grab().save(path, "PNG"):
            raise ShotFailure(f"cannot write {path}")
        print(f"docs-shots: {path} ({SHOTS[file]})", file=sys.stderr)

    def _wait(self, done: Callable[[], bool], what: str) -> None:
        from PySide6.QtCore import QDeadlineTimer, QEventLoop

        deadline = QDeadlineTimer(TIMEOUT_MS)
        while not done():
            if deadline.hasExpired():
                raise ShotFailure(f"{what}: nothing after {TIMEOUT_MS // 1000} s")
            self.app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)


def _refuse_message_boxes(kind, title, text, buttons):
    raise ShotFailure(f"the window said: {title}: {text}")  # a box would wait for a click


def _toy_session():
    """The SPEC's toy models (section 3): BPE trained on the toy corpus (its history kept, for
    the merges' counts), WordPiece on the course's vocabulary, Unigram on every strict
    substring with its frequency."""
    from workbench.app.session.session import Session
    from workbench.core import TrainConfig, TrainingHistory, run, train
    from workbench.core.models import UnigramModel, WordPieceModel

    session, history = Session(), TrainingHistory()
    toy = TrainConfig(algorithm="bpe", vocab_size=11, pre_tokenizer="whitespace",
                      tie_break="first-seen")
    session.add_model("toy BPE", run(train(toy, TOY_WORDS), history.record), [], history)
    session.add_model("course WordPiece", _whitespace(WordPieceModel(COURSE_WORDPIECE),
                                                      ["[UNK]"]), [])
    freqs = _strict_substring_counts(TOY_WORDS)
    total = sum(freqs.values())
    unigram = UnigramModel(list(freqs), [math.log(f / total) for f in freqs.values()])
    session.add_model("toy Unigram", _whitespace(unigram), [])
    return session


def _whitespace(model, specials=()):
    """A tokenizer of `model` behind the whitespace pre-tokenizer, as the SPEC's examples."""
    from workbench.core import Tokenizer
    from workbench.core.pipeline import build_normalizer, build_pre_tokenizer

    return Tokenizer(build_normalizer(""), build_pre_tokenizer("whitespace"), model,
                     list(specials))


def _strict_substring_counts(words: dict[str, int]) -> dict[str, int]:
    """SPEC section 3's Unigram vocabulary: every strict substring of a word, with the number of
    times it occurs in the corpus (inside longer words and as a word of its own), in order of
    first appearance.

    >>> _strict_substring_counts({"ab": 2, "abc": 1})
    {'a': 3, 'b': 3, 'ab': 3, 'bc': 1, 'c': 1}
    """
    pieces = dict.fromkeys(word[start:end] for word in words for start in range(len(word))
                           for end in range(start + 1, len(word) + (start > 0)))
    return {piece: sum(count * _occurrences(piece, word) for word, count in words.items())
            for piece in pieces}


def _occurrences(piece: str, word: str) -> int:
    return sum(word.startswith(piece, at) for at in range(len(word)))


if __name__ == "__main__":
    sys.exit(main())
