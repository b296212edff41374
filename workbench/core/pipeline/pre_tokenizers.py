"""Pre-tokenizers: split normalized text into words, exactly as `tokenizers`' namesakes do.

Each pre-tokenizer offers two views of the same split:
- `pre_tokenize(ns)` -> the pieces as NormalizedStrings, each holding exactly the text the model
  sees (for byte-level: one printable character per UTF-8 byte) aligned to the original text, for
  encoding; like `tokenizers`, a pre-tokenizer works on one piece at a time, so they chain
  (`Sequence`);
- `words(text)` / `words_of_lines(block)`, the bare words, fast, for counting a corpus (only the
  pre-tokenizers one can train with). `words_of_lines` treats a block of newline-terminated lines
  exactly as if each line were a separate sequence (the way `tokenizers` feeds training files),
  without looping over lines in Python where the split cannot cross a line anyway. These words
  are the text before any byte-level mapping; `model_text(word)` gives what the model sees.
  `count(texts)` and `count_lines(block)` count those words, in order of first appearance.

The other components a tokenizer.json may hold (Split, Digits, Punctuation, WhitespaceSplit,
ByteLevel without its regex, no pre-tokenizer at all) are here for encoding with tokenizers made
elsewhere; `pre_tokenizer_from_json` builds any of them.

>>> ByteLevel().words("Hello  world")
['Hello', ' ', ' world']
>>> Metaspace().words("Hello  world")
['▁Hello', '▁', '▁world']
>>> Bert().words("Don't stop!")
['Don', "'", 't', 'stop', '!']
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Callable

import regex

from .byte_level import text_to_bytes
from .char_classes import BERT_PUNCTUATION, BMP_END, ONIGURUMA, RUST_NUMBERS, TokenizersView
from .normalizers import NormalizedString, pattern_regex
from .unicode_scripts import ANY, script_of

GPT2_PATTERN = (
    r"""'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+"""
)
# Same split, but a newline always ends a whitespace run and acts as the end of the sequence,
# so a block of lines splits as its lines would one by one.
_GPT2_LINES_PATTERN = (
    r"""'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+"""
    r"""|[^\S\n]*\n|[^\S\n]+(?!\S)|[^\S\n]+"""
)
_ASCII_PUNCT = r"""!-/:-@\[-`{-~"""
_BERT_PATTERN = (
    rf"[^\p{{White_Space}}\p{{P}}{_ASCII_PUNCT}]+|[\p{{P}}{_ASCII_PUNCT}]"
)
_WHITESPACE_PATTERN = r"\w+|[^\w\s]+"
# The same splits of ASCII text, for the faster `re` (`cut`): there \s is [\t\n\x0b\x0c\r ],
# \p{L} [A-Za-z], \p{N} [0-9], \w [A-Za-z0-9_], \p{P} with the ASCII symbols _ASCII_PUNCT.
_ASCII_SPACE = r"\t\n\x0b\x0c\r "
_ASCII_PATTERNS = {
    GPT2_PATTERN: r"""'s|'t|'re|'ve|'m|'ll|'d| ?[A-Za-z]+| ?[0-9]+| ?[^%s A-Za-z0-9]+"""
                  r"""|[%s]+(?![^%s])|[%s]+""" % ((_ASCII_SPACE,) * 4),
    _BERT_PATTERN: rf"[^{_ASCII_SPACE}{_ASCII_PUNCT}]+|[{_ASCII_PUNCT}]",
    _WHITESPACE_PATTERN: r"[A-Za-z0-9_]+|[^A-Za-z0-9_%s]+" % _ASCII_SPACE,
}


