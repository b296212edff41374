"""`.tiktoken` files: opened with each named pattern, they encode as the `tiktoken` package does;
a byte-level BPE exported as one loads in `tiktoken` and encodes to the workbench's ids.

Rank files are trained here by tiktoken's own `_educational.bpe_train`; the named encodings'
patterns and special tokens come from `tiktoken_ext.openai_public` (its download replaced by
those ranks)."""

import base64
import errno
import json
import os

import pytest
import tiktoken
import tokenizers
import tiktoken.load
from tiktoken import _educational
from tiktoken_ext import openai_public

from support import MULTILINGUAL, SENTENCES, printed_under_the_c_locale, train_ours
from workbench.core.formats import FormatError, export, open_tokenizer, tokenizer_to_dict
from workbench.core.formats.exporters import ExportError
from workbench.core.formats.tiktoken_files import open_tiktoken, read_ranks

# Latin, Cyrillic, CJK, emoji, digits, whitespace runs.
TEXT = MULTILINGUAL + "\n\nЧисла 12345 и 3.14159;  日本語 🤗🤗  \t\n  tail   "
NAMES = ["gpt2", "r50k_base", "p50k_base", "cl100k_base", "o200k_base"]


def reference(name: str, ranks: dict[bytes, int]) -> dict:
    """The named encoding's constructor arguments, with `ranks` as its mergeable ranks."""
    originals = (openai_public.load_tiktoken_bpe, openai_public.data_gym_to_mergeable_bpe_ranks)
    openai_public.load_tiktoken_bpe = lambda *a, **k: ranks
    openai_public.data_gym_to_mergeable_bpe_ranks = lambda *a, **k: ranks
    try:
        return openai_public.ENCODING_CONSTRUCTORS[name]()
    finally:
        openai_public.load_tiktoken_bpe, openai_public.data_gym_to_mergeable_bpe_ranks = originals


@pytest.fixture(scope="module")
def ranks() -> dict[bytes, int]:
    pattern = reference("cl100k_base", {})["pat_str"]
    data = "\n".join(SENTENCES * 3) + TEXT * 2
    return _educational.bpe_train(data, 256 + 120, pattern, visualise=None)


def write_ranks(path, ranks: dict[bytes, int]) -> str:
    path.write_bytes(b"".join(base64.b64encode(token) + b" %d\n" % rank for token, rank in ranks.items()))
    return str(path)


@pytest.mark.parametrize("name", NAMES)
def test_a_rank_file_opened_with_a_named_pattern_encodes_as_tiktoken(tmp_path, ranks, name):
    args = reference(name, ranks)
    specials = {token: len(ranks) + i for i, token in enumerate(args["special_tokens"])}
    expected = tiktoken.Encoding(name, pat_str=args["pat_str"], mergeable_ranks=ranks,
                                 special_tokens=specials)
    path = write_ranks(tmp_path / "r.tiktoken", ranks)
    ours, how = open_tiktoken(path, name, [f"{t}={i}" for t, i in specials.items()])
    assert f"pattern {name}" in how
    text = TEXT + "".join(specials) + " after"
    assert ours.encode(text).ids == expected.encode(text, allowed_special="all")
    assert ours.decode(ours.encode(TEXT).ids) == TEXT


def test_a_regex_pattern_and_the_named_encodings_special_tokens(tmp_path, ranks):
    args = reference("cl100k_base", ranks)
    path = write_ranks(tmp_path / "r.tiktoken", ranks)
    ours, how = open_tiktoken(path, args["pat_str"], ["<|endoftext|>"])
    assert "the pattern given" in how
    assert ours.token_to_id("<|endoftext|>") == args["special_tokens"]["<|endoftext|>"]
    expected = tiktoken.Encoding("x", pat_str=args["pat_str"], mergeable_ranks=ranks, special_tokens={})
    assert ours.encode(TEXT).ids == expected.encode(TEXT)


def test_the_default_pattern_is_inferred_from_the_number_of_ranks_and_said(tmp_path, ranks):
    path = write_ranks(tmp_path / "r.tiktoken", ranks)
    ours, how = open_tiktoken(path)
    assert how == (f"{path}: 376 ranks, pattern gpt2, inferred from the 376 ranks (give "
                   f"--pattern {'|'.join(NAMES)} or a regex to choose)")
    assert open_tiktoken(path, "r50k_base")[1] == f"{path}: 376 ranks, pattern r50k_base"
    assert open_tiktoken(path, r"\S+|\s+")[1] == f"{path}: 376 ranks, the pattern given"
    expected = tiktoken.Encoding("x", pat_str=reference("gpt2", ranks)["pat_str"], mergeable_ranks=ranks,
                                 special_tokens={})
    assert ours.encode(TEXT).ids == expected.encode(TEXT)
    assert open_tokenizer(path).encode(TEXT).ids == expected.encode(TEXT)


