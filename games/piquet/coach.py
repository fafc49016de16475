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
from games.coach import Advice, Judgement, builtin, judgement, say
from games.piquet.combos import PIQUET_RANKS, rank_value
from games.piquet.moves import Answer, Claim, Declare, Discard, Play
from games.piquet.players import BUILTINS
from games.piquet.players.exchange import best_discard, mean_value, trials
from games.piquet.players.knowledge import deals, knowledge
from games.piquet.players.rollout import playout
from games.piquet.players.solver import Solver, card_id
from games.piquet.rules import DEFAULT_RULES
from games.piquet.players.play import PlayTuning
from games.piquet.players.play import position as position_of
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
        return Advice(move, f"Hint: {say(move)}. Of the discards I tried on guessed stocks and hands, "
                            f"it leaves the best hand: {margin:+.0f} points to you on average.")
    move = computer.choose(view, rng)
    return Advice(move, f"Hint: {say(move)}. {_why(view, move, computer.play)}")


def _why(view: PiquetView, move, tune: PlayTuning) -> str:
    if isinstance(move, Play):
        return f"{_effect_on_trick(view, move.card)} {_method(view, tune)}"
    if isinstance(move, Claim):
        return ("Score what you have won: a combination not claimed scores nothing."
                if move.categories else "You have nothing to score that he did not beat.")
    if isinstance(move, Answer):
        return ANSWERS[move.word]
    if isinstance(move, Declare) and move.sinks:
        return "You have nothing to declare here."
    return "Declare it in full: a combination sunk scores nothing, and his may score instead."


def _effect_on_trick(view: PiquetView, card: Card) -> str:
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


# --- the review (games.ui.review) ---------------------------------------------------------
def judge(view: PiquetView, played, rng: random.Random, scale: int = 1) -> Judgement:
    """The computer's choice against ``played``, both scored by the computer's own figure
    on the same fresh guesses: a discard by the hand's expected margin over its trial
    deals (:func:`best_discard`'s final trials); a card by the hand's margin over guesses
    of his hand, played out by greed early and solved exactly late (as the computer
    chooses). The calls and answers are the rules' (the computer declares fully and
    truthfully): one that differs is listed with no figure. ``scale`` multiplies the
    trials and guesses (the agreement tool's deeper look)."""
    computer = builtin(BUILTINS)
    best = computer.choose(view, rng)
    if best == played:
        return Judgement(best, 0.0, "My choice too.")
    if view.phase == "exchange":
        tune = computer.exchange
        final = trials(view, rng, tune.final_trials * scale, tune)
        values = {m: mean_value(tuple(m.cards), view, final, tune.final_playout) for m in (best, played)}
        return judgement(best, played, values, f"points in the hand over {len(final)} trial deals")
    if isinstance(played, Play) and isinstance(best, Play):
        return _judge_card(view, best, played, rng, computer.play, scale)
    return Judgement(best, 0.0, f"{_why(view, best, computer.play)} (No figure: the rules decide this.)")


def _judge_card(view: PiquetView, best: Play, played: Play, rng: random.Random, tune: PlayTuning,
                scale: int) -> Judgement:
    late = len(view.hand) <= tune.exact_from
    guesses = deals(view, knowledge(view), rng, (tune.guesses if late else tune.sampled) * scale)
    if not guesses:
        return Judgement(best, 0.0, "No guess of his hand fits what was said: no figure.")
    sign = 1 if view.seat == view.elder else -1
    solver = Solver(DEFAULT_RULES)
    values = {best: 0.0, played: 0.0}
    for guess in guesses:
        pos = position_of(view, guess, DEFAULT_RULES)
        for move in values:
            card = card_id(move.card)
            values[move] += sign * (solver.value_after(pos, card) if late else playout(pos, card, DEFAULT_RULES))
    values = {m: v / len(guesses) for m, v in values.items()}
    how = "solved exactly" if late else "played out by greed"
    return judgement(best, played, values, f"points in the hand over {len(guesses)} guesses of his hand, {how}")


def position(view: PiquetView) -> list[str]:
    """The position as your seat saw it, for the review."""
    role = "elder" if view.seat == view.elder else "younger"
    lines = [f"Hand {view.hand_number} of {view.hands}, you are {role}:",
             "Yours: " + " ".join(c.glyph for c in view.hand)]
    if view.phase == "exchange":
        lines.append(f"Exchange: {view.stock_count} cards in the stock")
    if view.trick:
        lines.append(f"Led: {view.trick[0].glyph}")
    lines.append(f"Scores this hand: you {view.scores[view.seat]}, him {view.scores[view.opponent]}")
    return lines
