"""The declaration dialogue's arithmetic: what each side may call or answer, and what wins.

A category (point, sequence, set) is compared first on its primary key (length,
or size and rank for sets) and, for point and sequence, then on its secondary
key (count, top card). These functions only read hands; the hand state keeps
the conversation.
"""
from __future__ import annotations

from typing import Optional, Sequence

from games.cards import Card
from games.piquet import combos
from games.piquet.moves import Answer, Declare
from games.piquet.rules import PiquetRules

ASK = {"point": "making?", "sequence": "to the?"}


def best(category: str, cards: Sequence[Card]):
    if category == "point":
        return combos.best_point(cards)
    if category == "sequence":
        return combos.best_sequence(cards)
    return combos.best_set(cards)


def primary(category: str, combo) -> tuple[int, ...]:
    if category == "set":
        return combo.key
    return (combo.length,)


def secondary(category: str, combo) -> int:
    return combo.count if category == "point" else combos.rank_value(combo.top)


def opening_call(category: str, combo) -> Declare:
    if category == "set":
        return Declare("set", f"{combo.size}{combo.rank}")
    return Declare(category, str(combo.length))


def detail_call(category: str, combo) -> Declare:
    if category == "point":
        return Declare("making", str(combo.count))
    return Declare("to", combo.top)


def calls(category: str, cards: Sequence[Card]) -> list[Declare]:
    """Elder declares his best combination or sinks it (``no point``)."""
    combo = best(category, cards)
    if combo is None:
        return [Declare(category)]
    return [opening_call(category, combo), Declare(category)]


def answers(mine: Optional[tuple], theirs: tuple, tie_word: str) -> list[Answer]:
    """Younger's truthful answer first; he may always concede 'good' instead (sinking)."""
    if mine is None or mine < theirs:
        return [Answer("good")]
    if mine > theirs:
        return [Answer("not good"), Answer("good")]
    return [Answer(tie_word), Answer("good")]


def category_cards(category: str, cards: Sequence[Card]) -> list[Card]:
    """The cards a winner shows for a category he scores."""
    if category == "point":
        combo = combos.best_point(cards)
        return combos.suit_cards(cards, combo.suit) if combo else []
    if category == "sequence":
        return [c for run in combos.sequences(cards) for c in run.cards()]
    return [c for s in combos.sets(cards) for c in s.cards(cards)]


def category_score(category: str, cards: Sequence[Card], rules: PiquetRules) -> int:
    """What the winner of a category scores: his point, all his sequences, all his sets."""
    if category == "point":
        return combos.point_score(combos.best_point(cards))
    if category == "sequence":
        return combos.sequences_score(combos.sequences(cards), rules.sequence_bonus)
    return combos.sets_score(combos.sets(cards), rules.quatorze_bonus)


def category_words(category: str, cards: Sequence[Card]) -> str:
    """How a winner names what he scores: ``Point of 5``, ``Quint, Quart``, ``Fourteen Aces``."""
    if category == "point":
        return f"Point of {combos.best_point(cards).length}"
    if category == "sequence":
        return ", ".join(combos.sequence_name(s.length) for s in combos.sequences(cards))
    return ", ".join(combos.set_phrase(s) for s in combos.sets(cards))
