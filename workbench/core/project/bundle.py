"""Project bundles: the whole workbench session in one versioned JSON file.

A `Project` holds the corpora (where they are and what they were when added), the trained runs
(each a named tokenizer.json object with its training settings and history), the tokenize panel's
texts and chosen models, and free-form UI state. `save_bundle` writes it atomically, keeping the
previous file as NAME.bak; `load_bundle` checks every field, migrates older versions and keeps
unknown fields so that a newer program's additions survive a save by this one. A bundle is data
only: loading one reads that one file and nothing else, and executes nothing.

The layout is described by `workbench/resources/schema/project.schema.json`; the tests validate
every saved bundle against it. The loader's own checks (field names and JSON types, with the path
of the offending field in the message) are written once here, in the `from_json` readers.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from collections.abc import Callable, Generator
from dataclasses import dataclass, field, replace
from datetime import datetime, timezone
from typing import Any

from ..analysis.size_curve import SizeCurve
from ..formats import tokenizer_json
from ..formats.files import MAX_BYTES, FormatError, read_json, write_atomic
from ..formats.importers import open_tokenizer
from ..runtime.events import EmStepEvent, MergeEvent, PruneEvent
from ..tokenizer.tokenizer import Tokenizer
from ..training.config import TrainConfig
from ..training.corpus import Source, decode, open_binary
from .stepped_json import dumps_in_steps, finish

FORMAT = "tokenizer-workbench-project"
VERSION = 2
EMBED_LIMIT = 1 << 20  # corpora smaller than this may travel inside the bundle


class BundleError(FormatError):
    """A bundle that cannot be read or written; the message names the file and the problem."""


def utc_now() -> str:
    return iso_utc(datetime.now(timezone.utc).timestamp())


def iso_utc(seconds: float) -> str:
    """ISO 8601 UTC, to the second.

    >>> iso_utc(0)
    '1970-01-01T00:00:00Z'
    """
    moment = datetime.fromtimestamp(seconds, timezone.utc)
    return moment.isoformat(timespec="seconds").replace("+00:00", "Z")


# ---- reading JSON values with errors that name the field -------------------------------------

_TYPES: dict[str, tuple[type, ...]] = {
    "string": (str,), "integer": (int,), "number": (int, float), "boolean": (bool,),
    "object": (dict,), "array": (list,), "null": (type(None),),
}
_MISSING = object()


def _kind_of(value: object) -> str:
    if isinstance(value, bool):
        return "boolean"
    return next(name for name, types in _TYPES.items() if isinstance(value, types))


def _check_type(value: Any, kinds: str, where: str) -> Any:
    """`value` if its JSON type is one of `kinds` ("string", "integer|null", ...)."""
    actual = _kind_of(value)
    if actual in kinds.split("|") or (actual == "integer" and "number" in kinds.split("|")):
        return value
    raise BundleError(f"{where}: expected {kinds.replace('|', ' or ')}, got {actual}")


class _Fields:
    """Read the fields of one JSON object; what was not read is its unknown extras."""

    def __init__(self, data: object, where: str) -> None:
        self.data: dict = _check_type(data, "object", where)
        self.where = where
        self.read: set[str] = set()

    def at(self, key: str) -> str:
        return f"{self.where}.{key}" if self.where else key

    def get(self, key: str, kinds: str, default: object = _MISSING) -> Any:
        self.read.add(key)
        if key not in self.data:
            if default is _MISSING:
                raise BundleError(f"{self.where or 'bundle'}: missing field '{key}'")
            return default
        return _check_type(self.data[key], kinds, self.at(key))

    def array(self, key: str, kinds: str) -> list:
        """An array whose items are all of `kinds`."""
        items = self.get(key, "array")
        for index, item in enumerate(items):
            _check_type(item, kinds, f"{self.at(key)}[{index}]")
        return list(items)

    def objects(self, key: str, reader: Callable[[_Fields], object]) -> list:
        """An array of objects, each read by `reader`."""
        items = self.get(key, "array")
        return [reader(_Fields(item, f"{self.at(key)}[{i}]")) for i, item in enumerate(items)]

    def extras(self) -> dict:
        return {k: v for k, v in self.data.items() if k not in self.read}


# ---- the parts of a project -------------------------------------------------------------------

@dataclass
class CorpusRef:
    """A corpus file as it was when added: where it is, how to read it, what it held."""

    source: Source  # path (absolute in memory), format, text_field
    size: int  # bytes on disk
    mtime: str  # ISO 8601 UTC
    sha256: str  # of the bytes on disk (compressed, for .gz)
    text: str | None = None  # the whole text, embedded so the bundle can travel alone
    extra: dict = field(default_factory=dict)  # unknown fields, written back unchanged

    @property
    def path(self) -> str:
        return self.source.path

    @classmethod
    def from_file(cls, source: Source, *, embed: bool = False) -> CorpusRef:
        """Describe `source` as it is now; `embed` stores its text too (under EMBED_LIMIT)."""
        path = os.path.abspath(source.path)
        info = os.stat(path)
        text = _embeddable_text(path) if embed else None
        return cls(Source(path, source.format, source.text_field), info.st_size,
                   iso_utc(info.st_mtime), file_sha256(path), text)

    def status(self) -> CorpusStatus:
        """Whether the file is still where it was, with the same content."""
        try:
            size = os.stat(self.path).st_size
        except FileNotFoundError:
            return CorpusStatus(self, "missing", "not found")
        except OSError as exc:
            return CorpusStatus(self, "missing", f"cannot open ({exc.strerror or exc})")
        if size != self.size:
            return CorpusStatus(self, "changed", f"size {self.size:,} -> {size:,} bytes")
        try:
            if file_sha256(self.path) != self.sha256:
                return CorpusStatus(self, "changed", "same size, different content (sha256)")
        except OSError as exc:
            return CorpusStatus(self, "missing", f"cannot read ({exc.strerror or exc})")
        return CorpusStatus(self, "ok", "unchanged")

    def to_json(self, folder: str) -> dict:
        data = {**self.extra, "path": bundle_path(self.path, folder), "format": self.source.format,
                "text_field": self.source.text_field, "encoding_errors": "replace",
                "size": self.size, "mtime": self.mtime, "sha256": self.sha256}
        if self.text is not None:
            data["text"] = self.text
        return data

    @classmethod
    def from_json(cls, f: _Fields, folder: str) -> CorpusRef:
        source = Source(local_path(f.get("path", "string"), folder),
                        _one_of(f, "format", ("text", "jsonl", "counts")),
                        f.get("text_field", "string"))
        _one_of(f, "encoding_errors", ("replace",))
        ref = cls(source, _at_least(f, "size", 0), f.get("mtime", "string"),
                  _sha256_field(f), f.get("text", "string", None))
        ref.extra = f.extras()
        return ref


@dataclass(frozen=True)
class CorpusStatus:
    corpus: CorpusRef
    state: str  # "ok" | "missing" | "changed": the last two ask the user to relink the file
    detail: str


def _embeddable_text(path: str) -> str:
    with open_binary(path) as stream:
        data = stream.read(EMBED_LIMIT)
        if len(data) == EMBED_LIMIT:
            raise BundleError(f"{path}: too large to embed in a bundle (limit {EMBED_LIMIT >> 20} MB "
                              "of text); keep it as a file reference")
    return decode(data)[0]


_DIGESTS: dict[tuple[str, int, int, int], str] = {}  # (path, size, mtime_ns, inode) -> SHA-256
SETTLED_SECONDS = 2.0  # a file modified longer ago than this keeps its digest while unchanged


def file_sha256(path: str) -> str:
    """The file's SHA-256, read again only when its size, modification time or inode changed.
    A run's end hashed its corpus twice on the UI thread (the model's reference, the recovery
    copy's status): 0.1 s a time for 40 MB. A file modified in the last SETTLED_SECONDS is read
    every time, as git does with its index: a write of the same size within the clock's
    granularity would leave the same modification time."""
    info = os.stat(path)
    key = (os.path.abspath(path), info.st_size, info.st_mtime_ns, info.st_ino)
    known = _DIGESTS.get(key)
    if known is not None:
        return known
    digest = hashlib.sha256()
    with open(path, "rb") as stream:
        for block in iter(lambda: stream.read(1 << 20), b""):
            digest.update(block)
    if datetime.now(timezone.utc).timestamp() - info.st_mtime > SETTLED_SECONDS:
        _DIGESTS[key] = digest.hexdigest()
    return digest.hexdigest()


def bundle_path(path: str, folder: str) -> str:
    """How a bundle in `folder` records `path`: POSIX-style relative when below it, else absolute.

    >>> bundle_path("/data/p/corpora/a.txt", "/data/p"), bundle_path("/data/b.txt", "/data/p")
    ('corpora/a.txt', '/data/b.txt')
    """
    try:
        relative = os.path.relpath(path, folder)
    except ValueError:  # Windows: another drive
        return path
    if relative == os.pardir or relative.startswith(os.pardir + os.sep) or os.path.isabs(relative):
        return path
    return relative.replace(os.sep, "/")


def local_path(recorded: str, folder: str) -> str:
    """The absolute path a bundle in `folder` means by `recorded` (inverse of `bundle_path`)."""
    if os.path.isabs(recorded):
        return recorded
    return os.path.normpath(os.path.join(folder, *recorded.split("/")))


def _one_of(f: _Fields, key: str, choices: tuple[str, ...]) -> str:
    value = f.get(key, "string")
    if value not in choices:
        raise BundleError(f"{f.at(key)}: expected {' or '.join(choices)}, got {value!r}")
    return value


def _at_least(f: _Fields, key: str, minimum: int) -> int:
    value = f.get(key, "integer")
    if value < minimum:
        raise BundleError(f"{f.at(key)}: must be at least {minimum}, got {value}")
    return value


def _sha256_field(f: _Fields) -> str:
    value = f.get("sha256", "string")
    if len(value) != 64 or not set(value) <= set("0123456789abcdef"):
        raise BundleError(f"{f.at('sha256')}: expected 64 lowercase hex digits")
    return value


# Each series of a training history: its columns, read from the event of the same name.
SERIES = {
    "merges": ("count", "score", "vocab_size", "elapsed"),  # one row per BPE/WordPiece merge
    "em_steps": ("round", "step", "loss", "vocab_size", "elapsed"),  # one row per Unigram EM step
    "prunes": ("round", "removed", "vocab_size", "elapsed"),  # one row per Unigram pruning round
}
_SERIES_OF_EVENT = {MergeEvent: "merges", EmStepEvent: "em_steps", PruneEvent: "prunes"}
_COLUMN_KINDS = {"score": "number|null", "loss": "number", "elapsed": "number"}


LATEST_KEPT = 200  # the latest merges a history keeps with their pieces (the Training panel's rows)


def _empty_series(name: str) -> dict[str, list]:
    return {column: [] for column in SERIES[name]}


@dataclass
class TrainingHistory:
    """What the training graphs draw: each series is a table of equal-length columns, one row per
    event (`score` is None for BPE merges; `removed` counts the pieces a round pruned). Besides
    the series, what the Training panel's table and removal histogram show: the last LATEST_KEPT
    merges' pieces (left, right, new token) and the last pruning round's (piece, loss increase)."""

    merges: dict[str, list] = field(default_factory=lambda: _empty_series("merges"))
    em_steps: dict[str, list] = field(default_factory=lambda: _empty_series("em_steps"))
    prunes: dict[str, list] = field(default_factory=lambda: _empty_series("prunes"))
    counting_seconds: float | None = None
    training_seconds: float | None = None
    stopped_early: bool = False
    last_merges: list[list[str]] = field(default_factory=list)  # [left, right, token], oldest first
    last_pruned: list[list] = field(default_factory=list)  # [piece, loss increase], lowest first
    # WordPiece: tokens per word on its training words, its own and the BPE-inside reference's
    # (training.fertility); empty for the others
    wordpiece_fertility: list[float] = field(default_factory=list)
    # Unigram: the model each pruning round pruned, for the rounds that kept it (see
    # PruneEvent.model): [round, vocabulary, scores], in the order of the rounds
    round_models: list[list] = field(default_factory=list)
    extra: dict = field(default_factory=dict)

    def record(self, event: object) -> None:
        """Add one training event: pass this as (or call it from) `events.run`'s `on_event`."""
        name = _SERIES_OF_EVENT[type(event)]
        series = getattr(self, name)
        for column in SERIES[name]:
            value = getattr(event, column)
            series[column].append(len(value) if column == "removed" else value)
        if isinstance(event, MergeEvent):
            self.last_merges.append([*event.pair, event.token])
            if len(self.last_merges) >= 2 * LATEST_KEPT:  # trimmed now and then, not per merge
                del self.last_merges[:-LATEST_KEPT]
        elif isinstance(event, PruneEvent):
            self.last_pruned = [list(removed) for removed in event.removed]
            if event.model is not None:
                self.round_models.append([event.round, list(event.model[0]),
                                          list(event.model[1])])

    def latest_merges(self) -> list[tuple[int, list[str]]]:
        """(rank, [left, right, token]) of the last LATEST_KEPT merges, oldest first."""
        kept = self.last_merges[-LATEST_KEPT:]
        first = len(self.merges["vocab_size"]) - len(kept)
        return list(enumerate(kept, start=first))

    def to_json(self) -> dict:
        return {**self.extra, **{name: getattr(self, name) for name in SERIES},
                "counting_seconds": self.counting_seconds,
                "training_seconds": self.training_seconds, "stopped_early": self.stopped_early,
                "last_merges": self.last_merges[-LATEST_KEPT:], "last_pruned": self.last_pruned,
                "wordpiece_fertility": self.wordpiece_fertility,
                "round_models": _pack_rounds(self.round_models)}

    @classmethod
    def from_json(cls, f: _Fields) -> TrainingHistory:
        history = cls(**{name: _series(f, name) for name in SERIES},
                      counting_seconds=f.get("counting_seconds", "number|null"),
                      training_seconds=f.get("training_seconds", "number|null"),
                      stopped_early=f.get("stopped_early", "boolean"),
                      last_merges=_rows(f, "last_merges", ("string", "string", "string")),
                      last_pruned=_rows(f, "last_pruned", ("string", "number")),
                      wordpiece_fertility=_fertility(f),
                      round_models=_unpack_rounds(f))
        history.extra = f.extras()
        return history


