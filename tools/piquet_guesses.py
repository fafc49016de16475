#!/usr/bin/env python3
"""How near the computer's guesses at the other Piquet hand come to the real one.

Plays ``--deals`` hands between two copies of ``--player`` and, at the positions
asked for (``--at``: the tricks played, 0 the first card), takes each seat's view
and guesses the other hand ``--guesses`` times, as the computer does, in each way
of guessing named: ``rank`` (one weighting of the ranks for both seats),
``seat`` (as each seat keeps them) and ``play:T`` (by seat, his tricks read, a
guess breaking h of their hints kept T**h as often). The figure is the mean log
loss of each unseen card's guessed chance of being in his hand: lower is nearer.

    python tools/piquet_guesses.py --player rulebased --deals 400 --at 3 6 9 --ways rank seat play:0.3
"""
from __future__ import annotations

import argparse
import math
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.cards import shuffled_deck  # noqa: E402
from games.piquet.hand import Hand  # noqa: E402
from games.piquet.players import BUILTINS  # noqa: E402
from games.piquet.players.knowledge import deals, knowledge  # noqa: E402
from games.piquet.rules import PACK_RANKS  # noqa: E402
from games.plugins import PluginError, load_object  # noqa: E402


def positions(player, count: int, seed: int, at: set[int]) -> list[tuple]:
    """(a seat's view, the other hand as it really is) at each position asked for."""
    out = []
    for d in range(count):
        h = Hand(shuffled_deck(random.Random(seed + d), PACK_RANKS), elder=0)
        rng = random.Random(seed + d)
        while not h.is_terminal():
            seat = h.current_player()
            if h.phase == "play" and not h.trick and len(h.tricks) in at:
                out.append((h.view(seat), tuple(h.held[1 - seat])))
                out.append((h.view(1 - seat), tuple(h.held[seat])))
            h.apply(player.choose(h.view(seat), rng))
    return out


def way(name: str) -> dict:
    if name == "rank":
        return {"by_seat": False}
    if name == "seat":
        return {"by_seat": True}
    word, _, trust = name.partition(":")
    if word == "play":
        try:
            value = float(trust)
        except ValueError:
            value = -1.0
        if 0.0 <= value <= 1.0:
            return {"by_seat": True, "trust": value}
    raise ValueError(f"a way of guessing is rank, seat or play:T with T from 0 to 1, not {name!r}")


def log_loss(found: list[tuple], how: dict, guesses: int, seed: int) -> float:
    rng = random.Random(seed)
    total, n = 0.0, 0
    for view, real in found:
        k = knowledge(view, **how)
        hidden = set(real) - set(k.opponent_known)
        made = deals(view, k, rng, guesses)
        for card in k.pool:
            if card.suit in k.voids:
                continue
            p = (sum(card in g for g in made) + 0.5) / (len(made) + 1)
            total -= math.log(p if card in hidden else 1 - p)
            n += 1
    return total / max(n, 1)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--player", default="rulebased")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=720000)
    parser.add_argument("--at", type=int, nargs="+", default=[3, 6, 9])
    parser.add_argument("--guesses", type=int, default=30)
    parser.add_argument("--ways", nargs="+", default=["rank", "seat", "play:0.3"])
    args = parser.parse_args(argv)
    if args.deals < 1 or args.guesses < 1 or not all(0 <= t < 12 for t in args.at):
        parser.error("--deals and --guesses must be at least 1, --at from 0 to 11")
    try:
        player = load_object(args.player, BUILTINS)
        ways = [(name, way(name)) for name in args.ways]
    except (PluginError, ValueError) as exc:
        print(f"piquet_guesses: {exc}", file=sys.stderr)
        return 2
    found = positions(player, args.deals, args.seed, set(args.at))
    print(f"{args.player}'s hands, {args.deals} deals from seed {args.seed}, "
          f"{len(found)} views after {' '.join(map(str, args.at))} tricks, {args.guesses} guesses each")
    for name, how in ways:
        print(f"  {name:>10}: log loss {log_loss(found, how, args.guesses, args.seed):.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
