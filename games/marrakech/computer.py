"""Marrakech's ``computer``: it weighs what a turn of Assam and a rug earn and risk.

Every choice is judged by the same reckoning of the market it leads to, from the
computer's side:

* each seat's score as it stands (visible squares plus dirhams);
* what the players to come will pay as they walk Assam on, each in turn (the
  computer's own next walk among them; ``walks`` of them, each later one weighing
  ``later`` times the one before): each is taken to turn him the way that costs
  him least on average over the die's faces (a player who cannot pay is out,
  which counts as losing everything), so Assam's stops are followed over the die
  from one walk to the next on the market as it is;
* what the next player's rug is likely to hide: wherever each throw stops him,
  he is taken to lay it over as many of the other players' squares as he can
  (weighed by ``cover``);
* what each seat's areas are worth in the turns still to come: a walk stops on an
  area of *s* squares about *s* times in 49 and then costs *s*, so an area is
  worth about *s*²/49 a turn to its owner, discounted by ``keep`` because the
  others steer clear. Joining one's own rugs into bigger areas gains by it,
  breaking up another's loses him more;

and the value of a market is the computer's own total less the others' (the
leader weighing ``lead``, the rest by their average). At a table of three or four
the computer does not reckon straight from the market its rug leaves: it plays out
the next ``ahead`` players' turns first, each as the careful player of
:mod:`games.marrakech.foresight` would take it (his turn of Assam for the rug he
could then lay, his rug over the most of the others' squares), over every face of
the die, and reckons the walks to come from each market they leave, so that the
next player's rug breaking up an area, and Assam's true stop, are counted.
``computer(ahead=0)`` is the computer as it was before; with two seats it plays so
still. ``win`` (off: 0) was tried and put aside: the chance of the best score in
place of the total less the rivals'. A turn of Assam is judged
by its expectation over the die's faces: what the stop costs, plus the best rug
that can then be laid. In the Italian "Assam" variant the computer turns him at
the end of its turn for the next player's throw, and the same reckoning decides.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, replace
from math import erf, sqrt
from typing import Optional, Sequence

from games.marrakech.foresight import likely_facing, likely_rug
from games.marrakech.market import AROUND, EMPTY, SQUARES, placements
from games.marrakech.moves import Move, Rug, Turn
from games.marrakech.reckoning import areas, landings, payment, turn_facings
from games.marrakech.rules import TURN, MarrakechView

OUT = -1000.0          # the value of going out of the game
SPREAD = 40.0          # a chance of winning, in points, to set beside a sure loss of going out
SQRT2 = sqrt(2)


@dataclass
class _Table:
    """The fixed facts of one choice: who is who and how many turns each has left."""
    me: int
    players: int
    out: Sequence[bool]
    after: list[int]          # turns each seat still has after the computer's present one
    following: Optional[int]  # the seat to play after the computer
    late_turn: bool


class _Market:
    """A market's rugs and colours, read into areas."""

    def __init__(self, tops: Sequence[int], colours: list[int]) -> None:
        self.tops, self.colours = tops, colours
        self.label, self.sizes, self.area_colours = areas(colours)
        self._owed: dict = {}

    def payment(self, sq: int, payer: int, table: _Table) -> tuple[int, int]:
        return payment(self.colours, self.sizes, self.label, sq, payer, table.players, table.out)

    def payments(self, payer: int, table: _Table) -> list[tuple[int, int]]:
        """:meth:`payment` for every square, worked out once for a payer and the seats out:
        the walks to come ask it of the same market thousands of times."""
        key = (payer, table.players, tuple(table.out))
        row = self._owed.get(key)
        if row is None:
            row = self._owed[key] = [payment(self.colours, self.sizes, self.label, sq, payer,
                                             table.players, table.out) for sq in range(SQUARES)]
        return row


