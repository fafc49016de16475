#!/usr/bin/env python3
"""Several Piquet exchanges compared on the same positions, the rest of the hand alike.

On each deal, from each seat, every exchange named (players by spec; only their
exchange is used) chooses its discard from the same position with the same random
stream; each different discard is then played out ``--replays`` times by ``--player``
against ``--against`` with the same streams, so two exchanges that put out the same
cards score exactly alike and only the deals where they differ add noise. Printed:
each exchange's points per deal (both seats added) less the first's, with its 95%
interval, as Elder and as Younger, and how often its discard differed.

    python tools/piquet_exchange_compare.py --against computer --deals 150 \\
        computer "computer(opponent='seat')"
"""
from __future__ import annotations

import argparse
import copy
import random
import signal
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.cards import shuffled_deck  # noqa: E402
from games.match.spec import seat_rng  # noqa: E402
from games.piquet.hand import Hand  # noqa: E402
from games.piquet.players import BUILTINS  # noqa: E402
from games.piquet.rules import PACK_RANKS  # noqa: E402
from games.plugins import PluginError, load_object  # noqa: E402
from games.stats import mean_interval  # noqa: E402


def finish(h: Hand, players: dict, streams: dict, a_seat: int) -> int:
    while not h.is_terminal():
        seat = h.current_player()
        h.apply(players[seat].choose(h.view(seat), streams[seat]))
    return h.scores[a_seat] - h.scores[1 - a_seat]


def one_seat(seed: int, a_seat: int, exchanges: list, a, b, replays: int) -> tuple[list[float], list]:
    """Each exchange's mean margin for A on this deal from ``a_seat`` (Elder is seat 0)."""
    h = Hand(shuffled_deck(random.Random(seed), PACK_RANKS), elder=0)
    players = {a_seat: a, 1 - a_seat: b}
    streams = {seat: seat_rng(seed, seat) for seat in (0, 1)}
    while h.current_player() != a_seat or h.phase != "exchange":
        seat = h.current_player()
        h.apply(players[seat].choose(h.view(seat), streams[seat]))
    view = h.view(a_seat)
    moves = []
    for x in exchanges:
        rng = copy.deepcopy(streams[a_seat])
        moves.append(x.choose(view, rng))
    after = rng.getstate()
    worth = {}
    for move in moves:
        key = tuple(sorted(str(c) for c in move.cards))
        if key in worth:
            continue
        total = 0
        for r in range(replays):
            g = copy.deepcopy(h)
            g.apply(move)
            if r == 0:      # the streams as they stood: the hand as it would have gone on
                mine = random.Random()
                mine.setstate(after)
                s = {a_seat: mine, 1 - a_seat: copy.deepcopy(streams[1 - a_seat])}
            else:
                s = {seat: seat_rng(f"{seed}-{r}", seat) for seat in (0, 1)}
            total += finish(g, players, s, a_seat)
        worth[key] = total / replays
    keys = [tuple(sorted(str(c) for c in m.cards)) for m in moves]
    return [worth[k] for k in keys], keys


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("exchanges", nargs="+", help="players whose exchanges are compared, the first the base")
    parser.add_argument("--player", default="computer", help="who plays the rest of the hand for A")
    parser.add_argument("--against", default="computer")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=600000)
    parser.add_argument("--replays", type=int, default=2)
    parser.add_argument("--seats", choices=("both", "elder", "younger"), default="both",
                        help="compare only one seat's exchanges (the other counts as equal)")
    args = parser.parse_args(argv)
    signal.signal(signal.SIGINT, signal.default_int_handler)
    if args.deals < 2 or len(args.exchanges) < 2 or args.replays < 1:
        parser.error("need at least two exchanges, two deals and one replay")
    try:
        exchanges = [load_object(s, BUILTINS) for s in args.exchanges]
        a, b = load_object(args.player, BUILTINS), load_object(args.against, BUILTINS)
    except PluginError as exc:
        print(f"piquet_exchange_compare: {exc}", file=sys.stderr)
        return 2
    rows = []          # per deal: [[margin per exchange] as Elder, ... as Younger]
    differs = [[0, 0] for _ in exchanges]
    try:
        for d in range(args.deals):
            seed = args.seed + d
            row = []
            for a_seat in (0, 1):
                if args.seats != "both" and a_seat != ("elder", "younger").index(args.seats):
                    row.append([0.0] * len(exchanges))
                    continue
                values, keys = one_seat(seed, a_seat, exchanges, a, b, args.replays)
                row.append(values)
                for i, k in enumerate(keys):
                    differs[i][a_seat] += k != keys[0]
            rows.append(row)
    except KeyboardInterrupt:
        print(f"stopped after {len(rows)} deals", file=sys.stderr)
    if len(rows) < 2:
        return 130

    def show(values: list[float]) -> str:
        return "{:+.2f} ({:+.2f} to {:+.2f})".format(*mean_interval(values))

    print(f"{len(rows)} deals from seed {args.seed}, each from both seats, {args.replays} replays; "
          f"play {args.player} against {args.against}; base {args.exchanges[0]}")
    for i, spec in enumerate(args.exchanges[1:], 1):
        both = [r[0][i] + r[1][i] - r[0][0] - r[1][0] for r in rows]
        elder = [r[0][i] - r[0][0] for r in rows]
        younger = [r[1][i] - r[1][0] for r in rows]
        print(f"  {spec}: {show(both)} a deal; as Elder {show(elder)} (differs {differs[i][0]}), "
              f"as Younger {show(younger)} (differs {differs[i][1]})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
