"""The tokenizer: a pipeline and a model joined (`tokenizer`), the encodings it gives
(`encoding`), made from packed pieces (`pieces`), many texts and files at once across worker
processes (`batch`), decoding a stream of ids (`decode_stream`), and `tokenizer.json`'s
truncation and padding (`truncation`).

Their names are imported from the modules (`workbench.core` exports the public ones): models and
pipeline stages import `encoding`, and `tokenizer` imports them, so an __init__ importing these
modules would run in the middle of the import of a model's module."""
