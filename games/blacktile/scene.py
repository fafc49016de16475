"""Eleven Point Black Tile at the table: the trick table of the card games, with dominoes.

Everything but the tiles is the shared trick table (:mod:`games.avoidance.scene`):
the seats round the screen, passing tile by tile then Return, the trick left on
show, the score at the end of a hand. This scene fills its hooks for dominoes:

* a tile is drawn as two cells of the font's domino glyphs (U+E100-U+E10F, see
  ``fonts/README.md``), white with black pips, the tiles that cost points (the 3s
  and the 0-0) red;
* a tile is named by its two numbers, one key each, in either order (``6 3`` or
  ``3 6``); its name is written under it in the hand;
* leading, you name the suit: one of the tile's numbers, or ``D`` for Doubles
  when it is a doublet; the suit led is written in the middle of the table and
  each tile played has its numbers under it, since a tile alone does not say
  which of its suits it is in.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Optional, Union

from games.blacktile.rules import VARIANT, tile_points
from games.blacktile.tiles import DOUBLES, Tile, suit_name, suits_of
from games.ui.keys import Command
from games.ui.prompt import Refusal
from games.ui.question import Answer, chars, is_delete, words
from games.ui.screen import Screen
from games.avoidance.scene import TrickTableScene
from games.avoidance.scene_table import TRICK_CELLS

LEFT_HALF, RIGHT_HALF = 0xE100, 0xE108        # + the number of pips


def tile_glyphs(tile: Tile) -> str:
    """The two characters that draw ``tile`` (its higher number on the left)."""
    return chr(LEFT_HALF + tile.high) + chr(RIGHT_HALF + tile.low)


def middle_row(view) -> int:
    """The row in the middle of the trick, where the suit led is written."""
    return 13 if view.seats == 3 else 14


class TileEntry:
    """A tile named by its two numbers, a key each (``6`` then ``3``, or ``3`` then ``6``).

    :meth:`feed` answers None while only the first number is typed, then the
    :class:`Tile`, or a :class:`Refusal`. ``suit`` is the number typed so far: the
    trick table reads it, as it reads a card entry's suit, to tell whether a name is
    half typed."""

    def __init__(self) -> None:
        self.suit = ""

    @property
    def typed(self) -> str:
        return f"{self.suit}-" if self.suit else ""

    def reset(self) -> None:
        self.suit = ""

    def feed(self, command: Command) -> Union[None, Tile, Refusal]:
        if command.name == "delete":
            self.suit = ""
            return None
        if command.name != "char" or not command.char.isdigit():
            return Refusal("Name a tile by its two numbers: 6 then 3")
        if command.char not in "0123456":
            return Refusal("The numbers on a tile are 0 to 6")
        if not self.suit:
            self.suit = command.char
            return None
        tile, self.suit = Tile.of(int(self.suit), int(command.char)), ""
        return tile


class BlackTileScene(TrickTableScene):
    variant = VARIANT
    card_width = 3                          # a tile's two cells and a space, so tiles in a row stay apart
    names_by_suit = False                   # no suit keys: the strip of F1-F4 would mislead
    labels_name_cards = True                # a tile's numbers under it, in the review too

    def __init__(self, app, options=None) -> None:
        super().__init__(app, options)
        self.entry = TileEntry()

    # --- the trick table's hooks for "cards" that are dominoes ------------------------------
    def describe(self, card: Tile) -> str:
        return str(card)

    def draw_card(self, screen: Screen, col: int, row: int, card: Tile) -> None:
        face = self.colours.red if tile_points(card) else self.colours.face
        screen.text(col, row, tile_glyphs(card), face, self.colours.black)

    def hand_label(self, index: int, card: Tile) -> str:
        return f"{card.high}{card.low}"

    def pick(self, command: Command, view) -> Optional[Tile]:
        answer = self.entry.feed(command)
        self.prompt.typed = self.entry.typed
        if isinstance(answer, Tile) and answer not in self.shown_hand(view):
            answer = Refusal(f"You do not hold the {answer}")
        return None if self.refuse_if(answer) else answer

    def suit_for_key(self, command: Command, card: Tile) -> Optional[str]:
        if command.name != "char":
            return None
        suit = DOUBLES if command.char == "D" else command.char
        return suit if suit in suits_of(card) else None

    def suit_hint(self, card: Tile) -> str:
        """The tile's two suits and their keys: ``6s or 3s (6 or 3)``, ``4s or Doubles (4 or D)``."""
        first, second = suits_of(card)
        return f"{suit_name(first)} or {suit_name(second)} ({first} or {second})"

    def name_answers(self, what: str, handler, unmarks: bool = False) -> list[Answer]:
        """A tile is named by its two numbers, not by a key under it as a card is."""
        delete = "take back the first number, or unmark all" if unmarks else "take back the first number"
        return [words(f"Name a tile to {what}:"),
                Answer("0-6 0-6", "its two numbers, either first", chars("0123456"), handler),
                Answer("Delete", delete, is_delete, handler)]

    def suit_answer(self, card: Tile) -> Answer:
        first, second = suits_of(card)
        answer = super().suit_answer(card)
        return replace(answer, keys=f"{first} or {second}",
                       meaning=f"the suit it leads: {suit_name(first)} or {suit_name(second)}")

    def _trick(self, screen: Screen, view, trick) -> None:
        """Each tile of the trick with its numbers under it, and the suit led in the middle."""
        super()._trick(screen, view, trick)
        cells = TRICK_CELLS[view.seats]
        for seat, tile in trick.plays:
            col, row = cells[seat]
            screen.text(col, row + 1, self.hand_label(0, tile), self.ink)
        if trick.suit is not None:
            screen.centre(middle_row(view), suit_name(trick.suit), self.ink)

    def draw_decision(self, screen: Screen, view, played, best) -> bool:
        """The review's table, and at a lead the suits the two tiles lead, where the suit led
        is written while playing (a tile alone does not say which of its suits it leads)."""
        super().draw_decision(screen, view, played, best)
        led = [suit_name(m.suit) if getattr(m, "suit", None) is not None else None for m in (played, best)]
        said = [f"{who} {what}" for who, what in zip(("You lead", "I'd lead"), led) if what]
        if said:
            screen.centre(middle_row(view), ", ".join(said), self.ink)
        return True

