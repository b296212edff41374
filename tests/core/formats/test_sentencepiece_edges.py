"""Opening SentencePiece `.model` files at the edges: every case is run by the installed
`sentencepiece` package too, and its tokens, ids, offsets, text or refusal are the expected ones.

Cases ported from sentencepiece's own tests, read at google/sentencepiece commit
273449044caa593c2fd7eb7550cb3ab2cff93f1a (src/bpe_model_test.cc, unigram_model_test.cc,
sentencepiece_processor_test.cc, normalizer_test.cc, model_interface_test.cc,
python/test/sentencepiece_test.py), and in the source of sentencepiece 0.2.3, the version these
tests run against, which adds src/invalid_model_test.cc and new cases to bpe_model_test.cc and
unigram_model_test.cc. Their mock models become real ModelProtos with the same pieces. The
model-level cases run under a normalizer that changes nothing (no dummy prefix, spaces kept), so
the model sees the text the C++ test gives it. Not ported: sampling, n-best, extra options (bos,
eos, reverse), and inputs that are not valid UTF-8 (a Python str cannot hold them).
"""

import functools
import json
import random
import subprocess
import sys

import pytest
import sentencepiece as spm
from hypothesis import given, settings
from hypothesis import strategies as st
from sentencepiece import sentencepiece_model_pb2 as pb
from tokenizers import Tokenizer as HfTokenizer
from transformers import AutoTokenizer
from transformers.convert_slow_tokenizer import SentencePieceExtractor, generate_merges

from support import one_rule_charsmap
from workbench.cli import main
from workbench.core.formats.exporters import export
from workbench.core.formats.importers import open_tokenizer
from workbench.core.formats.sentencepiece_model import from_model_proto
from workbench.core.formats.tokenizer_json import FormatError, dumps, from_dict

BASE = [("<unk>", 0.0, "UNKNOWN"), ("<s>", 0.0, "CONTROL"), ("</s>", 0.0, "CONTROL")]
BYTES = [(f"<0x{byte:02X}>", 0.0, "BYTE") for byte in range(256)]
PLAIN = {"add_dummy_prefix": False, "remove_extra_whitespaces": False, "escape_whitespaces": False}


def rules(name: str) -> pb.NormalizerSpec:
    """SentencePiece's named normalization rules (nmt_nfkc, nmt_nfkc_cf) with its defaults."""
    spec = pb.NormalizerSpec()
    spec.ParseFromString(spm.SentencePieceNormalizer(rule_name=name).serialized_normalizer_spec())
    return spec


def model(pieces, kind: str = "BPE", *, byte_fallback: bool = False,
          spec: pb.NormalizerSpec | None = None, **flags) -> pb.ModelProto:
    """A ModelProto of (piece, score[, type]) entries; without `spec`, a normalizer that changes
    nothing unless `flags` say otherwise."""
    proto = pb.ModelProto()
    for entry in pieces:
        piece = proto.pieces.add()
        piece.piece, piece.score = entry[0], entry[1]
        piece_type = entry[2] if len(entry) > 2 else "NORMAL"
        piece.type = pb.ModelProto.SentencePiece.Type.Value(piece_type)
    proto.trainer_spec.model_type = getattr(pb.TrainerSpec, kind)
    proto.trainer_spec.byte_fallback = byte_fallback
    if spec is not None:
        proto.normalizer_spec.CopyFrom(spec)
    else:
        proto.normalizer_spec.name = "identity"
        for name, value in PLAIN.items():
            setattr(proto.normalizer_spec, name, value)
    for name, value in flags.items():
        setattr(proto.normalizer_spec, name, value)
    return proto


def load(proto: pb.ModelProto):
    data = proto.SerializeToString()
    return spm.SentencePieceProcessor(model_proto=data), from_model_proto(data)


def reference(processor, text: str) -> tuple[list[str], list[int], list[tuple[int, int]]]:
    """SentencePiece's pieces, ids and offsets, its byte offsets turned into characters."""
    data = text.encode("utf-8")
    pieces = processor.encode(text, return_type="proto").pieces

    def chars(offset: int) -> int:
        return len(data[:offset].decode("utf-8"))

    return ([p.piece for p in pieces], [p.id for p in pieces],
            [(chars(p.begin), chars(p.end)) for p in pieces])


def ours(tokenizer, text: str) -> tuple[list[str], list[int], list[tuple[int, int]]]:
    encoding = tokenizer.encode(text)
    return encoding.tokens, encoding.ids, [tuple(o) for o in encoding.offsets]


def assert_as_sentencepiece(proto: pb.ModelProto, texts: list[str]) -> None:
    processor, tokenizer = load(proto)
    for text in texts:
        expected = reference(processor, text)
        assert ours(tokenizer, text) == expected, text
        assert tokenizer.decode(expected[1]) == processor.decode(expected[1]), text


# bpe_model_test.cc EncodeTest and unigram_model_test.cc EncodeTest: the same pieces and inputs.
ENCODE_TEST = BASE + [
    ("ab", 0.0), ("cd", -0.1), ("abc", -0.2), ("a", -0.3), ("b", -0.4), ("c", -0.5),
    ("ABC", -0.5, "USER_DEFINED"), ("abcdabcd", -0.5, "USER_DEFINED"), ("q", -0.5, "USER_DEFINED"),
    ("r", -0.5, "USER_DEFINED"), ("qr", -0.5)]
ENCODE_TEST_INPUTS = ["", "abc", "AB", "abcd", "abcc", "xabcabaabcdd", "xyz東京", "ABC", "abABCcd",
                      "ababcdabcdcd", "abqrcd"]


@pytest.mark.parametrize("kind", ["BPE", "UNIGRAM"])
@pytest.mark.parametrize("text", ENCODE_TEST_INPUTS)
def test_encode_test_of_both_models(kind, text):
    """Among them BPE's "abcd" -> [ab, cd]: "cd" merges although "d" is no piece; and an unknown
    run ("xyz東京") is one token named by its text."""
    assert_as_sentencepiece(model(ENCODE_TEST, kind), [text])


def test_bpe_merges_strings_not_ids():
    """The issue's case, with the reference's own answer spelled out once."""
    processor, tokenizer = load(model(ENCODE_TEST))
    assert tokenizer.encode("abcd").tokens == processor.encode("abcd", out_type=str) == ["ab", "cd"]
    assert tokenizer.encode("xyz東京").tokens == processor.encode("xyz東京", out_type=str)


@pytest.mark.parametrize("text", ["aaa", "aabb", "aaabbb", "aaaba"])
def test_bpe_encode_ambiguous_test(text):
    """Leftmost first among equal scores; "bb" before "ab" by score."""
    pieces = BASE + [("aa", -0.1), ("bb", -0.2), ("ab", -0.3), ("a", -0.4), ("b", -0.5)]
    assert_as_sentencepiece(model(pieces), [text])


