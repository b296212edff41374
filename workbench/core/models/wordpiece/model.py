"""The WordPiece model: greedy longest match against the vocabulary.

>>> model = WordPieceModel(["[UNK]", "b", "h", "p", "##g", "##n", "##s", "##u", "##gs", "hu",
...                          "hug"])
>>> [model.vocab[i] for i, _, _ in model.tokenize("bugs")], model.tokenize("mug")
(['b', '##u', '##gs'], [(0, 0, 3)])
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..base import Token


@dataclass
class WordPieceModel:
    """A vocabulary applied by greedy longest match; a word with no match becomes unk_token."""

    vocab: list[str]  # id -> token
    unk_token: str = "[UNK]"
    continuing_subword_prefix: str = "##"
    max_input_chars_per_word: int = 100
    merges: list[tuple[str, str]] = field(default_factory=list)  # training history, if known
    _ids: dict[str, int] = field(init=False, repr=False)
    _longest: int = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self._ids = {token: i for i, token in enumerate(self.vocab)}
        self._longest = max((len(t) for t in self.vocab), default=1)

    def token_to_id(self, token: str) -> int | None:
        return self._ids.get(token)

    def token_text(self, word: str, token: Token) -> str:
        """The string `tokenizers` reports for a token of `word`: its vocabulary entry."""
        return self.vocab[token[0]]

    def tokenize(self, word: str) -> list[Token]:
        """Greedy longest-prefix match, as `tokenizers`' WordPiece does."""
        unk = [(self._ids.get(self.unk_token, 0), 0, len(word))]
        if len(word) > self.max_input_chars_per_word:
            return unk
        tokens: list[Token] = []
        start = 0
        prefix = self.continuing_subword_prefix
        while start < len(word):
            end = min(len(word), start + self._longest)
            while end > start:
                piece = word[start:end] if start == 0 else prefix + word[start:end]
                token_id = self._ids.get(piece)
                if token_id is not None:
                    tokens.append((token_id, start, end))
                    break
                end -= 1
            else:
                return unk
            start = end
        return tokens
