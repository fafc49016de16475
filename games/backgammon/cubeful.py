"""What the doubling dice is worth: cubeful equities from cubeless chances, as GNU
Backgammon's evaluation at its plain (0-ply) depth works them out, for the game review.

**Money.** Rick Janowski's model ("Take-Points in Money Games", 1993): a game's worth lies
between the dead cube's (the cubeless equity: nobody will ever double) and a fully live
cube's, in which every small change of the chances could be doubled on at once. With W and
L the average points of a win and of a loss (gammons and backgammons counted), the fully
live cube's equity is a broken line in the chance p of winning: for a cube in the middle,
from -L at p = 0 to -1 at the take point TP = (L - 1/2) / (W + L + 1/2) (below it the other
side doubles and we pass), up to +1 at the cash point CP = (L + 1) / (W + L + 1/2) and on
to +W at p = 1; for our own cube without the first bend, for his without the second. The
real game keeps the share ``x`` (the cube's efficiency) of the live cube's worth:

    equity = x * live + (1 - x) * dead

``x`` is gnubg's: 0.68 with contact; in a race 0.55 + 0.00125 a pip of the side on roll,
kept between 0.6 and 0.7; 0.6 once both sides are bearing off.

**The decision.** For the side on roll, in units of the present stake: no double (the cube
where it is), double and take (twice the stake, the cube then the taker's: twice his-cube
equity) and double and pass (+1). A double is right when the least of take and pass beats
no double; "too good" when no double beats the pass (playing on for the gammon); a take is
right when double-take is below the pass for the doubler.

**A match.** A side that wins the match with any game won at the stake has no use for the
cube (it is dead on its side). Points are worth what they do to the chance of winning the match, from the
match equity table (:func:`games.backgammon.matchplay.match_winning_chance`). The game's
chances are put in the stake's own units first, as gnubg does (an outcome's worth is
2 (MWC - MWC losing the stake) / (MWC winning it - MWC losing it) - 1, so a single game
won is +1 and lost -1 whatever the score); W and L are then the average worth of a win and
a loss at this score, Janowski's model is applied to them, and the result is turned back
into match-winning chance. Double-take is worked out at the doubled stake and put back in
the present stake's units.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

CONTACT, OFF_BOARD = 0.68, 0.6
RACE_BASE, RACE_PER_PIP, RACE_LOW, RACE_HIGH = 0.55, 0.00125, 0.6, 0.7
CENTRE, MINE, THEIRS = "centre", "mine", "theirs"
CLOSE = 0.16       # gnubg's "close or actual" cube decision: doubling costs less than this


def efficiency(position) -> float:
    """The cube's efficiency for ``position``'s side on roll (``me``)."""
    if not position.is_race():
        return CONTACT
    if not any(position.me[6:]) and not any(position.opp[6:]):
        return OFF_BOARD
    return min(RACE_HIGH, max(RACE_LOW, RACE_BASE + RACE_PER_PIP * position.pips()))


def average_win_loss(o: Sequence[float]) -> tuple[float, float]:
    """W and L, the average points of a win and of a loss, from the five outputs."""
    p = float(o[0])
    w = 1.0 + (o[1] + o[2]) / p if p > 1e-7 else 1.0
    l = 1.0 + (o[3] + o[4]) / (1.0 - p) if p < 1 - 1e-7 else 1.0
    return w, l


def live(p: float, w: float, l: float, cube: str) -> float:
    """A fully live cube's equity at winning chance ``p`` (see the module's description)."""
    take = (l - 0.5) / (w + l + 0.5)
    cash = (l + 1.0) / (w + l + 0.5)
    if cube != MINE and p < take:
        return -l + (l - 1.0) * p / take
    if cube == CENTRE:
        if p < cash:
            return -1.0 + 2.0 * (p - take) / (cash - take)
        return 1.0 + (w - 1.0) * (p - cash) / (1.0 - cash)
    if cube == MINE:
        if p < cash:
            return -l + (1.0 + l) * p / cash
        return 1.0 + (w - 1.0) * (p - cash) / (1.0 - cash)
    return -1.0 + (w + 1.0) * (p - take) / (1.0 - take)


def money(o: Sequence[float], cube: str, x: float) -> float:
    """The cubeful equity of the five outputs ``o`` in a money game, the cube ``cube``."""
    p = float(o[0])
    dead = 2 * p - 1 + o[1] - o[3] + o[2] - o[4]
    if p <= 1e-7 or p >= 1 - 1e-7:
        return dead
    w, l = average_win_loss(o)
    return x * live(p, w, l, cube) + (1 - x) * dead


@dataclass(frozen=True)
class CubeDecision:
    """The side on roll's three equities in units of the present stake (money), or its
    match-winning chances (a match: ``mwc`` True), and what is right."""
    no_double: float
    double_take: float
    double_pass: float
    mwc: bool = False
    scale: float = 2.0      # MWC per point of normalised equity (a match), for the costs

    @property
    def double(self) -> float:
        """What doubling brings: the other side's best answer."""
        return min(self.double_take, self.double_pass)

    @property
    def best(self) -> float:
        return max(self.no_double, self.double)

    @property
    def should_double(self) -> bool:
        return self.double > self.no_double

    @property
    def should_take(self) -> bool:
        return self.double_take <= self.double_pass

    def emg(self, difference: float) -> float:
        """A difference of these figures as normalised equity (gnubg's EMG)."""
        return 2 * difference / self.scale if self.mwc else difference

    @property
    def close(self) -> bool:
        """gnubg's "close or actual" decision: doubling costs less than CLOSE (in EMG)."""
        return self.emg(self.best - min(self.double_take, self.double_pass)) < CLOSE


