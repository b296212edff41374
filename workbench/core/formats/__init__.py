"""Files: `tokenizer.json`, SentencePiece `.model`, `.tiktoken`, the other tools' vocabulary files, and the
atomic writes and bounded JSON reads they use."""

from .exporters import FORMATS, ExportError, export, export_files
from .files import FormatError, read_json, write_atomic
from .hub_cache import Cached, cached_tokenizers, hub_cache
from .importers import open_tokenizer
from .tiktoken_files import ENCODINGS as TIKTOKEN_ENCODINGS
from .tiktoken_files import open_tiktoken
from .tokenizer_json import from_dict as tokenizer_from_dict
from .tokenizer_json import load as load_tokenizer
from .tokenizer_json import save as save_tokenizer
from .tokenizer_json import to_dict as tokenizer_to_dict

__all__ = [
    "Cached", "cached_tokenizers", "hub_cache",
    "ExportError", "FORMATS", "FormatError", "TIKTOKEN_ENCODINGS", "export", "export_files",
    "load_tokenizer", "open_tiktoken", "open_tokenizer", "read_json", "save_tokenizer", "tokenizer_from_dict", "tokenizer_to_dict",
    "write_atomic",
]
