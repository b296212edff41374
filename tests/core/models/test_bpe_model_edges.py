"""The BPE model's edges that mutation testing of `bpe.model` found unpinned
(docs/mutation.md). Expected values come from `tokenizers`' BPE on the same vocabulary and
merges, or are worked by hand from the documented rule."""

import json
import random

import pytest
from tokenizers import Tokenizer as HfTokenizer
from tokenizers import decoders, models

from workbench.core.models.base import UnknownTokenError
from workbench.core.models.bpe import BpeModel
from workbench.core.models.bpe.model import SentencePieceBpeModel
from workbench.core.runtime.events import run
from workbench.core.training import continuation


def theirs(vocab: list[str], merges: list[tuple[str, str]], word: str, **options) -> list:
    """`tokenizers`' BPE on `word` (no pre-tokenizer): (token, start, end) for each token."""
    hf = HfTokenizer(models.BPE({t: i for i, t in enumerate(vocab)}, merges, **options))
    encoding = hf.encode(word)
    return [(t, *o) for t, o in zip(encoding.tokens, encoding.offsets)]


def ours(model: BpeModel, word: str) -> list:
    return [(model.vocab[i], start, end) for i, start, end in model.tokenize(word)]


def sentencepiece_ab() -> SentencePieceBpeModel:
    """Pieces a, b and ab; the pair a b spells ab (score -0.5), so it merges."""
    return SentencePieceBpeModel(
        vocab=["<unk>", "a", "b", "ab"], merges=[], unk_token="<unk>",
        scores=[0.0, -1.0, -2.0, -0.5], piece_types=["UNKNOWN", "NORMAL", "NORMAL", "NORMAL"],
    )


def test_merge_of_gives_the_last_merge_making_a_token_joined_without_the_prefix():
    """a + ##b makes ab (rank 0 and again rank 2: the last one counts); ab + ##c makes abc."""
    model = BpeModel(["a", "##b", "##c", "ab", "abc"],
                     [("a", "##b"), ("ab", "##c"), ("a", "##b")], continuing_subword_prefix="##")
    assert model.merge_of("ab") == (2, "a", "##b")
    assert model.merge_of("abc") == (1, "ab", "##c")
    assert model.merge_of("a") is None and model.merge_of("a##b") is None
    assert model.merge_of("abc") == (1, "ab", "##c")  # asked again: the table built once
    assert [model.rank_or_score(i) for i in range(5)] == [None, None, None, 2, 1]


def test_a_subset_of_a_sentencepiece_bpe_model_keeps_the_scores_and_types_of_its_pieces():
    subset = sentencepiece_ab().subset([0, 3, 1])
    assert subset.vocab == ["<unk>", "ab", "a"]
    assert subset.scores == [0.0, -0.5, -1.0]
    assert subset.piece_types == ["UNKNOWN", "NORMAL", "NORMAL"]


def test_a_sentencepiece_bpe_model_has_no_merge_order_to_cut_saying_why():
    model = sentencepiece_ab()
    why = (r"^SentencePiece BPE merges by the pieces' scores, not in the order learned: its merges "
           r"cannot be cut short$")
    with pytest.raises(ValueError, match=why):
        model.count_steps("ab")
    with pytest.raises(ValueError, match=why):
        model.merge_sizes()
    with pytest.raises(ValueError, match=why):
        model.truncated(3)


@pytest.mark.parametrize("dropout", [None, 0.0])
def test_a_copy_without_dropout_encodes_as_tokenizers(dropout):
    vocab, merges = ["a", "b", "ab", "abab"], [("a", "b"), ("ab", "ab")]
    sampled = BpeModel(vocab, merges, dropout=0.5).with_dropout(dropout)
    assert ours(sampled, "ababa") == theirs(vocab, merges, "ababa") == [
        ("abab", 0, 4), ("a", 4, 5)]


def test_a_word_in_the_vocabulary_is_whole_only_under_ignore_merges():
    """Without ignore_merges "ab" is a + b merged, even though ab is a token."""
    trace = BpeModel(["a", "b", "ab"], [("a", "b")]).explain("ab")
    assert trace.whole_word is False and [s.pair for s in trace.steps] == [("a", "b")]


