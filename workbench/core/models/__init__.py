"""The three algorithms, one folder each (model, trainer, helpers), over what `base` shares."""

from .base import Model, Token
from .bpe import TIE_BREAKS, BpeModel, BpeTrainer
from .unigram import PRUNING_METHODS, UnigramModel, UnigramTrainer
from .wordpiece import WordPieceModel, WordPieceTrainer

MODEL_TYPES: dict[str, type[Model]] = {  # tokenizer.json's model "type" -> the class that reads it
    model.type_tag: model for model in (BpeModel, WordPieceModel, UnigramModel)
}

__all__ = [
    "BpeModel", "BpeTrainer", "MODEL_TYPES", "Model", "PRUNING_METHODS", "TIE_BREAKS", "Token",
    "UnigramModel", "UnigramTrainer", "WordPieceModel", "WordPieceTrainer",
]
