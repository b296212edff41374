"""Decoders: turn a list of tokens back into text, as `tokenizers`' namesakes do.

Like `tokenizers`, each decoder maps the list of token strings to a new list (`decode_chain`), so
that a Sequence can chain them; `decode` joins the last list.
"""

from __future__ import annotations

from collections.abc import Callable

import regex

from .byte_level import bytes_to_text
from .normalizers import pattern_matches, pattern_regex
from .pre_tokenizers import METASPACE, metaspace_replacement, metaspace_scheme

_CLEANUPS = (
    (" .", "."), (" ?", "?"), (" !", "!"), (" ,", ","), (" ' ", "'"), (" n't", "n't"),
    (" 'm", "'m"), (" do not", " don't"), (" 's", "'s"), (" 've", "'ve"), (" 're", "'re"),
)
_BYTE_TOKEN = regex.compile(r"<0x([0-9A-Fa-f]{2})>")


class Decoder:
    """Joins tokens with spaces (what `tokenizers` does when no decoder is set)."""

    def decode(self, tokens: list[str]) -> str:
        return " ".join(tokens)

    def to_json(self) -> dict | None:
        return None


class ChainDecoder(Decoder):
    """A decoder of `tokenizers`: a step from a list of strings to a list of strings."""

    def decode_chain(self, tokens: list[str]) -> list[str]:
        raise NotImplementedError

    def decode(self, tokens: list[str]) -> str:
        return "".join(self.decode_chain(tokens))


class ByteLevelDecoder(ChainDecoder):
    def decode_chain(self, tokens: list[str]) -> list[str]:
        return [bytes_to_text(tokens)]

    def to_json(self) -> dict:
        return {"type": "ByteLevel", "add_prefix_space": True, "trim_offsets": True, "use_regex": True}


def _cleanup(token: str) -> str:
    """`tokenizers`' clean-up of spaces before punctuation and English contractions."""
    for dirty, clean in _CLEANUPS:
        token = token.replace(dirty, clean)
    return token


class WordPieceDecoder(ChainDecoder):
    """Glue continuation pieces to the previous token, put a space before the others."""

    def __init__(self, prefix: str = "##", cleanup: bool = True) -> None:
        self.prefix = prefix
        self.cleanup = cleanup

    def decode_chain(self, tokens: list[str]) -> list[str]:
        out = []
        for i, token in enumerate(tokens):
            if i:
                token = token.replace(self.prefix, "", 1) if token.startswith(self.prefix) else " " + token
            out.append(_cleanup(token) if self.cleanup else token)
        return out

    def to_json(self) -> dict:
        return {"type": "WordPiece", "prefix": self.prefix, "cleanup": self.cleanup}


class MetaspaceDecoder(ChainDecoder):
    """'▁' (or the `replacement` character) back to spaces; in the first token it is dropped
    unless nothing was prepended."""

    def __init__(self, prepend_scheme: str = "always", replacement: str = METASPACE) -> None:
        self.prepend_scheme = prepend_scheme
        self.replacement = replacement

    def decode_chain(self, tokens: list[str]) -> list[str]:
        out = []
        for i, token in enumerate(tokens):
            space = "" if i == 0 and self.prepend_scheme != "never" else " "
            out.append(token.replace(self.replacement, space))
        return out

    def to_json(self) -> dict:
        return {"type": "Metaspace", "replacement": self.replacement,
                "prepend_scheme": self.prepend_scheme, "split": True}


class SuffixDecoder(ChainDecoder):
    """BPE with an end-of-word suffix: the suffix becomes a space (none after the last token)."""

    def __init__(self, suffix: str) -> None:
        self.suffix = suffix

    def decode_chain(self, tokens: list[str]) -> list[str]:
        last = len(tokens) - 1
        return [t.replace(self.suffix, "" if i == last else " ") for i, t in enumerate(tokens)]

    def to_json(self) -> dict:
        return {"type": "BPEDecoder", "suffix": self.suffix}


class ReplaceDecoder(ChainDecoder):
    def __init__(self, pattern: dict, content: str) -> None:
        self.pattern, self.content = pattern, content
        self.regex = pattern_regex(pattern)

    def decode_chain(self, tokens: list[str]) -> list[str]:
        return [self._replace(token) for token in tokens]

    def _replace(self, token: str) -> str:
        out, position = [], 0
        for match in pattern_matches(self.pattern, self.regex, token):
            out += [token[position:match.start()], self.content]
            position = match.end()
        return "".join(out) + token[position:]

    def to_json(self) -> dict:
        return {"type": "Replace", "pattern": self.pattern, "content": self.content}


