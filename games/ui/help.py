"""The help screen: the ``?`` key, on every screen.

It shows the question on screen and the keys it takes (the scene's ``help_keys``),
then the rules of the game (its descriptor's ``rules``, see :mod:`games.rulebook`), a
page at a time in the cabinet's colours. It lies over the scene without touching it: while it shows,
the app neither updates nor draws the scene (a computer thinking beside the loop
thinks on), and the next key that does not turn a page puts the scene back on
screen exactly as it was, the question, what was typed and the message with it.
"""
from __future__ import annotations

import textwrap
from dataclasses import dataclass, replace
from typing import Optional

from games.optiondata import NoOptions
from games.registry import GameInfo, all_games
from games.rulebook import rules_for
from games.ui.keys import HELP_CHAR, Command
from games.ui.screen import BLACK, COLS, RED, WHITE, YELLOW, Screen

PALETTE = (BLACK, RED, YELLOW, WHITE)      # the menu's: help looks the same in every game
PAPER, BAND, HEADING, TEXT = range(4)
TOP, BOTTOM = 5, 29                        # the rows a page's text may use (BOTTOM not included)
MARGIN = 1
WIDE = COLS - 2 * MARGIN
KEY_WIDTH = 14                             # the column of key names
NEXT = ("right", "down", "tab")
PREVIOUS = ("left", "up", "delete")
FOOTER = "Space, arrows: pages  Other keys: back"
EVERY_SCREEN = [(HELP_CHAR, "this help"), ("F11  F12", "full screen, scan lines")]


@dataclass(frozen=True)
class Line:
    text: str
    colour: int = TEXT
    col: int = MARGIN
    key: str = ""          # a key name, drawn in the heading colour before the text
    keep: bool = False     # stays on the page of the line before it (see paginate)


class HelpScreen:
    def __init__(self, title: str, question: str, keys: list[tuple[str, str]], rules: str) -> None:
        self.title = title
        self.pages = paginate(layout(question, keys + EVERY_SCREEN, rules), BOTTOM - TOP)
        self.page = 0

    @classmethod
    def for_scene(cls, scene) -> "HelpScreen":
        info = scene.game_info or _game_of(scene)
        prompt = getattr(scene, "prompt", None)
        question = prompt.question if prompt is not None else ""
        rules = rules_for(info)
        return cls(info.title if info is not None else "Traditional Games", question, scene.help_keys(), rules)

    def handle(self, command: Command) -> bool:
        """Turn a page, or (any other key) close; True while the help stays open."""
        if command.name in NEXT or (command.name == "char" and command.char == " "):
            self.page = min(self.page + 1, len(self.pages) - 1)
            return True
        if command.name in PREVIOUS:
            self.page = max(self.page - 1, 0)
            return True
        return False

    def draw(self, screen: Screen) -> None:
        screen.set_palette(PALETTE)
        screen.clear(PAPER)
        screen.fill_cells(0, 1, COLS, 3, BAND)
        screen.centre(2, f"HELP  {self.title.upper()}", HEADING, BAND)
        for row, line in enumerate(self.pages[self.page], TOP):
            if line.key:
                screen.text(line.col, row, line.key, HEADING)
                screen.text(line.col + KEY_WIDTH, row, line.text, line.colour)
            else:
                screen.text(line.col, row, line.text, line.colour)
        screen.text(MARGIN, 30, f"Page {self.page + 1} of {len(self.pages)}", TEXT)
        screen.fill_cells(0, 31, COLS, 1, BAND)
        screen.centre(31, FOOTER, PAPER, BAND)     # black on red, 5.3 to 1 (white would be 4.0)


def _game_of(scene) -> Optional[GameInfo]:
    """The game a scene plays, by the kind of its options (each game has its own), for a
    scene not started by App.start_game (which tells it); None for the menu and other
    screens of the cabinet."""
    kind = type(getattr(scene, "options", None))
    return next((g for g in all_games() if g.options is kind and g.options is not NoOptions), None)


def layout(question: str, keys: list[tuple[str, str]], rules: str) -> list[Line]:
    """The help's lines: the question, its keys, then the rules (see :mod:`games.rulebook`
    for their mark-up), wrapped to the screen, each marked to stay with the line before it
    where a page must not part them (see :func:`paginate`)."""
    lines: list[Line] = []
    if question:
        lines += _glued([Line(text, HEADING) for text in textwrap.wrap(question, WIDE)])
        lines.append(Line(""))
    lines.append(Line("KEYS", HEADING))
    for key, meaning in keys:
        if not key:                                   # a line of its own about the keys below
            lines += _glued([Line(text) for text in textwrap.wrap(meaning, WIDE)])
            continue
        wrapped = textwrap.wrap(meaning, WIDE - KEY_WIDTH) or [""]
        entry = [Line("", key=key)] if len(key) >= KEY_WIDTH else []   # a long name: a line of its own
        entry.append(Line(wrapped[0], key=" " if entry else key))
        lines += _glued(entry + [Line(more, key=" ") for more in wrapped[1:]])
    heading = False
    for paragraph in rules.strip().split("\n\n"):
        block = _paragraph(paragraph.strip())
        if heading:                                   # a heading goes with what it heads
            block[0] = replace(block[0], keep=True)
        else:
            lines.append(Line(""))
        lines += block
        heading = paragraph.startswith("# ")
    return lines


def _paragraph(paragraph: str) -> list[Line]:
    if paragraph.startswith("# "):
        return [Line(paragraph[2:].upper(), HEADING)]
    if paragraph.startswith("|"):                       # kept as written, and whole: a small table
        return _glued([Line(row.removeprefix("|").strip()[:WIDE]) for row in paragraph.splitlines()])
    lines: list[Line] = []
    items = paragraph.split("\n- ")
    for i, item in enumerate(items):
        text = " ".join(item.removeprefix("- ").split())
        if i or item.startswith("- "):
            wrapped = textwrap.wrap(text, WIDE - 2)
            lines += [Line(("- " if j == 0 else "  ") + w) for j, w in enumerate(wrapped)]
        else:
            lines += [Line(w) for w in textwrap.wrap(text, WIDE)]
    if len(lines) > 1:                                  # no line of a paragraph left alone on a page
        lines[1] = replace(lines[1], keep=True)
        lines[-1] = replace(lines[-1], keep=True)
    return lines


def _glued(lines: list[Line]) -> list[Line]:
    """``lines`` marked to stay together on one page."""
    return lines[:1] + [replace(line, keep=True) for line in lines[1:]]


def paginate(lines: list[Line], height: int) -> list[list[Line]]:
    """Pages of at most ``height`` lines. A line marked ``keep`` goes over to the next page
    with the line before it (and so on back), unless they would fill a page alone; no page
    begins with a blank line."""
    pages: list[list[Line]] = [[]]
    for line in lines:
        page = pages[-1]
        blank = not line.text and not line.key
        if blank and not page:
            continue
        if len(page) >= height:
            cut = len(page)
            if line.keep:
                cut -= 1
                while cut > 0 and page[cut].keep:
                    cut -= 1
                cut = cut or len(page)
            pages.append(page[cut:])
            del page[cut:]
            if blank and not pages[-1]:
                continue
        pages[-1].append(line)
    return pages
