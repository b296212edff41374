"""Vocabulary health: entries of one model that are wasted or broken, each with its reasons.

- unreachable: no witness word puts the token in its encoding (at the model's level: a word
  the pre-tokenizer never produces, e.g. one holding a space, still counts as a witness). The
  witness of a word-initial token is its own text (in model text, without an end-of-word
  suffix). A token that continues a word (it carries the continuing-subword prefix) is tried
  after each of `WITNESSES` word-initial tokens that begin no longer token (their text first,
  then the token's without the prefix); a suffix model's token that does not end a word, before
  the texts of the shortest word-final tokens. This decides exactly for BPE ranked by merges
  and for Unigram: the merges (or the best path) inside the span a token would cover depend
  only on the symbols of that span while nothing crosses its edges, so if the token's own text
  does not encode to it, no word does (e.g. the merge that builds it never fires because an
  earlier merge always takes one of its sides). For WordPiece's longest match a word-initial
  token is always reached by its own text, and a continuing one after a word-initial token
  that begins no longer token. With a continuing prefix, BPE's answer is exact as long as one
  of the witnesses does not merge with the token's first symbol.
  Special and added tokens, the unknown token and byte-fallback tokens (<0xXX>) are reached
  by other means and not checked.
- never used: reachable, but absent from the evaluation corpus's encoding (with a corpus).
- intermediate: (with a corpus) never used, and one side of a merge that builds another token:
  it only occurs inside larger merges (for a training corpus, its count after training is 0).
- minimum count: (with the run's training history) built by a merge whose count was the
  lowest of the run's merges.
- duplicate: its text equals another token's after NFKC and the tokenizer's own normalizer
  (e.g. "ﬁ" and "fi"; "A" and "a" when it lowercases). Byte-level tokens are compared as the
  text their bytes spell; partial characters are left out.
"""

from __future__ import annotations

import re
import unicodedata
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field

from ..pipeline.byte_level import bytes_to_text
from ..tokenizer.tokenizer import Tokenizer

WITNESSES = 8
_BYTE_TOKEN = re.compile(r"<0x[0-9A-F]{2}>")

UNREACHABLE = "unreachable"
NEVER_USED = "never used"
INTERMEDIATE = "intermediate"
MINIMUM_COUNT = "minimum count"
DUPLICATE = "duplicate"


@dataclass
class TokenIssue:
    id: int
    token: str
    reasons: list[str] = field(default_factory=list)
    detail: str = ""  # e.g. the tokens a duplicate equals, or how its own text encodes


@dataclass
class HealthReport:
    vocab_size: int
    issues: list[TokenIssue]
    corpus_checked: bool

    def count(self, reason: str) -> int:
        return sum(reason in issue.reasons for issue in self.issues)

    def summary(self) -> list[str]:
        """One line per reason, e.g. "1,204 tokens (3.8 %) never used on this corpus"."""
        lines = []
        for reason, where in ((NEVER_USED, " on this corpus"), (UNREACHABLE, ""),
                              (INTERMEDIATE, " (only inside larger merges)"),
                              (MINIMUM_COUNT, " (lowest training count)"), (DUPLICATE, "")):
            if reason in (NEVER_USED, INTERMEDIATE) and not self.corpus_checked:
                continue
            n = self.count(reason)
            share = 100 * n / self.vocab_size if self.vocab_size else 0.0
            lines.append(f"{n:,} token{'' if n == 1 else 's'} ({share:.1f} %) {reason}{where}")
        return lines

    def to_json(self) -> dict:
        return {"vocab_size": self.vocab_size, "summary": self.summary(),
                "tokens": [{"id": i.id, "token": i.token, "reasons": i.reasons,
                            "detail": i.detail} for i in self.issues]}


def _skipped(tokenizer: Tokenizer) -> set[int]:
    """Tokens reached otherwise than by encoding their text, and the ids with no token."""
    model = tokenizer.model
    skipped = {tokenizer.token_to_id(t.content) for t in tokenizer.added_tokens or []} | model.holes
    skipped.add(model.unk_id)
    if model.byte_fallback:
        skipped |= {i for i, t in enumerate(model.vocab) if _BYTE_TOKEN.fullmatch(t)}
    return {i for i in skipped if i is not None}


def _contexts(tokenizer: Tokenizer, prefix: str, suffix: str) -> tuple[list[str], list[str]]:
    """Texts to put before a token that continues a word, and after one that does not end it:
    the texts of word-initial tokens that begin no other token (shortest first), so that
    longest-match stops at their end; and the shortest texts of word-final tokens."""
    vocab = tokenizer.model.vocab
    initial = [t for t in vocab if t and not (prefix and t.startswith(prefix))]
    extended = {t[:n] for t in initial for n in range(1, len(t))}
    lefts = sorted((t for t in initial if t not in extended), key=len)[:WITNESSES]
    finals = [t[:-len(suffix)] for t in vocab
              if suffix and t.endswith(suffix) and len(t) > len(suffix)]
    rights = sorted(finals, key=len)[:WITNESSES]
    return lefts, rights


