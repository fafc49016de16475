#!/usr/bin/env python3
"""Two Piquet players over whole hands, each deal played twice with the seats swapped.

Dealing the same cards to both seatings takes most of the luck out, so a few hundred
deals measure a difference between players that would need thousands of parties.
The figure is A's points less B's per deal (both seatings added) with its 95% interval,
split into what the declarations scored (repique included) and what the play scored
(pique, majority and all the tricks included), and A's margin as Elder and as Younger.

Players are built-ins or ``module:attribute`` specs, so ``mixed(exchange=..., play=...)``
measures one part of a player alone. ``--open-exchange`` gives A a sight no player has:
in the exchange it sees the stock and the other hand (assumed to put out its lowest
cards) and keeps the discard that does best on those cards, then plays as
``--player``: an estimate of what seeing those cards is worth to the exchange.
``--parties`` plays whole parties instead of hands (``--deals`` of them, each from
both seats) and counts A's wins.

    python tools/piquet_hands.py --player computer --against rulebased --deals 300 --seed 100000
"""
from __future__ import annotations

import argparse
import random
import signal
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.cards import shuffled_deck  # noqa: E402
from games.piquet.hand import Hand  # noqa: E402
from games.piquet.moves import Discard  # noqa: E402
from games.piquet.partie import Partie  # noqa: E402
from games.piquet.players import BUILTINS  # noqa: E402
from games.piquet.players import exchange as ex  # noqa: E402
from games.piquet.players.solver import card_id, mask_of  # noqa: E402
from games.piquet.rules import PACK_RANKS  # noqa: E402
from games.match.spec import seat_rng  # noqa: E402
from games.plugins import PluginError, load_object  # noqa: E402
from games.stats import mean_interval, wilson_interval  # noqa: E402


