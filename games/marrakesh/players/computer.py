"""The thinking computer: Jacoby's advice, and look-ahead over the cards it cannot see.

For each choice it deals out the cards it has not seen (the opponent's hand, the
stock, a lead still face down) many times over, in ways consistent with all it
has seen (its hand, the tricks, the bonus cards, the discard pile, which it
remembers), and plays the rest of the round out quickly for every candidate on
the same deals (:mod:`games.marrakesh.players.rollout`). It picks the candidate
with the best average score difference for the round. The next unknown card
(the opponent's card to this trick, or the bonus card to come) is spread evenly
over the unseen cards rather than drawn at random, which steadies the averages.
A first pass over all the candidates is followed by a second, on new deals, for
the best few.

In the play-outs the opponent moves by the solitaire rule; its cards, on each deal,
are either chosen at random (exactly how the ``random`` player plays) or by
Jacoby's advice, in the proportion read from its play so far
(:mod:`games.marrakesh.players.reading`): a computer that expects every lead to be
answered by chance misjudges a sensible opponent, one that expects sense misjudges
a random one. The computer's own later cards follow Jacoby's advice in a few lines
(:func:`rollout.rule_card`: a good chance of the trick with a number that bears off
for it, and a number that does not bear off for the opponent, the Queens kept for
tricks it expects to lose).

Its moving considers the plays that bear off the most pieces, or one fewer (so
Jacoby's spreading play and his play for a pattern are always among them), the
ones that leave the most numbers able to bear off first, and lets the look-ahead
choose among them.
"""
from __future__ import annotations

import random
from typing import NamedTuple, Optional, Sequence

from games.marrakesh.board import after_steps
from games.marrakesh.moves import Bear, PlayCard
from games.marrakesh.players.batch import play_outs
from games.marrakesh.players.reading import careful_belief, carefulness
from games.marrakesh.players.rollout import (Reshuffler, Round, code, last_card, rule_card,
                                              shuffler, spread)
from games.marrakesh.players.solitaire import lowest_first
from games.marrakesh.view import LEAD, MOVE, MarrakeshView

SHORTLIST = 6        # moves looked at
READINGS = {"likely": careful_belief, "share": carefulness}


class Deal(NamedTuple):
    """One deal of the unseen cards for the play-outs: the opponent's lead while it lies
    face down (else None), its hand (played from the end), the stock (top last), whether
    it plays its cards by Jacoby's rule (else at random), and the seed of the reshuffle
    should the stock run out."""
    lead: Optional[int]
    theirs: list
    stock: list
    careful: bool
    seed: float


def shortlist(side, moves: Sequence[Bear], size: int = SHORTLIST) -> list[Bear]:
    """The moves worth looking ahead for: bearing off the most pieces or one fewer,
    those that leave the most numbers bearing off (spread, against null chips) first."""
    most = max(m.borne_off for m in moves)
    worth = [m for m in moves if m.borne_off >= most - 1]

    def rank(move: Bear):
        after = after_steps(side, move.steps)
        return -move.borne_off, -spread(after), lowest_first(after)
    return sorted(worth, key=rank)[:size]


