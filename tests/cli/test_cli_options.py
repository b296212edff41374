"""Every `train` option reaches the trainer: the model the command line writes differs as the
option says it should.

The command line is run as a user runs it, through `main([...])` (its arguments, the files it
writes); the expected values come from the `tokenizers` trainer given the same option, or from a
hand computation on a tiny corpus. Where the reference is `tokenizers`, the test also checks that
the option changes its result, so a command line that dropped the option would fail.
"""

import gzip
import itertools
import json
from collections import Counter

import pytest
from tokenizers import Tokenizer as HfTokenizer
from tokenizers import models, normalizers, pre_tokenizers, trainers

from workbench.cli import main
from workbench.core import with_dropout
from workbench.core.formats import open_tokenizer

_names = itertools.count()


@pytest.fixture(scope="module")
def kjv(tmp_path_factory, sample_corpus) -> str:
    """The first 30 kB of the sample corpus: big enough for a few hundred merges, fast to train."""
    path = tmp_path_factory.mktemp("options") / "kjv.txt"
    path.write_bytes(gzip.open(sample_corpus).read(30_000).rsplit(b"\n", 1)[0] + b"\n")
    return str(path)


def train(folder, *args: str) -> dict:
    """`tokenizer-workbench train ARGS -o FILE`; the tokenizer.json it wrote."""
    out = folder / f"model-{next(_names)}.json"
    assert main(["train", *args, "-o", str(out), "--quiet"]) == 0
    return json.loads(out.read_text(encoding="utf-8"))


def hf_train(corpus: str, model, trainer, pre_tokenizer, normalizer=None) -> dict:
    """The tokenizer.json `tokenizers` writes after training on `corpus`."""
    hf = HfTokenizer(model)
    hf.pre_tokenizer = pre_tokenizer
    if normalizer is not None:
        hf.normalizer = normalizer
    hf.train([corpus], trainer)
    return json.loads(hf.to_str())


def hf_bpe(corpus: str, pre_tokenizer=None, normalizer=None, **options) -> dict:
    """`tokenizers`' BPE on `corpus` (whitespace pre-tokenizer and [UNK] unless told)."""
    options = {"vocab_size": 400, "special_tokens": ["[UNK]"], "show_progress": False, **options}
    unk = "[UNK]" if "[UNK]" in options["special_tokens"] else None
    return hf_train(corpus, models.BPE(unk_token=unk, **_model_options(options)),
                    trainers.BpeTrainer(**options), pre_tokenizer or pre_tokenizers.Whitespace(),
                    normalizer)


def _model_options(options: dict) -> dict:
    """The trainer options the BPE model must be given too (as `tokenizers` documents)."""
    names = ("continuing_subword_prefix", "end_of_word_suffix")
    return {name: options[name] for name in names if name in options}


def same_model(ours: dict, theirs: dict) -> bool:
    return (ours["model"]["vocab"] == theirs["model"]["vocab"]
            and merges_of(ours) == merges_of(theirs))


def merges_of(model: dict) -> list[tuple[str, str]]:
    return [tuple(merge) for merge in model["model"]["merges"]]


def bpe(folder, corpus: str, *options: str) -> dict:
    return train(folder, corpus, "--algorithm", "bpe", "--vocab-size", "400",
                 "--pre-tokenizer", "whitespace", *options)


def vocab_of(model: dict) -> list[str]:
    """Tokens in id order, whatever the model type."""
    vocab = model["model"]["vocab"]
    if isinstance(vocab, dict):
        return sorted(vocab, key=vocab.__getitem__)
    return [piece for piece, _ in vocab]


# --- BPE and WordPiece trainer options -------------------------------------------------------

def test_limit_alphabet_keeps_the_most_frequent_characters(kjv, tmp_path):
    text = open(kjv, encoding="utf-8").read()
    by_count = Counter(c for c in text if not c.isspace()).most_common()
    limit = next(k for k in range(20, len(by_count)) if by_count[k - 1][1] > by_count[k][1])
    kept = sorted(char for char, _ in by_count[:limit])
    ours = bpe(tmp_path, kjv, "--limit-alphabet", str(limit))
    assert vocab_of(ours)[1:limit + 1] == kept
    theirs = hf_bpe(kjv, limit_alphabet=limit)
    assert same_model(ours, theirs)
    assert not same_model(theirs, hf_bpe(kjv))
    wordpiece = train(tmp_path, kjv, "--algorithm", "wordpiece", "--vocab-size", "400",
                      "--limit-alphabet", str(limit))
    letters = {token.removeprefix("##") for token in vocab_of(wordpiece)[1:]}
    assert set("".join(letters)) == set(kept)