def test_an_unknown_special_name_and_a_missing_byte_are_refused(tmp_path, ranks):
    path = write_ranks(tmp_path / "r.tiktoken", ranks)
    known = ", ".join(reference("cl100k_base", ranks)["special_tokens"])
    with pytest.raises(FormatError) as refused:
        open_tiktoken(path, "cl100k_base", ["<|nope|>"])
    assert str(refused.value) == f"special token '<|nope|>' has no id (known for cl100k_base: {known})"
    pattern = r"\S+|\s+"  # no named encoding's
    for given in ["<|nope|>", "<|x|>="]:
        with pytest.raises(FormatError) as refused:
            open_tiktoken(path, pattern, [given])
        assert str(refused.value) == \
            f"special token {given!r} has no id (known for this pattern: none: give TOKEN=ID)"
    tokenizer, _ = open_tiktoken(path, pattern, ["<|a=b|>=100300"])
    assert tokenizer.token_to_id("<|a=b|>") == 100300
    without_a = {token: rank for token, rank in ranks.items() if token != b"a"}
    with pytest.raises(FormatError, match="byte 0x61 has no rank"):
        open_tiktoken(write_ranks(tmp_path / "s.tiktoken", without_a))
    broken = tmp_path / "broken.tiktoken"
    broken.write_bytes(base64.b64encode(b"a") + b" 0\nnot a rank line\n")
    with pytest.raises(FormatError) as refused:
        open_tiktoken(str(broken))
    assert str(refused.value) == f"{broken}:2: not 'base64 rank'"
    missing = tmp_path / "missing.tiktoken"
    with pytest.raises(FormatError) as refused:
        open_tiktoken(str(missing))
    assert str(refused.value) == f"{missing}: cannot open ({os.strerror(errno.ENOENT)})"


def test_ranks_that_clash_are_refused_saying_which(tmp_path, ranks):
    """Two tokens on one rank, or a special token given a token's rank: either would leave one
    of them without an id of its own."""
    twice = write_ranks(tmp_path / "twice.tiktoken", {**ranks, b"zz": 5})
    with pytest.raises(FormatError) as refused:
        open_tiktoken(twice)
    assert str(refused.value) == f"{twice}: two tokens have the same rank"
    path = write_ranks(tmp_path / "r.tiktoken", ranks)
    with pytest.raises(FormatError) as refused:
        open_tiktoken(path, None, ["<|x|>=7", "<|y|>=3"])
    assert str(refused.value) == f"{path}: special token id 3 is a token's rank"


def test_a_sidecar_is_read_as_utf8_whatever_the_locale_says(tmp_path, ranks):
    """Under the C locale (ASCII, as in a bare container) a sidecar naming a non-ASCII special
    token still opens."""
    path = write_ranks(tmp_path / "r.tiktoken", ranks)
    (tmp_path / "r.tiktoken.json").write_text(json.dumps(
        {"pat_str": r"\S+|\s+", "special_tokens": {"<|fin\u00e9|>": 100300}}, ensure_ascii=False),
        encoding="utf-8")
    script = ("import sys; from workbench.core.formats.tiktoken_files import open_tiktoken; "
              "print(ascii(open_tiktoken(sys.argv[1])[0].token_to_id('<|fin\\xe9|>')))")
    assert printed_under_the_c_locale(script, path) == "100300\n"


# Each rule of tiktoken's loader, a line at a time: base64 skips what is not in its alphabet and
# takes excess padding; `int` takes a sign, underscores and leading zeros; two fields exactly.
LINES = [b"= 300", b"YQ 300", b"YQ== 300", b"YQ=== 300", b"Yg=!= 300", b"Y*Q= 300", b"Y Q 300",
         b"YWI= +300", b"YWI= 3_00", b"YWI= 0300", b"YWI= -3", b"YWI= 0x12c", b"YWI= \xd9\xa3",
         b"YWI=\t300", b"YWI=   300  ", b"YWI= 300 1", b"YWI=", b"   ", b"YWI= 300\r", b"\xff\xfe 300"]


