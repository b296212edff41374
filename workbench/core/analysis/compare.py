"""Two to four models on the same text: where their token boundaries disagree.

Boundaries are compared between neighbouring non-space characters: two such characters are
joined by a model when one of its tokens covers both (a character split over byte-level tokens
is covered by each of them), cut otherwise. Whitespace is left out, because pre-tokenizers
differ in whether a space belongs to the next token ("Ġworld", "▁world") or to none. The text
is cut at every gap all models cut; a piece between two such cuts is a disagreeing span when
some model joins and another cuts inside it. A span runs from its first to its last non-space
character.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..tokenizer.encoding import Encoding
from ..tokenizer.tokenizer import Tokenizer
from .measures import _ratio


@dataclass
class ModelRow:
    name: str
    encoding: Encoding
    unknown: int

    @property
    def count(self) -> int:
        return len(self.encoding.ids)

    def chars_per_token(self, text: str) -> float:
        return _ratio(len(text), self.count)


@dataclass
class Comparison:
    text: str
    rows: list[ModelRow]
    disagreements: list[tuple[int, int]]  # character spans of the text, in order

    def to_json(self) -> dict:
        return {
            "text": self.text,
            "models": [{
                "name": row.name, "tokens": row.count, "unknown": row.unknown,
                "chars_per_token": row.chars_per_token(self.text),
                "encoding": [{"token": t, "id": i, "start": s, "end": e} for t, i, (s, e)
                             in zip(row.encoding.tokens, row.encoding.ids, row.encoding.offsets)],
            } for row in self.rows],
            "disagreements": [list(span) for span in self.disagreements],
        }


def _covering(text: str, offsets: list[tuple[int, int]]) -> list[set[int]]:
    """For each character of `text`, the indexes of the tokens covering it."""
    cover: list[set[int]] = [set() for _ in text]
    for index, (start, end) in enumerate(offsets):
        for position in range(start, min(end, len(text))):
            cover[position].add(index)
    return cover


def disagreements(text: str, encodings: list[Encoding]) -> list[tuple[int, int]]:
    """The spans where the encodings' boundaries disagree (see the module's docstring)."""
    chars = [i for i, c in enumerate(text) if not c.isspace()]
    covers = [_covering(text, e.offsets) for e in encodings]
    spans: list[tuple[int, int]] = []
    start, disputed = chars[0] if chars else 0, False
    for left, right in zip(chars, chars[1:]):
        joined = [bool(cover[left] & cover[right]) for cover in covers]
        if not any(joined):  # every model cuts: the piece ends here
            if disputed:
                spans.append((start, left + 1))
            start, disputed = right, False
        elif not all(joined):
            disputed = True
    if disputed:
        spans.append((start, chars[-1] + 1))
    return spans


def compare(text: str, models: list[tuple[str, Tokenizer]]) -> Comparison:
    """Each named tokenizer's encoding of `text`, and the spans where they disagree."""
    rows = []
    for name, tokenizer in models:
        encoding = tokenizer.encode(text)
        unk_id = tokenizer.model.unk_id
        unknown = encoding.ids.count(unk_id) if unk_id is not None else 0
        rows.append(ModelRow(name, encoding, unknown))
    return Comparison(text, rows, disagreements(text, [row.encoding for row in rows]))


def render_rows(comparison: Comparison, width: int | None = None) -> list[str]:
    """Rows for a terminal, aligned on the text's characters: a column per character and one
    per gap where any model cuts (the characters on either side share none of its tokens),
    showing `|` where this model cuts; a space character shows
    as `·` and a character no token covers as ` `; a last row marks the disagreeing spans with
    `^`. (Characters wider than one terminal column shift what follows them.)"""
    text = comparison.text
    covers = [_covering(text, row.encoding.offsets) for row in comparison.rows]
    model_cuts = [{p for p in range(1, len(text)) if not cover[p - 1] & cover[p]}
                  for cover in covers]
    cuts = sorted(set().union(*model_cuts))
    marked = [0] * len(text)  # which disagreeing span (from 1) a character is in; 0 none
    for number, (start, end) in enumerate(comparison.disagreements, start=1):
        marked[start:end] = [number] * (end - start)
    name_width = max((len(row.name) for row in comparison.rows), default=0)
    lines = []
    for row, cut, cover in zip(comparison.rows, model_cuts, covers):
        cells = [_cell(text[i], bool(cover[i])) for i in range(len(text))]
        lines.append(row.name.ljust(name_width) + " |" + _join(cells, cuts, cut, "|") + "|")
    marks = ["^" if m else " " for m in marked]
    inside = {i for i in cuts if marked[i] and marked[i - 1] == marked[i]}
    lines.append(" " * name_width + "  " + _join(marks, cuts, inside, "^").rstrip())
    return lines


def _cell(char: str, covered: bool) -> str:
    if char == "\n":
        return "↵"
    if char.isspace():
        return "·"
    return char if covered else " "


def _join(cells: list[str], cuts: list[int], model_cuts: set[int], mark: str) -> str:
    """The cells with a column at each of `cuts`: `mark` where the model cuts, else a space."""
    out: list[str] = []
    positions = iter(cuts)
    nxt = next(positions, None)
    for i, cell in enumerate(cells):
        while nxt is not None and nxt == i:
            out.append(mark if i in model_cuts else " ")
            nxt = next(positions, None)
        out.append(cell)
    return "".join(out)
