"""Post-processors: what `tokenizers` does to an encoding after the model, e.g. add [CLS] and [SEP].

Special tokens are added only when asked (`add_special_tokens`); trimming offsets (ByteLevel and
RobertaProcessing with `trim_offsets`) happens either way, as in `tokenizers`.
"""

from __future__ import annotations

from ..encoding import Encoding
from .byte_level import BYTE_TO_CHAR

_SPACE = BYTE_TO_CHAR[ord(" ")]


class PostProcessor:
    def process(self, encoding: Encoding, add_special_tokens: bool) -> Encoding:
        raise NotImplementedError

    def to_json(self) -> dict:
        raise NotImplementedError


class TemplateProcessing(PostProcessor):
    """A template such as "[CLS] $A [SEP]"; kept as its JSON so that it is written back as read."""

    def __init__(self, data: dict) -> None:
        self.data = data
        self.specials = {key: (value["tokens"], value["ids"])
                         for key, value in data.get("special_tokens", {}).items()}
        self.single: list[str | None] = []  # special token key, or None for the sequence
        for item in data.get("single", []):
            if "Sequence" in item:
                self.single.append(None)
            else:
                key = item["SpecialToken"]["id"]
                if key not in self.specials:
                    raise ValueError(f"template token {key!r} is not in its special_tokens")
                self.single.append(key)

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

    def process(self, encoding: Encoding, add_special_tokens: bool) -> Encoding:
        if not add_special_tokens:
            return encoding
        out = Encoding()
        for key in self.single:
            if key is None:
                out.extend(encoding)
            else:
                tokens, ids = self.specials[key]
                for token, token_id in zip(tokens, ids):
                    out.add(token, token_id, (0, 0))
        return out

    def to_json(self) -> dict:
        return self.data


class BertProcessing(PostProcessor):
    """[CLS] $A [SEP]."""

    kind = "BertProcessing"

    def __init__(self, sep: tuple[str, int], cls: tuple[str, int]) -> None:
        self.sep, self.cls = sep, cls

    def process(self, encoding: Encoding, add_special_tokens: bool) -> Encoding:
        if not add_special_tokens:
            return encoding
        out = Encoding()
        out.add(*self.cls, (0, 0))
        out.extend(encoding)
        out.add(*self.sep, (0, 0))
        return out

    def to_json(self) -> dict:
        return {"type": self.kind, "sep": list(self.sep), "cls": list(self.cls)}


class ByteLevelPostProcessor(PostProcessor):
    """With `trim_offsets`, offsets leave out the spaces a byte-level token starts or ends with."""

    def __init__(self, trim_offsets: bool = False, add_prefix_space: bool = True) -> None:
        self.trim_offsets = trim_offsets
        self.add_prefix_space = add_prefix_space

    def process(self, encoding: Encoding, add_special_tokens: bool) -> Encoding:
        if self.trim_offsets:
            encoding.offsets = [_trimmed(i, token, span, self.add_prefix_space) for i, (token, span)
                                in enumerate(zip(encoding.tokens, encoding.offsets))]
        return encoding

    def to_json(self) -> dict:
        return {"type": "ByteLevel", "add_prefix_space": self.add_prefix_space,
                "trim_offsets": self.trim_offsets, "use_regex": True}


class RobertaProcessing(BertProcessing):
    """<s> $A </s>, and byte-level offset trimming."""

    kind = "RobertaProcessing"

    def __init__(self, sep: tuple[str, int], cls: tuple[str, int], trim_offsets: bool = True,
                 add_prefix_space: bool = True) -> None:
        super().__init__(sep, cls)
        self.trimming = ByteLevelPostProcessor(trim_offsets, add_prefix_space)

    def process(self, encoding: Encoding, add_special_tokens: bool) -> Encoding:
        return super().process(self.trimming.process(encoding, False), add_special_tokens)

    def to_json(self) -> dict:
        return {**super().to_json(), "trim_offsets": self.trimming.trim_offsets,
                "add_prefix_space": self.trimming.add_prefix_space}


class SequenceProcessor(PostProcessor):
    def __init__(self, processors: list[PostProcessor]) -> None:
        self.processors = processors

    def process(self, encoding: Encoding, add_special_tokens: bool) -> Encoding:
        for processor in self.processors:
            encoding = processor.process(encoding, add_special_tokens)
        return encoding

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