def test_a_sentencepiece_bpe_step_merges_one_occurrence():
    """SentencePiece merges one pair of symbols at a time: "abab" takes two steps of one each."""
    trace = sentencepiece_ab().explain("abab")
    assert [(s.pair, s.occurrences, s.symbols) for s in trace.steps] == [
        (("a", "b"), 1, ("ab", "a", "b")), (("a", "b"), 1, ("ab", "ab"))]


@pytest.mark.parametrize(("vocab", "merges", "named"), [
    (["a", "b", "ab", "xb"], [("a", "b"), ("x", "b")], "'x' 'b'"),  # its left token missing
    (["a", "b", "ab", "ax"], [("a", "b"), ("a", "x")], "'a' 'x'"),  # its right token missing
    (["a", "b", "c", "bc"], [("b", "c"), ("a", "b")], "'a' 'b'"),  # what it makes missing
    (["a", "b", "c"], [("a", "b"), ("b", "c")], "'a' 'b'"),  # two such merges: the first
    (["a", "b", "c", "ab"], [("a", "b"), ("b", "c"), ("x", "a")], "'b' 'c'"),
], ids=["left", "right", "result", "first-of-two", "first-of-two-kinds"])
def test_a_merge_using_a_token_missing_from_the_vocabulary_is_refused_naming_the_first(
        vocab, merges, named):
    """`tokenizers` refuses these too (a missing left or right token: "Token `x` out of
    vocabulary"; a missing result makes its BpeBuilder panic)."""
    with pytest.raises(ValueError, match=f"^merge {named} uses a token missing from the vocabulary$"):
        BpeModel(vocab, merges)


def test_byte_fallback_spells_only_unknown_characters_in_bytes_and_goes_on_after_them():
    """a is a token and has a byte token too: it stays a; c is no token, so <0x63>; the word
    goes on after it."""
    vocab, merges = ["a", "b", "<0x61>", "<0x63>", "ab"], [("a", "b")]
    model = BpeModel(vocab, merges, byte_fallback=True)
    assert ours(model, "acab") == theirs(vocab, merges, "acab", byte_fallback=True) == [
        ("a", 0, 1), ("<0x63>", 1, 2), ("ab", 2, 4)]


@pytest.mark.parametrize("fuse_unk", [True, False])
def test_unknown_characters_after_several_symbols_fuse_or_not_as_tokenizers(fuse_unk):
    vocab, merges = ["<unk>", "a", "b", "c", "ab"], [("a", "b")]
    model = BpeModel(vocab, merges, unk_token="<unk>", fuse_unk=fuse_unk)
    expected = theirs(vocab, merges, "abcxxab", unk_token="<unk>", fuse_unk=fuse_unk)
    assert ours(model, "abcxxab") == expected
    assert [t for t, _, _ in expected].count("<unk>") == (1 if fuse_unk else 2)


def test_an_unknown_token_missing_from_the_vocabulary_matters_only_for_unknown_characters():
    """As `tokenizers`: "abab" encodes; "axb" is refused ("Unk token `<unk>` not found in the
    vocabulary" there)."""
    vocab, merges = ["a", "b", "ab"], [("a", "b")]
    model = BpeModel(vocab, merges, unk_token="<unk>")
    assert ours(model, "abab") == theirs(vocab, merges, "abab", unk_token="<unk>")
    with pytest.raises(UnknownTokenError, match="^cannot encode 'axb': the unknown token '<unk>' "
                                                "is not in the vocabulary$"):
        model.tokenize("axb")


def test_the_trace_gives_each_merges_rank():
    """(b, c) rank 0, then (a, bc) rank 1: "abc" merges b c first."""
    model = BpeModel(["a", "b", "c", "bc", "abc"], [("b", "c"), ("a", "bc")])
    trace = model.explain("abc")
    assert [(s.rank, s.pair, s.result) for s in trace.steps] == [
        (0, ("b", "c"), "bc"), (1, ("a", "bc"), "abc")]


EVERY_OPTION = {"dropout": 0.25, "unk_token": "<unk>", "continuing_subword_prefix": "@@",
                "end_of_word_suffix": "</w>", "fuse_unk": True, "byte_fallback": True,
                "ignore_merges": True}
