#!/usr/bin/env python3
"""Two Piquet players' card play compared on the same hands, all else equal.

Each deal is exchanged by ``rulebased`` for both seats and declared truthfully;
then player A plays the cards against player B, once as Elder and once as
Younger, from the same position. The figure is A's points in the play less B's
(leads, tricks, the last trick, majority, all the tricks, pique) per deal, both
seatings added, with its 95% interval: the worth of A's play over B's alone.

    python tools/piquet_play_only.py --player computer --against "computer(sampled=0)" --deals 60 --seed 5000
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.cards import shuffled_deck  # noqa: E402
from games.piquet.hand import Hand  # noqa: E402
from games.piquet.players import BUILTINS  # noqa: E402
from games.piquet.players.rulebased import RuleBasedPlayer  # noqa: E402
from games.piquet.rules import PACK_RANKS  # noqa: E402
from games.plugins import load_object  # noqa: E402
from games.stats import mean_interval  # noqa: E402


def declared(seed: int) -> Hand:
    """Deal ``seed``, exchanged by ``rulebased`` for both seats and declared truthfully."""
    h = Hand(shuffled_deck(random.Random(seed), PACK_RANKS), elder=0)
    rng, exchanger = random.Random(seed), RuleBasedPlayer()
    while h.phase != "play":
        h.apply(exchanger.choose(h.view(h.current_player()), rng))
    return h


def play_margin(start: Hand, a, b, a_seat: int, rng: random.Random, clock: list[float]) -> int:
    h = start.clone()
    players = {a_seat: a, 1 - a_seat: b}
    before = h.scores[a_seat] - h.scores[1 - a_seat]
    while not h.is_terminal():
        seat = h.current_player()
        t = time.process_time()
        move = players[seat].choose(h.view(seat), rng)
        if seat == a_seat:
            clock.append(time.process_time() - t)
        h.apply(move)
    return h.scores[a_seat] - h.scores[1 - a_seat] - before


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--player", default="computer")
    parser.add_argument("--against", default="computer(sampled=0)")
    parser.add_argument("--deals", type=int, default=60)
    parser.add_argument("--seed", type=int, default=5000)
    args = parser.parse_args(argv)
    a, b = load_object(args.player, BUILTINS), load_object(args.against, BUILTINS)
    margins, clock = [], []
    for d in range(args.deals):
        start = declared(args.seed + d)
        rng = random.Random(d)        # one stream through both seatings of a deal
        margins.append(sum(play_margin(start, a, b, seat, rng, clock) for seat in (0, 1)))
    mean, low, high = mean_interval(margins)
    print(f"{args.player} against {args.against}, {args.deals} deals from seed {args.seed}: "
          f"play margin {mean:+.2f} per deal, both seatings (95% interval {low:+.2f} to {high:+.2f}); "
          f"{args.player} thought {sum(clock) / len(clock):.4f} s a card on average, {max(clock):.3f} at most")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
