"""The command line: `tokenizer-workbench train | count | encode | decode | inspect | explain |
resize | export | evaluate | compare | health | prune | extend | add-tokens | project | gui`.

Bad arguments or unreadable files end with one line on stderr and exit status 2.
"""

from __future__ import annotations

import argparse
import glob
import json
import os
import signal
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import partial

from . import __version__, explain_text, resources
from .core import (
    EmStepEvent, EncodeError, HeldOut, MergeEvent, Tokenizer, compare, evaluate, explain, health,
    project, render_rows, run, text_stats, truncate, with_dropout,
)
from .cli_tables import evaluation_lines, health_lines
from .core.editing import (
    Fertility, extend, fertility, id_map_json, model_words, prune, used_tokens, with_added_tokens,
)
from .core.formats import (
    FORMATS, TIKTOKEN_ENCODINGS, ExportError, FormatError, export, open_tiktoken, save_tokenizer,
    write_atomic,
)
from .core.pipeline import AddedToken, build_normalizer, readable_token
from .core.training import (
    ALGORITHMS, DASK_MISSING, GROUPS, PRESETS, CorpusError, Setting, Source, TrainConfig,
    WordCounts, count_words, count_words_dask, dask_available, declared, describe_long_words,
    escape_word, long_words, shortfall, source_texts, train, wordpiece_comparison,
)

PROG = "tokenizer-workbench"


