"""`extend` on the command line: the original's format written, ids kept, the report."""

import json

import tiktoken
import tiktoken.load
import tokenizers

from workbench.cli import main
from workbench.core.formats import open_tokenizer

# 9 words and the newline a line, 20 lines
DOMAIN = ("tokenization tokenizer tokenizers detokenization embeddings embedding "
          "quantization quantized normalization\n") * 20


def test_extend_a_tokenizer_json_and_report(sample_slice, tmp_path, capsys):
    model, out = str(tmp_path / "bpe.json"), str(tmp_path / "extended.json")
    assert main(["train", sample_slice, "-o", model, "--algorithm", "bpe", "--vocab-size", "400",
                 "--quiet"]) == 0
    (tmp_path / "domain.txt").write_text(DOMAIN)
    assert main(["extend", model, str(tmp_path / "domain.txt"), "--add", "30", "-o", out,
                 "--general", sample_slice]) == 0
    err = capsys.readouterr().err
    assert "added 30 tokens (ids 400-429)" in err
    domain_line = next(line for line in err.splitlines() if line.startswith("domain (200 words, 10 distinct)"))
    before, after = (float(x) for x in domain_line.split(": ")[1].split(" tokens")[0].split(" -> "))
    assert after < before
    assert any(line.startswith("general (") for line in err.splitlines())
    original, extended = tokenizers.Tokenizer.from_file(model), tokenizers.Tokenizer.from_file(out)
    assert all(extended.token_to_id(t) == i for t, i in original.get_vocab().items())
    assert len(extended.encode(DOMAIN).ids) < len(original.encode(DOMAIN).ids)
    assert main(["extend", model, str(tmp_path / "domain.txt"), "--add", "30", "-o", out]) == 2
    assert "exists; use --force" in capsys.readouterr().err


def test_extend_a_tiktoken_file_writes_tiktoken(sample_slice, tmp_path, capsys):
    model = str(tmp_path / "bpe.json")
    assert main(["train", sample_slice, "-o", model, "--algorithm", "bpe", "--vocab-size", "400",
                 "--quiet"]) == 0
    assert main(["export", model, "--format", "tiktoken", "-o", str(tmp_path / "tk")]) == 0
    (tmp_path / "domain.txt").write_text(DOMAIN)
    source = str(tmp_path / "tk" / "tokenizer.tiktoken")
    assert main(["extend", source, str(tmp_path / "domain.txt"), "--add", "20",
                 "-o", str(tmp_path / "out")]) == 0
    ranks = tiktoken.load.load_tiktoken_bpe(str(tmp_path / "out" / "tokenizer.tiktoken"))
    old = tiktoken.load.load_tiktoken_bpe(source)
    assert len(ranks) == len(old) + 20 and all(ranks[t] == r for t, r in old.items())
    sidecar = json.loads((tmp_path / "out" / "tokenizer.tiktoken.json").read_text())
    encoding = tiktoken.Encoding("x", pat_str=sidecar["pat_str"], mergeable_ranks=ranks, special_tokens={})
    assert main(["encode", str(tmp_path / "out" / "tokenizer.tiktoken"), DOMAIN]) == 0
    assert json.loads(capsys.readouterr().out)["ids"] == encoding.encode(DOMAIN)


def test_extend_unigram_into_another_format(sample_slice, tmp_path, capsys):
    import sentencepiece

    model = str(tmp_path / "unigram.json")
    assert main(["train", sample_slice, "-o", model, "--algorithm", "unigram", "--vocab-size", "400",
                 "--quiet"]) == 0
    (tmp_path / "domain.txt").write_text(DOMAIN)
    assert main(["extend", model, str(tmp_path / "domain.txt"), "--add", "5", "--format",
                 "sentencepiece", "-o", str(tmp_path / "out")]) == 0
    assert "added 5 tokens (ids 400-404)" in capsys.readouterr().err
    processor = sentencepiece.SentencePieceProcessor(model_file=str(tmp_path / "out" / "tokenizer.model"))
    assert processor.get_piece_size() == 405
    text = DOMAIN.splitlines()[0]
    assert main(["encode", model, text]) == 0
    before = json.loads(capsys.readouterr().out)["ids"]
    after = open_tokenizer(str(tmp_path / "out" / "tokenizer.model")).encode(text).ids
    assert after == processor.encode(text) and len(after) < len(before)


def test_an_empty_domain_corpus_is_refused_and_one_that_adds_nothing_says_so(sample_slice, tmp_path,
                                                                            capsys):
    """It said "added 0 tokens (ids 400-399)" and exited 0; a domain of words the model already
    keeps whole (each a token of the byte-level BPE model, space and all) adds no token, and
    says that."""
    model, out = str(tmp_path / "bpe.json"), str(tmp_path / "extended.json")
    assert main(["train", sample_slice, "-o", model, "--algorithm", "bpe", "--vocab-size", "400",
                 "--quiet"]) == 0
    empty = tmp_path / "empty.txt"
    empty.write_text("")
    capsys.readouterr()
    assert main(["extend", model, str(empty), "--add", "100", "-o", out]) == 2
    assert capsys.readouterr().err == ("tokenizer-workbench: error: the domain corpus has no words "
                                       "to learn tokens from\n")
    vocab = json.load(open(model))["model"]["vocab"]
    known = [t[1:] for t in vocab if t.startswith("Ġ") and t[1:].isalpha()][:5]  # " the"...
    assert len(known) == 5
    single = tmp_path / "known.txt"
    single.write_text("".join(f" {word}" for word in known))
    assert main(["extend", model, str(single), "--add", "100", "-o", out]) == 0
    err = capsys.readouterr().err
    assert "added 0 tokens (the domain's words give no token the model lacks)" in err
    assert tokenizers.Tokenizer.from_file(out).get_vocab() == \
        tokenizers.Tokenizer.from_file(model).get_vocab()
