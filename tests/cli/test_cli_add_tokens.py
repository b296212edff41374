"""`add-tokens` on the command line, checked with `tokenizers`' own add_tokens on the same file."""

import tokenizers

from workbench.cli import main

TEXT = "the [NEW] hug  [NEW]x hugs <sep>  zebra"


def test_add_tokens_with_flags_encodes_as_tokenizers(toy_corpus, tmp_path, capsys):
    model, out = str(tmp_path / "bpe.json"), str(tmp_path / "added.json")
    assert main(["train", toy_corpus, "-o", model, "--algorithm", "bpe", "--vocab-size", "11",
                 "--pre-tokenizer", "whitespace", "--quiet"]) == 0
    assert main(["add-tokens", model, "[NEW]", "hug", "--lstrip", "--rstrip", "-o", out]) == 0
    assert main(["add-tokens", out, "<sep>", "--as-special", "--single-word", "-o", out]) == 0
    assert "added <sep> 12; wrote" in capsys.readouterr().err
    reference = tokenizers.Tokenizer.from_file(model)
    reference.add_tokens([tokenizers.AddedToken(t, lstrip=True, rstrip=True) for t in ("[NEW]", "hug")])
    reference.add_special_tokens([tokenizers.AddedToken("<sep>", single_word=True)])
    ours = tokenizers.Tokenizer.from_file(out)
    assert ours.encode(TEXT).tokens == reference.encode(TEXT).tokens
    assert ours.encode(TEXT).ids == reference.encode(TEXT).ids
    assert ours.token_to_id("[NEW]") == 11 and ours.token_to_id("hug") == 10  # next id; its own
