"""A round's score: offensive patterns and Pips, defensive Chips and Fez.

A player's three ovals are written as a tuple: ``None`` for an oval not used,
``0`` for a null chip, a count for the pieces borne off into it. The tables:

Offensive (all six pieces off): Game 3 (Casablanca 2-2-2 6, Rabat 3-1-2 6,
Bogart 1-1-4 9, El Ayun 1-4-1 12); Gammon, all off in the first two ovals, 6
(Gibraltar 3-3-X 9, Tangier 4-2-X 9); Backgammon, all six off with one trick, 12.
If neither side makes game, the lower pip total left on the board scores 1 (Pips).

Defensive (the opponent's ovals): one null chip 1, two 4 (Chips); or, when
every oval holds at most one piece, Fez: Little 1-1-1 4, Common (one null chip)
6, Royal (two) 9, Grand 0-0-0 18. Null chips beside a backgammon do not count.

The worked example: Blue bore off 4 then 2 (a gammon), Red has one piece and two
null chips in its ovals, and pieces left on the board.

>>> blue, red = round_items([(4, 2, None), (1, 0, 0)], [(0,) * 6, (0, 0, 1, 2, 2, 0)])
>>> blue, red
((('Tangier', 9), ('Royal Fez', 9)), ())
"""
from __future__ import annotations

from typing import Optional, Sequence

from games.marrakesh.board import Side, pips

Ovals = tuple[Optional[int], ...]
Item = tuple[str, int]

GAME_PATTERNS = {(2, 2, 2): ("Casablanca", 6), (3, 1, 2): ("Rabat", 6),
                 (1, 1, 4): ("Bogart", 9), (1, 4, 1): ("El Ayun", 12)}
GAMMON_PATTERNS = {(3, 3): ("Gibraltar", 9), (4, 2): ("Tangier", 9)}
GAME, GAMMON, BACKGAMMON = ("Game", 3), ("Gammon", 6), ("Backgammon", 12)
FEZ = {0: ("Little Fez", 4), 1: ("Common Fez", 6), 2: ("Royal Fez", 9), 3: ("Grand Fez", 18)}
CHIPS = {1: ("Chips", 1), 2: ("Chips", 4)}
PIPS = ("Pips", 1)
MARRAKESH = 30          # Backgammon or El Ayun with a Grand Fez: Kansil's "Marrakesh"


def borne_off(ovals: Ovals) -> int:
    return sum(k for k in ovals if k)


def nulls(ovals: Ovals) -> int:
    return sum(1 for k in ovals if k == 0)


def is_backgammon(ovals: Ovals) -> bool:
    """All six off with one trick (6-X-X, 0-6-X, 0-0-6)."""
    return 6 in ovals


def is_gammon(ovals: Ovals) -> bool:
    """All six off in the first two ovals, one trick each (a backgammon is not one)."""
    return bool(ovals[0]) and bool(ovals[1]) and ovals[0] + ovals[1] == 6


def offensive(ovals: Ovals) -> Optional[Item]:
    """What bearing off all six pieces scores, by pattern; None short of game."""
    if borne_off(ovals) < 6:
        return None
    if is_backgammon(ovals):
        return BACKGAMMON
    if is_gammon(ovals):
        return GAMMON_PATTERNS.get((ovals[0], ovals[1]), GAMMON)
    return GAME_PATTERNS.get(tuple(ovals), GAME)


def defensive(opponent: Ovals) -> Optional[Item]:
    """What the opponent's ovals give the other side: Fez, Chips, or nothing."""
    if is_backgammon(opponent):
        return None
    if all(k is not None and k <= 1 for k in opponent):
        return FEZ[nulls(opponent)]
    return CHIPS.get(nulls(opponent))


def pattern(ovals: Ovals) -> str:
    """``4-2-X``, the way the tables write ovals (0 a null chip, X not used)."""
    return "-".join("X" if k is None else str(k) for k in ovals)


def round_items(ovals: Sequence[Ovals], sides: Sequence[Side]) -> tuple[tuple[Item, ...], ...]:
    """Each seat's scoring items for a finished round, offensive first."""
    attack = [offensive(o) for o in ovals]
    items: list[list[Item]] = [[], []]
    for seat in (0, 1):
        if attack[seat]:
            items[seat].append(attack[seat])
    if not any(attack):
        left = [pips(s) for s in sides]
        if left[0] != left[1]:
            items[0 if left[0] < left[1] else 1].append(PIPS)
    for seat in (0, 1):
        guard = defensive(ovals[1 - seat])
        if guard:
            items[seat].append(guard)
    return tuple(tuple(i) for i in items)


def total(items: Sequence[Item]) -> int:
    return sum(points for _, points in items)
