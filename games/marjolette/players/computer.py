"""The computer: counts every card it sees, weighs brisques against melds before
the close, and plays the last six tricks exactly.

Before the close it guesses the opponent's hidden cards a number of times over
(any of the unseen cards, the rest being the stock) and, on each guess, judges
every card it may play by the trick's outcome (the brisques in it, the meld its
winner may then declare) and what both hands are left worth (see
:mod:`games.marjolette.players.judge`); when it leads it expects the reply that
suits the opponent best. After the close the opponent's cards are the ones it
has not seen, and it solves the rest of the hand exactly
(:mod:`games.marjolette.players.solver`). It sees only its view.
"""
from __future__ import annotations

import random

from games.bits import set_bits
from games.cards import SUITS
from games.marjolette.melds import ALL_MELDS
from games.marjolette.moves import Declare, Exchange, Pass, Play
from games.marjolette.players.cardsense import lowness
from games.marjolette.players.judge import Judge, Tuning
from games.marjolette.players.knowledge import Knowledge, knowledge
from games.marjolette.players.solver import (BRISQUE_MASK, INF, Position, Solver, card_id,
                                              declared_bits, mask_of)
from games.marjolette.rules import DIX_RANK, RANK_ORDER
from games.marjolette.view import MarjoletteView


class ComputerPlayer:
    def __init__(self, tuning: Tuning = Tuning(), guesses: int = 24, last_guesses: int = 6) -> None:
        self.tuning, self.guesses, self.last_guesses = tuning, guesses, last_guesses

    def choose(self, view: MarjoletteView, rng: random.Random):
        return self.decide(view, rng)[0]

    def decide(self, view: MarjoletteView, rng: random.Random) -> tuple[object, dict]:
        """The move, and the figure each legal move was given (the hand's points to this
        seat, less his, as the computer reckons them; the review compares them)."""
        know = knowledge(view)
        if view.closed:
            return self._exact(view, know)
        if view.phase == "declare":
            return self._declare(view, know)
        if view.stock_count == 1 and self.last_guesses:
            return self._last_draw(view, know, rng)
        return self._play(view, know, rng)

    # --- after the close: the whole rest of the hand, solved ---------------------------
    def _exact(self, view: MarjoletteView, know: Knowledge):
        me = view.seat
        hands = [0, 0]
        hands[me], hands[1 - me] = mask_of(know.mine), mask_of(know.opponent())
        declared = (declared_bits(view.melds[0]), declared_bits(view.melds[1]))
        solver = Solver(view.trump, view.rules)
        sign = 1 if me == 0 else -1
        if view.phase == "declare":
            values = solver.meld_values(Position((hands[0], hands[1]), me, -1, declared), me)
            best = max(values, key=lambda i: (sign * values[i], i is not None))
            figures = {Pass() if i is None else Declare(ALL_MELDS[i]): sign * v for i, v in values.items()}
            return (Pass() if best is None else Declare(ALL_MELDS[best])), figures
        lead = card_id(view.trick[0]) if view.trick else -1
        values = solver.play_values(Position((hands[0], hands[1]), view.leader, lead, declared))
        legal = sorted((m.card for m in view.legal_moves), key=lambda c: lowness(c, view.trump))
        figures = {Play(c): sign * values[card_id(c)] for c in legal}
        return Play(max(legal, key=lambda c: sign * values[card_id(c)])), figures

    # --- the trick before the close: guesses solved to the end ---------------------------
    def _last_draw(self, view: MarjoletteView, know: Knowledge, rng: random.Random):
        """The tenth trick decides who draws the last card and who the turn-up, and who
        leads the last six: for each guess at the last card (the rest of the unseen
        cards being the opponent's), play the trick, the winner's declaration (his best
        meld, or the dix) and the draws, then solve the last six tricks."""
        me, them = view.seat, view.opponent
        sign = 1 if me == 0 else -1
        solver = Solver(view.trump, view.rules)
        unseen = [card_id(c) for c in know.unseen]
        guesses = unseen if len(unseen) <= self.last_guesses else rng.sample(unseen, self.last_guesses)
        everything = mask_of(know.unseen)
        options = sorted((m.card for m in view.legal_moves), key=lambda c: lowness(c, view.trump))
        ids = [card_id(c) for c in options]
        scores = [0] * len(options)
        mine, known = mask_of(know.mine), mask_of(know.known)
        done = (declared_bits(view.melds[0]), declared_bits(view.melds[1]))
        last = _Last(solver, card_id(view.turnup), done)
        trump = SUITS.index(view.trump)
        for u in guesses:
            theirs = known | (everything & ~(1 << u))
            for k, c in enumerate(ids):
                hands = [0, 0]
                hands[me] = mine & ~(1 << c)
                if view.trick:
                    hands[them] = theirs
                    scores[k] += sign * last.value(hands, them, card_id(view.trick[0]), c, u)
                    continue
                # the reply that suits the opponent best; each later one only has to be
                # shown worse than the best so far (a window for the solver)
                replies = sorted(set_bits(theirs), key=lambda r: not takes(r, c, trump))
                worst = INF
                for r in replies:
                    hands[them] = theirs & ~(1 << r)
                    window = (-INF, worst) if me == 0 else (-worst, INF)
                    v = sign * last.value(hands, me, c, r, u, *window)
                    worst = min(worst, v)
                scores[k] += worst
        figures = {Play(c): scores[k] / len(guesses) for k, c in enumerate(options)}
        return Play(options[max(range(len(options)), key=lambda k: scores[k])]), figures

    # --- before the close ---------------------------------------------------------------
    def _judge(self, view: MarjoletteView, know: Knowledge) -> Judge:
        dix_open = view.turnup is not None and view.turnup.rank != DIX_RANK
        return Judge(view.trump, mask_of(know.played), view.rules, self.tuning, dix_open)

    def _declare(self, view: MarjoletteView, know: Knowledge):
        judge = self._judge(view, know)
        mine, done = mask_of(know.mine), declared_bits(view.melds[view.seat])
        live = mask_of(know.unseen)
        best, best_value = Pass(), judge.hand_value(mine, done, live)
        figures = {best: best_value}
        for move in view.legal_moves:
            if isinstance(move, Declare):
                i = ALL_MELDS.index(move.meld)
                value = move.meld.points(view.trump, view.rules) + judge.hand_value(mine, done | 1 << i, live)
            elif isinstance(move, Exchange):
                swapped = mine & ~judge.dix | mask_of([view.turnup])
                value = view.rules.dix + Judge(view.trump, mask_of(know.played), view.rules,
                                               self.tuning).hand_value(swapped, done, live)
            else:
                continue
            figures[move] = value
            if value > best_value:
                best, best_value = move, value
        return best, figures

    def _play(self, view: MarjoletteView, know: Knowledge, rng: random.Random):
        judge = self._judge(view, know)
        trump = SUITS.index(view.trump)
        mine = mask_of(know.mine)
        mine_done = declared_bits(view.melds[view.seat])
        theirs_done = declared_bits(view.melds[view.opponent])
        options = sorted((m.card for m in view.legal_moves), key=lambda c: lowness(c, view.trump))
        ids = [card_id(c) for c in options]
        scores = [0.0] * len(options)
        up = mask_of([view.turnup]) if view.turnup is not None else 0
        led = card_id(view.trick[0]) if view.trick else -1
        for _ in range(self.guesses):
            theirs, stock = know.guess_masks(rng)
            live = stock | up
            mine_after = [self._after(judge, mine & ~(1 << c), mine_done, live) for c in ids]
            if led >= 0:
                lost, won = self._after(judge, theirs, theirs_done, live)
                for k, c in enumerate(ids):
                    points = judge.brisques(1 << led | 1 << c)
                    if takes(c, led, trump):
                        scores[k] += points + mine_after[k][1] - lost
                    else:
                        scores[k] += -points + mine_after[k][0] - won
                continue
            replies = [(r, self._after(judge, theirs & ~(1 << r), theirs_done, live))
                       for r in set_bits(theirs)]
            for k, c in enumerate(ids):
                worst = None
                for r, (lost, won) in replies:
                    points = judge.brisques(1 << c | 1 << r)
                    if takes(r, c, trump):
                        v = -points + mine_after[k][0] - won
                    else:
                        v = points + mine_after[k][1] - lost
                    if worst is None or v < worst:
                        worst = v
                scores[k] += worst
        figures = {Play(c): scores[k] / self.guesses for k, c in enumerate(options)}
        return Play(options[max(range(len(options)), key=lambda k: scores[k])]), figures

    def _after(self, judge: Judge, cards: int, declared: int, live: int) -> tuple[float, float]:
        """What a hand is worth after a trick: (having lost it, having won it and
        declared its best meld)."""
        kept = judge.hand_value(cards, declared, live)
        meld = judge.best_meld(cards, declared)
        if meld is None:
            return kept, kept
        won = judge.melds[meld][2] + judge.hand_value(cards, declared | 1 << meld, live)
        return kept, max(kept, won)


