"""The views of a model: tokens, explanations, comparisons, evaluation, health, sizes, the
vocabulary and word tables."""
