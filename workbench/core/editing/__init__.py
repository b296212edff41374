"""Changing a tokenizer one has: adding tokens, pruning it to what a corpus uses."""

from .added import with_added_tokens
from .prune import Pruned, id_map_json, prune, used_tokens

__all__ = ["Pruned", "id_map_json", "prune", "used_tokens", "with_added_tokens"]
