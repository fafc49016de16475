"""``greedy``: a one-ply greedy player, a sparring partner written from the rules.

It looks at the trick in hand and no further. A card is worth what the trick it
makes is expected to bring, over every card the opponent may play to it (any
card it has not seen, each copy alike: a lead lies face down until answered)
and every bonus card that may follow: the pieces this side bears off less the
opponent's, a null chip on a side counting as a piece and a half against it
(the Chips and the Fez it gives away). Both sides are taken to bear off the
most they can. Its own moving bears off the most pieces, then leaves the most
numbers able to bear off, like ``simple``'s.
"""
from __future__ import annotations

import random
from collections import Counter

from games.marrakesh.moves import PlayCard
from games.marrakesh.players.computer import shortlist
from games.marrakesh.players.rollout import NULL, TRICKS, Round, code
from games.marrakesh.view import MarrakeshView


_NO_SHUFFLE = random.Random(0)     # the stock is never empty here: nothing is shuffled


def trick_worth(start: Round, seat: int, lead: int, reply: int, pool: Counter) -> float:
    """What the trick ``lead`` and ``reply`` is expected to bring ``seat``, over the bonus
    cards in ``pool`` (each copy alike)."""
    kind = TRICKS[lead][reply][1]
    bonuses = [(b, k) for b, k in pool.items() if k > 0] if kind else []
    if not bonuses:
        bonuses = [(None, 1)]
    total, count = 0.0, 0
    for bonus, copies in bonuses:
        rnd = start.copy([[], []], [] if bonus is None else [bonus], [])
        rnd.play_trick(lead, reply, _NO_SHUFFLE)
        total += copies * (_standing(rnd, seat) - _standing(rnd, 1 - seat))
        count += copies
    return total / count - (_standing(start, seat) - _standing(start, 1 - seat))


def _standing(rnd: Round, seat: int) -> float:
    ovals = rnd.ovals[seat]
    return sum(k for k in ovals if k) - NULL * sum(1 for k in ovals if k == 0)


class GreedyPlayer:
    def choose(self, view: MarrakeshView, rng: random.Random):
        legal = view.legal_moves
        if not isinstance(legal[0], PlayCard):
            return shortlist(view.sides[view.seat], legal, 1)[0]
        me = view.seat
        start = Round(view.sides, view.ovals, [[], []], [], [], view.leader, view.settings.purple)
        unseen = Counter({code(c): k for c, k in view.unseen().items()})
        worth: dict[int, float] = {}
        for mine in sorted({code(c) for c in view.hand}):
            total, count = 0.0, 0
            for theirs, copies in unseen.items():
                pool = unseen.copy()
                pool[theirs] -= 1
                lead, reply = (mine, theirs) if me == view.leader else (theirs, mine)
                total += copies * trick_worth(start, me, lead, reply, pool)
                count += copies
            worth[mine] = total / count if count else 0.0
        best = max(worth.values())
        choices = sorted((c for c in view.hand if worth[code(c)] == best), key=str)
        return PlayCard(rng.choice(choices))
