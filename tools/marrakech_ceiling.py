#!/usr/bin/env python3
"""The ceiling of Marrakech's computer: the computer told its own throw of the die.

A player that thinks as ``computer`` does, but is told, before it turns Assam,
what its coming throw will be, and turns him the way that does best for that
throw; its rugs it lays as ``computer`` does. Against copies of ``--against``
over ``--deals`` deals, each played once with the computer in every seat, it
prints the told computer's share of the games won and its points a game, with
95% intervals: how much of the game lies in the one thing a player cannot know
when he turns Assam.

    python tools/marrakech_ceiling.py --against assam --players 4 --deals 50 --seed 1
"""
from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.marrakech import BUILTINS  # noqa: E402
from games.marrakech.computer import OUT, ComputerPlayer, _Market  # noqa: E402
from games.marrakech.market import DIE, walk  # noqa: E402
from games.marrakech.moves import Turn  # noqa: E402
from games.marrakech.reckoning import turn_facings  # noqa: E402
from games.marrakech.rules import TURN, MarrakechState  # noqa: E402
from games.match.spec import seat_rng  # noqa: E402
from games.plugins import PluginError, load_object  # noqa: E402
from games.stats import mean_interval, wilson_interval  # noqa: E402


def coming_throw(state: MarrakechState) -> int:
    """The face the die will show at the next throw (the state's own stream, untouched)."""
    if state.loaded:
        return state.loaded[0]
    peek = random.Random()
    peek.setstate(state.rng.getstate())
    return DIE[peek.randrange(len(DIE))]


class ToldComputer(ComputerPlayer):
    """``computer``, told its coming throw before it turns Assam."""

    def choose_told(self, state: MarrakechState, rng: random.Random):
        view = state.view(state.current_player())
        if view.phase != TURN or view.settings.late_turn:
            return self.choose(view, rng)
        table = self._table(view)
        market = _Market(view.tops, view.colours)
        throw = coming_throw(state)
        best, chosen = None, Turn("S")
        for way, facing in turn_facings(view.facing):
            path, end = walk(view.assam, facing, throw)
            owed, owner = market.payment(path[-1], table.me, table)
            if owed > view.dirhams[table.me]:
                value = OUT
            else:
                money = list(view.dirhams)
                if owed:
                    money[table.me] -= owed
                    money[owner] += owed
                value = self._rug(view, table, path[-1], end, money)[1]
            if best is None or value > best:
                best, chosen = value, Turn(way)
        return chosen


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", default="assam", help="the others: a built-in or module:attribute")
    parser.add_argument("--players", type=int, choices=(2, 3, 4), default=4)
    parser.add_argument("--deals", type=int, default=50, help="deals, each played with the computer in every seat")
    parser.add_argument("--seed", type=int, default=1, help="the first deal's seed")
    args = parser.parse_args(argv)
    if args.deals < 1:
        parser.error("--deals must be at least 1")
    try:
        against = load_object(args.against, BUILTINS)
    except PluginError as exc:
        print(f"marrakech_ceiling: {exc}", file=sys.stderr)
        return 2
    told = ToldComputer()
    wins, points = 0.0, []
    for k in range(args.deals):
        for mine in range(args.players):
            deal = args.seed + k
            state = MarrakechState(random.Random(deal), args.players)
            rngs = [seat_rng(deal, s) for s in range(args.players)]
            while not state.is_terminal():
                seat = state.current_player()
                if seat == mine:
                    move = told.choose_told(state, rngs[seat])
                else:
                    move = against.choose(state.view(seat), rngs[seat])
                state.apply(move)
            wins += state.returns()[mine]
            points.append(state.scores()[mine])
    games = args.deals * args.players
    low, high = wilson_interval(wins, games)
    mean, m_low, m_high = mean_interval(points)
    print(f"computer told its throw v {args.against}, {args.players} seats: {games} games, seed {args.seed}")
    print(f"won {wins:g} ({100 * wins / games:.1f}%, 95% interval {100 * low:.1f}-{100 * high:.1f}%)")
    print(f"points a game {mean:.1f} ({m_low:.1f} to {m_high:.1f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
