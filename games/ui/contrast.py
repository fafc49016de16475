"""How readable the screen's writing is: WCAG 2's contrast ratio between the
BBC's physical colours, and the colours of each character on a screen.

The BBC's colours have each gun fully on or off, so the ratios are few and fixed:
black on green is 15.3 to 1, white on blue 8.6, red on black 5.3, white on red 4.0,
red on green 2.9, white on green 1.4.

>>> round(ratio(0, 7), 1), round(ratio(2, 0), 1), round(ratio(1, 2), 1)
(21.0, 15.3, 2.9)
"""
from __future__ import annotations

from typing import Iterator, NamedTuple

from games.ui.prompt import MESSAGE_ROW
from games.ui.screen import CELL, COLOUR_NAMES, COLS, HEIGHT, PHYSICAL_RGB, ROWS, WIDTH, Screen

TEXT = 3.0        # WCAG's least contrast for large text: every character on every screen
MESSAGE = 4.5     # WCAG's least for ordinary text: the message and question lines
# The bottom of every screen: a message of two lines at most, the question, and the key
# strip (or the help's footer) under it.
MESSAGE_ROWS = range(MESSAGE_ROW - 1, ROWS)


def luminance(physical: int) -> float:
    """WCAG 2's relative luminance of a BBC physical colour (0-7)."""
    def linear(channel: int) -> float:
        c = channel / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = PHYSICAL_RGB[physical]
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)


def ratio(a: int, b: int) -> float:
    """The contrast ratio of two physical colours, from 1 (the same) to 21 (black, white)."""
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


class Written(NamedTuple):
    col: int
    row: int
    char: str
    fg: int     # physical colours, as the screen shows them now
    bg: int

    @property
    def ratio(self) -> float:
        return ratio(self.fg, self.bg)


def written(screen: Screen) -> Iterator[Written]:
    """Each character on ``screen`` that shows both its ink and its paper (a space shows
    neither; a solid block only its ink), with the physical colours it is seen in."""
    for row in range(ROWS):
        for col in range(COLS):
            inks = screen.inks[row][col]
            char = screen.chars[row][col]
            if inks is None or not _two_coloured(screen, char):
                continue
            fg, bg = (screen.palette[i] for i in inks)
            yield Written(col, row, char, fg, bg)


def _two_coloured(screen: Screen, char: str) -> bool:
    if screen.font is None:
        return char.strip() != ""
    rows = screen.font.rows(char)
    return any(rows) and any(bits != 0xFF for bits in rows)


def unreadable(screen: Screen) -> list[str]:
    """What on ``screen`` is written in colours too close to read, a line for each row and
    pair of colours: less than :data:`TEXT` to 1 anywhere, :data:`MESSAGE` on the message
    rows. Empty when everything can be read."""
    found: dict[tuple[int, int, int], str] = {}
    for w in written(screen):
        least = MESSAGE if w.row in MESSAGE_ROWS else TEXT
        if w.ratio < least and (w.row, w.fg, w.bg) not in found:
            line = screen.text_lines()[w.row].strip()
            found[(w.row, w.fg, w.bg)] = (f"row {w.row}: {COLOUR_NAMES[w.fg]} on {COLOUR_NAMES[w.bg]} is "
                                         f"{w.ratio:.1f} to 1 (at least {least}) in {line!r}")
    return list(found.values())


SUITS = "\u2660\u2665\u2666\u2663"     # a card face is its suit's glyph and its value


def card_edges(screen: Screen) -> list[str]:
    """The card faces whose ink, at the card's edge, meets what lies beyond the card (the
    table) in a colour too close to its own: the glyph's outline is lost there (a black
    ``A`` whose top row meets a black table reads as ``H``). A face is a suit's glyph and
    the value after it on the same paper (games.ui.cardart), on its own or beside other
    faces (a card named in a line of text is not one). A line for each row and pair
    of colours; empty when every card's writing keeps its outline."""
    if screen.font is None:
        return []
    found: dict[tuple[int, int, int], str] = {}
    for w in written(screen):
        if not _a_card(screen, w.col, w.row):
            continue
        for col, sides in ((w.col, ((0, -1), (0, 1), (-1, 0))), (w.col + 1, ((0, -1), (0, 1), (1, 0)))):
            rows = screen.font.rows(screen.chars[w.row][col])
            for dx, dy in sides:
                for r, bits in enumerate(rows):
                    for b in range(CELL):
                        edge = (r == 0, r == CELL - 1)[dy > 0] if dy else (b == 0, b == CELL - 1)[dx > 0]
                        x, y = col * CELL + b + dx, w.row * CELL + r + dy
                        if not (bits & (0x80 >> b) and edge and 0 <= x < WIDTH and 0 <= y < HEIGHT):
                            continue
                        beyond = screen.palette[screen.pixels[y * WIDTH + x]]
                        if ratio(w.fg, beyond) < TEXT and (w.row, w.fg, beyond) not in found:
                            face = screen.chars[w.row][w.col] + screen.chars[w.row][w.col + 1]
                            found[(w.row, w.fg, beyond)] = (
                                f"row {w.row}: {face}'s {COLOUR_NAMES[w.fg]} writing meets the "
                                f"{COLOUR_NAMES[beyond]} beyond the card ({ratio(w.fg, beyond):.1f} to 1)")
    return list(found.values())


def _a_card(screen: Screen, col: int, row: int) -> bool:
    """Whether cells ``col`` and ``col + 1`` of ``row`` are a card's face."""
    chars, inks = screen.chars[row], screen.inks[row]
    if chars[col] not in SUITS or col + 1 >= COLS or inks[col + 1] != inks[col] or not chars[col + 1].strip():
        return False
    before = col > 0 and inks[col - 1] == inks[col] and not (col > 1 and chars[col - 2] in SUITS)
    after = col + 2 < COLS and inks[col + 2] == inks[col] and chars[col + 2] not in SUITS
    return not (before or after)
