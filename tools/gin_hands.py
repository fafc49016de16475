#!/usr/bin/env python3
"""Gin players compared hand by hand: points per hand against one opponent, on the same deals.

Each deal is a single hand (no game to 100), played twice, the seats swapped. Every
``--player`` plays the same deals against ``--against``; the mean points per hand (the
hand's card points with Gin and undercut bonuses, won or lost) is printed with its
standard error, and for the second and later players the difference from the first,
deal by deal, with its standard error. The deals being the same, that difference is
far steadier than two separate matches' results: it is what a change to a player was
judged by before it was measured in whole games.

    python tools/gin_hands.py --player earlier --player computer --against simple --deals 200 --seed 3000
"""
from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.gin_rummy import BUILTINS  # noqa: E402
from games.gin_rummy.hand import GinHand  # noqa: E402
from games.plugins import PluginError, load_object  # noqa: E402


def hand_points(deal: int, player, against, seat: int) -> float:
    """What ``player`` from ``seat`` wins (or, below zero, loses) in the hand of ``deal``."""
    hand = GinHand.deal(random.Random(deal * 7919 + 13), dealer=deal % 2)
    seats = {seat: player, 1 - seat: against}
    streams = {s: random.Random(deal * 2 + s) for s in (0, 1)}
    while not hand.is_terminal():
        mover = hand.current_player()
        hand.apply(seats[mover].choose(hand.view(mover), streams[mover]))
    return hand.returns()[seat]


def mean_and_error(values: list[float]) -> tuple[float, float]:
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, float("nan")
    spread = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, (spread / n) ** 0.5


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--player", action="append", required=True)
    parser.add_argument("--against", default="simple")
    parser.add_argument("--deals", type=int, default=100, help="deals, each played from both seats")
    parser.add_argument("--seed", type=int, default=1, help="the first deal")
    args = parser.parse_args(argv)
    if args.deals < 1:
        parser.error("--deals must be at least 1")
    try:
        players = [load_object(spec, BUILTINS) for spec in args.player]
        against = load_object(args.against, BUILTINS)
    except PluginError as exc:
        print(f"gin_hands: {exc}", file=sys.stderr)
        return 2
    deals = range(args.seed, args.seed + args.deals)
    print(f"gin: {args.deals} deals from {args.seed}, each from both seats, against {args.against}: "
          "points per hand")
    first: list[float] = []
    for spec, player in zip(args.player, players):
        # a deal's two hands together, so that the deals are what varies
        pairs = [(hand_points(d, player, against, 0) + hand_points(d, player, against, 1)) / 2
                 for d in deals]
        mean, error = mean_and_error(pairs)
        line = f"{spec:>24}: {mean:+.2f} (standard error {error:.2f})"
        if first:
            gain, gain_error = mean_and_error([a - b for a, b in zip(pairs, first)])
            line += f", {gain:+.2f} (standard error {gain_error:.2f}) on {args.player[0]}"
        else:
            first = pairs
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