class PreTokenizer:
    """Base class; subclasses set `kind` and implement `pre_tokenize` (and `words` if trainable)."""

    kind = ""
    byte_level = False

    def pre_tokenize(self, ns: NormalizedString) -> list[NormalizedString]:
        raise NotImplementedError

    def words(self, text: str) -> list[str]:
        raise NotImplementedError

    def cut(self, text: str) -> list[str] | None:
        """A whole sequence's normalized `text` cut where `pre_tokenize` cuts it, when it does no
        more than that and then change each piece on its own, as if the piece were the sequence
        (the first piece) or one in it (the others): the pieces at odd indexes, the text dropped
        before, between and after them at even ones (pieces may be empty: `pre_tokenize` drops
        those). None: not known this way."""
        return None

    def alone(self, piece: str, first: bool) -> str | None:
        """What `pre_tokenize` makes of a piece of `cut`'s on its own (as the sequence's first
        piece or a later one) when it stays one piece, each character replaced by one in its
        place. None: not known this way (`pre_tokenize` tells)."""
        return None

    def words_of_lines(self, block: str) -> list[str]:
        return self.words(block)

    def count(self, texts: list[str]) -> Counter[str]:
        """The words of these texts, each a sequence of its own, counted in order of first
        appearance."""
        words: list[str] = []
        for text in texts:
            words.extend(self.words(text))
        return Counter(words)

    def count_lines(self, block: str) -> Counter[str]:
        """`count` of the block's lines (see `words_of_lines`)."""
        return Counter(self.words_of_lines(block))

    def model_text(self, word: str) -> str:
        return word

    def to_json(self) -> dict:
        raise NotImplementedError


def _non_empty(pieces: list[NormalizedString]) -> list[NormalizedString]:
    return [piece for piece in pieces if piece.text]


class _RegexPreTokenizer(PreTokenizer):
    """Split by a regex whose matches cover every non-dropped character, with the character
    classes `tokenizers` has (see char_classes)."""

    pattern: regex.Pattern
    classes: TokenizersView = ONIGURUMA

    def pre_tokenize(self, ns: NormalizedString) -> list[NormalizedString]:
        matches = self.classes.finditer(self.pattern, ns.text)
        return _non_empty([ns.slice(*m.span()) for m in matches])

    def cut(self, text: str) -> list[str] | None:
        if text.isascii():
            return self._cutters()[1].split(text)
        if self.classes.changes(text):
            return None
        return self._cutters()[0].split(text)

    def alone(self, piece: str, first: bool) -> str | None:
        """An ASCII piece that the pattern's first match at its start covers whole."""
        if not piece.isascii():
            return None
        match = self._cutters()[1].match(piece)
        return piece if match and match.end() == len(piece) else None

    @classmethod
    def _cutters(cls) -> tuple[regex.Pattern, re.Pattern]:
        """The pattern, as a group (`split` keeps what it matched), and its ASCII twin."""
        if "_cut" not in cls.__dict__:
            cls._cut = (regex.compile(f"({cls.pattern.pattern})"),
                        re.compile(f"({_ASCII_PATTERNS[cls.pattern.pattern]})"))
        return cls._cut  # type: ignore[attr-defined]

    def words(self, text: str) -> list[str]:
        return self.classes.findall(self.pattern, self._prepared(text))

    def _prepared(self, text: str) -> str:
        """The text the pattern splits (byte-level may add a space)."""
        return text

    def _words_of_texts(self, texts: list[str]) -> list[str]:
        """The words of each text in turn; the texts are looked at once, together, for
        characters `tokenizers` classes otherwise (JSON lines are often many short texts)."""
        findall = self._findall_without_view("".join(texts))
        if findall is None:
            return [word for text in texts for word in self.words(text)]
        words: list[str] = []
        prepared = self._prepared
        for text in texts:
            words.extend(findall(prepared(text)))
        return words

    def _findall_without_view(self, text: str) -> Callable[[str], list[str]] | None:
        """A findall that splits `text` (and its parts) as `tokenizers` does without going
        through the view; None if it has a character the view changes."""
        return None if self.classes.changes(text) else self.pattern.findall

    def count(self, texts: list[str]) -> Counter[str]:
        return Counter(self._words_of_texts(texts))


def _to_bytes(piece: NormalizedString) -> NormalizedString:
    if piece.text.isascii():  # one byte a character: the alignment stays
        piece.text = text_to_bytes(piece.text)
    else:
        piece.map_chars(text_to_bytes)
    return piece


