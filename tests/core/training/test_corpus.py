"""Reading corpora: formats, bad input, and parallel counting equal to serial counting."""

import gzip
import json

import pytest

from workbench.core.pipeline.normalizers import build_normalizer
from workbench.core.pipeline.pre_tokenizers import build_pre_tokenizer
from workbench.core.training import counting
from workbench.core.training.corpus import (
    CorpusError, Source, escape_word, iter_blocks, unescape_word,
)
from workbench.core.training.counting import count_words

NONE = build_normalizer(None)


def count(paths, kind="byte-level", **options):
    sources = [p if isinstance(p, Source) else Source.for_path(str(p)) for p in paths]
    return count_words(sources, NONE, build_pre_tokenizer(kind), **options)


def test_text_lines_keep_their_newline(tmp_path):
    path = tmp_path / "a.txt"
    path.write_bytes(b"one two\nthree  \n\nfour")
    assert count([path]).counts == {"one": 1, " two": 1, "\n": 2, "three": 1, "  \n": 1, "four": 1}


def test_gzip_and_jsonl_are_read(tmp_path):
    plain = tmp_path / "a.jsonl.gz"
    records = [{"text": "hello world", "id": 1}, {"text": "hello\nthere"}]
    with gzip.open(plain, "wt", encoding="utf-8") as out:
        out.write("\n".join(json.dumps(r) for r in records) + "\n\n")
    table = count([plain], "whitespace")
    assert table.counts == {"hello": 2, "world": 1, "there": 1}
    assert table.sources[0].lines == 3


def test_jsonl_text_field_can_be_chosen_and_missing_field_is_reported(tmp_path):
    path = tmp_path / "a.jsonl"
    path.write_text('{"body": "x y"}\n', encoding="utf-8")
    assert count([Source.for_path(str(path), text_field="body")], "whitespace").counts == {"x": 1, "y": 1}
    with pytest.raises(CorpusError, match=r"a\.jsonl:1: no text field 'text'"):
        count([path], "whitespace")
    for bad in ("not json", '{"text": "a"} {"text": "b"}', '"text"', '\u00a0{"text": "a"}'):
        path.write_text(f' {{"text": "ok"}}\t\r\n\n{bad}\n', encoding="utf-8")
        with pytest.raises(CorpusError, match=r"a\.jsonl:3: (not valid JSON|no text field)"):
            count([path], "whitespace")


def test_invalid_utf8_is_replaced_and_counted(tmp_path):
    path = tmp_path / "bad.txt"
    path.write_bytes(b"caf\xe9 ok \xff\xfe end \xef\xbf\xbd\n")
    table = count([path], "bert")
    assert table.sources[0].invalid_utf8 == 3
    assert table.counts["caf\ufffd"] == 1


def test_a_lone_surrogate_in_json_lines_is_replaced_and_counted(tmp_path):
    path = tmp_path / "bad.jsonl"
    path.write_text('{"text": "bad \\ud800 here"}\n{"text": "ok \\ud83d\\ude00 pair"}\n',
                    encoding="utf-8")
    table = count([path])  # byte-level: the words are encoded to UTF-8
    assert table.sources[0].invalid_utf8 == 1
    assert table.counts == {"bad": 1, " \ufffd": 1, " here": 1, "ok": 1, " \U0001F600": 1,
                            " pair": 1}


TEXT = "Héllo wörld, 你好 世界! 😀 end\r\nsecond line\n"
WORDS = {"Héllo": 1, "wörld": 1, ",": 1, "你好": 1, "世界": 1, "!": 1, "😀": 1, "end": 1,
         "second": 1, "line": 1}  # by hand, as the whitespace pre-tokenizer splits TEXT


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-8-sig"])
def test_byte_order_marks_are_read_and_dropped(tmp_path, encoding):
    bom = {"utf-16-le": "\ufeff", "utf-16-be": "\ufeff"}.get(encoding, "")  # others add it
    path = tmp_path / "marked.txt"
    path.write_bytes((bom + TEXT).encode(encoding))
    assert path.read_bytes()[:2] in (b"\xff\xfe", b"\xfe\xff", b"\xef\xbb")
    assert count([path], "whitespace").counts == WORDS
    assert "\ufeff" not in "".join(count([path], "byte-level").counts)
    with gzip.open(tmp_path / "marked.txt.gz", "wb") as out:
        out.write(path.read_bytes())
    assert count([tmp_path / "marked.txt.gz"], "whitespace").counts == WORDS


def test_binary_empty_missing_and_folder_are_refused(tmp_path):
    binary = tmp_path / "x.bin"
    binary.write_bytes(b"text\x00\x01\x02")
    with pytest.raises(CorpusError, match="binary"):
        count([binary])
    empty = tmp_path / "empty.txt"
    empty.write_text("  \n\t\n", encoding="utf-8")
    with pytest.raises(CorpusError, match="no words found"):
        count([empty], "bert")
    with pytest.raises(CorpusError, match="cannot open"):
        count([tmp_path / "missing.txt"])
    with pytest.raises(CorpusError, match="is a folder"):
        count([tmp_path])


def test_blocks_end_at_line_ends(tmp_path):
    path = tmp_path / "lines.txt"
    path.write_bytes(b"".join(b"line %d\n" % i for i in range(1000)) + b"tail")
    blocks = list(iter_blocks(str(path), block_size=100))
    assert b"".join(blocks) == path.read_bytes()
    assert all(block.endswith(b"\n") for block in blocks[:-1])


def test_parallel_count_equals_serial_count(sample_corpus, monkeypatch):
    serial = count([sample_corpus], workers=1)
    monkeypatch.setattr(counting, "PARALLEL_MIN_BYTES", 0)
    monkeypatch.setattr(counting, "BLOCK_SIZE", 64 << 10)  # many blocks in flight
    parallel = count([sample_corpus], workers=2)
    assert list(parallel.counts.items()) == list(serial.counts.items())
    assert parallel.sources == serial.sources


def test_counts_table_escapes_round_trip():
    for word in ["plain", "tab\there", "new\nline", "back\\slash\\n", "\r\n"]:
        assert unescape_word(escape_word(word)) == word
        assert "\t" not in escape_word(word) and "\n" not in escape_word(word)
