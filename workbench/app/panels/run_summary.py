"""What the Training panel's summary says of a run: how it ended (its time, size and rate, or
where it stopped), and for WordPiece what its score formula costs against BPE merges. Its texts
are the panel's: they are translated in its context ("TrainingPanel")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from workbench.core import TrainingHistory

from ..widgets.formatting import format_count, format_decimal

translate = QCoreApplication.translate


def run_summary(size: int, history: TrainingHistory, target: int | None = None) -> str:
    """How the run ended: its time (paused time left out), size and rate; a stopped run
    where it stopped (of `target` tokens, if known)."""
    if history.training_seconds is None:
        return translate("TrainingPanel", "{size} tokens; no training history (imported)."
                         ).format(size=format_count(size))
    took = history.training_seconds + (history.counting_seconds or 0)
    merges = len(history.merges["count"])
    rate = merges / history.training_seconds if history.training_seconds else 0
    figures = {"seconds": format_decimal(took, 1), "size": format_count(size),
               "target": format_count(target or 0),
               "merges": translate("TrainingPanel", ", {rate} merges per second").format(
                   rate=format_decimal(rate, 0))
               if merges else ""}
    if not history.stopped_early:
        text = translate("TrainingPanel", "Trained in {seconds} s: {size} tokens{merges}."
                         ).format(**figures)
    elif target:
        text = translate("TrainingPanel", "Stopped at {size} of {target} tokens after "
                         "{seconds} s{merges}.").format(**figures)
    else:
        text = translate("TrainingPanel", "Stopped at {size} tokens after {seconds} s{merges}."
                         ).format(**figures)
    if history.wordpiece_fertility:
        text += " " + comparison_text(history)
    return text


def comparison_text(history: TrainingHistory) -> str:
    """What the score formula costs against the vocabulary of BPE merges."""
    return translate(
        "TrainingPanel",
        "{ours} tokens per word on its corpus; {reference} with the vocabulary of BPE "
        "merges that the tokenizers library's WordPiece trainer learns. The score "
        "count(pair) / (count(first) × count(second)) favours pairs of rare pieces, so "
        "frequent words can stay split.").format(
        ours=format_decimal(history.wordpiece_fertility[0], 2),
        reference=format_decimal(history.wordpiece_fertility[1], 2))
