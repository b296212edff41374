"""`prune` on the command line: the pruned tokenizer.json and its id map, checked with
`tokenizers` against the original file."""

import json

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