@pytest.mark.parametrize("scores", [(-0.0, 0.0), (0.0, -0.0), (0.0, 0.0)])
def test_bpe_negative_zero_scores_below_zero(scores):
    """SentencePiece 0.2.3 compares scores by their bits: -0.0 loses to 0.0 (its trainer gives
    the first merge -0.0)."""
    pieces = BASE + [("a", -1.0), ("b", -1.0), ("c", -1.0), ("ab", scores[0]), ("bc", scores[1])]
    assert_as_sentencepiece(model(pieces), ["abc"])


ENCODE_WITH_UNUSED = BASE + [("abcd", 10.0), ("abc", 5.0), ("ab", 2.0), ("cd", 1.0), ("a", 0.0),
                             ("b", 0.0), ("c", 0.0), ("d", 0.0)]


@pytest.mark.parametrize("kind", ["BPE", "UNIGRAM"])
@pytest.mark.parametrize("unused", [(), (3,), (3, 5), (3, 4)])
def test_encode_with_unused_test(kind, unused):
    """BPE may merge into an unused piece, then splits it back (ab|c|d when abcd and abc are
    unused); Unigram leaves unused pieces out of its lattice (ab|cd)."""
    proto = model(ENCODE_WITH_UNUSED, kind)
    for index in unused:
        proto.pieces[index].type = pb.ModelProto.SentencePiece.UNUSED
    assert_as_sentencepiece(proto, ["abcd", "abcdabcd", "xabcd"])


def test_bpe_deep_unused_merge_chain_test():
    """0.2.3: splitting unused pieces back stops 100 levels deep."""
    chars = [chr(0x1000 + i) for i in range(103)]
    pieces = BASE + [(c, 0.0) for c in chars]
    merged = chars[0]
    for i, char in enumerate(chars[1:]):
        merged += char
        pieces.append((merged, -float(i + 1), "UNUSED"))
    assert_as_sentencepiece(model(pieces), ["".join(chars)])


def test_bpe_deep_unused_merge_chain_built_from_the_right():
    """The chain above the other way round: each unused piece is a character and the piece
    after it, so the pieces split back are right-hand ones, 100 levels deep again."""
    chars = [chr(0x1000 + i) for i in range(103)]
    pieces = BASE + [(c, 0.0) for c in chars]
    merged = chars[-1]
    for i, char in enumerate(reversed(chars[:-1])):
        merged = char + merged
        pieces.append((merged, -float(i + 1), "UNUSED"))
    assert_as_sentencepiece(model(pieces), ["".join(chars)])


def test_a_user_defined_symbol_never_merges_with_its_neighbour():
    """xy is user-defined; xya, a normal piece with the best score, is never made from it."""
    pieces = BASE + [("xy", 0.0, "USER_DEFINED"), ("x", -1.0), ("y", -1.0), ("a", -1.0),
                     ("xya", 5.0), ("ya", 4.0)]
    assert_as_sentencepiece(model(pieces), ["xya", "axy", "xyxya"])


SPECIAL_SYMBOLS = BASE + BYTES + [
    ("a", -1.0), ("b", -1.0), ("c", -1.0), ("abc", 0.0, "UNUSED"), ("<", -1.0), ("u", -1.0),
    ("n", -1.0), ("k", -1.0), ("s", -1.0), (">", -1.0), ("<s", 0.0), ("<u", 0.0), ("nk", 0.0),
    ("nk>", 0.0), ("0", -1.0), ("x", -1.0), ("A", -1.0), ("<0", 0.0), ("x0", 0.0), ("A>", 0.0),
    ("C", 0.0, "CONTROL"), ("U", 0.0, "UNUSED")]


@pytest.mark.parametrize("kind", ["BPE", "UNIGRAM"])
def test_reserved_pieces_are_never_read_from_text(kind):
    """0.2.3 ControlSymbolsNoMergeTest, ControlTokenMergeTest, SpecialSymbolsNoSegmentTest:
    "<s>", "<unk>", "<0x0A>" in the text are characters, a one-character control or unused
    piece is unknown."""
    texts = ["<s>", "<unk>", "abc", "<0x0A>", "C", "U", "<s>abc</s>"]
    assert_as_sentencepiece(model(SPECIAL_SYMBOLS, kind, byte_fallback=True), texts)
    assert_as_sentencepiece(model(SPECIAL_SYMBOLS[:3] + SPECIAL_SYMBOLS[259:], kind), texts)


@pytest.mark.parametrize("pieces, texts", [
    (BASE + [("x", 0.0)], ["abc"]),  # PopulateNodesAllUnknownsTest
    (BASE + [("a", 0.1), ("b", 0.2), ("ab", 0.3, "UNUSED"), ("bc", 0.4, "UNUSED")], ["abc"]),
    (BASE + [("a", 0.1), ("b", 0.2), ("ab", 0.3), ("bc", 0.4)], ["abc"]),  # PopulateNodesTest
    (BASE + [("ab", -10.0), ("cd", -10.0)], ["ab" * 30_000]),  # LongTextScoreRecenteringTest
    (BASE + [("ab", 1.0), ("b", 10.5), ("c", 2.0)], ["ab", "abc"]),
])
def test_unigram_lattice_tests(pieces, texts):
    """The last: an unknown character scores 10 below the lowest normal score (1.0 here, not
    the reserved pieces' 0.0), so "a" alone beats "ab" by 0.5."""
    assert_as_sentencepiece(model(pieces, "UNIGRAM"), texts)


@pytest.mark.parametrize("user_defined", ["x", "é", "xy", "東", "東京", "xyz"])
def test_unigram_user_defined_bonus_by_utf8_length(user_defined):
    """0.2.3 scores a user-defined piece 0.1 per UTF-8 byte after its first, whatever the other
    scores (older versions: its length times the highest score): "a"+piece wins only above it."""
    for score in (-0.05, 0.05, 0.15, 0.25, 0.45, 0.55):
        pieces = BASE + [("a", 0.0), (user_defined, 0.0, "USER_DEFINED"),
                         ("a" + user_defined, score), ("zz", 7.0)]
        assert_as_sentencepiece(model(pieces, "UNIGRAM"), ["a" + user_defined, user_defined * 2])


@pytest.mark.parametrize("kind", ["BPE", "UNIGRAM"])
def test_user_defined_symbols_prefix_matcher_test(kind):
    """normalizer_test.cc PrefixMatcherTest's symbols: the longest one at each position."""
    pieces = BASE + [(s, 0.0, "USER_DEFINED") for s in ("abc", "ab", "xy", "京都")] + [
        ("t", -1.0), ("e", -1.0), ("s", -1.0), ("te", -0.5), ("学", -1.0), ("大学", -0.5)]
    assert_as_sentencepiece(model(pieces, kind, spec=rules("nmt_nfkc")),
                            ["test", "abcd", "abxy", "x", "xyz", "京都大学", "東京大学", " ab  xy "])


@pytest.mark.parametrize("kind", ["BPE", "UNIGRAM"])
def test_after_a_space_only_spaces_are_removed(kind):
    """remove_extra_whitespaces drops the spaces that follow a space and nothing else: a tab,
    an ideographic space or a letter there stays (identity rules map none of them to a space)."""
    pieces = BASE + [(c, -1.0) for c in "abX\t\u3000▁"]
    proto = model(pieces, kind, remove_extra_whitespaces=True, add_dummy_prefix=True,
                  escape_whitespaces=True)
    assert_as_sentencepiece(proto, ["a \tb", "a Xb", "a \u3000b", "a  \t X ", " X"])


