"""How every game says its result under "Another game?": one shape of words for all.

Two seats, you and the computer, say who won and the score, the winner's first; more seats
say who won and with what; a draw or a shared win says so.

>>> two_seats((110, 290), winner=1)
'I win, 290 to 110.'
>>> two_seats((40, 40), winner=None)
'A draw, 40 all.'
>>> two_seats((41, 41), winner=0, why="on the tie-break")
'You win, 41 to 41, on the tie-break.'
>>> more_seats(["Bob"], 2), more_seats(["You"], 0), more_seats(["you", "Bob"], 2)
('Bob wins with 2.', 'You win with 0.', 'You and Bob share the win with 2.')
>>> with_keys("Bob wins with 2.")
'Bob wins with 2. Return = Yes, N = No'
"""
from __future__ import annotations

from typing import Optional, Sequence

from games.seats import YOU
from games.ui.screen import COLS

KEYS = "Return = Yes, N = No"


def two_seats(scores: Sequence[int], winner: Optional[int], why: str = "") -> str:
    """``scores`` by seat (you are seat 0), ``winner`` the seat that won or None for a draw;
    ``why``: what decided it, when the scores do not say."""
    if winner is None:
        return f"A draw, {scores[0]} all."
    who = "You win" if winner == YOU else "I win"
    high, low = scores[winner], scores[1 - winner]
    return f"{who}, {high} to {low}" + (f", {why}." if why else ".")


def more_seats(winners: Sequence[str], score: object) -> str:
    """``winners``: the names of the seats that won (you as "You" or "you"), ``score``
    what they won with."""
    names = [("you" if name.lower() == "you" else name) for name in winners]
    names[0] = names[0][0].upper() + names[0][1:]
    if len(names) > 1:
        return f"{', '.join(names[:-1])} and {names[-1]} share the win with {score}."
    verb = "win" if names[0] == "You" else "wins"
    return f"{names[0]} {verb} with {score}."


def with_keys(result: str) -> str:
    """The result and what Return and N do, when both fit one line (the keys are never
    broken over two; a stray key at "Another game?" says them anyway)."""
    both = f"{result} {KEYS}".strip()
    return both if len(both) <= COLS else result
