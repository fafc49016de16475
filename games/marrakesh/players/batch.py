"""The computer's play-outs, every deal and every candidate at once, on numpy arrays.

The same play-outs as :meth:`ComputerPlayer.play_out` on :class:`rollout.Round`, the
very same tricks and scores (a test plays the two side by side on every deal), with one
lane per (candidate, deal) and one pass of array operations per trick instead of a pass
of Python per play-out. What makes that exact:

- the policies are lookups: Jacoby's rule (:func:`rollout.rule_card`) takes the first
  card of the highest value in the hand as it stands, which is ``argmax`` over the hand's
  slots with the cards gone masked (``argmax`` takes the first of equals, as the loop
  does); the random opponent's card is the last of its hand (:func:`rollout.last_card`),
  the hand being dealt in a random order;
- the solitaire rule's moves and a round's scores come from tables filled, when first
  asked for, by the very functions the scalar play-out calls;
- the only randomness inside a play-out is the reshuffle of the discards when the stock
  runs out: a lane that would draw from an empty stock is played again by the scalar
  play-out with its own :class:`rollout.Reshuffler`, so it too gives what it gave.
"""
from __future__ import annotations

from typing import Optional, Sequence

from games.arrays import np

from games.marrakesh.board import PIECES, POINTS, after_steps
from games.marrakesh.moves import PlayCard
from games.marrakesh.players.rollout import (BONUS, FULL_CODE, TRICKS, WORTHS, Reshuffler,
                                              SCORES_BOUND, card_values, code, round_scores, side_facts,
                                              solitaire_bear)
from games.marrakesh.view import LEAD, MOVE
from games.memo import Memo

# Every side of six pieces or fewer (924), numbered; a side outside them sends the
# decision to the scalar play-outs.
def _sides(points: int, pieces: int) -> list[tuple[int, ...]]:
    if points == 0:
        return [()]
    return [(k,) + rest for k in range(pieces + 1) for rest in _sides(points - 1, pieces - k)]


SIDES = _sides(POINTS, PIECES)
SIDE_INDEX = {s: i for i, s in enumerate(SIDES)}
SIDE_CODE = np.array([side_facts(s)[0] for s in SIDES], dtype=np.int64)
SIDE_PIPS = np.array([side_facts(s)[1] for s in SIDES], dtype=np.int64)
NONEMPTY = np.array([any(s) for s in SIDES])

# Every tuple of numbers a trick or a bonus card can give, numbered; 0 is none.
NUMBERS: list[tuple[int, ...]] = [()]
NUMBER_INDEX = {(): 0}


def _number_index(numbers: tuple[int, ...]) -> int:
    if numbers not in NUMBER_INDEX:
        NUMBER_INDEX[numbers] = len(NUMBERS)
        NUMBERS.append(numbers)
    return NUMBER_INDEX[numbers]


T_FLIP = np.array([[TRICKS[a][b][0] for b in range(28)] for a in range(28)], dtype=np.int64)
T_KIND = np.array([[TRICKS[a][b][1] for b in range(28)] for a in range(28)], dtype=np.int64)
T_NUMS = np.array([[_number_index(TRICKS[a][b][2]) for b in range(28)] for a in range(28)],
                  dtype=np.int64)
# B_NUMS[purple, trick's match, winner's card, bonus card]
B_NUMS = np.array([[[[_number_index(BONUS[p][k][w][b]) for b in range(28)] for w in range(28)]
                    for k in range(4)] for p in range(2)], dtype=np.int64)

# The solitaire rule's move for (side, numbers), filled when first asked for (-1: not
# yet): at most 924 x len(NUMBERS) answers however many games are played.
_AFTER = np.full((len(SIDES), len(NUMBERS)), -1, dtype=np.int64)
_OFF = np.zeros((len(SIDES), len(NUMBERS)), dtype=np.int64)
_AFTER[:, 0] = np.arange(len(SIDES))          # no numbers: the side stays

