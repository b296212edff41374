"""The default evaluation text: the last 5 % of a corpus's texts (lines, JSON-lines records),
and evaluation on JSON-lines files, against texts and counts worked out by hand."""

import json

import pytest

from workbench.core import HeldOut, Source, evaluate, text_stats

from .test_measures import toy


def test_the_last_5_percent_of_the_texts_of_all_the_files_in_order(tmp_path):
    lines, records = tmp_path / "a.txt", tmp_path / "b.jsonl"
    lines.write_text("".join(f"line {i}\n" for i in range(30)), encoding="utf-8")
    records.write_text("".join(json.dumps({"id": i, "body": f"record {i}"}) + "\n"
                               for i in range(10)), encoding="utf-8")
    held = HeldOut((Source.for_path(str(lines)), Source.for_path(str(records), text_field="body")))
    # 30 + 10 = 40 texts; 5 % of 40 = 2: the last two records
    assert list(held.texts()) == ["record 8", "record 9"]
    assert held.label == "last 5 % of a.txt, b.jsonl"
    only_lines = HeldOut((Source.for_path(str(lines)),))
    # 5 % of 30 = 1.5, rounded to 2: lines 28 and 29, each with its newline
    assert list(only_lines.texts()) == ["line 28\n", "line 29\n"]


def test_a_short_corpus_holds_out_its_last_line(tmp_path):
    path = tmp_path / "short.txt"
    path.write_text("ab\nabc\nc, b\n", encoding="utf-8")
    assert list(HeldOut((Source.for_path(str(path)),)).texts()) == ["c, b\n"]


@pytest.mark.parametrize("workers", [1, 2])
def test_evaluate_reads_the_text_field_of_json_lines(tmp_path, workers):
    path = tmp_path / "eval.jsonl"
    # the texts of test_measures.py's corpus, one per record, beside other fields
    path.write_text('{"lang": "x", "content": "ab abc é"}\n\n{"content": "c, b", "n": 2}\n',
                    encoding="utf-8")
    source = Source.for_path(str(path), text_field="content")
    result = evaluate([("toy", toy())], [source], workers=workers).to_json()
    measured = result["models"][0]["measures"]
    # ab ab ##c [UNK] | c [UNK] b: 7 tokens, 6 words, 12 characters (no newlines), 13 bytes
    assert (measured["tokens"], measured["words"]) == (7, 6)
    assert measured["chars_per_token"] == pytest.approx(12 / 7)
    assert measured["bytes_per_token"] == pytest.approx(13 / 7)
    assert measured["unknown_rate"] == pytest.approx(2 / 7)
    assert result["files"] == [str(path)]


def test_evaluate_on_held_out_text_is_named_by_its_label(tmp_path):
    path = tmp_path / "corpus.txt"
    path.write_text("zzz\n" * 19 + "abc abc b\n", encoding="utf-8")  # 20 lines: the last held out
    held = HeldOut((Source.for_path(str(path)),))
    result = evaluate([("toy", toy())], [held], workers=1)
    assert result.files == ["last 5 % of corpus.txt"]
    assert result.results[0].stats.tokens == 5  # ab ##c ab ##c b


def test_a_word_count_table_is_refused(tmp_path):
    path = tmp_path / "counts.tsv"
    path.write_text("ab\t3\n", encoding="utf-8")
    with pytest.raises(ValueError, match="word-count table"):
        text_stats(toy(), Source.for_path(str(path), counts=True))
