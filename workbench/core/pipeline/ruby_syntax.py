"""A tokenizer.json Regex as `tokenizers` reads it: Oniguruma with Ruby's syntax, where `^` and
`$` are line anchors (`^` never at the very end, after a final newline), `\\Z` is the end or
before a final newline, and the flag `m` lets `.` match a newline (Python's `s`). Everything
else is written the same in the `regex` module, but for a class nested in a class ([a[^b]]),
which `regex` reads otherwise (a `]` too many)."""

from __future__ import annotations

import regex

_FLAGS = regex.compile(r"\(\?[imx-]*[:)]")  # an inline flag group, e.g. (?m) or (?i-m:


def compile_ruby(expression: str) -> regex.Pattern:
    """`expression` compiled to match where Oniguruma's Ruby syntax matches."""
    return regex.compile(_translated(expression), regex.MULTILINE)


def _translated(expression: str) -> str:
    out: list[str] = []
    depth = 0  # inside how many character classes ([...], which Oniguruma nests)
    position = 0
    while position < len(expression):
        char = expression[position]
        if char == "\\":
            pair = expression[position:position + 2]
            out.append(r"(?=\n?\Z)" if pair == r"\Z" and not depth else pair)  # (Python's \Z: the end)
            position += 2
            continue
        if depth:
            if char == "[":
                depth += 1
            elif char == "]":
                depth -= 1
            out.append(char)
            position += 1
            continue
        flags = _FLAGS.match(expression, position)
        if flags:
            out.append(flags.group().replace("m", "s"))
            position = flags.end()
            continue
        if char == "[":
            depth = 1
            opening = regex.match(r"\[\^?\]?", expression[position:]).group()  # a first ] is literal
            out.append(opening)
            position += len(opening)
            continue
        out.append(r"(?:^(?!\Z))" if char == "^" else char)
        position += 1
    return "".join(out)


__all__ = ["compile_ruby"]
