"""Exporting a tokenizer in the files other tools load: one writer per format, and a registry.

A writer returns {file name: content}; `export` checks every name first (nothing is overwritten
unless `force`), then writes each file atomically.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from dataclasses import dataclass

from ..tokenizer.tokenizer import Tokenizer
from . import importers, sentencepiece_model, tiktoken_files, tokenizer_json
from .files import write_atomic

Files = dict[str, str | bytes]


class ExportError(ValueError):
    """The tokenizer cannot be exported in that format, or a file is in the way."""


# Special token -> the names transformers gives its roles.
_ROLES = {
    "[UNK]": ("unk_token",), "<unk>": ("unk_token",), "[CLS]": ("cls_token",),
    "[SEP]": ("sep_token",), "[PAD]": ("pad_token",), "<pad>": ("pad_token",),
    "[MASK]": ("mask_token",), "<mask>": ("mask_token",), "<s>": ("bos_token", "cls_token"),
    "</s>": ("eos_token", "sep_token"), "<|endoftext|>": ("bos_token", "eos_token"),
}


def _json(data: dict) -> str:
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def special_tokens_map(tokenizer: Tokenizer) -> dict:
    """transformers' special_tokens_map.json: roles by the usual names, the rest "additional"."""
    roles: dict = {}
    unk = tokenizer.unk_token
    additional = []
    for token in tokenizer.special_tokens:
        names = ("unk_token",) if token == unk else _ROLES.get(token, ())
        for name in names:
            roles.setdefault(name, token)
        if not names:
            additional.append(token)
    if additional:
        roles["additional_special_tokens"] = additional
    return roles


def tokenizer_json_files(tokenizer: Tokenizer) -> Files:
    """tokenizer.json plus what `transformers.AutoTokenizer.from_pretrained(folder)` reads."""
    data = tokenizer_json.to_dict(tokenizer)
    roles = special_tokens_map(tokenizer)
    config = {
        "tokenizer_class": "PreTrainedTokenizerFast",
        "clean_up_tokenization_spaces": False,
        "added_tokens_decoder": {str(t["id"]): {k: v for k, v in t.items() if k != "id"}
                                 for t in data["added_tokens"]},
        **roles,
    }
    return {"tokenizer.json": tokenizer_json.dumps(tokenizer),
            "tokenizer_config.json": _json(config),
            "special_tokens_map.json": _json(roles)}


def _refuse_in_lines(tokens, what: str, bad: str) -> None:
    for token in tokens:
        for char in bad:
            if char in token:
                raise ExportError(f"{what} {token!r} contains {char!r}, which this format's lines "
                                  "cannot hold; export 'tokenizer-json' instead")


def gpt2_files(tokenizer: Tokenizer) -> Files:
    """vocab.json (token -> id) and merges.txt (#version: 0.2, then "left right" by rank)."""
    merges = tokenizer.model.merges  # type: ignore[union-attr]
    _refuse_in_lines((part for merge in merges for part in merge), "merge part", " \n\r")
    vocab = {token: i for i, token in enumerate(tokenizer.vocab)
             if tokenizer.id_to_token(i) is not None}
    return {"vocab.json": json.dumps(vocab, ensure_ascii=False) + "\n",
            "merges.txt": "#version: 0.2\n" + "".join(f"{a} {b}\n" for a, b in merges)}


def bert_files(tokenizer: Tokenizer) -> Files:
    """vocab.txt: one token a line, line number = id. The file holds only the vocabulary: its
    readers (`BertTokenizer`, `WordPiece.from_file`, our importer) supply BERT's pipeline, so a
    model with another one is refused rather than written to tokenize differently."""
    _refuse_in_lines(tokenizer.vocab, "token", "\n\r")
    for token in tokenizer.vocab:
        if token != token.strip() or not token:
            raise ExportError(f"token {token!r} starts or ends with white space, which vocab.txt "
                              "readers strip; export 'tokenizer-json' instead")
    _refuse_another_pipeline(tokenizer, importers.bert_from_vocab(tokenizer.vocab))
    return {"vocab.txt": "".join(f"{token}\n" for token in tokenizer.vocab)}


def _refuse_another_pipeline(tokenizer: Tokenizer, implied: Tokenizer) -> None:
    """ExportError naming the first part of `tokenizer` (the model's options, then each stage
    of the pipeline) that differs from `implied`, the tokenizer its files stand for."""
    ours, theirs = _parts(tokenizer), _parts(implied)
    for part, value in ours.items():
        if value != theirs[part]:
            raise ExportError(
                f"this format cannot hold the model's {part} ({_brief(value)}): its readers "
                f"would use {_brief(theirs[part])} and tokenize differently; export "
                "'tokenizer-json' instead")


