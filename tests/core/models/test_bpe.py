"""BPE: the worked examples of SPEC section 3, tie-breaking, options, cancel and determinism."""

import gc
import gzip
import json
import time

import pytest

from workbench.core.formats import tokenizer_json
from workbench.core.models.bpe import BpeModel, BpeTrainer
from workbench.core.pipeline.normalizers import build_normalizer
from workbench.core.pipeline.pre_tokenizers import Whitespace
from workbench.core.runtime.events import run
from workbench.core.tokenizer.tokenizer import Tokenizer


def toy_model(toy_words, **options) -> BpeModel:
    options = {"vocab_size": 11, "tie_break": "first-seen", "unk_token": "[UNK]", **options}
    return run(BpeTrainer(**options).train(toy_words))


def tokens(model: BpeModel, word: str) -> list[str]:
    return [model.vocab[i] for i, _, _ in model.tokenize(word)]


@pytest.mark.parametrize("tie_break", ["first-seen", "lowest-id"])
def test_toy_corpus_merges(toy_words, tie_break):
    model = toy_model(toy_words, tie_break=tie_break)
    assert model.vocab[:8] == ["[UNK]", "b", "g", "h", "n", "p", "s", "u"]
    assert model.merges == [("u", "g"), ("u", "n"), ("h", "ug")]
    assert model.vocab[8:] == ["ug", "un", "hug"]


def test_events_report_each_merge_with_its_count(toy_words):
    before = time.perf_counter()
    events = list(BpeTrainer(vocab_size=11, tie_break="first-seen", unk_token="[UNK]").train(toy_words))
    took = time.perf_counter() - before
    assert all(e.elapsed <= took for e in events)  # seconds since training started
    assert [(e.rank, e.pair, e.token, e.count, e.vocab_size) for e in events] == [
        (0, ("u", "g"), "ug", 20, 9), (1, ("u", "n"), "un", 16, 10), (2, ("h", "ug"), "hug", 15, 11),
    ]
    assert all(e.score is None and e.elapsed >= 0 for e in events)



def test_bad_settings_are_refused_with_what_is_allowed(toy_words):
    with pytest.raises(ValueError, match="^tie_break must be one of first-seen, lowest-id$"):
        BpeTrainer(tie_break="random")
    with pytest.raises(ValueError, match="^vocab_size must be at least 1$"):
        BpeTrainer(vocab_size=0)
    assert run(BpeTrainer(vocab_size=1).train(toy_words)).merges == []  # allowed: no merges

@pytest.mark.parametrize(("word", "expected"), [
    ("bug", ["b", "ug"]), ("mug", ["[UNK]", "ug"]), ("thug", ["[UNK]", "hug"]), ("unhug", ["un", "hug"]),
])
def test_toy_encoding(toy_words, word, expected):
    assert tokens(toy_model(toy_words), word) == expected


def test_tie_break_rules_differ_where_they_should():
    words = {"zb": 3, "ab": 3}  # (z, b) is seen first; (a, b) has the lower ids
    assert toy_model(words, vocab_size=4, unk_token=None).merges == [("z", "b")]
    assert toy_model(words, vocab_size=4, unk_token=None, tie_break="lowest-id").merges == [("a", "b")]


def test_ids_are_specials_then_sorted_alphabet_then_merges(toy_words):
    model = toy_model(toy_words, special_tokens=["<s>", "</s>"], vocab_size=13)
    assert model.vocab[:4] == ["[UNK]", "<s>", "</s>", "b"]
    assert model.vocab[-3:] == ["ug", "un", "hug"]


def test_min_frequency_stops_training(toy_words):
    assert toy_model(toy_words, vocab_size=100, min_frequency=16).merges == [("u", "g"), ("u", "n")]


def test_limit_alphabet_keeps_the_most_frequent_characters(toy_words):
    model = toy_model(toy_words, vocab_size=5, limit_alphabet=3, unk_token=None)
    assert model.vocab == ["g", "p", "u", "ug", "pu"]


def test_max_token_length_blocks_longer_tokens(toy_words):
    model = toy_model(toy_words, vocab_size=30, max_token_length=3)
    assert all(len(token) < 3 for token in model.vocab[8:])


def test_prefix_and_suffix_mark_word_positions(toy_words):
    model = toy_model(toy_words, vocab_size=20, continuing_subword_prefix="##", end_of_word_suffix="</w>")
    assert "##g</w>" in model.vocab and "h" in model.vocab
    assert tokens(model, "hugs")[-1].endswith("</w>")
    assert "".join(t.replace("##", "").replace("</w>", "") for t in tokens(model, "hugs")) == "hugs"


def test_merges_run_with_the_cycle_collector_paused(toy_words, collector_on):
    """Merging makes no cyclic garbage but enough lists to set off full collections."""
    during = []
    model = run(BpeTrainer(vocab_size=11, tie_break="first-seen", unk_token="[UNK]").train(
        toy_words, should_stop=lambda: during.append(gc.isenabled())))
    assert model.merges == [("u", "g"), ("u", "n"), ("h", "ug")]
    assert during and not any(during) and gc.isenabled()


def test_stopping_leaves_a_valid_partial_model(toy_words):
    asked = []
    training = BpeTrainer(vocab_size=11, tie_break="first-seen", unk_token="[UNK]").train(
        toy_words, should_stop=lambda: len(asked) >= 2)
    for _ in training:
        asked.append(1)
        if len(asked) == 2:
            break
    model = run(training)
    assert model.merges == [("u", "g"), ("u", "n")]
    assert tokens(model, "hug") == ["h", "ug"]


