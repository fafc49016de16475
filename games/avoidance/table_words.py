"""What the trick table says in words: what a trick cost and why, a hand's event (a
moon, a capot, all three), and why each seat scored what it did in the hand.

``describe`` turns a card (or tile) into its name on the screen; ``name`` a seat
into the name it goes by ("You", "Ann").

>>> from games.avoidance.variant import HandScore
>>> names = ["You", "Ann", "Bob", "Cal"].__getitem__
>>> moon = HandScore((12, 0, 12, 12), "moon", 1)
>>> event_words(moon, names)
'Ann shot the moon: 12 points to each other player!'
>>> [seat_reason(moon, seat, names) for seat in range(4)]
['Ann shot the moon', 'shot the moon', 'Ann shot the moon', 'Ann shot the moon']
>>> lost = HandScore((5, 1, 0, 2), "capot lost", 0)
>>> event_words(lost, names), seat_reason(lost, 0, names), seat_reason(lost, 1, names)
('You failed at capot: 5 points!', 'failed at capot', '')
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

from games.avoidance.variant import EVENTS, HandScore

# the events whose scores fall on the others (the rest fall on the seat it happened to)
ON_THE_OTHERS = ("moon", "capot made")


def points_words(points: int) -> str:
    return f"{points} point{'s' if points != 1 else ''}"


def and_list(names: Sequence[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def penalty_words(items: Sequence[tuple[Any, int]], describe: Callable[[Any], str]) -> str:
    """Penalties in words: ``♠Q and the first trick`` when each costs 1, else each
    dearer one with its points: ``♠Q 4, ♥K and ♥9 1 each``."""
    named = [(what if isinstance(what, str) else describe(what), points) for what, points in items]
    ones = [name for name, points in named if points == 1]
    if len(ones) == len(named):
        return and_list(ones)
    words = [f"{name} {points}" for name, points in named if points != 1]
    if ones:
        words.append(f"{and_list(ones)} 1" + (" each" if len(ones) > 1 else ""))
    return ", ".join(words)


def taken_words(who: str, items: Sequence[tuple[Any, int]], describe: Callable[[Any], str]) -> str:
    """``who`` ("You take", "Ann takes") the trick, what it cost and why."""
    total = sum(points for _, points in items)
    if not total:
        return f"{who} the trick: no points."
    return f"{who} the trick: {points_words(total)} ({penalty_words(items, describe)})."


def event_words(result: HandScore, name: Callable[[int], str]) -> str:
    """The announcement of the hand's event ("" when there was none)."""
    if not result.event:
        return ""
    said = f"{name(result.who)} {EVENTS[result.event]}"
    if result.event in ON_THE_OTHERS:
        other = next(p for s, p in enumerate(result.points) if s != result.who)
        return f"{said}: {points_words(other)} to each other player!"
    return f"{said}: {points_words(result.points[result.who])}!"


def seat_reason(result: HandScore, seat: int, name: Callable[[int], str]) -> str:
    """Why ``seat`` scored what it did, where the hand's event decided it ("" where its
    own penalties did: the summary shows them)."""
    if not result.event:
        return ""
    if seat == result.who:
        return EVENTS[result.event]
    if result.event in ON_THE_OTHERS:
        return f"{name(result.who)} {EVENTS[result.event]}"
    return ""
