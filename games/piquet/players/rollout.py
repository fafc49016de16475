"""A quick open-handed playout from any point of the play, for the computer's early tricks.

Both sides play by plain greed (:func:`fast._lead`, :func:`fast._follow`) with all
cards open; the result is scored as the solver scores it (leads, tricks won against
the lead, the last trick, the majority, all the tricks, and Elder's pique while it is
still open), so a playout can stand in for the exact value where solving is too slow.

>>> from games.cards import cards
>>> from games.piquet.players.solver import Position, Solver, mask_of
>>> e, y = mask_of(cards("SA SK SQ")), mask_of(cards("S7 S8 S9"))
>>> pos = Position((e, y), 0, -1, 9, 9, -1)
>>> playout(pos), Solver().value(pos)       # three leads, the last trick, twelve tricks in all
(44, 44)
"""
from __future__ import annotations

from games.piquet.players.fast import _follow, _lead
from games.piquet.players.solver import Position
from games.piquet.rules import DEFAULT_RULES, PiquetRules


def playout(pos: Position, first: int = -1, rules: PiquetRules = DEFAULT_RULES) -> int:
    """Elder's points less Younger's from ``pos`` to the end of the hand, greedy play
    (``first``, if given, is the card the side to play plays now)."""
    hands = list(pos.hands)
    leader, lead, te, played, pique = pos.leader, pos.lead, pos.tricks_elder, pos.tricks_played, pos.pique_score
    diff = 0

    def gain(side: int, points: int) -> int:
        nonlocal pique, diff
        if side == 1:
            diff -= points
            pique = -1
            return
        diff += points
        if pique >= 0:
            pique += points
            if pique >= rules.bonus_threshold:
                diff += rules.pique
                pique = -1

    while played < 12:
        if lead < 0:
            lead = first if first >= 0 else _lead(hands[leader], hands[1 - leader])
            first = -1
            hands[leader] ^= 1 << lead
            gain(leader, 1)
        follower = 1 - leader
        f = first if first >= 0 else _follow(hands[follower], lead)
        first = -1
        hands[follower] ^= 1 << f
        wins = (f >> 3) == (lead >> 3) and f > lead
        winner = follower if wins else leader
        points = (1 if wins else 0) + (1 if played == 11 else 0)
        if points:
            gain(winner, points)
        te += winner == 0
        played += 1
        leader, lead = winner, -1
    if te > 6:
        diff += rules.majority + (rules.capot if te == 12 else 0)
    elif te < 6:
        diff -= rules.majority + (rules.capot if te == 0 else 0)
    return diff
