"""TrainConfig: the defaults each algorithm takes, the settings it refuses (one message naming
the setting), and the trainer it builds (every setting passed on). Expected values by hand from
SPEC's settings; the byte-level alphabet is `tokenizers`' own."""

import pytest
from tokenizers.pre_tokenizers import ByteLevel, Metaspace

from workbench.core import TrainConfig
from workbench.core.models.bpe import BpeTrainer
from workbench.core.models.unigram import UnigramTrainer
from workbench.core.models.wordpiece import WordPieceTrainer
from workbench.core.training.settings import declared


@pytest.mark.parametrize("options, expected", [
    ({"algorithm": "bpe"}, ("byte-level", "lowest-id", "keep", "bytes", None, None)),
    ({"algorithm": "bpe", "pre_tokenizer": "whitespace"},
     ("whitespace", "lowest-id", "keep", "seen", "[UNK]", None)),
    ({"algorithm": "wordpiece"}, ("bert", "first-seen", "keep", "seen", "[UNK]", "##")),
    ({"algorithm": "wordpiece", "continuing_subword_prefix": ""},
     ("bert", "first-seen", "keep", "seen", "[UNK]", "##")),
    ({"algorithm": "unigram"}, ("metaspace", "first-seen", "drop", "seen", "<unk>", None)),
    ({"algorithm": "unigram", "pre_tokenizer": "byte-level"},
     ("byte-level", "first-seen", "drop", "bytes", "<unk>", None)),
    ({"algorithm": "bpe", "unk_token": "", "tie_break": "first-seen", "line_ends": "drop",
      "initial_alphabet": "seen", "continuing_subword_prefix": "@@"},
     ("byte-level", "first-seen", "drop", "seen", "", "@@")),
])
def test_each_algorithm_takes_its_defaults_and_keeps_what_is_given(options, expected):
    config = TrainConfig(vocab_size=10, **options)
    assert (config.pre_tokenizer, config.tie_break, config.line_ends, config.initial_alphabet,
            config.unk_token, config.continuing_subword_prefix) == expected


@pytest.mark.parametrize("options, message", [
    ({"algorithm": "gpt"}, "algorithm must be one of bpe, wordpiece, unigram"),
    ({"vocab_size": 0}, "vocab size must be at least 1, got 0"),
    ({"vocab_size": 2_000_000}, "vocab size must be at most 1,114,112, got 2,000,000"),
    ({"algorithm": "unigram", "vocab_size": 0x110001, "seed_size": 0x110001},
     "vocab size must be at most 1,114,112, got 1,114,113"),
    ({"min_frequency": -1}, "min frequency must be at least 0, got -1"),
    ({"limit_alphabet": 0}, "limit alphabet must be at least 1, got 0"),
    ({"algorithm": "unigram", "seed_size": 9}, "seed size must be at least 10, got 9"),
    ({"algorithm": "unigram", "shrinking_factor": 0.0},
     "shrinking factor must be between 0 and 1, got 0.0"),
    ({"algorithm": "unigram", "shrinking_factor": 1.0},
     "shrinking factor must be between 0 and 1, got 1.0"),
    ({"pre_tokenizer": "bert", "initial_alphabet": "bytes"},
     "initial alphabet 'bytes' needs the byte-level pre-tokenizer"),
    ({"algorithm": "wordpiece", "unk_token": ""}, "WordPiece needs an unknown token"),
    ({"algorithm": "wordpiece", "fuse_unk": True},
     "fuse unk is a BPE setting (Unigram always fuses unknown runs)"),
    ({"algorithm": "unigram", "fuse_unk": True},
     "fuse unk is a BPE setting (Unigram always fuses unknown runs)"),
    ({"algorithm": "wordpiece", "end_of_word_suffix": "</w>"},
     "WordPiece has no end-of-word suffix"),
    ({"normalizer": ["nfc", "upper"]}, "upper"),
    ({"pre_tokenizer": "gpt2"},
     "unknown pre-tokenizer 'gpt2'; choose from: byte-level, bert, metaspace, whitespace"),
])
def test_a_setting_out_of_bounds_is_refused_naming_it(options, message):
    with pytest.raises(ValueError) as refused:
        TrainConfig(**{"vocab_size": 10, **options})
    assert message in str(refused.value)
    assert str(refused.value) == message or "upper" in options.get("normalizer", [])


def test_the_largest_vocabulary_is_one_token_per_unicode_code_point():
    """Token ids are stored as characters: 0x110000 of them (U+0000..U+10FFFF), which the
    training form offers as its highest vocabulary size too."""
    assert TrainConfig(vocab_size=0x110000).vocab_size == 1_114_112
    assert declared(TrainConfig)["vocab_size"].maximum == 1_114_112