class ByteLevel(_RegexPreTokenizer):
    """GPT-2's pre-tokenizer: its regex (unless `use_regex` is off, as when a Split does the
    splitting), then every byte mapped to a printable character."""

    kind = "byte-level"
    byte_level = True
    pattern = regex.compile(GPT2_PATTERN)
    _lines_pattern = regex.compile(_GPT2_LINES_PATTERN)

    def __init__(self, add_prefix_space: bool = False, use_regex: bool = True,
                 trim_offsets: bool = False) -> None:
        self.add_prefix_space = add_prefix_space
        self.use_regex = use_regex
        self.trim_offsets = trim_offsets  # kept for the file; it acts only in post-processing

    def pre_tokenize(self, ns: NormalizedString) -> list[NormalizedString]:
        if self.add_prefix_space and not ns.text.startswith(" "):
            ns.prepend(" ")
        pieces = super().pre_tokenize(ns) if self.use_regex else _non_empty([ns])
        return [_to_bytes(piece) for piece in pieces]

    def cut(self, text: str) -> list[str] | None:
        if self.add_prefix_space:
            return None
        return super().cut(text) if self.use_regex else ["", text, ""]

    def alone(self, piece: str, first: bool) -> str | None:
        """An ASCII piece kept whole: one byte, so one character, for each of its characters."""
        if self.add_prefix_space or not piece.isascii():
            return None
        whole = super().alone(piece, first) if self.use_regex else piece
        return None if whole is None else text_to_bytes(whole)

    def _prepared(self, text: str) -> str:
        if self.add_prefix_space and text and not text.startswith(" "):
            return " " + text
        return text

    def words(self, text: str) -> list[str]:
        """The stdlib's `re` with the classes spelled out, about twice as fast as `regex`
        through the view, unless the text has letters or numbers beyond the BMP (which the
        spelled-out pattern does not know)."""
        text = self._prepared(text)
        split = _gpt2_split(text)
        return split[0].findall(text) if split else self.classes.findall(self.pattern, text)

    def words_of_lines(self, block: str) -> list[str]:
        if self.add_prefix_space:
            return self._words_of_texts(_lines(block))
        split = _gpt2_split(block)
        return split[1].findall(block) if split else self.classes.findall(self._lines_pattern,
                                                                           block)

    def _findall_without_view(self, text: str) -> Callable[[str], list[str]] | None:
        split = _gpt2_split(text)
        return split[0].findall if split else super()._findall_without_view(text)

    def model_text(self, word: str) -> str:
        return text_to_bytes(word)

    def to_json(self) -> dict:
        return {
            "type": "ByteLevel",
            "add_prefix_space": self.add_prefix_space,
            "trim_offsets": self.trim_offsets,
            "use_regex": self.use_regex,
        }


class Bert(_RegexPreTokenizer):
    """BERT's pre-tokenizer: drop whitespace, isolate every punctuation character."""

    kind = "bert"
    pattern = regex.compile(_BERT_PATTERN)
    classes = BERT_PUNCTUATION

    def words(self, text: str) -> list[str]:
        """The stdlib's `re` with the classes spelled out, about twice as fast as `regex`
        through the view, unless the text has whitespace or punctuation beyond the BMP
        (which the spelled-out pattern sees as word characters)."""
        split, beyond = _bert_split()
        if not beyond.isdisjoint(_BEYOND_BMP.findall(text)):
            return super().words(text)
        return split.findall(text)

    def count(self, texts: list[str]) -> Counter[str]:
        """The texts' words are the words of the texts joined by newlines (whitespace: no word
        crosses it)."""
        return Counter(self.words("\n".join(texts)))

    def to_json(self) -> dict:
        return {"type": "BertPreTokenizer"}


_BEYOND_BMP = re.compile(f"[\\U{BMP_END:08x}-\\U0010ffff]")


@functools.cache
def _bert_split() -> tuple[re.Pattern, frozenset[str]]:
    """BERT's split as a stdlib `re` pattern over the BMP, its classes as `tokenizers` sees them
    spelled out; and the whitespace and punctuation beyond the BMP, which it does not split at."""
    space = BERT_PUNCTUATION.spelled_out(r"\p{White_Space}")
    punct = BERT_PUNCTUATION.spelled_out(rf"\p{{P}}{_ASCII_PUNCT}")
    split = re.compile(f"[^{space.bmp}{punct.bmp}]+|[{punct.bmp}]")
    return split, space.beyond | punct.beyond


