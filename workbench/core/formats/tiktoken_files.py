"""tiktoken's `.tiktoken` files: one token a line, its bytes in base64 and its rank.

The file holds neither the pre-tokenization pattern nor the special tokens: they come from a
sidecar (`NAME.tiktoken.json`, {"pat_str": ..., "special_tokens": {token: id}}, which our export
writes), from the user (a named encoding's pattern or a regex; special tokens by name or as
TOKEN=ID), or the pattern of the named encoding whose number of ranks is nearest.

tiktoken merges the adjacent pair whose concatenation has the lowest rank, and takes a piece that
is a token whole. As BPE that is: every split (left, right) of a token into two tokens is a merge,
ordered by the token's rank, and `ignore_merges` (as `transformers` converts tiktoken files).
A rank is the token's id; ids that no token has (cl100k_base's 100256, o200k_base's reserved ids)
are held by placeholders `<|unused_ID|>`, which byte-level text never produces.
"""

from __future__ import annotations

import base64
import json
import os

from ..models.bpe.model import BpeModel
from ..models.bpe.pair_table import MAX_TOKENS
from ..models.json_fields import of_kind
from ..pipeline.added_tokens import AddedToken
from ..pipeline.byte_level import BYTE_TO_CHAR, CHAR_TO_BYTE
from ..pipeline.decoders import ByteLevelDecoder
from ..pipeline.normalizers import build_normalizer
from ..pipeline.post_processors import ByteLevelPostProcessor
from ..pipeline.pre_tokenizers import GPT2_PATTERN, ByteLevel, SequencePreTokenizer, Split
from ..tokenizer.tokenizer import Tokenizer
from .files import FormatError

# From tiktoken_ext/openai_public.py (tiktoken 0.14.0).
_R50K = r"""'(?:[sdmt]|ll|ve|re)| ?\p{L}++| ?\p{N}++| ?[^\s\p{L}\p{N}]++|\s++$|\s+(?!\S)|\s"""
_CL100K = (r"""'(?i:[sdmt]|ll|ve|re)|[^\r\n\p{L}\p{N}]?+\p{L}++|\p{N}{1,3}+| ?[^\s\p{L}\p{N}]++[\r\n]*+"""
           r"""|\s++$|\s*[\r\n]|\s+(?!\S)|\s""")
_O200K = "|".join([
    r"""[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+(?i:'s|'t|'re|'ve|'m|'ll|'d)?""",
    r"""[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*(?i:'s|'t|'re|'ve|'m|'ll|'d)?""",
    r"""\p{N}{1,3}""",
    r""" ?[^\s\p{L}\p{N}]+[\r\n/]*""",
    r"""\s*[\r\n]+""",
    r"""\s+(?!\S)""",
    r"""\s+""",
])
_ENDOFTEXT, _ENDOFPROMPT = "<|endoftext|>", "<|endofprompt|>"
_FIM = ("<|fim_prefix|>", "<|fim_middle|>", "<|fim_suffix|>")


class Encoding:
    """A named encoding's pattern, number of ranks and special tokens."""

    def __init__(self, pattern: str, ranks: int, special_tokens: dict[str, int]) -> None:
        self.pattern, self.ranks, self.special_tokens = pattern, ranks, special_tokens


ENCODINGS = {
    "gpt2": Encoding(_R50K, 50256, {_ENDOFTEXT: 50256}),
    "r50k_base": Encoding(_R50K, 50256, {_ENDOFTEXT: 50256}),
    "p50k_base": Encoding(_R50K, 50280, {_ENDOFTEXT: 50256}),
    "cl100k_base": Encoding(_CL100K, 100256, {_ENDOFTEXT: 100257, **dict(zip(_FIM, range(100258, 100261))),
                                              _ENDOFPROMPT: 100276}),
    "o200k_base": Encoding(_O200K, 199998, {_ENDOFTEXT: 199999, _ENDOFPROMPT: 200018}),
}
SIDECAR_SUFFIX = ".json"


def read_ranks(path: str) -> dict[bytes, int]:
    """token bytes -> rank, as `tiktoken.load.load_tiktoken_bpe` reads them: base64 that skips
    characters outside its alphabet (`=` alone is the empty token, which Whisper's files hold) and
    a rank `int` reads; a line without exactly two fields is refused."""
    try:
        with open(path, "rb") as stream:
            lines = stream.read().splitlines()
    except OSError as exc:
        raise FormatError(f"{path}: cannot open ({exc.strerror or exc})") from None
    ranks: dict[bytes, int] = {}
    for number, line in enumerate(lines, 1):
        if not line:
            continue
        try:
            token, rank = line.split()
            ranks[base64.b64decode(token)] = int(rank)
        except ValueError:  # binascii.Error is one
            raise FormatError(f"{path}:{number}: not 'base64 rank'") from None
    return ranks


