"""The F9 hint in the trick-avoidance games, cards or dominoes (see :mod:`games.coach`): the
built-in computer's pass, capot bid or card, what it does to the trick, and the danger it
avoids in the computer's own figures: the penalty points each choice cost on average over
the deals it guessed (its cost counts a little of the others' points too, so the figures
are its own reckoning, not a promise).
"""
from __future__ import annotations

import random
from typing import Any, Optional

from games.avoidance.computer import ComputerPlayer
from games.avoidance.hand import HandView
from games.avoidance.moves import Bid
from games.avoidance.players import table_of
from games.coach import Advice, Judgement, card_name, plural, say


def points(total: float, deals: int) -> str:
    """An average cost as the hints say it (the computer's cost may dip below nothing
    where the others take much: that is said as none)."""
    return f"{max(0.0, total / deals):.1f}"


def hint(view: HandView, rng: random.Random) -> Advice:
    computer, table = ComputerPlayer(), table_of(view)
    if len(view.legal_moves) == 1:
        move = view.legal_moves[0]
        return Advice(move, f"Hint: {say(move)}. It is your only {view.variant.word}.")
    if view.phase == "pass":
        return _pass(view, *computer.pass_costs(view, table, rng))
    if view.phase == "bid":
        return _bid(view, *computer.capot_costs(view, table, rng))
    costs, dealt = computer.play_costs(view, table, rng)
    moves = list(view.legal_moves)
    if not dealt:
        move = moves[0]
        return Advice(move, f"Hint: {say(move)}. {effect_on_trick(view, move)}")
    move = min(moves, key=lambda m: (costs[m], moves.index(m)))
    return Advice(move, f"Hint: {say(move)}. {effect_on_trick(view, move)} {_danger(view, move, costs, dealt)}")


def _pass(view: HandView, costs: dict, deals: int) -> Advice:
    move = min(costs, key=lambda m: costs[m])
    worst = max(costs, key=lambda m: costs[m])
    cards = " ".join(card_name(c) for c in move.cards)
    words = (f"Hint: {say(move)}. Of the {len(costs)} passes I tried on {deals} guessed deals, "
             f"giving away {cards} costs you least: {points(costs[move], deals)} points")
    if costs[worst] > costs[move]:
        words += f", against {points(costs[worst], deals)} at worst"
    return Advice(move, words + ".")


def _bid(view: HandView, quiet: float, bid: float, deals: int) -> Advice:
    move = Bid(bid < quiet - 0.1 * deals)
    return Advice(move, f"Hint: {say(move)}. Over {deals} guessed deals, bidding costs you "
                        f"{points(bid, deals)} points on average, keeping quiet {points(quiet, deals)}.")


def _danger(view: HandView, move, costs: dict, deals: int) -> str:
    worst = max(costs, key=lambda m: costs[m])
    mine = points(costs[move], deals)
    if costs[worst] - costs[move] < 0.05 * deals:
        return f"Over {deals} guessed deals every choice costs you about {mine} points."
    return (f"Over {deals} guessed deals it costs you {mine} points on average; "
            f"the {say(worst)} would cost {points(costs[worst], deals)}.")


def effect_on_trick(view: HandView, move) -> str:
    """What the card does to the trick on the table, as the rules say."""
    rules, card, trick = view.variant.trick_rules, move.card, view.trick
    points = view.variant.card_points
    if trick.suit is None:
        suit = move.suit if move.suit is not None else rules.suits(card)[0]
        out = _higher_out(view, card, suit)
        beaten = f"{plural(out, view.variant.word)} still out can" if out else "nothing still out can"
        return f"Leading the {say(move)}: {beaten} beat it."
    holder = trick.cards[0]
    for other in trick.cards[1:]:
        if rules.beats(other, holder, trick.suit):
            holder = other
    taken = sum(points(c) for c in trick.cards)
    if not rules.in_suit(card, trick.suit):
        shed = f" and its {plural(points(card), 'point')} on whoever takes the trick" if points(card) else ""
        return f"You cannot follow: you throw the {card_name(card)}{shed}."
    legal = [m.card for m in view.legal_moves]
    losers = [c for c in legal if not rules.beats(c, holder, trick.suit)]
    if rules.beats(card, holder, trick.suit):
        if not losers:
            return f"Every {view.variant.word} you may play takes this trick."
        return f"It takes the trick from the {card_name(holder)}" + \
            (f" with its {plural(taken, 'point')}." if taken else ", with no points in it.")
    highest = max(losers, key=lambda c: rules.rank(c, trick.suit)) == card and len(losers) > 1
    under = f"It plays under the {card_name(holder)}, so you do not take the trick"
    return under + (f" and its {plural(taken + points(card), 'point')}" if taken + points(card) else "") + \
        (": the highest that still loses it." if highest else ".")


