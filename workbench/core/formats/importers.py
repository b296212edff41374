"""Opening tokenizers from the files other tools write, whatever the format.

`open_tokenizer(path)` takes a tokenizer.json (ours or any `tokenizers` one), a GPT-2 vocab.json
with its merges.txt, a BERT vocab.txt, a SentencePiece .model, a `.tiktoken` file (its pattern
from its sidecar or inferred, see tiktoken_files), or a folder holding one of these;
every failure is a FormatError saying what is wrong with which file.
"""

from __future__ import annotations

import json
import os

import regex

from ..models.bpe.model import BpeModel
from ..models.json_fields import of_kind
from ..models.wordpiece.model import WordPieceModel
from ..pipeline import byte_level
from ..pipeline.decoders import ByteLevelDecoder, WordPieceDecoder
from ..pipeline.normalizers import build_normalizer
from ..pipeline.post_processors import ByteLevelPostProcessor
from ..pipeline.pre_tokenizers import Bert, ByteLevel
from ..tokenizer.tokenizer import Tokenizer, default_post_processor
from . import sentencepiece_model, tiktoken_files, tokenizer_json
from .tokenizer_json import FormatError

BERT_SPECIALS = ("[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]")
GPT2_SPECIALS = ("<|endoftext|>", "<s>", "<pad>", "</s>", "<unk>", "<mask>")
# the files a folder's tokenizer may be in, the first found taken
TOKENIZER_FILES = ("tokenizer.json", "vocab.json", "vocab.txt", "tokenizer.model", "spm.model",
                   "spiece.model", "sentencepiece.bpe.model")


_TRAILING_SPACE = regex.compile(r"\p{White_Space}+\Z")  # what Rust's trim_end drops


def _read(path: str, mode: str = "r", newline: str | None = None) -> str | bytes:
    try:
        text_mode = {} if "b" in mode else {"encoding": "utf-8", "newline": newline}
        with open(path, mode, **text_mode) as stream:
            return stream.read()
    except OSError as exc:
        raise FormatError(f"{path}: cannot open ({exc.strerror or exc})") from None
    except UnicodeDecodeError as exc:
        raise FormatError(f"{path}: not UTF-8 text ({exc})") from None


def gpt2_tokenizer(vocab_path: str, merges_path: str) -> Tokenizer:
    """GPT-2's layout: byte-level BPE; <|endoftext|> and RoBERTa's <s> etc. are special."""
    try:
        vocab_map = json.loads(_read(vocab_path))
    except json.JSONDecodeError as exc:
        raise FormatError(f"{vocab_path}: not a JSON file ({exc})") from None
    if (not isinstance(vocab_map, dict) or not all(of_kind(i, "usize") for i in vocab_map.values())
            or sorted(vocab_map.values()) != list(range(len(vocab_map)))):
        raise FormatError(f"{vocab_path}: not a token -> id map with ids 0..n-1")
    vocab = sorted(vocab_map, key=vocab_map.__getitem__)
    if not set(t for t in vocab if len(t) == 1) <= set(byte_level.ALPHABET):
        raise FormatError(f"{vocab_path}: not byte-level BPE (its pre-tokenizer is unknown); "
                          "open its tokenizer.json instead")
    merges = []
    for number, line in enumerate(str(_read(merges_path)).split("\n"), 1):
        if line.startswith("#version") or not line:
            continue
        parts = line.split(" ")
        if len(parts) != 2:
            raise FormatError(f"{merges_path}:{number}: a merge is two tokens and one space")
        merges.append((parts[0], parts[1]))
    try:
        model = BpeModel(vocab, merges)  # type: ignore[arg-type]
    except ValueError as exc:
        raise FormatError(f"{merges_path}: {exc}") from None
    return Tokenizer(build_normalizer(None), ByteLevel(), model,
                     special_tokens=[t for t in GPT2_SPECIALS if t in vocab_map],
                     decoder=ByteLevelDecoder(),
                     post_processor=ByteLevelPostProcessor(trim_offsets=False))


def bert_tokenizer(vocab_path: str) -> Tokenizer:
    """BERT's layout: WordPiece, one token a line (see `bert_from_vocab`), read as `tokenizers`
    and transformers read it: a line ends at "\n" only, its trailing white space dropped."""
    vocab = [_TRAILING_SPACE.sub("", line)
             for line in str(_read(vocab_path, newline="")).split("\n")]
    if vocab and vocab[-1] == "":
        vocab.pop()
    if "[UNK]" not in vocab:
        raise FormatError(f"{vocab_path}: no [UNK] token, so not a BERT vocab.txt")
    if len(set(vocab)) != len(vocab):
        raise FormatError(f"{vocab_path}: a token appears twice")
    return bert_from_vocab(vocab)


def bert_from_vocab(vocab: list[str]) -> Tokenizer:
    """The tokenizer a BERT vocabulary stands for, as `BertTokenizer` builds it: BERT's
    normalizer (cased unless no token has a capital letter) and pre-tokenizer, WordPiece with
    [UNK] and ##, its special tokens, the [CLS] $A [SEP] template."""
    cased = any(char.isupper() for token in vocab if token not in BERT_SPECIALS for char in token)
    model = WordPieceModel(vocab)
    pre_tokenizer = Bert()
    return Tokenizer(build_normalizer("bert-cased" if cased else "bert"), pre_tokenizer, model,
                     special_tokens=[t for t in BERT_SPECIALS if t in vocab],
                     decoder=WordPieceDecoder(),
                     post_processor=default_post_processor(pre_tokenizer, model))


def sentencepiece_tokenizer(path: str) -> Tokenizer:
    try:
        return sentencepiece_model.from_model_proto(_read(path, "rb"))  # type: ignore[arg-type]
    except ValueError as exc:
        raise FormatError(f"{path}: {exc}") from None


def open_tokenizer(path: str) -> Tokenizer:
    """Open whatever tokenizer `path` is (see the module's docstring)."""
    if os.path.isdir(path):
        found = [name for name in TOKENIZER_FILES if os.path.isfile(os.path.join(path, name))]
        if not found:
            raise FormatError(f"{path}: no tokenizer file in this folder "
                              f"(looked for {', '.join(TOKENIZER_FILES)})")
        return open_tokenizer(os.path.join(path, found[0]))
    folder, name = os.path.split(path)
    if name.endswith(".model"):
        return sentencepiece_tokenizer(path)
    if name.endswith(".tiktoken"):
        return tiktoken_files.open_tiktoken(path)[0]
    if name == "merges.txt":
        return gpt2_tokenizer(os.path.join(folder, "vocab.json"), path)
    if name.endswith(".txt"):
        return bert_tokenizer(path)
    merges = os.path.join(folder, "merges.txt")
    if name == "vocab.json" and os.path.isfile(merges):
        return gpt2_tokenizer(path, merges)
    return tokenizer_json.load(path)


__all__ = ["bert_from_vocab", "bert_tokenizer", "gpt2_tokenizer", "open_tokenizer", "sentencepiece_tokenizer"]
