"""Why a piece cannot make the move a player asked for, in one line.

:class:`~games.backgammon.entry.MoveBuilder` knows only that no legal play moves
the piece that way; a player wants to know why: the point he is landing on is
held, the way through is blocked, the dice do not make the distance, a larger
die bears off only from the highest point, or the move would leave a die that
could have been played. Points are numbered from the player's side, as he typed
them; the opponent is "I" (the computer speaks on the screen).

>>> from games.backgammon.board import Position
>>> why_not(Position.start(), [5, 4], 6, 1)
"Can't move 6 to 1 with 5 4: I hold point 1"
>>> why_not(Position.start(), [6, 5], 24, 20)
"Can't move 24 to 20: that is 4, and your dice are 6 5"
"""
from __future__ import annotations

from functools import lru_cache
from itertools import permutations
from typing import Sequence

from games.backgammon.board import Position, _hops, apply_hop
from games.backgammon.notation import BAR, OFF

ENTRY_POINTS = 19      # a piece on the bar comes in on points 19 to 24


def why_not(position: Position, left: Sequence[int], src: int, dst: int) -> str:
    """The refusal for moving one piece from ``src`` to ``dst`` (25 the bar, 0 off) with
    the dice ``left`` (in the order they are shown), which no legal play allows."""
    head = (f"Can't bear off from {src}" if dst == OFF else
            f"Can't enter on {dst}" if src == BAR and dst >= ENTRY_POINTS else
            f"Can't move from the bar to {dst}" if src == BAR else f"Can't move {src} to {dst}")
    orders = [dice for n in range(1, len(left) + 1) for dice in sorted(set(permutations(left, n)))
              if _fits(dice, src, dst)]
    if not orders:
        return f"{head}: {_distance(src, dst, left)}"
    return f"{head} with {' '.join(map(str, left))}: {_reason(position, tuple(left), src, dst, orders)}"


def _reason(position: Position, left: tuple[int, ...], src: int, dst: int, orders) -> str:
    """Why each way of moving the piece with these dice (``orders``) fails."""
    held, highest, routes, blocked = set(), None, [], ""
    for dice in orders:
        outcome = _walk(position, src, dice)
        if isinstance(outcome, Position):
            routes.append((dice, outcome))
        elif outcome[0] == "held":
            held.add(outcome[1])
        elif outcome[0] == "highest":
            highest = outcome[1]
        else:
            blocked = outcome[0]
    if routes:
        return _obligation(position, left, routes)
    if dst in held:
        return f"I hold point {dst}"
    if held:
        points = sorted(held, reverse=True)
        named = " and ".join(map(str, points)) if len(points) <= 2 else ", ".join(map(str, points))
        return f"I hold point{'s' if len(points) > 1 else ''} {named} on the way"
    if highest is not None:
        return f"bear off from your highest point, the {highest}, first"
    if blocked == "bar":
        others = position.me[24] - 1            # the piece moving is one of those on the bar
        return f"enter your other {'piece' if others == 1 else f'{others} pieces'} first"
    return "bring all your pieces home first"


def _fits(dice: tuple[int, ...], src: int, dst: int) -> bool:
    """Whether these dice, one after another, take a piece from src exactly to dst (or off)."""
    if dst != OFF:
        return sum(dice) == src - dst
    # bearing off: the piece stays on the board until the last die, which may be larger
    return sum(dice[:-1]) < src <= sum(dice)


def _distance(src: int, dst: int, left: Sequence[int]) -> str:
    dice = (f"your die left is {left[0]}" if len(left) == 1 else
            f"your dice are {' '.join(map(str, left))}")
    if dst == OFF:
        return f"that takes a {src}, and {dice}"
    if src == BAR and dst >= ENTRY_POINTS:
        return f"that is {BAR - dst} from the bar, and {dice}"
    return f"that is {src - dst}, and {dice}"


def _walk(position: Position, src: int, dice: tuple[int, ...]):
    """Move the piece hop by hop: the position after, or why a hop fails: ("held",
    point), ("highest", the highest point occupied), or ("away", 0) when a piece of
    yours is still outside your inner table, ("bar", 0) when one is still on the bar."""
    me, opp = list(position.me), list(position.opp)
    at = 24 if src == BAR else src - 1
    for die in dice:
        hop = next(((s, d, h) for s, d, h in _hops(me, opp, die, 24) if s == at), None)
        if hop is None:
            landing = at - die
            if landing >= 0 and opp[23 - landing] >= 2:
                return "held", landing + 1
            if me[24]:
                return "bar", 0
            if any(me[6:]):
                return "away", 0
            highest = next((i + 1 for i in range(5, -1, -1) if me[i]), 0)
            return "highest", highest
        apply_hop(me, opp, *hop)
        if hop[1] < 0:
            break
        at = hop[1]
    return Position(me, opp)


def _obligation(position: Position, left: tuple[int, ...], routes) -> str:
    """The piece can go that way, but then less of the throw could be played than must be."""
    most = _most_dice(position.me, position.opp, tuple(sorted(left)))
    for dice, after in routes:
        rest = list(left)
        for die in dice:
            rest.remove(die)
        short = most - len(dice) - _most_dice(after.me, after.opp, tuple(sorted(rest)))
        if short > 0:
            if len(rest) == 1:
                return f"the {rest[0]} must be played too"
            return f"more of your {rest[0]}s must be played" if len(set(rest)) == 1 else "more dice must be played"
    if most == 1 and len(left) == 2 and left[0] != left[1]:
        return f"only one die can be played, so it must be the {max(left)}"
    return "no legal play moves it so"


@lru_cache(maxsize=4096)
def _most_dice(me: tuple[int, ...], opp: tuple[int, ...], dice: tuple[int, ...]) -> int:
    """The most of these dice that can be played, one after another, from this position."""
    best = 0
    for die in set(dice):
        rest = list(dice)
        rest.remove(die)
        for hop in _hops(list(me), list(opp), die, 24):
            me2, opp2 = list(me), list(opp)
            apply_hop(me2, opp2, *hop)
            best = max(best, 1 + _most_dice(tuple(me2), tuple(opp2), tuple(rest)))
            if best == len(dice):
                return best
    return best
