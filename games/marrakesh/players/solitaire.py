"""The solitaire opponent exactly as the rules' author plays it.

"I have the AI play cards to tricks randomly, and always move to bear off the
maximum number of pieces. If there is any choice in moving pieces on the board,
I always have the AI move from the highest points."

A card is drawn at random from the hand (each of two copies counts). Among the
moves bearing off the most pieces, it takes the one leaving its pieces lowest:
the highest piece left as low as can be, then the next highest, and so on, which
is what moving from the highest points comes to.

>>> from games.marrakesh.board import Step
>>> from games.marrakesh.moves import Bear
>>> side = (0, 0, 0, 1, 3, 2)          # Red in the example, to play 6 and 2
>>> plays = [Bear((Step(6, 0), Step(s, s - 2))) for s in (6, 5, 4)]
>>> str(best_move(side, plays))
'6/off 6/4'
"""
from __future__ import annotations

import random
from typing import Optional, Sequence

from games.marrakesh.board import POINTS, Side, after_steps
from games.marrakesh.moves import Bear, PlayCard
from games.marrakesh.view import MarrakeshView


def lowest_first(side: Side) -> tuple[int, ...]:
    """The pieces' points, highest first: a smaller tuple has moved from higher points."""
    return tuple(p for p in range(POINTS, 0, -1) for _ in range(side[p - 1]))


def best_move(side: Side, moves: Sequence[Bear]) -> Bear:
    """The most pieces off, then the pieces left as low as possible."""
    return min(moves, key=lambda m: (-m.borne_off, lowest_first(after_steps(side, m.steps))))


class SolitairePlayer:
    """``stream``: draw the cards from a random stream of this player's own, seeded so,
    instead of the seat's (two such players on a deal played twice with the seats
    swapped then play differently, which measuring luck needs)."""

    def __init__(self, stream: Optional[int] = None) -> None:
        self.own = random.Random(stream) if stream is not None else None

    def choose(self, view: MarrakeshView, rng: random.Random):
        if isinstance(view.legal_moves[0], PlayCard):
            return PlayCard((self.own or rng).choice(view.hand))
        return best_move(view.sides[view.seat], view.legal_moves)