# Jacoby's rule's value of every card for (my code, the opponent's code, whether I lead):
# the rows :func:`rollout.rule_card` asks :func:`rollout.card_values` for, each worked out
# by it when first asked for (65 x 65 x 2 rows at most).
CODES = len(WORTHS)
RULE = np.full((CODES * CODES * 2, 29), -np.inf)     # the last column: a card gone
_RULED = np.zeros(CODES * CODES * 2, dtype=bool)

# A round's scores are asked of :func:`rollout.round_scores` once for each different
# (Blue's ovals, Red's ovals, whose pips are fewer) among the lanes, the ovals coded in
# base 8 (an unused oval 0, else its count + 1); sides with those pips:
_SCORED: Memo = Memo(SCORES_BOUND)      # the key -> the two scores
_SIGN_SIDES = {-1: (SIDES[0], SIDES[1]), 0: (SIDES[0], SIDES[0]), 1: (SIDES[1], SIDES[0])}
NONE = -1


def bear(side: np.ndarray, numbers: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(side after, pieces off) by the solitaire rule, lane by lane."""
    after = _AFTER[side, numbers]
    missing = after < 0
    if missing.any():
        for s, n in set(zip(side[missing].tolist(), numbers[missing].tolist())):
            moved, off = solitaire_bear(SIDES[s], NUMBERS[n])
            _AFTER[s, n], _OFF[s, n] = SIDE_INDEX[moved], off
        after = _AFTER[side, numbers]
    return after, _OFF[side, numbers]


def _oval_code(ovals: np.ndarray) -> np.ndarray:
    return (ovals[:, 0] + 1) + 8 * (ovals[:, 1] + 1) + 64 * (ovals[:, 2] + 1)


def _decode(c: int) -> tuple[Optional[int], ...]:
    return tuple(None if d == 0 else d - 1 for d in (c % 8, c // 8 % 8, c // 64))


def scores(side: np.ndarray, ovals: np.ndarray) -> np.ndarray:
    """Each lane's two scores (lanes x 2), by :func:`rollout.round_scores`."""
    left = SIDE_PIPS[side[0]] - SIDE_PIPS[side[1]]
    key = (_oval_code(ovals[0]) * 512 + _oval_code(ovals[1])) * 3 + np.sign(left) + 1
    keys, inverse = np.unique(key, return_inverse=True)
    found = []
    for k in keys.tolist():
        got = _SCORED.get(k)
        if got is None:
            ovals_code, sign = divmod(k, 3)
            blue, red = divmod(ovals_code, 512)
            got = _SCORED.keep(k, round_scores(_SIGN_SIDES[sign - 1], [_decode(blue), _decode(red)]))
        found.append(got)
    return np.array(found, dtype=np.int64).reshape(-1, 2)[inverse]


GONE = 28      # a card played, in a hand's slot: the rule values it below every card


class Lanes:
    """The rest of the round on every lane: each array's first axis the seat."""

    def __init__(self, view, n_lanes: int, hands: Sequence[np.ndarray], stock: np.ndarray,
                 deal: np.ndarray, careful: np.ndarray) -> None:
        self.me = view.seat
        self.lanes = np.arange(n_lanes)
        self.side = np.array([[SIDE_INDEX[tuple(view.sides[s])]] * n_lanes for s in (0, 1)])
        self.ovals = np.array([[[NONE if o is None else o for o in view.ovals[s]]] * n_lanes
                               for s in (0, 1)], dtype=np.int64)
        self.filled = np.array([[sum(o is not None for o in view.ovals[s])] * n_lanes
                                for s in (0, 1)])
        # ovals each side may still fill with its own tricks (as rollout.Round.open)
        self.open = np.where(NONEMPTY[self.side], 3 - self.filled, 0)
        self.leader = np.full(n_lanes, view.leader)
        self.hands = list(hands)                              # GONE where played
        self.held = hands[1 - self.me].shape[1]               # the opponent's cards left, ...
        self.left = np.full(n_lanes, self.held)               # ... played from the end at random
        self.stock, self.deal = stock, deal
        self.top = np.full(n_lanes, stock.shape[1])          # cards left in each lane's stock
        self.careful = careful                                # the opponent plays by the rule
        self.purple = int(view.settings.purple)
        self.exhausted = np.zeros(n_lanes, dtype=bool)       # drew from an empty stock

    def draw(self, need: np.ndarray) -> np.ndarray:
        """The stock's top card on the lanes that ``need`` one (0 elsewhere)."""
        empty = need & (self.top == 0)
        self.exhausted |= empty
        take = need & ~empty
        if not take.any():
            return np.zeros_like(self.top)
        self.top -= take
        return np.where(take, self.stock[self.deal, np.minimum(self.top, self.stock.shape[1] - 1)], 0)

    def codes(self) -> np.ndarray:
        """What the rule looks at of each side (2 x lanes), as :func:`rollout.side_code`."""
        return np.where(self.open > 0, SIDE_CODE[self.side], FULL_CODE)

    def rule_pick(self, seat: int, codes: np.ndarray) -> np.ndarray:
        """The slot of the card Jacoby's rule plays from ``seat``'s hand, lane by lane."""
        row = (codes[seat] * CODES + codes[1 - seat]) * 2 + (self.leader == seat)
        missing = ~_RULED[row]
        if missing.any():
            for r in set(row[missing].tolist()):
                sides, lead = divmod(r, 2)
                RULE[r, :GONE] = card_values(WORTHS[sides // CODES], WORTHS[sides % CODES], bool(lead))
                _RULED[r] = True
        return RULE[row[:, None], self.hands[seat]].argmax(axis=1)

    def play(self, seat: int, slot: np.ndarray, active: np.ndarray) -> np.ndarray:
        """Take the card in ``slot`` from ``seat``'s hand on the active lanes."""
        hand = self.hands[seat]
        card = hand[self.lanes, slot]
        hand[self.lanes[active], slot[active]] = GONE
        return card

    def fill(self, seat: np.ndarray, where: np.ndarray, off: np.ndarray) -> None:
        """On the lanes ``where``, ``seat``'s next oval gets ``off`` pieces (0: a null chip)."""
        lanes, seat = self.lanes[where], seat[where]
        self.ovals[seat, lanes, self.filled[seat, lanes]] = off[where]
        self.filled[seat, lanes] += 1
        self.open[seat, lanes] -= 1

    def trick(self, lead: np.ndarray, reply: np.ndarray, active: np.ndarray) -> None:
        """:meth:`rollout.Round.play_trick` on the active lanes."""
        winner = self.leader ^ T_FLIP[lead, reply]
        kind, numbers = T_KIND[lead, reply], T_NUMS[lead, reply]
        wins = active & (self.open[winner, self.lanes] > 0)
        self.fill(1 - winner, active & ~wins, np.zeros_like(lead))
        side = self.side[winner, self.lanes]
        side, off = bear(side, np.where(wins, numbers, 0))
        due = wins & (kind > 0) & NONEMPTY[side]
        bonus = self.draw(due)
        card = np.where(winner == self.leader, lead, reply)
        more = np.where(due, B_NUMS[self.purple, kind, card, bonus], 0)
        side, more_off = bear(side, more)
        self.fill(winner, wins, off + more_off)
        self.move_to(winner, wins, side)
        self.leader = np.where(active, winner, self.leader)

    def move_to(self, seat, where: np.ndarray, side: np.ndarray) -> None:
        """``seat``'s side is now ``side`` on the lanes ``where`` (no oval left to it once
        every piece is off)."""
        seat = np.broadcast_to(seat, where.shape)[where]
        lanes = self.lanes[where]
        self.side[seat, lanes] = side[where]
        self.open[seat, lanes] = np.where(NONEMPTY[side[where]], self.open[seat, lanes], 0)

    def finish(self) -> None:
        """Play tricks until no oval is left to fill: ``me`` by the rule, the other seat by
        the rule on its careful lanes and its last card elsewhere."""
        me, opp = self.me, 1 - self.me
        while True:
            active = (self.open[0] > 0) | (self.open[1] > 0)
            if not active.any():
                return
            codes = self.codes()
            cards = [None, None]
            cards[me] = self.play(me, self.rule_pick(me, codes), active)
            cards[opp] = self.play(opp, self.opponent_pick(codes, active), active)
            leading = self.leader == 0
            self.trick(np.where(leading, cards[0], cards[1]), np.where(leading, cards[1], cards[0]),
                       active)

    def opponent_pick(self, codes: np.ndarray, active: np.ndarray) -> np.ndarray:
        """The opponent's slot: by the rule on its careful lanes, else its last card (the
        cards of those lanes go from the end only)."""
        last = np.maximum(self.left - 1, 0)
        self.left -= active
        if not self.careful.any():
            return last
        return np.where(self.careful, self.rule_pick(1 - self.me, codes), last)


def play_outs(view, moves: Sequence, deals: Sequence, hand: Sequence[int], scalar) -> list[list[int]]:
    """Each move's round margin on every deal, as ``scalar(move, deal)`` (the play-out one
    at a time) would give it; ``deals`` as :meth:`ComputerPlayer.deals` makes them."""
    if any(tuple(s) not in SIDE_INDEX for s in view.sides):
        return [[scalar(move, deal) for deal in deals] for move in moves]
    me, opp = view.seat, view.opponent
    n, k = len(deals), len(moves)
    lanes = n * k
    deal = np.tile(np.arange(n), k)
    which = np.repeat(np.arange(k), n)
    flat: list[int] = []
    for d in deals:             # one list to numpy, not a list of lists (much quicker)
        flat += d.theirs
        flat += d.stock
    cards = np.array(flat, dtype=np.int64).reshape(n, -1)
    held = len(deals[0].theirs)
    theirs, stock = cards[deal, :held], cards[:, held:]
    mine = np.tile(np.array(hand, dtype=np.int64), (lanes, 1))
    careful = np.array([d.careful for d in deals], dtype=bool)[deal]
    hands = [None, None]
    hands[me], hands[opp] = mine, theirs
    run = Lanes(view, lanes, hands, stock, deal, careful)
    everywhere = np.ones(lanes, dtype=bool)
    if isinstance(moves[0], PlayCard):
        slot = np.array([hand.index(code(m.card)) for m in moves])[which]
        played = run.play(me, slot, everywhere)
        if view.phase == LEAD:
            reply = run.play(opp, run.opponent_pick(run.codes(), everywhere), everywhere)
            run.trick(played, reply, everywhere)
        else:
            lead = np.array([d.lead for d in deals], dtype=np.int64)[deal]
            run.trick(lead, played, everywhere)
    else:
        index = view.oval[1]
        after = np.array([SIDE_INDEX[after_steps(view.sides[me], m.steps)] for m in moves])[which]
        off = np.array([m.borne_off for m in moves])[which]
        run.move_to(me, everywhere, after)
        run.ovals[me, :, index] += off
        if view.phase == MOVE:
            lead, reply = code(view.lead), code(view.reply)
            kind = int(T_KIND[lead, reply])
            due = (kind > 0) & NONEMPTY[after]
            bonus = run.draw(due)
            card = lead if me == view.leader else reply
            more = np.where(due, B_NUMS[run.purple, kind, card, bonus], 0)
            side, more_off = bear(after, more)
            run.move_to(me, everywhere, side)
            run.ovals[me, :, index] += more_off
        run.leader = np.full(lanes, me)
    run.finish()
    got = scores(run.side, run.ovals)
    margin = (got[:, me] - got[:, opp]).tolist()
    for lane in np.flatnonzero(run.exhausted).tolist():
        margin[lane] = scalar(moves[lane // n], deals[lane % n])
    return [margin[i * n:(i + 1) * n] for i in range(k)]


__all__ = ["play_outs", "Reshuffler"]
