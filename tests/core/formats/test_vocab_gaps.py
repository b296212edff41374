"""A tokenizer.json whose model vocabulary skips ids ({"<unk>": 0, "b": 2, "a": 5}), opened as
`tokenizers` opens it: each token keeps its id; an id with no token has none (id_to_token gives
None, decoding skips it); the vocabulary size counts the tokens; added tokens take the ids
`tokenizers` gives them (from the model's token count on, whatever the file says, even an id
the model has; a later one on the same id displaces the earlier); saving writes the same
vocabulary. Each compared with the installed `tokenizers` on the same file."""

import json

import pytest
from tokenizers import Tokenizer as HfTokenizer

from workbench.core.formats import tokenizer_json

MODELS = {
    "dense": {"type": "BPE", "vocab": {"<unk>": 0, "a": 1, "b": 2, "ab": 3},
              "merges": [["a", "b"]], "unk_token": "<unk>"},  # added tokens' ids still count
    "wordlevel": {"type": "WordLevel", "vocab": {"<unk>": 0, "b": 2, "a": 5}, "unk_token": "<unk>"},
    "wordpiece": {"type": "WordPiece", "vocab": {"[UNK]": 0, "b": 2, "a": 5, "##b": 7},
                  "unk_token": "[UNK]", "continuing_subword_prefix": "##",
                  "max_input_chars_per_word": 100},
    "bpe": {"type": "BPE", "vocab": {"<unk>": 0, "b": 2, "a": 5, "ab": 9},
            "merges": [["a", "b"]], "unk_token": "<unk>"},
    # 4 tokens, so the first new added token gets id 4, which "ab" has
    "bpe-dense-tail": {"type": "BPE", "vocab": {"<unk>": 0, "b": 2, "a": 3, "ab": 4},
                       "merges": [["a", "b"]], "unk_token": "<unk>"},
}


def added(content: str, token_id: int, special: bool = True) -> dict:
    return {"id": token_id, "content": content, "single_word": False, "lstrip": False,
            "rstrip": False, "normalized": False, "special": special}


ADDED = {
    "none": [],
    "in a gap": [added("[X]", 1)],
    "ids the file gets wrong": [added("[X]", 9), added("b", 0), added("[Y]", 1, special=False)],
    "many": [added("[X]", 1), added("[Z]", 2), added("[W]", 3), added("[V]", 8)],
    # in bpe-dense-tail both take id 4: the later one holds it, the earlier is no longer added
    "new then in vocab, one id": [added("[X]", 4), added("ab", 4, special=False)],
    "in vocab then new, one id": [added("ab", 4, special=False), added("[X]", 4)],
}
TEXT = "a [X] b zz ab abab [Y] [W] [V]"
IDS = list(range(14))


def _file(model: dict, added_tokens: list[dict]) -> str:
    return json.dumps({"version": "1.0", "truncation": None, "padding": None,
                       "added_tokens": added_tokens, "normalizer": None,
                       "pre_tokenizer": {"type": "WhitespaceSplit"}, "post_processor": None,
                       "decoder": None, "model": model})


@pytest.mark.parametrize("added_tokens", ADDED.values(), ids=ADDED.keys())
@pytest.mark.parametrize("model", MODELS.values(), ids=MODELS.keys())
def test_a_vocabulary_with_gaps_opens_as_in_tokenizers(model, added_tokens):
    data = _file(model, added_tokens)
    theirs, ours = HfTokenizer.from_str(data), tokenizer_json.from_dict(json.loads(data))
    reference, mine = theirs.encode(TEXT), ours.encode(TEXT)
    assert (mine.tokens, mine.ids, mine.offsets) == \
        (reference.tokens, reference.ids, reference.offsets)
    assert [ours.id_to_token(i) for i in IDS] == [theirs.id_to_token(i) for i in IDS]
    # an added token another one displaced: tokenizers still finds its id and counts it, we do not
    kept = {token["content"] for token in json.loads(theirs.to_str())["added_tokens"]}
    displaced = {token["content"] for token in added_tokens} - kept - set(model["vocab"])
    known = [t for t in ("a", "b", "[X]", "[Y]", "zz") if t not in displaced]
    assert [ours.token_to_id(t) for t in known] == [theirs.token_to_id(t) for t in known]
    assert [ours.token_to_id(t) for t in displaced] == [None] * len(displaced)
    for skip in (True, False):
        assert ours.decode(IDS, skip_special_tokens=skip) == \
            theirs.decode(IDS, skip_special_tokens=skip)
    assert ours.vocab_size == theirs.get_vocab_size() - len(displaced)  # (it counts them too)


@pytest.mark.parametrize("added_tokens", ADDED.values(), ids=ADDED.keys())
@pytest.mark.parametrize("model", MODELS.values(), ids=MODELS.keys())
def test_a_vocabulary_with_gaps_is_saved_as_tokenizers_saves_it(model, added_tokens):
    data = _file(model, added_tokens)
    theirs = json.loads(HfTokenizer.from_str(data).to_str())
    saved = tokenizer_json.dumps(tokenizer_json.from_dict(json.loads(data)))
    mine = json.loads(saved)
    assert mine["model"]["vocab"] == theirs["model"]["vocab"]
    assert mine["added_tokens"] == theirs["added_tokens"]
    assert HfTokenizer.from_str(saved).encode(TEXT).ids == HfTokenizer.from_str(data).encode(TEXT).ids