class _Last:
    """The value (seat 0's points less seat 1's) of the tenth trick played, declared,
    drawn to the close, and the last six solved."""

    def __init__(self, solver: Solver, turnup: int, done: tuple[int, int]) -> None:
        self.solver, self.turnup, self.done = solver, turnup, done
        self.dix = solver.trump * 8 + RANK_ORDER.index(DIX_RANK)

    def value(self, hands: list[int], leader: int, lead: int, follow: int, last_card: int,
              alpha: int = -INF, beta: int = INF) -> int:
        s = self.solver
        winner = 1 - leader if s.follower_wins(lead, follow) else leader
        sign = 1 if winner == 0 else -1
        points = s.rules.brisque * (((1 << lead) | (1 << follow)) & BRISQUE_MASK).bit_count()
        choices = []
        melds = s.melds_open(hands[winner], self.done[winner])
        best = max(melds, key=lambda i: s.meld_points[i]) if melds else None
        choices.append((best, hands[winner] | 1 << last_card, hands[1 - winner] | 1 << self.turnup))
        if hands[winner] >> self.dix & 1 and self.turnup != self.dix:
            choices.append(("dix", (hands[winner] & ~(1 << self.dix)) | 1 << self.turnup | 1 << last_card,
                            hands[1 - winner] | 1 << self.dix))
        values = []
        for what, mine, other in choices:
            done = list(self.done)
            gain = points
            if what == "dix":
                gain += s.rules.dix
            elif what is not None:
                gain += s.meld_points[what]
                done[winner] |= 1 << what
            h = [0, 0]
            h[winner], h[1 - winner] = mine, other
            base = sign * gain
            values.append(base + s.value(Position((h[0], h[1]), winner, -1, (done[0], done[1])),
                                         alpha - base, beta - base))
        return max(values) if winner == 0 else min(values)


def takes(card: int, lead: int, trump: int) -> bool:
    """Whether ``card`` played second wins the trick led with ``lead`` (cards by number)."""
    if card >> 3 == lead >> 3:
        return card > lead
    return card >> 3 == trump
