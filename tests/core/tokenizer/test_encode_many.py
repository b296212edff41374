"""`Tokenizer.encode_many` (the batch path of evaluate, health and `encode_batch`: each distinct
pre-tokenized word encoded once, no alignment where normalization keeps characters in place)
gives exactly the encodings of `encode` one text at a time, and the ids, tokens and offsets of
`tokenizers`' `encode_batch` on the same tokenizer.json: every model type with byte-level,
metaspace, whitespace and BERT pre-tokenizers, on random text and on real text."""

import gc
import json
import multiprocessing
import pickle
from collections import Counter
from dataclasses import replace

import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from tokenizers import Tokenizer as HfTokenizer
from tokenizers import normalizers

from workbench.cli import main
from workbench.core import Encoding, encode_batch, load_tokenizer
from workbench.core.tokenizer.encoding import FIELDS
from workbench.core.pipeline import build_normalizer
from workbench.core.tokenizer import batch, pieces
from workbench.core.tokenizer.pieces import PieceEncoder

from support import KJV, MULTILINGUAL, SCRIPTS, SYMBOLS, ascii_text, random_text

MODELS = {
    "bpe-byte-level": ["--algorithm", "bpe", "--vocab-size", "700"],
    "bpe-bert": ["--algorithm", "bpe", "--vocab-size", "500", "--pre-tokenizer", "bert",
                 "--normalizer", "bert"],
    "bpe-metaspace": ["--algorithm", "bpe", "--vocab-size", "500", "--pre-tokenizer", "metaspace",
                      "--fuse-unk", "--prepend-scheme", "first"],
    "bpe-whitespace": ["--algorithm", "bpe", "--vocab-size", "500", "--pre-tokenizer", "whitespace",
                       "--special-tokens", "<s>,</s>", "--normalizer", "nfkc,lowercase"],
    "wordpiece-bert": ["--algorithm", "wordpiece", "--vocab-size", "500", "--normalizer", "bert"],
    "wordpiece-whitespace": ["--algorithm", "wordpiece", "--vocab-size", "500",
                             "--pre-tokenizer", "whitespace"],
    "unigram-metaspace": ["--algorithm", "unigram", "--vocab-size", "500", "--seed-size", "5000"],
    "unigram-whitespace": ["--algorithm", "unigram", "--vocab-size", "500", "--seed-size", "5000",
                           "--pre-tokenizer", "whitespace", "--normalizer", "lowercase"],
}

lines = st.lists(st.one_of(ascii_text, ascii_text, random_text), min_size=1, max_size=8)
REAL_LINES = KJV.splitlines(keepends=True)[:300] + MULTILINGUAL.splitlines(keepends=True)


@pytest.fixture(scope="module")
def pairs(tmp_path_factory) -> dict:
    """Each model trained by the workbench, and the same file loaded by `tokenizers`."""
    folder = tmp_path_factory.mktemp("models")
    corpus = folder / "corpus.txt"
    corpus.write_text(KJV + (" ".join(SCRIPTS[:18] + SYMBOLS[:40]) + "\n") * 20, encoding="utf-8")
    loaded = {}
    for name, options in MODELS.items():
        path = str(folder / f"{name}.json")
        assert main(["train", str(corpus), "-o", path, "--quiet", *options]) == 0
        loaded[name] = (load_tokenizer(path), HfTokenizer.from_file(path))
    return loaded


def check_same(ours, theirs, texts: list[str]) -> None:
    many = ours.encode_many(texts)
    assert many == [ours.encode(text) for text in texts]
    assert_packs(ours.encode_packed(texts), many)
    for mine, reference in zip(many, theirs.encode_batch(texts, add_special_tokens=False)):
        assert (mine.ids, mine.tokens, mine.offsets) == \
            (reference.ids, reference.tokens, reference.offsets)


def assert_packs(packed, encodings) -> None:
    """`packed` holds the tokens, ids and offsets of the encodings, in order."""
    assert packed.counts.tolist() == [len(e) for e in encodings]
    assert packed.tokens == [t for e in encodings for t in e.tokens]
    assert packed.ids.tolist() == [i for e in encodings for i in e.ids]
    assert list(zip(packed.starts.tolist(), packed.ends.tolist())) == \
        [span for e in encodings for span in e.offsets]


@pytest.mark.parametrize("name", MODELS)
@settings(max_examples=100, deadline=None)
@given(texts=lines)
def test_random_lines_encode_as_one_by_one_and_as_tokenizers(pairs, name, texts):
    ours, theirs = pairs[name]
    check_same(ours, theirs, texts + texts[::-1])  # the second time, from the caches