@pytest.mark.parametrize("kind", ["BPE", "UNIGRAM"])
def test_user_defined_symbols_are_matched_before_normalization(kind):
    """SkipNormalizationTest (nmt_nfkc_cf lowercases all but the symbol <USER>), and symbols of
    full-width letters that NFKC would change, one the start of another (the longer is kept)."""
    pieces = [("<unk>", 0.0, "UNKNOWN"), ("<USER>", 0.0, "USER_DEFINED"),
              ("ＡＢ", 0.0, "USER_DEFINED"), ("ＡＢＸ", 0.0, "USER_DEFINED")] + \
        [(c, 0.2) for c in "abcuserx"]
    assert_as_sentencepiece(model(pieces, kind, spec=rules("nmt_nfkc_cf")),
                            ["AB<USER>C<uSEr>", "ＡＢＣ", "ａｂＡＢ", " <USER> ＡＢ ", "ＡＢＸＡＢ"])


def test_end_to_end_test():
    pieces = BASE + [("a", 0.0), ("b", 0.3), ("c", 0.2), ("ab", 1.0), ("▁", 3.0)]
    assert_as_sentencepiece(model(pieces, "UNIGRAM", spec=rules("nmt_nfkc")), ["abc", " abc  "])


@pytest.mark.parametrize("pieces, texts, byte_fallback", [
    (BASE + [("▁ABC", 0.0), ("▁DE", -1.0), ("F", -1.0)], ["ABC DEF"], False),
    (BASE + [("▁ABC", 0.0), ("▁D", -1.0)], ["ABC DEF"], False),  # unknown run E, F as one piece
    (BASE + BYTES + [("▁ABC", 0.0), ("▁D", -1.0)], ["ABC DEFあ"], True),
    (BASE + [("▁グー", 0.0), ("グル", 0.0)], ["ｸﾞｰｸﾞﾙ"], False),  # half-width katakana
    (BASE + [("▁株式", 0.0), ("会社", 0.0)], ["㍿"], False),  # one character to four
])
def test_processor_encode_test_offsets(pieces, texts, byte_fallback):
    """sentencepiece_processor_test.cc EncodeTest: offsets through nmt_nfkc; byte pieces of an
    unknown character all start where it starts, only the last one ends where it ends; "株式"
    made from ㍿ spans nothing."""
    for kind in ("BPE", "UNIGRAM"):
        assert_as_sentencepiece(model(pieces, kind, byte_fallback=byte_fallback,
                                      spec=rules("nmt_nfkc")), texts)


# normalizer_test.cc's inputs, normalized with their flags; offsets are checked through encoding.
NORMALIZER_INPUTS = [
    "", "      ", "　", "ABC", " ABC ", " A  B  C ", "   ABC   ", "   ＡＢＣ   ", "　　ABC",
    "　　ABC　　", "①②③", "㍿", " ｸﾞｰｸﾞﾙ ", " I  saw a　 　girl　　", "I saw a girl",
    " I   saw a　 　girl　　", "  A  B  C  ", "A　 B　 C", "\x7f", "\x8f", "\x9f", "\x0b",
    "".join(map(chr, range(0x10, 0x20))), "hello  world", "  hello  world  ", "▁", " ▁ ", "a▁",
    "▁hello ▁ world", "x\u3000\u3000\u3000y",
]
NORMALIZER_FLAGS = [
    {},  # NormalizeTest
    {"add_dummy_prefix": False},  # NormalizeWithoutDummyPrefixTest
    {"remove_extra_whitespaces": False},  # NormalizeWithoutRemoveExtraWhitespacesTest
    {"add_dummy_prefix": False, "escape_whitespaces": False},  # ...WithoutEscapeWhitespacesTest
    {"add_dummy_prefix": True, "remove_extra_whitespaces": False, "escape_whitespaces": True},
]


@pytest.mark.parametrize("flags", NORMALIZER_FLAGS)
def test_normalizer_tests(flags):
    """Normalized text and where each of its characters comes from, against SentencePiece's own
    normalizer, then the encoding of a model whose pieces are the characters."""
    characters = sorted(set("ABCIsawgirl123株式会社グール▁helowdxy "))
    proto = model(BASE + [(c, -1.0) for c in characters], "UNIGRAM", spec=rules("nmt_nfkc"),
                  **flags)
    processor, tokenizer = load(proto)
    for text in NORMALIZER_INPUTS:
        normalized, origins = processor.normalize(text, with_offsets=True)
        ns = tokenizer.normalizer.normalize(text)
        assert ns.text == normalized, text
        if normalized:
            assert [start for start, _ in ns.align] + [ns.align[-1][1]] == origins, text
    assert_as_sentencepiece(proto, NORMALIZER_INPUTS)


@pytest.mark.parametrize("flags", [
    {}, {"escape_whitespaces": False, "add_dummy_prefix": False},
    {"escape_whitespaces": False, "remove_extra_whitespaces": False},
    {"add_dummy_prefix": True, "remove_extra_whitespaces": True, "escape_whitespaces": False},
    {"add_dummy_prefix": True, "remove_extra_whitespaces": False, "escape_whitespaces": False},
    *({"add_dummy_prefix": a, "remove_extra_whitespaces": r, "escape_whitespaces": e}
      for a in (False, True) for r in (False, True) for e in (False, True)),
])
def test_normalize_with_space_contained_rules(flags):
    """NomalizeWithSpaceContainedRules: rules whose replacements hold spaces, and its sixteen
    space patterns ("▁" or " " alone under every combination of the three flags)."""
    spec = pb.NormalizerSpec()
    spec.ParseFromString(spm.SentencePieceNormalizer(
        norm_map=[("a", " A"), ("b", "B"), ("c", "D E"), ("d", " F G ")], add_dummy_prefix=True,
        remove_extra_whitespaces=True, escape_whitespaces=True).serialized_normalizer_spec())
    proto = model(BASE + [(c, -1.0) for c in "ABDEFG ▁"], "UNIGRAM", spec=spec, **flags)
    processor, tokenizer = load(proto)
    texts = ["a", "ba", "c", "da", "ad", "adb", "▁", " "]
    for text in texts:
        assert tokenizer.normalizer.normalize_str(text) == processor.normalize(text), text
    assert_as_sentencepiece(proto, texts)


# What a tokenizer.json cannot say as SentencePiece does: half-width kana with voicing marks
# (`tokenizers`' Precompiled replaces whole graphemes), control characters that normalize to
# nothing (SentencePiece still writes the dummy prefix), a literal '▁' among spaces being removed.
NOT_IN_TOKENIZER_JSON = {" ｸﾞｰｸﾞﾙ ", "\x7f", "\x8f", "\x9f", "\x0b",
                         "".join(map(chr, range(0x10, 0x20))), "▁", " ▁ ", "a▁"}