@pytest.mark.parametrize("line", LINES, ids=[repr(line)[2:-1] for line in LINES])
def test_each_line_is_read_as_tiktokens_loader_reads_it_or_refused_as_it_refuses(tmp_path, line):
    path = tmp_path / "r.tiktoken"
    path.write_bytes(base64.b64encode(b"z") + b" 299\n" + line + b"\n")
    try:
        expected = tiktoken.load.load_tiktoken_bpe(str(path))
    except ValueError:
        with pytest.raises(FormatError) as refused:
            read_ranks(str(path))
        assert str(refused.value) == f"{path}:2: not 'base64 rank'"
    else:
        assert read_ranks(str(path)) == expected


def test_a_whisper_style_file_with_the_empty_token_encodes_as_tiktoken(tmp_path, ranks, capsys):
    """Whisper's multilingual.tiktoken ends with `= 50256`: a token of no bytes, which no text
    produces and which decodes to nothing; its file opens, encodes and converts as tiktoken's."""
    path = tmp_path / "whisper.tiktoken"
    write_ranks(path, ranks)
    with open(path, "ab") as stream:
        stream.write(b"= %d\n" % len(ranks))
    loaded = tiktoken.load.load_tiktoken_bpe(str(path))
    assert loaded[b""] == len(ranks)
    pattern = reference("gpt2", ranks)["pat_str"]
    expected = tiktoken.Encoding("w", pat_str=pattern, mergeable_ranks=loaded,
                                 special_tokens={"<|endoftext|>": len(ranks) + 1})
    ours, _ = open_tiktoken(str(path), "gpt2", [f"<|endoftext|>={len(ranks) + 1}"])
    assert ours.encode(TEXT).ids == expected.encode_ordinary(TEXT)
    assert ours.decode([len(ranks)]) == expected.decode([len(ranks)]) == ""
    export(ours, "tokenizer-json", str(tmp_path / "hf"))
    converted = tokenizers.Tokenizer.from_file(str(tmp_path / "hf" / "tokenizer.json"))
    assert converted.encode(TEXT).ids == expected.encode_ordinary(TEXT)
    export(ours, "tiktoken", str(tmp_path / "back"))
    assert tiktoken.load.load_tiktoken_bpe(str(tmp_path / "back" / "tokenizer.tiktoken")) == loaded
    from workbench.cli import main
    assert main(["encode", str(path), TEXT, "--pattern", "gpt2"]) == 0
    assert json.loads(capsys.readouterr().out)["ids"] == expected.encode_ordinary(TEXT)


def test_ranks_tiktoken_cannot_hold_or_past_the_workbenchs_ids_are_refused(tmp_path, ranks):
    """tiktoken stores ranks as u32 and refuses a negative one when it builds the encoding; the
    workbench holds ids below 1,114,112 (a gap of ranks is filled with placeholders)."""
    for rank, reason in [(-3, "rank -3 is negative (tiktoken refuses it too)"),
                         (2**32, "rank 4,294,967,296 is past the largest id the workbench holds (1,114,111)"),
                         (1_114_112, "rank 1,114,112 is past the largest id the workbench holds (1,114,111)")]:
        if rank < 0 or rank >= 2**32:
            with pytest.raises(OverflowError):
                tiktoken.Encoding("x", pat_str=r"\S+", mergeable_ranks={**ranks, b"zq": rank},
                                  special_tokens={})
        path = write_ranks(tmp_path / "r.tiktoken", {**ranks, b"zq": rank})
        with pytest.raises(FormatError) as refused:
            open_tiktoken(path)
        assert str(refused.value) == f"{path}: {reason}"
    path = write_ranks(tmp_path / "r.tiktoken", {**ranks, b"zq": 1_114_111})
    assert open_tiktoken(path)[0].token_to_id("zq") == 1_114_111


def test_blank_lines_in_a_rank_file_are_skipped_as_tiktoken_skips_them(tmp_path, ranks):
    lines = [base64.b64encode(token) + b" %d" % rank for token, rank in ranks.items()]
    path = tmp_path / "blank.tiktoken"
    path.write_bytes(b"\n".join(lines[:100] + [b""] + lines[100:]) + b"\n")
    assert tiktoken.load.load_tiktoken_bpe(str(path)) == ranks
    assert read_ranks(str(path)) == ranks