def _gpt2_split(text: str) -> tuple[re.Pattern, re.Pattern] | None:
    """GPT-2's split and its split of blocks of lines as stdlib `re` patterns, unless `text`
    has a character they class otherwise than `tokenizers` does (see `_gpt2_spelled_out`)."""
    plain, lines, beyond = _gpt2_spelled_out()
    if not beyond.isdisjoint(_BEYOND_BMP.findall(text)):
        return None
    return plain, lines


@functools.cache
def _gpt2_spelled_out() -> tuple[re.Pattern, re.Pattern, frozenset[str]]:
    """GPT2_PATTERN and _GPT2_LINES_PATTERN as stdlib `re` patterns over the BMP, their classes
    as `tokenizers` sees them spelled out; and the letters, numbers and whitespace beyond the
    BMP, which they class as neither (a character beyond the BMP of no class, such as an emoji,
    they class as `tokenizers` does)."""
    letters, numbers, space, blank = (ONIGURUMA.spelled_out(body)
                                      for body in (r"\p{L}", r"\p{N}", r"\s", r"^\S\n"))
    l, n, s, b = letters.bmp, numbers.bmp, space.bmp, blank.bmp
    words = rf"'s|'t|'re|'ve|'m|'ll|'d| ?[{l}]+| ?[{n}]+| ?[^{s}{l}{n}]+"
    plain = re.compile(rf"{words}|[{s}]+(?![^{s}])|[{s}]+")
    lines = re.compile(rf"{words}|[{b}]*\n|[{b}]+(?![^{s}])|[{b}]+")
    return plain, lines, letters.beyond | numbers.beyond | space.beyond


class Whitespace(_RegexPreTokenizer):
    r"""Runs of word characters and runs of other non-space characters: `\w+|[^\w\s]+`."""

    kind = "whitespace"
    pattern = regex.compile(_WHITESPACE_PATTERN)

    def to_json(self) -> dict:
        return {"type": "Whitespace"}


METASPACE = "▁"
PREPEND_SCHEMES = ("always", "first", "never")


class Metaspace(PreTokenizer):
    """SentencePiece's: spaces become '▁' (or another `replacement` character), one is
    prepended, a word starts at each."""

    kind = "metaspace"

    def __init__(self, prepend_scheme: str = "always", split: bool = True,
                 replacement: str = METASPACE) -> None:
        if prepend_scheme not in PREPEND_SCHEMES:
            raise ValueError(f"prepend_scheme must be one of {', '.join(PREPEND_SCHEMES)}")
        self.prepend_scheme = prepend_scheme
        self.split = split
        self.replacement = replacement
        marks = re.escape(" " + replacement)  # the stdlib's re: plain classes, and faster
        self._pieces = re.compile(f"([^{marks}]+|[{marks}][^{marks}]*)")  # a word at each mark

    def _prepends(self, first: bool) -> bool:
        return self.prepend_scheme == "always" or (self.prepend_scheme == "first" and first)

    def _marked(self, text: str, first: bool) -> bool:
        """Whether `text` (its spaces replaced) gets a mark prepended."""
        return self._prepends(first) and not text.startswith(self.replacement)

    def pre_tokenize(self, ns: NormalizedString) -> list[NormalizedString]:
        """"first" means: this piece starts the original text (as `tokenizers` decides it)."""
        mark = self.replacement
        ns.text = ns.text.replace(" ", mark)
        if self._marked(ns.text, ns.start == 0):
            ns.prepend(mark)
        if not self.split:
            return _non_empty([ns])
        starts = [0]
        mark_at = ns.text.find(mark, 1)
        while mark_at > 0:
            starts.append(mark_at)
            mark_at = ns.text.find(mark, mark_at + 1)
        return _non_empty([ns.slice(a, b) for a, b in zip(starts, starts[1:] + [len(ns.text)])])

    def cut(self, text: str) -> list[str] | None:
        if not self.split:
            return ["", text, ""]
        if self.replacement in text:
            return self._pieces.split(text)
        words = text.split(" ")  # the same pieces, each with its space, made faster
        pieces = [" " + word for word in words]
        pieces[:1] = [words[0]] if words[0] else []
        parts = [""] * (2 * len(pieces) + 1)
        parts[1::2] = pieces
        return parts

    def alone(self, piece: str, first: bool) -> str | None:
        text = piece.replace(" ", self.replacement)
        if self._marked(text, first) or (self.split and text.find(self.replacement, 1) > 0):
            return None
        return text

    def words(self, text: str, first: bool = True) -> list[str]:
        mark = self.replacement
        parts = text.replace(" ", mark).split(mark)
        head = parts[0]
        words = [mark + part for part in parts[1:]]
        if head:
            words.insert(0, mark + head if self._prepends(first) else head)
        return words

    def words_of_lines(self, block: str) -> list[str]:
        return [w for line in _lines(block) for w in self.words(line)]

    def count(self, texts: list[str]) -> Counter[str]:
        """When every text gets its '▁', every word is '▁' + a piece between spaces or '▁'s:
        the texts are joined, split once and the pieces counted, with no string made per word.
        A text that starts with a space or '▁' (or is empty) needs no space before it.

        >>> dict(Metaspace().count(["a b", " a", ""]))
        {'▁a': 2, '▁b': 1}
        """
        if not self._prepends(True):
            return super().count(texts)
        mark = self.replacement
        joined = "".join(t if t[:1] in ("", " ", mark) else " " + t for t in texts)
        pieces = Counter(joined.replace(" ", mark).split(mark)[1:])
        return Counter({mark + piece: n for piece, n in pieces.items()})

    def count_lines(self, block: str) -> Counter[str]:
        return self.count(_lines(block))

    def to_json(self) -> dict:
        return {
            "type": "Metaspace",
            "replacement": self.replacement,
            "prepend_scheme": self.prepend_scheme,
            "split": self.split,
        }