@pytest.mark.parametrize("name", ["nmt_nfkc", None])
@pytest.mark.parametrize("flags", [
    {"add_dummy_prefix": a, "remove_extra_whitespaces": r, "escape_whitespaces": e}
    for a in (False, True) for r in (False, True) for e in (False, True)])
def test_a_model_written_as_tokenizer_json_normalizes_as_sentencepiece(name, flags):
    """The normalizer written for a `.model`, run by `tokenizers` and by the workbench when it
    opens the file again, gives SentencePiece's text."""
    proto = model(BASE + [("a", -1.0)], "UNIGRAM", spec=rules(name) if name else None, **flags)
    processor, tokenizer = load(proto)
    written = HfTokenizer.from_str(dumps(tokenizer)).normalizer
    reopened = from_dict(json.loads(dumps(tokenizer))).normalizer
    for text in set(NORMALIZER_INPUTS) - NOT_IN_TOKENIZER_JSON:
        normalized = written.normalize_str(text) if written else text
        assert normalized == reopened.normalize_str(text) == processor.normalize(text), text


# sentencepiece_processor_test.cc DecodeTest and DummyPrefixDecodeTest: their mock's pieces.
DECODE_TEST = BASE + [("▁ABC", 0.0), ("▁DE", 0.0), ("F", 0.0), ("G▁H", 0.0), ("▁", 0.0)]
DECODE_IDS = [[1, 3, 0, 4, 5, 6, 2], [1, 7, 3, 0, 4, 5, 6, 2], [7, 7, 3], [0, 3], [7, 0], [2, 2, 7]]


@pytest.mark.parametrize("unk_surface", [None, "", "<UNK>"])
@pytest.mark.parametrize("flags", [
    {"add_dummy_prefix": True, "remove_extra_whitespaces": True},
    {"add_dummy_prefix": True, "remove_extra_whitespaces": False},
    {"add_dummy_prefix": False, "remove_extra_whitespaces": True},
    {"add_dummy_prefix": False, "remove_extra_whitespaces": False},
])
def test_decode_test(unk_surface, flags):
    """The unknown id is written " ⁇ " (or the model's unk_surface), never "<unk>"; a leading
    '▁' goes with a dummy prefix (the first piece's only) or with remove_extra_whitespaces
    (every piece's until something is written)."""
    proto = model(DECODE_TEST, **flags, escape_whitespaces=True)
    if unk_surface is not None:
        proto.trainer_spec.unk_surface = unk_surface
    processor, tokenizer = load(proto)
    for ids in DECODE_IDS:
        assert tokenizer.decode(ids) == processor.decode(ids), ids
    assert "<unk>" not in tokenizer.decode([0, 3])


@pytest.mark.parametrize("flags", [{"add_dummy_prefix": True, "remove_extra_whitespaces": True},
                                   {"add_dummy_prefix": False, "remove_extra_whitespaces": False}])
def test_pieces_decode_as_sentencepiece_decodes_pieces(flags):
    """Decoding pieces rather than ids (the Decoder's own call): a string that is no piece is
    written as it is, '▁' and all; the unknown piece as its surface."""
    processor, tokenizer = load(model(DECODE_TEST, **flags, escape_whitespaces=True))
    for pieces in [["▁ABC", "zz▁q", "<unk>", "▁DE", "<s>", "G▁H"], ["zz", "▁ABC"], ["▁zz", "F"],
                   ["<unk>", "▁"]]:
        assert tokenizer.decoder.decode(pieces) == processor.decode_pieces(pieces), pieces


def test_byte_fallback_decode_test():
    """Bytes spelling あ, Z, Ω, then C, an invalid pair, い and U+FFFD as bytes; and bytes cut
    mid-character (each byte that starts no character is one U+FFFD)."""
    pieces = BASE + [("A", 0.0), ("B", 0.0), ("C", 0.0)] + BYTES
    processor, tokenizer = load(model(pieces, byte_fallback=True))
    byte = {f"{b:02X}": 6 + b for b in range(256)}
    cases = [[1, 3, 4] + [byte[b] for b in ("E3", "81", "82", "5A", "CE", "A9")] + [5]
             + [byte[b] for b in ("E0", "80", "E3", "81", "84", "EF", "BF", "BD")],
             [byte["E3"], byte["81"], 3], [byte["E3"], byte["81"]], [byte["F0"], byte["9F"], 5],
             [byte["C0"], byte["80"]], [byte["ED"], byte["A0"], byte["80"]],
             [byte["F4"], byte["90"], byte["80"], byte["80"]], [byte["E2"], byte["96"], byte["81"]]]
    for ids in cases:
        assert tokenizer.decode(ids) == processor.decode(ids), ids


@pytest.mark.parametrize("flags", [{"add_dummy_prefix": a, "remove_extra_whitespaces": r}
                                   for a in (False, True) for r in (False, True)])
def test_decoding_random_ids_as_sentencepiece(flags):
    """Seeded random id sequences over control, unknown, '▁' pieces and bytes that may not
    make characters."""
    pieces = DECODE_TEST + [("▁▁", 0.0)] + BYTES
    proto = model(pieces, byte_fallback=True, escape_whitespaces=True, **flags)
    processor, tokenizer = load(proto)
    byte_ids = [9 + b for b in (0x41, 0xE2, 0x96, 0x81, 0xE3, 0x80, 0xFF, 0xC3, 0xA9, 0x20)]
    choices = list(range(9)) + byte_ids
    rng = random.Random(11)
    for _ in range(400):
        ids = [rng.choice(choices) for _ in range(rng.randint(0, 7))]
        assert tokenizer.decode(ids) == processor.decode(ids), ids


def test_denormalization_rules_apply_after_decoding():
    """A model with denormalization rules (here nmt_nfkc's) writes its decoded text through
    them, as SentencePiece does."""
    proto = model(BASE + [("▁ｸﾞｰ", 0.0), ("①", 0.0), ("▁", 0.0)], escape_whitespaces=True,
                  add_dummy_prefix=True)
    denormalizer = rules("nmt_nfkc")
    for name, value in PLAIN.items():
        setattr(denormalizer, name, value)
    proto.denormalizer_spec.CopyFrom(denormalizer)
    processor, tokenizer = load(proto)
    for ids in ([3, 4], [5, 4, 3], [4, 0, 4]):
        assert tokenizer.decode(ids) == processor.decode(ids), ids


def test_an_id_outside_the_vocabulary_is_an_error():
    """python/test test_valid_range: DecodeIds refuses the piece size (and -1)."""
    processor, tokenizer = load(model(DECODE_TEST))
    size = processor.get_piece_size()
    for bad in ([size], [3, -1]):
        with pytest.raises(IndexError):
            processor.decode(bad)
        with pytest.raises(IndexError) as refused:
            tokenizer.decode(bad)
        assert str(refused.value) == f"id {bad[-1]} is not in the vocabulary (0..{size - 1})"


