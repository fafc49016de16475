"""Computer players for Backgammon: ``choose(view, rng) -> move``.

A view (:class:`games.backgammon.game.View`) says the phase, the dice, the
doubling dice and the board from the player's side, and lists the legal moves
when the player is to act. A player answers with one of them: a
:class:`~games.backgammon.notation.Play`, or a
:class:`~games.backgammon.game.Decision` (keep/reroll the opening throw,
double/roll, take/drop).

Built-ins, weakest first: ``simple`` (a plain baseline), ``friendly`` (the
hand-made evaluator: a 1983 opponent), ``computer`` (the trained network, one
ply) and ``expert`` (the network searching three plies deep on the best few plays).
"""
from __future__ import annotations

import random
from typing import Optional

from games.backgammon import heuristic, search
from games.backgammon.bearoff import BearoffTable
from games.backgammon.board import Position
from games.backgammon.game import CUBE, MOVE, OPENING, TAKE, Decision, View
from games.backgammon.notation import OFF, Play

BUILTINS = {
    "simple": "games.backgammon.players:SimplePlayer",
    "friendly": "games.backgammon.players:FriendlyPlayer",
    "computer": "games.backgammon.players:ComputerPlayer",
    "expert": "games.backgammon.players:ExpertPlayer",
}
LEVELS = {1: "friendly", 2: "computer", 3: "expert"}
TOP_LEVEL = 3


class SimplePlayer:
    """Hit when it can, otherwise make points, otherwise run the furthest-back piece.
    Never doubles; always takes; keeps the opening throw."""

    def choose(self, view: View, rng: random.Random):
        if view.phase == OPENING:
            return Decision("keep")
        if view.phase == CUBE:
            return Decision("roll")
        if view.phase == TAKE:
            return Decision("take")
        plays = list(view.legal_moves)
        return max(plays, key=lambda play: _simple_key(view, play))


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
                 bearoff: bool = False, batch: Optional[search.BatchEvaluator] = None) -> None:
        self._evaluate = evaluate
        self._batch = batch
        self._network = evaluate is None
        self.plies = plies
        self.bearoff = bearoff

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
        if view.phase == CUBE:
            owned = view.owner == view.seat
            double = search.should_double(self.evaluate, view.position, owned)
            return Decision("double" if double else "roll")
        if view.phase == TAKE:
            take = search.should_take(self.evaluate, view.position.flipped())
            return Decision("take" if take else "drop")
        if view.phase == MOVE:
            if len(view.legal_moves) == 1:
                return view.legal_moves[0]
            return self.play_for(view.position, view.dice)
        raise ValueError(f"nothing to choose in phase {view.phase}")

    def play_for(self, position: Position, dice: tuple[int, int]) -> Play:
        """The play it makes with ``dice`` in ``position`` (its own pieces being ``position.me``)."""
        if self.bearoff:
            play = search.bearoff_play(position, dice)
            if play is not None:
                return play
        return search.best_play(self.evaluate, position, dice, plies=self.plies, batch=self.batch)


class FriendlyPlayer(SearchPlayer):
    """The hand-made evaluator, one ply: a reasonably proficient 1983 opponent."""

    def __init__(self) -> None:
        super().__init__(heuristic.outputs)


class ComputerPlayer(SearchPlayer):
    """The trained network, one ply; the bear-off table once all its pieces are home in a race."""

    def __init__(self) -> None:
        super().__init__(None, plies=1, bearoff=True)


class ExpertPlayer(SearchPlayer):
    """The trained network looking three plies deep (its throw, the opponent's reply, its
    next throw) at its best few plays, and the bear-off table: the top level."""

    def __init__(self) -> None:
        super().__init__(None, plies=3, bearoff=True)


def player_for_level(level: int) -> SearchPlayer:
    return {1: FriendlyPlayer, 2: ComputerPlayer, 3: ExpertPlayer}[level]()