def unreachable(tokenizer: Tokenizer) -> dict[int, str]:
    """{id: how its own text encodes} of the tokens no witness reaches (see the module)."""
    model = tokenizer.model
    prefix = model.continuing_subword_prefix or ""
    suffix = model.to_json().get("end_of_word_suffix") or ""
    before, after = _contexts(tokenizer, prefix, suffix)
    skipped = _skipped(tokenizer)
    found = {}
    for token_id, token in enumerate(model.vocab):
        if token_id in skipped:
            continue
        core, inner, final = token, False, not suffix
        if prefix and token.startswith(prefix) and len(token) > len(prefix):
            core, inner = core[len(prefix):], True
        if suffix and core.endswith(suffix) and len(core) > len(suffix):
            core, final = core[:-len(suffix)], True
        lefts = before if inner else [""]
        rights = [""] if final else after
        if not any(token_id in {t[0] for t in model.tokenize(left + core + right)}
                   for left in lefts for right in rights):
            own = model.tokenize(lefts[0] + core + rights[0]) if lefts and rights else []
            found[token_id] = " ".join(model.vocab[t[0]] for t in own)
    return found


def _surface(tokenizer: Tokenizer, token: str) -> str:
    return bytes_to_text([token]) if tokenizer.pre_tokenizer.byte_level else token


def duplicates(tokenizer: Tokenizer) -> dict[int, list[int]]:
    """{id: the other ids whose text is the same after NFKC and the tokenizer's normalizer}."""
    skipped = _skipped(tokenizer)
    groups: dict[str, list[int]] = defaultdict(list)
    for token_id, token in enumerate(tokenizer.model.vocab):
        surface = _surface(tokenizer, token)
        if token_id not in skipped and "\ufffd" not in surface:
            normal = tokenizer.normalizer.normalize(unicodedata.normalize("NFKC", surface)).text
            groups[normal].append(token_id)
    return {i: [j for j in ids if j != i] for ids in groups.values() if len(ids) > 1 for i in ids}


def merge_sides(tokenizer: Tokenizer) -> set[str]:
    """Tokens that are the left or right side of a merge building another token."""
    model = tokenizer.model
    sides: set[str] = set()
    for token in model.vocab:
        merge = model.merge_of(token)
        if merge is not None:
            sides.update(merge[1:])
    return sides


def minimum_count_tokens(tokenizer: Tokenizer, merge_counts: list[int]) -> set[int]:
    """Ids of tokens built by a merge whose training count (by rank) is the lowest."""
    if not merge_counts:
        return set()
    lowest = min(merge_counts)
    model = tokenizer.model
    found = set()
    for token_id, token in enumerate(model.vocab):
        merge = model.merge_of(token)
        if merge is not None and merge[0] < len(merge_counts) and merge_counts[merge[0]] == lowest:
            found.add(token_id)
    return found


def health(tokenizer: Tokenizer, used: Iterable[int] | None = None,
           merge_counts: list[int] | None = None) -> HealthReport:
    """The report for `tokenizer`; `used` are the ids its encoding of an evaluation corpus
    produced, `merge_counts` the training count of each merge by rank (a run's history)."""
    vocab = tokenizer.model.vocab
    issues: dict[int, TokenIssue] = {}

    def flag(token_id: int, reason: str, detail: str = "") -> None:
        issue = issues.setdefault(token_id, TokenIssue(token_id, vocab[token_id]))
        issue.reasons.append(reason)
        issue.detail = "; ".join(d for d in (issue.detail, detail) if d)

    blocked = unreachable(tokenizer)
    for token_id, own in blocked.items():
        flag(token_id, UNREACHABLE, f"its text encodes as {own}")
    if used is not None:
        used = set(used)
        sides = merge_sides(tokenizer)
        skipped = _skipped(tokenizer)
        for token_id, token in enumerate(vocab):
            if token_id in used or token_id in blocked or token_id in skipped:
                continue
            flag(token_id, NEVER_USED)
            if token in sides:
                flag(token_id, INTERMEDIATE)
    for token_id in sorted(minimum_count_tokens(tokenizer, merge_counts or [])):
        flag(token_id, MINIMUM_COUNT)
    for token_id, others in duplicates(tokenizer).items():
        flag(token_id, DUPLICATE, "same text as " + ", ".join(vocab[j] for j in others))
    return HealthReport(len(vocab) - len(tokenizer.model.holes), sorted(issues.values(), key=lambda i: i.id), used is not None)