VOCAB = ["<unk>", "a", "@@b", "b</w>", "@@b</w>", "ab</w>", "", "ab"]
HOLES = frozenset({6})  # an id the vocabulary skips


def their_json(model_section: dict) -> dict:
    """The model section as `tokenizers` reads it and writes it back."""
    hf = HfTokenizer.from_str(json.dumps({
        "version": "1.0", "truncation": None, "padding": None, "added_tokens": [],
        "normalizer": None, "pre_tokenizer": None, "post_processor": None, "decoder": None,
        "model": model_section}))
    return json.loads(hf.to_str())["model"]


def test_to_json_writes_every_field_as_tokenizers_does():
    model = BpeModel(VOCAB, [("a", "@@b"), ("a", "@@b</w>")], holes=HOLES, **EVERY_OPTION)
    theirs_model = models.BPE({t: i for i, t in enumerate(VOCAB) if i not in HOLES},
                              [("a", "@@b"), ("a", "@@b</w>")], **EVERY_OPTION)
    expected = json.loads(HfTokenizer(theirs_model).to_str())["model"]
    assert model.to_json() == expected
    assert model.details() == {"merges": [["a", "@@b"], ["a", "@@b</w>"]]}


def test_from_json_reads_every_field_and_merges_written_as_strings():
    section = {"type": "BPE", **EVERY_OPTION, "vocab": {"a": 0, "@@b": 1, "ab": 2, "<unk>": 4},
               "merges": ["a @@b"]}
    model = BpeModel.from_json(section)
    assert model.to_json() == their_json(section)
    assert model.merges == [("a", "@@b")] and model.vocab == ["a", "@@b", "ab", "", "<unk>"]
    assert model.holes == frozenset({3})  # an id the map skips, as `tokenizers` keeps it


@pytest.mark.parametrize("section", [{}, dict.fromkeys(EVERY_OPTION)], ids=["absent", "null"])
def test_from_json_without_optional_fields_takes_tokenizers_defaults(section):
    section = {"type": "BPE", "vocab": {"a": 0, "b": 1, "ab": 2}, "merges": [["a", "b"]],
               **section}
    assert BpeModel.from_json(section).to_json() == their_json(section)


@pytest.mark.parametrize(("field", "value", "kind"), [
    ("dropout", "x", "a number"), ("unk_token", 5, "a string"),
    ("continuing_subword_prefix", 5, "a string"), ("end_of_word_suffix", 5, "a string"),
    ("fuse_unk", 5, "a boolean"), ("byte_fallback", 5, "a boolean"),
    ("ignore_merges", 5, "a boolean"), ("merges", {}, "a sequence")])
def test_from_json_refuses_a_field_of_the_wrong_type_naming_it(field, value, kind):
    """`tokenizers` refuses each of these too ("invalid type: integer `5`, expected a boolean")."""
    section = {"type": "BPE", "vocab": {"a": 0}, "merges": [], field: value}
    with pytest.raises(Exception):
        their_json(section)
    shown = repr(value) if value != {} else "a map"
    with pytest.raises(ValueError, match=f"^model field '{field}' is {shown}, not {kind}$"):
        BpeModel.from_json(section)


@pytest.mark.parametrize(("merges", "expected"), [
    (["a b", "ab c"], [("a", "b"), ("ab", "c")]),  # the older "left right" strings
    (["a b c"], [("a", "b c")]),  # split at the first space, as the docstring says
    ([["a", "b"], "ab c"], [("a", "b"), ("ab", "c")]),  # both kinds in one list
    ([["a", "b c"]], [("a", "b c")]),  # a pair keeps its spaces
    (["a  b"], [("a", " b")]),  # the right token starts with the second space
])
def test_merges_are_read_as_pairs_or_as_strings_split_at_the_first_space(merges, expected):
    """By hand from the documented rule (`tokenizers` refuses the last two lists but the first)."""
    vocab = {t: i for i, t in enumerate(["a", "b", "c", "ab", "abc", "b c", "ab c", " b", "a b"])}
    model = BpeModel.from_json({"type": "BPE", "vocab": vocab, "merges": merges})
    assert model.merges == expected


