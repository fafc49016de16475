"""Marrakesh's options as data, and the match table that turns a trick into numbers.

The two cards of a trick give the winner numbers to move with: no match, each
number once; a suit match, each once then a bonus card; a number match, the
number four times then a bonus card; suit and number, six times then a bonus
card. The bonus card is compared with the card the winner played: no match
once, suit or number four times, both six times; after a suit-and-number trick
it counts four times whatever it is, or, in the author's variant (the purple
column), once when it matches in neither.

>>> trick_numbers(Card.parse("S6"), Card.parse("C2")), trick_numbers(Card.parse("D3"), Card.parse("D5"))
((6, 2), (3, 5))
>>> trick_numbers(Card.parse("C3"), Card.parse("C3")), trick_numbers(Card.parse("HQ"), Card.parse("SQ"))
((3, 3, 3, 3, 3, 3), ())
>>> bonus_times("S", Card.parse("D5"), Card.parse("C5")), bonus_times("N", Card.parse("SQ"), Card.parse("D2"))
(4, 1)
>>> bonus_times("SN", Card.parse("C3"), Card.parse("H2")), bonus_times("SN", Card.parse("C3"), Card.parse("H2"), purple=True)
(4, 1)
"""
from __future__ import annotations

from dataclasses import dataclass

from games.cards import Card
from games.marrakesh.deck import BOTH, NONE, NUMBER, SUIT, match, value

ROUNDS = (12, 6)
HAND = 6
OVALS = 3

TRICK_TIMES = {NONE: 1, SUIT: 1, NUMBER: 4, BOTH: 6}
BONUS_TIMES = {NONE: 1, SUIT: 4, NUMBER: 4, BOTH: 6}


@dataclass(frozen=True)
class Settings:
    rounds: int = 12               # a full game; 6 for a short one
    purple: bool = False           # the author's variant: after a suit-and-number trick, a
                                   # bonus card matching in neither counts once, not four times
    reshuffle_every: int = 3       # rounds between gathering every card and shuffling

    def __post_init__(self) -> None:
        if self.rounds < 1:
            raise ValueError(f"a game needs at least one round, not {self.rounds}")
        if self.reshuffle_every < 1:
            raise ValueError("the pack is shuffled at least every round")


DEFAULT = Settings()


def trick_numbers(lead: Card, reply: Card) -> tuple[int, ...]:
    """The numbers the trick's winner moves with (Queens, being 0, give nothing)."""
    kind = match(lead, reply)
    if kind in (NONE, SUIT):
        numbers: tuple[int, ...] = (value(lead), value(reply))
    else:
        numbers = (value(lead),) * TRICK_TIMES[kind]
    return tuple(n for n in numbers if n)


def earns_bonus(lead: Card, reply: Card) -> bool:
    """A trick matching in suit or number earns its winner a bonus card."""
    return match(lead, reply) != NONE


def bonus_times(trick_kind: str, winners_card: Card, bonus: Card, purple: bool = False) -> int:
    """How many times the bonus card's number is used."""
    kind = match(winners_card, bonus)
    if trick_kind == BOTH:
        return 1 if purple and kind == NONE else 4
    return BONUS_TIMES[kind]