def test_max_token_length_bounds_new_tokens(kjv, tmp_path):
    """As in `tokenizers`, a merge is made only while the new token is shorter than the limit."""
    ours = bpe(tmp_path, kjv, "--max-token-length", "3")
    assert max(len(token) for token in vocab_of(ours)[1:]) == 2
    theirs = hf_bpe(kjv, max_token_length=3)
    assert same_model(ours, theirs)
    assert max(len(token) for token in vocab_of(hf_bpe(kjv))[1:]) > 3
    wordpiece = train(tmp_path, kjv, "--algorithm", "wordpiece", "--vocab-size", "400",
                      "--max-token-length", "3")
    assert max(len(token.removeprefix("##")) for token in vocab_of(wordpiece)[1:]) == 2


def test_min_frequency_stops_bpe_at_rare_pairs(kjv, tmp_path):
    ours = bpe(tmp_path, kjv, "--min-frequency", "40", "--vocab-size", "1000")
    theirs = hf_bpe(kjv, min_frequency=40, vocab_size=1000)
    assert same_model(ours, theirs)
    assert len(vocab_of(ours)) < 1000
    assert len(vocab_of(hf_bpe(kjv, vocab_size=1000))) == 1000


def test_min_frequency_skips_rare_wordpiece_pairs(toy_corpus, tmp_path):
    """By hand on the toy corpus: (##g, ##s) (5) and (b, ##u) (4) are below 6; of the pairs
    scoring 1/36, (h, ##u) is met first; then (hu, ##g) scores 15/(15*20) = 1/20, (p, ##u) and
    (##u, ##n) 1/21 (first seen: p ##u), (pu, ##n) 12/(17*16); every pair left is below 6."""
    model = train(tmp_path, toy_corpus, "--algorithm", "wordpiece", "--vocab-size", "20",
                  "--min-frequency", "6")
    assert vocab_of(model)[8:] == ["hu", "hug", "pu", "pun"]


def test_fuse_unk_makes_one_unknown_token_of_a_run(toy_corpus, tmp_path):
    text = "xyz hug"
    for options, tokens, offsets in [
        ([], ["[UNK]", "[UNK]", "[UNK]", "hug"], [(0, 1), (1, 2), (2, 3), (4, 7)]),
        (["--fuse-unk"], ["[UNK]", "hug"], [(0, 3), (4, 7)]),
    ]:
        out = tmp_path / f"fuse-{bool(options)}.json"
        assert main(["train", toy_corpus, "-o", str(out), "--vocab-size", "11", "--quiet",
                     "--pre-tokenizer", "whitespace", *options]) == 0
        encoding = HfTokenizer.from_file(str(out)).encode(text)
        assert (encoding.tokens, encoding.offsets) == (tokens, offsets)


def test_continuing_subword_prefix_and_end_of_word_suffix(toy_corpus, tmp_path):
    """By hand on the toy corpus (no ties: `tokenizers` agrees; on a larger corpus its ids of
    prefixed symbols follow a hash map's order, so its ties vary from run to run).
    Prefix: h ##u ##g ...; (##u, ##g) 20, (##u, ##n) 16, (h, ##ug) 15, (p, ##un) 12.
    Suffix: h u g</w> ...; (p, u) 17, (h, u) 15, (pu, n</w>) 12, (hu, g</w>) 10."""
    expected = {  # [UNK], 7 characters, 4 (3) new symbols, then 4 merges
        "continuing_subword_prefix": ("##", 16, [("##u", "##g"), ("##u", "##n"), ("h", "##ug"),
                                                 ("p", "##un")]),
        "end_of_word_suffix": ("</w>", 15, [("p", "u"), ("h", "u"), ("pu", "n</w>"),
                                            ("hu", "g</w>")]),
    }
    for option, (value, size, merges) in expected.items():
        ours = train(tmp_path, toy_corpus, "--vocab-size", str(size), "--pre-tokenizer",
                     "whitespace", "--" + option.replace("_", "-"), value)
        assert merges_of(ours) == merges
        theirs = hf_bpe(toy_corpus, vocab_size=size, **{option: value})
        assert merges_of(theirs) == merges
        assert set(ours["model"]["vocab"]) == set(theirs["model"]["vocab"])
    wordpiece = train(tmp_path, toy_corpus, "--algorithm", "wordpiece", "--vocab-size", "10",
                      "--continuing-subword-prefix", "@@")
    # The spec's worked example with @@ for ## (and "@" sorts before "b").
    assert vocab_of(wordpiece) == ["[UNK]", "@@g", "@@n", "@@s", "@@u", "b", "h", "p", "@@gs", "hu"]


