"""Changing a tokenizer one has: adding tokens, extending it from a domain corpus, pruning it to
what a corpus uses."""

from .added import with_added_tokens
from .extend import Fertility, extend, fertility, model_words
from .prune import Pruned, id_map_json, prune, used_tokens

__all__ = [
    "Fertility", "Pruned", "extend", "fertility", "id_map_json", "model_words", "prune", "used_tokens",
    "with_added_tokens",
]
