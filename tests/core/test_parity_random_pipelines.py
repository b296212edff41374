"""Against `tokenizers` with random pipelines: normalizers, pre-tokenizers and decoders drawn
from every type the workbench runs (alone or in Sequences, with random options), around a BPE,
Unigram or WordLevel model, over random text (support.random_text): the same tokens, ids, offsets
and decoded text as `tokenizers` running the same tokenizer.json.

Each pool is a list of strategies, one per component type, each building the `tokenizers`
object: a type the workbench learns to run is one more line in its pool.
"""

import functools
import json

import pytest
import sentencepiece
from hypothesis import given, settings
from hypothesis import strategies as st
from sentencepiece import sentencepiece_model_pb2
from tokenizers import AddedToken, Regex
from tokenizers import Tokenizer as HfTokenizer
from tokenizers import decoders, models, normalizers, pre_tokenizers, trainers

from workbench.core.formats import tokenizer_json

from support import KJV, SCRIPTS, SYMBOLS, random_text

flag = st.booleans()
behavior = st.sampled_from(["removed", "isolated", "merged_with_previous", "merged_with_next",
                            "contiguous"])
replacement = st.sampled_from(["▁", "-", "_", "é", " "])
prepend_scheme = st.sampled_from(["always", "first", "never"])
pattern = st.sampled_from([" ", "▁", "e", "th", Regex(r"\s+"), Regex(r"\p{L}+"), Regex(r"\d"),
                           Regex(r"[aeiou]+"), Regex(r"(?i)THE")])

# Precompiled charsmaps as SentencePiece compiles them: its named rules, and rule sets of its
# builder (keys of one character, a grapheme cluster or several characters, which `tokenizers`
# applies only per grapheme; values of any length, empty too).
RULE_NAMES = ["nmt_nfkc", "nfkc", "nmt_nfkc_cf", "nfkc_cf"]
rule_key = st.one_of(st.sampled_from(SCRIPTS + SYMBOLS + ["e", " ", "a", "th", "  ", "\t"]),
                     st.characters(codec="utf-8", exclude_characters="\0"))
rule_value = st.sampled_from(["", " ", "x", "é", "e\u0301", "ab", "▁", "\n", "你好", "  "])


@functools.cache
def named_charsmap(rule: str) -> bytes:
    return _charsmap(sentencepiece.SentencePieceNormalizer(rule_name=rule))


def built_charsmap(rules: dict[str, str]) -> bytes:
    """(SentencePiece's builder refuses a rule that leaves its text as it is.)"""
    rules = [(key, value) for key, value in rules.items() if key != value] or [("a", "b")]
    return _charsmap(sentencepiece.SentencePieceNormalizer(norm_map=rules))


def _charsmap(normalizer: sentencepiece.SentencePieceNormalizer) -> bytes:
    spec = sentencepiece_model_pb2.NormalizerSpec()
    spec.ParseFromString(normalizer.serialized_normalizer_spec())
    return spec.precompiled_charsmap