@pytest.mark.parametrize("merge", ["ab", 5, ["a"], ["a", "b", "c"], ["a", 5], [5, "b"]])
@pytest.mark.parametrize("after", [True, False], ids=["after-a-pair", "alone"])
def test_a_merge_that_is_not_two_tokens_is_refused_naming_it(merge, after):
    vocab = {"a": 0, "b": 1, "ab": 2}
    merges = [["a", "b"], merge] if after else [merge]
    with pytest.raises(ValueError, match=f"^merge {merge!r} is not two tokens$".replace("[", r"\[")):
        BpeModel.from_json({"type": "BPE", "vocab": vocab, "merges": merges})


def prefixed() -> BpeModel:
    """a + @@b makes ab, ab + @@c makes abc (the prefix @@, not tokenizers' default ##)."""
    return BpeModel(["a", "@@b", "@@c", "ab", "abc"], [("a", "@@b"), ("ab", "@@c")],
                    continuing_subword_prefix="@@")


def test_count_steps_gives_the_tokens_fewer_with_each_number_of_merges():
    """a b c a b: (a, b), rank 0, merges twice (ab c ab), then (ab, c), rank 1, once (abc ab):
    5 tokens with no merge, 2 fewer with the first, 1 fewer again with both."""
    model = BpeModel(["a", "b", "c", "ab", "abc"], [("a", "b"), ("ab", "c")])
    assert model.count_steps("abcab") == (5, [(1, 2), (2, 1)])


def test_merge_sizes_count_each_token_once_and_join_without_the_prefix():
    """(a, b) learned twice adds one token; c and the alphabet were there from the start."""
    assert BpeModel(["a", "b", "ab", "c"], [("a", "b"), ("a", "b")]).merge_sizes() == [3, 4, 4]
    assert prefixed().merge_sizes() == [3, 4, 5]


def test_truncated_keeps_the_first_merges_and_their_tokens_joined_without_the_prefix():
    small = prefixed().truncated(4)
    assert small.vocab == ["a", "@@b", "@@c", "ab"] and small.merges == [("a", "@@b")]
    assert prefixed().truncated(3).merges == [] and prefixed().truncated(5).merges == prefixed().merges


def test_a_model_with_ignore_merges_has_no_merge_order_to_cut_saying_why():
    model = BpeModel(["a", "b", "ab"], [("a", "b")], ignore_merges=True)
    with pytest.raises(ValueError, match="^with ignore_merges a word in the vocabulary is one token "
                                         "whatever the merges, so fewer merges do not tell its split$"):
        model.count_steps("ab")
    with pytest.raises(ValueError, match="^a model with ignore_merges cannot be cut down to fewer "
                                         "merges$"):
        model.truncated(2)


def test_needs_follows_the_merges_that_build_each_token_down_to_the_alphabet():
    assert prefixed().needs({"abc"}) == {"abc", "ab", "@@c", "a", "@@b"}
    assert prefixed().needs({"ab", "@@c"}) == {"ab", "@@c", "a", "@@b"}


def test_a_subset_of_a_model_with_holes_has_none():
    model = BpeModel(["a", "", "b", "ab"], [("a", "b")], holes=frozenset({1}))
    subset = model.subset([0, 2, 3])
    assert subset.holes == frozenset() and subset.to_json()["vocab"] == {"a": 0, "b": 1, "ab": 2}


def test_the_trace_gives_each_merges_count_from_training():
    """The example of bpe/explain.py: the counts of ug and hug when training merged them."""
    model = BpeModel(["b", "g", "h", "n", "p", "s", "u", "ug", "un", "hug"],
                     [("u", "g"), ("u", "n"), ("h", "ug")])
    trace = model.explain("hugs", merge_counts={"ug": 20, "hug": 15})
    assert trace.initial == ("h", "u", "g", "s") and trace.tokens == ("hug", "s")
    assert [(s.rank, s.pair, s.result, s.count) for s in trace.steps] == [
        (0, ("u", "g"), "ug", 20), (2, ("h", "ug"), "hug", 15)]