def test_tie_break_chooses_among_equal_counts(tmp_path):
    """"cd" comes first in the corpus, "ab" has the lower ids: first-seen merges (c, d) first,
    lowest-id (a, b), as `tokenizers` does."""
    corpus = tmp_path / "ties.txt"
    corpus.write_text("cd ab\n", encoding="utf-8")
    merges = {}
    for rule in ("first-seen", "lowest-id"):
        model = train(tmp_path, str(corpus), "--vocab-size", "7", "--pre-tokenizer", "whitespace",
                      "--tie-break", rule)
        merges[rule] = merges_of(model)
    assert merges == {"first-seen": [("c", "d"), ("a", "b")], "lowest-id": [("a", "b"), ("c", "d")]}
    theirs = hf_bpe(str(corpus), vocab_size=7)
    assert merges_of(theirs) == merges["lowest-id"]


def test_special_tokens_and_unk_token(toy_corpus, tmp_path, capsys):
    model = train(tmp_path, toy_corpus, "--vocab-size", "14", "--pre-tokenizer", "whitespace",
                  "--special-tokens", "<s>,</s>", "--unk-token", "<unk>")
    assert vocab_of(model)[:3] == ["<unk>", "<s>", "</s>"]
    path = tmp_path / "specials.json"
    path.write_text(json.dumps(model), encoding="utf-8")
    encoding = HfTokenizer.from_file(str(path)).encode("<s>mug</s>", add_special_tokens=False)
    assert encoding.tokens == [
        "<s>", "<unk>", "ug", "</s>"]
    reference = HfTokenizer.from_file(str(path))
    reference.encode_special_tokens = True
    capsys.readouterr()
    assert main(["encode", str(path), "<s>mug</s>", "--encode-special-tokens"]) == 0
    as_text = json.loads(capsys.readouterr().out)
    assert as_text["tokens"] == reference.encode("<s>mug</s>", add_special_tokens=False).tokens


def test_initial_alphabet_bytes_or_seen(toy_corpus, tmp_path):
    seen = train(tmp_path, toy_corpus, "--vocab-size", "9", "--initial-alphabet", "seen")
    # Byte-level words of the toy corpus: hug, Ġpug, ... and Ċ for the newlines.
    assert vocab_of(seen) == ["b", "g", "h", "n", "p", "s", "u", "Ċ", "Ġ"]
    full = train(tmp_path, toy_corpus, "--vocab-size", "257", "--initial-alphabet", "bytes")
    assert sorted(vocab_of(full)[:256]) == sorted(pre_tokenizers.ByteLevel.alphabet())


# --- the pipeline: pre-tokenizer, its options, normalizer, JSON-lines field ------------------

PIPELINES = {
    "byte-level": (["--pre-tokenizer", "byte-level", "--initial-alphabet", "seen"],
                   lambda: pre_tokenizers.ByteLevel(add_prefix_space=False), None),
    "add-prefix-space": (["--pre-tokenizer", "byte-level", "--initial-alphabet", "seen",
                          "--add-prefix-space"],
                         lambda: pre_tokenizers.ByteLevel(add_prefix_space=True), None),
    "bert": (["--pre-tokenizer", "bert"], pre_tokenizers.BertPreTokenizer, None),
    "metaspace": (["--pre-tokenizer", "metaspace"], pre_tokenizers.Metaspace, None),
    "prepend-first": (["--pre-tokenizer", "metaspace", "--prepend-scheme", "first"],
                      lambda: pre_tokenizers.Metaspace(prepend_scheme="first"), None),
    "prepend-never": (["--pre-tokenizer", "metaspace", "--prepend-scheme", "never"],
                      lambda: pre_tokenizers.Metaspace(prepend_scheme="never"), None),
    "whitespace": (["--pre-tokenizer", "whitespace"], pre_tokenizers.Whitespace, None),
    "normalizer": (["--pre-tokenizer", "whitespace", "--normalizer", "nfkd,lowercase"],
                   pre_tokenizers.Whitespace,
                   lambda: normalizers.Sequence([normalizers.NFKD(), normalizers.Lowercase()])),
}