def _pack_rounds(rounds: list[list]) -> dict:
    """The rounds' models with each piece written once: a table of the pieces, and per round
    its vocabulary as indices into it, with its scores.

    >>> _pack_rounds([[0, ["a", "b", "ab"], [-1.0, -2.0, -3.0]], [1, ["a", "b"], [-0.5, -1.0]]])
    {'pieces': ['a', 'b', 'ab'], 'rounds': [{'round': 0, 'ids': [0, 1, 2], 'scores': [-1.0, -2.0, -3.0]}, {'round': 1, 'ids': [0, 1], 'scores': [-0.5, -1.0]}]}
    """
    table: dict[str, int] = {}
    packed = [{"round": round_, "ids": [table.setdefault(piece, len(table)) for piece in vocab],
               "scores": scores} for round_, vocab, scores in rounds]
    return {"pieces": list(table), "rounds": packed}


def _unpack_rounds(f: _Fields) -> list[list]:
    """`_pack_rounds` read back; none from bundles written before histories kept them."""
    data = f.get("round_models", "object", None)
    if data is None:
        return []
    packed = _Fields(data, f.at("round_models"))
    pieces = packed.array("pieces", "string")

    def read(item: _Fields) -> list:
        ids, scores = item.array("ids", "integer"), item.array("scores", "number")
        if len(ids) != len(scores) or any(not 0 <= i < len(pieces) for i in ids):
            raise BundleError(f"{item.where}: ids and scores do not match the pieces")
        return [item.get("round", "integer"), [pieces[i] for i in ids], scores]

    return packed.objects("rounds", read)


