"""A whole tokenizer: special tokens, normalizer, pre-tokenizer, model and decoder.

`encode` returns tokens, ids and offsets into the text given. With byte-level pre-tokenization a
token can hold only some of the bytes of a character (e.g. the 4 bytes of an emoji split over two
tokens); such a token's offsets cover the whole character, so offsets always slice out the text
the token is part of, and for every token made of whole characters exactly the token's text.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import regex

from .bpe import BpeModel
from .decoders import (
    ByteLevelDecoder, Decoder, MetaspaceDecoder, SuffixDecoder, WordPieceDecoder,
)
from .encoding import Encoding
from .normalizers import Normalizer
from .post_processors import ByteLevelPostProcessor, PostProcessor, TemplateProcessing
from .pre_tokenizers import Metaspace, PreTokenizer
from .unigram import UnigramModel
from .wordpiece import WordPieceModel

Model = BpeModel | WordPieceModel | UnigramModel


def default_decoder(pre_tokenizer: PreTokenizer, model: Model) -> Decoder:
    """The decoder that undoes what this pre-tokenizer and model do to text."""
    if pre_tokenizer.byte_level:
        return ByteLevelDecoder()
    if isinstance(pre_tokenizer, Metaspace):
        return MetaspaceDecoder(pre_tokenizer.prepend_scheme)
    if isinstance(model, WordPieceModel):
        return WordPieceDecoder(model.continuing_subword_prefix)
    if isinstance(model, UnigramModel):
        return Decoder()
    if model.end_of_word_suffix:
        return SuffixDecoder(model.end_of_word_suffix)
    if model.continuing_subword_prefix:
        return WordPieceDecoder(model.continuing_subword_prefix, cleanup=False)
    return Decoder()


_TEMPLATES = (("[CLS]", "[SEP]", 1), ("<s>", "</s>", 2))  # BERT; RoBERTa (</s> </s> between pairs)


def default_post_processor(pre_tokenizer: PreTokenizer, model: Model) -> PostProcessor | None:
    """BERT's or RoBERTa's template when the vocabulary has its special tokens; for byte-level
    pre-tokenization without them, GPT-2's ByteLevel (offsets kept as they are)."""
    for first, last, separators in _TEMPLATES:
        first_id, last_id = model.token_to_id(first), model.token_to_id(last)
        if first_id is not None and last_id is not None:
            middle = [(last, last_id)] * (separators - 1) if separators > 1 else []
            return TemplateProcessing.around((first, first_id), (last, last_id), middle)
    return ByteLevelPostProcessor(trim_offsets=False) if pre_tokenizer.byte_level else None


@dataclass
class Tokenizer:
    """The full pipeline; `settings` records how it was trained (shown by `inspect`)."""

    normalizer: Normalizer
    pre_tokenizer: PreTokenizer
    model: Model
    special_tokens: list[str] = field(default_factory=list)
    settings: dict = field(default_factory=dict)
    decoder: Decoder | None = None
    post_processor: PostProcessor | None = None

    def __post_init__(self) -> None:
        if self.decoder is None:
            self.decoder = default_decoder(self.pre_tokenizer, self.model)
        missing = [t for t in self.special_tokens if self.model.token_to_id(t) is None]
        if missing:
            raise ValueError(f"special token {missing[0]!r} is not in the vocabulary")
        ordered = sorted(self.special_tokens, key=len, reverse=True)
        self._special_re = (
            regex.compile("|".join(regex.escape(t) for t in ordered)) if ordered else None
        )

    @property
    def algorithm(self) -> str:
        if isinstance(self.model, UnigramModel):
            return "unigram"
        return "wordpiece" if isinstance(self.model, WordPieceModel) else "bpe"

    @property
    def unk_token(self) -> str | None:
        model = self.model
        if isinstance(model, UnigramModel):
            return model.vocab[model.unk_id] if model.unk_id is not None else None
        return model.unk_token

    @property
    def vocab(self) -> list[str]:
        return self.model.vocab

    def token_to_id(self, token: str) -> int | None:
        return self.model.token_to_id(token)

    def encode(self, text: str, *, add_special_tokens: bool = False) -> Encoding:
        """Tokens, ids and offsets (in characters of `text`) of `text`; with `add_special_tokens`,
        the post-processor's template (e.g. [CLS] ... [SEP]) applies, as in `tokenizers`."""
        encoding = Encoding()
        for start, end, special in self._segments(text):
            if special:
                token = text[start:end]
                encoding.add(token, self.model.token_to_id(token), (start, end))  # type: ignore[arg-type]
            else:
                self._encode_segment(text[start:end], start, encoding)
        if self.post_processor is not None:
            encoding = self.post_processor.process(encoding, add_special_tokens)
        return encoding

    def _segments(self, text: str) -> list[tuple[int, int, bool]]:
        """Split around special tokens (matched in the raw text, longest first)."""
        segments = []
        position = 0
        if self._special_re is not None:
            for match in self._special_re.finditer(text):
                if match.start() > position:
                    segments.append((position, match.start(), False))
                segments.append((match.start(), match.end(), True))
                position = match.end()
        if position < len(text):
            segments.append((position, len(text), False))
        return segments

    def _encode_segment(self, text: str, shift: int, encoding: Encoding) -> None:
        ns = self.normalizer.normalize(text)
        if isinstance(self.pre_tokenizer, Metaspace):
            pieces = self.pre_tokenizer.pre_tokenize(ns, first=shift == 0)
        else:
            pieces = self.pre_tokenizer.pre_tokenize(ns)
        byte_level = self.pre_tokenizer.byte_level
        for word, (word_start, _) in pieces:
            model_text = self.pre_tokenizer.model_text(word)
            char_at = _char_of_byte(word) if byte_level else None
            for token in self.model.tokenize(model_text):
                token_id, start, end = token
                if char_at is not None:
                    start, end = char_at[start], char_at[end - 1] + 1
                span = ns.original_span(word_start + start, word_start + end)
                encoding.add(self.model.token_text(model_text, token), token_id,
                             (span[0] + shift, span[1] + shift))

    def decode(self, ids: list[int], *, skip_special_tokens: bool = True) -> str:
        specials = set(self.special_tokens) if skip_special_tokens else set()
        tokens = [self.vocab[i] for i in ids if 0 <= i < len(self.vocab)]
        return self.decoder.decode([t for t in tokens if t not in specials])  # type: ignore[union-attr]


def _char_of_byte(word: str) -> list[int]:
    """For each UTF-8 byte of `word`, the index of the character it belongs to."""
    out: list[int] = []
    for index, char in enumerate(word):
        out.extend([index] * len(char.encode("utf-8")))
    return out


__all__ = ["Encoding", "Tokenizer", "default_decoder", "default_post_processor"]
