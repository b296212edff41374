"""The window's state without Qt: the project and its models, counted words, what the views show of
tokens."""
