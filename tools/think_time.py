#!/usr/bin/env python3
"""How long a player of any two-seat game thinks: processor seconds per decision, by phase.

Plays ``--games`` whole games (each deal twice, the seats swapped) between the player
measured and an opponent, and prints the mean and the longest decision of the player
measured in each phase of the game and over all. Processor time
(``time.process_time``), so other work on the machine does not count. Players that
listen to the game (``observe``) are not told anything here: measure those with the
game's own tool (``tools/piquet_think_time.py``).

    python tools/think_time.py gin --player computer --against neller --games 20
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.match.turns import measured_turns  # noqa: E402
from games.plugins import PluginError, load_object  # noqa: E402
from games.registry import find_game  # noqa: E402


def measure(info, player, opponent, games: int, seed: int) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {}
    for state, view, rng in measured_turns(info, opponent, games, seed):
        start = time.process_time()
        move = player.choose(view, rng)
        times.setdefault(str(view.phase), []).append(time.process_time() - start)
        state.apply(move)
    return times


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--player", default="computer")
    parser.add_argument("--against", default="simple")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    info = find_game(args.game)
    if info is None or info.seats != (2, 2):
        print(f"think_time: {args.game!r} is not a two-seat game here", file=sys.stderr)
        return 2
    if args.games < 1:
        parser.error("--games must be at least 1")
    try:
        player, opponent = (load_object(spec, info.builtins) for spec in (args.player, args.against))
    except PluginError as exc:
        print(f"think_time: {exc}", file=sys.stderr)
        return 2
    times = measure(info, player, opponent, args.games, args.seed)
    every = [t for ts in times.values() for t in ts]
    print(f"{info.name}: {args.player} against {args.against}, {args.games} games: "
          f"processor seconds per decision")
    for name, ts in sorted(times.items()) + [("all", every)]:
        print(f"{name:>12}: {len(ts):6d} decisions, mean {sum(ts) / len(ts):.4f}, longest {max(ts):.3f}")
    print(f"{'a game':>12}: {sum(every) / args.games:.2f} processor seconds of {args.player}'s thinking")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
