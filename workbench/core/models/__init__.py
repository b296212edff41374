"""The three algorithms, one folder each (model, trainer, helpers), over what `base` shares."""

from .base import Token
from .bpe import TIE_BREAKS, BpeModel, BpeTrainer
from .bpe.vocab import join_tokens
from .unigram import PRUNING_METHODS, UnigramModel, UnigramTrainer
from .wordpiece import WordPieceModel, WordPieceTrainer

__all__ = [
    "BpeModel", "BpeTrainer", "PRUNING_METHODS", "TIE_BREAKS", "Token", "UnigramModel",
    "UnigramTrainer", "WordPieceModel", "WordPieceTrainer", "join_tokens",
]