class ByteFallbackDecoder(ChainDecoder):
    """Runs of <0xXX> tokens become the text their bytes spell (U+FFFD per byte if invalid)."""

    def decode_chain(self, tokens: list[str]) -> list[str]:
        out: list[str] = []
        pending = bytearray()
        for token in tokens:
            match = _BYTE_TOKEN.fullmatch(token)
            if match:
                pending.append(int(match.group(1), 16))
                continue
            out.extend(_flush(pending))
            out.append(token)
        out.extend(_flush(pending))
        return out

    def to_json(self) -> dict:
        return {"type": "ByteFallback"}


def _flush(pending: bytearray) -> list[str]:
    if not pending:
        return []
    try:
        out = [pending.decode("utf-8")]
    except UnicodeDecodeError:
        out = ["\ufffd"] * len(pending)
    pending.clear()
    return out


class SentencePieceDecoder(Decoder):
    """A `.model`'s pieces back to text as SentencePiece decodes ids (its DecodeOptimized).

    Control pieces vanish and the unknown piece becomes `unk_surface` (" ⁇ " unless the model
    says otherwise); a run of byte pieces becomes the text its bytes spell, U+FFFD for each byte
    that starts no valid character; '▁' becomes a space. While nothing has been written, a piece
    loses a leading '▁' if the model adds a dummy prefix (the first such piece only) or removes
    extra whitespace (each one). Last, the model's denormalization rules, if any.
    """

    def __init__(self, vocab: list[str], piece_types: list[str], unk_surface: str, *,
                 add_dummy_prefix: bool, remove_extra_whitespaces: bool,
                 denormalize: Callable[[str], str] | None = None) -> None:
        self.vocab, self.piece_types, self.unk_surface = vocab, piece_types, unk_surface
        self.add_dummy_prefix = add_dummy_prefix
        self.remove_extra_whitespaces = remove_extra_whitespaces
        self.denormalize = denormalize
        reserved = ("UNKNOWN", "CONTROL", "BYTE")
        self._ids = {piece: i for i, (piece, kind) in enumerate(zip(vocab, piece_types))
                     if kind not in reserved}
        self._ids.update((piece, i) for i, (piece, kind) in enumerate(zip(vocab, piece_types))
                         if kind in reserved)  # SentencePiece's PieceToId looks at these first

    def decode(self, tokens: list[str]) -> str:
        """Pieces, each read as the id SentencePiece's PieceToId gives it (a string that is no
        piece: unknown, but written as it is)."""
        return self._decode([(token, self._ids.get(token, -1)) for token in tokens])

    def decode_ids(self, ids: list[int]) -> str:
        return self._decode([(self.vocab[i], i) for i in ids])

    def _decode(self, pieces: list[tuple[str, int]]) -> str:
        out: list[str] = []
        pending = bytearray()
        at_start = True  # SentencePiece's is_bos_ws
        for piece, piece_id in pieces:
            kind = self.piece_types[piece_id] if piece_id >= 0 else "UNKNOWN"
            if kind == "BYTE":
                pending.append(int(piece[3:5], 16))
                continue
            out.append(_spell_bytes(pending))
            at_start = at_start and not out[-1]
            if kind == "CONTROL":
                continue
            text, consumed = piece, False
            if at_start and (self.add_dummy_prefix or self.remove_extra_whitespaces) \
                    and piece.startswith(METASPACE):
                text, consumed = piece[1:], not self.remove_extra_whitespaces
            if kind == "UNKNOWN":
                named = piece_id >= 0 and self.vocab[piece_id] == piece
                text = self.unk_surface if named else piece
            else:
                text = text.replace(METASPACE, " ")
            out.append(text)
            at_start = at_start and not consumed and not text
        out.append(_spell_bytes(pending))
        text = "".join(out)
        return self.denormalize(text) if self.denormalize else text

    def to_json(self) -> dict:
        """What `tokenizers` comes closest with (it writes an unknown piece as it is)."""
        steps = [{"type": "Replace", "pattern": {"String": METASPACE}, "content": " "},
                 {"type": "ByteFallback"}, {"type": "Fuse"}]
        if self.add_dummy_prefix:
            steps.append({"type": "Strip", "content": " ", "start": 1, "stop": 0})
        return {"type": "Sequence", "decoders": steps}


