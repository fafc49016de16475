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
from typing import Optional

from games.marjolette.melds import ALL_MELDS
from games.marjolette.moves import Declare, Exchange, Pass, Play
from games.marjolette.players.cardsense import beats, lowness
from games.marjolette.players.judge import Judge, Tuning
from games.marjolette.players.knowledge import Knowledge, knowledge
from games.marjolette.players.solver import Position, Solver, card_id, declared_bits, mask_of
from games.marjolette.rules import BRISQUES
from games.marjolette.view import MarjoletteView


class ComputerPlayer:
    def __init__(self, tuning: Tuning = Tuning(), guesses: int = 24) -> None:
        self.tuning, self.guesses = tuning, guesses

    def choose(self, view: MarjoletteView, rng: random.Random):
        know = knowledge(view)
        if view.closed:
            return self._exact(view, know)
        if view.phase == "declare":
            return self._declare(view, know)
        return Play(self._play(view, know, rng))

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
            return Pass() if best is None else Declare(ALL_MELDS[best])
        lead = card_id(view.trick[0]) if view.trick else -1
        values = solver.play_values(Position((hands[0], hands[1]), view.leader, lead, declared))
        legal = sorted((m.card for m in view.legal_moves), key=lambda c: lowness(c, view.trump))
        return Play(max(legal, key=lambda c: sign * values[card_id(c)]))

    # --- before the close ---------------------------------------------------------------
    def _declare(self, view: MarjoletteView, know: Knowledge):
        judge = Judge(view.trump, know.played, view.rules, self.tuning, view.turnup)
        mine, done = know.mine, view.melds[view.seat]
        live = frozenset(know.unseen)
        best, best_value = Pass(), judge.hand_value(mine, done, live)
        for move in view.legal_moves:
            if isinstance(move, Declare):
                value = move.meld.points(view.trump, view.rules) + \
                    judge.hand_value(mine, done + (move.meld,), live)
            elif isinstance(move, Exchange):
                swapped = (mine - {judge.dix}) | {view.turnup}
                value = view.rules.dix + judge.hand_value(swapped, done, live) - \
                    view.rules.dix * self.tuning.ready
            else:
                continue
            if value > best_value:
                best, best_value = move, value
        return best

    def _play(self, view: MarjoletteView, know: Knowledge, rng: random.Random):
        judge = Judge(view.trump, know.played, view.rules, self.tuning, view.turnup)
        me, them = view.seat, view.opponent
        options = sorted((m.card for m in view.legal_moves), key=lambda c: lowness(c, view.trump))
        scores = dict.fromkeys(options, 0.0)
        brisque = view.rules.brisque
        up = frozenset([view.turnup]) if view.turnup is not None else frozenset()
        for _ in range(self.guesses):
            theirs, stock = know.guess(rng)
            live = stock | up
            mine_after = {c: self._after(judge, know.mine - {c}, view.melds[me], live) for c in options}
            if view.trick:
                led = view.trick[0]
                theirs_after = self._after(judge, theirs, view.melds[them], live)
                for c in options:
                    points = brisque * ((led.rank in BRISQUES) + (c.rank in BRISQUES))
                    if beats(c, led, view.trump):
                        scores[c] += points + mine_after[c][1] - theirs_after[0]
                    else:
                        scores[c] += -points + mine_after[c][0] - theirs_after[1]
                continue
            replies = {r: self._after(judge, theirs - {r}, view.melds[them], live) for r in theirs}
            for c in options:
                worst = None
                for r, (kept, won) in replies.items():
                    points = brisque * ((c.rank in BRISQUES) + (r.rank in BRISQUES))
                    if beats(r, c, view.trump):
                        v = -points + mine_after[c][0] - won
                    else:
                        v = points + mine_after[c][1] - kept
                    if worst is None or v < worst:
                        worst = v
                scores[c] += worst
        return max(options, key=lambda c: scores[c])

    def _after(self, judge: Judge, cards: frozenset, declared, live) -> tuple[float, float]:
        """What a hand is worth after a trick: (having lost it, having won it and
        declared its best meld)."""
        kept = judge.hand_value(cards, declared, live)
        meld: Optional = judge.best_meld(cards, declared)
        if meld is None:
            return kept, kept
        won = meld.points(judge.trump, judge.rules) + judge.hand_value(cards, tuple(declared) + (meld,), live)
        return kept, max(kept, won)
