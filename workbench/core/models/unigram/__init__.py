"""Unigram: the model (Viterbi segmentation), the pruning trainer, its seed, the lattices and
their worker processes."""

from .model import UnigramModel
from .trainer import PRUNING_METHODS, UnigramTrainer

__all__ = ["PRUNING_METHODS", "UnigramModel", "UnigramTrainer"]
