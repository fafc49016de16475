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
from games.coach import Advice, Judgement, builtin, judgement, say
from games.marjolette.moves import Declare, Exchange, Play
from games.marjolette.players import BUILTINS
from games.marjolette.rules import BRISQUES, RANK_ORDER
from games.marjolette.view import MarjoletteView


def hint(view: MarjoletteView, rng: random.Random) -> Advice:
    computer = builtin(BUILTINS)
    move = computer.choose(view, rng)
    if isinstance(move, Play):
        words = f"{_effect_on_trick(view, move.card)} {_method(view, computer.guesses)}"
    elif isinstance(move, Declare):
        meld = move.meld
        words = f"{meld.name(view.trump)} scores {meld.points(view.trump, view.rules)}, worth more declared now."
    elif isinstance(move, Exchange):
        words = (f"Take the turn-up {view.turnup.glyph} for the seven of trumps: "
                 f"{view.rules.dix} points, and a better trump.")
    else:
        words = "The cards kept together are worth more to you later than a meld now."
    return Advice(move, f"Hint: {say(move)}. {words}")


def _beats(view: MarjoletteView, card: Card, led: Card) -> bool:
    if card.suit == led.suit:
        return RANK_ORDER.index(card.rank) > RANK_ORDER.index(led.rank)
    return card.suit == view.trump


def _effect_on_trick(view: MarjoletteView, card: Card) -> str:
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


# --- the review (games.ui.review) ---------------------------------------------------------
def judge(view: MarjoletteView, played, rng: random.Random, guesses: int = 0) -> Judgement:
    """The computer's choice against ``played``, both given the computer's own figure (on
    the same guesses of his hand): before the close the worth of the trick and of the
    hands left, in points as it reckons them; the tenth trick and after the close the last
    tricks solved exactly. ``guesses`` more than the computer's own (the agreement tool)."""
    computer = builtin(BUILTINS)
    if guesses:
        computer.guesses, computer.last_guesses = guesses, guesses
    best, values = computer.decide(view, rng)
    if played not in values:
        return Judgement(best, 0.0, "No figure for your move: the computer did not weigh it.")
    how = ("the last tricks solved exactly" if view.closed or view.stock_count == 1
           else f"weighed over {computer.guesses} guesses of his hand")
    return judgement(best, played, values, f"points to you less his, {how}")


def position(view: MarjoletteView) -> list[str]:
    """The position as your seat saw it, for the review."""
    lines = [f"Hand {view.hand_number}, {SUIT_NAMES[view.trump]} trumps, stock {view.stock_count}:",
             "Yours: " + " ".join(c.glyph for c in view.cards)]
    if view.trick:
        lines.append(f"Led: {view.trick[0].glyph}")
    if view.phase == "declare":
        lines.append("You won the trick: a meld?")
    lines.append(f"Points so far: you {view.scores[view.seat]}, him {view.scores[view.opponent]}")
    return lines
