"""Computer players for Backgammon: ``choose(view, rng) -> move``.

A view (:class:`games.backgammon.game.View`) says the phase, the dice, the
doubling dice and the board from the player's side, and lists the legal moves
when the player is to act. A player answers with one of them: a
:class:`~games.backgammon.notation.Play`, a
:class:`~games.backgammon.game.Decision` (keep/reroll the opening throw,
double/roll, take/drop, accept/reject a resignation) or a
:class:`~games.backgammon.game.Resign`. ``view.plays`` are the plays alone.
In a game of a match, ``view.settings`` holds the match's length and score and
whether this is the Crawford game.

Built-ins, weakest first: ``simple`` (a plain baseline), ``friendly`` (the
hand-made evaluator: a 1983 opponent), ``computer`` (the trained network, one
ply) and ``expert`` (the network searching three plies deep on the best few plays).
"""
from __future__ import annotations

import random
from typing import Optional

from games.backgammon import heuristic, matchplay, search
from games.backgammon.bearoff import BearoffTable
from games.backgammon.board import Position
from games.backgammon.game import CUBE, MOVE, OPENING, RESIGN, TAKE, Decision, Resign, Settings, View
from games.backgammon.notation import OFF, Play

LEVELS = {1: "friendly", 2: "computer", 3: "expert"}
TOP_LEVEL = 3


class SimplePlayer:
    """Hit when it can, otherwise make points, otherwise run the furthest-back piece.
    Never doubles or resigns; always takes, and accepts any resignation; keeps the opening throw."""

    def choose(self, view: View, rng: random.Random):
        if view.phase == OPENING:
            return Decision("keep")
        if view.phase == CUBE:
            return Decision("roll")
        if view.phase == TAKE:
            return Decision("take")
        if view.phase == RESIGN:
            return Decision("accept")
        return max(view.plays, key=lambda play: _simple_key(view, play))


def _simple_key(view: View, play: Play) -> tuple:
    after = view.position.apply(play)
    before = view.position.me
    hits = sum(1 for s in play.steps if s.hit)
    made = sum(1 for i in range(24) if after.me[i] >= 2 and before[i] < 2)
    furthest = max((s.src for s in play.steps), default=0)
    return hits, made, furthest, -sum(s.dst for s in play.steps if s.dst != OFF)


class SearchPlayer:
    """Plays and cube actions chosen with an evaluator (see :mod:`games.backgammon.search`)."""

    def __init__(self, evaluate: Optional[search.Evaluator] = None, plies: int = 1,
                 bearoff: bool = False, batch: Optional[search.BatchEvaluator] = None,
                 resigns: bool = False, match_aware: bool = True,
                 cube_evaluate: Optional[search.Evaluator] = None, search_mode: str = "screened") -> None:
        if search_mode not in search.MODES:
            raise ValueError(f"search_mode is one of {', '.join(search.MODES)}, not {search_mode!r}")
        self._evaluate = evaluate
        self._cube_evaluate = cube_evaluate   # the chances the doubling dice is judged by, if not evaluate's
        self.match_aware = match_aware  # False: decides as in a money game whatever the score
        self._batch = batch
        self._network = evaluate is None
        self.plies = plies
        self.search_mode = search_mode  # beyond two plies: "screened" at two first, or "full"
        self.bearoff = bearoff
        self.resigns = resigns          # offers to resign a game it is sure to lose

    def prepare(self) -> None:
        """Read now the data files this player will need, so that one missing or damaged is
        named before a game starts (:class:`games.paths.AssetError`), not in the middle of it."""
        if self._network:
            from games.backgammon.network import default_network
            default_network()
        if self.bearoff:
            BearoffTable.load()

    @property
    def evaluate(self) -> search.Evaluator:
        if self._evaluate is None:
            from games.backgammon.network import default_network
            self._evaluate = default_network().outputs
        return self._evaluate

    @property
    def cube_evaluate(self) -> search.Evaluator:
        return self._cube_evaluate or self.evaluate

    @property
    def batch(self) -> Optional[search.BatchEvaluator]:
        """The deep search's evaluator of many positions at once: the one given, else the
        network's when it is the evaluator; None asks the evaluator one position at a time."""
        if self._batch is not None:
            return self._batch
        if self._network:
            from games.backgammon.network import default_network
            return default_network().equities
        return None

    def choose(self, view: View, rng: random.Random):
        if view.phase == OPENING:
            return Decision("keep")
        if view.phase in (CUBE, MOVE) and self.resigns:
            level = self.resignation(view)
            if level:
                return Resign(level)
        if view.phase == CUBE:
            return Decision("double" if self.doubles(view) else "roll")
        if view.phase == TAKE:
            return Decision("take" if self.takes(view) else "drop")
        if view.phase == RESIGN:
            accept = matchplay.should_accept_resignation(
                self._rules(view), view.seat, self.outcomes_facing(view), view.cube, view.resigning)
            return Decision("accept" if accept else "reject")
        if view.phase == MOVE:
            if len(view.plays) == 1:
                return view.plays[0]
            return self.play_for(view.position, view.dice)
        raise ValueError(f"nothing to choose in phase {view.phase}")

    def hint(self, view: View, count: int = 3):
        """What it would do in ``view`` (any seat's): in the move phase its best ``count`` plays
        with their equities, best first, as (equity, play); otherwise its decision."""
        if view.phase != MOVE:
            return self.choose(view, random.Random(0))
        return search.top_plays(self.evaluate, view.position, view.dice, count, self.plies, self.batch,
                                mode=self.search_mode)

    def _rules(self, view: View) -> Settings:
        """The game's rules as its decisions weigh them: a money game's unless match-aware."""
        return view.settings if self.match_aware else MONEY

    def doubles(self, view: View) -> bool:
        owned = view.owner == view.seat
        money = search.should_double(self.cube_evaluate, view.position, owned)
        rules = self._rules(view)
        if not rules.match_length:
            return money
        o = self.cube_evaluate(view.position.me, view.position.opp)
        return matchplay.should_double(rules, view.seat, o, view.cube, money)

    def takes(self, view: View) -> bool:
        rules = self._rules(view)
        if not rules.match_length:
            return search.should_take(self.cube_evaluate, view.position.flipped())
        o = flip(self.cube_evaluate(view.position.opp, view.position.me))
        return matchplay.should_take(rules, view.seat, o, view.cube)

    def outcomes_facing(self, view: View) -> tuple[float, ...]:
        """The five outputs from this seat's side while the other side, on turn, resigns:
        after the other's best play (by one ply) if he has thrown, else before his throw.
        A side that has borne off a piece can no longer lose a gammon."""
        position = view.position.flipped()            # the resigning side's view
        if view.dice == (0, 0):
            return exact_gammons(flip(self.evaluate(position.me, position.opp)), view.position)
        _, _, after = search.ranked(self.evaluate, position, view.dice)[0]
        if not any(after.me):
            return (0.0, 0.0, 0.0) + ((1.0, 1.0) if after.winner_points() == 3 else
                                      (1.0, 0.0) if after.winner_points() == 2 else (0.0, 0.0))
        return exact_gammons(self.evaluate(after.opp, after.me), after.flipped())

    def resignation(self, view: View) -> int:
        """The level (1 single, 2 gammon, 3 backgammon) it offers to resign at, or 0: only when
        it has no real chance of winning and is as sure of the level it will lose."""
        position = view.position
        if view.dice == (0, 0):
            o = self.evaluate(position.me, position.opp)
        else:
            _, _, after = search.ranked(self.evaluate, position, view.dice)[0]
            if not any(after.me):
                return 0
            position = after
            o = flip(self.evaluate(after.opp, after.me))
        win, _, _, lg, lbg = exact_gammons(o, position)
        sure = RESIGN_SURE
        if win > sure:
            return 0
        level = 3 if lbg >= 1 - sure else 2 if lg >= 1 - sure and lbg <= sure else 1 if lg <= sure else 0
        return level if level > view.rejected else 0

    def play_for(self, position: Position, dice: tuple[int, int]) -> Play:
        """The play it makes with ``dice`` in ``position`` (its own pieces being ``position.me``)."""
        if self.bearoff:
            play = search.bearoff_play(position, dice)
            if play is not None:
                return play
        return search.best_play(self.evaluate, position, dice, plies=self.plies, batch=self.batch,
                                mode=self.search_mode)


