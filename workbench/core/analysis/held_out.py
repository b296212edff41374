"""Held-out text: the last share of a corpus, the default evaluation text.

A corpus is its texts in order, file after file: the lines of a text file, the records' text
field of a JSON-lines file (as training reads them). The held-out part is the last 5 % of these
texts, at least one; counted in texts rather than bytes so that a line or record is never cut in
two, and the same way for plain and JSON-lines files. Training does not leave this part out: it
is the tail of the text the model learned from, the nearest to held-out a trained model has
without training again.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import islice

from ..training import Source, source_texts

HELD_OUT_SHARE = 0.05


def held_out_size(texts: int, share: float = HELD_OUT_SHARE) -> int:
    """How many of `texts` the last `share` is: at least one (none of none).

    >>> held_out_size(40), held_out_size(50), held_out_size(3), held_out_size(0)
    (2, 2, 1, 0)
    """
    if not 0 < share < 1:
        raise ValueError(f"the held-out share must be between 0 and 1, got {share}")
    return min(texts, max(1, round(texts * share)))


def held_out(lines: list[str], share: float = HELD_OUT_SHARE) -> tuple[list[str], list[str]]:
    """(the lines to train on, the last `share` of them, held out).

    >>> held_out([f"{i}\\n" for i in range(40)])[1]
    ['38\\n', '39\\n']
    """
    cut = len(lines) - held_out_size(len(lines), share)
    return lines[:cut], lines[cut:]


@dataclass(frozen=True)
class HeldOut:
    """The last `share` of the texts of `sources` taken together, in order."""

    sources: tuple[Source, ...]
    share: float = HELD_OUT_SHARE

    @property
    def label(self) -> str:
        names = ", ".join(os.path.basename(source.path) for source in self.sources)
        return f"last {100 * self.share:g} % of {names}"

    def _all_texts(self) -> Iterator[str]:
        for source in self.sources:
            yield from source_texts(source)

    def texts(self) -> Iterator[str]:
        """The held-out texts (two passes over the files: one counts, one reads the tail)."""
        total = sum(1 for _ in self._all_texts())
        return islice(self._all_texts(), total - held_out_size(total, self.share), None)