NORMALIZERS = [
    st.sampled_from([normalizers.NFC(), normalizers.NFD(), normalizers.NFKC(), normalizers.NFKD(),
                     normalizers.Lowercase(), normalizers.StripAccents()]),
    st.builds(normalizers.BertNormalizer, clean_text=flag, handle_chinese_chars=flag,
              strip_accents=st.sampled_from([None, True, False]), lowercase=flag),
    st.builds(normalizers.Strip, left=flag, right=flag),
    st.builds(normalizers.Prepend, prepend=st.sampled_from(["▁", " ", "x", "ab"])),
    st.builds(normalizers.Replace, pattern, st.sampled_from(["", " ", "▁", "é", "xy"])),
    st.sampled_from([normalizers.Nmt(), normalizers.ByteLevel()]),
    st.one_of(st.sampled_from(RULE_NAMES).map(named_charsmap),
              st.dictionaries(rule_key, rule_value, min_size=1, max_size=8).map(built_charsmap)
              ).map(normalizers.Precompiled),
]
PRE_TOKENIZERS = [
    st.builds(pre_tokenizers.ByteLevel, add_prefix_space=flag, use_regex=flag),
    st.sampled_from([pre_tokenizers.Whitespace(), pre_tokenizers.WhitespaceSplit(),
                     pre_tokenizers.BertPreTokenizer()]),
    st.builds(pre_tokenizers.Metaspace, replacement=replacement, prepend_scheme=prepend_scheme,
              split=flag),
    st.builds(pre_tokenizers.Split, pattern, behavior, invert=flag),
    st.builds(pre_tokenizers.Punctuation, behavior),
    st.builds(pre_tokenizers.Digits, individual_digits=flag),
    st.just(pre_tokenizers.UnicodeScripts()),
    st.builds(pre_tokenizers.CharDelimiterSplit, st.sampled_from([" ", "e", "▁", "-", "é", "\n"])),
    st.builds(pre_tokenizers.FixedLength, length=st.integers(1, 6)),  # (0 panics in tokenizers)
]
DECODERS = [
    st.just(decoders.ByteLevel()),
    st.builds(decoders.WordPiece, prefix=st.sampled_from(["##", "▁"]), cleanup=flag),
    st.builds(decoders.Metaspace, replacement=replacement, prepend_scheme=prepend_scheme),
    st.builds(decoders.BPEDecoder, suffix=st.sampled_from(["</w>", "e", "▁"])),
    st.builds(decoders.Replace, pattern, st.sampled_from(["", " ", "-"])),
    st.sampled_from([decoders.ByteFallback(), decoders.Fuse()]),
    # (tokenizers panics when a token is shorter than a Strip's stop: stop stays 0)
    st.builds(decoders.Strip, content=st.sampled_from([" ", "▁", "e"]),
              left=st.integers(0, 2), right=st.just(0)),
    st.builds(decoders.CTC, pad_token=st.sampled_from(["<pad>", "<s>", "[UNK]", "e", "th"]),
              word_delimiter_token=st.sampled_from(["|", "▁", " ", "Ġ", "e"]), cleanup=flag),
]


def pipeline(pool: list, sequence) -> st.SearchStrategy:
    """One component of the pool, or a Sequence of a few."""
    single = st.one_of(pool)
    return st.one_of(single, st.lists(single, min_size=0, max_size=3).map(sequence))


# (Not normalized: one that normalizes to nothing makes tokenizers match it without end, until
# it runs out of memory.)
CLEANED = [" .", " ?", " !", " ,", " ' ", " n't", " 'm", " 's", " 've", " 're", " do not"]


@pytest.fixture(scope="module")
def trained() -> dict:
    """A BPE, a Unigram and a WordLevel model trained by `tokenizers` on the kjv slice and the
    symbols and scripts the random text holds, with the byte-level alphabet and <0xXX> pieces
    too, so that every pipeline's words meet both known tokens and unknown ones; and added
    tokens holding what decoders' clean-up changes (no trained token has a space)."""
    lines = KJV.splitlines()[:400] + [" ".join(SCRIPTS + SYMBOLS)] * 5
    alphabet = pre_tokenizers.ByteLevel.alphabet() + ["▁", "-", "_"]
    sections = {}
    for name, model, trainer in (
        ("bpe", models.BPE(unk_token="[UNK]"),
         trainers.BpeTrainer(vocab_size=900, special_tokens=["[UNK]", "<s>"],
                             initial_alphabet=alphabet, show_progress=False)),
        ("unigram", models.Unigram(),
         trainers.UnigramTrainer(vocab_size=900, special_tokens=["<unk>", "<s>"],
                                 unk_token="<unk>", initial_alphabet=alphabet,
                                 show_progress=False)),
        ("wordlevel", models.WordLevel(unk_token="[UNK]"),
         trainers.WordLevelTrainer(vocab_size=900, special_tokens=["[UNK]", "<s>"],
                                   show_progress=False)),
    ):
        hf = HfTokenizer(model)
        hf.pre_tokenizer = pre_tokenizers.Whitespace()
        hf.train_from_iterator(lines, trainer)
        hf.add_special_tokens([f"<0x{byte:02X}>" for byte in range(256)])
        hf.add_tokens([AddedToken(token, normalized=False) for token in CLEANED])
        sections[name] = json.loads(hf.to_str())
    return sections