def _fertility(f: _Fields) -> list[float]:
    values = f.get("wordpiece_fertility", "array", [])
    if len(values) not in (0, 2):
        raise BundleError(f"{f.at('wordpiece_fertility')}: {len(values)} numbers instead of 2")
    for value in values:
        _check_type(value, "number", f.at("wordpiece_fertility"))
    return list(values)


def _rows(f: _Fields, name: str, kinds: tuple[str, ...]) -> list[list]:
    """An array of fixed-length rows, item i of each of `kinds[i]`; empty if absent (bundles
    written before the field was)."""
    rows = f.get(name, "array", [])
    for index, row in enumerate(rows):
        where = f"{f.at(name)}[{index}]"
        if len(_check_type(row, "array", where)) != len(kinds):
            raise BundleError(f"{where}: {len(row)} items instead of {len(kinds)}")
        for item, kinds_of_item in zip(row, kinds):
            _check_type(item, kinds_of_item, where)
    return [list(row) for row in rows]


def _series(f: _Fields, name: str) -> dict[str, list]:
    columns = _Fields(f.get(name, "object"), f.at(name))
    table = {c: columns.array(c, _COLUMN_KINDS.get(c, "integer")) for c in SERIES[name]}
    lengths = {len(values) for values in table.values()}
    if len(lengths) > 1:
        raise BundleError(f"{columns.where}: columns of different lengths {sorted(lengths)}")
    return {**columns.extras(), **table}


