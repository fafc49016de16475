"""The books hang together: the manual for players, docs/players.md for those who write
players, docs/engines/ for how the computer plays, and their links to each other."""
import importlib
import re
from pathlib import Path

import pytest

from games.registry import PACKAGES

ROOT = Path(__file__).resolve().parent.parent
BOOKS = [ROOT / "README.md", ROOT / "MANUAL.md", ROOT / "CHANGELOG.md",
         *sorted((ROOT / "docs").rglob("*.md"))]
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


def prose(text):
    """The text without code blocks and code spans, where brackets are not links."""
    text = re.sub(r"^```.*?^```", "", text, flags=re.M | re.S)
    return re.sub(r"`[^`\n]*`", "", text)


def anchors(path):
    """The anchors GitHub gives a file's headings: lower case, punctuation dropped,
    spaces made hyphens, a repeated one numbered."""
    seen, found = {}, set()
    for line in prose(path.read_text(encoding="utf-8")).splitlines():
        match = re.match(r"#{1,6} (.*)", line)
        if match:
            slug = re.sub(r"[^\w\- ]", "", match.group(1).strip().lower()).replace(" ", "-")
            count = seen.get(slug, 0)
            seen[slug] = count + 1
            found.add(slug if count == 0 else f"{slug}-{count}")
    return found


def links(path):
    return [target for target in LINK.findall(prose(path.read_text(encoding="utf-8")))
            if not re.match(r"[a-z]+:", target)]


def chapter(title):
    manual = (ROOT / "MANUAL.md").read_text(encoding="utf-8")
    start = manual.index(f"\n## {title}\n")
    end = manual.find("\n## ", start + 1)
    return manual[start:end if end >= 0 else len(manual)]


@pytest.mark.parametrize("book", BOOKS, ids=lambda path: str(path.relative_to(ROOT)))
def test_every_link_in_a_book_reaches_a_file_and_its_heading(book):
    for target in links(book):
        name, _, anchor = target.partition("#")
        path = (book.parent / name).resolve() if name else book
        assert path.exists(), f"{book.name} links to {target}, which is not there"
        if anchor:
            assert anchor in anchors(path), f"{book.name} links to {target}: no such heading"


def test_the_readme_points_to_the_manual_the_players_book_and_the_engines():
    targets = links(ROOT / "README.md")
    for wanted in ("MANUAL.md", "docs/players.md", "docs/engines/README.md"):
        assert any(target.partition("#")[0] == wanted for target in targets), wanted


@pytest.mark.parametrize("package", PACKAGES)
def test_every_game_has_its_engines_file_and_its_chapter_points_to_it(package):
    title = importlib.import_module(f"games.{package}").GAME.title
    assert (ROOT / "docs" / "engines" / f"{package}.md").exists()
    assert f"(docs/engines/{package}.md" in chapter(title)
    assert f"({package}.md)" in (ROOT / "docs" / "engines" / "README.md").read_text(encoding="utf-8")


def test_the_manual_is_the_players_book_and_leaves_the_measuring_to_the_engines_files():
    manual = (ROOT / "MANUAL.md").read_text(encoding="utf-8")
    # Measurements come with intervals and engine write-ups with their match tables;
    # neither belongs in the player's book.
    assert "interval" not in manual
    assert "\n$ python main.py match" not in manual and "    $ python main.py match" not in manual
    for heading in ("Rules", "Hints on Play", "Operating the Program", "Notes on these rules",
                    "The computer"):
        for package in PACKAGES:
            title = importlib.import_module(f"games.{package}").GAME.title
            assert f"\n### {heading}\n" in chapter(title), (title, heading)


def test_the_manual_stays_a_players_book_under_100000_bytes():
    # The player's book in the 1983 shape; write-ups and measurements go to docs/.
    size = len((ROOT / "MANUAL.md").read_bytes())
    assert size < 100_000, f"MANUAL.md is {size} bytes: move what is not for players to docs/"
