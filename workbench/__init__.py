"""Tokenizer Workbench: train and inspect subword tokenizers."""

__version__ = "0.1.0"
