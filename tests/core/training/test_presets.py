"""Presets: each well-known tokenizer's preset trains a model that its own file format holds."""

from collections import Counter

import pytest
import sentencepiece
from tokenizers import Tokenizer as HfTokenizer
from tokenizers import models, pre_tokenizers, trainers

from support import MULTILINGUAL, train_ours
from workbench import cli, resources
from workbench.core import TrainConfig, export, run, train
from workbench.core.formats import tokenizer_json
from workbench.core.training.presets import PRESETS

# The Hugging Face course, chapter 6: its corpus, and what its code prints for each algorithm.
COURSE_CORPUS = [
    "This is the Hugging Face Course.", "This chapter is about tokenization.",
    "This section shows several tokenizer algorithms.",
    "Hopefully, you will be able to understand how they are trained and generate tokens.",
]
COURSE_BPE_MERGES = [
    ("Ġ", "t"), ("i", "s"), ("e", "r"), ("Ġ", "a"), ("Ġt", "o"), ("e", "n"), ("T", "h"),
    ("Th", "is"), ("o", "u"), ("s", "e"), ("Ġto", "k"), ("Ġtok", "en"), ("n", "d"), ("Ġ", "is"),
    ("Ġt", "h"), ("Ġth", "e"), ("i", "n"), ("Ġa", "b"), ("Ġtoken", "i"),
]
COURSE_WORDPIECE_LAST = [
    "ab", "##fu", "Fa", "Fac", "##ct", "##ful", "##full", "##fully", "Th", "ch", "##hm", "cha",
    "chap", "chapt", "##thm", "Hu", "Hug", "Hugg", "sh", "th", "is", "##thms", "##za", "##zat",
    "##ut",
]


def course_model(name: str):
    config = TrainConfig(**PRESETS[name].settings)
    pre_tokenizer = config.build_pre_tokenizer()
    return run(train(config, dict(Counter(
        word for line in COURSE_CORPUS for word in pre_tokenizer.words(line)))))


def test_the_course_bpe_preset_gives_the_course_merges():
    model = course_model("course-bpe")
    assert len(model.vocab) == 50 and model.model.merges == COURSE_BPE_MERGES
    assert model.encode("This is not a token.").tokens == [
        "This", "Ġis", "Ġ", "n", "o", "t", "Ġa", "Ġtoken", "."]


def test_the_course_wordpiece_preset_gives_the_course_vocabulary():
    model = course_model("course-wordpiece")
    assert len(model.vocab) == 70 and model.vocab[-25:] == COURSE_WORDPIECE_LAST
    assert model.encode("This is the Hugging Face course!").tokens == [
        "Th", "##i", "##s", "is", "th", "##e", "Hugg", "##i", "##n", "##g", "Fac", "##e", "c",
        "##o", "##u", "##r", "##s", "##e", "[UNK]"]


def test_the_course_unigram_preset_segments_as_the_course():
    model = course_model("course-unigram")
    assert len(model.vocab) == 100
    assert model.encode("This is the Hugging Face course.").tokens == [
        "▁This", "▁is", "▁the", "▁Hugging", "▁Face", "▁", "c", "ou", "r", "s", "e", "."]


@pytest.mark.parametrize("name", ["course-bpe", "course-wordpiece", "course-unigram"])
def test_the_course_presets_name_the_course_s_corpus_which_ships(name):
    with open(resources.path(PRESETS[name].corpus), encoding="utf-8") as corpus:
        assert corpus.read().splitlines() == COURSE_CORPUS


def test_train_with_a_course_preset_and_no_corpus_uses_the_course_s(tmp_path, capsys):
    """The course's results from the command line with nothing but the preset: the file's line
    ends are dropped, as each of the course's sentences is a text of its own."""
    out = tmp_path / "course.json"
    assert cli.main(["train", "--preset", "course-bpe", "-o", str(out), "--quiet"]) == 0
    assert "training on the one the preset's example uses" in capsys.readouterr().err
    model = tokenizer_json.load(str(out))
    assert len(model.vocab) == 50 and model.model.merges == COURSE_BPE_MERGES


@pytest.mark.parametrize("name, fmt", [("gpt2", "gpt2"), ("bert", "bert"), ("t5", "sentencepiece")])
def test_a_preset_trains_a_model_its_own_format_holds(name, fmt, sample_slice, tmp_path):
    """BERT's vocab.txt implies BERT's normalizer, T5's .model SentencePiece's nmt_nfkc rules:
    the presets use exactly those, so the export is not refused (it was for both)."""
    ours = train_ours(sample_slice, **{**PRESETS[name].settings, "vocab_size": 600})
    export(ours, fmt, str(tmp_path))
    if fmt == "sentencepiece":
        processor = sentencepiece.SentencePieceProcessor(
            model_file=str(tmp_path / "tokenizer.model"))
        # NFKC changes each of the last; no CRLF (docs/formats.md, SentencePiece caveats)
        text = MULTILINGUAL.replace("\r\n", "\n") + " Ｆｕｌｌｗｉｄｔｈ ﬁ ① ㎏ Å"
        assert ours.encode(text).ids == processor.encode(text)



def course_file(tmp_path) -> str:
    path = tmp_path / "course.txt"
    path.write_text("".join(f"{line}\n" for line in COURSE_CORPUS), encoding="utf-8")
    return str(path)


def test_the_gpt2_preset_trains_on_the_course_corpus_as_tokenizers(tmp_path):
    """32,000 tokens asked of four sentences: training stops when no pair is left twice, with
    the vocabulary `tokenizers` learns with the same settings."""
    settings = PRESETS["gpt2"].settings
    hf = HfTokenizer(models.BPE())
    hf.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    hf.train([course_file(tmp_path)], trainers.BpeTrainer(
        vocab_size=settings["vocab_size"], min_frequency=settings["min_frequency"],
        special_tokens=settings["special_tokens"], show_progress=False,
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet()))
    ours = train_ours(course_file(tmp_path), **settings)
    assert ours.vocab == [hf.id_to_token(i) for i in range(hf.get_vocab_size())]
    for sentence in COURSE_CORPUS:
        assert ours.encode(sentence).tokens == hf.encode(sentence).tokens


@pytest.mark.parametrize("name", ["bert", "t5"])
def test_the_bert_and_t5_presets_train_a_sensible_model_on_the_course_corpus(name, tmp_path):
    """Some 30,000 tokens asked of four sentences (our WordPiece scores pairs as the course does,
    not as `tokenizers`' count-based trainer): the specials first, more than the characters,
    each sentence in fewer tokens than characters, none unknown, decoded back (lowercased by
    BERT's normalizer)."""
    settings = PRESETS[name].settings
    model = train_ours(course_file(tmp_path), **settings)
    specials = settings["special_tokens"]
    assert model.vocab[:len(specials)] == specials
    assert len(set("".join(COURSE_CORPUS).lower())) < len(model.vocab) < settings["vocab_size"]
    unknown = model.token_to_id(settings.get("unk_token") or "[UNK]")
    for sentence in COURSE_CORPUS:
        encoding = model.encode(sentence)
        assert unknown not in encoding.ids
        assert len(sentence.split()) <= len(encoding.ids) < len(sentence)
        assert model.decode(encoding.ids) == (sentence.lower() if name == "bert" else sentence)