@dataclass
class Run:
    """One trained model: its name, the corpora it learned from, the tokenizer and its history.

    The run's pipeline and trainer settings are the tokenizer's own (`tokenizer.settings`, the
    "workbench" section of its tokenizer.json model), so they are stored once."""

    name: str
    tokenizer_json: dict  # the tokenizer.json object, as `tokenizers` reads it
    corpora: list[str] = field(default_factory=list)  # paths of the files it learned from, kept
    # when they leave the project's corpus list (the run's own record, not a reference into it)
    history: TrainingHistory = field(default_factory=TrainingHistory)
    trained: str = field(default_factory=utc_now)  # when training ended, ISO 8601 UTC
    extra: dict = field(default_factory=dict)
    size_curve: SizeCurve | None = None  # measured after training, if it was
    _tokenizer: Tokenizer | None = field(default=None, init=False, repr=False, compare=False)

    @classmethod
    def from_training(cls, name: str, tokenizer: Tokenizer, history: TrainingHistory,
                      corpora: list[CorpusRef], data: dict | None = None) -> Run:
        """A run of `tokenizer`; `data` is its tokenizer.json object if already made."""
        data = tokenizer_json.to_dict(tokenizer) if data is None else data
        run = cls(name, data, [c.path for c in corpora], history)
        run._tokenizer = tokenizer
        return run

    @property
    def tokenizer(self) -> Tokenizer:
        """The working tokenizer, built from the stored object on first use."""
        if self._tokenizer is None:
            self._tokenizer = tokenizer_json.from_dict(self.tokenizer_json)
        return self._tokenizer

    @property
    def settings(self) -> dict:
        return dict(self.tokenizer_json.get("model", {}).get("workbench") or {})

    def config(self) -> TrainConfig:
        """The settings as a TrainConfig, e.g. to train again with them."""
        return TrainConfig.from_dict(self.settings)

    def to_json(self, folder: str) -> dict:
        curve = {} if self.size_curve is None else {"size_curve": _curve_json(self.size_curve)}
        return {**self.extra, "name": self.name, "tokenizer": self.tokenizer_json,
                "corpora": [bundle_path(p, folder) for p in self.corpora],
                "history": self.history.to_json(), "trained": self.trained, **curve}

    @classmethod
    def from_json(cls, f: _Fields, folder: str) -> Run:
        run = cls(f.get("name", "string"), f.get("tokenizer", "object"),
                  [local_path(p, folder) for p in f.array("corpora", "string")],
                  TrainingHistory.from_json(_Fields(f.get("history", "object"), f.at("history"))),
                  f.get("trained", "string"))
        curve = f.get("size_curve", "object", None)
        run.size_curve = None if curve is None else _curve(_Fields(curve, f.at("size_curve")))
        run.extra = f.extras()
        try:
            run.tokenizer  # noqa: B018 - a model that does not build is refused at load
            run.config()
        except (ValueError, KeyError, TypeError, AttributeError, IndexError) as exc:
            raise BundleError(f"{f.where} ({run.name!r}): unusable model: {exc}") from None
        return run