@pytest.mark.parametrize("name", MODELS)
def test_real_lines_encode_as_one_by_one_and_as_tokenizers(pairs, name):
    ours, theirs = pairs[name]
    check_same(ours, theirs, REAL_LINES)
    check_same(ours, theirs, REAL_LINES[::-1])


@pytest.mark.parametrize("name", MODELS)
def test_plain_lines_take_the_fast_way(pairs, name):
    """Otherwise the tests above would check only the one-by-one way."""
    ours, _ = pairs[name]
    fast = PieceEncoder(ours.normalizer, ours.pre_tokenizer, ours.model, None, None)
    slow = []
    plain = KJV.splitlines(keepends=True)[:300]
    fast.encode_packed(plain + [" " + line for line in plain[:20]] + ["  a  b "],
                       lambda text: slow.append(text) or Encoding())
    assert slow == []


@pytest.mark.parametrize("name", ["bpe-whitespace", "unigram-metaspace", "wordpiece-bert"])
def test_tokens_named_otherwise_by_the_names_keep_the_model_s_text(pairs, name):
    """The names given to the encoder (the tokenizer's tokens by id) name a token only where
    they say what the model says: with every id renamed, each token is still the model's own
    text, as encoding one text at a time gives it, whether the text is cut into pieces or
    given to the fallback (a line the lowercasing NFKC does not normalize character-wise)."""
    ours, _ = pairs[name]
    plain = KJV.splitlines(keepends=True)[:50] + ["zz \u0416\u0416 q\n"]
    expected = [e.tokens for e in ours.encode_many(plain)]
    renamed = [f"<{token}>" for token in ours.model.vocab]
    fast = PieceEncoder(ours.normalizer, ours.pre_tokenizer, ours.model, None, None, names=renamed)
    assert fast.encode_packed(plain, ours.encode).tokens == \
        [token for tokens in expected for token in tokens]


# Text that normalizers change each character of on its own, not in place: accents, other
# scripts, CJK (BERT puts spaces around), control and format characters (dropped), capitals.
CHAR_WISE_LINES = [
    "Crème brûlée, naïve café — déjà vu à Noël.\n", "Привет, МИР!\tЁлка и ёж…\n",
    "你好，世界！日本語のテキスト。中文abc中\n", "a\x00b\x07c\u200bd\ufeffe\x1fF \u00adG\x85H\n",
    "ÀÉÎÕÜ ǅ İstanbul ﬁne Ａ𝔘 Straße ΣΑΣ\n", "한국어 텍스트, ภาษาไทย\n", "Ελληνικά: ά έ ή\n",
]


@pytest.mark.parametrize("name", ["wordpiece-bert", "bpe-bert", "unigram-whitespace"])
def test_text_normalized_character_by_character_takes_the_fast_way(pairs, name):
    """BERT's normalizer and lowercasing change each character on its own: such text is cut
    into pieces of the text as given, and encodes as `tokenizers` encodes it."""
    ours, theirs = pairs[name]
    fast = PieceEncoder(ours.normalizer, ours.pre_tokenizer, ours.model, None, None)
    slow = []
    fast.encode_packed(CHAR_WISE_LINES, lambda text: slow.append(text) or Encoding())
    assert slow == []
    check_same(ours, theirs, CHAR_WISE_LINES)
    check_same(ours, theirs, [line.replace(" ", "") for line in CHAR_WISE_LINES])


def test_combining_marks_that_nfd_reorders_take_the_other_way(pairs):
    """NFD sorts a run of combining marks, which may come from several characters: the text is
    not normalized character by character, and encodes as `tokenizers` encodes it."""
    ours, theirs = pairs["unigram-whitespace"]
    ours = replace(ours, normalizer=build_normalizer("nfd"))
    theirs = HfTokenizer.from_str(theirs.to_str())
    theirs.normalizer = normalizers.NFD()
    texts = ["Ba\u0301\u0316d e\u0316\u0301 \u1e09\u0316 o\u0344\u0323 \u0f72\u0f73 na\u0308\u0323\n"]
    check_same(ours, theirs, texts)


def fields(encoding) -> tuple:
    return tuple(getattr(encoding, name) for name in FIELDS)


