#!/usr/bin/env python3
"""Does a Piquet player turn its points into won parties? Whole parties, hand by hand.

Plays ``--deals`` parties from each seat (as ``piquet_hands.py --parties`` does) and
keeps A's margin in every hand, as Elder or as Younger. It prints the share of parties
A actually won beside the share a player would win whose hands were drawn independently
from the same margins (three as Elder, three as Younger, as a partie deals them): a
player who weighs the partie (safe when ahead, bold when behind) wins more than its
hands alone promise; one who plays every hand for points wins about the same.

    python tools/piquet_conversion.py --player computer --against rulebased --deals 100
"""
from __future__ import annotations

import argparse
import random
import signal
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.match.spec import seat_rng  # noqa: E402
from games.piquet.partie import Partie  # noqa: E402
from games.piquet.players import BUILTINS  # noqa: E402
from games.plugins import PluginError, load_object  # noqa: E402
from games.stats import wilson_interval  # noqa: E402


def one_partie(seed: int, a, b, a_seat: int) -> tuple[float, list[tuple[bool, int]]]:
    """(1, 0.5 or 0 for A's result; A's (was Elder, margin) for each hand)."""
    partie = Partie(random.Random(seed))
    players = {a_seat: a, 1 - a_seat: b}
    streams = {seat: seat_rng(seed, seat) for seat in (0, 1)}
    while not partie.is_terminal():
        seat = partie.current_player()
        partie.apply(players[seat].choose(partie.view(seat), streams[seat]))
    hands = [(h.elder == a_seat, r.scores[a_seat] - r.scores[1 - a_seat])
             for h, r in zip(partie.finished, partie.history)]
    winner = partie.settlement()[1]
    return (0.5 if winner is None else float(winner == a_seat)), hands


def independent_share(elder: list[int], younger: list[int], rng: random.Random,
                      trials: int = 100000) -> float:
    """The share of parties won by three Elder and three Younger hands drawn independently."""
    won = 0.0
    for _ in range(trials):
        total = sum(rng.choice(elder) for _ in range(3)) + sum(rng.choice(younger) for _ in range(3))
        won += 1.0 if total > 0 else 0.5 if total == 0 else 0.0
    return won / trials


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--player", default="computer")
    parser.add_argument("--against", default="rulebased")
    parser.add_argument("--deals", type=int, default=50)
    parser.add_argument("--seed", type=int, default=600000)
    args = parser.parse_args(argv)
    signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        a, b = load_object(args.player, BUILTINS), load_object(args.against, BUILTINS)
    except PluginError as exc:
        print(f"piquet_conversion: {exc}", file=sys.stderr)
        return 2
    results, elder, younger = [], [], []
    try:
        for d in range(args.deals):
            for seat in (0, 1):
                won, hands = one_partie(args.seed + d, a, b, seat)
                results.append(won)
                for is_elder, margin in hands:
                    (elder if is_elder else younger).append(margin)
    except KeyboardInterrupt:
        print(f"piquet_conversion: stopped after {len(results)} parties", file=sys.stderr)
    if len(results) < 2:
        return 130
    won = sum(results)
    low, high = wilson_interval(won, len(results))
    print(f"{args.player} against {args.against}, {len(results)} parties from seed {args.seed}")
    print(f"  won {won:g} ({100 * won / len(results):.1f}%, 95% interval {100 * low:.1f}-{100 * high:.1f}%)")
    for name, ms in (("as Elder", elder), ("as Younger", younger)):
        print(f"  {name}: {len(ms)} hands, mean {statistics.mean(ms):+.1f}, spread {statistics.pstdev(ms):.1f}")
    share = independent_share(elder, younger, random.Random(1))
    print(f"  hands drawn independently from these margins would win {100 * share:.1f}%")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