def _curve_json(curve: SizeCurve) -> dict:
    return {"vocab_sizes": list(curve.vocab_sizes), "tokens": list(curve.tokens),
            "words": curve.words, "characters": curve.characters}


def _curve(f: _Fields) -> SizeCurve:
    sizes, tokens = f.array("vocab_sizes", "integer"), f.array("tokens", "integer")
    if len(sizes) != len(tokens):
        raise BundleError(f"{f.where}: {len(sizes)} sizes but {len(tokens)} token counts")
    return SizeCurve(tuple(sizes), tuple(tokens), _at_least(f, "words", 0),
                     _at_least(f, "characters", 0))


@dataclass
class TokenizePanel:
    """The tokenize panel: the texts being inspected and the runs (by name) they are shown with."""

    texts: list[str] = field(default_factory=list)
    models: list[str] = field(default_factory=list)
    extra: dict = field(default_factory=dict)

    def to_json(self) -> dict:
        return {**self.extra, "texts": self.texts, "models": self.models}

    @classmethod
    def from_json(cls, f: _Fields) -> TokenizePanel:
        panel = cls(f.array("texts", "string"), f.array("models", "string"))
        panel.extra = f.extras()
        return panel


MEASURES = ("tokens", "words", "fertility", "chars_per_token", "bytes_per_token",
            "split_word_share", "unknown_rate", "vocabulary_used", "never_used",
            "shannon_entropy", "renyi_entropy", "renyi_efficiency")  # SPEC section 7, by name


def _number_map(f: _Fields, key: str, kinds: str, required: tuple[str, ...] = (),
                keys: str | None = None) -> dict:
    """An object whose values are all of `kinds`, holding `required`; its keys match `keys`."""
    values = _Fields(f.get(key, "object"), f.at(key))
    for name in required:
        values.get(name, kinds)
    for name, value in values.data.items():
        _check_type(value, kinds, values.at(name))
        if keys is not None and not re.fullmatch(keys, name):
            raise BundleError(f"{values.at(name)}: a key must match {keys}")
    return values.data


def _evaluated_model(f: _Fields) -> dict:
    f.get("name", "string")
    f.get("vocab_size", "integer")
    _number_map(f, "measures", "number", MEASURES)
    _number_map(f, "tokens_per_word_histogram", "integer", keys="[0-9]+")
    _number_map(f, "tokens_per_file", "integer")
    _number_map(f, "premium", "number")
    return f.data