def metaspace_replacement(data: dict) -> str:
    """A Metaspace's replacement: any one character, as in `tokenizers`."""
    replacement = data["replacement"]
    if not isinstance(replacement, str) or len(replacement) != 1:
        raise ValueError(f"Metaspace replacement {replacement!r} is not one character")
    return replacement


def metaspace_scheme(data: dict) -> str:
    """A Metaspace's prepend_scheme ("always" if not given); an older file's
    "add_prefix_space": false must come with "never", as `tokenizers` requires."""
    scheme = data.get("prepend_scheme", "always")
    if data.get("add_prefix_space") is False and scheme != "never":
        raise ValueError("Metaspace add_prefix_space false does not match its prepend_scheme "
                         f"{scheme!r}")
    return scheme


def _lines(block: str) -> list[str]:
    """Split a block into lines at "\\n" only, each keeping its newline."""
    lines = block.split("\n")
    out = [line + "\n" for line in lines[:-1]]
    if lines[-1]:
        out.append(lines[-1])
    return out


BEHAVIORS = ("Removed", "Isolated", "MergedWithPrevious", "MergedWithNext", "Contiguous")


def split_pieces(ns: NormalizedString, pattern: regex.Pattern, behavior: str, invert: bool = False,
                 classes: TokenizersView = ONIGURUMA) -> list[NormalizedString]:
    """`tokenizers`' NormalizedString.split: the matches of `pattern` (or, inverted, the text
    between them) are removed, isolated, merged with the piece before or after, or grouped with
    the matches next to them; empty pieces are dropped."""
    marked: list[tuple[int, int, bool]] = []  # (start, end, is_match)
    position = 0
    for match in classes.finditer(pattern, ns.text):
        if match.start() != position:
            marked.append((position, match.start(), invert))
        marked.append((match.start(), match.end(), not invert))
        position = match.end()
    if position != len(ns.text) or not marked:
        marked.append((position, len(ns.text), invert))
    if behavior == "Removed":
        spans = [(a, b) for a, b, is_match in marked if not is_match]
    elif behavior == "Isolated":
        spans = [(a, b) for a, b, _ in marked]
    elif behavior == "MergedWithNext":
        backwards = _merge_into_neighbour([(len(ns.text) - b, len(ns.text) - a, m)
                                           for a, b, m in reversed(marked)])
        spans = [(len(ns.text) - b, len(ns.text) - a) for a, b in reversed(backwards)]
    elif behavior == "MergedWithPrevious":
        spans = _merge_into_neighbour(marked)
    elif behavior == "Contiguous":
        spans = _merge_into_neighbour(marked, contiguous=True)
    else:
        raise ValueError(f"split behavior {behavior!r} is not supported")
    return _non_empty([ns.slice(a, b) for a, b in spans])


