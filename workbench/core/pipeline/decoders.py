"""Decoders: turn a list of tokens back into text, as `tokenizers`' namesakes do.

Like `tokenizers`, each decoder maps the list of token strings to a new list (`decode_chain`), so
that a Sequence can chain them; `decode` joins the last list.
"""

from __future__ import annotations

import regex

from .byte_level import bytes_to_text
from .normalizers import pattern_regex
from .pre_tokenizers import METASPACE

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
        return [bytes_to_text("".join(tokens))]

    def to_json(self) -> dict:
        return {"type": "ByteLevel", "add_prefix_space": True, "trim_offsets": True, "use_regex": True}


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
            if self.cleanup:
                for dirty, clean in _CLEANUPS:
                    token = token.replace(dirty, clean)
            out.append(token)
        return out

    def to_json(self) -> dict:
        return {"type": "WordPiece", "prefix": self.prefix, "cleanup": self.cleanup}


class MetaspaceDecoder(ChainDecoder):
    """'▁' back to spaces; in the first token it is dropped unless nothing was prepended."""

    def __init__(self, prepend_scheme: str = "always") -> None:
        self.prepend_scheme = prepend_scheme

    def decode_chain(self, tokens: list[str]) -> list[str]:
        out = []
        for i, token in enumerate(tokens):
            space = "" if i == 0 and self.prepend_scheme != "never" else " "
            out.append(token.replace(METASPACE, space))
        return out

    def to_json(self) -> dict:
        return {"type": "Metaspace", "replacement": METASPACE,
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
        return [self.regex.sub(lambda _: self.content, token) for token in tokens]

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
        scheme = data.get("prepend_scheme") or ("always" if data.get("add_prefix_space", True) else "never")
        return MetaspaceDecoder(scheme)
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
    if kind == "Sequence":
        return SequenceDecoder([decoder_from_json(part) for part in data.get("decoders", [])])
    raise ValueError(f"decoder {kind!r} is not supported")
