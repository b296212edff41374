"""Changing a tokenizer one has: adding tokens, extending it from a domain corpus, pruning it to
what a corpus uses, cutting a trained model to a smaller size."""

from .added import with_added_tokens
from .extend import Fertility, extend, fertility, model_words
from .prune import Pruned, id_map_json, prune, used_tokens
from .resize import truncate

__all__ = [
    "Fertility", "Pruned", "extend", "fertility", "id_map_json", "model_words", "prune", "used_tokens",
    "truncate", "with_added_tokens",
]
