#!/usr/bin/env python3
"""How long the computer thinks in a trick-avoidance game: processor seconds per decision,
by phase (pass, bid, play).

Plays ``--hands`` hands of GAME, the computer in seat 0 (each hand dealt by the next
seat) and ``--against`` in the others, and prints the mean and the longest of the
computer's decisions in each phase.

    python tools/trick_think_time.py hearts --against defender --hands 40

Processor time (``time.process_time``), so other work on the machine does not count.
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.avoidance.game import AvoidanceGame, Settings  # noqa: E402
from games.avoidance.options import BUILTINS  # noqa: E402
from games.plugins import load_object  # noqa: E402

GAMES = {"hearts": "games.short_hearts.rules", "polignac": "games.polignac.rules",
         "slobberhannes": "games.slobberhannes.rules", "blacktile": "games.blacktile.rules"}


def measure(game_name: str, player, opponent, seats: int, hands: int, seed: int) -> dict[str, list[float]]:
    variant = __import__(GAMES[game_name], fromlist=["VARIANT"]).VARIANT
    times: dict[str, list[float]] = {"pass": [], "bid": [], "play": []}
    game = AvoidanceGame(variant, random.Random(seed), Settings(seats=seats, hands=hands))
    rng = random.Random(seed)
    while not game.is_terminal():
        seat = game.current_player()
        view = game.view(seat)
        if seat != 0:
            game.apply(opponent.choose(view, rng))
            continue
        start = time.process_time()
        move = player.choose(view, rng)
        times[view.phase].append(time.process_time() - start)
        game.apply(move)
    return times


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=sorted(GAMES))
    parser.add_argument("--player", default="computer")
    parser.add_argument("--against", default="defender")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--hands", type=int, default=20, help="a multiple of --players")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.hands % args.players:
        parser.error("--hands must be a multiple of --players")
    player, opponent = load_object(args.player, BUILTINS), load_object(args.against, BUILTINS)
    times = measure(args.game, player, opponent, args.players, args.hands, args.seed)
    every = [t for ts in times.values() for t in ts]
    print(f"{args.game}: {args.player} against {args.against}, {args.hands} hands: seconds per decision")
    for name, ts in list(times.items()) + [("all", every)]:
        if ts:
            print(f"{name:>6}: {len(ts):5d} decisions, mean {sum(ts) / len(ts):.4f}, longest {max(ts):.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