class ComputerPlayer:
    """``samples`` deals for every candidate, then ``more`` new deals for the best
    ``keep`` of them. ``careful``: the share of the deals on which the opponent plays its
    cards by Jacoby's rule rather than at random, or None to read it from the opponent's
    play so far: ``reading`` "likely" weighs every card it has played, random against
    careful (:func:`reading.careful_belief`); "share" only its first tricks
    (:func:`reading.carefulness`, the ``reader`` computer's)."""

    def __init__(self, samples: int = 384, keep: int = 3, more: int = 1024,
                 careful: Optional[float] = None, reading: str = "likely") -> None:
        self.samples, self.keep, self.more = samples, keep, more
        if reading not in READINGS:
            raise ValueError(f"reading must be one of {', '.join(READINGS)}, not {reading!r}")
        self.reading = READINGS[reading]
        if careful is not None and (isinstance(careful, bool) or not isinstance(careful, (int, float))
                                    or not 0 <= careful <= 1):
            raise ValueError(f"careful must be a share from 0 to 1, or None to read it, not {careful!r}")
        self.careful = careful
        self._read: Optional[tuple[MarrakeshView, float]] = None

    def choose(self, view: MarrakeshView, rng: random.Random):
        return self.weigh(view, rng)[0]

    def weigh(self, view: MarrakeshView, rng: random.Random):
        """The move chosen, its average round margin over the deals it was played out on,
        and how many deals (None and 0 when it was the only move to consider)."""
        legal = list(view.legal_moves)
        if len(legal) > 1 and isinstance(legal[0], Bear):
            legal = shortlist(view.sides[view.seat], legal)
        if len(legal) == 1:
            return legal[0], None, 0
        totals = [sum(got) for got in self.values(view, legal, rng, self.samples)]
        deals = self.samples
        if len(legal) > self.keep and self.more:
            best = sorted(range(len(legal)), key=totals.__getitem__, reverse=True)[:self.keep]
            legal = [legal[i] for i in best]
            again = self.values(view, legal, rng, self.more)
            totals = [totals[i] + sum(a) for i, a in zip(best, again)]
            deals += self.more
        chosen = max(range(len(legal)), key=totals.__getitem__)
        return legal[chosen], totals[chosen] / deals, deals

    def values(self, view: MarrakeshView, moves: Sequence, rng: random.Random, n: int) -> list[list[int]]:
        """Each move's round margin (its own score less the opponent's) on ``n`` deals of
        the unseen cards, the same deals for every move: all the play-outs at once
        (:mod:`games.marrakesh.players.batch`), exactly as :meth:`values_one_by_one`."""
        deals = self.deals(view, rng, n, isinstance(moves[0], PlayCard))
        return play_outs(view, moves, deals, [code(c) for c in view.hand], self.one_play_out(view))

    def values_one_by_one(self, view: MarrakeshView, moves: Sequence, rng: random.Random,
                          n: int) -> list[list[int]]:
        """What :meth:`values` gives, each play-out on its own :class:`rollout.Round`."""
        deals = self.deals(view, rng, n, isinstance(moves[0], PlayCard))
        play = self.one_play_out(view)
        return [[play(move, deal) for deal in deals] for move in moves]

    def deals(self, view: MarrakeshView, rng: random.Random, n: int, cards: bool) -> list[Deal]:
        """``n`` deals of the unseen cards for the play-outs (``cards``: of a card to play)."""
        opp = view.opponent
        pool = sorted(code(c) for c, k in view.unseen().items() for _ in range(k))
        held = view.opponent_count
        hidden_lead = view.lead_down and view.seat != view.leader
        careful = self.read(view) if self.careful is None else self.careful
        start = Round(view.sides, view.ovals, [[], []], [], [], view.leader, view.settings.purple)
        out = []
        offset = rng.random()
        shuffle = shuffler(rng)
        size = len(pool)
        for i in range(n):
            # the next card unknown, spread evenly over the unseen; the rest dealt at random,
            # in a random order (the opponent's hand played from its end is a random card)
            at = int((i + offset) * size / n) % size
            first = pool[at]
            rest = pool[:at] + pool[at + 1:]
            shuffle(rest)
            if not cards and size <= held:
                # no card left in the stock: every unseen card is in the opponent's hand
                lead, theirs, stock = None, rest + [first], []
            elif not cards:
                lead, theirs, stock = None, rest[:held], rest[held:] + [first]
            elif hidden_lead:
                lead, theirs, stock = first, rest[:held], rest[held:]
            else:
                lead, theirs, stock = None, rest[:held - 1] + [first], rest[held - 1:]
            by_rule = False
            if careful and rng.random() < careful:
                by_rule = True
                if hidden_lead:
                    # a careful opponent chose its lead from the hand it held
                    held_then = start.copy([[], []], [], [])
                    held_then.hands[opp] = [first] + theirs
                    lead = rule_card(held_then, opp, None)
                    theirs = held_then.hands[opp]
            out.append(Deal(lead, theirs, stock, by_rule, rng.random()))
        return out

    def read(self, view: MarrakeshView) -> float:
        """The reading of the opponent's play from ``view``, worked out once a view (the
        first pass and the second of a decision ask for it alike)."""
        if self._read is None or self._read[0] is not view:
            self._read = (view, self.reading(view))
        return self._read[1]

    def one_play_out(self, view: MarrakeshView):
        """``play(move, deal)``: the move's round margin on the deal, played out alone."""
        me, opp = view.seat, view.opponent
        hand = [code(c) for c in view.hand]
        discards = [code(c) for c in view.discards]
        start = Round(view.sides, view.ovals, [[], []], [], [], view.leader, view.settings.purple)

        def play(move, deal: Deal) -> int:
            hands = [None, None]
            hands[me], hands[opp] = list(hand), list(deal.theirs)
            rnd = start.copy(hands, list(deal.stock), list(discards))
            return self.play_out(view, rnd, move, deal.lead, Reshuffler(deal.seed),
                                 rule_card if deal.careful else last_card)
        return play

    def play_out(self, view: MarrakeshView, rnd: Round, move, lead, rng, policy=last_card) -> int:
        me, opp = view.seat, view.opponent
        if isinstance(move, PlayCard):
            mine = code(move.card)
            rnd.hands[me].remove(mine)
            if view.phase == LEAD:
                rnd.play_trick(mine, policy(rnd, opp, rng), rng)
            else:
                rnd.play_trick(lead, mine, rng)
        else:
            index = view.oval[1]
            rnd.add_off(me, index, after_steps(view.sides[me], move.steps), move.borne_off)
            if view.phase == MOVE:
                rnd.bear(me, index, rnd.bonus_numbers(code(view.lead), code(view.reply), me, rng))
            rnd.leader = me
        policies = [policy, policy]
        policies[me] = rule_card
        rnd.finish(policies, rng)
        a = rnd.scores()
        return a[me] - a[opp]


class QuickComputer(ComputerPlayer):
    """The computer on the budget it had before the last of issue 30 (128 deals, then 256
    for the best three): the hints and the review think so, and it is kept so that the two
    can be measured side by side."""

    def __init__(self, samples: int = 128, keep: int = 3, more: int = 256) -> None:
        super().__init__(samples, keep, more)


class PreviousComputer(ComputerPlayer):
    """The computer as it played before issue 30 (its opponent in the play-outs always
    at random), kept so that the two can be measured side by side."""

    def __init__(self, samples: int = 64, keep: int = 3, more: int = 64) -> None:
        super().__init__(samples, keep, more, careful=0.0)


class ReaderComputer(ComputerPlayer):
    """The computer of the first half of issue 30: its reading a share of the way from
    the pack's average card to the rule's, first tricks only, and a smaller budget."""

    def __init__(self, samples: int = 64, keep: int = 3, more: int = 64) -> None:
        super().__init__(samples, keep, more, reading="share")