def _evaluation(f: _Fields) -> dict:
    """`Evaluation.to_json()`: what the Evaluate view shows."""
    f.array("files", "string")
    f.get("reference", "string")
    f.objects("models", _evaluated_model)
    return f.data


def _health_token(f: _Fields) -> dict:
    f.get("id", "integer")
    f.get("token", "string")
    f.array("reasons", "string")
    f.get("detail", "string")
    return f.data


def _health(f: _Fields) -> dict:
    """`HealthReport.to_json()` with the model's name and the evaluation texts' names."""
    f.get("model", "string")
    f.array("files", "string")
    f.get("vocab_size", "integer")
    f.array("summary", "string")
    f.objects("tokens", _health_token)
    return f.data


@dataclass
class Measurements:
    """The latest results of the Evaluate and Health views, as they showed them (JSON objects,
    checked on load so that a view can show them as they are)."""

    evaluation: dict | None = None
    health: dict | None = None
    extra: dict = field(default_factory=dict)

    def to_json(self) -> dict:
        return {**self.extra, "evaluation": self.evaluation, "health": self.health}

    @classmethod
    def from_json(cls, f: _Fields) -> Measurements:
        """Each result absent or null: not measured (bundles written before these were saved
        have none)."""
        results = {}
        for key, reader in (("evaluation", _evaluation), ("health", _health)):
            value = f.get(key, "object|null", None)
            results[key] = None if value is None else reader(_Fields(value, f.at(key)))
        measurements = cls(**results)
        measurements.extra = f.extras()
        return measurements


@dataclass
class Project:
    """The whole workbench state. `ui` is free-form (selected tab, splitter sizes, ...): the
    GUI owns its keys; the bundle only requires it to be a JSON object."""

    corpora: list[CorpusRef] = field(default_factory=list)
    runs: list[Run] = field(default_factory=list)
    tokenize: TokenizePanel = field(default_factory=TokenizePanel)
    ui: dict = field(default_factory=dict)
    created: str = field(default_factory=utc_now)
    modified: str = ""  # set by save_bundle when the content changed
    extra: dict = field(default_factory=dict)
    measures: Measurements = field(default_factory=Measurements)
    _saved_content: str | None = field(default=None, init=False, repr=False, compare=False)

    def run(self, name: str | None = None) -> Run:
        """The run called `name`; without a name, the only run. BundleError lists the names."""
        if not self.runs:
            raise BundleError("the project has no trained models")
        if name is None and len(self.runs) == 1:
            return self.runs[0]
        found = [r for r in self.runs if r.name == name]
        if found:
            return found[0]
        names = ", ".join(repr(r.name) for r in self.runs)
        problem = f"no model named {name!r}" if name is not None else "several models"
        raise BundleError(f"{problem} in the project; choose one with --model NAME: {names}")

    def add_run(self, run: Run) -> None:
        if any(r.name == run.name for r in self.runs):
            raise BundleError(f"the project already has a model named {run.name!r}")
        self.runs.append(run)

    def add_corpus(self, corpus: CorpusRef) -> None:
        """Add a corpus; if the project has the file already, refresh its entry in place, keeping
        its unknown fields and, while the content is the same, its embedded text."""
        old = next((c for c in self.corpora if c.path == corpus.path), None)
        if old is None:
            self.corpora.append(corpus)
            return
        same = old.sha256 == corpus.sha256
        text = old.text if corpus.text is None and same else corpus.text
        self.relink(old.path, replace(corpus, text=text, extra={**old.extra, **corpus.extra}))

    def relink(self, old_path: str, corpus: CorpusRef) -> None:
        """The file recorded at `old_path` is now `corpus`: update it and the runs that read it."""
        self.corpora = [corpus if c.path == old_path else c for c in self.corpora]
        for run in self.runs:
            run.corpora = [corpus.path if p == old_path else p for p in run.corpora]

    def corpus_status(self) -> list[CorpusStatus]:
        """Each corpus's status (reads and hashes the files: may take a while for large ones)."""
        return [c.status() for c in self.corpora]

    def to_json(self, folder: str) -> dict:
        return {**self.extra, "format": FORMAT, "version": VERSION, "created": self.created,
                "modified": self.modified, "corpora": [c.to_json(folder) for c in self.corpora],
                "runs": [r.to_json(folder) for r in self.runs], "tokenize": self.tokenize.to_json(),
                "ui": self.ui, "measures": self.measures.to_json()}

    @classmethod
    def from_json(cls, data: object, folder: str) -> Project:
        f = _Fields(data, "")
        project = cls(f.objects("corpora", lambda c: CorpusRef.from_json(c, folder)),
                      f.objects("runs", lambda r: Run.from_json(r, folder)),
                      TokenizePanel.from_json(_Fields(f.get("tokenize", "object"), "tokenize")),
                      f.get("ui", "object"), f.get("created", "string"),
                      f.get("modified", "string"),
                      measures=Measurements.from_json(
                          _Fields(f.get("measures", "object", {}), "measures")))
        f.read.update(("format", "version"))  # checked by _checked_header
        project.extra = f.extras()
        project._check_references()
        return project

    def _check_references(self) -> None:
        names = [r.name for r in self.runs]
        twice = {n for n in names if names.count(n) > 1}
        if twice:
            raise BundleError(f"runs: two models named {sorted(twice)[0]!r}")
        unknown = [m for m in self.tokenize.models if m not in names]
        if unknown:
            raise BundleError(f"tokenize.models: no run named {unknown[0]!r}")