def test_batch_encodings_made_when_read_are_tokenizers_encodings(pairs):
    """`Packed.encodings` makes an encoding's lists when one is first read: whichever is read
    first, they are those of `tokenizers`; a field set before is kept; a pickled one carries
    its lists, not the whole batch."""
    ours, theirs = pairs["unigram-metaspace"]
    expected = [fields(e) for e in theirs.encode_batch(REAL_LINES, add_special_tokens=False)]
    lazy = ours.encode_packed(REAL_LINES).encodings()
    for i, encoding in enumerate(lazy):
        getattr(encoding, FIELDS[i % len(FIELDS)])
    assert [fields(e) for e in lazy] == expected
    first, second = ours.encode_packed(REAL_LINES[:2]).encodings()
    first.ids = [7]
    assert fields(first) == (expected[0][0], [7], *expected[0][2:])
    sent = pickle.loads(pickle.dumps(second))
    assert "_lazy" not in vars(sent) and fields(sent) == expected[1]


def test_a_batch_sent_to_another_process_holds_the_same_encodings_in_fewer_bytes(pairs):
    """A worker's `Packed` is pickled with each array in the narrowest unsigned type that
    holds it, and without the vocabulary that names its tokens (the receiver names them);
    values that need more keep their type."""
    ours, theirs = pairs["unigram-metaspace"]
    batch = ours.encode_packed(REAL_LINES)
    sent = pickle.loads(pickle.dumps(batch))
    assert sent.names is None and batch.unusual and sent.unusual == batch.unusual
    assert [fields(e) for e in sent.named(ours.vocab).encodings()] == \
        [fields(e) for e in theirs.encode_batch(REAL_LINES, add_special_tokens=False)]
    assert {sent.ids.itemsize, sent.starts.itemsize, sent.ends.itemsize} == {2}
    assert len(pickle.dumps(batch)) < len(pickle.dumps(batch.tokens)) + 4 * len(batch.ids) * 2
    wide = pieces.Packed(None, np.array([70_000, 0]), np.array([2 ** 32, 0]),
                         np.array([-1, 3]), np.array([2]))
    sent = pickle.loads(pickle.dumps(wide))
    assert (sent.ids.dtype, sent.starts.dtype, sent.ends.dtype) == (np.uint32, np.int64, np.int64)
    assert [sent.ids.tolist(), sent.starts.tolist(), sent.ends.tolist()] == \
        [[70_000, 0], [2 ** 32, 0], [-1, 3]]


def test_a_replaced_model_is_used_at_once(pairs):
    ours, _ = pairs["bpe-byte-level"]
    other, other_theirs = pairs["unigram-metaspace"]
    copy = replace(ours)
    copy.encode_many(REAL_LINES)
    copy.model, copy.pre_tokenizer = other.model, other.pre_tokenizer
    assert [e.ids for e in copy.encode_many(REAL_LINES)] == \
        [e.ids for e in other_theirs.encode_batch(REAL_LINES, add_special_tokens=False)]


def their_words(theirs, text: str) -> Counter:
    """The words `tokenizers` gives its model for `text` (which holds no added token)."""
    normalized = theirs.normalizer.normalize_str(text) if theirs.normalizer else text
    return Counter((word, False) for word, _ in theirs.pre_tokenizer.pre_tokenize_str(normalized)
                   if word)


@pytest.mark.parametrize("name", MODELS)
@settings(max_examples=30, deadline=None)
@given(texts=lines)
def test_word_counts_are_the_words_tokenizers_gives_its_model(pairs, name, texts):
    """`word_counts` (what the size curve encodes) looks at each distinct word once."""
    ours, theirs = pairs[name]
    text = "".join(texts)
    assert ours.word_counts(text) == Counter(ours.words(text))
    assume(not any(token.lower() in text.lower() for token in ours.special_tokens))
    assert ours.word_counts(text) == their_words(theirs, text)


@pytest.mark.parametrize("name", MODELS)
def test_word_counts_of_real_text_take_the_fast_way_and_added_tokens_the_other(pairs, name):
    ours, theirs = pairs[name]
    fast = PieceEncoder(ours.normalizer, ours.pre_tokenizer, ours.model, None, None)
    assert fast.word_counts("".join(KJV.splitlines(keepends=True)[:300])) is not None
    text = "".join(REAL_LINES)  # some not the fast way
    assert ours.word_counts(text) == their_words(theirs, text)
    if ours.added_tokens:
        assert ours.word_counts("<s> hug </s>") == Counter(ours.words("<s> hug </s>"))


