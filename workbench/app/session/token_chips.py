"""From an encoding to the chips the token view draws: one chip per token, except that byte-level
tokens which only together make whole characters share one chip, so the text stays readable.

>>> from workbench.core import TrainConfig, run, train
>>> tokenizer = run(train(TrainConfig(algorithm="bpe", vocab_size=258), {"hi": 3}))
>>> text = "hi 🤗"
>>> chips = build_chips(VocabInfo(tokenizer), text, tokenizer.encode(text))
>>> [(chip.first, chip.count, chip.text) for chip in chips]
[(0, 1, 'hi'), (1, 1, ' '), (2, 4, '🤗')]
"""

from __future__ import annotations

from dataclasses import dataclass

from workbench.core import Encoding

from .vocab_info import VocabInfo, bytes_label


@dataclass(frozen=True)
class Chip:
    first: int  # index of its first token in the encoding
    count: int  # how many tokens it shows (more than one: a character's bytes split over tokens)
    text: str  # the text it stands for
    unknown: bool  # the model's unknown token
    breaks_before: int  # line breaks in the text the model dropped before it (e.g. BERT's)

    @property
    def grouped(self) -> bool:
        return self.count > 1

    def token_indices(self) -> range:
        return range(self.first, self.first + self.count)


def build_chips(info: VocabInfo, text: str, encoding: Encoding) -> list[Chip]:
    chips: list[Chip] = []
    tokens, ids, offsets = encoding.tokens, encoding.ids, encoding.offsets
    index = 0
    previous_end = 0
    while index < len(tokens):
        count, shown = _chip_extent(info, tokens, index)
        start = offsets[index][0]
        breaks = text.count("\n", previous_end, start) if start > previous_end else 0
        chips.append(Chip(index, count, shown, info.is_unknown(ids[index]), breaks))
        previous_end = max(previous_end, offsets[index + count - 1][1])
        index += count
    return chips


def _chip_extent(info: VocabInfo, tokens: list[str], index: int) -> tuple[int, str]:
    """How many tokens from `index` one chip takes, and the text it shows."""
    data = info.token_bytes(tokens[index])
    if data is None:
        return 1, info.text(tokens[index])
    count = 1
    while _ends_inside_character(data) and index + count < len(tokens):
        more = info.token_bytes(tokens[index + count])
        if more is None:
            break
        data += more
        count += 1
    return count, bytes_label(data)


def _ends_inside_character(data: bytes) -> bool:
    """True if the last UTF-8 sequence in `data` still waits for continuation bytes.

    >>> _ends_inside_character("🤗".encode()[:2]), _ends_inside_character("🤗".encode())
    (True, False)
    """
    for back in range(1, min(4, len(data)) + 1):
        byte = data[-back]
        if byte & 0xC0 != 0x80:  # not a continuation byte: the sequence starts here
            return _sequence_length(byte) > back
    return False


def _sequence_length(lead: int) -> int:
    """Bytes in the UTF-8 sequence that starts with `lead`."""
    for length, mask, value in ((2, 0xE0, 0xC0), (3, 0xF0, 0xE0), (4, 0xF8, 0xF0)):
        if lead & mask == value:
            return length
    return 1
