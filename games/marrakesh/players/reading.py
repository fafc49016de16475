"""How carefully the opponent has chosen its cards so far in the game, read from the table.

The computer's play-outs need a guess at how the opponent will play: at random, like
the solitaire opponent of the rules, or by sense, which the play-outs take to be
Jacoby's rule (:func:`rollout.rule_card`). Every card the opponent has played this
game lies on the table or in the history, with the position it was played in. Each is
rated by that rule, from the opponent's side: a player choosing at random plays, on
average, a card as good as the pack's average; one following the rule plays the best
of its hand, on average as good as the best of that many cards drawn from the pack.
How far the cards it played stand from the first towards the second is the share of
its play the look-ahead gives the rule, starting from an even guess that the game's
plays then move.
"""
from __future__ import annotations

from math import comb
from typing import Sequence

from games.marrakesh.board import from_dice
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