POST_PROCESSORS = {
    "bytelevel-trimming": {"type": "ByteLevel", "add_prefix_space": True, "trim_offsets": True,
                           "use_regex": True},
    "bytelevel": {"type": "ByteLevel", "add_prefix_space": True, "trim_offsets": False,
                  "use_regex": True},
    "roberta-trimming": {"type": "RobertaProcessing", "sep": ["</s>", 2], "cls": ["<s>", 1],
                         "trim_offsets": True, "add_prefix_space": True},
    "bert": {"type": "BertProcessing", "sep": ["</s>", 2], "cls": ["<s>", 1]},
    "template-type-1": {"type": "TemplateProcessing",
                        "single": [{"SpecialToken": {"id": "<s>", "type_id": 1}},
                                   {"Sequence": {"id": "A", "type_id": 1}}],
                        "pair": [{"Sequence": {"id": "A", "type_id": 0}},
                                 {"Sequence": {"id": "B", "type_id": 1}}],
                        "special_tokens": {"<s>": {"id": "<s>", "ids": [1], "tokens": ["<s>"]}}},
}


@pytest.fixture(scope="module")
def processed(tmp_path_factory) -> dict:
    """A byte-level BPE's tokenizer.json with each post-processor, loaded by both sides."""
    folder = tmp_path_factory.mktemp("processed")
    corpus = folder / "corpus.txt"
    corpus.write_text(KJV, encoding="utf-8")
    path = folder / "bpe.json"
    assert main(["train", str(corpus), "-o", str(path), "--quiet", "--algorithm", "bpe",
                 "--vocab-size", "400", "--special-tokens", "<unk>,<s>,</s>"]) == 0
    data = json.loads(path.read_text(encoding="utf-8"))
    loaded = {}
    for name, post_processor in POST_PROCESSORS.items():
        variant = folder / f"{name}.json"
        variant.write_text(json.dumps({**data, "post_processor": post_processor}), encoding="utf-8")
        loaded[name] = (load_tokenizer(str(variant)), HfTokenizer.from_file(str(variant)))
    return loaded


@pytest.mark.parametrize("name", POST_PROCESSORS)
def test_batches_keep_what_post_processors_do(processed, name):
    """Trimmed offsets and a template's type ids reach `encode_packed` and `encode_batch`,
    which skip the post-processor where it would leave a plain sequence as it is."""
    ours, theirs = processed[name]
    texts = ["In the beginning  God created\n", " the heaven and the earth. \n", ""] + \
        KJV.splitlines(keepends=True)[:40]
    expected = theirs.encode_batch(texts, add_special_tokens=False)
    assert_packs(ours.encode_packed(texts), expected)
    batch = encode_batch(ours, texts, 2, chunk=7)
    assert [(e.ids, e.tokens, e.offsets, e.type_ids, e.attention_mask) for e in batch] == \
        [(e.ids, e.tokens, e.offsets, e.type_ids, e.attention_mask) for e in expected]


def test_batches_run_with_the_cycle_collector_paused(pairs, monkeypatch, collector_on):
    """Encoding a batch, and collecting a pool's encodings, make many objects and no cycles:
    full collections walking the caches cost a third of the time on 20 MB of text. The workers
    are forked whatever threads this process has (an earlier test's Dask leaves one, which
    would make them spawned): only forked workers see the patches below."""
    monkeypatch.setattr(batch, "process_context", lambda: multiprocessing.get_context("fork"))
    ours, theirs = pairs["unigram-metaspace"]
    copy = replace(ours)
    seen = []
    real = copy.model.tokenize_many
    monkeypatch.setattr(copy.model, "tokenize_many",
                        lambda words: seen.append(gc.isenabled()) or real(words))
    real_encodings = pieces.Packed.encodings
    monkeypatch.setattr(pieces.Packed, "encodings",
                        lambda self: seen.append(gc.isenabled()) or real_encodings(self))
    texts = REAL_LINES[:40]
    assert [e.ids for e in encode_batch(copy, texts, 2, chunk=7)] == \
        [e.ids for e in theirs.encode_batch(texts, add_special_tokens=False)]
    assert copy.encode_packed(REAL_LINES[40:50]).counts.sum() > 0
    assert gc.isenabled() and seen and not any(seen)


