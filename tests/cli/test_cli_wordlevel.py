"""A WordLevel tokenizer.json made by `tokenizers` through every command that reads a model:
the same output as `tokenizers` gives with the file."""

import json

import pytest
from tokenizers import Tokenizer as HfTokenizer
from tokenizers import models, pre_tokenizers, processors

from workbench.cli import main

VOCAB = ["[UNK]", "[CLS]", "[SEP]", "the", "LORD", "said", "unto", "and", "God", ",", "."]
TEXT = "the LORD said unto Moses, and God said"


@pytest.fixture
def wordlevel(tmp_path) -> str:
    hf = HfTokenizer(models.WordLevel({t: i for i, t in enumerate(VOCAB)}, unk_token="[UNK]"))
    hf.pre_tokenizer = pre_tokenizers.Whitespace()
    hf.post_processor = processors.BertProcessing(("[SEP]", 2), ("[CLS]", 1))
    hf.add_special_tokens(VOCAB[:3])
    path = tmp_path / "wordlevel.json"
    hf.save(str(path))
    return str(path)


def run(capsys, *args: str) -> str:
    assert main(list(args)) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("options, special", [([], False), (["--add-special-tokens"], True)])
def test_encode_gives_what_tokenizers_gives(wordlevel, capsys, options, special):
    theirs = HfTokenizer.from_file(wordlevel).encode(TEXT, "and God", add_special_tokens=special)
    ours = json.loads(run(capsys, "encode", wordlevel, TEXT, "--pair", "and God", *options))
    assert ours["tokens"] == theirs.tokens
    assert ours["ids"] == theirs.ids
    assert [tuple(span) for span in ours["offsets"]] == theirs.offsets
    assert ours["type_ids"] == theirs.type_ids


def test_decode_inspect_and_explain(wordlevel, capsys):
    ids = [1, 3, 4, 0, 9, 7, 8, 2]
    assert run(capsys, "decode", wordlevel, *map(str, ids)) == \
        HfTokenizer.from_file(wordlevel).decode(ids) + "\n"
    report = json.loads(run(capsys, "inspect", wordlevel, "--json"))
    assert report["algorithm"] == "wordlevel" and report["vocab"] == VOCAB
    trace = run(capsys, "explain", wordlevel, "the Moses")
    assert "'the'\n  the word is in the vocabulary\n  tokens: the\n" in trace
    assert "'Moses'\n  became [UNK]: 'Moses' is not in the vocabulary\n" in trace


def test_export_as_tokenizer_json_loads_in_tokenizers(wordlevel, capsys, tmp_path):
    run(capsys, "export", wordlevel, "--format", "tokenizer-json", "-o", str(tmp_path / "out"))
    exported = HfTokenizer.from_file(str(tmp_path / "out" / "tokenizer.json"))
    assert exported.encode(TEXT).ids == HfTokenizer.from_file(wordlevel).encode(TEXT).ids


def test_prune_keeps_the_words_of_a_corpus(wordlevel, capsys, tmp_path):
    corpus = tmp_path / "corpus.txt"
    corpus.write_text("the LORD said unto Moses\n", encoding="utf-8")
    run(capsys, "prune", wordlevel, str(corpus), "-o", str(tmp_path / "pruned.json"))
    pruned = HfTokenizer.from_file(str(tmp_path / "pruned.json"))
    assert sorted(pruned.get_vocab()) == sorted(["[UNK]", "[CLS]", "[SEP]", "the", "LORD", "said",
                                                 "unto"])
    text = "the LORD said unto Moses"
    assert pruned.encode(text).tokens == HfTokenizer.from_file(wordlevel).encode(text).tokens


@pytest.mark.parametrize("args, message", [
    (["resize", "--vocab-size", "5"], "a WordLevel model has no merges"),
    (["extend", "CORPUS", "--add", "2"], "a WordLevel model cannot be extended here"),
])
def test_resize_and_extend_are_refused_in_one_line(wordlevel, capsys, tmp_path, args, message):
    corpus = tmp_path / "corpus.txt"
    corpus.write_text("new words here\n", encoding="utf-8")
    command, *rest = [str(corpus) if a == "CORPUS" else a for a in args]
    assert main([command, wordlevel, *rest, "-o", str(tmp_path / "out.json")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and message in err and "Traceback" not in err
