"""Serialization forms of `tokenizers`' own tests left out of test_tokenizers_own_cases.py:
Metaspace with the replacement "_" in its current and older forms (prepend_scheme,
add_prefix_space, str_rep), and normalizers, post-processors and Sequences written without their
"type" or list. Each is put into a tokenizer.json and judged by the installed `tokenizers`: the
workbench opens what it opens (and then encodes and decodes as it does) and refuses what it
refuses.

Read at huggingface/tokenizers commit 3ba8ad0061a885baf052bbb7bbd22857e73e0c4e:
tokenizers/src/pre_tokenizers/metaspace.rs (serialization), normalizers/mod.rs
(post_processor_deserialization_no_type, normalizer_serialization), processors/mod.rs
(post_processor_deserialization_no_type), decoders/mod.rs (decoder_serialization,
decoder_serialization_no_decode), and bindings/python/tests/bindings/test_pre_tokenizers.py and
test_decoders.py (TestMetaspace test_instantiate: an empty replacement is refused).
"""

import json

import pytest
from tokenizers import Tokenizer as HfTokenizer
from tokenizers import models

from workbench.core.formats import tokenizer_json
from workbench.core.formats.tokenizer_json import FormatError
from workbench.core.pipeline.decoders import decoder_from_json
from workbench.core.pipeline.pre_tokenizers import pre_tokenizer_from_json
from workbench.core.formats.component_types import tagged

VOCAB = {"<unk>": 0, "[CLS]": 1, "[SEP]": 2, "<s>": 3, "</s>": 4, "_": 5, "a": 6, "_a": 7,
         "_b": 8, "b": 9, "_ab": 10, "ab": 11, " ": 12, "A": 13}
TEXTS = ["a b", " ab  b_a ", "_a_b", "", "A  aB"]


def tokenizer(**sections) -> dict:
    hf = HfTokenizer(models.WordPiece(VOCAB, unk_token="<unk>", continuing_subword_prefix="#"))
    return {**json.loads(hf.to_str()), **sections}


def opens_as_tokenizers_does(data: dict) -> bool:
    """Whether both open the file; if they do, the same encodings and decoded texts."""
    try:
        theirs = HfTokenizer.from_str(json.dumps(data))
    except Exception:  # noqa: BLE001 - `tokenizers` raises plain Exception
        with pytest.raises(FormatError):
            tokenizer_json.from_dict(data)
        return False
    ours = tokenizer_json.from_dict(data)
    for text in TEXTS:
        for pair in (None, "b a"):
            mine = ours.encode(text, pair=pair, add_special_tokens=True)
            reference = theirs.encode(text, pair, add_special_tokens=True)
            assert (mine.tokens, mine.ids, mine.offsets, mine.type_ids) == (
                reference.tokens, reference.ids, reference.offsets, reference.type_ids)
            assert ours.decode(mine.ids) == theirs.decode(reference.ids)
    return True


UNDERSCORE = {"type": "Metaspace", "replacement": "_", "prepend_scheme": "always", "split": True}


@pytest.mark.parametrize("section", ["pre_tokenizer", "decoder"])
@pytest.mark.parametrize("data, reads_as", [
    (UNDERSCORE, UNDERSCORE),
    ({"type": "Metaspace", "replacement": "_", "add_prefix_space": False,
      "prepend_scheme": "always"}, None),
    ({"type": "Metaspace", "str_rep": "_", "replacement": "_", "add_prefix_space": True,
      "prepend_scheme": "always"}, UNDERSCORE),
    ({"type": "Metaspace", "replacement": "_", "add_prefix_space": True}, UNDERSCORE),
    ({"type": "Metaspace", "replacement": "_", "add_prefix_space": False}, None),
    ({"type": "Metaspace", "replacement": "", "prepend_scheme": "always"}, None),
])
def test_metaspace_underscore_forms(section, data, reads_as):
    """metaspace.rs serialization (Metaspace::new('_', Always, true) written and read; the older
    add_prefix_space and str_rep forms; add_prefix_space false with a scheme, or alone as the
    scheme defaults to always, refused), and
    TestMetaspace test_instantiate (an empty replacement refused)."""
    assert opens_as_tokenizers_does(tokenizer(**{section: data})) == (reads_as is not None)
    if reads_as is not None:
        build = pre_tokenizer_from_json if section == "pre_tokenizer" else decoder_from_json
        written = build(tagged(section, data)).to_json()
        assert written == reads_as
        assert json.loads(HfTokenizer.from_str(json.dumps(tokenizer(**{section: data}))).to_str())[
            section] == written


@pytest.mark.parametrize("section, data, kind", [
    ("normalizer", {"strip_left": False, "strip_right": True}, "Strip"),
    ("normalizer", {"trim_offsets": True, "add_prefix_space": True}, None),
    ("normalizer", {"prepend": "a"}, "Prepend"),
    ("normalizer", {"type": "Sequence", "normalizers": []}, "Sequence"),
    ("normalizer", {"type": "Sequence", "normalizers": [{}]}, None),
    ("normalizer", {"replacement": "▁", "prepend_scheme": "always"}, None),
    ("normalizer", {"type": "Sequence", "prepend_scheme": "always"}, None),
    ("post_processor", {"add_prefix_space": True, "trim_offsets": False, "use_regex": False}, None),
    ("post_processor", {"sep": ["[SEP]", 2], "cls": ["[CLS]", 1]}, "BertProcessing"),
    ("post_processor", {"sep": ["</s>", 4], "cls": ["<s>", 3], "trim_offsets": True,
                        "add_prefix_space": True}, "RobertaProcessing"),
    ("post_processor", {"type": "RobertaProcessing", "sep": ["</s>", 4]}, None),
    ("decoder", {"type": "Sequence", "decoders": [{}, {"type": "Metaspace", "replacement": "▁",
                                                        "prepend_scheme": "always"}]}, None),
    ("decoder", {"replacement": "▁", "prepend_scheme": "always"}, None),
    ("decoder", {"type": "Sequence", "prepend_scheme": "always"}, None),
])
def test_components_without_their_type_or_list(section, data, kind):
    """normalizers/mod.rs post_processor_deserialization_no_type and normalizer_serialization;
    processors/mod.rs post_processor_deserialization_no_type; decoders/mod.rs
    decoder_serialization_no_decode: read as the type `tokenizers` infers, or refused as it
    refuses them. (An empty normalizer Sequence is written back as no normalizer, as the
    workbench writes a normalizer Sequence flattened: the same normalization.)"""
    data_file = tokenizer(**{section: data})
    assert opens_as_tokenizers_does(data_file) == (kind is not None)
    if kind not in (None, "Sequence"):
        written = json.loads(HfTokenizer.from_str(json.dumps(data_file)).to_str())[section]
        assert written["type"] == kind
        assert tokenizer_json.to_dict(tokenizer_json.from_dict(data_file))[section] == written


def test_an_older_metaspace_decoder_in_a_sequence_is_written_in_the_current_form():
    """decoders/mod.rs decoder_serialization: the old JSON written back as the new."""
    old = {"type": "Sequence", "decoders": [{"type": "ByteFallback"}, {
        "type": "Metaspace", "replacement": "▁", "add_prefix_space": True,
        "prepend_scheme": "always"}]}
    new = {"type": "Sequence", "decoders": [{"type": "ByteFallback"}, {
        "type": "Metaspace", "replacement": "▁", "prepend_scheme": "always", "split": True}]}
    assert opens_as_tokenizers_does(tokenizer(decoder=old))
    assert decoder_from_json(tagged("decoder", old)).to_json() == new
