"""WordPiece: the greedy longest-match model and the score-based trainer."""

from .model import WordPieceModel
from .trainer import WordPieceTrainer

__all__ = ["WordPieceModel", "WordPieceTrainer"]
