#!/usr/bin/env python3
"""How long a Marrakech player takes to choose: processor time a decision.

The player sits in each seat in turn against copies of ``--against`` over
``--games`` games and every one of its choices (turning Assam, laying a rug) is
timed; the mean, the slowest tenth and the slowest are printed.

    python tools/marrakech_think_time.py --player computer --against assam --players 4 --games 8
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.marrakech import BUILTINS  # noqa: E402
from games.marrakech.rules import MarrakechState  # noqa: E402
from games.plugins import PluginError, load_object  # noqa: E402


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--player", default="computer")
    parser.add_argument("--against", default="assam")
    parser.add_argument("--players", type=int, choices=(2, 3, 4), default=2)
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    try:
        timed, other = load_object(args.player, BUILTINS), load_object(args.against, BUILTINS)
    except PluginError as exc:
        print(f"marrakech_think_time: {exc}", file=sys.stderr)
        return 2
    times = []
    for g in range(max(args.games, 1)):
        state = MarrakechState(random.Random(args.seed + g), args.players)
        rng = random.Random(args.seed + g)
        mine = g % args.players
        while not state.is_terminal():
            seat = state.current_player()
            view = state.view(seat)
            if seat == mine:
                began = time.process_time()
                move = timed.choose(view, rng)
                times.append(time.process_time() - began)
            else:
                move = other.choose(view, rng)
            state.apply(move)
    times.sort()
    tenth = times[int(len(times) * 0.9)]
    print(f"{args.player} v {args.against}, {args.players} seats: {len(times)} decisions; "
          f"{1000 * sum(times) / len(times):.1f} ms a decision on average, "
          f"the slowest tenth over {1000 * tenth:.1f} ms, the slowest {1000 * times[-1]:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
