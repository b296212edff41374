"""The three algorithms, one folder each (model, trainer, helpers), and `tokenizers`' WordLevel
(read and written, not trained), over what `base` shares."""

from .base import Model, Token
from .bpe import TIE_BREAKS, BpeModel, BpeTrainer
from .unigram import PRUNING_METHODS, UnigramModel, UnigramTrainer
from .wordlevel import WordLevelModel
from .wordpiece import WordPieceModel, WordPieceTrainer

MODEL_TYPES: dict[str, type[Model]] = {  # tokenizer.json's model "type" -> the class that reads it
    model.type_tag: model for model in (BpeModel, WordPieceModel, UnigramModel, WordLevelModel)
}

__all__ = [
    "BpeModel", "BpeTrainer", "MODEL_TYPES", "Model", "PRUNING_METHODS", "TIE_BREAKS", "Token",
    "UnigramModel", "UnigramTrainer", "WordLevelModel", "WordPieceModel", "WordPieceTrainer",
]
