"""Plain-text tables for the command line's evaluate and health reports."""

from __future__ import annotations

from ..core import Evaluation, HealthReport
from ..core.training import escape_word

# (measure, heading, format)
COLUMNS = (
    ("tokens", "tokens", "{:,}"), ("fertility", "tok/word", "{:.3f}"),
    ("chars_per_token", "chars/tok", "{:.3f}"), ("bytes_per_token", "bytes/tok", "{:.3f}"),
    ("split_word_share", "split %", "{:.1%}"), ("unknown_rate", "unk %", "{:.2%}"),
    ("vocabulary_used", "vocab used", "{:.1%}"), ("never_used", "never used", "{:,}"),
    ("shannon_entropy", "H", "{:.3f}"), ("renyi_entropy", "H2.5", "{:.3f}"),
    ("renyi_efficiency", "eff2.5", "{:.3f}"),
)


def table(header: list[str], rows: list[list[str]], left: int = 1) -> list[str]:
    """Columns padded to their widest cell; the first `left` left-aligned, the others (numbers)
    right-aligned."""
    widths = [max(len(cell) for cell in column) for column in zip(header, *rows)]

    def line(cells: list[str]) -> str:
        padded = [c.ljust(w) if i < left else c.rjust(w)
                  for i, (c, w) in enumerate(zip(cells, widths))]
        return "  ".join(padded).rstrip()

    return [line(header), *(line(row) for row in rows)]


def _percent(text: str) -> str:
    return text.replace("%", " %")


def evaluation_lines(evaluation: Evaluation) -> list[str]:
    rows = []
    for result in evaluation.results:
        values = result.measures()
        rows.append([result.name] + [_percent(fmt.format(values[key])) for key, _, fmt in COLUMNS])
    lines = table(["model"] + [heading for _, heading, _ in COLUMNS], rows)
    lines.append("")
    lines.append("tokens per word (words):")
    for result in evaluation.results:
        histogram = ", ".join(f"{k}: {v:,}" for k, v in result.histogram().items())
        lines.append(f"  {result.name}: {histogram}")
    if len(evaluation.files) > 1:
        lines.append("")
        lines.append(f"premium (tokens / tokens of {evaluation.reference}; an unknown token "
                     "counts as its bytes):")
        header = ["model"] + evaluation.files
        rows = [[r.name] + [f"{r.premiums(evaluation.reference)[f]:.3f}" for f in evaluation.files]
                for r in evaluation.results]
        lines.extend(table(header, rows))
    return lines


def health_lines(report: HealthReport) -> list[str]:
    rows = [[escape_word(i.token), str(i.id), ", ".join(i.reasons), i.detail] for i in report.issues]
    lines = list(report.summary())
    if rows:
        lines.append("")
        lines.extend(table(["token", "id", "reasons", "detail"], rows, left=4))
    return lines
