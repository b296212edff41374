"""The Help menu's texts: what the app is, and each algorithm with its worked example."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def about() -> str:
    return QCoreApplication.translate(
        "Help",
        "<h3>Tokenizer Workbench</h3><p>Train BPE, WordPiece and Unigram tokenizers on your own "
        "corpus, watch them learn, see exactly where text is split, and export files that "
        "<i>tokenizers</i>, <i>transformers</i> and <i>sentencepiece</i> load.</p>")


def algorithms() -> str:
    return QCoreApplication.translate(
        "Help",
        "<p>Every example uses the course's toy corpus: hug ×10, pug ×5, pun ×12, bun ×4, "
        "hugs ×5.</p>"
        "<h3>BPE</h3><p>Start from the characters (byte-level: all 256 bytes). Count adjacent "
        "pairs over all words, weighted by word frequency; merge the most frequent pair "
        "everywhere; repeat until the vocabulary is large enough. Encoding applies the merges "
        "in the order they were learned.</p><p><b>Example:</b> the first merges are u+g → ug "
        "(20), u+n → un (16), h+ug → hug (15); then “unhug” → un · hug.</p>"
        "<h3>WordPiece</h3><p>Like BPE, but letters inside a word carry ## and the pair chosen "
        "is the one with the best score, freq(pair) / (freq(first) × freq(second)). Encoding "
        "takes the longest prefix in the vocabulary, again and again; a word that cannot be "
        "covered becomes [UNK].</p><p><b>Example:</b> the first merge is ##g + ##s → ##gs "
        "(score 1/20), then h + ##u → hu, then hu + ##gs → hugs (1/15).</p>"
        "<h3>Unigram</h3><p>Start from a large vocabulary (characters and frequent substrings), "
        "give each piece a probability, and segment each word by its most probable split "
        "(Viterbi). Each round, remove the pieces whose loss hurts the corpus likelihood "
        "least; characters are never removed. SentencePiece re-estimates the probabilities "
        "with EM between rounds.</p><p><b>Example:</b> with every substring as vocabulary the "
        "total frequency is 210, “unhug” → un · hug, the loss is 169.8, removing “hug” raises "
        "it by 23.5 and removing “pu” changes nothing.</p>")