def _higher_out(view: HandView, card: Any, suit: str) -> int:
    """Cards of ``suit`` above ``card`` that another seat may still hold."""
    rules = view.variant.trick_rules
    gone = set(view.hand) | {c for t in view.tricks for c in t.cards}
    rank = rules.rank(card, suit)
    return sum(1 for c in set(view.deck) - gone if rules.in_suit(c, suit) and rules.rank(c, suit) > rank)


# --- the review (games.ui.review) ---------------------------------------------------------
def judge(view: HandView, played, rng: random.Random,
          computer: Optional[ComputerPlayer] = None) -> Judgement:
    """The computer's choice against ``played`` by its own reckoning: every choice played
    out on the same guessed deals (:meth:`ComputerPlayer.play_costs` and the rest), the
    cost the penalty points the played one costs you on average more than its own.
    ``computer`` may be given more play-outs (the agreement tool does)."""
    computer, table = computer or ComputerPlayer(), table_of(view)
    if len(view.legal_moves) == 1:
        return Judgement(played, 0.0, "Your only choice.")
    if view.phase == "pass":
        costs, deals = computer.pass_costs(view, table, rng, also=played.cards)
    elif view.phase == "bid":
        quiet, bid, deals = computer.capot_costs(view, table, rng)
        costs = {Bid(False): quiet, Bid(True): bid}
        best = Bid(bid < quiet - 0.1 * deals)          # the computer's rule: bid only when clearly better
        return _verdict(view, best, played, costs, deals)
    else:
        costs, deals = computer.play_costs(view, table, rng)
    if not deals:
        return Judgement(played, 0.0, "No deal of the unseen cards fits what you saw: no figure.")
    moves = list(costs)
    best = min(moves, key=lambda m: (costs[m], moves.index(m)))
    return _verdict(view, best, played, costs, deals)


def _verdict(view: HandView, best, played, costs: dict, deals: int) -> Judgement:
    mine, yours = costs[best] / deals, costs[played] / deals
    if played == best:
        return Judgement(best, 0.0, f"My choice too: about {max(0.0, mine):.1f} points to you "
                                    f"over {deals} guessed deals.")
    return Judgement(best, max(0.0, yours - mine),
                     f"Over {deals} guessed deals, played out, {say(best)} costs you {max(0.0, mine):.1f} "
                     f"points on average, yours {max(0.0, yours):.1f}.")


def position(view: HandView) -> list[str]:
    """The position as your seat saw it, for the review."""
    word = {"pass": "passing", "bid": "the capot bid"}.get(view.phase, f"trick {len(view.tricks) + 1}")
    lines = [f"Hand {view.number + 1} of {view.hands}, {word}:", "Yours: " + " ".join(card_name(c) for c in view.hand)]
    if view.trick.plays:
        lines.append("On the table: " + " ".join(f"{card_name(c)}" for _, c in view.trick.plays))
    elif view.phase == "play":
        lines.append("Your lead.")
    scores = getattr(view, "scores", None)
    if scores and view.phase == "play":
        lines.append(f"Points taken: yours {scores[view.seat]}, the others' {sum(scores) - scores[view.seat]}")
    return lines