@pytest.mark.parametrize("algorithm", ["bpe", "wordpiece"])
def test_training_is_deterministic(sample_corpus, algorithm):
    from workbench.core.training.corpus import Source
    from workbench.core.training.counting import count_words
    from workbench.core.training import TrainConfig, train
    config = TrainConfig(algorithm=algorithm, vocab_size=600, pre_tokenizer="whitespace",
                         tie_break="first-seen")
    counts = count_words([Source.for_path(sample_corpus)], build_normalizer(None),
                         config.build_pre_tokenizer())
    first, second = (tokenizer_json.dumps(run(train(config, counts))) for _ in range(2))
    assert first == second


def test_char_level_bpe_matches_tokenizers_with_prefix_and_suffix(sample_corpus):
    """Without prefix/suffix the merges are identical. With them, `tokenizers` gives the prefixed
    symbols ids in hash-map order, so its own tie-breaks vary from run to run: there we check
    that both learn the same merges, away from the cut-off where a tie can fall either way."""
    from tokenizers import Tokenizer as HfTokenizer
    from tokenizers import models, pre_tokenizers, trainers
    text = gzip.open(sample_corpus, "rt", encoding="utf-8").read()[:200_000]
    words: dict[str, int] = {}
    for word in Whitespace().words(text):
        words[word] = words.get(word, 0) + 1
    for options in [{}, {"continuing_subword_prefix": "##"}, {"end_of_word_suffix": "</w>"}]:
        hf = HfTokenizer(models.BPE(**options))
        hf.pre_tokenizer = pre_tokenizers.Whitespace()
        hf.train_from_iterator([text], trainers.BpeTrainer(vocab_size=800, show_progress=False,
                                                           **options))
        theirs = [tuple(m) for m in json.loads(hf.to_str())["model"]["merges"]]
        ours = run(BpeTrainer(vocab_size=800, **options).train(words)).merges
        if not options:
            assert ours == theirs
        assert len(ours) == len(theirs)
        assert set(ours[:-20]) <= set(theirs) and set(theirs[:-20]) <= set(ours)



def test_max_token_length_merges_as_tokenizers(sample_corpus):
    """The same merges as `tokenizers` with max_token_length: pairs that would make a longer
    token are not counted, and the others go on merging."""
    from tokenizers import Tokenizer as HfTokenizer
    from tokenizers import models, pre_tokenizers, trainers
    text = gzip.open(sample_corpus, "rt", encoding="utf-8").read()[:100_000]
    words: dict[str, int] = {}
    for word in Whitespace().words(text):
        words[word] = words.get(word, 0) + 1
    hf = HfTokenizer(models.BPE())
    hf.pre_tokenizer = pre_tokenizers.Whitespace()
    hf.train_from_iterator([text], trainers.BpeTrainer(vocab_size=500, max_token_length=5,
                                                       show_progress=False))
    theirs = [tuple(m) for m in json.loads(hf.to_str())["model"]["merges"]]
    ours = run(BpeTrainer(vocab_size=500, max_token_length=5).train(words)).merges
    assert ours == theirs and any(len(a) > 1 for a, _ in ours)  # new tokens merge again


def course_bpe(words: dict[str, int]) -> list[tuple[str, str]]:
    """The course's BPE, as its code does it: recount every pair after each merge, merge the
    most frequent (the first seen of equal ones), until no pair is left."""
    splits = {word: list(word) for word in words}
    merges = []
    while True:
        pair_freqs: dict[tuple[str, str], int] = {}
        for word, freq in words.items():
            split = splits[word]
            for pair in zip(split, split[1:]):
                pair_freqs[pair] = pair_freqs.get(pair, 0) + freq
        if not pair_freqs:
            return merges
        best = max(pair_freqs, key=pair_freqs.get)  # max keeps the first of equal counts
        merges.append(best)
        for word, split in splits.items():
            i = 0
            while i < len(split) - 1:
                if (split[i], split[i + 1]) == best:
                    split[i:i + 2] = [best[0] + best[1]]
                i += 1


def test_first_seen_merges_as_the_course_to_the_last_pair(sample_corpus):
    """Down to pairs seen once, and with pairs that come back after their count fell: every
    merge as the course's code makes it."""
    text = gzip.open(sample_corpus, "rt", encoding="utf-8").read()[:3_000]
    words: dict[str, int] = {}
    for word in Whitespace().words(text):
        words[word] = words.get(word, 0) + 1
    expected = course_bpe(words)
    ours = run(BpeTrainer(vocab_size=10_000, tie_break="first-seen").train(words)).merges
    assert ours == expected

def test_tokenizer_splits_around_special_tokens(toy_words):
    model = toy_model(toy_words, special_tokens=["<s>"], vocab_size=12)
    tokenizer = Tokenizer(build_normalizer(None), Whitespace(), model, ["[UNK]", "<s>"])
    encoding = tokenizer.encode("<s>hug pun<s>")
    assert encoding.tokens == ["<s>", "hug", "p", "un", "<s>"]
    assert encoding.offsets == [(0, 3), (3, 6), (7, 8), (8, 10), (10, 13)]


def test_events_survive_pickling_as_the_gui_worker_sends_them():
    import pickle

    from workbench.core.runtime.events import EmStepEvent, MergeEvent, PruneEvent
    events = [MergeEvent(0, ("u", "g"), "ug", 20, None, 8, 0.1),
              MergeEvent(1, ("##g", "##s"), "##gs", 5, 0.05, 9, 0.2),
              EmStepEvent(0, 1, 6.5, 300, 0.3), PruneEvent(0, (("hug", 23.5),), 270, 0.4)]
    assert pickle.loads(pickle.dumps(events)) == events