@pytest.mark.parametrize(("options", "reference", "tokens"), [
    ({"end_of_word_suffix": "</w>"}, decoders.BPEDecoder(suffix="</w>"), ["hu", "g</w>", "pug</w>"]),
    ({"continuing_subword_prefix": "@@"}, decoders.WordPiece(prefix="@@", cleanup=False),
     ["a", "@@b", ".", "don", "'t"]),
], ids=["suffix", "prefix"])
def test_the_default_decoder_joins_tokens_as_tokenizers_decoder_for_the_model(
        options, reference, tokens):
    """A prefix is glued back without `tokenizers`' clean-up of spaces before punctuation."""
    decoder = BpeModel(["a"], [], **options).default_decoder()
    assert decoder.decode(tokens) == reference.decode(tokens)


def test_continued_training_follows_the_tie_rule_of_the_settings():
    """(z, b) and (a, b) both count 3: first-seen takes (z, b); lowest-id, the default, (a, b)."""
    model = BpeModel(["a", "b", "z"], [])
    words = {"zb": 3, "ab": 3}
    assert run(continuation.continue_training(model, words, 1, [], {"tie_break": "first-seen"})).merges == [
        ("z", "b")]
    assert run(continuation.continue_training(model, words, 1, [], {"tie_break": None})).merges == [("a", "b")]


def test_a_skipped_merge_waits_for_the_next_merge_made_then_is_tried_again():
    """`tokenizers`' Word.merge_all with dropout 0.5, worked by hand with the draws of Python's
    random.Random(1): 0.134 skips (a, b) (rank 0); 0.847 lets (b, c) merge, and (a, b) goes back
    in the queue; 0.764 takes it again, but b is gone into bc: a bc."""
    draws = random.Random(1)
    assert [round(draws.random(), 3) for _ in range(3)] == [0.134, 0.847, 0.764]
    model = BpeModel(["a", "b", "c", "ab", "bc"], [("a", "b"), ("b", "c")], dropout=0.5)
    model.seed(1)
    assert ours(model, "abc") == [("a", 0, 1), ("bc", 1, 3)]


def test_sampling_goes_on_past_an_entry_about_a_pair_gone():
    """(b, c) merges first; the queued (a, b) is then about a pair that is gone, and (a, bc),
    queued after it, still merges: abc, as plain `tokenizers` BPE gives."""
    vocab, merges = ["a", "b", "c", "bc", "ab", "abc"], [("b", "c"), ("a", "b"), ("a", "bc")]
    model = BpeModel(vocab, merges, dropout=1e-12)
    assert ours(model, "abc") == theirs(vocab, merges, "abc") == [("abc", 0, 3)]


def test_without_an_unknown_token_unknown_characters_are_left_out_as_tokenizers_does():
    """x is no token and there is no unknown token: it is left out and a, b merge across it,
    as in `tokenizers`. The offsets are the characters' own, by hand (ab spans a to b: 0-3);
    `tokenizers` counts them as if x were not there (0-2)."""
    vocab, merges = ["a", "b", "ab"], [("a", "b")]
    assert [t for t, _, _ in ours(BpeModel(vocab, merges), "axb")] == [
        t for t, _, _ in theirs(vocab, merges, "axb")] == ["ab"]
    assert ours(BpeModel(vocab, merges), "axb") == [("ab", 0, 3)]


@pytest.mark.parametrize(("vocab", "merges", "word", "expected"), [
    (["a", "b", "c", "ab", "bc"], [("b", "c"), ("a", "b")], "abc", [("a", 0, 1), ("bc", 1, 3)]),
    (["a", "b", "c", "d", "cd", "bcd", "ab"], [("c", "d"), ("b", "cd"), ("a", "b")], "abcd",
     [("a", 0, 1), ("bcd", 1, 4)]),
], ids=["word's-pairs", "pair-a-merge-makes"])
def test_sampling_takes_merges_by_rank_not_by_their_tokens_id(vocab, merges, word, expected):
    """The queue orders merges by rank, never by the id of the token they make: (b, c), rank 0,
    before (a, b), rank 1, whose token has the lower id; and after (c, d) merges, the pair it
    makes, (b, cd), rank 1, before the queued (a, b), rank 2, though its token's id is 5. As
    plain `tokenizers` BPE gives (a dropout that never fires here)."""
    model = BpeModel(vocab, merges, dropout=1e-12)
    assert ours(model, word) == theirs(vocab, merges, word) == expected