class UsageError(Exception):
    """Reported as one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # type: ignore[override]
        raise UsageError(message)


class _CommandParser(_Parser):
    """A command's parser: options may stand between its positionals (`encode P.json --model NAME
    TEXT`), which plain argparse refuses when a positional is optional."""

    _intermixing = False

    def parse_known_args(self, args=None, namespace=None):  # type: ignore[override]
        if self._intermixing:  # parse_known_intermixed_args calls back here
            return super().parse_known_args(args, namespace)
        self._intermixing = True
        try:
            return self.parse_known_intermixed_args(args, namespace)
        finally:
            self._intermixing = False


def _csv(text: str) -> list[str]:
    return [part for part in text.split(",") if part]


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {value}")
    return value


def _add_settings(parser: argparse.ArgumentParser, groups: tuple[str, ...]) -> None:
    """An option for each TrainConfig setting of these groups, as declared there. An option not
    given is left out of the parsed arguments, so that a preset's value or TrainConfig's default
    applies (see `_settings`)."""
    for spec in declared(TrainConfig).values():
        if spec.group not in groups:
            continue
        flag = "--" + spec.name.replace("_", "-")
        options: dict = {"default": argparse.SUPPRESS, "help": _help(spec)}
        if spec.kind is bool:
            options["action"] = argparse.BooleanOptionalAction
        elif spec.kind is list:
            options.update(type=_csv, metavar="A,B")
        else:
            options.update(type=spec.kind, choices=spec.choices or None)
        parser.add_argument(flag, **options)


def _help(spec: Setting) -> str:
    """A setting's help as the command line shows it: the algorithms it is for, what it does,
    its values if it takes a list, its default."""
    text = spec.help_with_default() if spec.start is None else (
        f"{spec.help} (required unless --preset gives it)")
    if spec.kind is list:
        text += "; comma-separated" + (f", each one of {','.join(spec.choices)}"
                                       if spec.choices else "")
    if spec.algorithms != ALGORITHMS:
        text = f"{'/'.join(spec.algorithms)}: {text}"
    return text.replace("%", "%%")  # argparse formats help with %


def _add_reading_options(parser: argparse.ArgumentParser) -> None:
    """How the corpus is read and counted, and how much is printed."""
    parser.add_argument("--text-field", default="text", help="JSON-lines field holding the text")
    parser.add_argument("--workers", type=_positive, default=None,
                        help="processes for counting words (default: one per CPU core)")
    parser.add_argument("--quiet", action="store_true", help="print nothing but errors")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog=PROG, description="Train and inspect subword tokenizers.",
                     epilog="tokenizer-workbench --smoke checks a build: it opens the window "
                     "offscreen, trains, tokenizes, saves and reopens a project; exit status 0 "
                     "if all of it worked.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_CommandParser)

    p = commands.add_parser("train", help="train a tokenizer and write its tokenizer.json")
    p.add_argument("corpus", nargs="*", help="text, .jsonl or .gz files")
    p.add_argument("-o", "--output", help="tokenizer.json to write")
    p.add_argument("--save-project", metavar="P.json",
                   help="project bundle to write this run into (added to it if it exists)")
    p.add_argument("--run-name", help="the run's name in the project (default ALGORITHM-VOCAB_SIZE)")
    p.add_argument("--embed-corpora", action="store_true",
                   help="with --save-project: store the corpus texts in the bundle (each under 1 MB)")
    presets = ", ".join(f"{p.name} ({p.title})" for p in PRESETS.values())
    p.add_argument("--preset", choices=list(PRESETS), metavar="NAME",
                   help=f"start from these settings, which the options given override: {presets}")
    _add_settings(p, GROUPS)
    _add_reading_options(p)
    p.add_argument("--counts", action="append", default=[], metavar="FILE",
                   help="a word-count table written by 'count' (may be repeated)")
    p.add_argument("--compare-bpe", action="store_true",
                   help="WordPiece: also train the vocabulary of BPE merges that the tokenizers "
                        "library's WordPiece trainer learns, and print the tokens per word of "
                        "both (a second training; default: off)")

    p = commands.add_parser("count", help="count pre-tokenized words into a word<TAB>count table")
    p.add_argument("corpus", nargs="+", help="files, or glob patterns such as 'shards/*.txt'")
    p.add_argument("-o", "--output", required=True)
    _add_settings(p, ("pipeline",))
    _add_reading_options(p)
    p.add_argument("--engine", choices=["local", "dask"], default="local",
                   help="local: worker processes on this machine; dask: a Dask cluster (the "
                        "distributed extra), whose workers must see the files (default: local)")
    p.add_argument("--scheduler", metavar="ADDRESS",
                   help="with --engine dask: the cluster's scheduler, e.g. tcp://host:8786 "
                        "(default: a local cluster of --workers processes)")

    p = commands.add_parser("encode", help="print tokens, ids and offsets as JSON")
    _add_model_argument(p)
    p.add_argument("text", nargs="?", help="text to encode (default: standard input, as is)")
    p.add_argument("--add-special-tokens", action="store_true",
                   help="apply the post-processor's template, e.g. [CLS] ... [SEP] (default: off)")
    p.add_argument("--encode-special-tokens", action="store_true",
                   help="encode special tokens written in the text as plain text (default: off)")
    p.add_argument("--dropout", type=float, metavar="P",
                   help="BPE: skip each merge with probability P, sampling a split (default: the file's)")
    p.add_argument("--seed", type=int, help="seed for BPE dropout: the same seed, the same split")
    p.add_argument("--pair", metavar="TEXT",
                   help="a second sequence, encoded after the first with the post-processor's "
                        "pair template (its offsets are into TEXT)")
    p.add_argument("--no-truncation", action="store_true",
                   help="ignore the model's truncation (its padding still applies)")

    p = commands.add_parser("decode", help="print the text of token ids")
    _add_model_argument(p)
    p.add_argument("ids", nargs="+", type=int)

    p = commands.add_parser("inspect", help="print a model's vocabulary, merges and settings as "
                            "JSON, indented when stdout is a terminal")
    _add_model_argument(p)
    p.add_argument("--json", action="store_true", help="one line of JSON, even on a terminal")

    p = commands.add_parser("explain", help="show step by step why the model splits a word so")
    _add_model_argument(p)
    p.add_argument("word", help="a word or text: each word the model is given is explained")
    p.add_argument("--json", action="store_true", help="print the explanation as JSON")
    p.add_argument("--nbest", type=_positive, default=5,
                   help="Unigram: how many of the best segmentations to list (default 5)")

    p = commands.add_parser("resize", help="write the model as training to a smaller vocabulary "
                            "would have left it (BPE: its first merges; WordPiece trained here: "
                            "its first tokens; a bundle's Unigram run: the model of one of its "
                            "last pruning rounds, a larger size)")
    _add_model_argument(p)
    p.add_argument("--vocab-size", type=_positive, required=True, metavar="K",
                   help="the smaller model's vocabulary size")
    p.add_argument("-o", "--output", required=True, help="tokenizer.json to write")

    formats = "; ".join(f"{f.name}: {f.summary}" for f in FORMATS.values())
    p = commands.add_parser("export", help="write a model in the files other tools load",
                            description=f"Formats: {formats}.")
    _add_model_argument(p)
    p.add_argument("--format", required=True, choices=list(FORMATS), help="what to write")
    p.add_argument("-o", "--output", required=True, metavar="DIR", help="folder to write into")
    p.add_argument("--force", action="store_true", help="overwrite files that exist")

    p = commands.add_parser("evaluate", help="measure models on corpus files (SPEC section 7)")
    p.add_argument("models", nargs="+", metavar="MODEL",
                   help="tokenizer files or project bundles (a bundle gives all its models)")
    p.add_argument("--corpus", nargs="+", default=[], metavar="FILE",
                   help="evaluation files (plain text, .jsonl, either .gz); several: one per "
                   "language, same content (default: the last 5 %% of the texts of the bundles' "
                   "corpora, the held-out part)")
    p.add_argument("--text-field", default="text", help="the text field of JSON lines (default: text)")
    p.add_argument("--reference", metavar="FILE", help="the language premiums are relative to "
                   "(default: the first --corpus file)")
    p.add_argument("--workers", type=_positive, default=None,
                   help="processes for encoding (default: one per CPU core)")
    p.add_argument("--json", action="store_true", help="print the results as JSON")

    p = commands.add_parser("compare", help="2 to 4 models on one text: rows aligned, disagreements marked")
    p.add_argument("items", nargs="+", metavar="MODEL [TEXT]",
                   help="2 to 4 tokenizer files or bundles, then the text (default: standard input)")
    p.add_argument("--json", action="store_true", help="print encodings and disagreeing spans as JSON")

    p = commands.add_parser("health", help="tokens never used, unreachable, intermediate, duplicated")
    _add_model_argument(p)
    p.add_argument("--corpus", nargs="+", default=[], metavar="FILE",
                   help="evaluation files (plain text, .jsonl, either .gz): tokens their encoding "
                   "never uses are listed")
    p.add_argument("--text-field", default="text", help="the text field of JSON lines (default: text)")
    p.add_argument("--workers", type=_positive, default=None,
                   help="processes for encoding (default: one per CPU core)")
    p.add_argument("--json", action="store_true", help="print the report as JSON")

    p = commands.add_parser("prune", help="drop the tokens a corpus never uses (or a list names)",
                            description="Writes the pruned tokenizer.json and, beside it, "
                            "OUT.id-map.json: {old id: new id} for every kept token.")
    _add_model_argument(p)
    p.add_argument("corpus", nargs="*", help="text or .jsonl files: tokens their encodings never use "
                   "are dropped")
    p.add_argument("--drop", metavar="FILE", help="tokens to drop, one a line")
    p.add_argument("--text-field", default="text", help="the text field of JSON lines (default: text)")
    p.add_argument("-o", "--output", required=True, metavar="OUT.json", help="tokenizer.json to write")

    p = commands.add_parser("add-tokens", help="add special or ordinary tokens, with tokenizer.json's flags",
                            description="As tokenizers' add_tokens: a token already added gets the "
                            "new flags, one in the vocabulary keeps its id, any other takes the next.")
    _add_model_argument(p)
    p.add_argument("tokens", nargs="+", metavar="TOKEN")
    p.add_argument("--as-special", action="store_true",
                   help="add them as special tokens, which decoding skips (default: ordinary)")
    p.add_argument("--single-word", action="store_true", help="match only as a whole word")
    p.add_argument("--lstrip", action="store_true", help="take the white space before a match")
    p.add_argument("--rstrip", action="store_true", help="take the white space after a match")
    p.add_argument("--normalized", action=argparse.BooleanOptionalAction, default=None,
                   help="match in the normalized text (default: for ordinary tokens only)")
    p.add_argument("-o", "--output", required=True, metavar="OUT.json", help="tokenizer.json to write")

    p = commands.add_parser("extend", help="add tokens learned from a domain corpus, every id kept",
                            description="BPE and WordPiece continue training from the model's own "
                            "split of the domain's words; new tokens take the ids after the old ones "
                            "and any added tokens. Writes the original's format: a tokenizer.json "
                            "(or bundle) as tokenizer.json at OUT, vocab.json+merges.txt, vocab.txt "
                            "or .tiktoken files into the folder OUT.")
    _add_model_argument(p)
    p.add_argument("corpus", nargs="+", help="the domain's text or .jsonl files")
    p.add_argument("--add", type=_positive, required=True, metavar="N", help="how many tokens to add")
    p.add_argument("--general", action="append", default=[], metavar="FILE",
                   help="a general text to report tokens per word on, before and after (may be repeated)")
    p.add_argument("--text-field", default="text", help="the text field of JSON lines (default: text)")
    p.add_argument("--format", choices=list(FORMATS),
                   help="write this format into the folder OUT instead of the original's")
    p.add_argument("-o", "--output", required=True, metavar="OUT", help="file or folder to write")
    p.add_argument("--force", action="store_true", help="overwrite files that exist")

    p = commands.add_parser("project", help="summarise a project bundle: corpora, their status, runs")
    p.add_argument("bundle")

    p = commands.add_parser("gui", help="open the workbench window (the default without a command)")
    p.add_argument("paths", nargs="*", metavar="PROJECT | TOKENIZER | CORPUS",
                   help="a project bundle to open, tokenizers to import or corpus files to add")
    return parser


def _add_model_argument(parser: argparse.ArgumentParser) -> None:
    """The model a command works on; `_load` resolves it."""
    parser.add_argument("model", help="a tokenizer file (tokenizer.json, .model, .tiktoken, ...) "
                        "or a project bundle")
    parser.add_argument("--model", dest="model_name", metavar="NAME",
                        help="which of a project bundle's models (needed when it has several)")
    names = "|".join(TIKTOKEN_ENCODINGS)
    parser.add_argument("--pattern", metavar="NAME|REGEX",
                        help=f"a .tiktoken file's pre-tokenization pattern: {names} or a regex "
                             "(default: its sidecar's, else inferred from the number of ranks)")
    parser.add_argument("--special", action="append", default=[], metavar="TOKEN[=ID]",
                        help="a .tiktoken file's special token: TOKEN=ID, or a name the --pattern "
                             "encoding has, e.g. '<|endoftext|>' (may be repeated)")


class _Progress:
    """A one-line progress display on stderr, only when stderr is a terminal."""

    def __init__(self, enabled: bool) -> None:
        self.enabled = enabled and sys.stderr.isatty()
        self.last = 0.0

    def show(self, text: str, force: bool = False) -> None:
        now = time.monotonic()
        if self.enabled and (force or now - self.last > 0.1):
            self.last = now
            sys.stderr.write(f"\r\033[K{text}")
            sys.stderr.flush()

    def done(self) -> None:
        if self.enabled:
            sys.stderr.write("\r\033[K")
            sys.stderr.flush()


@contextmanager
def _stop_on_interrupt() -> Iterator[Callable[[], bool]]:
    """While active, Ctrl+C asks the work to stop instead of killing it."""
    stop = {"asked": False}

    def ask(*_):
        stop["asked"] = True

    previous = signal.signal(signal.SIGINT, ask)
    try:
        yield lambda: stop["asked"]
    finally:
        signal.signal(signal.SIGINT, previous)


def _expand(paths: list[str]) -> list[str]:
    """Each path, or the files a glob pattern that is no file's name matches, sorted."""
    expanded = []
    for path in paths:
        if os.path.exists(path) or not glob.has_magic(path):
            expanded.append(path)
            continue
        matched = sorted(glob.glob(path, recursive=True))
        if not matched:
            raise UsageError(f"{path}: no file matches")
        expanded.extend(matched)
    return expanded


def _sources(args) -> list[Source]:
    sources = [Source.for_path(p, text_field=args.text_field) for p in _expand(args.corpus)]
    sources += [Source.for_path(p, counts=True) for p in getattr(args, "counts", [])]
    preset = PRESETS.get(getattr(args, "preset", None) or "")
    if not sources and preset is not None and preset.corpus:
        path = resources.path(preset.corpus)
        print(f"note: no corpus given: training on the one the preset's example uses, {path}",
              file=sys.stderr)
        sources = [Source.for_path(path)]
    if not sources:
        raise UsageError("give at least one corpus file or --counts table")
    return sources


def _count(args, sources: list[Source], config: TrainConfig, progress: _Progress) -> WordCounts:
    engine = count_words
    if getattr(args, "engine", "local") == "dask":
        if not dask_available():
            raise UsageError(DASK_MISSING)
        engine = partial(count_words_dask, scheduler=args.scheduler)
    elif getattr(args, "scheduler", None):
        raise UsageError("--scheduler is for --engine dask")
    try:
        counts = engine(
            sources, build_normalizer(config.normalizer), config.build_pre_tokenizer(),
            workers=args.workers, drop_line_ends=config.line_ends == "drop",
            progress=lambda done: progress.show(f"counting words: {done / 1e6:,.1f} MB read"),
        )
    finally:  # a bad file found or Ctrl+C mid-way: its message starts a line of its own
        progress.done()
    for stats in counts.sources:
        if stats.invalid_utf8 and not args.quiet:
            print(f"warning: {stats.path}: {stats.invalid_utf8:,} invalid UTF-8 sequences "
                  "replaced with U+FFFD", file=sys.stderr)
    return counts


def _settings(args) -> TrainConfig:
    """The settings given as options, over the preset's (if any), over TrainConfig's defaults."""
    preset = PRESETS[args.preset].settings if getattr(args, "preset", None) else {}
    given = {name: getattr(args, name) for name in declared(TrainConfig) if hasattr(args, name)}
    settings = {**preset, **given}
    required = [spec for spec in declared(TrainConfig).values()
                if spec.start is not None and spec.name not in settings]
    if args.command == "train" and required:
        flags = ", ".join("--" + spec.name.replace("_", "-") for spec in required)
        raise UsageError(f"the following arguments are required: {flags}")
    try:
        return TrainConfig(**settings)
    except ValueError as exc:
        raise UsageError(str(exc)) from None


def cmd_train(args) -> None:
    if not args.output and not args.save_project:
        raise UsageError("give -o/--output, --save-project, or both")
    if not args.save_project and (args.run_name or args.embed_corpora):
        raise UsageError("--run-name and --embed-corpora go with --save-project")
    config = _settings(args)
    sources = _sources(args)
    bundle = _ProjectRun(args, config, sources) if args.save_project else None
    progress = _Progress(not args.quiet)
    started = time.perf_counter()
    counts = _count(args, sources, config, progress)
    history = project.TrainingHistory(counting_seconds=time.perf_counter() - started)

    def on_event(event) -> None:
        history.record(event)
        progress.show(_describe(event, config.vocab_size))

    compare = config.algorithm == "wordpiece" and args.compare_bpe
    unique_words = len(counts.counts)
    notes = [describe_long_words(config, long_words(config, counts.counts))]
    with _stop_on_interrupt() as should_stop:
        training = train(config, counts, should_stop)
        if not compare:  # the word table is the trainer's now: a corpus's, hundreds of MB
            del counts
        tokenizer = run(training, on_event)
        history.stopped_early = should_stop()
    history.training_seconds = time.perf_counter() - started - history.counting_seconds
    if compare and not history.stopped_early:
        progress.show("comparing with a vocabulary of BPE merges")
        history.wordpiece_fertility = wordpiece_comparison(config, counts, tokenizer)
    progress.done()
    written = []
    if args.output:
        save_tokenizer(tokenizer, args.output)
        written.append(args.output)
    if bundle is not None:
        written.append(bundle.save(tokenizer, history))
    if not args.quiet:
        status = "stopped early, partial model" if history.stopped_early else "done"
        steps = sum(len(series["elapsed"]) for series in (history.merges, history.em_steps,
                                                          history.prunes))
        print(f"{status}: {len(tokenizer.vocab):,} tokens, {steps:,} training steps from "
              f"{unique_words:,} unique words; counting {history.counting_seconds:.1f} s, "
              f"training {history.training_seconds:.1f} s; wrote {' and '.join(written)}",
              file=sys.stderr)
        if history.wordpiece_fertility:
            print(_fertility_line(*history.wordpiece_fertility), file=sys.stderr)
    notes.append("" if history.stopped_early else shortfall(config, len(tokenizer.vocab)))
    for note in filter(None, notes):  # even with --quiet: the model is not what was asked for
        print(f"note: {note}", file=sys.stderr)


class _ProjectRun:
    """`train --save-project`: the bundle is opened (or started) and the corpora described before
    training, so a bad bundle, a taken name or a corpus too large to embed fail at once."""

    def __init__(self, args, config: TrainConfig, sources: list[Source]) -> None:
        self.path = args.save_project
        self.project = _open_bundle(self.path) if os.path.exists(self.path) else project.Project()
        taken = {r.name for r in self.project.runs}
        if args.run_name in taken:
            raise UsageError(f"{self.path}: already has a model named {args.run_name!r}; "
                             "choose another --run-name")
        default = f"{config.algorithm}-{config.vocab_size}"
        self.name = args.run_name or next(n for n in _numbered(default) if n not in taken)
        try:
            self.corpora = [project.CorpusRef.from_file(s, embed=args.embed_corpora) for s in sources]
        except project.BundleError as exc:
            raise UsageError(str(exc)) from None

    def save(self, tokenizer: Tokenizer, history: project.TrainingHistory) -> str:
        for corpus in self.corpora:
            self.project.add_corpus(corpus)
        self.project.add_run(project.Run.from_training(self.name, tokenizer, history, self.corpora))
        try:
            project.save_bundle(self.project, self.path)
        except project.BundleError as exc:
            raise UsageError(str(exc)) from None
        return f"{self.path} (run {self.name!r})"


def _fertility_line(ours: float, reference: float) -> str:
    """What a score-based WordPiece costs, against the vocabulary tokenizers' trainer learns."""
    return (f"tokens per word on the corpus: {ours:.2f}; {reference:.2f} with a vocabulary of BPE "
            "merges, as the tokenizers library's WordPiece trainer learns it (the score "
            "count(pair) / (count(first) x count(second)) favours pairs of rare pieces, so "
            "frequent words can stay split)")


def _numbered(name: str) -> Iterator[str]:
    """name, name-2, name-3, ..."""
    yield name
    number = 2
    while True:
        yield f"{name}-{number}"
        number += 1


def _describe(event, vocab_size: int) -> str:
    """One progress line for a training event."""
    if isinstance(event, MergeEvent):
        return (f"training: vocab {event.vocab_size:,} / {vocab_size:,}, "
                f"merge {event.rank + 1:,}: {event.token!r}")
    if isinstance(event, EmStepEvent):
        return (f"training: round {event.round + 1}, EM step {event.step + 1}, "
                f"loss {event.loss:.4f}, {event.vocab_size:,} pieces")
    return f"training: round {event.round + 1} pruned to {event.vocab_size:,} pieces"


def cmd_count(args) -> None:
    counts = _count(args, _sources(args), _settings(args), _Progress(not args.quiet))
    with open(args.output, "w", encoding="utf-8", newline="\n") as out:
        for word, count in counts.counts.items():
            out.write(f"{escape_word(word)}\t{count}\n")
    if not args.quiet:
        print(f"{len(counts.counts):,} unique words, {counts.total_words:,} in all; "
              f"wrote {args.output}", file=sys.stderr)


def _load(args) -> Tokenizer:
    """The model a command names: a tokenizer file, or a bundle's run chosen with --model NAME;
    for a .tiktoken file, the pattern it is opened with is said on stderr."""
    if not args.model.endswith(".tiktoken"):
        if args.pattern is not None or args.special:
            raise UsageError("--pattern and --special are for .tiktoken files")
        return _load_path(args.model, args.model_name)
    try:
        tokenizer, how = open_tiktoken(args.model, args.pattern, args.special)
    except FormatError as exc:
        raise UsageError(str(exc)) from None
    print(how, file=sys.stderr)
    return tokenizer


def _load_path(path: str, name: str | None = None) -> Tokenizer:
    try:
        return project.load_model(path, name)
    except FormatError as exc:
        raise UsageError(str(exc)) from None


def _open_bundle(path: str) -> project.Project:
    try:
        return project.load_bundle(path)
    except FormatError as exc:
        raise UsageError(str(exc)) from None


def cmd_encode(args) -> None:
    tokenizer = _load(args)
    text = args.text if args.text is not None else sys.stdin.buffer.read().decode("utf-8", "replace")
    tokenizer.encode_special_tokens = args.encode_special_tokens
    if args.dropout is not None:
        try:
            tokenizer = with_dropout(tokenizer, args.dropout)
        except ValueError as exc:
            raise UsageError(f"--dropout: {exc}") from None
    try:
        encoding = tokenizer.encode(text, add_special_tokens=args.add_special_tokens,
                                    pair=args.pair, truncate=not args.no_truncation, seed=args.seed)
    except EncodeError as exc:
        raise UsageError(str(exc)) from None
    result = {"tokens": encoding.tokens, "ids": encoding.ids,
              "offsets": [list(o) for o in encoding.offsets],
              "type_ids": encoding.type_ids, "attention_mask": encoding.attention_mask}
    if tokenizer.pre_tokenizer.byte_level:  # the tokens' bytes as text, not Ġ and Ð
        result["text"] = [readable_token(t) for t in encoding.tokens]
    print(json.dumps(result, ensure_ascii=False))


def _named_models(paths: list[str]) -> list[tuple[str, Tokenizer]]:
    """Each path's models: a tokenizer file's, named by its path, or every run of a bundle,
    named by the run."""
    models = []
    for path in paths:
        if project.looks_like_bundle(path):
            models.extend((run_.name, run_.tokenizer) for run_ in _open_bundle(path).runs)
        else:
            models.append((path, _load_path(path)))
    return models


def _held_out(paths: list[str]) -> HeldOut:
    """The held-out part of the corpora of the project bundles among `paths` (their texts, in
    the order the bundles list them)."""
    sources: list[Source] = []
    for path in paths:
        if project.looks_like_bundle(path):
            sources += [c.source for c in _open_bundle(path).corpora
                        if c.source.format != "counts" and c.source not in sources]
    if not sources:
        raise UsageError("no --corpus given, and no project bundle among the models names a "
                         "corpus to hold out; give --corpus FILE")
    return HeldOut(tuple(sources))


def cmd_evaluate(args) -> None:
    models = _named_models(args.models)
    texts = ([Source.for_path(path, text_field=args.text_field) for path in args.corpus]
             or [_held_out(args.models)])
    progress = _Progress(not args.json)
    try:
        result = evaluate(models, texts, args.reference, args.workers,
                          lambda step, steps: progress.show(f"encoded {step}/{steps}"))
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    progress.done()
    if args.json:
        print(json.dumps(result.to_json(), ensure_ascii=False))
    else:
        print("\n".join(evaluation_lines(result)))


def cmd_compare(args) -> None:
    paths, text = args.items, None
    if not os.path.exists(paths[-1]):
        paths, text = paths[:-1], paths[-1]
    if not 2 <= len(paths) <= 4:
        raise UsageError(f"compare takes 2 to 4 models, not {len(paths)}")
    if text is None:
        text = sys.stdin.buffer.read().decode("utf-8", "replace")
    comparison = compare(text, _named_models(paths))
    if args.json:
        print(json.dumps(comparison.to_json(), ensure_ascii=False))
        return
    print("\n".join(render_rows(comparison)))
    for row in comparison.rows:
        print(f"{row.name}: {row.count:,} tokens, {row.chars_per_token(text):.2f} characters "
              f"per token, {row.unknown:,} unknown")
    spans = ", ".join(repr(text[s:e]) for s, e in comparison.disagreements) or "none"
    print(f"disagreements: {spans}")


def cmd_health(args) -> None:
    tokenizer = _load(args)
    used: set[int] | None = None
    for path in args.corpus:
        source = Source.for_path(path, text_field=args.text_field)
        used = (used or set()) | set(text_stats(tokenizer, source, args.workers).token_counts)
    merge_counts = None
    if project.looks_like_bundle(args.model):
        merge_counts = _open_bundle(args.model).run(args.model_name).history.merges["count"]
    report = health(tokenizer, used, merge_counts)
    if args.json:
        print(json.dumps(report.to_json(), ensure_ascii=False))
    else:
        print("\n".join(health_lines(report)))


def cmd_decode(args) -> None:
    tokenizer = _load(args)
    bad = [i for i in args.ids if not 0 <= i < len(tokenizer.vocab)]
    if bad:
        raise UsageError(f"id {bad[0]} is not in the vocabulary (0..{len(tokenizer.vocab) - 1})")
    sys.stdout.write(tokenizer.decode(args.ids) + "\n")


def cmd_inspect(args) -> None:
    tokenizer = _load(args)
    report = {
        "algorithm": tokenizer.algorithm,
        "vocab": [tokenizer.id_to_token(i) for i in range(len(tokenizer.vocab))],  # null: no token
        "special_tokens": tokenizer.special_tokens,
        "settings": tokenizer.settings,
        "truncation": tokenizer.truncation,
        "padding": tokenizer.padding,
    }
    report.update(tokenizer.model.details())
    pretty = sys.stdout.isatty() and not args.json  # a terminal reads it indented
    print(json.dumps(report, ensure_ascii=False, indent=2 if pretty else None))


def cmd_explain(args) -> None:
    try:
        tokenizer, history = project.load_model_and_history(args.model, args.model_name)
    except FormatError as exc:
        raise UsageError(str(exc)) from None
    explanation = explain(tokenizer, args.word, history=history, nbest=args.nbest)
    if args.json:
        print(json.dumps(explain_text.to_json(explanation), ensure_ascii=False))
    else:
        sys.stdout.write(explain_text.render(explanation))


def cmd_resize(args) -> None:
    rounds = None
    if args.model.endswith(".tiktoken"):
        tokenizer = _load(args)
    else:  # a bundle's Unigram run: the sizes of its pruning rounds too
        try:
            tokenizer, history = project.load_model_and_history(args.model, args.model_name)
        except FormatError as exc:
            raise UsageError(str(exc)) from None
        rounds = history.round_models if history is not None else None
    try:
        smaller = truncate(tokenizer, args.vocab_size, rounds=rounds)
    except ValueError as exc:
        raise UsageError(f"cannot resize {args.model}: {exc}") from None
    save_tokenizer(smaller, args.output)
    print(f"wrote {args.output}: {len(smaller.vocab):,} tokens", file=sys.stderr)


def cmd_project(args) -> None:
    bundle = _open_bundle(args.bundle)
    folder = os.path.dirname(os.path.abspath(args.bundle))
    print(f"{args.bundle}: project created {bundle.created}, modified {bundle.modified}")
    print(f"corpora ({len(bundle.corpora)}):")
    for status in bundle.corpus_status():
        corpus = status.corpus
        embedded = ", text embedded" if corpus.text is not None else ""
        advice = "" if status.state == "ok" else " - relink it"
        print(f"  {status.state:8} {project.bundle_path(corpus.path, folder)} ({corpus.source.format}, "
              f"{corpus.size:,} bytes{embedded}): {status.detail}{advice}")
    print(f"runs ({len(bundle.runs)}):")
    for run_ in bundle.runs:
        print(f"  {run_.name}: {_describe_run(run_, folder)}")
    texts, models = bundle.tokenize.texts, bundle.tokenize.models
    print(f"tokenize panel: {_quantity(len(texts), 'text') or 'no texts'}, "
          f"models: {', '.join(models) or 'none'}")


def _describe_run(run_: project.Run, folder: str) -> str:
    tokenizer, history = run_.tokenizer, run_.history
    steps = [_quantity(len(history.merges["count"]), "merge"),
             _quantity(len(history.prunes["round"]), "pruning round")]
    took = f" in {history.training_seconds:.1f} s" if history.training_seconds is not None else ""
    stopped = ", stopped early" if history.stopped_early else ""
    corpora = ", ".join(project.bundle_path(p, folder) for p in run_.corpora) or "no recorded corpus"
    return (f"{tokenizer.algorithm}, {tokenizer.vocab_size:,} tokens; "
            f"{', '.join(s for s in steps if s) or 'no training steps'}{took}{stopped}; "
            f"trained {run_.trained} on {corpora}")


def _quantity(number: int, noun: str) -> str:
    """'' for none, else the number and the noun, plural if need be.

    >>> _quantity(0, "merge"), _quantity(1, "merge"), _quantity(1200, "merge")
    ('', '1 merge', '1,200 merges')
    """
    return f"{number:,} {noun}{'s' if number > 1 else ''}" if number else ""


def cmd_gui(args) -> int:
    problem = _no_display()
    if problem:
        raise UsageError(problem)
    from workbench.app.main_window import run_app  # Qt loads only for the window

    return run_app(args.paths)


def _no_display() -> str | None:
    """Why no window can open here, said before Qt aborts trying (in several lines, exit 134):
    on Linux, a desktop platform without an X or a Wayland display."""
    platform = os.environ.get("QT_QPA_PLATFORM", "")
    if (not sys.platform.startswith("linux") or os.environ.get("DISPLAY")
            or os.environ.get("WAYLAND_DISPLAY")
            or (platform and not platform.startswith(("xcb", "wayland")))):
        return None
    return ("no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not set); "
            "the commands work without one: tokenizer-workbench --help")


def cmd_export(args) -> None:
    tokenizer = _load(args)
    try:
        written = export(tokenizer, args.format, args.output, force=args.force)
    except ExportError as exc:
        raise UsageError(str(exc)) from None
    print(f"wrote {', '.join(written)}", file=sys.stderr)


def _texts(paths: list[str], text_field: str) -> Iterator[str]:
    for path in paths:
        yield from source_texts(Source.for_path(path, text_field=text_field))


def _original_format(path: str) -> str | None:
    """The export format of the files a model was opened from; None for a tokenizer.json or a
    bundle (written as one tokenizer.json)."""
    name = os.path.basename(path)
    if name.endswith(".tiktoken"):
        return "tiktoken"
    if name.endswith(".model"):
        return "sentencepiece"
    if name in ("merges.txt", "vocab.json"):
        return "gpt2"
    return "bert" if name.endswith(".txt") else None


def cmd_extend(args) -> None:
    tokenizer = _load(args)
    domain = model_words(tokenizer, _texts(args.corpus, args.text_field))
    general = model_words(tokenizer, _texts(args.general, args.text_field))
    try:
        extended = extend(tokenizer, domain, args.add)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    fmt = args.format or _original_format(args.model)
    if fmt is None:
        if os.path.exists(args.output) and not args.force:
            raise UsageError(f"{args.output} exists; use --force to overwrite")
        save_tokenizer(extended, args.output)
        written = [args.output]
    else:
        try:
            written = export(extended, fmt, args.output, force=args.force)
        except ExportError as exc:
            raise UsageError(str(exc)) from None
    added = len(extended.vocab) - len(tokenizer.vocab)
    ids = (f"ids {len(tokenizer.vocab):,}-{len(extended.vocab) - 1:,}" if added
           else "the domain's words give no token the model lacks")
    print(f"added {added:,} tokens ({ids}); wrote {', '.join(written)}", file=sys.stderr)
    for name, words in (("domain", domain), ("general", general)):
        if words:
            print(_fertility_change(name, words, fertility(tokenizer, words), fertility(extended, words)),
                  file=sys.stderr)


def _fertility_change(name: str, words, before: Fertility, after: Fertility) -> str:
    """
    >>> _fertility_change("domain", {"a": 3}, Fertility(2.0, 1, 4), Fertility(1.5, 3, 4))
    'domain (3 words, 4 distinct): 2.00 -> 1.50 tokens per word; words that are one token: 1 -> 3'
    """
    return (f"{name} ({sum(words.values()):,} words, {after.distinct_words:,} distinct): "
            f"{before.tokens_per_word:.2f} -> {after.tokens_per_word:.2f} tokens per word; "
            f"words that are one token: {before.one_token_words:,} -> {after.one_token_words:,}")


def cmd_prune(args) -> None:
    if not args.corpus and not args.drop:
        raise UsageError("give a corpus, --drop FILE, or both")
    tokenizer = _load(args)
    wanted = set(tokenizer.vocab)
    if args.corpus:
        wanted = used_tokens(tokenizer, _texts(args.corpus, args.text_field))
    if args.drop:
        with open(args.drop, encoding="utf-8") as stream:
            wanted -= set(stream.read().split("\n"))
    try:
        pruned = prune(tokenizer, wanted)
    except ValueError as exc:
        raise UsageError(f"cannot prune {args.model}: {exc}") from None
    id_map_path = os.path.splitext(args.output)[0] + ".id-map.json"
    save_tokenizer(pruned.tokenizer, args.output)
    write_atomic(id_map_path, id_map_json(pruned.id_map))
    print(f"kept {pruned.tokenizer.vocab_size:,} of {tokenizer.vocab_size:,} tokens "
          f"({len(pruned.needed):,} only because kept ones need them); wrote {args.output}, "
          f"{id_map_path}", file=sys.stderr)


def cmd_add_tokens(args) -> None:
    tokenizer = _load(args)
    normalized = not args.as_special if args.normalized is None else args.normalized
    tokens = [AddedToken(content, special=args.as_special, normalized=normalized,
                         lstrip=args.lstrip, rstrip=args.rstrip, single_word=args.single_word)
              for content in args.tokens]
    result = with_added_tokens(tokenizer, tokens)
    save_tokenizer(result, args.output)
    ids = ", ".join(f"{content} {result.token_to_id(content)}" for content in args.tokens)
    print(f"added {ids}; wrote {args.output}", file=sys.stderr)


COMMANDS = {"train": cmd_train, "count": cmd_count, "encode": cmd_encode, "decode": cmd_decode,
            "inspect": cmd_inspect, "explain": cmd_explain, "resize": cmd_resize,
            "export": cmd_export, "evaluate": cmd_evaluate, "compare": cmd_compare,
            "health": cmd_health, "prune": cmd_prune, "extend": cmd_extend,
            "add-tokens": cmd_add_tokens, "project": cmd_project, "gui": cmd_gui}


def _with_command(argv: list[str]) -> list[str]:
    """`argv`, with `gui` put first when it starts with a file or folder (or is empty): the
    window is the default command. A first word that is neither is refused."""
    if not argv or argv[0] in COMMANDS or argv[0].startswith("-"):
        return argv or ["gui"]
    if not os.path.exists(argv[0]):
        raise UsageError(f"{argv[0]!r} is neither a command ({', '.join(COMMANDS)}) nor a file "
                         "or folder to open in the window")
    return ["gui", *argv]


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv == ["--smoke"]:  # checks a build: window, training, tokens, project (app/smoke.py)
        from workbench.app.smoke import run_smoke

        return run_smoke()
    try:
        args = build_parser().parse_args(_with_command(argv))
        status = COMMANDS[args.command](args)
        if status:
            return status
    except (UsageError, CorpusError) as exc:
        print(f"{PROG}: error: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 1
    except KeyboardInterrupt:  # before training (which Ctrl+C stops, keeping the model) or after
        print(f"{PROG}: interrupted", file=sys.stderr)
        return 130
    except OSError as exc:
        print(f"{PROG}: error: {exc.filename or ''}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
