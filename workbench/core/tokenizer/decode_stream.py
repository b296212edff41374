"""Incremental decoding, as `tokenizers.decoders.DecodeStream`: text chunks as ids arrive.

Decoding token by token is not decoding each token alone: a byte-level or byte-fallback
character may span several tokens, and decoders look at neighbours (a Metaspace decoder drops
the space of the first token only, WordPiece glues "##" pieces). Like `tokenizers`, the stream
keeps the ids since the last chunk's start, decodes them with the new id, and hands out what
was added to the text, once the text no longer ends in U+FFFD (a character still incomplete).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from .tokenizer import Tokenizer


class DecodeStream:
    """Feed ids one at a time (or a few) with `step`; each call returns the new text or None."""

    def __init__(self, tokenizer: Tokenizer, *, skip_special_tokens: bool = False,
                 ids: list[int] | None = None) -> None:
        self.tokenizer = tokenizer
        self.skip_special_tokens = skip_special_tokens
        self.ids: list[int] = list(ids or [])
        self.prefix = ""
        self.prefix_index = 0

    def _decode(self, ids: list[int]) -> str:
        return self.tokenizer.decode(ids, skip_special_tokens=self.skip_special_tokens)

    def step(self, ids: int | Iterable[int]) -> str | None:
        """The text the new id(s) add, or None while it cannot be told yet. ValueError if the
        text decoded so far changed (which a decoder such as CTC's can do)."""
        if not self.prefix and self.ids:
            prefix = self._decode(self.ids)
            if not prefix.endswith("\ufffd"):
                self.prefix, self.prefix_index = prefix, len(self.ids)
        self.ids.extend([ids] if isinstance(ids, int) else ids)
        text = self._decode(self.ids)
        if len(text.encode("utf-8")) <= len(self.prefix.encode("utf-8")) or text.endswith("\ufffd"):
            return None
        if not text.startswith(self.prefix):
            raise ValueError(f"decoding id {self.ids[-1]} changed the text before it: "
                             f"{self.prefix!r} became {text!r}")
        new_text = text[len(self.prefix):]
        new_prefix_index = len(self.ids) - self.prefix_index
        self.ids = self.ids[self.prefix_index:]
        self.prefix = self._decode(self.ids)
        self.prefix_index = new_prefix_index
        return new_text


def decode_stream(tokenizer: Tokenizer, ids: Iterable[int], *,
                  skip_special_tokens: bool = False) -> Iterator[str]:
    """The text chunks of `ids`, each as soon as it can be told."""
    stream = DecodeStream(tokenizer, skip_special_tokens=skip_special_tokens)
    for token_id in ids:
        chunk = stream.step(token_id)
        if chunk is not None:
            yield chunk