def _spell_bytes(pending: bytearray) -> str:
    """SentencePiece's reading of byte pieces: character by character, U+FFFD for each byte
    that does not start a valid UTF-8 sequence (Python's "replace" would take a truncated
    sequence as one)."""
    out = []
    position = 0
    while position < len(pending):
        lead = pending[position]
        size = 1 if lead < 0x80 else 2 if lead >> 5 == 6 else 3 if lead >> 4 == 14 else 4
        try:
            out.append(bytes(pending[position:position + size]).decode("utf-8"))
            position += size
        except UnicodeDecodeError:
            out.append("\ufffd")
            position += 1
    pending.clear()
    return "".join(out)


class FuseDecoder(ChainDecoder):
    def decode_chain(self, tokens: list[str]) -> list[str]:
        return ["".join(tokens)]

    def to_json(self) -> dict:
        return {"type": "Fuse"}


class StripDecoder(ChainDecoder):
    """Remove up to `start` leading and `stop` trailing `content` characters from each token."""

    def __init__(self, content: str, start: int, stop: int) -> None:
        self.content, self.start, self.stop = content, start, stop

    def decode_chain(self, tokens: list[str]) -> list[str]:
        return [self._strip(token) for token in tokens]

    def _strip(self, token: str) -> str:
        begin = 0
        while begin < min(self.start, len(token)) and token[begin] == self.content:
            begin += 1
        end = len(token)
        while len(token) - end < self.stop and end > begin and token[end - 1] == self.content:
            end -= 1
        return token[begin:end]

    def to_json(self) -> dict:
        return {"type": "Strip", "content": self.content, "start": self.start, "stop": self.stop}


class CtcDecoder(ChainDecoder):
    """Connectionist Temporal Classification output: repeats collapse to one token, the pad
    token vanishes, and (with `cleanup`) the word delimiter becomes a space."""

    def __init__(self, pad_token: str, word_delimiter_token: str, cleanup: bool) -> None:
        self.pad_token, self.word_delimiter_token, self.cleanup = pad_token, word_delimiter_token, cleanup

    def decode_chain(self, tokens: list[str]) -> list[str]:
        out = []
        for i, token in enumerate(tokens):
            if i and token == tokens[i - 1]:
                continue
            token = token.replace(self.pad_token, "")
            if self.cleanup:
                token = _cleanup(token).replace(self.word_delimiter_token, " ")
            if token:
                out.append(token)
        return out

    def to_json(self) -> dict:
        return {"type": "CTC", "pad_token": self.pad_token,
                "word_delimiter_token": self.word_delimiter_token, "cleanup": self.cleanup}


class SequenceDecoder(ChainDecoder):
    def __init__(self, parts: list[ChainDecoder]) -> None:
        self.parts = parts

    def decode_chain(self, tokens: list[str]) -> list[str]:
        for part in self.parts:
            tokens = part.decode_chain(tokens)
        return tokens

    def to_json(self) -> dict:
        return {"type": "Sequence", "decoders": [part.to_json() for part in self.parts]}


def decoder_from_json(data: dict) -> ChainDecoder:
    """The decoder a tokenizer.json describes; ValueError names an unsupported one."""
    kind = data.get("type")
    if kind == "ByteLevel":
        return ByteLevelDecoder()
    if kind == "WordPiece":
        return WordPieceDecoder(data.get("prefix", "##"), bool(data.get("cleanup", True)))
    if kind == "Metaspace":
        return MetaspaceDecoder(metaspace_scheme(data), metaspace_replacement(data))
    if kind == "BPEDecoder":
        return SuffixDecoder(data.get("suffix", "</w>"))
    if kind == "Replace":
        return ReplaceDecoder(data["pattern"], data["content"])
    if kind == "ByteFallback":
        return ByteFallbackDecoder()
    if kind == "Fuse":
        return FuseDecoder()
    if kind == "Strip":
        return StripDecoder(data["content"], int(data.get("start", 0)), int(data.get("stop", 0)))
    if kind == "CTC":
        return CtcDecoder(data.get("pad_token", "<pad>"), data.get("word_delimiter_token", "|"),
                          bool(data.get("cleanup", True)))
    if kind == "Sequence":
        return SequenceDecoder([decoder_from_json(part) for part in data.get("decoders", [])])
    raise ValueError(f"decoder {kind!r} is not supported")
