"""Find string literals that read as learner prose but are not marked for the catalogue.

A literal is prose when, once HTML tags, {placeholders} and Markdown marks are taken
out, it still has two words of letters (or one capitalised word of three letters or
more: a button label such as ``Pass``). It is left alone when it is the argument of
``_()``, ``N_()`` or ``ngettext``, a docstring, a dict key, a keyword argument that
is never shown (``key=``, ``type=``, ``icon=``…), an operand of a comparison, a
log or exception message, or the argument of a string method (``startswith``…).
"""
from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from pathlib import Path

MARKERS = {"_", "N_", "ngettext"}
# Keyword arguments whose value a learner never reads.
QUIET_KEYWORDS = {"key", "type", "icon", "selection_mode", "label_visibility", "width",
                  "height", "gap", "vertical_alignment", "textposition", "orientation",
                  "mode", "size", "game", "language", "unsafe_allow_html", "border",
                  "layout", "page_icon", "url_path", "barmode", "color", "marker_color",
                  "hovermode", "placement", "anchor", "format", "on_change", "xref", "yref",
                  "xanchor", "yanchor", "textfont", "font", "tickformat", "ticksuffix",
                  "hoverinfo", "texttemplate", "line_dash", "css",
                  "kind", "default_icon", "annotation_position", "side"}
QUIET_CALLS = {"startswith", "endswith", "split", "rsplit", "replace", "join", "strip",
               "lstrip", "rstrip", "parse", "of", "apply", "getLogger", "debug", "info_log",
               "warning", "exception", "error_log", "critical", "get", "setdefault", "pop",
               "match", "search", "sub", "compile", "fullmatch", "findall", "format_map",
               "encode", "decode", "index", "count", "partition", "rpartition", "dedent",
               "Path", "getattr", "hasattr", "setattr", "isinstance", "query_params",
               "html", "add_css", "style", "escape", "Card", "Action", "parse_action",
               "explain_illegal", "st_javascript", "components_html", "set_page_config",
               "switch_page", "Page", "set_option"}
_TAGS = re.compile(r'<[^<>]*>|&\w+;|\{[^{}]*\}|:material/\w+:|:[a-z]+\[|\]|[\w-]+="[^"]*"')
_WORDS = re.compile(r"[A-Za-z][a-z]+")
_CSS = re.compile(r"[\w-]+\s*:\s*[^;]+;|^\s*[.#@][\w-]")


_SPOKEN = re.compile(r'(?:aria-label|title|alt)="([^"{}]*)"')


_CLASSES = re.compile(r"^\s*[a-z0-9_]+(?:-[a-z0-9_]+)+(?:\s+[a-z0-9_]+(?:-[a-z0-9_]+)*)*\s*$")


def looks_like_prose(text: str) -> bool:
    if _CSS.search(text) or _CLASSES.match(text):
        return False
    rest = (_TAGS.sub(" ", text) + " " + " ".join(_SPOKEN.findall(text))).strip()
    words = _WORDS.findall(rest)
    if not any(len(w) >= 3 for w in words):
        return False
    return " " in text.strip() or any(w[0].isupper() for w in words)


@dataclass(frozen=True)
class Finding:
    path: str
    line: int
    text: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.text!r}"


def _name(func: ast.expr) -> str:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def _quiet_nodes(tree: ast.AST) -> set[int]:
    """ids of nodes under which literals are not learner prose."""
    quiet: set[int] = set()

    def mark(node: ast.AST) -> None:
        for sub in ast.walk(node):
            quiet.add(id(sub))

    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                mark(body[0])
        elif isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            mark(node)      # a bare string: a comment or an attribute's docstring
        elif isinstance(node, ast.Call):
            name = _name(node.func)
            if name in MARKERS or name in QUIET_CALLS or \
                    (isinstance(node.func, ast.Attribute) and _name(node.func.value) in
                     ("log", "logger", "logging", "re")):
                mark(node)
            for kw in node.keywords:
                if kw.arg in QUIET_KEYWORDS:
                    mark(kw.value)
        elif isinstance(node, ast.Raise) and node.exc is not None:
            mark(node.exc)
        elif isinstance(node, ast.Compare):
            mark(node)
        elif isinstance(node, ast.Dict):
            for k in node.keys:
                if k is not None:
                    mark(k)
        elif isinstance(node, ast.Subscript):
            mark(node.slice)
        elif isinstance(node, ast.Assert):
            mark(node)
        elif isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets):
            mark(node)
    return quiet


def unmarked(path: Path, root: Path) -> list[Finding]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    quiet = _quiet_nodes(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and node.id == "_" and isinstance(node.ctx, ast.Store):
            found.append(Finding(str(path.relative_to(root)), node.lineno,
                                 "_ assigned: it hides the catalogue's _() in that scope"))
        if isinstance(node, ast.JoinedStr):   # Babel cannot see a _() inside an f-string
            for sub in ast.walk(node):
                if isinstance(sub, ast.Call) and _name(sub.func) in MARKERS:
                    found.append(Finding(str(path.relative_to(root)), sub.lineno,
                                         "_() inside an f-string: " + ast.unparse(sub)))
        if id(node) in quiet:
            continue
        if isinstance(node, ast.JoinedStr):
            text = "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)
            parts = [v for v in node.values if isinstance(v, ast.Constant)]
            for p in parts:
                quiet.add(id(p))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            text = node.value
        else:
            continue
        if looks_like_prose(text):
            found.append(Finding(str(path.relative_to(root)), node.lineno, text))
    return found
