"""The stages around a model: normalizers, pre-tokenizers, added tokens, post-processors and
decoders, each reading and writing its own `tokenizer.json` section."""

from .added_tokens import AddedToken
from .byte_level import BYTE_TO_CHAR, CHAR_TO_BYTE, readable_token
from .decoders import Decoder, decoder_from_json
from .normalizers import (
    NORMALIZER_NAMES, NormalizedString, Normalizer, build_normalizer, normalizer_from_json,
)
from .post_processors import PostProcessor, post_processor_from_json
from .pre_tokenizers import (
    METASPACE, PRE_TOKENIZER_NAMES, PREPEND_SCHEMES, Metaspace, PreTokenizer, build_pre_tokenizer,
    pre_tokenizer_from_json,
)

__all__ = [
    "AddedToken", "BYTE_TO_CHAR", "CHAR_TO_BYTE", "Decoder", "METASPACE", "NORMALIZER_NAMES",
    "NormalizedString", "Normalizer", "PRE_TOKENIZER_NAMES", "PREPEND_SCHEMES", "Metaspace",
    "PostProcessor", "PreTokenizer", "build_normalizer", "build_pre_tokenizer", "decoder_from_json",
    "normalizer_from_json", "post_processor_from_json", "pre_tokenizer_from_json", "readable_token",
]