def test_cli_decode_of_an_id_outside_the_vocabulary_is_one_line(tmp_path):
    path = tmp_path / "m.model"
    path.write_bytes(model(DECODE_TEST).SerializeToString())
    result = subprocess.run([sys.executable, "-m", "workbench", "decode", str(path), "3", "99"],
                            capture_output=True, timeout=120)
    assert result.returncode == 2
    assert result.stdout == b""
    assert result.stderr.decode().splitlines() == [
        "tokenizer-workbench: error: id 99 is not in the vocabulary (0..7)"]


REFUSED = {  # name: (pieces, model type, byte_fallback), each refused by sentencepiece 0.2.3
    "empty piece": (BASE + [("a", 0.0), ("", 0.0)], "UNIGRAM", False),
    "duplicated piece": (BASE + [("a", 0.0), ("a", 0.0)], "UNIGRAM", False),
    "duplicated user-defined": (BASE + [("a", 0.0), ("a", 0.0, "USER_DEFINED")], "BPE", False),
    "duplicated control": (BASE + [("<s>", 0.0, "CONTROL"), ("a", 0.0)], "UNIGRAM", False),
    "BPE control also normal": (BASE + [("<s>", 0.0)], "BPE", False),
    "two unknown pieces": ([BASE[0], ("<s>", 0.0, "UNKNOWN"), BASE[2], ("a", 0.0)], "UNIGRAM",
                           False),
    "no unknown piece": ([("<unk>", 0.0, "CONTROL")] + BASE[1:] + [("a", 0.0)], "BPE", False),
    "not 256 byte pieces": (BASE + BYTES[:10] + [("a", 0.0)], "UNIGRAM", True),
    "a byte piece twice": (BASE + BYTES[:255] + [BYTES[0], ("a", 0.0)], "BPE", True),
    "byte pieces without byte fallback": (BASE + BYTES[:10] + [("a", 0.0)], "UNIGRAM", False),
    "bad byte piece": (BASE + BYTES + [("<0xab>", 0.0, "BYTE")], "BPE", True),
    "piece of 10,000 bytes": (BASE + [("a" * 10_000, 0.0)], "UNIGRAM", False),
    "piece of 8,000 bytes": (BASE + [("é" * 4000, 0.0)], "BPE", False),
    "NUL inside a piece": (BASE + BYTES + [("foo\0bar", -5.0)], "UNIGRAM", True),
    "NUL piece without byte fallback": (BASE + [("a", 0.0), ("\0", -5.0)], "UNIGRAM", False),
    "NaN score": (BASE + [("ab", float("nan"))], "UNIGRAM", False),
    "infinite score": (BASE + [("ab", float("inf"))], "UNIGRAM", False),
    "minus infinite score": (BASE + [("ab", float("-inf"))], "UNIGRAM", False),
    "Unigram of reserved pieces only": (BASE, "UNIGRAM", False),
    "duplicated after an unused NUL": (BASE + BYTES + [("\0", 0.0, "UNUSED"), ("a", -1.0),
                                                       ("a", -2.0)], "UNIGRAM", True),
}


@pytest.mark.parametrize("name", REFUSED)
def test_models_sentencepiece_refuses_are_refused_in_one_line(name, tmp_path):
    pieces, kind, byte_fallback = REFUSED[name]
    data = model(pieces, kind, byte_fallback=byte_fallback).SerializeToString()
    with pytest.raises(RuntimeError):
        spm.SentencePieceProcessor(model_proto=data)
    path = tmp_path / "refused.model"
    path.write_bytes(data)
    with pytest.raises(FormatError) as refusal:
        open_tokenizer(str(path))
    assert str(refusal.value) == f"{path}: SentencePiece refuses this model: {REFUSALS[name]}"


@pytest.mark.parametrize("kind", ["WORD", "CHAR"])
def test_word_and_char_models_which_sentencepiece_loads_are_refused_naming_the_type(kind, tmp_path):
    data = model(BASE + [("a", 0.0)], kind).SerializeToString()
    assert spm.SentencePieceProcessor(model_proto=data).get_piece_size() == 4
    path = tmp_path / "other.model"
    path.write_bytes(data)
    with pytest.raises(FormatError) as refusal:
        open_tokenizer(str(path))
    assert str(refusal.value) == f"{path}: SentencePiece model type {kind} is not supported"


def test_a_model_that_puts_whitespace_after_pieces_is_refused_naming_the_setting(tmp_path):
    """treat_whitespace_as_suffix ("hello▁ world▁"), which sentencepiece reads: not supported."""
    proto = model(BASE + [("a", 0.0)], "UNIGRAM")
    proto.trainer_spec.treat_whitespace_as_suffix = True
    path = tmp_path / "suffix.model"
    path.write_bytes(proto.SerializeToString())
    with pytest.raises(FormatError) as refusal:
        open_tokenizer(str(path))
    assert str(refusal.value) == f"{path}: SentencePiece treat_whitespace_as_suffix is not supported"


# the problem named, as sentencepiece names it ("piece must not be empty", "a is already
# defined", "unk is not defined", "piece is too long", "score is NaN or Inf", ...)
REFUSALS = {
    "empty piece": "a piece is empty",
    "duplicated piece": "piece 'a' is defined twice",
    "duplicated after an unused NUL": "piece 'a' is defined twice",
    "duplicated user-defined": "piece 'a' is defined twice",
    "duplicated control": "piece '<s>' is defined twice",
    "BPE control also normal": "piece '<s>' is defined twice",
    "two unknown pieces": "more than one unknown piece",
    "no unknown piece": "no unknown piece (and no byte fallback)",
    "not 256 byte pieces":
        "byte_fallback is true but not all 256 byte pieces <0x00>..<0xFF> are there",
    "a byte piece twice": "piece '<0x00>' is defined twice",
    "byte pieces without byte fallback":
        "byte piece '<0x00>' is found although byte_fallback is false",
    "bad byte piece": "byte piece '<0xab>' is not one of <0x00>..<0xFF>",
    "piece of 10,000 bytes": "a piece is longer than 7999 bytes",
    "piece of 8,000 bytes": "a piece is longer than 7999 bytes",
    "NUL inside a piece": "piece 'foo\\x00bar' holds a NUL character",
    "NUL piece without byte fallback": "piece '\\x00' holds a NUL character",
    "NaN score": "piece 'ab' scores nan",
    "infinite score": "piece 'ab' scores inf",
    "minus infinite score": "piece 'ab' scores -inf",
    "Unigram of reserved pieces only":
        "a Unigram model with no piece but reserved ones (unknown, control, byte)",
}


