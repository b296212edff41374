"""Post-processors: what `tokenizers` does to an encoding after the model, e.g. add [CLS] and [SEP].

Special tokens are added only when asked (`add_special_tokens`); trimming offsets (ByteLevel and
RobertaProcessing with `trim_offsets`) happens either way, as in `tokenizers`.
"""

from __future__ import annotations

from ..tokenizer.encoding import Encoding, merged
from .byte_level import BYTE_TO_CHAR

_SPACE = BYTE_TO_CHAR[ord(" ")]


class PostProcessor:
    """Like `tokenizers`' post-processors, each works on the list of encodings (one per
    sequence: the text, and its pair if any) and the tokenizer joins what comes out."""

    def process(self, encoding: Encoding, add_special_tokens: bool,
                pair: Encoding | None = None) -> Encoding:
        encodings = [encoding] if pair is None else [encoding, pair]
        return merged(self.process_encodings(encodings, add_special_tokens))

    def process_encodings(self, encodings: list[Encoding],
                          add_special_tokens: bool) -> list[Encoding]:
        raise NotImplementedError

    def added_tokens(self, is_pair: bool) -> int:
        """How many special tokens `process` adds (truncation leaves room for them)."""
        return 0

    @property
    def keeps_plain(self) -> bool:
        """Whether one sequence without special tokens comes out as it went in (tokens, ids,
        offsets, type ids 0), so that a batch can skip `process`."""
        return False

    def to_json(self) -> dict:
        raise NotImplementedError


def _special(token: str, token_id: int, type_id: int) -> Encoding:
    return Encoding([token], [token_id], [(0, 0)], [type_id])


class TemplateProcessing(PostProcessor):
    """A template such as "[CLS] $A [SEP]"; kept as its JSON so that it is written back as read."""

    def __init__(self, data: dict) -> None:
        self.data = data
        self.specials = {key: (value["tokens"], value["ids"])
                         for key, value in data.get("special_tokens", {}).items()}
        self.single = self._pieces(data.get("single", []))
        self.pair = self._pieces(data.get("pair", []))

    def _pieces(self, template: list[dict]) -> list[tuple[str | None, int, int]]:
        """(special token key or None, type id, which sequence) for each item of a template."""
        pieces: list[tuple[str | None, int, int]] = []
        for item in template:
            if "Sequence" in item:
                sequence = item["Sequence"]
                pieces.append((None, sequence["type_id"], int(sequence["id"] != "A")))
            else:
                key = item["SpecialToken"]["id"]
                if key not in self.specials:
                    raise ValueError(f"template token {key!r} is not in its special_tokens")
                pieces.append((key, item["SpecialToken"]["type_id"], 0))
        return pieces

    @classmethod
    def around(cls, first: tuple[str, int], last: tuple[str, int],
               pair_middle: list[tuple[str, int]]) -> TemplateProcessing:
        """`first` $A `last` for one sequence; for two, `pair_middle` then $B and `last` again."""
        def special(token: str, type_id: int) -> dict:
            return {"SpecialToken": {"id": token, "type_id": type_id}}

        def sequence(name: str, type_id: int) -> dict:
            return {"Sequence": {"id": name, "type_id": type_id}}

        single = [special(first[0], 0), sequence("A", 0), special(last[0], 0)]
        type_b = 0 if pair_middle else 1
        pair = single + [special(t, type_b) for t, _ in pair_middle]
        pair += [sequence("B", type_b), special(last[0], type_b)]
        tokens = dict([first, last, *pair_middle])
        return cls({"type": "TemplateProcessing", "single": single, "pair": pair,
                    "special_tokens": {t: {"id": t, "ids": [i], "tokens": [t]}
                                       for t, i in tokens.items()}})

    def process_encodings(self, encodings: list[Encoding],
                          add_special_tokens: bool) -> list[Encoding]:
        """The template's pieces; its type ids apply to the sequences even without the
        special tokens, as in `tokenizers`."""
        out = []
        for key, type_id, index in self.single if len(encodings) == 1 else self.pair:
            if key is None:
                out.append(encodings[index].with_type_id(type_id))
            elif add_special_tokens:
                tokens, ids = self.specials[key]
                out.append(Encoding(list(tokens), list(ids), [(0, 0)] * len(ids),
                                    [type_id] * len(ids)))
        return out

    def added_tokens(self, is_pair: bool) -> int:
        return sum(len(self.specials[key][1])
                   for key, _, _ in (self.pair if is_pair else self.single) if key is not None)

    @property
    def keeps_plain(self) -> bool:
        return [(type_id, index) for key, type_id, index in self.single if key is None] == [(0, 0)]

    def to_json(self) -> dict:
        return self.data


class BertProcessing(PostProcessor):
    """[CLS] $A [SEP] and, for a pair, $B [SEP] of the second type."""

    kind = "BertProcessing"

    def __init__(self, sep: tuple[str, int], cls: tuple[str, int]) -> None:
        self.sep, self.cls = sep, cls

    def process_encodings(self, encodings: list[Encoding],
                          add_special_tokens: bool) -> list[Encoding]:
        if not add_special_tokens:
            return encodings
        out = [_special(*self.cls, 0), encodings[0], _special(*self.sep, 0)]
        if len(encodings) > 1:
            out += [encodings[1], _special(*self.sep, 1)]
        return out

    def added_tokens(self, is_pair: bool) -> int:
        return 3 if is_pair else 2

    @property
    def keeps_plain(self) -> bool:
        return True

    def to_json(self) -> dict:
        return {"type": self.kind, "sep": list(self.sep), "cls": list(self.cls)}


