"""A deeper look at one imagined deal than a single quick play-out: the computer's own
later cards chosen by play-outs of their own (a nested play-out), or all its lines
searched in the last tricks (an end-game search).

In :func:`games.avoidance.rollout.play_out` every seat, the searching one included,
plays the rest of the hand by a rule of thumb (``DUCK`` and the rest), so a card is
judged by what follows if the searcher then plays its later cards by that rule.
:func:`nested_out` plays the others by the same rules, but at each of the searcher's
later turns it tries every card it may play, plays each out quickly to the end, and
plays the one that leaves it the least cost: the card now is judged by what it
leads to when the searcher goes on choosing well. When few cards are left
(``exact`` or fewer in its hand) it stops sampling its own choices and searches them
all (the others still by their rules), which is then the best line it has on that deal;
without ``nest`` it plays by its rule until then, a play-out with an exact end.

Each nested play-out costs some play-outs per later turn of the searcher (one a card
it may play), so the computer guesses fewer deals when it uses it.
"""
from __future__ import annotations

import random
from typing import Any, Callable, Optional, Sequence

from games.avoidance.rollout import DUCK, STOP, WATCH, Deal, Table, _follow, _lead, moon_plain, play_out
from games.sampling import Holder, NoDeal, sample_hands

Cost = Callable[[Sequence[Any]], float]         # finished tricks -> the searcher's cost


def options(table: Table, deal: Deal, seat: int) -> list[tuple[int, Optional[str]]]:
    """Every (card, suit it leads) the seat to play may play; the suit None when following."""
    hand = deal.hands[seat]
    if not deal.plays:
        return [(c, s) for c in dict.fromkeys(hand) for s in table.suits[c]]
    suited = [c for c in dict.fromkeys(hand) if deal.suit in table.rank[c]]
    return [(c, None) for c in (suited or dict.fromkeys(hand))]


def watched(table: Table, deal: Deal, target: Optional[int]) -> bool:
    """Whether ``target`` has plainly gone for the moon by the tricks finished."""
    return target is not None and moon_plain(table, deal.taken(table), target)


def policy_play(table: Table, deal: Deal, policies: Sequence[str], target: Optional[int]) -> tuple[int, Optional[str]]:
    """The card (and the suit it leads) the seat to play plays by its rule of thumb."""
    seat = deal.to_play
    policy = policies[seat]
    if policy == WATCH:
        policy = STOP if watched(table, deal, target) else DUCK
    if not deal.plays:
        return _lead(table, deal.hands, seat, policy)
    best_seat, best_rank = deal.winning(table)
    points_in = sum(table.points[c] for _, c in deal.plays)
    last = len(deal.plays) == len(deal.hands) - 1
    card = _follow(table, deal.hands[seat], deal.suit, best_rank, last, points_in, policy, best_seat == target)
    return card, None


def nested_out(table: Table, start: Deal, policies: Sequence[str], target: Optional[int], me: int,
               cost: Cost, exact: int = 0, nest: int = 99, rng: Optional[random.Random] = None) -> list:
    """Play ``start`` to its end, the others by ``policies`` and ``me`` choosing its next
    ``nest`` cards by quick play-outs (the rest by its own rule), and, with ``exact`` cards or
    fewer in hand, by searching all its lines; the finished tricks. ``start`` is not changed.
    With ``rng`` each nested choice is judged on the deal with the others' cards dealt
    among them afresh (as far as their voids allow), not on the cards they truly hold
    in it, which the seat will not know when it comes to choose."""
    deal = start.copy()
    while not deal.over:
        seat = deal.to_play
        if seat == me:
            if len(deal.hands[me]) <= exact:
                return best_line(table, deal, policies, target, me, cost)[1]
            choices = options(table, deal, seat) if nest > 0 else [policy_play(table, deal, policies, target)]
            nest -= 1
            if len(choices) > 1:
                judged = deal if rng is None else redealt(table, deal, me, rng)

                def value(choice):
                    after = judged.copy()
                    after.play(table, *choice)
                    return cost(play_out(table, after, policies, target))
                deal.play(table, *min(choices, key=value))
                continue
            deal.play(table, *choices[0])
            continue
        deal.play(table, *policy_play(table, deal, policies, target))
    return deal.tricks


def best_line(table: Table, start: Deal, policies: Sequence[str], target: Optional[int], me: int,
              cost: Cost) -> tuple[float, list]:
    """The least cost ``me`` can reach from ``start``, the others playing by their rules, and
    the finished tricks of that line (every line of its own searched)."""
    deal = start.copy()
    while not deal.over and deal.to_play != me:
        deal.play(table, *policy_play(table, deal, policies, target))
    if deal.over:
        return cost(deal.tricks), deal.tricks
    best: Optional[tuple[float, list]] = None
    for choice in options(table, deal, me):
        after = deal.copy()
        after.play(table, *choice)
        found = best_line(table, after, policies, target, me, cost)
        if best is None or found[0] < best[0]:
            best = found
    return best


def redealt(table: Table, deal: Deal, me: int, rng: random.Random) -> Deal:
    """``deal`` with the other seats' cards dealt among them again at random, each keeping
    its number of cards and no card of a suit it has failed to follow (unchanged if no
    such deal is found)."""
    seats = len(deal.hands)
    voids: list[set] = [set() for _ in range(seats)]
    for trick in deal.tricks:
        for s, c in trick.plays:
            if trick.suit not in table.rank[table.index[c]]:
                voids[s].add(trick.suit)
    for s, c in deal.plays:
        if deal.suit not in table.rank[c]:
            voids[s].add(deal.suit)
    others = [s for s in range(seats) if s != me]
    pool = [c for s in others for c in deal.hands[s]]
    try:
        hands = sample_hands(pool, [Holder(len(deal.hands[s]), void=frozenset(voids[s])) for s in others],
                             lambda c: table.suits[c], rng)
    except NoDeal:
        return deal
    out = deal.copy()
    for s, cards in zip(others, hands):
        out.hands[s] = list(cards)
    return out