def _with(base: dict, normalizer, pre_tokenizer, decoder) -> str:
    hf = HfTokenizer.from_str(json.dumps(base))
    hf.normalizer, hf.pre_tokenizer, hf.decoder = normalizer, pre_tokenizer, decoder
    return hf.to_str()


# Ids to decode beside each encoding's: any ids of the models (1,200 and more: none there) or
# the ids of the CLEANED tokens (named here, looked up in the model), some twice in a row (what
# CTC collapses).
id_runs = st.lists(st.tuples(st.one_of(st.integers(0, 1250), st.sampled_from(CLEANED)),
                             st.integers(1, 2)), max_size=10).map(
    lambda runs: [token for token, times in runs for _ in range(times)])
STAGES = {"normalizer": (NORMALIZERS, normalizers.Sequence),
          "pre_tokenizer": (PRE_TOKENIZERS, pre_tokenizers.Sequence),
          "decoder": (DECODERS, decoders.Sequence)}


@settings(max_examples=120, deadline=None)
@given(model=st.sampled_from(["bpe", "unigram", "wordlevel"]),
       normalizer=pipeline(NORMALIZERS, normalizers.Sequence),
       pre_tokenizer=pipeline(PRE_TOKENIZERS, pre_tokenizers.Sequence),
       decoder=pipeline(DECODERS, decoders.Sequence),
       texts=st.lists(random_text, min_size=1, max_size=3), ids=id_runs)
def test_random_pipelines_encode_and_decode_as_tokenizers(trained, model, normalizer,
                                                          pre_tokenizer, decoder, texts, ids):
    _check(_with(trained[model], normalizer, pre_tokenizer, decoder), texts, ids)


@pytest.mark.parametrize("stage, index", [(stage, index) for stage, (pool, _) in STAGES.items()
                                          for index in range(len(pool))])
@settings(max_examples=15, deadline=None)
@given(data=st.data(), model=st.sampled_from(["bpe", "unigram", "wordlevel"]),
       texts=st.lists(random_text, min_size=1, max_size=3), ids=id_runs)
def test_each_component_type_encodes_and_decodes_as_tokenizers(trained, stage, index, data,
                                                               model, texts, ids):
    """Each type of each pool in every run (the test above draws some types only a few times):
    the type alone or in a Sequence with others, the other stages random."""
    parts = {name: data.draw(pipeline(pool, sequence), label=name)
             for name, (pool, sequence) in STAGES.items()}
    pool, sequence = STAGES[stage]
    forced = data.draw(pool[index], label=stage)
    others = data.draw(st.lists(st.one_of(pool), max_size=2), label=f"other {stage}s")
    at = data.draw(st.integers(0, len(others)), label="at")
    alone = data.draw(st.booleans(), label="alone")
    parts[stage] = forced if alone else sequence(others[:at] + [forced] + others[at:])
    _check(_with(trained[model], parts["normalizer"], parts["pre_tokenizer"], parts["decoder"]),
           texts, ids)


def _check(data: str, texts: list[str], ids: list[int | str]) -> None:
    theirs = HfTokenizer.from_str(data)
    ours = tokenizer_json.from_dict(json.loads(data))
    references = []
    for text in texts:
        reference = theirs.encode(text)
        mine = ours.encode(text)
        assert (mine.tokens, mine.ids, mine.offsets) == \
            (reference.tokens, reference.ids, reference.offsets)
        assert ours.decode(mine.ids) == theirs.decode(reference.ids)
        references.append((reference.tokens, reference.ids, reference.offsets))
    assert [(e.tokens, e.ids, e.offsets) for e in ours.encode_many(texts + texts)] == \
        references + references  # the batch way (pieces cached), the second time from its caches
    ids = [theirs.token_to_id(token) if isinstance(token, str) else token for token in ids]
    assert ours.decode(ids) == theirs.decode(ids)
