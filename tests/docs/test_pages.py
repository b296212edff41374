"""The user guide's pages: the index (docs/README.md) links every page of docs/, and every
relative link of the guide and of the README leads to a file that exists (an anchor to one of
that page's headings)."""

import re

from support import ROOT

DOCS = ROOT / "docs"
LINK = re.compile(r"\]\(([^)\s]+)\)")


def pages() -> list:
    return [ROOT / "README.md", *sorted(DOCS.rglob("*.md"))]


def anchors(text: str) -> set[str]:
    """GitHub's anchors of a Markdown text's headings."""
    return {re.sub(r"[^a-z0-9 _-]", "", heading.lower()).replace(" ", "-")
            for heading in re.findall(r"^#+ (.*)$", text, re.M)}


def test_the_index_links_every_page_of_the_guide():
    linked = set(LINK.findall((DOCS / "README.md").read_text(encoding="utf-8")))
    guide = {path.relative_to(DOCS).as_posix() for folder in ("panels", "algorithms")
             for path in (DOCS / folder).glob("*.md")}
    reference = {path.name for path in DOCS.glob("*.md")} - {"README.md"}
    assert len(guide) >= 12 and len(reference) >= 10 and guide | reference <= linked


def test_every_relative_link_leads_somewhere():
    broken = []
    for page in pages():
        for target in LINK.findall(page.read_text(encoding="utf-8")):
            if target.startswith(("http://", "https://")):
                continue
            path, _, anchor = target.partition("#")
            file = (page.parent / path).resolve() if path else page
            if not file.exists() or (anchor and file.suffix == ".md"
                                     and anchor not in anchors(file.read_text(encoding="utf-8"))):
                broken.append(f"{page.relative_to(ROOT)}: {target}")
    assert broken == []
