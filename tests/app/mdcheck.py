"""Read the app's Markdown as the browser does, to find what outside text turned into.

Streamlit renders Markdown with CommonMark plus GitHub's extensions (remark-gfm), which
also links bare web and e-mail addresses found in the text after escapes are read, and
turns ``:name:`` into emoji and icons. ``problems`` parses a value with markdown-it (a
CommonMark parser) and applies those text rules the way remark-gfm does."""
from __future__ import annotations

import re

from markdown_it import MarkdownIt

_MD = MarkdownIt("commonmark").enable(["table", "strikethrough"])
# remark-gfm's literal autolinks (mdast-util-gfm-autolink-literal), on decoded text
GFM_URL = re.compile(r"(?i)(https?://|www(?=\.))[-.\w]+")
GFM_EMAIL = re.compile(r"[-.\w+]+@[-\w]+(?:\.[-\w]+)+")
SHORTCODE = re.compile(r":[\w/+-]+:")   # Streamlit's :emoji: and :material/icon:


def tokens(markdown: str):
    for block in _MD.parse(markdown):
        yield block
        yield from block.children or ()


def problems(markdown: str, marker: str) -> list[str]:
    """What in ``markdown`` that mentions ``marker`` (a word only the hostile input holds)
    would not read as plain text: a link, an image, a raw HTML tag, a bare address GFM
    links, a shortcode."""
    found = []
    for t in tokens(markdown):
        attrs = " ".join(str(v) for v in (t.attrs or {}).values())
        if t.type in ("link_open", "image") and marker in attrs + t.content:
            found.append(f"{t.type}: {attrs}")
        elif t.type in ("html_inline", "html_block") and marker in t.content:
            found.append(f"{t.type}: {t.content}")
        elif t.type == "text" and marker in t.content:
            for rule in (GFM_URL, GFM_EMAIL, SHORTCODE):
                hit = rule.search(t.content)
                if hit:
                    found.append(f"{rule.pattern} in {t.content!r}")
    return found


def visible_text(markdown: str) -> str:
    """The words a reader sees (text and code of every inline token), invisible joiners out."""
    return "".join(t.content for t in tokens(markdown)
                   if t.type in ("text", "code_inline")).replace("\u2060", "")