# ---- versions ---------------------------------------------------------------------------------

def _v1_to_v2(data: dict) -> dict:
    """Version 1 had no tokenize panel and no UI state: version 2 starts them empty."""
    empty_panel = {"texts": [], "models": []}
    return {"tokenize": empty_panel, "ui": {}, **data, "version": 2}


MIGRATIONS: dict[int, Callable[[dict], dict]] = {1: _v1_to_v2}  # from version N to N + 1


def migrate(data: dict) -> dict:
    """Bring a bundle of any version this program knows up to VERSION, one step at a time."""
    version = data["version"]
    while version < VERSION:
        data = MIGRATIONS[version](data)
        version += 1
    return data


def _checked_header(data: object) -> dict:
    if not isinstance(data, dict):
        raise BundleError(f"not a project bundle (the file holds a JSON {_kind_of(data)})")
    if "format" not in data and "model" in data:
        raise BundleError("a tokenizer.json, not a project bundle")
    if data.get("format") != FORMAT:
        raise BundleError(f"not a project bundle (format is {data.get('format')!r}, "
                          f"expected {FORMAT!r})")
    version = _Fields(data, "").get("version", "integer")
    if version > VERSION:
        raise BundleError(f"bundle version {version} is newer than this program reads (up to "
                          f"{VERSION}); open it with a newer Tokenizer Workbench")
    if version < 1:
        raise BundleError(f"bundle version {version} is not a version this program knows")
    return data


# ---- files ------------------------------------------------------------------------------------

def is_bundle(data: object) -> bool:
    """Whether parsed JSON is a project bundle (of any version) rather than a tokenizer.json."""
    return isinstance(data, dict) and data.get("format") == FORMAT


_FORMAT_FIELD = re.compile(rb'"format"\s*:\s*"' + FORMAT.encode() + rb'"')


def looks_like_bundle(path: str) -> bool:
    """Whether the JSON file at `path` is meant as a project bundle, damaged or not: named
    *.twb.json, or a bundle when parsed, or (if it cannot be parsed) holding the bundle's format
    field. Opening it then says what is wrong with it as a project."""
    if path.lower().endswith(".twb.json"):
        return True
    try:
        return is_bundle(read_json(path))
    except FormatError:
        try:
            with open(path, "rb") as stream:
                return _FORMAT_FIELD.search(stream.read(MAX_BYTES)) is not None
        except OSError:
            return False


def project_from_data(data: object, path: str) -> Project:
    """The project in parsed bundle `data` read from `path` (relative paths are below its folder)."""
    folder = os.path.dirname(os.path.abspath(path))
    try:
        project = Project.from_json(migrate(_checked_header(data)), folder)
    except BundleError as exc:
        raise BundleError(f"{path}: {exc}") from None
    project._saved_content = _content(project.to_json(folder))
    return project


def load_bundle(path: str) -> Project:
    """Read and check a bundle; BundleError (or FormatError for unreadable JSON) names the problem,
    and points to the previous version if a NAME.bak exists."""
    try:
        return project_from_data(read_json(path), path)
    except FormatError as exc:
        if not os.path.exists(path + ".bak"):
            raise
        raise type(exc)(f"{exc} (the previous version is in {path}.bak)") from None


def save_bundle(project: Project, path: str) -> None:
    """Write `project` to `path` atomically, keeping the previous file as `path + ".bak"`.

    `modified` becomes now only when the content differs from what was last loaded or saved, so
    saving an unchanged project writes the same bytes. On failure (disk full, no permission) the
    previous bundle is intact and BundleError says why."""
    encoded = finish(bundle_in_steps(project, path))
    write_bundle(encoded, path)
    project.modified = encoded.modified
    project._saved_content = encoded.content


