"""A synthetic corpus of any size for the scale benchmarks: Zipf-distributed words over several
scripts, the same bytes for the same seed and size.

    python benchmarks/gen_corpus.py OUT.txt --size 1G [--seed 0] [--types 3000000]

The vocabulary is `--types` distinct made-up words, each in one of several scripts (Latin with
accents, Cyrillic, Greek, Arabic, Devanagari, CJK ideographs, and digits), built from syllables of
its script so that they share pieces as words of a language do; some carry punctuation. Word r
(from 1) is drawn with probability proportional to 1 / (r + 2.7) ** 1.05 (Zipf-Mandelbrot, as
word frequencies in text), so a larger corpus sees more distinct words, as real ones do: 1 GB for
seed 0 holds 77.8 million words, 2,725,888 of them distinct. Lines have about 12 words. The size
is met to within one line.
"""

from __future__ import annotations

import argparse
import re

import numpy as np

SCRIPTS = {  # script -> (share of the vocabulary, syllable alphabets: onsets, vowels)
    "latin": (0.40, ("bcdfghjklmnprstvwz", "aeiouyàéèêîôüøå")),
    "cyrillic": (0.18, ("бвгджзклмнпрстфхцчшщ", "аеёиоуыэюя")),
    "greek": (0.08, ("βγδζθκλμνξπρστφχψ", "αεηιουωάέήίόύώ")),
    "arabic": (0.10, ("بتثجحخدذرزسشصضطظعغفقكلمنهو", "اوي")),
    "devanagari": (0.08, ("कखगघचछजझटठडढणतथदधनपफबभमयरलवशसह", "ािीुूेैोौ")),
    "cjk": (0.12, ("".join(map(chr, range(0x4E00, 0x4E00 + 3000))), "")),
    "digits": (0.04, ("0123456789", "")),
}
PUNCTUATION = [",", ".", ";", ":", "!", "?", "\u201d", "\u3002", "\u060c"]
WORDS_PER_LINE = 12
CHUNK_WORDS = 1 << 20
TYPES = 3_000_000  # distinct words: 2.7M of them occur in 1 GB (seed 0)


def make_vocabulary(types: int, rng: np.random.Generator) -> list[bytes]:
    """`types` distinct words (UTF-8), most frequent first. Words are drawn in rounds, each
    drawn word kept if it is new, until there are `types`: short words of one script repeat
    (a script has a few hundred syllables), and a repeat would make the corpus poorer in distinct
    words than its number of types says."""
    distinct: dict[bytes, None] = {}
    while len(distinct) < types:
        distinct.update(dict.fromkeys(_draw_words(2 * (types - len(distinct)), rng)))
    return list(distinct)[:types]


def _draw_words(number: int, rng: np.random.Generator) -> list[bytes]:
    """`number` made-up words (UTF-8), some of them the same."""
    names = list(SCRIPTS)
    shares = np.array([SCRIPTS[name][0] for name in names])
    script_of = rng.choice(len(names), size=number, p=shares / shares.sum())
    lengths = np.clip(rng.geometric(0.35, size=number), 1, 8)  # syllables per word
    ends = np.cumsum(2 * lengths)
    every_pick = rng.integers(0, 1 << 30, size=int(ends[-1])).tolist()
    words = []
    for script, end, syllables in zip(script_of.tolist(), ends.tolist(), lengths.tolist()):
        onsets, vowels = SCRIPTS[names[script]][1]
        picks = every_pick[end - 2 * syllables:end]
        parts = [onsets[a % len(onsets)] + (vowels[b % len(vowels)] if vowels else "")
                 for a, b in zip(picks[::2], picks[1::2])]
        word = "".join(parts)
        if picks[0] % 50 == 0:
            word += PUNCTUATION[picks[1] % len(PUNCTUATION)]
        words.append(word.encode("utf-8"))
    return words


def write_corpus(path: str, size: int, seed: int, types: int) -> int:
    """Write about `size` bytes (whole lines) to `path`; the bytes written."""
    rng = np.random.default_rng(seed)
    words = make_vocabulary(types, rng)
    ranks = np.arange(1, types + 1, dtype=np.float64)
    weights = (ranks + 2.7) ** -1.05
    cumulative = np.cumsum(weights / weights.sum())
    # each word twice: followed by a space, and ending its line
    table = np.array([w + b" " for w in words] + [w + b"\n" for w in words], dtype=object)
    written = 0
    with open(path, "wb") as out:
        while written < size:
            drawn = np.searchsorted(cumulative, rng.random(CHUNK_WORDS), side="right")
            drawn = np.minimum(drawn, types - 1)
            drawn[WORDS_PER_LINE - 1::WORDS_PER_LINE] += types  # every 12th ends a line
            data = b"".join(table[drawn].tolist())
            last = written + len(data) >= size
            if last:
                data = data[:size - written]
                data = data[:data.rfind(b"\n") + 1]  # whole lines: the size to within one
            out.write(data)
            written += len(data)
            if last:
                break
    return written


def parse_size(text: str) -> int:
    """'100M', '1G', '5000' -> bytes (K, M, G: powers of 1000)."""
    match = re.fullmatch(r"(\d+(?:\.\d+)?)([KMG]?)B?", text.strip().upper())
    if not match:
        raise argparse.ArgumentTypeError(f"not a size: {text!r} (e.g. 100M, 1G)")
    return int(float(match[1]) * {"": 1, "K": 10**3, "M": 10**6, "G": 10**9}[match[2]])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out")
    parser.add_argument("--size", type=parse_size, default=parse_size("1G"))
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--types", type=int, default=TYPES, help="distinct words to draw from")
    args = parser.parse_args()
    written = write_corpus(args.out, args.size, args.seed, args.types)
    print(f"{args.out}: {written:,} bytes")


if __name__ == "__main__":
    main()
