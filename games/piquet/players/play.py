"""The computer's card play.

With few cards left it guesses the opponent's hand many times over (within what
it knows: shown cards, voids, the dialogue), solves each guess exactly with
both hands open, and plays the card that does best on average. In the last hand
of a partie it solves for the settlement itself (the Rubicon and the win), not
for points. Earlier, when exact solving is too slow, it tries each card on
guesses played out to the end by greed with both hands open (:mod:`rollout`).
The rules of thumb (cash masters from the longest suit, win as cheaply as
possible, keep guards when throwing) remain for when no guess can be made, and
as the earlier player (``PlayTuning(sampled=0)``).
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Optional

from games.cards import Card
from games.piquet.combos import rank_value
from games.piquet.moves import Play
from games.piquet.players.knowledge import Knowledge, deals, knowledge
from games.piquet.partie import settlement
from games.piquet.players.rollout import playout
from games.piquet.players.solver import PartieSolver, Position, Solver, card_id, mask_of
from games.piquet.players.standing import standing
from games.piquet.rules import DEFAULT_RULES, PiquetRules
from games.piquet.view import PiquetView


@dataclass(frozen=True)
class PlayTuning:
    exact_from: int = 7           # cards in hand at which guessing and solving take over
    guesses: int = 10
    sampled: int = 20             # earlier, guesses played out by greed for each card (0: rules of thumb)
    partie_hands: int = 6         # in the last so many hands of a partie, play for the chance of
                                  # winning it (its exact play solves for the settlement whatever
                                  # this is; 0: as before 2026-11-27)
    by_seat: bool = True          # his unseen cards weighted by rank as his seat keeps them (else
                                  # one weighting for both seats, as before 2026-11-27)
    trust: float = 0.3            # a guess his play makes unlikely h times over is kept trust**h
                                  # as often (1: his play is not read, as before)


def choose_play(view: PiquetView, rng: random.Random, tune: PlayTuning = PlayTuning(),
                rules: PiquetRules = DEFAULT_RULES) -> Play:
    legal = [m.card for m in view.legal_moves]
    if len(legal) == 1:
        return Play(legal[0])
    k = knowledge(view, tune.by_seat, tune.trust)
    if len(view.hand) <= tune.exact_from:
        card = by_solving(view, k, legal, rng, tune, rules)
    elif tune.sampled:
        card = by_playouts(view, k, legal, rng, tune.sampled, rules, tune)
    else:
        card = None
    return Play(card if card is not None else by_rule(view, k, legal))


# --- solving guessed deals ----------------------------------------------------------
def position(view: PiquetView, their_hand: list[Card], rules: PiquetRules) -> Position:
    mine, theirs = mask_of(view.hand), mask_of(their_hand)
    me_elder = view.seat == view.elder
    hands = (mine, theirs) if me_elder else (theirs, mine)
    elder_score, younger_score = view.scores[view.elder], view.scores[view.younger]
    pique_open = (view.pique is None and younger_score == 0
                  and elder_score < rules.bonus_threshold)
    return Position(hands, 0 if view.leader == view.elder else 1,
                    card_id(view.trick[0]) if view.trick else -1,
                    view.tricks_won[view.elder], len(view.tricks),
                    elder_score if pique_open else -1)


def by_solving(view: PiquetView, k: Knowledge, legal: list[Card], rng: random.Random,
               tune: PlayTuning, rules: PiquetRules) -> Optional[Card]:
    guesses = deals(view, k, rng, tune.guesses)
    if not guesses:
        return None
    sign = 1 if view.seat == view.elder else -1
    totals = {c: 0.0 for c in legal}
    last = view.hands > 1 and view.hand_number == view.hands
    shape = hand_shape(view, tune)
    for guess in guesses:
        pos = position(view, guess, rules)
        if last:
            scores = (view.scores[view.elder], view.scores[view.younger])
            solver: Solver = PartieSolver(partie_utility(view, rules), scores, rules)
        else:
            solver = Solver(rules)
        for c in legal:
            v = solver.value_after(pos, card_id(c))
            totals[c] += sign * v if last else shape(sign * v)
    # among equals, the lowest card: it keeps the higher ones for later
    return max(sorted(legal, key=lambda c: rank_value(c.rank)), key=lambda c: totals[c])


def by_playouts(view: PiquetView, k: Knowledge, legal: list[Card], rng: random.Random,
                wanted: int, rules: PiquetRules, tune: PlayTuning = PlayTuning()) -> Optional[Card]:
    """Each card played on each guessed deal, the rest played out by greed with all
    cards open: the card that does best on average."""
    guesses = deals(view, k, rng, wanted)
    if not guesses:
        return None
    sign = 1 if view.seat == view.elder else -1
    totals = {c: 0.0 for c in legal}
    shape = hand_shape(view, tune)
    for guess in guesses:
        pos = position(view, guess, rules)
        for c in legal:
            totals[c] += shape(sign * playout(pos, card_id(c), rules))
    return max(sorted(legal, key=lambda c: rank_value(c.rank)), key=lambda c: totals[c])


def hand_shape(view: PiquetView, tune: PlayTuning):
    """What the rest of the play's points (my side's) are worth: the hand's margin so far
    and theirs weighed by the chance of winning the partie (:mod:`standing`); the guesses
    are the spread of this hand, so only the hands to come add to it."""
    so_far = view.scores[view.seat] - view.scores[view.opponent]
    shape = standing(view, 0.0, tune.partie_hands)
    return lambda rest: shape(so_far + rest)


WIN_WEIGHT = 500     # in the last hand, winning the partie outweighs any margin


def partie_utility(view: PiquetView, rules: PiquetRules):
    """Elder's settlement (plus a weight for winning) from the last hand's final scores."""
    elder_total, younger_total = view.totals[view.elder], view.totals[view.younger]

    def utility(pe: int, py: int) -> float:
        amount, winner = settlement((elder_total + pe, younger_total + py), rules)
        if winner is None:
            return 0.0
        return (amount + WIN_WEIGHT) * (1 if winner == 0 else -1)
    return utility


# --- rules of thumb -----------------------------------------------------------------
def against(k: Knowledge) -> dict[str, list[int]]:
    """Ranks the opponent may hold in each suit, highest first."""
    out: dict[str, list[int]] = {s: [] for s in "SHDC"}
    for c in k.opponent_known + [c for c in k.pool if c.suit not in k.voids]:
        out[c.suit].append(rank_value(c.rank))
    return {s: sorted(v, reverse=True) for s, v in out.items()}


def masters(mine: list[Card], theirs: list[int]) -> list[Card]:
    top = theirs[0] if theirs else -1
    return [c for c in mine if rank_value(c.rank) > top]


def by_rule(view: PiquetView, k: Knowledge, legal: list[Card]) -> Card:
    opp = against(k)
    if not view.trick:
        return lead_by_rule(legal, opp)
    led = view.trick[0]
    suited = [c for c in legal if c.suit == led.suit]
    low_first = sorted(legal, key=lambda c: rank_value(c.rank))
    if suited:
        winners = [c for c in low_first if rank_value(c.rank) > rank_value(led.rank)]
        return winners[0] if winners else low_first[0]
    return throw_by_rule(legal, opp)


def lead_by_rule(hand: list[Card], opp: dict[str, list[int]]) -> Card:
    by_suit = {s: sorted([c for c in hand if c.suit == s], key=lambda c: -rank_value(c.rank))
               for s in "SHDC"}
    cashable = [(len(masters(cs, opp[s])), len(cs), s) for s, cs in by_suit.items() if cs]
    best = max(cashable)
    if best[0] > 0:
        return by_suit[best[2]][0]
    longest = max((len(cs), s) for s, cs in by_suit.items() if cs)[1]
    return by_suit[longest][-1]


def throw_by_rule(hand: list[Card], opp: dict[str, list[int]]) -> Card:
    """The card that matters least: low, from a suit with no masters, not a guard."""
    def worth(c: Card) -> tuple[int, int]:
        suit = [x for x in hand if x.suit == c.suit]
        top = masters(suit, opp[c.suit])
        higher_out = sum(1 for r in opp[c.suit] if r > rank_value(c.rank))
        guard = len(suit) <= higher_out + 1 and rank_value(c.rank) >= 5
        return (len(top) > 0) + guard, rank_value(c.rank)
    return min(hand, key=worth)
