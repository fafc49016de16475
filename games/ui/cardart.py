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


def draw_face(screen: Screen, col: int, row: int, card: Card, colours: CardColours) -> None:
    """Two cells: ``♠K``."""
    ink = colours.red if card.is_red else colours.black
    screen.text(col, row, card.glyph, ink, colours.face)


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


def outline_cells(screen: Screen, col: int, row: int, width: int, height: int, colour: int) -> None:
    """A one-pixel frame just inside a block of cells (a box for discards, a highlighted card)."""
    screen.frame(col * CELL - 1, row * CELL - 1, width * CELL + 2, height * CELL + 2, colour)
