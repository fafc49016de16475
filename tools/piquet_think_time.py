#!/usr/bin/env python3
"""How long a Piquet player thinks: processor seconds per decision, by phase.

Plays ``--hands`` hands (each deal twice, the seats swapped) between the player
measured and an opponent, and prints the mean and the longest decision of the
player measured in the exchange, the declarations and the play.

    python tools/piquet_think_time.py --player computer --against rulebased --hands 40

Processor time (``time.process_time``), so other work on the machine does not count.
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.piquet.hand import Hand  # noqa: E402
from games.piquet.players import BUILTINS  # noqa: E402
from games.piquet.players.knowledge import PACK  # noqa: E402
from games.plugins import load_object  # noqa: E402


def phase_of(view) -> str:
    return {"exchange": "exchange", "play": "play"}.get(view.phase, "declarations")


def measure(player, opponent, hands: int, seed: int) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {"exchange": [], "declarations": [], "play": []}
    for n in range(hands):
        pack = list(PACK)
        random.Random(seed + n // 2).shuffle(pack)
        seat = n % 2
        h, rng = Hand(pack, elder=0), random.Random(seed + n)
        while not h.is_terminal():
            mover = h.current_player()
            view = h.view(mover)
            if mover != seat:
                h.apply(opponent.choose(view, rng))
                continue
            start = time.process_time()
            move = player.choose(view, rng)
            times[phase_of(view)].append(time.process_time() - start)
            h.apply(move)
    return times


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--player", default="computer")
    parser.add_argument("--against", default="rulebased")
    parser.add_argument("--hands", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    player = load_object(args.player, BUILTINS)
    opponent = load_object(args.against, BUILTINS)
    times = measure(player, opponent, args.hands, args.seed)
    every = [t for ts in times.values() for t in ts]
    print(f"{args.player} against {args.against}, {args.hands} hands: seconds per decision")
    for name, ts in list(times.items()) + [("all", every)]:
        print(f"{name:>12}: {len(ts):5d} decisions, mean {sum(ts) / len(ts):.4f}, longest {max(ts):.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
