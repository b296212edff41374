"""The core's messages in the window's language (issue 42, item 9: Russian error messages stayed
English): each is found by the template in the core's source it was made from, translated by
the .ts files, its blanks filled, its numbers written as the language writes them."""

import json
from xml.etree import ElementTree

import pytest
from PySide6.QtCore import QLocale

from workbench.app.window import languages
from workbench.app.window.core_texts import CONTEXT, source_templates, templates, translated
from workbench.app.dialogs.messages import Button, Messages
from workbench.core import TrainConfig
from workbench.core.training.corpus import LineError
from workbench.core.models.bpe.pair_table import MAX_TOKENS

SOURCE = '''
def f(path, n, exc):
    raise ValueError(f"{path}: cannot open ({exc.strerror})")
    raise ValueError("at most " f"{n:,} tokens, " + str(n) + " asked")

@worded
def g(size):
    """Said {nothing}."""
    return f"{size:,} of the tokens" if size else "no tokens at all"

def h(marked):
    return f"not {marked} a sentence of the user's"
'''


def test_the_templates_are_the_raised_and_worded_sentences_blanks_named():
    found = {t.text: t for t in source_templates(SOURCE)}
    assert sorted(found) == [
        "at most {n} tokens, {value1} asked", "no tokens at all",
        "{path}: cannot open ({strerror})", "{size} of the tokens"]
    numbers = found["{size} of the tokens"].pattern
    assert numbers.fullmatch("2,000 of the tokens") and not numbers.fullmatch("few of the tokens")


def test_every_core_template_is_in_the_translations():
    """`make translations-update` gave the translators each one (context "core")."""
    ts = ElementTree.parse(languages.translation_file("ru").removesuffix(".qm") + ".ts")
    core = next(c for c in ts.getroot().iter("context") if c.findtext("name") == CONTEXT)
    assert {t.text for t in templates()} <= {m.findtext("source") for m in core.iter("message")}


def russian(source: str) -> str:
    """The Russian .ts file's translation of a core template."""
    ts = ElementTree.parse(languages.translation_file("ru").removesuffix(".qm") + ".ts")
    return next(m.findtext("translation") for m in ts.getroot().iter("message")
                if m.findtext("source") == source)


def test_an_error_of_the_core_reads_in_russian_with_russian_numbers(speaking):
    speaking("ru")
    with pytest.raises(ValueError) as refused:
        TrainConfig(vocab_size=2 * MAX_TOKENS)
    said = []
    Messages.responder = lambda kind, title, text, buttons: said.append(text) or Button.Ok
    try:
        Messages.error(None, "", str(refused.value))
    finally:
        Messages.responder = None
    ru = QLocale(QLocale.Language.Russian)
    assert said == [russian("vocab size must be at most {MAX_TOKENS}, got {vocab_size}").format(
        MAX_TOKENS=ru.toString(MAX_TOKENS), vocab_size=ru.toString(2 * MAX_TOKENS))]
    assert "\u00a0" in said[0]  # Russian groups thousands with a no-break space, not a comma


def test_a_sentence_in_a_blank_and_a_place_before_the_problem_are_translated(speaking):
    speaking("ru")
    line = LineError("/data/a.jsonl", 3, "not valid JSON (Expecting value)")
    assert translated(str(line)) == "/data/a.jsonl:3: " + russian(
        "not valid JSON ({msg})").format(msg="Expecting value")
    two = translated(f"{line}\n{line}")
    assert two.split("\n") == [translated(str(line))] * 2


def test_english_stays_as_the_core_wrote_it():
    message = "vocab size must be at most 1,000,000, got 2,000,000"
    assert translated(message) == message
    assert translated("no template says this") == "no template says this"
    assert json.dumps(translated("")) == '""'