def test_full_caches_start_again(pairs, monkeypatch):
    """Past twice CACHE_SIZE entries the caches are emptied before a batch; the encodings stay
    `encode`'s, the batch after too."""
    monkeypatch.setattr(pieces, "CACHE_SIZE", 20)
    ours, _ = pairs["unigram-metaspace"]
    copy = replace(ours)
    for part in (REAL_LINES[:50], REAL_LINES[50:60], REAL_LINES[50:60]):
        assert copy.encode_many(part) == [ours.encode(text) for text in part]
    fresh = replace(ours)
    fresh.encode_many(REAL_LINES[50:60])  # what the caches hold after starting again
    assert copy._pieces._entries.count == fresh._pieces._entries.count


def test_the_new_pieces_of_a_batch_go_to_the_model_together(pairs, monkeypatch):
    """Texts are cut BATCH at a time, and the model is given the batch's new words in one call:
    Unigram segments them in one lattice. Across batches the encodings stay `encode`'s and
    `tokenizers`'."""
    monkeypatch.setattr(pieces, "BATCH", 7)
    ours, theirs = pairs["unigram-metaspace"]
    copy = replace(ours)
    given = []
    segment = copy.model.tokenize_many
    monkeypatch.setattr(copy.model, "tokenize_many", lambda words: given.append(words) or
                        segment(words))
    check_same(copy, theirs, REAL_LINES)
    cached = copy._pieces
    new_words = [piece for cache in (cached._first, cached._rest)
                 for piece, entry in cache.items() if entry != pieces._UNFIT]
    assert sum(map(len, given)) == len(new_words) > 1000
    assert len(given) <= -(-len(REAL_LINES) // 7)


def test_a_text_seen_before_is_not_cut_again(pairs, monkeypatch):
    """A corpus repeats lines (blank ones, headers): a text's entries are kept, and a repeat is
    looked up, not cut and looked up piece by piece; a text over TEXT_KEPT_LENGTH characters
    is not kept. The encodings stay `encode`'s and `tokenizers`'."""
    ours, theirs = pairs["bpe-byte-level"]
    copy = replace(ours)
    long = " ".join(REAL_LINES[:20])
    assert len(long) > pieces.TEXT_KEPT_LENGTH
    texts = REAL_LINES[:30] + [long, "\n", ""]
    check_same(copy, theirs, texts)
    cut = []
    real_cut = copy._pieces._cut
    monkeypatch.setattr(copy._pieces, "_cut", lambda text: cut.append(text) or real_cut(text))
    check_same(copy, theirs, texts[::-1] + ["\n"] * 3)
    assert cut == [long, long]  # encode_many's and encode_packed's: each cuts the long text


def test_texts_kept_start_again(pairs, monkeypatch):
    """Past TEXTS_KEPT texts, those kept are let go before a batch; the encodings stay
    `encode`'s, the batches after too."""
    monkeypatch.setattr(pieces, "TEXTS_KEPT", 5)
    monkeypatch.setattr(pieces, "BATCH", 4)
    ours, theirs = pairs["unigram-metaspace"]
    copy = replace(ours)
    check_same(copy, theirs, REAL_LINES[:40] + REAL_LINES[:40])
    assert 0 < len(copy._pieces._texts) <= 5 + 4


def test_encoding_special_tokens_as_text_is_seen_by_the_next_batch(pairs):
    """Texts with special tokens are encoded by the tokenizer's own way, whose encodings are
    kept too: turned to encode special tokens as text, the next batch does so."""
    ours, _ = pairs["bpe-whitespace"]
    copy = replace(ours)
    text = "<s> in the beginning </s>"
    special = copy.encode_many([text])
    copy.encode_special_tokens = True
    as_text = copy.encode_many([text])
    assert as_text == [copy.encode(text)] and as_text != special
    assert "<s>" in special[0].tokens and "<s>" not in as_text[0].tokens


def test_packed_tokens_are_named_by_id_but_the_unusual_ones_by_position():
    """Tokens named when read: each by its id's name, but for those kept by position (here at
    1 and 3, one in each encoding), also once sent without the names and named again."""
    batch = pieces.Packed(None, np.array([0, 1, 2, 0]), np.array([0, 1, 0, 2]),
                          np.array([1, 2, 2, 3]), np.array([2, 2]), ["a", "b", "c"],
                          {1: "X", 3: "Y"})
    assert batch.tokens == ["a", "X", "c", "Y"]
    assert [e.tokens for e in batch.encodings()] == [["a", "X"], ["c", "Y"]]
    sent = pickle.loads(pickle.dumps(batch))
    assert sent.tokens is None
    assert [e.tokens for e in sent.named(["a", "b", "c"]).encodings()] == [["a", "X"], ["c", "Y"]]
