"""Against the `tokenizers` library: the same merges, and files it loads and encodes identically."""

import json

import pytest
from tokenizers import Tokenizer as HfTokenizer
from tokenizers import models, pre_tokenizers, trainers

from support import train_ours
from workbench.core.formats import tokenizer_json
from workbench.core.pipeline.normalizers import build_normalizer
from workbench.core.runtime.events import run
from workbench.core.training import TrainConfig, train
from workbench.core.training.corpus import Source
from workbench.core.training.counting import count_words


@pytest.fixture(scope="module")
def byte_level_pair(sample_text):
    hf = HfTokenizer(models.BPE())
    hf.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    hf.train([sample_text], trainers.BpeTrainer(
        vocab_size=4000, show_progress=False, initial_alphabet=pre_tokenizers.ByteLevel.alphabet()))
    return hf, train_ours(sample_text, algorithm="bpe", vocab_size=4000)


def test_byte_level_merges_equal_tokenizers_on_a_real_megabyte(byte_level_pair):
    hf, ours = byte_level_pair
    theirs = json.loads(hf.to_str())["model"]
    assert [tuple(m) for m in theirs["merges"]] == ours.model.merges
    assert theirs["vocab"] == {t: i for i, t in enumerate(ours.vocab)}


@pytest.mark.parametrize("settings", [
    {"algorithm": "bpe", "vocab_size": 1500, "special_tokens": ["<s>", "</s>"]},
    {"algorithm": "bpe", "vocab_size": 1500, "add_prefix_space": True},
    {"algorithm": "bpe", "vocab_size": 800, "pre_tokenizer": "whitespace", "normalizer": ["nfkc", "lowercase"]},
    {"algorithm": "bpe", "vocab_size": 800, "pre_tokenizer": "metaspace", "end_of_word_suffix": "</w>"},
    {"algorithm": "wordpiece", "vocab_size": 800, "special_tokens": ["[CLS]", "[SEP]", "<s>"]},
    {"algorithm": "wordpiece", "vocab_size": 800, "normalizer": ["nfd", "strip-accents", "lowercase"]},
    {"algorithm": "unigram", "vocab_size": 800, "seed_size": 5000, "special_tokens": ["<s>", "</s>"]},
    {"algorithm": "unigram", "vocab_size": 500, "seed_size": 3000, "pruning": "exact",
     "n_sub_iterations": 0, "prepend_scheme": "first", "normalizer": ["nfkc"]},
], ids=["byte-level", "prefix-space", "whitespace-nfkc", "metaspace-suffix", "wordpiece",
        "wordpiece-uncased", "unigram", "unigram-exact"])
def test_tokenizer_json_loads_in_tokenizers_and_encodes_identically(
        settings, request, multilingual, tmp_path):
    # exact pruning re-segments every word without each piece: a fifth of the CPU on the slice
    corpus = request.getfixturevalue("sample_slice" if settings.get("pruning") == "exact"
                                     else "sample_text")
    ours = train_ours(corpus, **{"special_tokens": ["<s>"], **settings})
    path = tmp_path / "tokenizer.json"
    tokenizer_json.save(ours, str(path))
    hf = HfTokenizer.from_file(str(path))
    for text in [multilingual, "<s>In the beginning<s> God", "", "   ", "🤗"]:
        mine, theirs = ours.encode(text), hf.encode(text, add_special_tokens=False)
        assert mine.tokens == theirs.tokens
        assert mine.ids == theirs.ids
        assert mine.offsets == theirs.offsets
        assert ours.decode(mine.ids) == hf.decode(theirs.ids)
        mine, theirs = ours.encode(text, add_special_tokens=True), hf.encode(text)
        assert (mine.tokens, mine.ids, mine.offsets) == (theirs.tokens, theirs.ids, theirs.offsets)
    reloaded = tokenizer_json.load(str(path))
    assert tokenizer_json.dumps(reloaded) == path.read_text(encoding="utf-8")
    assert reloaded.encode(multilingual) == ours.encode(multilingual)


def test_saved_settings_rebuild_the_training_config(sample_text, tmp_path):
    config = TrainConfig(algorithm="unigram", vocab_size=300, seed_size=3000, n_sub_iterations=1,
                         normalizer=["nfkc"], special_tokens=["<s>"])
    counts = count_words([Source.for_path(sample_text)], build_normalizer(config.normalizer),
                         config.build_pre_tokenizer())
    path = tmp_path / "tokenizer.json"
    tokenizer_json.save(run(train(config, counts)), str(path))
    assert TrainConfig.from_dict(tokenizer_json.load(str(path)).settings) == config
