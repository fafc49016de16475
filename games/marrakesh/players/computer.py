"""The thinking computer: look-ahead over samples of the cards it cannot see.

(draft) For each candidate move, the unseen cards are dealt out many times in ways
consistent with what the computer has seen, and the rest of the round is played
out quickly; the candidate with the best average round score difference wins.
"""
from __future__ import annotations

import random
from typing import Sequence

from games.marrakesh.board import after_steps
from games.marrakesh.moves import PlayCard
from games.marrakesh.players.rollout import Round, code, random_card, rule_card
from games.marrakesh.view import LEAD, MOVE, MarrakeshView


class ComputerPlayer:
    def __init__(self, samples: int = 60, own=rule_card, other=random_card) -> None:
        self.samples = samples
        self.own, self.other = own, other

    def choose(self, view: MarrakeshView, rng: random.Random):
        legal = view.legal_moves
        if len(legal) == 1:
            return legal[0]
        scores = self.values(view, rng, self.samples)
        return legal[max(range(len(legal)), key=scores.__getitem__)]

    def values(self, view: MarrakeshView, rng: random.Random, n: int) -> list[float]:
        """Each legal move's round score difference, added up over ``n`` samples."""
        legal = view.legal_moves
        me, opp = view.seat, view.opponent
        pool = sorted(code(c) for c, n in view.unseen().items() for _ in range(n))
        hand = [code(c) for c in view.hand]
        discards = [code(c) for c in view.discards]
        held = view.opponent_count
        hidden_lead = view.lead_down and view.seat != view.leader
        scores = [0.0] * len(legal)
        for i in range(n):
            # the next unknown card (the opponent's card to this trick, or the bonus
            # card) is spread evenly over the unseen cards; the rest dealt at random
            first = pool[(i * len(pool)) // n]
            rest = list(pool)
            rest.remove(first)
            deal_rng = random.Random(rng.random())
            deal_rng.shuffle(rest)
            if isinstance(legal[0], PlayCard):
                if hidden_lead:
                    lead, opp_hand, stock = first, rest[:held], rest[held:]
                else:
                    lead, opp_hand, stock = None, [first] + rest[:held - 1], rest[held - 1:]
            else:
                lead, opp_hand, stock = None, rest[:held], rest[held:] + [first]
            seed = deal_rng.random()
            for k, move in enumerate(legal):
                hands = [None, None]
                hands[me], hands[opp] = list(hand), list(opp_hand)
                rnd = Round(view.sides, view.ovals, hands, list(stock), list(discards),
                            view.leader, view.settings.purple)
                scores[k] += self.rollout(view, rnd, move, lead, random.Random(seed))
        return scores

    def rollout(self, view: MarrakeshView, rnd: Round, move, lead, rng: random.Random) -> float:
        me, opp = view.seat, view.opponent
        if isinstance(move, PlayCard):
            mine = code(move.card)
            rnd.hands[me].remove(mine)
            if view.phase == LEAD:
                reply = rnd.hands[opp].pop(0)
                rnd.play_trick(mine, reply, rng)
            else:
                rnd.play_trick(lead, mine, rng)
        else:
            index = view.oval[1]
            rnd.sides[me] = after_steps(view.sides[me], move.steps)
            rnd._fill(me, index, rnd.ovals[me][index] + move.borne_off)
            if view.phase == MOVE:
                rnd.bear(me, index, rnd.bonus_numbers(code(view.lead), code(view.reply), me, rng))
            rnd.leader = me
        policies = [None, None]
        policies[me], policies[opp] = self.own, self.other
        rnd.finish(policies, rng)
        a = rnd.scores()
        return a[me] - a[opp]


class RandomSelf(ComputerPlayer):
    def __init__(self):
        super().__init__(own=random_card)