def charsmap_blobs() -> dict[str, bytes]:
    """invalid_model_test.cc: CharsmapValidationTests (nmt_nfkc's rules broken five ways),
    RejectCorruptedModel1269 (the trie's root unit overwritten) and
    RejectModelWithOOBCharsmapValue (its first leaf pointing past the replacements)."""
    blob = rules("nmt_nfkc").precompiled_charsmap

    def sized(size: int) -> bytes:
        return size.to_bytes(4, "little") + blob[4:]

    def unit(index: int, value: int) -> bytes:
        return blob[:4 + 4 * index] + value.to_bytes(4, "little") + blob[8 + 4 * index:]

    units = int.from_bytes(blob[:4], "little") // 4
    first_leaf = next(i for i in range(units)
                      if int.from_bytes(blob[4 + 4 * i:8 + 4 * i], "little") & 0x80000000)
    return {"too short": b"abc", "only the size": bytes(4), "the size and a NUL": bytes(5),
            "trie larger than the blob": sized(1 << 20),
            "trie as long as the rest": sized(len(blob) - 4),
            "trie of 4 GiB less 4 bytes": sized((1 << 32) - 4),
            "trie of 512 bytes": sized(512), "trie of 1025 bytes": sized(1025),
            "trie of 0 bytes": sized(0), "replacements not ending with NUL": blob[:-1] + b"a",
            "root unit overwritten": unit(0, (0x80000000 | (0x00200000 << 10)) & 0xFFFFFFFF),
            "leaf past the replacements": unit(first_leaf, 0xFFFFFFFF)}


@pytest.mark.parametrize("name", list(charsmap_blobs()))
@pytest.mark.parametrize("part", ["normalizer_spec", "denormalizer_spec"])
def test_broken_normalization_rules_are_refused(name, part, tmp_path):
    proto = model(BASE + [("a", 0.0)], "UNIGRAM")
    getattr(proto, part).precompiled_charsmap = charsmap_blobs()[name]
    with pytest.raises(RuntimeError):
        spm.SentencePieceProcessor(model_proto=proto.SerializeToString())
    path = tmp_path / "refused.model"
    path.write_bytes(proto.SerializeToString())
    with pytest.raises(FormatError, match="SentencePiece refuses this model: its (de)?normaliz"
                       ) as refused:
        open_tokenizer(str(path))
    assert str(refused.value).endswith(f"rules are broken ({CHARSMAP_REFUSALS[name]})")


# which of DecodePrecompiledCharsMap's checks (then darts-clone's validate) each fails first
CHARSMAP_REFUSALS = {
    "too short": "too short", "only the size": "too short",
    "trie larger than the blob": "the trie is larger than the rules",
    "trie as long as the rest": "the trie is larger than the rules",  # (no replacements)
    "trie of 4 GiB less 4 bytes": "the trie is larger than the rules",  # (the size is unsigned)
    "trie of 512 bytes": "the trie's size is not a multiple of 1024 bytes",
    "trie of 1025 bytes": "the trie's size is not a multiple of 1024 bytes",
    "trie of 0 bytes": "the trie's size is not a multiple of 1024 bytes",
    "the size and a NUL": "the trie's size is not a multiple of 1024 bytes",
    "replacements not ending with NUL": "the replacements do not end with NUL",
    "root unit overwritten": "the trie points outside itself or its replacements",
    "leaf past the replacements": "the trie points outside itself or its replacements",
}


@functools.cache
def small_rules() -> bytes:
    """Compiled rules of three keys: a trie of 256 units, most of them free."""
    return spm.SentencePieceNormalizer(norm_map=[("a", "b"), ("ab", "c"), ("é", "e")]) \
        .serialized_normalizer_spec()


@settings(max_examples=60, deadline=None)
@given(bits=st.lists(st.one_of(st.integers(0, 8 * 48 - 1), st.integers(0, 8 * 1034 - 1)),
                     min_size=1, max_size=2))