def nearest_encoding(rank_count: int) -> str:
    """The named encoding with the number of ranks nearest to `rank_count` (the first of ties).

    >>> nearest_encoding(100256), nearest_encoding(500), nearest_encoding(180000)
    ('cl100k_base', 'gpt2', 'o200k_base')
    """
    return min(ENCODINGS, key=lambda name: abs(ENCODINGS[name].ranks - rank_count))


def resolve_specials(names: list[str], encoding: str | None) -> dict[str, int]:
    """Special tokens given as TOKEN=ID, or by name from the named encoding's table."""
    table = ENCODINGS[encoding].special_tokens if encoding in ENCODINGS else {}
    specials: dict[str, int] = {}
    for given in names:
        token, equals, number = given.rpartition("=")
        if equals and number.strip().isdigit():
            specials[token] = int(number)
        elif given in table:
            specials[given] = table[given]
        else:
            known = ", ".join(table) or "none: give TOKEN=ID"
            raise FormatError(f"special token {given!r} has no id (known for "
                              f"{encoding or 'this pattern'}: {known})")
    return specials


def tokenizer_from_ranks(ranks: dict[bytes, int], pattern: str,
                         special_tokens: dict[str, int]) -> Tokenizer:
    """The workbench's tokenizer for these ranks, pattern and special tokens (see the module)."""
    missing = [b for b in range(256) if bytes([b]) not in ranks]
    if missing:
        raise FormatError(f"byte {missing[0]:#04x} has no rank, so text holding it cannot be encoded")
    texts = {rank: "".join(BYTE_TO_CHAR[b] for b in token) for token, rank in ranks.items()}
    if len(texts) != len(ranks):
        raise FormatError("two tokens have the same rank")
    clash = set(special_tokens.values()) & set(texts)
    if clash:
        raise FormatError(f"special token id {min(clash)} is a token's rank")
    ids = {**texts, **{i: token for token, i in special_tokens.items()}}
    if min(ids) < 0:
        raise FormatError(f"rank {min(ids)} is negative (tiktoken refuses it too)")
    if max(ids) >= MAX_TOKENS:
        raise FormatError(f"rank {max(ids):,} is past the largest id the workbench holds "
                          f"({MAX_TOKENS - 1:,})")
    vocab = [ids.get(i, _placeholder(i)) for i in range(max(ids) + 1)]
    model = BpeModel(vocab, _merges(ranks, texts), ignore_merges=True)
    pre_tokenizer = SequencePreTokenizer([Split({"Regex": pattern}, "Isolated"),
                                          ByteLevel(add_prefix_space=False, use_regex=False)])
    added = [AddedToken(token, special=True, id=i) for token, i in special_tokens.items()]
    return Tokenizer(build_normalizer(None), pre_tokenizer, model, added_tokens=added,
                     decoder=ByteLevelDecoder(), post_processor=ByteLevelPostProcessor(trim_offsets=False))


def _placeholder(token_id: int) -> str:
    """The token that holds an id no rank and no special token has."""
    return f"<|unused_{token_id}|>"


def _merges(ranks: dict[bytes, int], texts: dict[int, str]) -> list[tuple[str, str]]:
    """Every split of each token into two tokens, by the token's rank, then its parts' ranks."""
    merges = []
    for token, rank in sorted(ranks.items(), key=lambda item: item[1]):
        splits = [(ranks[token[:i]], ranks[token[i:]]) for i in range(1, len(token))
                  if token[:i] in ranks and token[i:] in ranks]
        merges.extend((texts[left], texts[right]) for left, right in sorted(splits))
    return merges


def open_tiktoken(path: str, pattern: str | None = None, specials: list[str] | None = None
                  ) -> tuple[Tokenizer, str]:
    """The tokenizer of a `.tiktoken` file and a sentence saying which pattern it uses and why.

    `pattern`: a named encoding or a regex; without it, the sidecar's, else the nearest named
    encoding's. `specials`: TOKEN=ID or names from the named encoding's table; without them, the
    sidecar's, else none.
    """
    ranks = read_ranks(path)
    sidecar = _read_sidecar(path + SIDECAR_SUFFIX)
    if pattern is not None:
        regex_text = ENCODINGS[pattern].pattern if pattern in ENCODINGS else pattern
        how = f"pattern {pattern}" if pattern in ENCODINGS else "the pattern given"
        name = next((n for n, e in ENCODINGS.items() if pattern in (n, e.pattern)), None)
    elif sidecar is not None:
        name, regex_text, how = None, sidecar["pat_str"], f"the pattern of {path + SIDECAR_SUFFIX}"
    else:
        name = nearest_encoding(len(ranks))
        regex_text = ENCODINGS[name].pattern
        how = (f"pattern {name}, inferred from the {len(ranks):,} ranks (give --pattern "
               f"{'|'.join(ENCODINGS)} or a regex to choose)")
    if specials:
        special_tokens = resolve_specials(specials, name)
    else:
        special_tokens = dict(sidecar["special_tokens"]) if sidecar else {}
    try:
        tokenizer = tokenizer_from_ranks(ranks, regex_text, special_tokens)
    except FormatError as exc:
        raise FormatError(f"{path}: {exc}") from None
    except Exception as exc:  # the regex (regex.error) or what the model refuses (ValueError)
        raise FormatError(f"{path}: {exc}") from None
    return tokenizer, f"{path}: {len(ranks):,} ranks, {how}"


