"""The algorithm pages of docs/algorithms: each worked example's tables say what the SPEC says
(section 3, its figures copied here), what the core computes and, for byte-level BPE, what
`tokenizers` trains; their Python sessions print what they show."""

import doctest
import json
import math
import re
from fractions import Fraction

import pytest
from tokenizers import Tokenizer as HfTokenizer
from tokenizers import models, pre_tokenizers, trainers

from support import ROOT, SPEC_UNIGRAM_BEST, SPEC_UNIGRAM_FREQS, TOY_WORDS, log_prob, segmentations
from workbench.core import Tokenizer, TrainConfig, run, train
from workbench.core.models import UnigramModel, WordPieceModel
from workbench.core.pipeline import build_normalizer, build_pre_tokenizer

PAGES = ROOT / "docs" / "algorithms"
MERGE_HEADER = ("merge", "pair", "new token")

# SPEC section 3
BPE_MERGES = [("u", "g", "ug", 20), ("u", "n", "un", 16), ("h", "ug", "hug", 15)]
BPE_ENCODINGS = {"bug": ["b", "ug"], "mug": ["[UNK]", "ug"], "thug": ["[UNK]", "hug"],
                 "unhug": ["un", "hug"]}
BPE_VOCAB = ["[UNK]", "b", "g", "h", "n", "p", "s", "u", "ug", "un", "hug"]  # specials, sorted
# alphabet, merges
WORDPIECE_MERGES = [("##g", "##s", "##gs", Fraction(1, 20)), ("h", "##u", "hu", Fraction(1, 36)),
                    ("hu", "##gs", "hugs", Fraction(1, 15))]
COURSE_VOCAB = ["[UNK]", "b", "h", "p", "##g", "##n", "##s", "##u", "##gs", "hu", "hug"]
WORDPIECE_ENCODINGS = {"hugs": ["hug", "##s"], "bugs": ["b", "##u", "##gs"], "mug": ["[UNK]"],
                       "bum": ["[UNK]"], "pugs": ["p", "##u", "##gs"]}
PUG = {("p", "u", "g"): 0.001322, ("pu", "g"): 0.007710, ("p", "ug"): 0.007710}
UNHUG = (["un", "hug"], 0.005442)
LOSS = 169.8
REMOVALS = {"hug": 23.5, "pu": 0.0}


def page(name: str) -> str:
    return (PAGES / name).read_text(encoding="utf-8")


def tables(text: str) -> dict[tuple[str, ...], list[list[str]]]:
    """Every Markdown table of `text`: its header's cells -> its rows' cells."""
    found: dict[tuple[str, ...], list[list[str]]] = {}
    lines = text.splitlines()
    for at, line in enumerate(lines[:-1]):
        if line.startswith("|") and re.fullmatch(r"\|(\s*-+\s*\|)+", lines[at + 1]):
            rows = []
            for row in lines[at + 2:]:
                if not row.startswith("|"):
                    break
                rows.append(cells(row))
            found[tuple(cells(line))] = rows
    return found


def cells(row: str) -> list[str]:
    return [cell.strip() for cell in row.strip().strip("|").split("|")]


def table(text: str, *header: str) -> list[list[str]]:
    """The rows of the table whose header starts with `header`."""
    matching = [rows for found, rows in tables(text).items() if found[:len(header)] == header]
    assert len(matching) == 1, f"one table headed {header}, found {len(matching)}"
    return matching[0]


def tokens(cell: str) -> list[str]:
    """The tokens of a cell written `a` `b`."""
    return re.findall(r"`([^`]+)`", cell)


def merges(rows: list[list[str]], value=int) -> list[tuple]:
    """A merge table's rows as (left, right, new token, count or score), checking their
    numbers."""
    assert [row[0] for row in rows] == [str(n) for n in range(1, len(rows) + 1)]
    return [(*row[1].split(" + "), row[2], value(row[3])) for row in rows]


def encodings(rows: list[list[str]]) -> dict[str, list[str]]:
    return {row[0]: tokens(row[1]) for row in rows}


def whitespace_tokenizer(model, specials=()) -> Tokenizer:
    return Tokenizer(build_normalizer(""), build_pre_tokenizer("whitespace"), model,
                     list(specials))


def trained_toy(algorithm: str, vocab_size: int, pre_tokenizer: str = "whitespace", **options):
    """The toy corpus trained by the core, and each merge's event."""
    events = []
    config = TrainConfig(algorithm=algorithm, vocab_size=vocab_size, pre_tokenizer=pre_tokenizer,
                         **options)
    return run(train(config, TOY_WORDS), events.append), events


@pytest.mark.parametrize("name", sorted(p.name for p in PAGES.glob("*.md")))
def test_each_python_session_prints_what_the_page_shows(name):
    blocks = re.findall(r"```python\n(.*?)```", page(name), re.S)
    assert blocks, f"{name} has no Python session"
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    report: list[str] = []
    for block in blocks:
        runner.run(doctest.DocTestParser().get_doctest(block, {}, name, name, 0), out=report.append)
    assert runner.failures == 0, "".join(report)