def _parts(tokenizer: Tokenizer) -> dict:
    data = tokenizer_json.to_dict(tokenizer)
    added = sorted(data["added_tokens"], key=lambda token: token["id"])  # the order is no matter
    return {
        "options": {k: v for k, v in data["model"].items() if k not in ("vocab", "workbench")},
        "normalizer": data["normalizer"], "pre-tokenizer": data["pre_tokenizer"],
        "added tokens": [t["content"] for t in added],
        "added tokens' flags": [{k: v for k, v in t.items() if k != "content"} for t in added],
        "post-processor": data["post_processor"], "decoder": data["decoder"],
        "truncation": data["truncation"], "padding": data["padding"],
    }


def _brief(value) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 120 else text[:117] + "..."


def sentencepiece_files(tokenizer: Tokenizer) -> Files:
    """tokenizer.model (the ModelProto) and tokenizer.vocab (piece TAB score)."""
    try:
        return {"tokenizer.model": sentencepiece_model.to_model_proto(tokenizer),
                "tokenizer.vocab": sentencepiece_model.vocab_lines(tokenizer)}
    except sentencepiece_model.RepresentationError as exc:
        raise ExportError(str(exc)) from None


def tiktoken_ranks_files(tokenizer: Tokenizer) -> Files:
    """tokenizer.tiktoken (ranks) and tokenizer.tiktoken.json (pattern, special tokens)."""
    try:
        return tiktoken_files.tiktoken_files(tokenizer)
    except ValueError as exc:
        raise ExportError(f"cannot export as tiktoken: {exc}") from None


@dataclass(frozen=True)
class ExportFormat:
    name: str
    algorithms: tuple[str, ...]
    write: Callable[[Tokenizer], Files]
    summary: str
    skips_ids: bool = False  # whether its files can give tokens ids with gaps between them


FORMATS = {f.name: f for f in (
    ExportFormat("tokenizer-json", ("bpe", "wordpiece", "unigram", "wordlevel"), tokenizer_json_files,
                 "tokenizer.json + tokenizer_config.json + special_tokens_map.json (tokenizers, transformers)",
                 skips_ids=True),
    ExportFormat("gpt2", ("bpe",), gpt2_files, "vocab.json + merges.txt (BPE)", skips_ids=True),
    ExportFormat("bert", ("wordpiece",), bert_files, "vocab.txt (WordPiece)"),
    ExportFormat("sentencepiece", ("unigram", "bpe"), sentencepiece_files,
                 "tokenizer.model + tokenizer.vocab (Unigram, metaspace BPE)"),
    ExportFormat("tiktoken", ("bpe",), tiktoken_ranks_files,
                 "tokenizer.tiktoken + tokenizer.tiktoken.json with its pattern and special tokens "
                 "(byte-level BPE; tiktoken)"),
)}


def export_files(tokenizer: Tokenizer, format_name: str) -> Files:
    """The files of `format_name` for `tokenizer`, in memory; ExportError if it does not fit."""
    fmt = FORMATS.get(format_name)
    if fmt is None:
        raise ExportError(f"unknown format {format_name!r}; choose from: {', '.join(FORMATS)}")
    if tokenizer.algorithm not in fmt.algorithms:
        raise ExportError(f"format {format_name!r} holds {' or '.join(fmt.algorithms)} models, "
                          f"not {tokenizer.algorithm}")
    if tokenizer.model.holes and not fmt.skips_ids:
        raise ExportError(f"the vocabulary skips {len(tokenizer.model.holes):,} ids, which format "
                          f"{format_name!r} cannot (its tokens take the ids in turn); export "
                          "'tokenizer-json' instead")
    return fmt.write(tokenizer)


def export(tokenizer: Tokenizer, format_name: str, folder: str, *, force: bool = False) -> list[str]:
    """Write the files of `format_name` into `folder` (created if needed); their paths."""
    files = export_files(tokenizer, format_name)
    paths = {name: os.path.join(folder, name) for name in files}
    if not force:
        existing = [p for p in paths.values() if os.path.exists(p)]
        if existing:
            raise ExportError(f"{existing[0]} exists; use --force to overwrite")
    os.makedirs(folder, exist_ok=True)
    for name, content in files.items():
        write_atomic(paths[name], content)
    return list(paths.values())
