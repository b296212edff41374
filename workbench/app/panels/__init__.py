"""The three panels of the main window (Corpus, Training, Tokenize) and the parts only they use."""
