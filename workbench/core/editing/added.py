"""Adding tokens to a tokenizer, as `tokenizers`' add_tokens / add_special_tokens do.

A token already added is replaced in place (its new flags, its id kept); a token the model's
vocabulary has takes the model's id; any other takes the next id: the one after the last added
token's if that is past the model's token count, else that count (`tokenizers`' rule, which
with a vocabulary that skips ids can give an id the model has: the added token then wins it).
An added token that takes an id another added token holds displaces it: the older one is an
added token no more, as in `tokenizers` (which still finds the older one's id by its text; we
do not). An empty token is ignored, as there.
"""

from __future__ import annotations

from dataclasses import replace

from ..pipeline.added_tokens import AddedToken
from ..tokenizer.tokenizer import Tokenizer


def with_added_tokens(tokenizer: Tokenizer, tokens: list[AddedToken]) -> Tokenizer:
    """The tokenizer with `tokens` added (their `id` is ignored: see the module)."""
    added = {token.content: token for token in tokenizer.added_tokens or ()}  # in order
    holder = {tokenizer.token_to_id(content): content for content in added}
    next_id = _next_id(tokenizer)
    for token in tokens:
        if not token.content:
            continue
        if token.content in added:
            added[token.content] = replace(token, id=added[token.content].id)  # (None: the model's)
            continue
        token_id = tokenizer.model.token_to_id(token.content)
        if token_id is None:
            token_id, next_id = next_id, next_id + 1
        if token_id in holder:
            del added[holder[token_id]]  # displaced
        holder[token_id] = token.content
        added[token.content] = replace(token, id=token_id)
    return replace(tokenizer, added_tokens=list(added.values()))


def _next_id(tokenizer: Tokenizer) -> int:
    model = tokenizer.model
    size = len(model.vocab) - len(model.holes)
    last = max((tokenizer.token_to_id(token.content) for token in tokenizer.added_tokens or ()),
               default=None)
    return last + 1 if last is not None and (last >= size or size == 0) else size


__all__ = ["with_added_tokens"]
