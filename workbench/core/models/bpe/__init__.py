"""Byte-pair encoding: the model, its incremental trainer, and the pair table and initial
vocabulary that WordPiece's trainer shares."""

from .model import BpeModel
from .trainer import TIE_BREAKS, BpeTrainer

__all__ = ["BpeModel", "BpeTrainer", "TIE_BREAKS"]
