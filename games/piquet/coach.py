"""The F9 hint in Piquet (see :mod:`games.coach`): the built-in computer's discard, each
call, answer and claim of the declarations, and the card to play.

The discard comes with the computer's own figure: the hand's expected margin in
points over the trial deals it weighs (:func:`games.piquet.players.exchange.best_discard`).
The declarations are the computer's (it declares fully and truthfully); their reasons
are the rules'. A card comes with what it does to the trick and how the computer
chose it.
"""
from __future__ import annotations

import random

from games.cards import Card
from games.coach import Advice, builtin
from games.piquet.combos import PIQUET_RANKS, rank_value
from games.piquet.moves import Answer, Claim, Declare, Discard, Play
from games.piquet.players import BUILTINS
from games.piquet.players.exchange import best_discard
from games.piquet.players.play import PlayTuning
from games.piquet.view import PiquetView

ANSWERS = {
    "not good": "Yours is better: say so, and it scores.",
    "good": "His is better: yours cannot score.",
    "making?": "Yours is as long: ask his count, which decides.",
    "to the?": "Yours is as long: ask his top card, which decides.",
    "the same": "They are equal: neither scores.",
}


def hint(view: PiquetView, rng: random.Random) -> Advice:
    computer = builtin(BUILTINS)
    if view.phase == "exchange":
        cards, margin = best_discard(view, rng, computer.exchange)
        move = Discard(cards)
        return Advice(move, f"Hint: {move}. Of the discards I tried on guessed stocks and hands, "
                            f"it leaves the best hand: {margin:+.0f} points to you on average.")
    move = computer.choose(view, rng)
    return Advice(move, f"Hint: {move}. {_why(view, move, computer.play)}")


def _why(view: PiquetView, move, tune: PlayTuning) -> str:
    if isinstance(move, Play):
        return f"{_trick_words(view, move.card)} {_method(view, tune)}"
    if isinstance(move, Claim):
        return ("Score what you have won: a combination not claimed scores nothing."
                if move.categories else "You have nothing to score that he did not beat.")
    if isinstance(move, Answer):
        return ANSWERS[move.word]
    if isinstance(move, Declare) and move.sinks:
        return "You have nothing to declare here."
    return "Declare it in full: a combination sunk scores nothing, and his may score instead."


def _trick_words(view: PiquetView, card: Card) -> str:
    if view.trick:
        led = view.trick[0]
        if card.suit != led.suit:
            return f"You cannot follow {led.glyph}: the {card.glyph} matters least."
        wins = rank_value(card.rank) > rank_value(led.rank)
        winners = [m.card for m in view.legal_moves if rank_value(m.card.rank) > rank_value(led.rank)]
        if wins and len(winners) > 1 and card == min(winners, key=lambda c: rank_value(c.rank)):
            return f"It wins the trick over the {led.glyph}, the cheapest card that can."
        if wins:
            return f"It wins the trick over the {led.glyph}."
        return f"It cannot beat the {led.glyph}: the lowest card goes."
    if _master(view, card):
        return f"The {card.glyph} is a master: no card left out can beat it."
    return f"A lead of the {card.glyph}."


def _master(view: PiquetView, card: Card) -> bool:
    """No higher card of its suit is left that the other hand may hold."""
    known = set(view.hand) | set(view.played_cards()) | set(view.discards)
    higher = PIQUET_RANKS[rank_value(card.rank) + 1:]
    return all(Card(card.suit, r) in known for r in higher)


def _method(view: PiquetView, tune: PlayTuning) -> str:
    if len(view.hand) <= tune.exact_from:
        return f"Best over {tune.guesses} guesses of his hand, each solved exactly."
    if tune.sampled:
        return f"Best over {tune.sampled} guesses of his hand, each played out."
    return ""
