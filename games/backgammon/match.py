"""``python main.py match backgammon``: whole money games between two players.

Games go in pairs on the same seed with the seats swapped, which cancels much of
the dice's luck. Reports the first player's points per game with a 95% interval,
and each side's wins, gammons and backgammons.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from typing import Any, Optional

from games.backgammon.game import BackgammonState, Settings
from games.backgammon.players import BUILTINS
from games.matchcli import PlayerFault, choose_checked, load_players, match_parser, stopped
from games.stats import Progress, mean_interval


def play_game(players: list[Any], seed: int, settings: Settings) -> BackgammonState:
    """One game, ``players[seat]`` choosing for each seat."""
    state = BackgammonState.new(random.Random(seed), settings)
    rng = random.Random(seed ^ 0x5EED)
    while not state.is_terminal():
        seat = state.current_player()
        state.apply(choose_checked(players[seat], state.view(seat), rng, state.legal_moves()))
    return state


def run(players: list[Any], games: int, seed: int, settings: Settings,
        progress: Optional[Progress] = None) -> dict:
    """Tally of ``games`` games from the first player's side."""
    points: list[float] = []
    tally = {"wins": [0, 0], "gammons": [0, 0], "backgammons": [0, 0], "dropped": [0, 0],
             "highest_stake": 1}
    for g in range(games):
        first_seat = g % 2                       # where the first player sits this game
        seats = players if first_seat == 0 else players[::-1]
        state = play_game(seats, seed + g // 2, settings)
        winner = state.winner if first_seat == 0 else 1 - state.winner
        share = state.points if winner == 0 else -state.points
        points.append(float(share))
        tally["wins"][winner] += 1
        key = {"gammon": "gammons", "backgammon": "backgammons", "dropped": "dropped"}.get(state.result)
        if key:
            tally[key][winner] += 1
        tally["highest_stake"] = max(tally["highest_stake"], state.cube)
        if progress:
            progress.step()
    mean, low, high = mean_interval(points)
    tally.update(games=games, points=sum(points), per_game=mean, low=low, high=high)
    return tally


def main(argv: list[str]) -> int:
    parser = match_parser("backgammon", BUILTINS)
    parser.add_argument("--cube", action=argparse.BooleanOptionalAction, default=True,
                        help="play with the doubling dice (default on; --no-cube for cubeless games)")
    args = parser.parse_args(argv)
    loaded = load_players(parser, args.player, BUILTINS)
    names = [name for name, _ in loaded]
    settings = Settings(cube=args.cube)
    progress = Progress(args.games, "games", enabled=not args.json and sys.stderr.isatty())
    try:
        tally = run([p for _, p in loaded], args.games, args.seed, settings, progress)
    except PlayerFault as exc:
        return stopped(exc)
    if args.json:
        print(json.dumps({"players": names, "seed": args.seed, "cube": args.cube, **tally}))
        return 0
    n = tally["games"]
    print(f"{n} games, seed {args.seed}, doubling dice {'on' if args.cube else 'off'}")
    print(f"{names[0]}: {tally['per_game']:+.3f} points per game "
          f"(95% interval {tally['low']:+.3f} to {tally['high']:+.3f}), {tally['points']:+g} in all")
    for i, name in enumerate(names):
        print(f"{name}: won {tally['wins'][i]} ({100 * tally['wins'][i] / n:.1f}%), "
              f"gammons {tally['gammons'][i]}, backgammons {tally['backgammons'][i]}, "
              f"by refusal {tally['dropped'][i]}")
    print(f"highest stake: {tally['highest_stake']}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
