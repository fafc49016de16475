"""The F9 hint in Marjolette (see :mod:`games.coach`): the built-in computer's card, and
after a trick won its meld, the dix or nothing.

The computer keeps its figures to itself, so the reasons are the rules': what the card
does to the trick and its brisques, what a meld scores, and how the computer chose
(guessed hands weighed before the close, the last six tricks solved after it). There
is no choice to close in these rules: the close comes when the stock is drawn.
"""
from __future__ import annotations

import random

from games.cards import SUIT_NAMES, Card
from games.coach import Advice, builtin
from games.marjolette.moves import Declare, Exchange, Play
from games.marjolette.players import BUILTINS
from games.marjolette.rules import BRISQUES, RANK_ORDER
from games.marjolette.view import MarjoletteView


def hint(view: MarjoletteView, rng: random.Random) -> Advice:
    computer = builtin(BUILTINS)
    move = computer.choose(view, rng)
    if isinstance(move, Play):
        words = f"{_trick_words(view, move.card)} {_method(view, computer.guesses)}"
    elif isinstance(move, Declare):
        meld = move.meld
        words = f"{meld.name(view.trump)} scores {meld.points(view.trump, view.rules)}, worth more declared now."
    elif isinstance(move, Exchange):
        words = (f"Take the turn-up {view.turnup.glyph} for the seven of trumps: "
                 f"{view.rules.dix} points, and a better trump.")
    else:
        words = "The cards kept together are worth more to you later than a meld now."
    return Advice(move, f"Hint: {move}. {words}")


def _beats(view: MarjoletteView, card: Card, led: Card) -> bool:
    if card.suit == led.suit:
        return RANK_ORDER.index(card.rank) > RANK_ORDER.index(led.rank)
    return card.suit == view.trump


def _trick_words(view: MarjoletteView, card: Card) -> str:
    brisque = card.rank in BRISQUES
    if not view.trick:
        what = [w for w, yes in (("a trump", card.suit == view.trump), ("a brisque", brisque)) if yes]
        return f"You lead the {card.glyph}" + (f", {' and '.join(what)}." if what else ".")
    led = view.trick[0]
    points = sum(c.rank in BRISQUES for c in (card, led))
    if _beats(view, card, led):
        how = "trumps" if card.suit == view.trump and led.suit != view.trump else "wins"
        return f"It {how} the {led.glyph}" + (f": {view.rules.brisque * points} in brisques for you." if points
                                              else ".")
    if view.closed:
        return f"You can neither win the {led.glyph} nor trump it: the least card goes."
    return f"It lets the {led.glyph} go" + (f": {view.rules.brisque * points} in brisques to him." if points
                                           else ", with no brisque in it.")


def _method(view: MarjoletteView, guesses: int) -> str:
    if view.closed:
        return "After the close I solve the last tricks exactly."
    if view.stock_count == 1:
        return "This trick decides the last draws: I solve the close after it for each last card."
    return f"Weighed over {guesses} guesses of his hand ({SUIT_NAMES[view.trump]} trumps)."
