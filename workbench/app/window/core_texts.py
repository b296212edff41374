"""The core's messages in the window's language.

The core writes its sentences in English (`workbench.core.runtime.texts`). Each one comes from a
template in its source: a string literal in a `raise` statement or in a `@worded` function, an
f-string's fields standing for blanks, such as "{path}: cannot open ({reason})". `templates`
reads them from the source, `make translations-update` hands them to the translators (context
"core"), and `translated` finds the template a message was made from, translates it and fills
its blanks, each blank translated in turn (it may be a sentence of its own) and its numbers
written as the window writes numbers. A message no template explains keeps its English, except
that a "PLACE: problem" message has its problem translated."""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from PySide6.QtCore import QCoreApplication

import workbench.core

from ..widgets.formatting import format_count, format_decimal

CONTEXT = "core"
_LETTERS = re.compile(r"[^\W\d_]{3}")  # a template says something: a word of 3 letters or more
_COUNT = re.compile(r"-?\d{1,3}(?:,\d{3})+")
_DECIMAL = re.compile(r"-?(?:\d{1,3}(?:,\d{3})+|\d+)\.(\d+)")
_NUMBER = r"[-+]?[\d,.]+(?:e[-+]?\d+)?%?"
_DEPTH = 3  # blanks within blanks translated, at most


@dataclass(frozen=True)
class Template:
    text: str  # its blanks written "{name}"
    pattern: re.Pattern
    fixed: int  # characters outside the blanks: the more, the more specific


def _blank_name(node: ast.expr, index: int) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return f"value{index}"


def _parts(node: ast.expr) -> list[str | ast.expr] | None:
    """A string expression as literal texts and its blanks (an f-string's fields, or the
    expressions joined to strings); None if it is not one (a string, an f-string, or strings
    and f-strings joined by +)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.JoinedStr):
        return [v.value if isinstance(v, ast.Constant) else v for v in node.values]
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _parts(node.left), _parts(node.right)
        if left is None and right is None:
            return None
        return (left or [node.left]) + (right or [node.right])
    return None


def template(parts: list[str | ast.expr]) -> Template | None:
    """The template of a string expression's parts; None if it says nothing in words."""
    text, pattern, names = [], [], {}
    for part in parts:
        if isinstance(part, str):
            text.append(part)
            pattern.append(re.escape(part))
            continue
        expression = part.value if isinstance(part, ast.FormattedValue) else part
        source = ast.unparse(expression)
        if source in names:
            pattern.append(f"(?P={names[source]})")
        else:
            names[source] = name = _unique(_blank_name(expression, len(names)), names.values())
            pattern.append(f"(?P<{name}>{_NUMBER if _numeric(part) else '.+?'})")
        text.append("{" + names[source] + "}")
    fixed = "".join(p for p in parts if isinstance(p, str))
    if not _LETTERS.search(fixed):
        return None
    return Template("".join(text), re.compile("".join(pattern), re.DOTALL), len(fixed))


def _numeric(part: ast.expr) -> bool:
    """Whether a blank is a number formatted by its f-string field (as {size:,} or {x:.2f})."""
    if not isinstance(part, ast.FormattedValue) or part.format_spec is None:
        return False
    spec = "".join(v.value for v in part.format_spec.values if isinstance(v, ast.Constant))
    return bool(spec) and spec[-1] in ",dfFgGe%"


def _unique(name: str, taken) -> str:
    taken = set(taken)
    candidate, n = name, 2
    while candidate in taken:
        candidate, n = f"{name}{n}", n + 1
    return candidate


def _strings(node: ast.AST):
    """The outermost string expressions under `node`."""
    parts = _parts(node) if isinstance(node, ast.expr) else None
    if parts is not None:
        yield parts
        return
    for child in ast.iter_child_nodes(node):
        yield from _strings(child)


def _is_worded(function: ast.AST) -> bool:
    return isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)) and any(
        (d.id if isinstance(d, ast.Name) else getattr(d, "attr", None)) == "worded"
        for d in function.decorator_list)


def _body_without_docstring(function: ast.FunctionDef) -> list[ast.stmt]:
    body = function.body
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
        return body[1:]
    return body


def source_templates(source: str) -> list[Template]:
    """The templates of one module's source, in order."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Raise) and node.exc is not None:
            found += [template(parts) for parts in _strings(node.exc)]
        elif _is_worded(node):
            for statement in _body_without_docstring(node):
                found += [template(parts) for parts in _strings(statement)]
    return [t for t in found if t is not None]


@cache
def templates() -> tuple[Template, ...]:
    """Every template of the core, each once, the most specific first."""
    root = Path(workbench.core.__file__).parent
    found = {t.text: t for path in sorted(root.rglob("*.py"))
             for t in source_templates(path.read_text(encoding="utf-8"))}
    return tuple(sorted(found.values(), key=lambda t: -t.fixed))


def _number(value: str) -> str | None:
    """`value` written as the window writes numbers, if it is a number written in English
    with separators or decimals (a bare integer, an id or a line number, stays as it is)."""
    if _COUNT.fullmatch(value):
        return format_count(int(value.replace(",", "")))
    decimal = _DECIMAL.fullmatch(value)
    if decimal:
        return format_decimal(float(value.replace(",", "")), len(decimal.group(1)))
    return None


def _blank(value: str, depth: int) -> str:
    number = _number(value)
    return number if number is not None else _translated(value, depth + 1)


def _translated(message: str, depth: int) -> str:
    if depth > _DEPTH:
        return message
    for candidate in templates():
        match = candidate.pattern.fullmatch(message)
        if match is None:
            continue
        text = QCoreApplication.translate(CONTEXT, candidate.text)
        for name, value in match.groupdict().items():
            text = text.replace("{" + name + "}", _blank(value, depth))
        return text
    place, colon, problem = message.partition(": ")
    if colon and problem:
        return place + colon + _translated(problem, depth + 1)
    return message


def translated(message: str) -> str:
    """`message`, made by the core in English, in the window's language, line by line."""
    return "\n".join(_translated(line, 0) for line in message.split("\n"))
