"""Against `tokenizers` with random pipelines: normalizers, pre-tokenizers and decoders drawn
from every type the workbench runs (alone or in Sequences, with random options), around a BPE,
Unigram or WordLevel model, over random text (support.random_text): the same tokens, ids, offsets
and decoded text as `tokenizers` running the same tokenizer.json.

Each pool is a list of strategies, one per component type, each building the `tokenizers`
object: a type the workbench learns to run is one more line in its pool.
"""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tokenizers import Regex
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

NORMALIZERS = [
    st.sampled_from([normalizers.NFC(), normalizers.NFD(), normalizers.NFKC(), normalizers.NFKD(),
                     normalizers.Lowercase(), normalizers.StripAccents()]),
    st.builds(normalizers.BertNormalizer, clean_text=flag, handle_chinese_chars=flag,
              strip_accents=st.sampled_from([None, True, False]), lowercase=flag),
    st.builds(normalizers.Strip, left=flag, right=flag),
    st.builds(normalizers.Prepend, prepend=st.sampled_from(["▁", " ", "x", "ab"])),
    st.builds(normalizers.Replace, pattern, st.sampled_from(["", " ", "▁", "é", "xy"])),
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
]


def pipeline(pool: list, sequence) -> st.SearchStrategy:
    """One component of the pool, or a Sequence of a few."""
    single = st.one_of(pool)
    return st.one_of(single, st.lists(single, min_size=0, max_size=3).map(sequence))


@pytest.fixture(scope="module")
def trained() -> dict:
    """A BPE, a Unigram and a WordLevel model trained by `tokenizers` on the kjv slice and the
    symbols and scripts the random text holds, with the byte-level alphabet and <0xXX> pieces
    too, so that every pipeline's words meet both known tokens and unknown ones."""
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
        sections[name] = json.loads(hf.to_str())
    return sections


def _with(base: dict, normalizer, pre_tokenizer, decoder) -> str:
    hf = HfTokenizer.from_str(json.dumps(base))
    hf.normalizer, hf.pre_tokenizer, hf.decoder = normalizer, pre_tokenizer, decoder
    return hf.to_str()


@settings(max_examples=120, deadline=None)
@given(model=st.sampled_from(["bpe", "unigram", "wordlevel"]),
       normalizer=pipeline(NORMALIZERS, normalizers.Sequence),
       pre_tokenizer=pipeline(PRE_TOKENIZERS, pre_tokenizers.Sequence),
       decoder=pipeline(DECODERS, decoders.Sequence),
       texts=st.lists(random_text, min_size=1, max_size=3))
def test_random_pipelines_encode_and_decode_as_tokenizers(trained, model, normalizer,
                                                          pre_tokenizer, decoder, texts):
    data = _with(trained[model], normalizer, pre_tokenizer, decoder)
    theirs = HfTokenizer.from_str(data)
    ours = tokenizer_json.from_dict(json.loads(data))
    for text in texts:
        reference = theirs.encode(text)
        mine = ours.encode(text)
        assert (mine.tokens, mine.ids, mine.offsets) == \
            (reference.tokens, reference.ids, reference.offsets)
        assert ours.decode(mine.ids) == theirs.decode(reference.ids)