MONEY = Settings()
RESIGN_SURE = 0.02        # the computer resigns with less than this chance of doing better


def flip(o) -> tuple[float, ...]:
    """The five outputs seen from the other side."""
    return (1.0 - o[0], o[3], o[4], o[1], o[2])


def exact_gammons(o, position: Position) -> tuple[float, ...]:
    """``o`` (for ``position.me``) with what the board settles, the network's estimates being
    rough there: a side that has borne off a piece cannot lose a gammon; in a race, a side
    with nothing in the other's inner table or on the bar cannot lose a backgammon."""
    o = list(float(x) for x in o)
    race = position.is_race()
    for side, gammon in ((position.opp, 1), (position.me, 3)):     # what that side may lose
        if sum(side) < 15:
            o[gammon] = o[gammon + 1] = 0.0
        elif race and not any(side[18:25]):
            o[gammon + 1] = 0.0
    return tuple(o)


class FriendlyPlayer(SearchPlayer):
    """The hand-made evaluator, one ply: a reasonably proficient 1983 opponent."""

    def __init__(self) -> None:
        super().__init__(heuristic.outputs, cube_evaluate=heuristic.cube_outputs)


class ComputerPlayer(SearchPlayer):
    """The trained network, one ply; the bear-off table once all its pieces are home in a race.
    ``match_aware=False`` makes its cube decisions in a match as in a money game (to measure
    what weighing the score is worth)."""

    def __init__(self, match_aware: bool = True) -> None:
        super().__init__(None, plies=1, bearoff=True, resigns=True, match_aware=match_aware)


class ExpertPlayer(SearchPlayer):
    """The trained network looking three plies deep (its throw, the opponent's reply, its
    next throw) at its best few plays, and the bear-off table: the top level. Every finalist
    is searched three deep; ``search_mode="screened"`` screens them at two plies first, as
    the hint does (quicker, but 2% of its choices differ, so as a player it is a change of
    strength the house rule has not yet let in: docs/engines/backgammon.md)."""

    def __init__(self, match_aware: bool = True, search_mode: str = "full") -> None:
        super().__init__(None, plies=3, bearoff=True, resigns=True, match_aware=match_aware,
                         search_mode=search_mode)


class ScreenedExpert(ExpertPlayer):
    """The expert with the screen at two plies before the third, the hint's search: kept to
    be set against the expert head to head (``games.backgammon.players:ScreenedExpert``)."""

    def __init__(self, match_aware: bool = True) -> None:
        super().__init__(match_aware, search_mode="screened")


def player_for_level(level: int) -> SearchPlayer:
    return {1: FriendlyPlayer, 2: ComputerPlayer, 3: ExpertPlayer}[level]()
