"""How each training setting is declared: once, on its TrainConfig field, with what the command
line and the window need to offer it (label, help, the algorithms it applies to, allowed
values, the range a form offers). `cli.py` builds the `train` options from these declarations,
the window its training form; neither writes a setting's help or default itself.

>>> from workbench.core.training import TrainConfig
>>> spec = declared(TrainConfig)["shrinking_factor"]
>>> spec.algorithms, spec.help_with_default()
(('unigram',), 'Each pruning round keeps this share of the pieces (default 0.75)')
"""

from __future__ import annotations

import dataclasses
import functools
import typing
from dataclasses import MISSING, dataclass

ALGORITHMS = ("bpe", "wordpiece", "unigram")
GROUPS = ("pipeline", "vocabulary", "alphabet", "algorithm")  # where the window shows a setting


@dataclass(frozen=True)
class Setting:
    """A training setting as the command line and the window offer it."""

    label: str  # the window's name for it
    help: str  # what it does, without its default (added by help_with_default)
    group: str  # one of GROUPS: the corpus panel's pipeline or a group of the training form
    algorithms: tuple[str, ...] = ALGORITHMS  # the algorithms it applies to
    choices: tuple[str, ...] = ()  # the allowed values, if they are few
    worded: bool = False  # the choices are words the window translates, not names
    minimum: int | float | None = None  # the core refuses integers below this; the form's lowest
    maximum: int | float | None = None  # the form's highest value (the core sets no upper limit)
    default_text: str = ""  # the default in words, where the field's default (None) means
    # "the algorithm's default"
    start: int | None = None  # what a new form shows instead of the default; the command line
    # then requires the setting (vocab_size: a first corpus wants fewer tokens than the default)
    # Filled in by `declared` from the field:
    name: str = ""
    default: object = None
    kind: type = str  # int, float, str, bool or list (a list of strings)
    optional: bool = False  # None is allowed (and means the default or "no limit")

    def help_with_default(self) -> str:
        """The help and the default (where the form starts elsewhere, that value)."""
        if self.start is not None:
            return f"{self.help} (a new form starts at {self.default_words()})"
        return f"{self.help} (default {self.default_words()})"

    def default_words(self) -> str:
        """The default that `help_with_default` names, in words (the window translates them)."""
        if self.start is not None:
            return describe(self.start)
        return self.default_text or describe(self.default)


def setting(default, label: str, help: str, group: str, algorithms: tuple[str, ...] = ALGORITHMS,
            **options) -> dataclasses.Field:
    """A TrainConfig field with its declaration; `default` may be a list (copied per instance)."""
    spec = Setting(label, help, group, algorithms, **options)
    if isinstance(default, list):
        return dataclasses.field(default_factory=lambda: list(default), metadata={"setting": spec})
    return dataclasses.field(default=default, metadata={"setting": spec})


@functools.cache
def declared(config_class: type) -> dict[str, Setting]:
    """Every field's Setting, by field name, in field order, with its name, default and kind."""
    hints = typing.get_type_hints(config_class)
    specs = {}
    for field in dataclasses.fields(config_class):
        default = field.default_factory() if field.default_factory is not MISSING else field.default
        kind, optional = _kind(hints[field.name])
        specs[field.name] = dataclasses.replace(field.metadata["setting"], name=field.name,
                                                default=default, kind=kind, optional=optional)
    return specs


def _kind(hint) -> tuple[type, bool]:
    """(int, float, str, bool or list; whether None is allowed) of a field's type."""
    args = typing.get_args(hint)
    if type(None) in args:  # X | None, or Optional[X]
        return _kind(next(a for a in args if a is not type(None)))[0], True
    return typing.get_origin(hint) or hint, False


def describe(value) -> str:
    """A default as the user writes it.

    >>> describe(None), describe(False), describe([]), describe(300000), describe(["a", "b"])
    ('none', 'off', 'none', '300,000', 'a,b')
    """
    if value is None or value == []:
        return "none"
    if isinstance(value, bool):
        return "on" if value else "off"
    if isinstance(value, int):
        return f"{value:,}"
    if isinstance(value, list):
        return ",".join(value)
    return str(value)
