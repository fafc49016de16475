"""The computer as a coach: what it would do in your place, and why (the F9 hint).

Each game's package has a ``coach`` module with one function::

    hint(view, rng) -> Advice

``view`` is the seat's own view (what that seat may see, never more) and ``rng`` a
stream seeded from the view's public content (:func:`hint_rng`), so two positions
that differ only in cards the seat cannot see get the same hint. The function asks
the game's built-in computer (never a plug-in: a hint must be quick and trusted)
and says its choice in the game's own words and notation, with the figures the
computer worked out where it has any; where it has none the reason is one that
the rules give, and no figure is made up. The descriptor names the function
(:attr:`games.registry.GameInfo.coach`); the scenes show it (:mod:`games.ui.hint`).
"""
from __future__ import annotations

import dataclasses
import hashlib
import importlib
import random
import re
import sys
from dataclasses import dataclass
from typing import Any, Mapping

from games.plugins import load_object

_ADDRESS = re.compile(r" at 0x[0-9a-fA-F]+")


@dataclass(frozen=True)
class Advice:
    """The computer's choice for the seat (one of the view's legal moves), and what it
    says about it: one or two sentences that start by naming the move as :func:`say`
    does (the game's notation, its cards as the table shows them)."""
    move: Any
    words: str


def public_text(value: Any) -> str:
    """``value`` written out in full, the same for equal values however they were built
    (sets and dicts in sorted order, no object's address), so that it can seed a stream.

    >>> public_text({"b": {2, 1}, "a": (1, "x")}) == public_text({"a": (1, "x"), "b": {1, 2}})
    True
    """
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        inner = ",".join(f"{f.name}={public_text(getattr(value, f.name))}" for f in dataclasses.fields(value))
        return f"{type(value).__name__}({inner})"
    if isinstance(value, (set, frozenset)):
        return "{" + ",".join(sorted(public_text(v) for v in value)) + "}"
    if isinstance(value, Mapping):
        return "{" + ",".join(sorted(f"{public_text(k)}:{public_text(v)}" for k, v in value.items())) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(public_text(v) for v in value) + "]"
    return _ADDRESS.sub("", repr(value))


def hint_rng(view: Any) -> random.Random:
    """A stream for the hint drawn from nothing but what the view shows."""
    digest = hashlib.sha256(public_text(view).encode("utf-8")).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


def builtin(builtins: Mapping[str, str], name: str = "computer") -> Any:
    """A fresh built-in player of the game (each hint its own: a hint is worked out beside
    the loop, and a player may keep notes between calls)."""
    return load_object(name, builtins)


def card_name(card: Any) -> str:
    """A card as the tables show it, by its suit's glyph; anything without one (a
    domino) as it is written.

    >>> from games.cards import Card
    >>> card_name(Card.parse("DA")), card_name("6-3")
    ('♦A', '6-3')
    """
    return getattr(card, "glyph", None) or str(card)


def _cards_in(move: Any) -> list:
    """The cards a move holds (a field, or a field's tuple of them)."""
    if not dataclasses.is_dataclass(move) or isinstance(move, type):
        return []
    found = []
    for field in dataclasses.fields(move):
        value = getattr(move, field.name)
        for item in (value if isinstance(value, (tuple, list)) else (value,)):
            if getattr(item, "glyph", None):
                found.append(item)
    return found


def say(move: Any) -> str:
    """A move as the coach's sentences name it (the hint's words, the review's band): its
    notation, each card in it as the table shows it, by its suit's glyph rather than the
    keys' letter. What the keys type is unchanged; only the words shown. A move that its
    table names in words of its own gives them as ``table_name`` (a tile leading a suit).

    >>> from games.cards import Card
    >>> from games.gin_rummy.moves import Discard
    >>> say(Discard(Card.parse("SK"))), say(Discard(Card.parse("ST"), knock=True)), say("draw")
    ('discard ♠K', 'knock ♠T', 'draw')
    """
    named = getattr(move, "table_name", None)
    if isinstance(named, str):
        return named
    if getattr(move, "glyph", None):
        return card_name(move)
    text = str(move)
    for card in _cards_in(move):
        # the card's name as a word of its own: "SK" in "discard SK", never inside another
        text = re.sub(rf"(?<![0-9A-Za-z]){re.escape(str(card))}(?![0-9A-Za-z])", card_name(card), text)
    return text


def percent(chance: float) -> str:
    """A chance as the hints say it.

    >>> percent(0.456), percent(0.0), percent(0.996)
    ('46%', '0%', '100%')
    """
    return f"{round(100 * chance)}%"


def plural(count: int, word: str) -> str:
    """``count`` and ``word``, plural when it must be.

    >>> plural(1, "point"), plural(3, "point")
    ('1 point', '3 points')
    """
    return f"{count} {word}" + ("" if count == 1 else "s")


@dataclass(frozen=True)
class Judgement:
    """The review's verdict on one of the seat's moves (see :mod:`games.ui.review`): the
    computer's choice there, what the move played cost against it in the game's own
    units by the computer's own reckoning (0 when they agree, never below), and a
    sentence that says how that was counted."""
    best: Any
    cost: float
    words: str


def judgement(best: Any, played: Any, values: Mapping[Any, float], what: str) -> Judgement:
    """The verdict from ``values`` (each move's figure, more is better for the seat, the
    same deals serving both): the cost is the best's figure less the played move's.

    >>> judgement("a", "b", {"a": 2.0, "b": 0.5}, "points over 10 deals").cost
    1.5
    >>> judgement("a", "a", {"a": 2.0}, "points").cost
    0.0
    """
    if played == best:
        return Judgement(best, 0.0, f"My choice too: {values[best]:+.1f} {what}.")
    cost = max(0.0, values[best] - values[played])
    return Judgement(best, cost, f"{say(best)}: {values[best]:+.1f} {what}, yours {values[played]:+.1f}.")


def beside(coach: Any, name: str) -> Any:
    """The function ``name`` of the game's coach module, beside its ``hint`` (the review's
    ``judge`` and ``position``); None when the game has none."""
    where = getattr(coach, "__module__", None)
    module = sys.modules.get(where) if where in sys.modules else None
    if module is None and isinstance(where, str) and where.startswith(_game_packages()):
        module = importlib.import_module(where)     # named by the game's descriptor, never by data
    return getattr(module, name, None)


def _game_packages() -> tuple[str, ...]:
    """Where a coach may live: the cabinet's games, and a package registered for the run."""
    from games.registry import game_modules
    return ("games.", *(f"{module}." for module in game_modules()))
