"""Unigram: the model (Viterbi segmentation), the pruning trainer, its seed and lattices."""

from .model import UnigramModel
from .trainer import PRUNING_METHODS, UnigramTrainer

__all__ = ["PRUNING_METHODS", "UnigramModel", "UnigramTrainer"]