def test_bpe_page_shows_the_specs_merges_ids_and_encodings():
    text = page("bpe.md")
    shown = merges(table(text, *MERGE_HEADER, "count"))
    assert shown == BPE_MERGES
    vocab = [tokens(row[1])[0] for row in table(text, "id", "token")]
    assert vocab == BPE_VOCAB
    assert [int(row[0]) for row in table(text, "id", "token")] == list(range(len(vocab)))
    assert encodings(table(text, "word", "tokens")) == BPE_ENCODINGS
    tokenizer, events = trained_toy("bpe", 11, tie_break="first-seen", unk_token="[UNK]")
    assert [(*e.pair, e.token, e.count) for e in events] == shown
    assert tokenizer.vocab == vocab
    assert {word: tokenizer.encode(word).tokens for word in BPE_ENCODINGS} == BPE_ENCODINGS


def test_byte_level_page_shows_the_merges_and_tokens_of_tokenizers():
    text = page("byte-level-bpe.md")
    shown = merges(table(text, *MERGE_HEADER, "count"))
    assert shown == BPE_MERGES  # the same counts as over characters
    encoded = encodings(table(text, "text", "tokens"))
    reference = HfTokenizer(models.BPE())
    reference.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    reference.train_from_iterator(
        [word for word, count in TOY_WORDS.items() for _ in range(count)],
        trainers.BpeTrainer(vocab_size=259, show_progress=False,
                            initial_alphabet=pre_tokenizers.ByteLevel.alphabet()))
    merges_of_reference = json.loads(reference.to_str())["model"]["merges"]
    assert [list(m[:2]) for m in shown] == [list(pair) for pair in merges_of_reference]
    assert reference.get_vocab_size() == 259 and "259 in all" in text
    assert {t: reference.encode(t).tokens for t in encoded} == encoded
    tokenizer, events = trained_toy("bpe", 259, "byte-level")
    assert [(*e.pair, e.token, e.count) for e in events] == shown
    assert len(tokenizer.vocab) == 259
    assert {t: tokenizer.encode(t).tokens for t in encoded} == encoded


def test_wordpiece_page_shows_the_specs_merges_by_score_and_encodings():
    text = page("wordpiece.md")
    shown = merges(table(text, *MERGE_HEADER, "score"), Fraction)
    assert shown == WORDPIECE_MERGES
    assert encodings(table(text, "word", "tokens")) == WORDPIECE_ENCODINGS
    _, events = trained_toy("wordpiece", 11, tie_break="first-seen")
    assert [(*e.pair, e.token, Fraction(e.score).limit_denominator(1000)) for e in events] == shown
    tokenizer = whitespace_tokenizer(WordPieceModel(COURSE_VOCAB), ["[UNK]"])
    assert {w: tokenizer.encode(w).tokens for w in WORDPIECE_ENCODINGS} == WORDPIECE_ENCODINGS


def test_unigram_page_shows_the_specs_probabilities_loss_and_removals():
    text = page("unigram.md")
    freqs = {row[0]: int(row[1]) for row in table(text, "piece", "frequency")}
    assert freqs == SPEC_UNIGRAM_FREQS and sum(freqs.values()) == 210
    score_of = {piece: math.log(f / 210) for piece, f in freqs.items()}
    model = UnigramModel(list(score_of), list(score_of.values()))
    pug = {tuple(tokens(row[0])): float(row[1]) for row in table(text, "segmentation")}
    assert pug == PUG
    found = {tuple(p): math.exp(s) for p, s in model.nbest("pug", 3)}
    assert found.keys() == pug.keys()
    assert all(math.isclose(found[p], pug[p], abs_tol=1e-6) for p in pug)
    best = {row[0]: (int(row[1]), tokens(row[2]), float(row[3]))
            for row in table(text, "word", "count", "best segmentation")}
    assert best == {w: (TOY_WORDS[w], *SPEC_UNIGRAM_BEST[w]) for w in TOY_WORDS}
    tokenizer = whitespace_tokenizer(model)
    for word, (_, pieces, probability) in best.items():
        assert tokenizer.encode(word).tokens == pieces
        assert math.isclose(math.exp(model.nbest(word, 1)[0][1]), probability, abs_tol=1e-6)
    assert f"`{UNHUG[0][0]}` `{UNHUG[0][1]}`, with probability {UNHUG[1]}" in text
    assert tokenizer.encode("unhug").tokens == UNHUG[0]
    assert math.isclose(math.exp(model.nbest("unhug", 1)[0][1]), UNHUG[1], abs_tol=1e-6)
    assert f"**{LOSS}**" in text
    assert round(loss(model, freqs), 1) == LOSS == round(brute_force_loss(freqs), 1)
    removals = {row[0]: float(row[1]) for row in table(text, "piece removed", "loss increase")}
    assert removals == REMOVALS
    for piece, increase in removals.items():
        kept = {p: f for p, f in freqs.items() if p != piece}
        without = UnigramModel(list(kept), [score_of[p] for p in kept])
        assert round(loss(without, freqs) - loss(model, freqs), 1) == increase
        assert round(brute_force_loss(kept) - brute_force_loss(freqs), 1) == increase


def loss(model, freqs) -> float:
    """The corpus loss under the core's Viterbi: sum of count x -log P(best segmentation)."""
    return sum(-count * model.nbest(word, 1)[0][1] for word, count in TOY_WORDS.items())


def brute_force_loss(freqs: dict[str, int]) -> float:
    """The same over every segmentation of each word, probabilities frequency / 210."""
    score_of = {piece: math.log(f / 210) for piece, f in freqs.items()}
    return sum(-count * max(log_prob(path, score_of) for path in segmentations(word, score_of))
               for word, count in TOY_WORDS.items())
