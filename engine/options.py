"""Reading the docstring written under each field of a rules dataclass.

Both games document every rule option with a string right below its field; the
Rules pages show those words, so they are read from the source once, here.
"""
from __future__ import annotations

import ast
import inspect
import textwrap


def field_docstrings(cls: type) -> dict[str, str]:
    """``{field name: its docstring, whitespace collapsed}`` for a dataclass ``cls``."""
    tree = ast.parse(textwrap.dedent(inspect.getsource(cls)))
    body = tree.body[0].body
    docs = {}
    for stmt, nxt in zip(body, body[1:]):
        if isinstance(stmt, ast.AnnAssign) and isinstance(nxt, ast.Expr) and \
                isinstance(nxt.value, ast.Constant) and isinstance(nxt.value.value, str):
            docs[stmt.target.id] = " ".join(nxt.value.value.split())
    return docs
