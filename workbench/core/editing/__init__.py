"""Changing a tokenizer one has: pruning it to what a corpus uses (more to come)."""

from .prune import Pruned, id_map_json, prune, used_tokens

__all__ = ["Pruned", "id_map_json", "prune", "used_tokens"]