def test_a_sidecar_without_special_tokens_gives_none(tmp_path, ranks):
    path = write_ranks(tmp_path / "r.tiktoken", ranks)
    pattern = reference("cl100k_base", ranks)["pat_str"]
    (tmp_path / "r.tiktoken.json").write_text(json.dumps({"pat_str": pattern}), encoding="utf-8")
    expected = tiktoken.Encoding("x", pat_str=pattern, mergeable_ranks=ranks, special_tokens={})
    ours = open_tokenizer(path)
    assert ours.encode(TEXT).ids == expected.encode(TEXT)
    assert ours.added_tokens == []


@pytest.fixture(scope="module")
def byte_level(sample_slice):
    return train_ours(sample_slice, algorithm="bpe", vocab_size=1200, special_tokens=["<|endoftext|>"])


def test_byte_level_bpe_exported_as_tiktoken_encodes_to_the_workbench_ids(tmp_path, byte_level):
    export(byte_level, "tiktoken", str(tmp_path))
    ranks = tiktoken.load.load_tiktoken_bpe(str(tmp_path / "tokenizer.tiktoken"))
    sidecar = json.loads((tmp_path / "tokenizer.tiktoken.json").read_text())
    encoding = tiktoken.Encoding("exported", pat_str=sidecar["pat_str"], mergeable_ranks=ranks,
                                 special_tokens=sidecar["special_tokens"])
    text = TEXT + "<|endoftext|>" + TEXT
    assert encoding.encode(text, allowed_special="all") == byte_level.encode(text).ids
    reopened = open_tokenizer(str(tmp_path / "tokenizer.tiktoken"))
    assert reopened.encode(text).ids == byte_level.encode(text).ids


def test_conversion_to_tokenizer_json_encodes_as_tiktoken(tmp_path, ranks):
    import tokenizers

    path = write_ranks(tmp_path / "r.tiktoken", ranks)
    args = reference("o200k_base", ranks)
    ours, _ = open_tiktoken(path, "o200k_base", ["<|endoftext|>=400"])
    export(ours, "tokenizer-json", str(tmp_path / "hf"))
    converted = tokenizers.Tokenizer.from_file(str(tmp_path / "hf" / "tokenizer.json"))
    expected = tiktoken.Encoding("x", pat_str=args["pat_str"], mergeable_ranks=ranks,
                                 special_tokens={"<|endoftext|>": 400})
    text = TEXT + "<|endoftext|>"
    assert converted.encode(text).ids == expected.encode(text, allowed_special="all")
    export(ours, "tiktoken", str(tmp_path / "back"))
    assert tiktoken.load.load_tiktoken_bpe(str(tmp_path / "back" / "tokenizer.tiktoken")) == ranks


def test_a_model_tiktoken_cannot_express_is_refused(tmp_path, sample_slice):
    metaspace = train_ours(sample_slice, algorithm="bpe", vocab_size=300, pre_tokenizer="metaspace")
    normalized = train_ours(sample_slice, algorithm="bpe", vocab_size=300, normalizer=["nfc"])
    seen = train_ours(sample_slice, algorithm="bpe", vocab_size=300, initial_alphabet="seen")
    for model, reason in [
            (metaspace, "tiktoken splits by one regex, then maps bytes: byte-level BPE without a "
                        "prefix space (or a Split regex then ByteLevel) only"),
            (normalized, "tiktoken applies no normalizer, and this model has one"),
            (seen, "not every byte is a token, so tiktoken could not encode every text")]:
        with pytest.raises(ExportError) as refused:
            export(model, "tiktoken", str(tmp_path))
        assert str(refused.value) == f"cannot export as tiktoken: {reason}"


def test_merges_that_build_tokens_out_of_id_order_are_refused_saying_why(tmp_path):
    """tiktoken merges by rank (the id): with 'bc' ranked before 'ab', it splits 'abc' as
    [a, bc] where the model's merges, 'ab' first, give [ab, c]; such a model is refused."""
    alphabet = sorted(tokenizers.pre_tokenizers.ByteLevel.alphabet())
    vocab = {char: i for i, char in enumerate(alphabet)} | {"bc": 256, "ab": 257}
    built = tokenizers.Tokenizer(tokenizers.models.BPE(vocab, [("a", "b"), ("b", "c")]))
    built.pre_tokenizer = tokenizers.pre_tokenizers.ByteLevel(add_prefix_space=False)
    built.save(str(tmp_path / "tokenizer.json"))
    ours = open_tokenizer(str(tmp_path / "tokenizer.json"))
    ranks = {bytes([byte]): byte for byte in range(256)} | {b"bc": 256, b"ab": 257}
    theirs = tiktoken.Encoding("x", pat_str=reference("gpt2", ranks)["pat_str"],
                               mergeable_ranks=ranks, special_tokens={})
    assert ours.encode("abc").tokens == ["ab", "c"]
    assert theirs.decode_tokens_bytes(theirs.encode("abc")) == [b"a", b"bc"]
    with pytest.raises(ExportError) as refused:
        export(ours, "tiktoken", str(tmp_path / "out"))
    assert str(refused.value) == (
        "cannot export as tiktoken: the merges do not build tokens in the order of their ids, "
        "so tiktoken, which merges by rank, would split words differently")


