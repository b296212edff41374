"""Pruning: drop the tokens a corpus never uses (or that a list names), keep what the rest need.

Kept always: the added tokens, the unknown token, the post-processor's special tokens (e.g. the
[CLS] and [SEP] of a template, vocabulary entries the corpus never uses), the byte-fallback tokens
and, for byte-level pre-tokenization, the 256 byte tokens (so that any text can still be encoded
and post-processed); then whatever the model needs to still produce the kept tokens
(`Model.needs`: for BPE, the parts of the merges that build them). Ids are renumbered densely in
their old order (a vocabulary's gaps closed; added tokens after the model's, in their order);
`Pruned.id_map` maps old ids to new ones, so that a model's embedding rows can be sliced.

Why the pruning corpus encodes to the same tokens: a BPE merge applied on it builds a token of
some encoding, so it is kept, and a dropped merge never applied there was never the best one;
longest match (WordPiece) and Viterbi (Unigram) only lose alternatives they did not choose.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace

from ..pipeline.byte_level import ALPHABET
from ..pipeline.post_processors import post_processor_from_json
from ..tokenizer.tokenizer import Tokenizer
from .added import with_added_tokens


@dataclass
class Pruned:
    tokenizer: Tokenizer
    id_map: dict[int, int]  # old id -> new id, for every kept token
    needed: list[str]  # tokens kept only because the kept ones need them


def used_tokens(tokenizer: Tokenizer, texts: Iterable[str]) -> set[str]:
    """The tokens the encodings of `texts` use."""
    ids: set[int] = set()
    for text in texts:
        ids.update(tokenizer.encode(text).ids)
    vocab = tokenizer.vocab
    return {vocab[i] for i in ids if 0 <= i < len(vocab)}


def prune(tokenizer: Tokenizer, wanted: set[str]) -> Pruned:
    """The tokenizer with the tokens of `wanted`, those always kept and those they need."""
    model = tokenizer.model
    required = _always_kept(tokenizer)
    keep = model.needs((wanted | required) & set(model.vocab))
    model_ids = [i for i, token in enumerate(model.vocab) if token in keep and i not in model.holes]
    bare = Tokenizer(tokenizer.normalizer, tokenizer.pre_tokenizer, model.subset(model_ids),
                     settings=tokenizer.settings, decoder=tokenizer.decoder, added_tokens=[],
                     encode_special_tokens=tokenizer.encode_special_tokens)
    pruned = with_added_tokens(bare, list(tokenizer.added_tokens or ()))
    id_map = {old: new for new, old in enumerate(model_ids)}
    id_map.update({tokenizer.token_to_id(token.content): pruned.token_to_id(token.content)
                   for token in tokenizer.added_tokens or ()})  # type: ignore[misc]
    pruned = replace(pruned, post_processor=_renumbered_post_processor(tokenizer, id_map))
    needed = sorted(keep - wanted - required, key=model.token_to_id)  # type: ignore[arg-type]
    return Pruned(pruned, id_map, needed)


def _always_kept(tokenizer: Tokenizer) -> set[str]:
    model = tokenizer.model
    kept = {token.content for token in tokenizer.added_tokens or ()}
    if model.unk_token is not None:
        kept.add(model.unk_token)
    if model.byte_fallback:
        kept.update(f"<0x{byte:02X}>" for byte in range(256))
    if tokenizer.pre_tokenizer.byte_level:
        kept.update(ALPHABET)
    return kept | _post_processor_tokens(tokenizer)


def _post_processor_tokens(tokenizer: Tokenizer) -> set[str]:
    """The tokens whose ids the post-processor adds; ValueError for an id the vocabulary lacks
    (`tokenizers` takes such an id as it is, but it names no token to keep)."""
    if tokenizer.post_processor is None:
        return set()
    ids: list[int] = []
    _renumber(tokenizer.post_processor.to_json(), lambda i: ids.append(i) or i)
    vocab = tokenizer.vocab
    outside = [i for i in ids if not 0 <= i < len(vocab)]
    if outside:
        raise ValueError(f"the post-processor adds the id {outside[0]}, which is not in the "
                         "vocabulary: nothing to keep for it")
    return {vocab[i] for i in ids}


def _renumbered_post_processor(tokenizer: Tokenizer, id_map: dict[int, int]):
    """The post-processor with the ids of its special tokens renumbered (through its JSON)."""
    if tokenizer.post_processor is None:
        return None
    return post_processor_from_json(_renumber(tokenizer.post_processor.to_json(),
                                              id_map.__getitem__))


def _renumber(data, new_id: Callable[[int], int]):
    """A copy of a post-processor's JSON with each token id it holds ("ids" of a template's
    special token; BERT's and RoBERTa's ["token", id] "sep" and "cls") replaced by `new_id`'s.

    >>> _renumber({"sep": ["[SEP]", 5], "special_tokens": {"x": {"ids": [5, 7]}}},
    ...           {5: 0, 7: 1}.__getitem__)
    {'sep': ['[SEP]', 0], 'special_tokens': {'x': {'ids': [0, 1]}}}
    """
    if isinstance(data, list):
        return [_renumber(item, new_id) for item in data]
    if not isinstance(data, dict):
        return data
    out = {}
    for key, value in data.items():
        if key == "ids":
            out[key] = [new_id(i) for i in value]
        elif key in ("sep", "cls"):
            out[key] = [value[0], new_id(value[1])]
        else:
            out[key] = _renumber(value, new_id)
    return out


def id_map_json(id_map: dict[int, int]) -> str:
    """The id map as written beside a pruned model: {"old id": new id}, by old id."""
    return json.dumps({str(old): new for old, new in sorted(id_map.items())}) + "\n"


__all__ = ["Pruned", "id_map_json", "prune", "used_tokens"]
