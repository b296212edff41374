"""WordLevel: each word is a token of the vocabulary or the unknown token (`tokenizers`'
WordLevel model, read and written; the workbench does not train it)."""

from .explain import WordLevelTrace
from .model import WordLevelModel

__all__ = ["WordLevelModel", "WordLevelTrace"]
