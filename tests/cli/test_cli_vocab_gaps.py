"""A tokenizer.json whose vocabulary skips ids (made by `tokenizers`) through the commands: the
same ids, tokens and text as `tokenizers` gives with the file; what cannot keep the gaps says so
in one line."""

import json

import pytest
from tokenizers import Tokenizer as HfTokenizer
from tokenizers import models, pre_tokenizers

from workbench.cli import main

VOCAB = {"[UNK]": 0, "h": 3, "u": 4, "g": 5, "##u": 7, "##g": 8, "##s": 9, "hug": 12, "##ug": 14}
TEXT = "hug hugs gus zz"


@pytest.fixture
def gapped(tmp_path) -> str:
    hf = HfTokenizer(models.WordPiece(VOCAB, unk_token="[UNK]"))
    hf.pre_tokenizer = pre_tokenizers.Whitespace()
    hf.add_special_tokens(["[CLS]"])  # tokenizers gives it id 9, which "##s" has: see below
    path = tmp_path / "gapped.json"
    hf.save(str(path))
    return str(path)


def run(capsys, *args: str) -> str:
    assert main(list(args)) == 0
    return capsys.readouterr().out


def test_encode_decode_and_inspect_give_what_tokenizers_gives(gapped, capsys):
    theirs = HfTokenizer.from_file(gapped)
    encoded = json.loads(run(capsys, "encode", gapped, TEXT))
    reference = theirs.encode(TEXT)
    assert (encoded["tokens"], encoded["ids"]) == (reference.tokens, reference.ids)
    ids = [str(i) for i in range(15)]
    assert run(capsys, "decode", gapped, *ids).rstrip("\n") == theirs.decode(list(range(15)))
    report = json.loads(run(capsys, "inspect", gapped, "--json"))
    assert report["vocab"] == [theirs.id_to_token(i) for i in range(15)]


def test_gpt2_files_keep_the_gaps_and_line_formats_refuse_them(tmp_path, capsys):
    vocab = {"<unk>": 0, "a": 2, "b": 5, "ab": 9}
    hf = HfTokenizer(models.BPE(vocab, [("a", "b")], unk_token="<unk>"))
    model = tmp_path / "bpe.json"
    hf.save(str(model))
    assert main(["export", str(model), "--format", "gpt2", "-o", str(tmp_path / "gpt2")]) == 0
    exported = models.BPE.from_file(str(tmp_path / "gpt2" / "vocab.json"),
                                    str(tmp_path / "gpt2" / "merges.txt"), unk_token="<unk>")
    assert HfTokenizer(exported).encode("abba").ids == hf.encode("abba").ids
    assert HfTokenizer(exported).get_vocab() == vocab
    capsys.readouterr()
    out = str(tmp_path / "sp")
    assert main(["export", str(model), "--format", "sentencepiece", "-o", out]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "skips 6 ids" in err


@pytest.mark.parametrize("command", [["resize", "--vocab-size", "4"], ["extend", "--add", "2"]])
def test_resize_and_extend_refuse_a_vocabulary_with_gaps_in_one_line(gapped, tmp_path, capsys,
                                                                       command):
    corpus = tmp_path / "domain.txt"
    corpus.write_text("hugs hug gug\n")
    args = [command[0], gapped, *([str(corpus)] if command[0] == "extend" else []),
            *command[1:], "-o", str(tmp_path / "out.json")]
    assert main(args) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "skips" in err and "pruning closes the gaps" in err