@dataclass
class EncodedBundle:
    """A bundle's bytes, when it says the project was modified, and its content but that."""

    data: bytes
    modified: str
    content: str


def bundle_in_steps(project: Project, path: str) -> Generator[None, None, EncodedBundle]:
    """`save_bundle`'s bytes for `project` as it is now (its state is taken at once), made in
    steps of a few milliseconds (`stepped_json`), for a caller that must not stop for long
    (BundleError when it cannot be saved). The project's large values (tables, histories) must
    not change in place until the last step: the project replaces them, it never edits them."""
    folder = os.path.dirname(os.path.abspath(path))
    return _encoded(project.to_json(folder), project._saved_content, project.modified, path)


def _encoded(data: dict, saved: str | None, modified: str,
             path: str) -> Generator[None, None, EncodedBundle]:
    del data["modified"]
    try:
        texts = yield from _texts(data, ascii_only=False)
        content = _joined(texts)
        try:
            content.encode("utf-8")
        except UnicodeEncodeError:  # a lone surrogate: as `dumps` does
            texts = yield from _texts(data, ascii_only=True)
            content = _joined(texts)
    except ValueError as exc:  # NaN or infinity: JSON has no such numbers
        raise BundleError(f"{path}: cannot save ({exc})") from None
    if content != saved or not modified:
        modified = utc_now()
    encoded = _joined({**texts, "modified": '"modified":' + json.dumps(modified)}).encode("utf-8")
    if len(encoded) > MAX_BYTES:
        raise BundleError(f"{path}: the bundle would be over the {MAX_BYTES >> 20} MB limit; "
                          "embed fewer corpora or keep fewer runs")
    return EncodedBundle(encoded, modified, content)


def _texts(data: dict, ascii_only: bool) -> Generator[None, None, dict[str, str]]:
    """Each top-level entry's text ("key":value), as `dumps` writes it."""
    def encode(value: object) -> str:
        return json.dumps(value, ensure_ascii=ascii_only, **DUMPS_OPTIONS)

    texts = {}
    for key, value in data.items():
        texts[key] = encode(key) + ":" + (yield from dumps_in_steps(value, encode))
    return texts


def _joined(texts: dict[str, str]) -> str:
    """The bundle's text from its top-level entries' texts."""
    return "{" + ",".join(texts[key] for key in sorted(texts)) + "}\n"


def write_bundle(encoded: EncodedBundle, path: str) -> None:
    """Write a bundle's bytes (`bundle_in_steps`) as `save_bundle` does (BundleError says
    why it could not; the previous file is then intact). Any thread may call it."""
    try:
        write_atomic(path, encoded.data, backup=True)
    except OSError as exc:
        raise BundleError(f"{path}: cannot save ({exc.strerror or exc}); the previous file is "
                          "unchanged") from None


DUMPS_OPTIONS: dict = {"sort_keys": True, "separators": (",", ":"), "allow_nan": False}


def dumps(data: dict) -> str:
    """The bundle's text: keys sorted, compact, UTF-8 (ASCII escapes only for text that cannot be
    UTF-8, such as a lone surrogate), so the same project always gives the same bytes."""
    text = json.dumps(data, ensure_ascii=False, **DUMPS_OPTIONS)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        text = json.dumps(data, ensure_ascii=True, **DUMPS_OPTIONS)
    return text + "\n"


def _content(data: dict) -> str:
    return dumps({k: v for k, v in data.items() if k != "modified"})


def load_model(path: str, name: str | None = None) -> Tokenizer:
    """Any tokenizer `open_tokenizer` opens, or the run `name` of a bundle (the only run without a
    name). FormatError (BundleError for bundles) names the file and the problem."""
    return load_model_and_history(path, name)[0]


def load_model_and_history(path: str, name: str | None = None
                           ) -> tuple[Tokenizer, TrainingHistory | None]:
    """`load_model`, and the run's training history if it comes from a bundle."""
    data = read_json(path) if _may_be_bundle(path) else None
    if not is_bundle(data):
        if name is not None:
            raise FormatError(f"{path}: a tokenizer file holds one model; --model NAME is for "
                              "project bundles")
        return (open_tokenizer(path) if data is None else tokenizer_json.from_data(data, path)), None
    project = project_from_data(data, path)
    try:
        run = project.run(name)
    except BundleError as exc:
        raise BundleError(f"{path}: {exc}") from None
    return run.tokenizer, run.history


def _may_be_bundle(path: str) -> bool:
    """A JSON file other than a GPT-2 vocab.json (which `open_tokenizer` pairs with merges.txt)."""
    return os.path.isfile(path) and path.endswith(".json") and os.path.basename(path) != "vocab.json"