def _merge_into_neighbour(marked: list[tuple[int, int, bool]], contiguous: bool = False) -> list[tuple[int, int]]:
    """A match joins the piece before it (unless that was a match too); `contiguous`: runs of
    matches and runs of non-matches each become one piece."""
    spans: list[list[int]] = []
    previous_match = False
    for start, end, is_match in marked:
        joins = is_match == previous_match if contiguous else is_match and not previous_match
        if joins and spans:
            spans[-1][1] = end
        else:
            spans.append([start, end])
        previous_match = is_match
    return [(a, b) for a, b in spans]


class Split(PreTokenizer):
    """Split on a literal string or a regex, with one of `tokenizers`' behaviors."""

    kind = "split"

    def __init__(self, pattern: dict, behavior: str, invert: bool = False) -> None:
        if behavior not in BEHAVIORS:
            raise ValueError(f"split behavior {behavior!r} is not supported")
        self.pattern, self.behavior, self.invert = pattern, behavior, invert
        self.regex = pattern_regex(pattern)

    def pre_tokenize(self, ns: NormalizedString) -> list[NormalizedString]:
        return split_pieces(ns, self.regex, self.behavior, self.invert)

    def to_json(self) -> dict:
        return {"type": "Split", "pattern": self.pattern, "behavior": self.behavior,
                "invert": self.invert}


class _CharClassSplit(PreTokenizer):
    """Split at each character of a class (one match per character, as `tokenizers` does)."""

    char_class = ""
    behavior = "Isolated"
    classes = ONIGURUMA

    def pre_tokenize(self, ns: NormalizedString) -> list[NormalizedString]:
        return split_pieces(ns, regex.compile(self.char_class), self.behavior,
                            classes=self.classes)


class Digits(_CharClassSplit):
    kind = "digits"
    char_class = r"\p{N}"  # Rust's char::is_numeric
    classes = RUST_NUMBERS

    def __init__(self, individual_digits: bool = False) -> None:
        self.individual_digits = individual_digits
        self.behavior = "Isolated" if individual_digits else "Contiguous"

    def to_json(self) -> dict:
        return {"type": "Digits", "individual_digits": self.individual_digits}


class Punctuation(_CharClassSplit):
    kind = "punctuation"
    char_class = rf"[\p{{P}}{_ASCII_PUNCT}]"
    classes = BERT_PUNCTUATION  # the same table as BERT's in `tokenizers`

    def __init__(self, behavior: str = "Isolated") -> None:
        if behavior not in BEHAVIORS:
            raise ValueError(f"split behavior {behavior!r} is not supported")
        self.behavior = behavior

    def to_json(self) -> dict:
        return {"type": "Punctuation", "behavior": self.behavior}


class WhitespaceSplit(_CharClassSplit):
    kind = "whitespace-split"
    char_class = r"\p{White_Space}"
    behavior = "Removed"

    def to_json(self) -> dict:
        return {"type": "WhitespaceSplit"}


class CharDelimiterSplit(PreTokenizer):
    """Split at each occurrence of one character, which is dropped."""

    kind = "char-delimiter-split"

    def __init__(self, delimiter: str) -> None:
        if len(delimiter) != 1:
            raise ValueError(f"CharDelimiterSplit delimiter {delimiter!r} is not one character")
        self.delimiter = delimiter
        self.regex = regex.compile(regex.escape(delimiter))

    def pre_tokenize(self, ns: NormalizedString) -> list[NormalizedString]:
        return split_pieces(ns, self.regex, "Removed")

    def to_json(self) -> dict:
        return {"type": "CharDelimiterSplit", "delimiter": self.delimiter}


class FixedLength(PreTokenizer):
    """Pieces of `length` characters (the last one shorter)."""

    kind = "fixed-length"

    def __init__(self, length: int) -> None:
        if length < 1:
            raise ValueError(f"FixedLength length must be positive, not {length}")
        self.length = length

    def pre_tokenize(self, ns: NormalizedString) -> list[NormalizedString]:
        return [ns.slice(start, start + self.length) for start in range(0, len(ns.text), self.length)]

    def to_json(self) -> dict:
        return {"type": "FixedLength", "length": self.length}


