"""`prune` on the command line: the pruned tokenizer.json and its id map, checked with
`tokenizers` against the original file."""

import json

import pytest
import tokenizers

from workbench.cli import main


def test_prune_writes_the_model_and_the_id_map(toy_corpus, tmp_path, capsys):
    model, out = str(tmp_path / "bpe.json"), str(tmp_path / "pruned.json")
    assert main(["train", toy_corpus, "-o", model, "--algorithm", "bpe", "--vocab-size", "11",
                 "--pre-tokenizer", "whitespace", "--tie-break", "first-seen", "--quiet"]) == 0
    corpus = tmp_path / "small.txt"
    corpus.write_text("hug hug\n")
    assert main(["prune", model, str(corpus), "-o", out]) == 0
    assert "kept 6 of 11 tokens (4 only because kept ones need them)" in capsys.readouterr().err
    original = tokenizers.Tokenizer.from_file(model)
    pruned = tokenizers.Tokenizer.from_file(out)
    # the course's toy BPE: hug = h + ug, ug = u + g; [UNK] stays; ids dense in the old order
    assert sorted(pruned.get_vocab(), key=pruned.get_vocab().get) == ["[UNK]", "g", "h", "u", "ug", "hug"]
    id_map = json.loads((tmp_path / "pruned.id-map.json").read_text())
    assert {original.id_to_token(int(old)): pruned.id_to_token(new) for old, new in id_map.items()} == \
        {token: token for token in pruned.get_vocab()}
    assert pruned.encode("hug hug").tokens == original.encode("hug hug").tokens == ["hug", "hug"]


def test_prune_with_a_drop_list(toy_corpus, tmp_path, capsys):
    model, out = str(tmp_path / "bpe.json"), str(tmp_path / "pruned.json")
    assert main(["train", toy_corpus, "-o", model, "--algorithm", "bpe", "--vocab-size", "11",
                 "--pre-tokenizer", "whitespace", "--tie-break", "first-seen", "--quiet"]) == 0
    (tmp_path / "drop.txt").write_text("un\nhug\nug\n")
    assert main(["prune", model, "--drop", str(tmp_path / "drop.txt"), "-o", out]) == 0
    assert set(tokenizers.Tokenizer.from_file(out).get_vocab()) == {"[UNK]", "b", "g", "h", "n", "p", "s", "u"}
    assert main(["prune", model, "-o", out]) == 2
    assert "give a corpus, --drop FILE, or both" in capsys.readouterr().err


def _bert_like(path, post_processor) -> str:
    """A WordPiece tokenizer.json made by `tokenizers` whose post-processor adds [CLS] and [SEP],
    vocabulary entries (not added tokens) that no text encodes to."""
    vocab = {"[UNK]": 0, "[CLS]": 1, "[SEP]": 2, "hug": 3, "pug": 4, "##s": 5, "h": 6, "u": 7,
             "g": 8, "p": 9, "##u": 10, "##g": 11}
    hf = tokenizers.Tokenizer(tokenizers.models.WordPiece(vocab, unk_token="[UNK]"))
    hf.pre_tokenizer = tokenizers.pre_tokenizers.Whitespace()
    hf.post_processor = post_processor
    hf.save(str(path))
    return str(path)


@pytest.mark.parametrize("post_processor", [
    tokenizers.processors.TemplateProcessing(single="[CLS] $A [SEP]",
                                             pair="[CLS] $A [SEP] $B:1 [SEP]:1",
                                             special_tokens=[("[CLS]", 1), ("[SEP]", 2)]),
    tokenizers.processors.BertProcessing(("[SEP]", 2), ("[CLS]", 1)),
], ids=["template", "bert"])
def test_prune_keeps_the_post_processors_special_tokens(post_processor, tmp_path, capsys):
    model = _bert_like(tmp_path / "bert.json", post_processor)
    out = str(tmp_path / "pruned.json")
    corpus = tmp_path / "small.txt"
    corpus.write_text("hug hugs\n")
    assert main(["prune", model, str(corpus), "-o", out]) == 0
    assert "kept 5 of 12 tokens" in capsys.readouterr().err
    original, pruned = tokenizers.Tokenizer.from_file(model), tokenizers.Tokenizer.from_file(out)
    assert set(pruned.get_vocab()) == {"[UNK]", "[CLS]", "[SEP]", "hug", "##s"}
    single, pair = pruned.encode("hug hugs"), pruned.encode("hugs", "hug")
    assert single.tokens == original.encode("hug hugs").tokens == \
        ["[CLS]", "hug", "hug", "##s", "[SEP]"]
    assert pair.tokens == original.encode("hugs", "hug").tokens
    assert pair.type_ids == original.encode("hugs", "hug").type_ids
    assert [pruned.id_to_token(i) for i in single.ids] == single.tokens


def test_prune_refuses_a_post_processor_id_outside_the_vocabulary(tmp_path, capsys):
    """`tokenizers` adds such an id as it is; pruning has no token to keep for it."""
    template = tokenizers.processors.TemplateProcessing(
        single="[CLS] $A", special_tokens=[("[CLS]", 40)])
    model = _bert_like(tmp_path / "bert.json", template)
    assert tokenizers.Tokenizer.from_file(model).encode("hug").ids == [40, 3]
    corpus = tmp_path / "small.txt"
    corpus.write_text("hug\n")
    assert main(["prune", model, str(corpus), "-o", str(tmp_path / "pruned.json")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "the post-processor adds the id 40" in err
    assert not (tmp_path / "pruned.json").exists()


def test_prune_closes_a_vocabularys_gaps(tmp_path, capsys):
    """A vocabulary that skips ids, with an added token `tokenizers` puts in a gap (id 3)."""
    model = tmp_path / "gaps.json"
    model.write_text(json.dumps({
        "version": "1.0", "truncation": None, "padding": None, "normalizer": None,
        "added_tokens": [{"id": 7, "content": "[X]", "single_word": False, "lstrip": False,
                          "rstrip": False, "normalized": False, "special": True}],
        "pre_tokenizer": {"type": "WhitespaceSplit"}, "post_processor": None, "decoder": None,
        "model": {"type": "WordLevel", "vocab": {"<unk>": 0, "b": 2, "a": 5, "c": 8},
                  "unk_token": "<unk>"}}))
    corpus = tmp_path / "small.txt"
    corpus.write_text("a [X] a zz\n")
    out = str(tmp_path / "pruned.json")
    assert main(["prune", str(model), str(corpus), "-o", out]) == 0
    assert "kept 3 of 5 tokens" in capsys.readouterr().err
    original, pruned = tokenizers.Tokenizer.from_file(str(model)), tokenizers.Tokenizer.from_file(out)
    assert pruned.get_vocab() == {"<unk>": 0, "a": 1, "[X]": 2}
    id_map = json.loads((tmp_path / "pruned.id-map.json").read_text())
    assert {original.id_to_token(int(old)): pruned.id_to_token(new)
            for old, new in id_map.items()} == {"<unk>": "<unk>", "a": "a", "[X]": "[X]"}
    assert pruned.encode("a [X] a zz").tokens == original.encode("a [X] a zz").tokens