def _read_sidecar(path: str) -> dict | None:
    if not os.path.isfile(path):
        return None
    try:
        with open(path, encoding="utf-8") as stream:
            data = json.load(stream)
        pattern, specials = data["pat_str"], data.get("special_tokens", {})
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise FormatError(f"{path}: not a tiktoken sidecar ({exc})") from None
    if not isinstance(pattern, str) or not isinstance(specials, dict) or not all(
            of_kind(i, "usize") for i in specials.values()):
        raise FormatError(f"{path}: not a tiktoken sidecar (pat_str a string, special_tokens ids)")
    return {"pat_str": pattern, "special_tokens": specials}


def pattern_of(tokenizer: Tokenizer) -> str:
    """The regex tiktoken must split by to pre-tokenize as `tokenizer` does; ValueError if none
    can (a normalizer, a prefix space, another pre-tokenizer)."""
    if tokenizer.normalizer.to_json() is not None:
        raise ValueError("tiktoken applies no normalizer, and this model has one")
    pre = tokenizer.pre_tokenizer
    if isinstance(pre, ByteLevel) and pre.use_regex and not pre.add_prefix_space:
        return GPT2_PATTERN
    parts = pre.parts if isinstance(pre, SequencePreTokenizer) else []
    if (len(parts) == 2 and isinstance(parts[0], Split) and "Regex" in parts[0].pattern
            and parts[0].behavior == "Isolated" and not parts[0].invert
            and isinstance(parts[1], ByteLevel) and not parts[1].use_regex
            and not parts[1].add_prefix_space):
        return parts[0].pattern["Regex"]
    raise ValueError("tiktoken splits by one regex, then maps bytes: byte-level BPE without a "
                     "prefix space (or a Split regex then ByteLevel) only")


def tiktoken_files(tokenizer: Tokenizer, stem: str = "tokenizer") -> dict[str, str | bytes]:
    """`STEM.tiktoken` (each byte-level token's bytes and its id as rank) and its sidecar.

    tiktoken merges by the rank of the result, so the model's merges must build tokens in the
    order of their ids, and every byte must be a token. Tokens outside the byte alphabet (added
    tokens, placeholders) are not ranks; the added ones go to the sidecar."""
    pattern = pattern_of(tokenizer)
    model = tokenizer.model
    merges = model.details().get("merges")
    if model.algorithm != "bpe" or merges is None:
        raise ValueError("only BPE has tiktoken ranks")
    result_ids = [model.token_to_id(left + right) for left, right in merges]
    if result_ids != sorted(result_ids):
        raise ValueError("the merges do not build tokens in the order of their ids, so tiktoken, "
                         "which merges by rank, would split words differently")
    added = {t.content for t in tokenizer.added_tokens or ()}
    lines = []
    for token_id, token in enumerate(model.vocab):
        if token not in added and token != _placeholder(token_id) \
                and all(char in CHAR_TO_BYTE for char in token):
            token_bytes = bytes(CHAR_TO_BYTE[char] for char in token)
            encoded = base64.b64encode(token_bytes) or b"="  # the empty token, as Whisper writes it
            lines.append(encoded + b" " + str(token_id).encode() + b"\n")
    singles = {token for token in model.vocab if len(token) == 1}
    if not set(BYTE_TO_CHAR.values()) <= singles:
        raise ValueError("not every byte is a token, so tiktoken could not encode every text")
    specials = {token: tokenizer.token_to_id(token) for token in tokenizer.special_tokens}
    sidecar = {"pat_str": pattern, "special_tokens": specials}
    return {f"{stem}.tiktoken": b"".join(lines),
            f"{stem}.tiktoken{SIDECAR_SUFFIX}": json.dumps(sidecar, ensure_ascii=False, indent=2) + "\n"}


__all__ = ["ENCODINGS", "nearest_encoding", "open_tiktoken", "read_ranks", "resolve_specials",
           "tiktoken_files", "tokenizer_from_ranks"]