def test_rules_broken_at_random_are_refused_when_sentencepiece_refuses_them(bits):
    """One or two bits flipped anywhere in the rules (mostly near the root of the trie): the
    model opens exactly when `sentencepiece` loads it."""
    spec = pb.NormalizerSpec()
    spec.ParseFromString(small_rules())
    blob = bytearray(spec.precompiled_charsmap)
    assert len(blob) == 1034
    for bit in bits:
        blob[bit // 8] ^= 1 << bit % 8
    proto = model(BASE + [("a", 0.0)], "UNIGRAM")
    proto.normalizer_spec.precompiled_charsmap = bytes(blob)
    data = proto.SerializeToString()
    try:
        spm.SentencePieceProcessor(model_proto=data)
    except RuntimeError:
        with pytest.raises(ValueError, match="its normalization rules are broken"):
            from_model_proto(data)
    else:
        from_model_proto(data)


def small_rules_changed(name: str) -> bytes:
    """small_rules with one unit changed so that one check of darts-clone's validate() fails:
    the root's (it must be an unlabelled inner unit with children inside the trie) or a
    leaf's value unit (it must have the top bit set: a label of 0xFF is an inner unit's)."""
    blob = bytearray(pb.NormalizerSpec.FromString(small_rules()).precompiled_charsmap)
    units = int.from_bytes(blob[:4], "little") // 4

    def unit(index: int) -> int:
        return int.from_bytes(blob[4 + 4 * index:8 + 4 * index], "little")

    leaf = next(i for i in range(1, units) if unit(i) & 0x800000FF <= 0xFF and unit(i) >> 8 & 1)
    index, value = {
        "root marked as a leaf": (0, unit(0) | 1 << 8),
        "root with its children at 0": (0, unit(0) & 0x3FF),
        "root with a label": (0, unit(0) | ord("a")),
        "a leaf's value with the label 0xFF": (leaf ^ unit(leaf) >> 10, 0xFF),  # (small offsets)
    }[name]
    blob[4 + 4 * index:8 + 4 * index] = value.to_bytes(4, "little")
    return bytes(blob)


@pytest.mark.parametrize("name", ["root marked as a leaf", "root with its children at 0",
                                  "root with a label", "a leaf's value with the label 0xFF"])
def test_rules_failing_one_check_of_the_trie_are_refused_as_sentencepiece_refuses_them(name):
    proto = model(BASE + [("a", 0.0)], "UNIGRAM")
    proto.normalizer_spec.precompiled_charsmap = small_rules_changed(name)
    data = proto.SerializeToString()
    with pytest.raises(RuntimeError, match="precompiled_charsmap is invalid"):
        spm.SentencePieceProcessor(model_proto=data)
    with pytest.raises(ValueError, match="its normalization rules are broken "
                                         r"\(the trie points outside itself or its replacements\)$"):
        from_model_proto(data)


@pytest.mark.parametrize("field, size, value", [(1, 512, 0), (2, 768, 0), (3, 768, 0),
                                                (1, 256, 0), (1, 512, 2), (1, 512, 3)])
def test_a_trie_with_extended_offsets_is_read_or_refused_as_sentencepiece(field, size, value):
    """Rules a -> b (or, with `value` 2, a -> "": the replacements' last byte) in a trie of
    `size` units whose root's offset uses darts-clone's extension bit (the offset is `field`
    << 8), which tries as small as real ones never set."""
    proto = model(BASE + [("a", 0.0), ("b", 0.0), ("c", 0.0)], "UNIGRAM")
    proto.normalizer_spec.precompiled_charsmap = one_rule_charsmap(
        b"b\0\0", size=size, root=field, extended=True, value=value)
    data = proto.SerializeToString()
    try:
        expected = spm.SentencePieceProcessor(model_proto=data).encode("ac", out_type=str)
    except RuntimeError:
        with pytest.raises(ValueError, match="its normalization rules are broken"):
            from_model_proto(data)
    else:
        assert from_model_proto(data).encode("ac").tokens == expected == \
            (["b", "c"] if value == 0 else ["c"])


def test_cli_refuses_such_a_model_in_one_line(tmp_path, capsys):
    path = tmp_path / "two-unknown.model"
    pieces, kind, byte_fallback = REFUSED["two unknown pieces"]
    path.write_bytes(model(pieces, kind, byte_fallback=byte_fallback).SerializeToString())
    assert main(["encode", str(path), "a"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.splitlines() == [
        f"tokenizer-workbench: error: {path}: SentencePiece refuses this model: "
        "more than one unknown piece"]


@pytest.mark.parametrize("pieces, kind, byte_fallback", [
    (BASE + [("<s>", -1.0), ("s", -1.0), ("<", -2.0), (">", -2.0)], "UNIGRAM", False),
    (BASE + BYTES + [("a", 0.0)], "UNIGRAM", True),  # ByteFallbackModelTest's accepted model
    (BASE[1:] + BYTES + [("a", 0.0), ("ab", 0.0)], "BPE", True),  # byte fallback, no unknown
    (BASE[1:] + BYTES + [("a", 0.0), ("ab", 0.0)], "UNIGRAM", True),
    (BASE + [("x", 0.0, "USER_DEFINED")], "UNIGRAM", False),
    (BASE, "BPE", False),
])
def test_models_sentencepiece_accepts_encode_as_it_does(pieces, kind, byte_fallback):
    """Including what only looks wrong: Unigram keeps a control and a normal "<s>" apart, byte
    fallback needs no unknown piece, a BPE model may have no normal piece."""
    proto = model(pieces, kind, byte_fallback=byte_fallback)
    assert_as_sentencepiece(proto, ["<s>ab", "xa é", "", "ab🤗"])
    processor, tokenizer = load(proto)
    every_id = list(range(len(pieces)))
    assert tokenizer.decode(every_id) == processor.decode(every_id)


def test_a_nul_piece_with_byte_fallback_is_unused():
    """invalid_model_test.cc SanitizeNullBytePiece1308: some converters write a "\\0" piece
    beside <0x00>; with byte fallback SentencePiece takes it as unused."""
    pieces = BASE + BYTES + [("a", -1.0), ("▁", -1.0), ("\0", -5.0)]
    proto = model(pieces, "UNIGRAM", byte_fallback=True, add_dummy_prefix=True,
                  escape_whitespaces=True)
    processor, tokenizer = load(proto)
    assert processor.is_unused(len(proto.pieces) - 1)
    assert_as_sentencepiece(proto, ["This is a test sentence.", "a\0a"])


@pytest.fixture(scope="module")
def trained(tmp_path_factory):
    """Tiny models SentencePiece trains itself (BPE and Unigram; nmt_nfkc or no rules), with
    byte fallback and user-defined symbols."""
    folder = tmp_path_factory.mktemp("spm")
    corpus = folder / "corpus.txt"
    corpus.write_text(3 * (
        "In the beginning God created the heaven and the earth.\n"
        "And the earth was without form, and void; and darkness was upon the face of the deep.\n"
        "And God said, Let there be light: and there was light.\n"
        "東京は日本の首都です。 ｸﾞｰｸﾞﾙ ㍿ ＡＢＣ ①②③ <sep> the▁end\n"), encoding="utf-8")
    paths = {}
    for kind in ("bpe", "unigram"):
        for rule in ("nmt_nfkc", "identity"):
            prefix = folder / f"{kind}-{rule}"
            spm.SentencePieceTrainer.train(
                input=str(corpus), model_prefix=str(prefix), model_type=kind, vocab_size=340,
                normalization_rule_name=rule, remove_extra_whitespaces=rule != "identity",
                byte_fallback=True, user_defined_symbols=["<sep>", "ＡＢ", "▁the"],
                character_coverage=0.98, hard_vocab_limit=False, minloglevel=2, num_threads=1)
            paths[kind, rule] = f"{prefix}.model"
    return paths


EDGE_TEXTS = [
    "Let there be light", "  leading and  double   spaces  ", "light\u3000\u3000\u3000dark",
    "\u3000ideographic\u3000 \u3000mixed ", "▁a literal ▁ metaspace▁", "▁▁▁", " ▁", "q€z ©ë 🤗x",
    "東京大学 ＡＢＣ ＡＢ<sep>the<sep> ▁the end", "<s>God</s> <unk> <0x41>", "\t\ntabs\r\n", "", "   ",
    "ﬁ\u0301 ㍿ ½ Ｈéllo \u200b\x00x", "\x7f\x8fcontrol",
]


@pytest.mark.parametrize("kind", ["bpe", "unigram"])
@pytest.mark.parametrize("rule", ["nmt_nfkc", "identity"])
def test_trained_models_at_the_edges(trained, kind, rule):
    """Pieces, ids and offsets (of byte pieces, of pieces after runs of spaces and ideographic
    spaces, around literal '▁' and user-defined symbols) and decoding, as SentencePiece."""
    with open(trained[kind, rule], "rb") as stream:
        proto = pb.ModelProto()
        proto.ParseFromString(stream.read())
    assert_as_sentencepiece(proto, EDGE_TEXTS)


@pytest.mark.parametrize("rule", ["nmt_nfkc", "identity"])
def test_a_bpe_model_is_given_the_merges_transformers_makes_for_its_normal_pieces(trained, rule):
    """Written as tokenizer.json, a BPE `.model` needs merges: those transformers' converter
    generates (every split of a piece into two pieces, by the piece's id), less the merges into
    user-defined, control and byte pieces, which sentencepiece never makes by merging."""
    with open(trained["bpe", rule], "rb") as stream:
        proto = pb.ModelProto.FromString(stream.read())
    vocab = {piece.piece: i for i, piece in enumerate(proto.pieces)}
    normal = {piece.piece for piece in proto.pieces if piece.type == pb.ModelProto.SentencePiece.NORMAL}
    theirs = [merge for merge in generate_merges(vocab, None) if "".join(merge) in normal]
    ours = [tuple(merge) for merge in open_tokenizer(trained["bpe", rule]).model.merges]
    assert ours == theirs
    written = json.loads(dumps(open_tokenizer(trained["bpe", rule])))["model"]
    assert (written["fuse_unk"], written["byte_fallback"]) == (True, True)  # as the converter's BPE


# Pieces of equal score, overlapping ("ab" "bc" "cd") and apart ("ab" "de"), of two splits
# ("abc", "bcd", "abcd"), and single characters all at one score, as a hand-built file has them.
TIED = BASE + [("ab", -1.0), ("bc", -1.0), ("cd", -1.0), ("de", -1.0), ("abc", -2.0),
               ("bcd", -2.0), ("abcd", -2.0), ("a", -3.0), ("b", -3.0), ("c", -3.0), ("d", -3.0),
               ("e", -3.0)]
TIED_TEXTS = ["abc", "bcd", "abcd", "abcde", "bcde", "cdab", "dabcd", "ededab", "abcdabcd", "eabcd",
              "bcdbcab", "cbad", "dcba"]


def written_merges_and_splits(pieces, texts) -> tuple[list, dict, dict]:
    """A BPE `.model` of `pieces` written as tokenizer.json: its merges, and how `tokenizers`
    on it and SentencePiece on the `.model` split each text."""
    proto = model(pieces)
    processor, tokenizer = load(proto)
    written = dumps(tokenizer)
    hf = HfTokenizer.from_str(written)
    merges = [tuple(merge) for merge in json.loads(written)["model"]["merges"]]
    return (merges, {text: hf.encode(text).tokens for text in texts},
            {text: processor.encode(text, out_type=str) for text in texts})


def test_a_bpe_model_with_pieces_of_equal_score_is_written_with_transformers_merges():
    """Ties broken by id, and the splits of a piece by the length of the left part, as
    transformers' converter ranks them: `tokenizers` on the export splits as SentencePiece
    (which merges the leftmost of equal pairs) does."""
    merges, split, reference = written_merges_and_splits(TIED, TIED_TEXTS)
    vocab = {piece: i for i, (piece, *_) in enumerate(TIED)}
    assert merges == generate_merges(vocab, None)
    assert split == reference


def test_merges_follow_the_scores_where_the_ids_do_not():
    """A hand-built file whose later piece scores higher: SentencePiece merges by score, and so
    does `tokenizers` on the export (transformers' converter, ranking by id, merges "ab" first
    and splits "abc" as ab c)."""
    pieces = BASE + [("ab", -2.0), ("bc", -1.0), ("a", -3.0), ("b", -3.0), ("c", -3.0)]
    merges, split, reference = written_merges_and_splits(pieces, ["abc", "abcabc", "cab"])
    assert merges == [("b", "c"), ("a", "b")]
    assert split == reference
    assert reference["abc"] == ["a", "bc"]


@pytest.mark.parametrize("kind", ["bpe", "unigram"])
def test_a_model_written_as_tokenizer_json_decodes_as_sentencepiece(trained, kind):
    """Its decoder, run by `tokenizers` and by the workbench reopening the file, drops the
    dummy prefix's one space and keeps every other space, leading or trailing, as
    sentencepiece's decode does (byte pieces included)."""
    processor = spm.SentencePieceProcessor(model_file=trained[kind, "identity"])
    text_written = dumps(open_tokenizer(trained[kind, "identity"]))
    written, reopened = HfTokenizer.from_str(text_written), from_dict(json.loads(text_written))
    for text in ["  two leading spaces", "trailing  ", "  light 🤗 ", "Let there be light"]:
        ids = processor.encode(text)
        assert processor.unk_id() not in ids
        assert written.decode(ids) == reopened.decode(ids) == processor.decode(ids) == text, text


# Texts around the user-defined pieces <sep>, ＡＢ and ▁the: at either end, doubled, after
# spaces, inside words, next to a literal metaspace.
USER_DEFINED_TEXTS = [
    "x<sep>y", "<sep>the", "the<sep>", " <sep> the", "<sep><sep>", "the", " the", "  the",
    "athe", "the the", "▁the▁the", "In the beginning<sep>the earth", "ＡＢthe", "theＡＢ", "ＡＢＣ",
    "東京大学 ＡＢ<sep>the<sep> ▁the end",
]


@pytest.mark.parametrize("kind", ["bpe", "unigram"])
@pytest.mark.parametrize("rule", ["nmt_nfkc", "identity"])
def test_user_defined_pieces_are_written_so_tokenizers_splits_as_sentencepiece(trained, kind, rule,
                                                                             tmp_path):
    """Written as tokenizer.json, a `.model`'s control pieces are special added tokens at their
    ids, as in transformers' SentencePieceExtractor, and its user-defined pieces no added tokens:
    `tokenizers` then encodes as SentencePiece does, dummy prefix and all (an added token would
    split the raw text and give each part a prefix of its own). The exception is a user-defined
    piece written in the text that the normalizer changes (nmt_nfkc makes ＡＢ AB and ▁ a space):
    SentencePiece keeps it as it is, `tokenizers`' normalizers cannot. transformers'
    AutoTokenizer loads the exported folder as `tokenizers` does."""
    path = trained[kind, rule]
    processor = spm.SentencePieceProcessor(model_file=path)
    proto = pb.ModelProto.FromString(open(path, "rb").read())
    controls = [(i, piece.piece, True) for i, piece in enumerate(proto.pieces)
                if piece.type == pb.ModelProto.SentencePiece.CONTROL]
    theirs = SentencePieceExtractor(path).extract(None)["additional_special_tokens"]
    written = json.loads(dumps(open_tokenizer(path)))
    assert [(token["id"], token["content"], token["special"]) for token in written["added_tokens"]] \
        == controls == [(processor.piece_to_id(t.content), t.content, True) for t in theirs if t.special]
    tokenizer = HfTokenizer.from_str(json.dumps(written))
    export(open_tokenizer(path), "tokenizer-json", str(tmp_path))
    auto = AutoTokenizer.from_pretrained(str(tmp_path))
    kept = [text for text in USER_DEFINED_TEXTS
            if rule == "identity" or not ("ＡＢ" in text or "▁the" in text)]
    for text in kept:
        expected = processor.encode(text)
        assert tokenizer.encode(text, add_special_tokens=False).ids == expected, text
        assert auto(text, add_special_tokens=False)["input_ids"] == expected, text
    assert len(kept) >= 11


@pytest.mark.parametrize("flags", [
    {"add_dummy_prefix": False, "remove_extra_whitespaces": False, "escape_whitespaces": False},
    {"add_dummy_prefix": False, "remove_extra_whitespaces": True},
    {"add_dummy_prefix": True, "remove_extra_whitespaces": False},
])
def test_override_normalize_spec(trained, flags):
    """python/test test_override_normalize_spec: other whitespace settings of the same model."""
    with open(trained["unigram", "nmt_nfkc"], "rb") as stream:
        proto = pb.ModelProto()
        proto.ParseFromString(stream.read())
    for name, value in flags.items():
        setattr(proto.normalizer_spec, name, value)
    assert_as_sentencepiece(proto, [" hello  world ", *EDGE_TEXTS])


def test_a_normal_piece_that_repeats_a_reserved_one_has_the_reserved_ones_id():
    """SentencePiece loads a Unigram model whose normal pieces repeat the unknown, control and
    byte pieces' texts; PieceToId gives the reserved piece's id."""
    proto = model(BASE + BYTES + [("a", -1.0), ("<s>", -2.0), ("<unk>", -2.5), ("<0x41>", -3.0)],
                  "UNIGRAM", byte_fallback=True)
    processor, tokenizer = load(proto)
    for piece in ("<unk>", "<s>", "</s>", "<0x41>", "a"):
        assert tokenizer.model.token_to_id(piece) == processor.piece_to_id(piece), piece
    assert [processor.piece_to_id(p) for p in ("<unk>", "<s>", "<0x41>")] == [0, 1, 3 + 0x41]