def run(work, jobs: list, workers: int, pairs: int = 1) -> list:
    """The jobs' results; with one worker, Ctrl-C keeps the whole groups of ``pairs``
    finished so far (each deal from both seats), so a long run can be cut short."""
    if workers == 1:
        done = []
        try:
            for j in jobs:
                done.append(work(j))
        except KeyboardInterrupt:
            print(f"piquet_hands: stopped after {len(done) // pairs * pairs} of {len(jobs)}",
                  file=sys.stderr)
            return done[:len(done) // pairs * pairs]
        return done
    with ProcessPoolExecutor(workers) as pool:
        return list(pool.map(work, jobs, chunksize=2))


def open_discard(h: Hand, seat: int) -> Discard:
    """The discard that does best knowing the stock and the other hand."""
    view = h.view(seat)
    stock = tuple(card_id(c) for c in h.stock)
    size = len(stock)
    if seat == h.elder:
        theirs = [card_id(c) for c in h.held[h.younger]]
        opps = tuple(ex.lowest_out(theirs + list(stock[k:]), size - k) for k in range(size + 1))
    else:
        opps = (mask_of(h.held[h.elder]),) * (size + 1)
    trial = ex.Trial(stock, opps, tuple(ex.fast.declarations(o) for o in opps))
    best = max(ex.candidates(view), key=lambda out: ex.mean_value(out, view, [trial], True))
    return Discard(tuple(best))


def one_deal(job: tuple[int, str, str, bool]) -> list[tuple[int, int]]:
    """A's (declarations, play) margins on one deal, A Elder then A Younger."""
    seed, a_spec, b_spec, open_exchange = job
    a, b = load_object(a_spec, BUILTINS), load_object(b_spec, BUILTINS)
    out = []
    for a_seat in (0, 1):
        h = Hand(shuffled_deck(random.Random(seed), PACK_RANKS), elder=0)
        players = {a_seat: a, 1 - a_seat: b}
        streams = {seat: seat_rng(seed, seat) for seat in (0, 1)}
        declared = None
        while not h.is_terminal():
            seat = h.current_player()
            if declared is None and h.phase == "play":
                declared = h.scores[a_seat] - h.scores[1 - a_seat]
            if open_exchange and seat == a_seat and h.phase == "exchange":
                move = open_discard(h, seat)
            else:
                move = players[seat].choose(h.view(seat), streams[seat])
            h.apply(move)
        total = h.scores[a_seat] - h.scores[1 - a_seat]
        out.append((declared, total - declared))
    return out


def one_partie(job: tuple[int, str, str, bool, int]) -> float:
    """1 if A wins the partie of seed ``seed`` from seat ``a_seat``, 0.5 if drawn, else 0."""
    seed, a_spec, b_spec, open_exchange, a_seat = job
    a, b = load_object(a_spec, BUILTINS), load_object(b_spec, BUILTINS)
    partie = Partie(random.Random(seed))
    players = {a_seat: a, 1 - a_seat: b}
    streams = {seat: seat_rng(seed, seat) for seat in (0, 1)}
    while not partie.is_terminal():
        seat = partie.current_player()
        if open_exchange and seat == a_seat and partie.hand.phase == "exchange":
            move = open_discard(partie.hand, seat)
        else:
            move = players[seat].choose(partie.view(seat), streams[seat])
        partie.apply(move)
    winner = partie.settlement()[1]
    return 0.5 if winner is None else float(winner == a_seat)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--player", default="computer")
    parser.add_argument("--against", default="rulebased")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=100000)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--open-exchange", action="store_true")
    parser.add_argument("--parties", action="store_true",
                        help="play whole parties instead (seeds from --seed, each from both seats)")
    args = parser.parse_args(argv)
    # a run started in the background has Ctrl-C ignored; let SIGINT cut it short there too
    signal.signal(signal.SIGINT, signal.default_int_handler)
    if args.deals < 2 or args.jobs < 1:
        parser.error("--deals must be at least 2 and --jobs at least 1")
    for spec in (args.player, args.against):
        try:
            load_object(spec, BUILTINS)      # a bad spec stops here, before any worker starts
        except PluginError as exc:
            print(f"piquet_hands: {exc}", file=sys.stderr)
            return 2
    who = args.player + (" (seeing the stock and his hand in the exchange)" if args.open_exchange else "")
    if args.parties:
        games = [(args.seed + d, args.player, args.against, args.open_exchange, seat)
                 for d in range(args.deals) for seat in (0, 1)]
        results = run(one_partie, games, args.jobs, pairs=2)
        if not results:
            return 130
        won = sum(results)
        low, high = wilson_interval(won, len(results))
        print(f"{who} against {args.against}: won {won:g} of {len(results)} parties "
              f"({100 * won / len(results):.1f}%, 95% interval {100 * low:.1f}-{100 * high:.1f}%), "
              f"seeds {args.seed} to {args.seed + len(results) // 2 - 1}, each from both seats")
        return 0
    jobs = [(args.seed + d, args.player, args.against, args.open_exchange) for d in range(args.deals)]
    deals = run(one_deal, jobs, args.jobs)
    if len(deals) < 2:
        return 130

    def show(values: list[int]) -> str:
        return "{:+.2f} ({:+.2f} to {:+.2f})".format(*mean_interval(values))

    print(f"{who} against {args.against}, {len(deals)} deals from seed {args.seed}, each from both seats")
    print(f"  per deal, both seatings: {show([sum(d + p for d, p in deal) for deal in deals])}")
    print(f"  declarations {show([sum(d for d, _ in deal) for deal in deals])}, "
          f"play {show([sum(p for _, p in deal) for deal in deals])}")
    print(f"  as Elder {show([sum(deal[0]) for deal in deals])}, "
          f"as Younger {show([sum(deal[1]) for deal in deals])}")
    for i, seat in enumerate(("Elder", "Younger")):
        print(f"  as {seat}: declarations {show([deal[i][0] for deal in deals])}, "
              f"play {show([deal[i][1] for deal in deals])}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
