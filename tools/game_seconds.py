#!/usr/bin/env python3
"""Processor seconds a game of a match, and a digest of every move played.

Plays games ``1..--games`` of ``main.py match GAME --player A --player B --seed S``
(the same deals, seats and random streams as the match harness) one after another
in this process, and prints the processor seconds each game took (mean, spread,
least and most) and a SHA-256 of every move of every game. Run it on two versions of
the code: the digests are the same exactly when both made the very same choices, and
the seconds say what the change saved.

    python tools/game_seconds.py gin --player computer --player earlier --games 8 --seed 48000000

Processor time (``time.process_time``), so other work on the machine counts for little.
"""
from __future__ import annotations

import argparse
import hashlib
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.match.command import game_setup  # noqa: E402
from games.match.entrants import load_entrants  # noqa: E402
from games.match.play import play_game  # noqa: E402
from games.registry import find_game  # noqa: E402


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--player", action="append", required=True)
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    info = find_game(args.game)
    options = info.options()
    entrants = load_entrants(args.player, info.builtins)
    digest = hashlib.sha256()
    seconds = []
    for number in range(1, args.games + 1):
        setup, seats = game_setup(args.seed, len(entrants), number, options)
        start = time.process_time()
        record = play_game(info, setup, entrants, seats, number, lambda line: digest.update(line.encode() + b"\n"))
        seconds.append(time.process_time() - start)
        digest.update(repr(record).encode() + b"\n")
    spread = statistics.stdev(seconds) if len(seconds) > 1 else 0.0
    print(f"{args.game} {' v '.join(args.player)}, {len(seconds)} games from seed {args.seed}: "
          f"{statistics.mean(seconds):.3f} processor seconds a game (sd {spread:.3f}, "
          f"least {min(seconds):.3f}, most {max(seconds):.3f}, total {sum(seconds):.1f})")
    print(f"moves digest {digest.hexdigest()}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