class ByteLevelPostProcessor(PostProcessor):
    """With `trim_offsets`, offsets leave out the spaces a byte-level token starts or ends with."""

    def __init__(self, trim_offsets: bool = False, add_prefix_space: bool = True) -> None:
        self.trim_offsets = trim_offsets
        self.add_prefix_space = add_prefix_space

    def process_encodings(self, encodings: list[Encoding],
                          add_special_tokens: bool) -> list[Encoding]:
        if self.trim_offsets:
            for encoding in encodings:
                encoding.offsets = [_trimmed(i, token, span, self.add_prefix_space)
                                    for i, (token, span)
                                    in enumerate(zip(encoding.tokens, encoding.offsets))]
        return encodings

    @property
    def keeps_plain(self) -> bool:
        return not self.trim_offsets

    def to_json(self) -> dict:
        return {"type": "ByteLevel", "add_prefix_space": self.add_prefix_space,
                "trim_offsets": self.trim_offsets, "use_regex": True}


class RobertaProcessing(BertProcessing):
    """<s> $A </s>, for a pair </s> $B </s> too, every token of type 0, and byte-level offset
    trimming."""

    kind = "RobertaProcessing"

    def __init__(self, sep: tuple[str, int], cls: tuple[str, int], trim_offsets: bool = True,
                 add_prefix_space: bool = True) -> None:
        super().__init__(sep, cls)
        self.trimming = ByteLevelPostProcessor(trim_offsets, add_prefix_space)

    def process_encodings(self, encodings: list[Encoding],
                          add_special_tokens: bool) -> list[Encoding]:
        encodings = [encoding.with_type_id(0)  # as in tokenizers, even without special tokens
                     for encoding in self.trimming.process_encodings(encodings, False)]
        if not add_special_tokens:
            return encodings
        out = [_special(*self.cls, 0), encodings[0], _special(*self.sep, 0)]
        if len(encodings) > 1:
            out += [_special(*self.sep, 0), encodings[1], _special(*self.sep, 0)]
        return out

    def added_tokens(self, is_pair: bool) -> int:
        return 4 if is_pair else 2

    @property
    def keeps_plain(self) -> bool:
        return self.trimming.keeps_plain

    def to_json(self) -> dict:
        return {**super().to_json(), "trim_offsets": self.trimming.trim_offsets,
                "add_prefix_space": self.trimming.add_prefix_space}


class SequenceProcessor(PostProcessor):
    def __init__(self, processors: list[PostProcessor]) -> None:
        self.processors = processors

    def process_encodings(self, encodings: list[Encoding],
                          add_special_tokens: bool) -> list[Encoding]:
        for processor in self.processors:
            encodings = processor.process_encodings(encodings, add_special_tokens)
        return encodings

    def added_tokens(self, is_pair: bool) -> int:
        return sum(processor.added_tokens(is_pair) for processor in self.processors)

    @property
    def keeps_plain(self) -> bool:
        return all(processor.keeps_plain for processor in self.processors)

    def to_json(self) -> dict:
        return {"type": "Sequence", "processors": [p.to_json() for p in self.processors]}


def _is_space(char: str) -> bool:
    return char == _SPACE or char.isspace()


def _trimmed(index: int, token: str, span: tuple[int, int], add_prefix_space: bool) -> tuple[int, int]:
    """`tokenizers`' process_offsets: drop leading and trailing (byte-level) spaces from a span."""
    start, end = span
    leading = _count_while(token, _is_space)
    trailing = _count_while(token[::-1], _is_space)
    if leading and (index == 0 or start == 0) and add_prefix_space and leading == 1:
        leading = 0
    if leading:
        start = min(start + leading, end)
    if trailing and end >= trailing:
        end = max(end - trailing, start)
    return start, end


def _count_while(text: str, test) -> int:
    count = 0
    for char in text:
        if not test(char):
            break
        count += 1
    return count


def post_processor_from_json(data: dict | None) -> PostProcessor | None:
    """The post-processor a tokenizer.json describes; ValueError names an unsupported one."""
    if data is None:
        return None
    kind = data.get("type")
    if kind == "TemplateProcessing":
        return TemplateProcessing(data)
    if kind == "BertProcessing":
        return BertProcessing(tuple(data["sep"]), tuple(data["cls"]))  # type: ignore[arg-type]
    if kind == "RobertaProcessing":
        return RobertaProcessing(tuple(data["sep"]), tuple(data["cls"]),  # type: ignore[arg-type]
                                 data.get("trim_offsets", True), data.get("add_prefix_space", True))
    if kind == "ByteLevel":
        return ByteLevelPostProcessor(data.get("trim_offsets", True), data.get("add_prefix_space", True))
    if kind == "Sequence":
        return SequenceProcessor([post_processor_from_json(p) for p in data.get("processors", [])])  # type: ignore[misc]
    raise ValueError(f"post_processor {kind!r} is not supported")