@pytest.mark.parametrize("options", [
    {"algorithm": "unigram", "seed_size": 10, "vocab_size": 10},
    {"vocab_size": 1, "min_frequency": 0, "limit_alphabet": 1, "max_token_length": 1},
    {"algorithm": "bpe", "fuse_unk": True, "end_of_word_suffix": "</w>"},
    {"algorithm": "unigram", "shrinking_factor": 0.01},
])
def test_settings_at_their_bounds_are_taken(options):
    config = TrainConfig(**{"vocab_size": 10, **options})
    assert {name: getattr(config, name) for name in options} == options


def test_the_trainer_is_given_every_setting():
    bpe = TrainConfig(
        algorithm="bpe", vocab_size=123, min_frequency=2, special_tokens=["<s>", "</s>"],
        limit_alphabet=40, max_token_length=5, tie_break="first-seen", extra_alphabet="éa",
        continuing_subword_prefix="@@", end_of_word_suffix="</w>", fuse_unk=True,
        unk_token="<unk>")
    assert bpe.build_trainer() == BpeTrainer(
        vocab_size=123, min_frequency=2, special_tokens=["<s>", "</s>"], limit_alphabet=40,
        initial_alphabet=sorted(ByteLevel.alphabet()) + ["a", "é"], max_token_length=5,
        tie_break="first-seen", unk_token="<unk>", continuing_subword_prefix="@@",
        end_of_word_suffix="</w>", fuse_unk=True)
    plain = TrainConfig(algorithm="bpe", vocab_size=50, pre_tokenizer="whitespace", unk_token="")
    assert plain.build_trainer() == BpeTrainer(vocab_size=50, initial_alphabet=[],
                                               tie_break="lowest-id", unk_token=None)
    wordpiece = TrainConfig(
        algorithm="wordpiece", vocab_size=77, min_frequency=3, special_tokens=["[CLS]"],
        limit_alphabet=20, max_token_length=6, tie_break="lowest-id", extra_alphabet="zz",
        continuing_subword_prefix="++", unk_token="[?]")
    assert wordpiece.build_trainer() == WordPieceTrainer(
        vocab_size=77, min_frequency=3, special_tokens=["[CLS]"], limit_alphabet=20,
        initial_alphabet=["z"], max_token_length=6, tie_break="lowest-id", unk_token="[?]",
        continuing_subword_prefix="++")
    assert TrainConfig(algorithm="wordpiece", vocab_size=9).build_trainer() == WordPieceTrainer(
        vocab_size=9, initial_alphabet=[], tie_break="first-seen", unk_token="[UNK]",
        continuing_subword_prefix="##")
    byte_level = TrainConfig(algorithm="wordpiece", vocab_size=300, pre_tokenizer="byte-level")
    assert byte_level.build_trainer() == WordPieceTrainer(
        vocab_size=300, initial_alphabet=sorted(ByteLevel.alphabet()), tie_break="first-seen",
        unk_token="[UNK]", continuing_subword_prefix="##")
    unigram = TrainConfig(
        algorithm="unigram", vocab_size=60, special_tokens=["<s>"], unk_token="<u>",
        extra_alphabet="xy", seed_size=600, shrinking_factor=0.5, n_sub_iterations=3,
        max_piece_length=7, pruning="exact")
    assert unigram.build_trainer() == UnigramTrainer(
        vocab_size=60, special_tokens=["<s>"], unk_token="<u>", initial_alphabet="xy",
        seed_size=600, shrinking_factor=0.5, n_sub_iterations=3, max_piece_length=7,
        pruning="exact")
    assert TrainConfig(algorithm="unigram", vocab_size=8, unk_token="").build_trainer() == (
        UnigramTrainer(vocab_size=8, unk_token=None, initial_alphabet=""))


def test_a_config_round_trips_through_its_dict_and_ignores_unknown_keys():
    config = TrainConfig(algorithm="unigram", vocab_size=40, normalizer=["nfkc", "lowercase"],
                         special_tokens=["<s>"], max_piece_length=8)
    data = config.to_dict()
    assert data["algorithm"] == "unigram" and data["normalizer"] == ["nfkc", "lowercase"]
    assert data["max_piece_length"] == 8 and data["vocab_size"] == 40
    assert TrainConfig.from_dict({**data, "from_a_later_version": 1}) == config


def test_the_pre_tokenizer_is_built_with_its_options():
    def words(pre_tokenizer, text):
        return [word for word, _ in pre_tokenizer.pre_tokenize_str(text)]
    metaspace = TrainConfig(algorithm="unigram", vocab_size=10, prepend_scheme="never")
    assert metaspace.build_pre_tokenizer().words("a b") == words(
        Metaspace(prepend_scheme="never"), "a b")
    prefixed = TrainConfig(vocab_size=10, add_prefix_space=True)  # by hand: words keep text
    assert prefixed.build_pre_tokenizer().words("a b") == [" a", " b"]
    assert TrainConfig(vocab_size=10).build_pre_tokenizer().words("a b") == ["a", " b"]
