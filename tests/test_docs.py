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


# The manual is the player's book in the 1983 shape, a chapter a game after the cabinet's own
# chapters; each has a budget, so that a new game's chapter fits beside the others and no
# chapter grows into a write-up (what is measured and how goes to docs/engines/).
FRONT_BUDGET = 12_000          # the title, the Introduction and Operating the Programs
CHAPTER_BUDGET = 14_000        # each game's chapter
# What an author writes for authors: a measurement's interval or margin, a command that
# measures (a match, a bench, a tool), a table of measured figures.
AUTHORS = [re.compile(pattern, re.I | re.M) for pattern in (
    r"\binterval", r"±", r"\b95 ?%", r"^\s*\$ ", r"main\.py match\b", r"\bbench\b(?!\))",
    r"\btools/\w+\.py", r"--jobs\b", r"^\|.*\b(wins?|won|games|deals)\b.*\|.*%")]


def chapters() -> dict[str, str]:
    """The manual's chapters (its ``## `` headings) by title; "" for what comes before."""
    manual = (ROOT / "MANUAL.md").read_text(encoding="utf-8")
    found, title, lines = {}, "", []
    for line in manual.splitlines(keepends=True):
        if line.startswith("## "):
            found[title] = "".join(lines)
            title, lines = line[3:].strip(), []
        lines.append(line)
    found[title] = "".join(lines)
    return found


def test_every_chapter_of_the_manual_keeps_to_its_budget():
    games = {importlib.import_module(f"games.{package}").GAME.title for package in PACKAGES}
    found = chapters()
    assert games <= set(found), games - set(found)
    front = sum(len(text.encode("utf-8")) for title, text in found.items() if title not in games)
    assert front <= FRONT_BUDGET, f"the manual's own chapters are {front} bytes: move what is not for players to docs/"
    for title in games:
        size = len(found[title].encode("utf-8"))
        assert size <= CHAPTER_BUDGET, f"{title}'s chapter is {size} bytes: move what is not for players to docs/"


@pytest.mark.parametrize("title", list(chapters()) or [""])
def test_no_chapter_of_the_manual_holds_an_authors_material(title):
    text = prose(chapters()[title])
    for pattern in AUTHORS:
        found = pattern.search(text)
        assert found is None, f"{title or 'the front'}: {found.group(0)!r} is for docs/, not the player's book"


def test_the_check_sees_an_authors_material(tmp_path):
    samples = ["Beats it 54% (95% interval 51-57%).", "    $ python main.py match GAME --games 1000",
               "| computer | 412 games won | 58% |", "tools/think_time.py prints"]
    for sample in samples:
        assert any(pattern.search(sample) for pattern in AUTHORS), sample
    assert not any(pattern.search("Press Return to go on. The computer plays well.") for pattern in AUTHORS)
