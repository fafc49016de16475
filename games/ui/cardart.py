"""Cards on the MODE 1 screen: a face is its suit glyph and value on a card-coloured
cell pair, red or black; a back is the lattice tile from the font.

Colours are logical colours chosen by the game's palette.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from games.cards import Card
from games.ui.screen import CELL, Screen

BACK_TILE = "\ue000"


@dataclass(frozen=True)
class CardColours:
    face: int   # the card itself (white, usually)
    red: int    # hearts and diamonds
    black: int  # spades and clubs
    back: Optional[int] = None  # lattice colour on the back (defaults to red)
    # The table's colour, where cards lie side by side: each face then leaves its last pixel
    # column to the table, so that a row of cards reads as cards, not one white strip.
    table: Optional[int] = None


@dataclass(frozen=True)
class KeyColours:
    """The (ink, paper) of the key beneath a card: ``live`` stands out as a key cap, for a
    card you may use now; ``dead`` is written plainly on the table, for one you may not.
    Both must read at 3 to 1 at least (games.ui.contrast), so a dead key recedes without
    going dark: a player still sees which key names which card."""
    live: tuple[int, int]
    dead: tuple[int, int]

    def of(self, usable: bool) -> tuple[int, int]:
        return self.live if usable else self.dead


def draw_face(screen: Screen, col: int, row: int, card: Card, colours: CardColours) -> None:
    """Two cells: ``♠K``, with the card's paper a pixel above them: the font's letters
    and suits start on a cell's top row, which would otherwise meet the table (a black
    ``A`` on a black or blue table reads as ``H``). Their bottom row and sides are blank:
    with ``colours.table`` the last column is the table's, the gap between two cards."""
    ink = colours.red if card.is_red else colours.black
    screen.text(col, row, card.glyph, ink, colours.face)
    width = 2 * CELL - (1 if colours.table is not None else 0)
    if row > 0:
        screen.rect(col * CELL, row * CELL - 1, width, 1, colours.face)
    if colours.table is not None:
        top = row * CELL - (1 if row > 0 else 0)
        screen.rect(col * CELL + width, top, 1, row * CELL + CELL - top, colours.table)


def draw_back(screen: Screen, col: int, row: int, colours: CardColours, width: int = 2,
              height: int = 1) -> None:
    ink = colours.back if colours.back is not None else colours.red
    for r in range(height):
        screen.text(col, row + r, BACK_TILE * width, ink, colours.face)


def draw_row(screen: Screen, col: int, row: int, cards: Sequence[Card], colours: CardColours,
             gap: int = 1) -> list[int]:
    """Faces side by side; returns the column of each card (for the labels beneath)."""
    cols = []
    for i, card in enumerate(cards):
        c = col + i * (2 + gap)
        draw_face(screen, c, row, card, colours)
        cols.append(c)
    return cols


def draw_key(screen: Screen, col: int, row: int, label: str, usable: bool, keys: KeyColours) -> None:
    screen.text(col, row, label, *keys.of(usable))


def outline_cells(screen: Screen, col: int, row: int, width: int, height: int, colour: int) -> None:
    """A one-pixel frame just inside a block of cells (a box for discards, a highlighted card)."""
    screen.frame(col * CELL - 1, row * CELL - 1, width * CELL + 2, height * CELL + 2, colour)