@pytest.fixture(scope="module")
def mixed_case(tmp_path_factory, kjv) -> str:
    """The kjv slice with lines of compatibility characters (for the normalizers) and runs of
    punctuation (which bert splits and whitespace keeps)."""
    path = tmp_path_factory.mktemp("options") / "mixed.txt"
    extra = "ﬁne ﬂour, Ⅻ tribes, ½ shekel, ＬＯＲＤ and Éden... what?! (yes).\n" * 30
    path.write_text(open(kjv, encoding="utf-8").read() + extra, encoding="utf-8")
    return str(path)


# Text that shows the pipeline at work: "[UNK]" splits it in two for the metaspace rows.
PROBE = "And ﬁne[UNK]And Ｌord, ½"


@pytest.mark.parametrize("name", PIPELINES)
def test_pipeline_options_train_and_encode_as_tokenizers(name, mixed_case, tmp_path):
    options, pre_tokenizer, normalizer = PIPELINES[name]
    out = tmp_path / "model.json"
    assert main(["train", mixed_case, "-o", str(out), "--algorithm", "bpe", "--vocab-size", "400",
                 "--quiet", *options]) == 0
    unk = [] if "byte-level" in options else ["[UNK]"]
    theirs = hf_bpe(mixed_case, pre_tokenizer(), normalizer and normalizer(), special_tokens=unk)
    assert same_model(json.loads(out.read_text(encoding="utf-8")), theirs)
    mine = HfTokenizer.from_file(str(out)).encode(PROBE)
    reference = HfTokenizer.from_str(json.dumps(theirs)).encode(PROBE)
    assert (mine.tokens, mine.offsets) == (reference.tokens, reference.offsets)


def test_pipeline_options_change_what_tokenizers_learns_or_encodes(mixed_case):
    """Each row of the table above gives `tokenizers` a different model or a different encoding
    of the probe, so a command line that dropped one of the options would fail its test."""
    outcomes = set()
    for options, pre_tokenizer, normalizer in PIPELINES.values():
        unk = [] if "byte-level" in options else ["[UNK]"]
        model = hf_bpe(mixed_case, pre_tokenizer(), normalizer and normalizer(), special_tokens=unk)
        tokens = HfTokenizer.from_str(json.dumps(model)).encode(PROBE).tokens
        outcomes.add((json.dumps(model["model"]), tuple(tokens)))
    assert len(outcomes) == len(PIPELINES)


def test_text_field_chooses_the_json_lines_field(tmp_path):
    """The toy corpus in "body", other words in "text": the spec's worked example from "body"."""
    corpus = tmp_path / "toy.jsonl"
    rows = [{"text": "zzz qqq", "body": " ".join([word] * n)}
            for word, n in [("hug", 10), ("pug", 5), ("pun", 12), ("bun", 4), ("hugs", 5)]]
    corpus.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    model = train(tmp_path, str(corpus), "--vocab-size", "11", "--pre-tokenizer", "whitespace",
                  "--tie-break", "first-seen", "--text-field", "body")
    assert merges_of(model) == [("u", "g"), ("u", "n"), ("h", "ug")]
    assert vocab_of(model)[:8] == ["[UNK]", "b", "g", "h", "n", "p", "s", "u"]


# --- Unigram --------------------------------------------------------------------------------

def test_max_piece_length_bounds_unigram_pieces(kjv, tmp_path):
    def longest(model: dict) -> int:
        return max(len(piece) for piece in vocab_of(model) if piece != "<unk>")

    ours = train(tmp_path, kjv, "--algorithm", "unigram", "--vocab-size", "300",
                 "--seed-size", "3000", "--max-piece-length", "4")
    assert longest(ours) == 4
    theirs = hf_train(kjv, models.Unigram(), trainers.UnigramTrainer(
        vocab_size=300, max_piece_length=4, unk_token="<unk>", special_tokens=["<unk>"],
        show_progress=False), pre_tokenizers.Metaspace())
    assert longest(theirs) == 4
    assert longest(train(tmp_path, kjv, "--algorithm", "unigram", "--vocab-size", "300",
                         "--seed-size", "3000")) > 4


def unigram_history(folder, corpus: str, *options: str) -> dict:
    """The training history a `train --save-project` run records in the bundle."""
    bundle = folder / f"bundle-{next(_names)}.json"
    assert main(["train", corpus, "--save-project", str(bundle), "--algorithm", "unigram",
                 "--vocab-size", "100", "--quiet", *options]) == 0
    return json.loads(bundle.read_text(encoding="utf-8"))["runs"][0]["history"]


