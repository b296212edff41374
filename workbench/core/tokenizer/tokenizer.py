"""A whole tokenizer: special tokens, normalizer, pre-tokenizer, model and decoder.

`encode` returns tokens, ids and offsets into the text given. With byte-level pre-tokenization a
token can hold only some of the bytes of a character (e.g. the 4 bytes of an emoji split over two
tokens); such a token's offsets cover the whole character, so offsets always slice out the text
the token is part of, and for every token made of whole characters exactly the token's text.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from . import truncation as limits
from .encoding import Encoding, merged
from ..models.base import Model
from ..pipeline.added_tokens import AddedToken, Matcher
from ..pipeline.decoders import ByteLevelDecoder, Decoder, MetaspaceDecoder
from ..pipeline.normalizers import NormalizedString, Normalizer
from ..pipeline.post_processors import ByteLevelPostProcessor, PostProcessor, TemplateProcessing
from ..pipeline.pre_tokenizers import Metaspace, PreTokenizer
from .pieces import Packed, PieceEncoder, packed


def default_decoder(pre_tokenizer: PreTokenizer, model: Model) -> Decoder:
    """The decoder that undoes what this pre-tokenizer and model do to text."""
    if pre_tokenizer.byte_level:
        return ByteLevelDecoder()
    if isinstance(pre_tokenizer, Metaspace):
        return MetaspaceDecoder(pre_tokenizer.prepend_scheme, pre_tokenizer.replacement)
    return model.default_decoder()


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
    """The full pipeline; `settings` records how it was trained (shown by `inspect`).

    Added tokens are matched whole before the model sees the text. Give either
    `special_tokens` (each then a plain added token) or `added_tokens` (with their options;
    `special_tokens` becomes the contents of the special ones, which decoding skips).
    """

    normalizer: Normalizer
    pre_tokenizer: PreTokenizer
    model: Model
    special_tokens: list[str] = field(default_factory=list)
    settings: dict = field(default_factory=dict)
    decoder: Decoder | None = None
    post_processor: PostProcessor | None = None
    added_tokens: list[AddedToken] | None = None  # None: the special tokens, matched as they are
    encode_special_tokens: bool = False  # special tokens in the text are encoded as plain text
    truncation: dict | None = None  # as in tokenizer.json (see truncation.py)
    padding: dict | None = None

    def __post_init__(self) -> None:
        if self.decoder is None:
            self.decoder = default_decoder(self.pre_tokenizer, self.model)
        if self.added_tokens is None:
            self.added_tokens = [AddedToken(t) for t in self.special_tokens]
        else:
            self.special_tokens = [t.content for t in self.added_tokens if t.special]
        self._added_ids: dict[str, int] = {}
        for token in self.added_tokens:
            token_id = token.id if token.id is not None else self.model.token_to_id(token.content)
            if token_id is None:
                raise ValueError(f"special token {token.content!r} is not in the vocabulary")
            self._added_ids[token.content] = token_id
        self._vocab, self._holes = _with_added(self.model, self._added_ids)
        self._raw_matcher = Matcher([t for t in self.added_tokens if not t.normalized])
        normalized = [t for t in self.added_tokens if t.normalized]
        self._normalized_matcher = Matcher(normalized, self._normalized)
        self._decoded_as = {self._added_ids[t.content]: self._normalized(t.content) for t in normalized}
        self._pieces: PieceEncoder | None = None  # made by encode_many

    def __getstate__(self) -> dict:
        """Sent to another process without `encode_many`'s caches."""
        return {**self.__dict__, "_pieces": None}

    def _normalized(self, text: str) -> str:
        return self.normalizer.normalize(text).text

    @property
    def algorithm(self) -> str:
        return self.model.algorithm

    @property
    def unk_token(self) -> str | None:
        return self.model.unk_token

    @property
    def vocab(self) -> list[str]:
        """Tokens by id: the model's, then added tokens the model does not have ("" at an id
        with no token: see `id_to_token`)."""
        return self._vocab

    @property
    def vocab_size(self) -> int:
        """How many tokens there are, added ones included (`tokenizers`' get_vocab_size): fewer
        than `vocab` holds when a tokenizer.json's vocabulary skips ids."""
        model = self.model
        model_tokens = {token for i, token in enumerate(model.vocab) if i not in model.holes}
        return len(model_tokens | set(self._added_ids))

    def id_to_token(self, token_id: int) -> str | None:
        """The token of an id, an added token's before the model's; None for an id with none."""
        if 0 <= token_id < len(self._vocab) and token_id not in self._holes:
            return self._vocab[token_id]
        return None

    def token_to_id(self, token: str) -> int | None:
        found = self._added_ids.get(token)
        return found if found is not None else self.model.token_to_id(token)

    def encode(self, text: str, *, add_special_tokens: bool = False, pair: str | None = None,
               truncate: bool = True, pad: bool = True, seed: int | None = None) -> Encoding:
        """Tokens, ids and offsets (in characters of `text`) of `text`; with `add_special_tokens`,
        the post-processor's template (e.g. [CLS] ... [SEP]) applies, as in `tokenizers`. A
        `pair` is encoded as the second sequence (type id 1, offsets into `pair`). The
        tokenizer's truncation and padding apply as in `tokenizers`, unless turned off. A model
        that samples (BPE with dropout) is seeded with `seed` first, if given: the same seed, the
        same split."""
        if seed is not None:
            self.model.seed(seed)
        encoding = self._encode_sequence(text)
        second = self._encode_sequence(pair).with_type_id(1) if pair is not None else None
        return self._finished(encoding, second, add_special_tokens, truncate, pad)

    def encode_many(self, texts: Iterable[str]) -> list[Encoding]:
        """`encode(text)` of each text (the defaults: no special tokens, no pair), faster over
        many texts: each distinct pre-tokenized word is encoded once, and a text whose
        normalization keeps its characters in place is not aligned (see pieces.py). A model
        that samples (BPE dropout) encodes each text as `encode` does."""
        texts = list(texts)
        if getattr(self.model, "dropout", None):
            return [self.encode(text) for text in texts]
        encodings = self._piece_encoder().encode_packed(texts, self._encode_sequence).encodings()
        return [self._finished(encoding) for encoding in encodings]

    def encode_packed(self, texts: Iterable[str], tokens: bool = True) -> Packed:
        """The tokens, ids and offsets of `encode_many` as flat arrays, made without an
        `Encoding` per text when `packs_plainly`; without `tokens`, the tokens may be left out
        (None)."""
        texts = list(texts)
        if not self.packs_plainly:
            return packed(self.encode_many(texts))
        return self._piece_encoder().encode_packed(texts, self._encode_sequence, tokens)

    @property
    def packs_plainly(self) -> bool:
        """Whether `encode_packed` gives all `encode_many` does: no dropout, truncation or
        padding, and a post-processor (if any) that leaves a plain sequence as it is."""
        return not getattr(self.model, "dropout", None) and self.truncation is None \
            and self.padding is None \
            and (self.post_processor is None or self.post_processor.keeps_plain)

    def _piece_encoder(self) -> PieceEncoder:
        """The encoder of `encode_many`, made again when a part it uses was replaced or the
        fallback it keeps encodings of would now encode special tokens otherwise."""
        fast = self._pieces
        if fast is None or fast.normalizer is not self.normalizer \
                or fast.pre_tokenizer is not self.pre_tokenizer or fast.model is not self.model \
                or fast.special_as_text != self.encode_special_tokens:
            fast = self._pieces = PieceEncoder(self.normalizer, self.pre_tokenizer, self.model,
                                               self._raw_matcher.pattern,
                                               self._normalized_matcher.pattern,
                                               self.encode_special_tokens, self._vocab)
        return fast

    def _finished(self, encoding: Encoding, second: Encoding | None = None,
                  add_special_tokens: bool = False, truncate: bool = True,
                  pad: bool = True) -> Encoding:
        """Truncation, the post-processor and padding, as `encode` applies them."""
        if self.truncation is not None and truncate:
            added = self.post_processor.added_tokens(second is not None) \
                if self.post_processor is not None and add_special_tokens else 0
            limits.truncate(self.truncation, encoding, second, added)
        if self.post_processor is not None:
            encoding = self.post_processor.process(encoding, add_special_tokens, second)
        elif second is not None:
            encoding = merged([encoding, second])
        if self.padding is not None and pad:
            limits.pad(self.padding, encoding)
        return encoding

    def _encode_sequence(self, text: str) -> Encoding:
        encoding = Encoding()
        for added, part, span in self._parts(text):
            if added is not None:  # named by the text it matched, as in `tokenizers`
                encoding.add(part, self._added_ids[added], span)  # type: ignore[arg-type]
                continue
            for token in self.model.tokenize(part):
                token_id, token_start, token_end = token
                encoding.add(self.model.token_text(part, token), token_id,
                             span.original_span(token_start, token_end))  # type: ignore[union-attr]
        return encoding

    def words(self, text: str) -> list[tuple[str, bool]]:
        """What the model is given of `text`: each pre-tokenized word (model text), with True
        for an added token, which the model does not see.

        >>> from workbench.core.pipeline import build_normalizer, build_pre_tokenizer
        >>> from workbench.core.models import BpeModel
        >>> Tokenizer(build_normalizer(None), build_pre_tokenizer("byte-level"),
        ...           BpeModel(["<s>", "Ġ", "a"], []), ["<s>"]).words("<s>a a")
        [('<s>', True), ('a', False), ('Ġa', False)]
        """
        return [(part, added is not None) for added, part, _ in self._parts(text)]

    def word_counts(self, text: str) -> Counter[tuple[str, bool]]:
        """`words` counted; each distinct pre-tokenized word looked at once where `encode_many`
        can (a size curve's held-out text spent most of its time in `words`)."""
        fast = None if getattr(self.model, "dropout", None) else \
            self._piece_encoder().word_counts(text)
        if fast is None:
            return Counter(self.words(text))
        return Counter({(word, False): times for word, times in fast.items()})

    def word_spans(self, text: str) -> list[tuple[str, bool, tuple[int, int]]]:
        """`words`, each with the span of `text` it comes from.

        >>> from workbench.core.pipeline import build_normalizer, build_pre_tokenizer
        >>> from workbench.core.models import BpeModel
        >>> Tokenizer(build_normalizer(None), build_pre_tokenizer("byte-level"),
        ...           BpeModel(["Ġ", "a"], [])).word_spans("a a")
        [('a', False, (0, 1)), ('Ġa', False, (1, 3))]
        """
        return [(part, added is not None,
                 span if added is not None else span.original_span(0, len(part)))
                for added, part, span in self._parts(text)]

    def _parts(self, text: str) -> Iterator[tuple[str | None, str, tuple[int, int] | NormalizedString]]:
        """(added token, its text, its span) or (None, a pre-tokenized word, it as a normalized
        string), in order."""
        for start, end, added in self._raw_matcher.segments(text, self.encode_special_tokens):
            if added is not None:
                yield added, text[start:end], (start, end)
            elif start < end:
                ns = self.normalizer.normalize(text[start:end], start)
                for piece_start, piece_end, found in self._normalized_matcher.segments(
                        ns.text, self.encode_special_tokens):
                    if found is not None:
                        yield (found, ns.text[piece_start:piece_end],
                               ns.original_span(piece_start, piece_end))
                        continue
                    for piece in self.pre_tokenizer.pre_tokenize(ns.slice(piece_start, piece_end)):
                        yield None, piece.text, piece

    def decode(self, ids: list[int], *, skip_special_tokens: bool = True) -> str:
        """As `tokenizers`: a `normalized` added token decodes as its normalized content, which
        (if it differs) is not skipped as special."""
        specials = set(self.special_tokens) if skip_special_tokens else set()
        tokens = [self._decoded_as.get(i, self._vocab[i]) for i in ids
                  if self.id_to_token(i) is not None]
        return self.decoder.decode([t for t in tokens if t not in specials])  # type: ignore[union-attr]


def _with_added(model: Model, added_ids: dict[str, int]) -> tuple[list[str], frozenset[int]]:
    """Tokens by id, an added token's in place of the model's at its id (as `tokenizers` looks
    them up), and the ids with no token. Added tokens past the model's ids must follow on."""
    extra = sorted((i, t) for t, i in added_ids.items() if i >= len(model.vocab))
    if [i for i, _ in extra] != list(range(len(model.vocab), len(model.vocab) + len(extra))):
        raise ValueError("added tokens outside the model's vocabulary must have the ids that follow it")
    vocab = model.vocab + [t for _, t in extra]
    for token, i in added_ids.items():
        vocab[i] = token
    return vocab, model.holes - frozenset(added_ids.values())


__all__ = ["Encoding", "Tokenizer", "default_decoder", "default_post_processor"]
