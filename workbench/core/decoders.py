"""Decoders: turn a list of tokens back into text, as `tokenizers`' namesakes do."""

from __future__ import annotations

from .byte_level import bytes_to_text
from .pre_tokenizers import METASPACE

_CLEANUPS = (
    (" .", "."), (" ?", "?"), (" !", "!"), (" ,", ","), (" ' ", "'"), (" n't", "n't"),
    (" 'm", "'m"), (" do not", " don't"), (" 's", "'s"), (" 've", "'ve"), (" 're", "'re"),
)


class Decoder:
    """Joins tokens with spaces (what `tokenizers` does when no decoder is set)."""

    def decode(self, tokens: list[str]) -> str:
        return " ".join(tokens)

    def to_json(self) -> dict | None:
        return None


class ByteLevelDecoder(Decoder):
    def decode(self, tokens: list[str]) -> str:
        return bytes_to_text("".join(tokens))

    def to_json(self) -> dict:
        return {"type": "ByteLevel", "add_prefix_space": True, "trim_offsets": True, "use_regex": True}


class WordPieceDecoder(Decoder):
    """Glue continuation pieces to the previous token, put a space before the others."""

    def __init__(self, prefix: str = "##", cleanup: bool = True) -> None:
        self.prefix = prefix
        self.cleanup = cleanup

    def decode(self, tokens: list[str]) -> str:
        out = []
        for i, token in enumerate(tokens):
            if i:
                token = token.replace(self.prefix, "", 1) if token.startswith(self.prefix) else " " + token
            if self.cleanup:
                for dirty, clean in _CLEANUPS:
                    token = token.replace(dirty, clean)
            out.append(token)
        return "".join(out)

    def to_json(self) -> dict:
        return {"type": "WordPiece", "prefix": self.prefix, "cleanup": self.cleanup}


class MetaspaceDecoder(Decoder):
    """'▁' back to spaces; in the first token it is dropped unless nothing was prepended."""

    def __init__(self, prepend_scheme: str = "always") -> None:
        self.prepend_scheme = prepend_scheme

    def decode(self, tokens: list[str]) -> str:
        out = []
        for i, token in enumerate(tokens):
            space = "" if i == 0 and self.prepend_scheme != "never" else " "
            out.append(token.replace(METASPACE, space))
        return "".join(out)

    def to_json(self) -> dict:
        return {"type": "Metaspace", "replacement": METASPACE,
                "prepend_scheme": self.prepend_scheme, "split": True}


class SuffixDecoder(Decoder):
    """BPE with an end-of-word suffix: the suffix becomes a space (none after the last token)."""

    def __init__(self, suffix: str) -> None:
        self.suffix = suffix

    def decode(self, tokens: list[str]) -> str:
        last = len(tokens) - 1
        return "".join(t.replace(self.suffix, "" if i == last else " ") for i, t in enumerate(tokens))

    def to_json(self) -> dict:
        return {"type": "BPEDecoder", "suffix": self.suffix}
