"""The command line on .tiktoken files: the pattern and special tokens given, or the inferred
pattern said; conversion to tokenizer.json."""

import base64
import json

import tiktoken
import tokenizers
from tiktoken_ext.openai_public import r50k_pat_str

from workbench.cli import main

RANKS = {bytes([b]): b for b in range(256)} | {b" t": 256, b"he": 257, b" the": 258, b"\xe4\xbd": 259}
TEXT = "the theme  of 你好 the end"


def rank_file(tmp_path) -> str:
    path = tmp_path / "small.tiktoken"
    path.write_bytes(b"".join(base64.b64encode(t) + b" %d\n" % r for t, r in RANKS.items()))
    return str(path)


def test_encode_says_the_inferred_pattern_and_takes_special_tokens(tmp_path, capsys):
    path = rank_file(tmp_path)
    assert main(["encode", path, TEXT + "<|endoftext|>", "--special", "<|endoftext|>=260"]) == 0
    out, err = capsys.readouterr()
    assert "260 ranks, pattern gpt2, inferred from the 260 ranks" in err
    expected = tiktoken.Encoding("x", pat_str=r50k_pat_str, mergeable_ranks=RANKS,
                                 special_tokens={"<|endoftext|>": 260})
    assert json.loads(out)["ids"] == expected.encode(TEXT + "<|endoftext|>", allowed_special="all")


def test_export_converts_a_tiktoken_file_to_tokenizer_json(tmp_path, capsys):
    path = rank_file(tmp_path)
    pattern = r"\p{L}+|\s+|."
    assert main(["export", path, "--pattern", pattern, "--format", "tokenizer-json",
                 "-o", str(tmp_path / "out")]) == 0
    assert "the pattern given" in capsys.readouterr().err
    converted = tokenizers.Tokenizer.from_file(str(tmp_path / "out" / "tokenizer.json"))
    expected = tiktoken.Encoding("x", pat_str=pattern, mergeable_ranks=RANKS, special_tokens={})
    assert converted.encode(TEXT).ids == expected.encode(TEXT)


def test_pattern_and_special_are_only_for_tiktoken_files(tmp_path, capsys):
    path = rank_file(tmp_path)
    assert main(["export", path, "--format", "tokenizer-json", "-o", str(tmp_path / "j")]) == 0
    assert main(["encode", str(tmp_path / "j" / "tokenizer.json"), "x", "--pattern", "gpt2"]) == 2
    assert "--pattern and --special are for .tiktoken files" in capsys.readouterr().err
    assert main(["encode", path, "x", "--pattern", "cl100k_base", "--special", "<|nope|>"]) == 2
    assert "'<|nope|>' has no id" in capsys.readouterr().err
