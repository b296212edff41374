"""The options several commands share, declared once: a training setting's option from its
declaration in `TrainConfig` (name, type, choices, help, default), how a corpus is read, which
model a command works on."""

from __future__ import annotations

import argparse

from ..core.formats import TIKTOKEN_ENCODINGS
from ..core.training import ALGORITHMS, Setting, TrainConfig, declared


def comma_list(text: str) -> list[str]:
    return [part for part in text.split(",") if part]


def positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {value}")
    return value


def add_settings(parser: argparse.ArgumentParser, groups: tuple[str, ...]) -> None:
    """An option for each TrainConfig setting of these groups, as declared there. An option not
    given is left out of the parsed arguments, so that a preset's value or TrainConfig's default
    applies (see `train_config`)."""
    for spec in declared(TrainConfig).values():
        if spec.group not in groups:
            continue
        flag = "--" + spec.name.replace("_", "-")
        options: dict = {"default": argparse.SUPPRESS, "help": _help(spec)}
        if spec.kind is bool:
            options["action"] = argparse.BooleanOptionalAction
        elif spec.kind is list:
            options.update(type=comma_list, metavar="A,B")
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


def add_reading_options(parser: argparse.ArgumentParser) -> None:
    """How the corpus is read and counted, and how much is printed."""
    parser.add_argument("--text-field", default="text", help="JSON-lines field holding the text")
    parser.add_argument("--workers", type=positive, default=None,
                        help="processes for counting words (default: one per CPU core)")
    parser.add_argument("--quiet", action="store_true", help="print nothing but errors")


def add_model_argument(parser: argparse.ArgumentParser) -> None:
    """The model a command works on; `load_model` resolves it."""
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


def add_text_field(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--text-field", default="text", help="the text field of JSON lines (default: text)")


def add_encoding_workers(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--workers", type=positive, default=None,
                        help="processes for encoding (default: one per CPU core)")
