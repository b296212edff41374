"""An explanation (workbench.core.analysis.explain) as a plain-text trace a learner can follow
in a terminal, and as JSON."""

from __future__ import annotations

import dataclasses

from ..core import (
    BpeTrace, Explanation, UnigramTrace, WordExplanation, WordLevelTrace, WordPieceTrace,
)

SEPARATOR = " · "


def to_json(explanation: Explanation) -> dict:
    """The explanation as JSON data: each trace with its algorithm."""
    data = dataclasses.asdict(explanation)
    for word, traced in zip(data["words"], explanation.words):
        if traced.trace is not None:
            word["trace"] = {"algorithm": traced.trace.algorithm, **word["trace"]}
    return data


def render(explanation: Explanation) -> str:
    lines = []
    for word in explanation.words:
        lines += _word_lines(word)
    return "\n".join(lines) + "\n" if lines else "(no words)\n"


def _word_lines(word: WordExplanation) -> list[str]:
    trace = word.trace
    heading = f"{word.text!r}" + (f" (model text {word.model_text!r})"
                                  if word.text != word.model_text else "")
    if trace is None:
        return [f"{heading}: an added token, matched whole before the model"]
    body = _LINES[trace.algorithm](trace, word.shown)
    return [heading] + ["  " + line for line in body]


def _symbols(symbols, shown: dict[str, str]) -> str:
    return SEPARATOR.join(shown.get(s, s).replace(" ", "␣") for s in symbols) or "(none)"


def _bpe_lines(trace: BpeTrace, shown: dict[str, str]) -> list[str]:
    if trace.whole_word:
        return ["the word is a token (ignore_merges): no merge is looked at",
                f"tokens: {_symbols(trace.tokens, shown)}"]
    lines = [f"start:   {_symbols(trace.initial, shown)}"]
    if not trace.steps:
        lines.append("no merge applies")
    for step in trace.steps:
        left, right = (_symbols([s], shown) for s in step.pair)
        made = _symbols([step.result], shown)
        rank = f"score {step.score:g}" if step.score is not None else f"merge #{step.rank + 1:,}"
        count = f", count {step.count:,} in training" if step.count is not None else ""
        times = f", {step.occurrences} places" if step.occurrences > 1 else ""
        lines.append(f"step {step.step}: {rank} ({left} + {right} -> {made}{count}{times}): "
                     f"{_symbols(step.symbols, shown)}")
    lines.append(f"tokens:  {_symbols(trace.tokens, shown)}")
    return lines


def _wordpiece_lines(trace: WordPieceTrace, shown: dict[str, str]) -> list[str]:
    lines = []
    for step in trace.steps:
        missing = [f"{m} ✗" for m in step.missing]
        if step.more_missing:
            missing.append(f"{step.more_missing:,} shorter ✗")
        tried = f"tried {', '.join(missing)}; " if missing else ""
        found = f"found {step.found}" if step.found is not None else "no match"
        lines.append(f"at {step.start}: {tried}{found}")
    if trace.unknown is not None:
        lines.append(f"became {trace.tokens[0] if trace.tokens else 'unknown'}: {trace.unknown}")
    lines.append(f"tokens: {SEPARATOR.join(trace.tokens)}")
    return lines


def _unigram_lines(trace: UnigramTrace, shown: dict[str, str]) -> list[str]:
    best = set(trace.best)
    lines = ["lattice (start-end piece log-probability; * on the best path):"]
    for index, arc in enumerate(trace.arcs):
        mark = "*" if index in best else " "
        unknown = " (unknown character)" if arc.unknown else ""
        lines.append(f" {mark} {arc.start}-{arc.end} {arc.piece} {arc.score:.4f}{unknown}")
    if not trace.nbest:
        return lines + ["no segmentation: a character is unknown and there is no unknown token"]
    lines.append(f"best path: {SEPARATOR.join(trace.arcs[i].piece for i in trace.best)}")
    lines.append(f"{len(trace.nbest)} best segmentations (probability among all "
                 "segmentations):")
    for number, path in enumerate(trace.nbest, 1):
        lines.append(f"  {number}. {SEPARATOR.join(path.pieces)}  log-probability "
                     f"{path.score:.4f}, {path.probability:.6f}")
    lines.append(f"tokens: {SEPARATOR.join(trace.tokens)}")
    return lines


def _wordlevel_lines(trace: WordLevelTrace, shown: dict[str, str]) -> list[str]:
    if trace.unknown is None:
        return ["the word is in the vocabulary", f"tokens: {SEPARATOR.join(trace.tokens)}"]
    if not trace.tokens:
        return [f"no token: {trace.unknown}"]
    return [f"became {trace.tokens[0]}: {trace.unknown}", f"tokens: {SEPARATOR.join(trace.tokens)}"]


_LINES = {"bpe": _bpe_lines, "wordpiece": _wordpiece_lines, "unigram": _unigram_lines,
          "wordlevel": _wordlevel_lines}