class UnicodeScripts(PreTokenizer):
    """A new piece wherever the script changes (see unicode_scripts): a space or a character
    without a script stays with the piece before it, and the script after it is compared with
    the one before it. As in `tokenizers`, such characters before the first script are dropped."""

    kind = "unicode-scripts"

    def pre_tokenize(self, ns: NormalizedString) -> list[NormalizedString]:
        cuts = []
        last = None
        for i, char in enumerate(ns.text):
            script = script_of(char)
            if script != ANY and last not in (ANY, script):
                cuts.append(i)
            if script != ANY:
                last = script
        cuts.append(len(ns.text))
        return _non_empty([ns.slice(a, b) for a, b in zip(cuts, cuts[1:])])

    def to_json(self) -> dict:
        return {"type": "UnicodeScripts"}


class NoPreTokenizer(PreTokenizer):
    """The whole text is one piece (a tokenizer.json whose pre_tokenizer is null)."""

    kind = "none"

    def pre_tokenize(self, ns: NormalizedString) -> list[NormalizedString]:
        return _non_empty([ns])

    def to_json(self) -> None:  # type: ignore[override]
        return None


class SequencePreTokenizer(PreTokenizer):
    """Each pre-tokenizer splits every piece the one before it made."""

    kind = "sequence"

    def __init__(self, parts: list[PreTokenizer]) -> None:
        self.parts = parts
        self.byte_level = any(part.byte_level for part in parts)

    def pre_tokenize(self, ns: NormalizedString) -> list[NormalizedString]:
        pieces = [ns]
        for part in self.parts:
            pieces = [out for piece in pieces for out in part.pre_tokenize(piece)]
        return pieces

    def to_json(self) -> dict:
        return {"type": "Sequence", "pretokenizers": [part.to_json() for part in self.parts]}


def pre_tokenizer_from_json(data: dict | None) -> PreTokenizer:
    """The pre-tokenizer a tokenizer.json describes; ValueError names an unsupported one."""
    if data is None:
        return NoPreTokenizer()
    kind = data.get("type")
    if kind == "ByteLevel":
        return ByteLevel(bool(data.get("add_prefix_space", True)), bool(data.get("use_regex", True)),
                         bool(data.get("trim_offsets", True)))
    if kind == "Metaspace":
        return Metaspace(metaspace_scheme(data), bool(data.get("split", True)),
                         metaspace_replacement(data))
    if kind == "Split":
        return Split(data["pattern"], data["behavior"], bool(data.get("invert", False)))
    if kind == "Digits":
        return Digits(bool(data.get("individual_digits", False)))
    if kind == "Punctuation":
        return Punctuation(data.get("behavior", "Isolated"))
    if kind == "CharDelimiterSplit":
        return CharDelimiterSplit(data["delimiter"])
    if kind == "FixedLength":
        return FixedLength(int(data.get("length", 5)))
    if kind == "Sequence":
        return SequencePreTokenizer([pre_tokenizer_from_json(p) for p in data.get("pretokenizers", [])])
    simple = {"BertPreTokenizer": Bert, "Whitespace": Whitespace, "WhitespaceSplit": WhitespaceSplit,
              "UnicodeScripts": UnicodeScripts}
    if kind in simple:
        return simple[kind]()
    raise ValueError(f"pre_tokenizer {kind!r} is not supported")


PRE_TOKENIZER_NAMES = ("byte-level", "bert", "metaspace", "whitespace")


def build_pre_tokenizer(
    kind: str, *, add_prefix_space: bool = False, prepend_scheme: str = "always"
) -> PreTokenizer:
    """Build a pre-tokenizer by its CLI name."""
    if kind == "byte-level":
        return ByteLevel(add_prefix_space=add_prefix_space)
    if kind == "bert":
        return Bert()
    if kind == "whitespace":
        return Whitespace()
    if kind == "metaspace":
        return Metaspace(prepend_scheme=prepend_scheme)
    raise ValueError(f"unknown pre-tokenizer {kind!r}; choose from: {', '.join(PRE_TOKENIZER_NAMES)}")