@pytest.mark.parametrize("pruning, last", [("approximate", 108), ("exact", 99)])
def test_seed_size_shrinking_factor_and_pruning_set_the_rounds(pruning, last, kjv, tmp_path):
    """By hand: a seed of 1,000 pieces, halved each round, down to the target of 99 pieces (100
    less <unk>); approximate pruning stops at 1.1 x 99 = 108 and trims at the end, exact at 99."""
    history = unigram_history(tmp_path, kjv, "--seed-size", "1000", "--shrinking-factor", "0.5",
                              "--n-sub-iterations", "0", "--pruning", pruning)
    assert history["prunes"]["vocab_size"] == [500, 250, 125, last]
    assert history["em_steps"]["loss"] == []


def test_n_sub_iterations_sets_em_steps_per_round(kjv, tmp_path):
    history = unigram_history(tmp_path, kjv, "--seed-size", "1000", "--n-sub-iterations", "3")
    rounds = Counter(history["em_steps"]["round"])
    assert set(rounds.values()) == {3}
    assert len(rounds) == len(history["prunes"]["round"]) + 1  # EM before each round and after


# --- where the run goes ------------------------------------------------------------------------

def test_embed_corpora_stores_the_corpus_text(toy_corpus, tmp_path):
    for embed in (False, True):
        bundle = tmp_path / f"embed-{embed}.json"
        assert main(["train", toy_corpus, "--save-project", str(bundle), "--vocab-size", "11",
                     "--pre-tokenizer", "whitespace", "--quiet",
                     *(["--embed-corpora"] if embed else [])]) == 0
        corpus = json.loads(bundle.read_text(encoding="utf-8"))["corpora"][0]
        assert corpus.get("text") == (open(toy_corpus, encoding="utf-8").read() if embed else None)


def test_workers_count_the_same_table(sample_text, tmp_path):
    """More than one counting process (the corpus is over a megabyte) gives the same table."""
    tables = []
    for workers in ("1", "2"):
        out = tmp_path / f"counts-{workers}.tsv"
        assert main(["count", sample_text, "-o", str(out), "--workers", workers, "--quiet"]) == 0
        tables.append(out.read_bytes())
    assert tables[0] == tables[1]


def test_encode_with_bpe_dropout_and_a_seed(toy_corpus, tmp_path, capsys):
    path = tmp_path / "bpe.json"
    path.write_text(json.dumps(train(tmp_path, toy_corpus, "--vocab-size", "20")), encoding="utf-8")

    def encoded(*options: str) -> dict:
        capsys.readouterr()
        assert main(["encode", str(path), "hugs pugs bun", *options]) == 0
        return json.loads(capsys.readouterr().out)

    reference = HfTokenizer.from_file(str(path))
    reference.model.dropout = 1.0
    assert encoded("--dropout", "1")["tokens"] == reference.encode("hugs pugs bun").tokens
    assert encoded("--dropout", "0.5", "--seed", "7") == encoded("--dropout", "0.5", "--seed", "7")
    assert encoded("--dropout", "0")["tokens"] == HfTokenizer.from_file(str(path)).encode("hugs pugs bun").tokens
    assert main(["encode", str(path), "hugs", "--dropout", "2"]) == 2


def test_encode_dropout_follows_the_seed_on_a_model_with_merges(kjv, tmp_path, capsys):
    """On a model with merges, dropout changes the split: the same seed gives the same ids, ten
    seeds give more than one split, and the command line gives what the API gives for a seed."""
    path = tmp_path / "bpe.json"
    path.write_text(json.dumps(bpe(tmp_path, kjv, "--vocab-size", "400")), encoding="utf-8")
    text = "And the LORD spake unto Moses in the wilderness of Sinai, saying"

    def ids(seed: int) -> list[int]:
        capsys.readouterr()
        assert main(["encode", str(path), text, "--dropout", "0.5", "--seed", str(seed)]) == 0
        return json.loads(capsys.readouterr().out)["ids"]

    undropped = open_tokenizer(str(path))
    assert len(undropped.encode(text).ids) < len(text.split()) * 3  # merges make words whole
    api = with_dropout(undropped, 0.5)
    splits = {tuple(ids(seed)) for seed in range(10)}
    assert len(splits) >= 2
    for seed in (3, 8):
        assert ids(seed) == ids(seed) == api.encode(text, seed=seed).ids
        pieces = [undropped.id_to_token(i) for i in ids(seed)]
        assert "".join(pieces) == "".join(undropped.encode(text).tokens)  # the same characters