def money_decision(o: Sequence[float], owned: bool, x: float) -> CubeDecision:
    return CubeDecision(money(o, MINE if owned else CENTRE, x), 2 * money(o, THEIRS, x), 1.0)


def match_decision(o: Sequence[float], owned: bool, x: float, settings, seat: int, cube: int) -> CubeDecision:
    """The same in match-winning chance for ``seat`` (on roll) at ``settings``' score, the
    stake ``cube``."""
    from games.backgammon.matchplay import chance_after
    win, lose = chance_after(settings, seat, cube), chance_after(settings, seat, -cube)
    no_double = match_cubeful(o, MINE if owned else CENTRE, x, settings, seat, cube)
    take = match_cubeful(o, THEIRS, x, settings, seat, 2 * cube)
    return CubeDecision(no_double, take, win, mwc=True, scale=max(1e-9, win - lose))


def match_cubeful(o: Sequence[float], cube: str, x: float, settings, seat: int, stake: int) -> float:
    """The match-winning chance of playing on at ``stake`` with the cube ``cube``."""
    from games.backgammon.matchplay import chance_after, outcomes
    win, lose = chance_after(settings, seat, stake), chance_after(settings, seat, -stake)
    span = win - lose
    if span <= 1e-9:
        return win
    worth = {points: 2 * (chance_after(settings, seat, points * stake) - lose) / span - 1
             for points in (1, 2, 3, -1, -2, -3)}
    chances = outcomes(o)
    p = float(o[0])
    dead = sum(c * worth[points] for c, points in chances)
    # A side that wins the match with any game won at this stake has nothing to double for:
    # its access to the cube is worth nothing (the cube is dead on its side).
    mine_dead = settings.away(seat) <= stake
    theirs_dead = settings.away(1 - seat) <= stake
    if cube == CENTRE and (mine_dead or theirs_dead):
        cube = THEIRS if mine_dead else MINE
        if mine_dead and theirs_dead:
            x = 0.0
    elif (cube == MINE and mine_dead) or (cube == THEIRS and theirs_dead):
        x = 0.0
    if 1e-7 < p < 1 - 1e-7 and x > 0:
        w = sum(c * worth[points] for c, points in chances if points > 0) / p
        l = -sum(c * worth[points] for c, points in chances if points < 0) / (1 - p)
        equity = x * live(p, max(w, 1e-6), max(l, 1e-6), cube) + (1 - x) * dead
    else:
        equity = dead
    return lose + (equity + 1) * span / 2


def decision(o: Sequence[float], position, owned: bool, settings=None, seat: int = 0,
             cube: int = 1, x: Optional[float] = None) -> CubeDecision:
    """The cube decision for the side on roll in ``position`` with outputs ``o``: in a money
    game, or at the match score of ``settings`` (``seat`` on roll, the stake ``cube``)."""
    x = efficiency(position) if x is None else x
    if settings is not None and settings.match_length:
        return match_decision(o, owned, x, settings, seat, cube)
    return money_decision(o, owned, x)
