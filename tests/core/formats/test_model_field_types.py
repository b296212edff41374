"""A model section's fields of the wrong type, null or missing: refused exactly where
`tokenizers` refuses them (its serde types), opened where it opens them."""

import copy
import json

import pytest
from tokenizers import Tokenizer as HfTokenizer

from workbench.core import EncodeError
from workbench.core.formats import FormatError, tokenizer_from_dict

MODELS = {
    "BPE": {"type": "BPE", "dropout": None, "unk_token": None, "continuing_subword_prefix": None,
            "end_of_word_suffix": None, "fuse_unk": False, "byte_fallback": False,
            "ignore_merges": False, "vocab": {"a": 0, "b": 1, "ab": 2}, "merges": [["a", "b"]]},
    "WordPiece": {"type": "WordPiece", "unk_token": "[UNK]", "continuing_subword_prefix": "##",
                  "max_input_chars_per_word": 100, "vocab": {"[UNK]": 0, "a": 1, "##b": 2}},
    "Unigram": {"type": "Unigram", "unk_id": 0, "vocab": [["<unk>", 0.0], ["a", -1.0], ["b", -2.0]],
                "byte_fallback": False},
}
VALUES = [None, 1, 5, -1, 0.5, True, "x", [], {}, ["a", "b"], [["a", 1.0]]]
DROPPED = object()
# WordPiece's fields, when missing, take the defaults of tokenizers' WordPiece builder here
# (tokenizers itself refuses such a file).
LENIENT_WHEN_MISSING = {("WordPiece", key) for key in MODELS["WordPiece"] if key != "vocab"}
CASES = [(kind, key, value) for kind, model in MODELS.items() for key in model if key != "type"
         for value in VALUES + [DROPPED] if (kind, key) not in LENIENT_WHEN_MISSING or value is not DROPPED]


def _document(kind: str, key: str, value) -> dict:
    model = copy.deepcopy(MODELS[kind])
    if value is DROPPED:
        del model[key]
    else:
        model[key] = value
    return {"version": "1.0", "truncation": None, "padding": None, "added_tokens": [],
            "normalizer": None, "pre_tokenizer": None, "post_processor": None, "decoder": None,
            "model": model}


def _tokenizers_opens(document: dict) -> HfTokenizer | None:
    try:
        return HfTokenizer.from_str(json.dumps(document))
    except Exception:  # tokenizers raises a plain Exception for every refusal
        return None


def _tokens(tokenizer, text: str, refusal: type[Exception]) -> list[str] | str:
    """The tokens of `text`, or "refused": tokenizers refuses some texts (a word needs an
    unknown token the vocabulary lacks), and the workbench must refuse them too."""
    try:
        return tokenizer.encode(text).tokens
    except refusal:
        return "refused"


@pytest.mark.parametrize("kind, key, value", CASES,
                         ids=[f"{k}-{f}-{'dropped' if v is DROPPED else json.dumps(v)}" for k, f, v in CASES])
def test_opened_or_refused_as_tokenizers_does(kind, key, value):
    document = _document(kind, key, value)
    reference = _tokenizers_opens(document)
    if reference is not None:
        ours = tokenizer_from_dict(document)
        if key == "dropout" and value:
            return  # a sampled split: only opening it is comparable
        for text in ("ab", "abc", "b a"):
            assert _tokens(ours, text, EncodeError) == _tokens(reference, text, Exception)
    else:
        with pytest.raises(FormatError):
            tokenizer_from_dict(document)
