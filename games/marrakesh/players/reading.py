"""How carefully the opponent has chosen its cards so far in the game, read from the table.

The computer's play-outs need a guess at how the opponent will play: at random, like
the solitaire opponent of the rules, or by sense, which the play-outs take to be
Jacoby's rule (:func:`rollout.rule_card`). Every card the opponent has played this
game lies on the table or in the history, with the position it was played in.

Two readings. :func:`careful_belief` (the computer's) weighs two accounts of every
card played, random and careful (the rule's best card of the hand, but for a share of
slips), by how likely each makes it, from an even guess: Bayes's chance that the
opponent is careful. :func:`carefulness` (the ``reader`` computer's) rates only each
round's first card by the rule: a player choosing at random plays, on average, a card
as good as the pack's average; one following the rule plays the best of its hand, on
average as good as the best of that many cards drawn from the pack. How far the cards
it played stand from the first towards the second is the share of its play the
look-ahead gives the rule, starting from an even guess that the game's plays then move.
"""
from __future__ import annotations

from math import comb
from typing import Sequence

from games.marrakesh.board import after_steps, from_dice
from games.marrakesh.deck import pack
from games.marrakesh.players.rollout import FULL_CODE, WORTHS, card_values, code, side_facts
from games.marrakesh.view import MarrakeshView, Trick

PACK = sorted(code(p.card) for p in pack())
PRIOR = 0.5          # the even guess before the opponent has played a card
PRIOR_PLAYS = 2      # ... weighed as this many of its first cards
HAND = 6


def best_of(values: Sequence[float], k: int) -> float:
    """The average best value of ``k`` cards drawn from the pack."""
    ordered = sorted(values[c] for c in PACK)
    n, whole = len(ordered), comb(len(ordered), k)
    # the i-th lowest (0-based) is the best of the k when the other k-1 are all below it
    return sum(v * comb(i, k - 1) for i, v in enumerate(ordered)) / whole


def first_play(dice: Sequence[Sequence[int]], tricks: Sequence[Trick], seat: int):
    """(``seat``'s card to the round's first trick, its rating of every card), or None
    before that trick is over. Only the first: later in a round a careful player has
    spent its best cards, and a random one has not, so its hand is no longer a fair
    draw to compare with."""
    if not tricks:
        return None
    sides = [from_dice(dice[0]), from_dice(dice[1])]
    codes = [side_facts(s)[0] if any(s) else FULL_CODE for s in sides]
    trick = tricks[0]
    leading = trick.leader == seat
    values = card_values(WORTHS[codes[seat]], WORTHS[codes[1 - seat]], leading)
    return code(trick.lead if leading else trick.reply), values


def carefulness(view: MarrakeshView) -> float:
    """The share of the opponent's card play the look-ahead gives Jacoby's rule, 0 to 1."""
    opp = view.opponent
    rounds = [(r.dice, r.tricks) for r in view.history] + [(view.dice, view.tricks)]
    above = span = 0.0
    plays = 0
    for dice, tricks in rounds:
        played = first_play(dice, tricks, opp)
        if played is None:
            continue
        card, values = played
        mean = sum(values[c] for c in PACK) / len(PACK)
        best = best_of(values, HAND)
        if best - mean > 1e-9:
            above += values[card] - mean
            span += best - mean
            plays += 1
    if not plays:
        return PRIOR
    typical = span / plays
    share = (above + PRIOR * PRIOR_PLAYS * typical) / (span + PRIOR_PLAYS * typical)
    return min(1.0, max(0.0, share))


# The likelihood reading. Two accounts of the opponent's cards: "random" (each card in
# its hand alike) and "careful" (the card the rule rates best in its hand, but for a
# share SLIP of its plays, at random: the rule is only an account of sense, and a
# sensible player who weighs its cards otherwise must not be ruled out by one play).
SLIP = 0.25
PRIOR_CAREFUL = 0.5
LIKELY_FLOOR, LIKELY_CEILING = 0.02, 0.98


def tie_share(below: float, equal: float, others: int) -> float:
    """The chance that a card beats ``others`` cards each drawn below it with chance
    ``below`` and level with it with chance ``equal``, ties broken alike."""
    total = 0.0
    for j in range(others + 1):
        total += comb(others, j) * equal ** j * below ** (others - j) / (1 + j)
    return total


def careful_odds(card: int, values: Sequence[float], known: Sequence[int], unknown: int) -> float:
    """How many times likelier ``card`` is, played from a hand of it, the ``known`` cards
    and ``unknown`` more (each a card of the pack), under the careful account than under
    the random one. A known card rated above it means it was not the rule's card; known
    cards level with it share the rule's choice with it, as unknown ones do."""
    v = values[card]
    hand = 1 + len(known) + unknown
    if hand == 1:
        return 1.0
    if any(values[k] > v + 1e-9 for k in known):
        rule = 0.0
    else:
        level = sum(1 for k in known if abs(values[k] - v) <= 1e-9 and k != card)
        below = sum(1 for c in PACK if values[c] < v - 1e-9 or c == card) / len(PACK)
        equal = sum(1 for c in PACK if abs(values[c] - v) <= 1e-9 and c != card) / len(PACK)
        rule = tie_share(below, equal, unknown) / (1 + level)
    # careful: the rule's card with chance 1 - SLIP, any card of the hand with SLIP;
    # random: any card of the hand, 1 / hand
    return (1 - SLIP) * rule * hand + SLIP


def round_plays(dice, tricks: Sequence[Trick], seat: int):
    """(card, its rating, the seat's later cards this round, cards held but unseen) for
    every trick finished this round, ``seat``'s card in it rated by the rule from the
    board as it stood: the cards it has not shown (still held, or left unplayed when
    the round ended) are the unknown."""
    sides = [from_dice(dice[0]), from_dice(dice[1])]
    filled = [0, 0]
    mine = [t.lead if t.leader == seat else t.reply for t in tricks]
    out = []
    for k, trick in enumerate(tricks):
        codes = [side_facts(s)[0] if any(s) and filled[i] < 3 else FULL_CODE
                 for i, s in enumerate(sides)]
        leading = trick.leader == seat
        values = card_values(WORTHS[codes[seat]], WORTHS[codes[1 - seat]], leading)
        later = [code(c) for c in mine[k + 1:]]
        unknown = HAND - k - 1 - len(later)
        out.append((code(mine[k]), values, later, unknown))
        sides[trick.winner] = after_steps(sides[trick.winner], trick.steps)
        filled[trick.oval[0]] += 1
    return out


def careful_belief(view: MarrakeshView) -> float:
    """The chance, 0 to 1, that the opponent chooses its cards with sense (by the careful
    account) rather than at random, from every card it has played this game."""
    opp = view.opponent
    odds = PRIOR_CAREFUL / (1 - PRIOR_CAREFUL)
    rounds = [(r.dice, r.tricks) for r in view.history] + [(view.dice, view.tricks)]
    for dice, tricks in rounds:
        for card, values, later, unknown in round_plays(dice, tricks, opp):
            odds *= careful_odds(card, values, later, unknown)
    belief = odds / (1 + odds)
    return min(LIKELY_CEILING, max(LIKELY_FLOOR, belief))