def test_named_special_tokens_are_special_added_tokens_at_tiktokens_ids(tmp_path, ranks):
    """As transformers' TikTokenConverter adds them (special, not normalized), at the ids the
    named encoding gives them (tiktoken_ext's table); `tokenizers` then skips them in decoding."""
    path = write_ranks(tmp_path / "r.tiktoken", ranks)
    table = reference("cl100k_base", ranks)["special_tokens"]
    ours, _ = open_tiktoken(path, "cl100k_base", ["<|endoftext|>", "<|fim_prefix|>"])
    written = tokenizer_to_dict(ours)["added_tokens"]
    assert [(t["id"], t["content"], t["special"], t["normalized"]) for t in written] == [
        (table[name], name, True, False) for name in ("<|endoftext|>", "<|fim_prefix|>")]
    loaded = tokenizers.Tokenizer.from_str(json.dumps(tokenizer_to_dict(ours)))
    ids = loaded.encode("a<|endoftext|>b").ids
    assert table["<|endoftext|>"] in ids and loaded.decode(ids) == "ab"


def test_a_piece_that_is_a_token_is_taken_whole(tmp_path):
    """tiktoken looks a piece up whole before merging: 'abcd' (and ' abcd') are tokens that no
    merge reaches (a b c d merges to ab c d, then stops: neither abc nor cd is a token), yet a
    piece 'abcd' is one token; inside a longer piece ('abcdx') the merges alone decide."""
    ranks = {bytes([b]): b for b in range(256)} | {b"ab": 256, b"abcd": 257, b" abcd": 258}
    pattern = reference("r50k_base", ranks)["pat_str"]
    expected = tiktoken.Encoding("x", pat_str=pattern, mergeable_ranks=ranks, special_tokens={})
    ours, _ = open_tiktoken(write_ranks(tmp_path / "r.tiktoken", ranks), "r50k_base", [])
    text = "abcd abcd abcdx xabcd"
    assert expected.encode(text)[:2] == [257, 258]
    assert ours.encode(text).ids == expected.encode(text)
    converted = tokenizers.Tokenizer.from_str(json.dumps(tokenizer_to_dict(ours)))  # ignore_merges
    assert converted.encode(text).ids == expected.encode(text)


def test_written_as_tokenizer_json_it_has_the_pipeline_transformers_converter_gives_tiktoken_files(
        tmp_path, ranks):
    """transformers' TikTokenConverter: the pattern then byte-level pre-tokenizer, the byte-level
    decoder, offsets not trimmed; the same vocabulary, and the offsets tiktoken's tokens start at."""
    from transformers.convert_slow_tokenizer import TikTokenConverter

    path = write_ranks(tmp_path / "r.tiktoken", ranks)
    args = reference("cl100k_base", ranks)
    ours, _ = open_tiktoken(path, "cl100k_base", [])
    theirs = json.loads(TikTokenConverter(vocab_file=path, pattern=args["pat_str"]).converted().to_str())
    mine = tokenizer_to_dict(ours)
    for pre_tokenizer in (mine["pre_tokenizer"], theirs["pre_tokenizer"]):
        pre_tokenizer["pretokenizers"][1].pop("trim_offsets")  # (pre-tokenizing ignores it)
    for section in ("pre_tokenizer", "decoder", "post_processor"):
        assert mine[section] == theirs[section], section
    assert mine["model"]["vocab"] == theirs["model"]["vocab"]
    text = " ".join(SENTENCES)
    expected = tiktoken.Encoding("x", pat_str=args["pat_str"], mergeable_ranks=ranks, special_tokens={})
    assert [start for start, _ in ours.encode(text).offsets] == \
        expected.decode_with_offsets(expected.encode(text))[1]