class ComputerPlayer:
    """The built-in ``computer``; the weights may be given for experiments, as
    ``games.marrakech.computer:ComputerPlayer(keep=0.5)``."""

    def __init__(self, keep: float = 0.35, lead: float = 0.5, cover: float = 1.0,
                 walks: int = 3, later: float = 0.7, ahead: int = 1, win: float = 0.0) -> None:
        self.keep, self.lead, self.cover = keep, lead, cover
        self.walks, self.later = walks, later
        self.ahead, self.win = ahead, win

    def choose(self, view: MarrakechView, rng: random.Random) -> Move:
        table = self._table(view)
        if view.phase == TURN:
            if view.settings.late_turn:
                return self._late_turn(view, table)
            return self._turn(view, table)
        return self._rug(view, table, view.assam, view.facing, view.dirhams)[0]

    def weigh(self, view: MarrakechView) -> tuple[Move, dict]:
        """The move chosen, and the figure every legal move was given (the market's worth
        to this seat less its rivals', as :meth:`_worth` counts it; the review compares them)."""
        table = self._table(view)
        if view.phase == TURN:
            if view.settings.late_turn:
                market = _Market(view.tops, view.colours)
                values = {Turn(way): self._after_walk(table, market, view.assam, facing, view.dirhams)
                          for way, facing in turn_facings(view.facing)}
            else:
                values = self._turn_values(view, table)
        else:
            values = {}
            for rug in view.legal_moves:
                values[rug] = self._rug_value(view, table, rug, view.assam, view.facing, view.dirhams)
        return self.choose(view, random.Random(0)), values

    # -- the choices -------------------------------------------------------------------
    def _turn(self, view: MarrakechView, table: _Table) -> Turn:
        values = self._turn_values(view, table)
        return max(values, key=values.__getitem__) if values else Turn("S")

    def _turn_values(self, view: MarrakechView, table: _Table) -> dict:
        """Each way's expected value (over the die's faces) of the best rug after it."""
        market = _Market(view.tops, view.colours)
        known: dict[tuple[int, int], float] = {}
        values: dict = {}
        for way, facing in turn_facings(view.facing):
            total = 0.0
            for sq, end, chance in landings(view.assam, facing):
                if (sq, end) not in known:
                    owed, owner = market.payment(sq, table.me, table)
                    if owed > view.dirhams[table.me]:
                        known[sq, end] = OUT
                    else:
                        money = list(view.dirhams)
                        if owed:
                            money[table.me] -= owed
                            money[owner] += owed
                        known[sq, end] = self._rug(view, table, sq, end, money)[1]
                total += chance * known[sq, end]
            values[Turn(way)] = total
        return values

    def _late_turn(self, view: MarrakechView, table: _Table) -> Turn:
        market = _Market(view.tops, view.colours)
        scored = [(self._after_walk(table, market, view.assam, facing, view.dirhams), way)
                  for way, facing in turn_facings(view.facing)]
        return Turn(max(scored, key=lambda pair: pair[0])[1])

    def _rug(self, view: MarrakechView, table: _Table, assam: int, facing: int,
             money: Sequence[int]) -> tuple[Rug, float]:
        colours = view.colours
        rugs = view.legal_moves if view.phase != TURN else [Rug(a, b) for a, b in placements(view.tops, assam)]
        number = len(view.rug_colours)
        best: Optional[tuple[Rug, float]] = None
        for rug in rugs:
            value = self._rug_value(view, table, rug, assam, facing, money, number)
            if best is None or value > best[1]:
                best = (rug, value)
        assert best is not None
        return best

    def _rug_value(self, view: MarrakechView, table: _Table, rug: Rug, assam: int, facing: int,
                   money: Sequence[int], number: Optional[int] = None) -> float:
        after, tops = list(view.colours), list(view.tops)
        after[rug.a] = after[rug.b] = view.in_hand
        number = len(view.rug_colours) if number is None else number
        tops[rug.a] = tops[rug.b] = number
        market = _Market(tops, after)
        if self.ahead > 0 and table.players > 2 and table.following is not None and not table.late_turn:
            return self._played_out(view, table, market, number + 1, assam, facing, money, self.ahead)
        return self._value(table, market, assam, facing, money)

    def _played_out(self, view: MarrakechView, table: _Table, market: "_Market", number: int,
                    assam: int, facing: int, money: Sequence[float], turns: int) -> float:
        """The value once the next ``turns`` players have taken their turns, each as a
        careful player (:mod:`games.marrakech.foresight`), over every face of the die;
        then :meth:`_value`, the reckoning of the walks to come, from the market as
        they leave it. ``number`` is the next rug's number."""
        seat, players = table.following, table.players
        colours, tops = market.colours, market.tops
        cash = money[seat]
        facing = likely_facing(colours, tops, assam, facing, seat, cash, players,
                               lambda sq: market.payment(sq, seat, table)[0])
        pile = view.piles[seat]
        colour = max(range(len(pile)), key=pile.__getitem__) if any(pile) else seat
        total = 0.0
        for sq, end, chance in landings(assam, facing):
            owed, owner = market.payment(sq, seat, table)
            after_money = list(money)
            after = list(table.after)
            out = list(table.out)
            if owed:
                paid = min(owed, cash)
                after_money[seat] -= paid
                after_money[owner] += paid
            if owed > cash:
                out[seat], after[seat], there = True, 0, market
            else:
                after[seat] -= 1
                a, b = likely_rug(colours, tops, sq, seat, colour, players)
                laid, on_top = list(colours), list(tops)
                laid[a] = laid[b] = colour
                on_top[a] = on_top[b] = number
                there = _Market(on_top, laid)
            following = next((s for s in ((seat + k) % players for k in range(1, players + 1))
                              if not out[s] and after[s] > 0), None)
            if sum(1 for s in range(players) if not out[s]) <= 1:
                following = None
            then = replace(table, out=out, after=after, following=following)
            if turns > 1 and following is not None and following != table.me:
                value = self._played_out(view, then, there, number + 1, sq, end, after_money, turns - 1)
            else:
                value = self._value(then, there, sq, end, after_money)
            total += chance * value
        return total

    # -- the reckoning -----------------------------------------------------------------
    def _value(self, table: _Table, market: "_Market", assam: int, facing: int, money: Sequence[int]) -> float:
        """The value of the market once the computer's rug is down, Assam on ``assam``."""
        if table.following is None:
            return self._worth(table, market, money, [0.0] * table.players)
        if table.late_turn:
            return max(self._after_walk(table, market, assam, f, money) for _, f in turn_facings(facing))
        if self.walks > 1:
            return self._chain(table, market, assam, facing, money)
        walks = [(self._walk(table, market, assam, f, money), f) for _, f in turn_facings(facing)]
        (_, money_after, gone), chosen = min(walks, key=lambda w: w[0][0])
        shown = self._covering(table, market, assam, chosen, money)
        return self._worth(table, market, money_after, gone, shown)

    @staticmethod
    def _steer(table: _Table, market: "_Market", seat: int, assam: int, facing: int,
               money: Sequence[int]) -> int:
        """The way ``seat`` is expected to face Assam before his throw: the least he
        expects to pay (a dirham paid counting twice, since it goes to a rival), going
        out the worst of all."""
        best_facing, best = facing, None
        owing = market.payments(seat, table)
        for _, f in turn_facings(facing):
            total = 0.0
            for sq, _, chance in landings(assam, f):
                owed, _ = owing[sq]
                if owed > money[seat]:
                    total += chance * OUT
                    continue
                total -= chance * 2 * owed
            if best is None or total > best:
                best_facing, best = f, total
        return best_facing

    def _chain(self, table: _Table, market: "_Market", assam: int, facing: int,
               money: Sequence[int]) -> float:
        """The value after the walks of the players to come (:meth:`rents`)."""
        money_after, gone, shown = self.rents(table, market, assam, facing, money)
        return self._worth(table, market, money_after, gone, shown)

    def rents(self, table: _Table, market: "_Market", assam: int, facing: int,
              money: Sequence[int]) -> tuple[list[float], list[float], list[float]]:
        """The walks of the players to come, one after another (the computer's own next
        one among them), each steering as :meth:`_steer` expects on the market as it is
        now, each later walk weighing ``later`` times the one before: everyone's dirhams
        expected after them, each seat's chance of going out, and what the next player's
        rug is expected to change in each seat's visible squares."""
        players = table.players
        money_after = [float(m) for m in money]
        gone = [0.0] * players
        spread = {(assam, facing): 1.0}
        seat, weight, shown = table.following, 1.0, None
        for _ in range(self.walks):
            further: dict[tuple[int, int], float] = {}
            owing = market.payments(seat, table)
            for (sq, f), p in spread.items():
                chosen = self._steer(table, market, seat, sq, f, money)
                if shown is None:
                    shown = self._covering(table, market, sq, chosen, money)
                for end, end_facing, chance in landings(sq, chosen):
                    share = p * chance
                    key = (end, end_facing)
                    further[key] = further.get(key, 0.0) + share
                    owed, owner = owing[end]
                    if not owed:
                        continue
                    paid = min(owed, money[seat])
                    if paid < owed:
                        gone[seat] += weight * share
                    money_after[seat] -= weight * share * paid
                    money_after[owner] += weight * share * paid
            spread = further
            weight *= self.later
            seat = next((s for s in ((seat + k) % players for k in range(1, players + 1))
                         if not table.out[s] and table.after[s] > 0), None)
            if seat is None:
                break
        return money_after, [min(g, 1.0) for g in gone], shown or [0.0] * players

    def _after_walk(self, table: _Table, market: "_Market", assam: int, facing: int,
                    money: Sequence[int]) -> float:
        """The value once the next player has walked on from ``assam`` facing ``facing``."""
        if table.following is None:
            return self._worth(table, market, money, [0.0] * table.players)
        _, money_after, gone = self._walk(table, market, assam, facing, money)
        return self._worth(table, market, money_after, gone, self._covering(table, market, assam, facing, money))

    @staticmethod
    def _walk(table: _Table, market: "_Market", assam: int, facing: int,
              money: Sequence[int]) -> tuple[float, list[float], list[float]]:
        """The next player's walk from ``assam`` facing ``facing``: his expected cost,
        everyone's expected dirhams after it, and each seat's chance of going out."""
        seat = table.following
        money_after = [float(m) for m in money]
        gone = [0.0] * table.players
        cost = 0.0
        for sq, _, chance in landings(assam, facing):
            owed, owner = market.payment(sq, seat, table)
            if not owed:
                continue
            paid = min(owed, money[seat])
            if paid < owed:
                gone[seat] += chance
                cost -= OUT * chance / 10          # he fears going out above all
            cost += chance * paid
            money_after[seat] -= chance * paid
            money_after[owner] += chance * paid
        return cost, money_after, gone

    def _covering(self, table: _Table, market: "_Market", assam: int, facing: int,
                  money: Sequence[int]) -> list[float]:
        """What the next player's rug is expected to change in each seat's visible squares
        once he has walked on from ``assam`` facing ``facing``: he is taken to lay it where
        it hides the most of the others' squares."""
        seat, players, colours = table.following, table.players, market.colours
        change = [0.0] * players
        if not self.cover:
            return change
        tops = market.tops
        others = [0 if c == EMPTY or c % players == seat else 1 for c in colours]
        for sq, _, chance in landings(assam, facing):
            owed, _ = market.payment(sq, seat, table)
            if owed > money[seat]:
                continue                                # he goes out instead
            best, ties = -1, []
            for a, b in AROUND[sq]:
                if tops[a] != EMPTY and tops[a] == tops[b]:
                    continue                            # not over both halves of one rug
                gain = others[a] + others[b]
                if gain > best:
                    best, ties = gain, [(a, b)]
                elif gain == best:
                    ties.append((a, b))
            share = self.cover * chance / len(ties)
            change[seat] += self.cover * chance * 2
            for pair in ties:
                for half in pair:
                    if colours[half] != EMPTY:
                        change[colours[half] % players] -= share
        return change

    def _worth(self, table: _Table, market: "_Market", money: Sequence[float], gone: Sequence[float],
               shown: Sequence[float] = ()) -> float:
        """The computer's total less its rivals', each total being visible squares, dirhams
        and the worth of its areas in the turns to come."""
        players = table.players
        visible = list(shown) if shown else [0.0] * players
        squared = [0] * players
        for size, colour in zip(market.sizes, market.area_colours):
            owner = colour % players
            visible[owner] += size
            squared[owner] += size * size
        turns_left = sum(table.after)
        if self.win and players > 2:
            return self._chance(table, visible, squared, money, gone, turns_left)
        values = []
        for seat in range(players):
            others = turns_left - table.after[seat]
            value = visible[seat] + money[seat] + self.keep * squared[seat] * others / SQUARES
            values.append((1 - gone[seat]) * value + gone[seat] * OUT)
        mine = values[table.me]
        rivals = [values[s] for s in range(players) if s != table.me and not table.out[s]]
        if not rivals:
            return mine
        return mine - self.lead * max(rivals) - (1 - self.lead) * sum(rivals) / len(rivals)

    def _chance(self, table: _Table, visible: Sequence[float], squared: Sequence[int],
                money: Sequence[float], gone: Sequence[float], turns_left: int) -> float:
        """The computer's chance of the best score at the end, in points (``SPREAD`` times
        it): each rival's total is taken to end above or below its own by a normal error
        whose spread grows with the turns still to come, the rivals independent."""
        players = table.players
        totals = [visible[s] + money[s] + self.keep * squared[s] * (turns_left - table.after[s]) / SQUARES
                  for s in range(players)]
        spread = self.win * sqrt(1 + turns_left)
        mine = totals[table.me]
        chance = 1 - min(gone[table.me], 1.0)
        for seat in range(players):
            if seat == table.me or table.out[seat]:
                continue
            beaten = 0.5 * (1 + erf((mine - totals[seat]) / (spread * SQRT2)))
            chance *= gone[seat] + (1 - gone[seat]) * beaten
        return SPREAD * chance

    @staticmethod
    def _table(view: MarrakechView) -> _Table:
        me, players = view.seat, view.players
        after = [0 if view.out[s] else view.rugs_left(s) for s in range(players)]
        if view.phase != TURN or not view.settings.late_turn:
            after[me] -= 1                    # the rug in hand is laid this turn
        after[me] = max(after[me], 0)
        following = next((s for s in ((me + k) % players for k in range(1, players + 1))
                          if not view.out[s] and after[s] > 0), None)
        return _Table(me, players, view.out, after, following, view.settings.late_turn)
