"""The settings' declarations (training/settings.py) the command line and the window are built
from: each TrainConfig field's kind, default and help, and defaults in words. Expected values by
hand, from TrainConfig's fields as written."""

from dataclasses import dataclass
from typing import Optional

import pytest

from workbench.core.training import TrainConfig, declared
from workbench.core.training.settings import Setting, describe, setting


@pytest.mark.parametrize(("value", "words"), [
    (None, "none"), ([], "none"), (False, "off"), (True, "on"), (0, "0"), (300_000, "300,000"),
    (["nfkc", "lowercase"], "nfkc,lowercase"), (["nfkc"], "nfkc"), (0.75, "0.75"),
    ("first-seen", "first-seen"),
])
def test_a_default_is_described_as_the_user_writes_it(value, words):
    assert describe(value) == words


@pytest.mark.parametrize(("name", "kind", "optional", "default"), [
    ("algorithm", str, False, "bpe"),
    ("vocab_size", int, False, 30_000),
    ("pre_tokenizer", str, True, None),
    ("add_prefix_space", bool, False, False),
    ("normalizer", list, False, []),
    ("limit_alphabet", int, True, None),
    ("shrinking_factor", float, False, 0.75),
])
def test_each_field_is_declared_with_its_name_kind_and_default(name, kind, optional, default):
    spec = declared(TrainConfig)[name]
    assert (spec.name, spec.kind, spec.optional, spec.default) == (name, kind, optional, default)


def test_the_declarations_follow_the_fields_and_keep_their_options():
    specs = declared(TrainConfig)
    assert list(specs)[:3] == ["algorithm", "vocab_size", "pre_tokenizer"]
    vocab_size = specs["vocab_size"]
    assert (vocab_size.label, vocab_size.group, vocab_size.minimum, vocab_size.maximum,
            vocab_size.start) == ("Vocabulary size", "vocabulary", 1, 1_114_112, 8000)
    assert specs["algorithm"].choices == ("bpe", "wordpiece", "unigram")
    assert specs["limit_alphabet"].algorithms == ("bpe", "wordpiece")
    assert specs["add_prefix_space"].algorithms == ("bpe", "wordpiece", "unigram")
    assert specs["min_frequency"].help == "Merges of pairs seen fewer times than this are not made"


def test_a_class_of_settings_is_declared_field_by_field():
    """A class made here (TrainConfig's declarations are made once, when it is imported); an
    optional setting may be written `X | None` or `Optional[X]`."""
    @dataclass
    class Options:
        size: int = setting(10, "Size", "How many", "vocabulary", ("bpe",), minimum=1)
        names: list[str] = setting(["a"], "Names", "Which ones", "alphabet")
        limit: float | None = setting(None, "Limit", "Up to", "algorithm", default_text="no limit")
        mark: Optional[str] = setting(None, "Mark", "Put before", "algorithm")

    assert declared(Options) == {
        "size": Setting("Size", "How many", "vocabulary", ("bpe",), minimum=1, name="size",
                        default=10, kind=int, optional=False),
        "names": Setting("Names", "Which ones", "alphabet", ("bpe", "wordpiece", "unigram"),
                         name="names", default=["a"], kind=list, optional=False),
        "limit": Setting("Limit", "Up to", "algorithm", ("bpe", "wordpiece", "unigram"),
                         default_text="no limit", name="limit", default=None, kind=float,
                         optional=True),
        "mark": Setting("Mark", "Put before", "algorithm", ("bpe", "wordpiece", "unigram"),
                        name="mark", default=None, kind=str, optional=True),
    }
    first, second = Options(), Options()
    first.names.append("b")
    assert (second.names, second.size, second.limit) == (["a"], 10, None)


def test_a_list_default_is_a_new_list_for_each_config():
    first, second = TrainConfig(), TrainConfig()
    first.special_tokens.append("[CLS]")
    assert second.special_tokens == [] and TrainConfig().normalizer == []


@pytest.mark.parametrize(("name", "text"), [
    ("shrinking_factor", "Each pruning round keeps this share of the pieces (default 0.75)"),
    ("fuse_unk", "A run of unknown characters becomes one unknown token, as SentencePiece does "
                 "(default off)"),
    ("limit_alphabet", "Keep at most this many characters, the most frequent (default all)"),
    ("vocab_size", "How many tokens the trained vocabulary holds, special tokens included (a new "
                   "form starts at 8,000)"),
])
def test_the_help_names_the_default_or_where_a_new_form_starts(name, text):
    assert declared(TrainConfig)[name].help_with_default() == text


def test_the_default_in_words_is_the_start_the_text_or_the_value():
    assert Setting("L", "H", "vocabulary", start=8000, default=30_000).default_words() == "8,000"
    assert Setting("L", "H", "vocabulary", default=None, default_text="all").default_words() \
        == "all"
    assert Setting("L", "H", "vocabulary", default=4192).default_words() == "4,192"
    assert Setting("L", "H", "vocabulary", default=4192).help_with_default() == "H (default 4,192)"
