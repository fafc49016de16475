#!/usr/bin/env python3
"""What seeing the hidden cards would be worth to the Gin computer: a ceiling, not a player.

Plays whole games of Gin Rummy, each deal twice with the seats swapped, between the
computer and ``--against``. With ``--open`` the computer is told the other hand in
place of its reckoning of it, so it knows every card it has not seen to be in the
stock (not in what order: a stock known card by card would break its reckoning of
the draws to come, made for chances); it still plays by its own rules. Without it,
the computer as it plays. The computer's wins are counted with their 95% interval;
Ctrl-C keeps the deals played from both seats so far.

    python tools/gin_open.py --against neller --games 200 --seed 1 --open
"""
from __future__ import annotations

import argparse
import random
import signal
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.gin_rummy import BUILTINS  # noqa: E402
from games.gin_rummy.computer import ComputerPlayer  # noqa: E402
from games.gin_rummy.game import GinGame  # noqa: E402
from games.gin_rummy.hand import GinHand  # noqa: E402
from games.gin_rummy.knowledge import Knowledge  # noqa: E402
from games.gin_rummy.melds import CARD_VALUES, mask_of  # noqa: E402
from games.match.spec import seat_rng  # noqa: E402
from games.plugins import PluginError, load_object  # noqa: E402
from games.stats import wilson_interval  # noqa: E402


def truth(hand: GinHand, seat: int) -> Knowledge:
    """The unseen cards as they are: the other hand known, so every card it has not
    seen is known to be in the stock (in an order it does not know)."""
    theirs = mask_of(hand.hands[1 - seat])
    stock = tuple(sorted(c.index for c in hand.stock))
    chance = 1.0 / max(1, len(stock))
    next_draw = dict.fromkeys(stock, chance)
    by_value = [0.0] * 11
    for i in stock:
        by_value[CARD_VALUES[i]] += chance
    return Knowledge(mask_of(hand.hands[seat]), theirs, stock, mask_of(hand.stock),
                     dict.fromkeys(stock, 0.0), next_draw, tuple(by_value), len(hand.stock),
                     len(hand.hands[1 - seat]))


def one_game(seed: int, against, a_seat: int, sees: bool) -> float:
    """1 if the computer wins the game of ``seed`` from ``a_seat``, 0.5 if drawn, else 0."""
    game = GinGame(random.Random(seed))
    a = ComputerPlayer()
    players = {a_seat: a, 1 - a_seat: against}
    streams = {seat: seat_rng(seed, seat) for seat in (0, 1)}
    while not game.is_terminal():
        seat = game.current_player()
        view = game.view(seat)
        if sees and seat == a_seat:
            move = a.decide(view, truth(game.hand, seat))
        else:
            move = players[seat].choose(view, streams[seat])
        game.apply(move)
    margin = game.returns()[a_seat]
    return 0.5 if margin == 0 else float(margin > 0)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", default="neller")
    parser.add_argument("--games", type=int, default=100, help="deals, each played from both seats")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--open", action="store_true", help="tell the computer the hidden cards")
    args = parser.parse_args(argv)
    # a run started in the background has Ctrl-C ignored; let SIGINT cut it short there too
    signal.signal(signal.SIGINT, signal.default_int_handler)
    if args.games < 1:
        parser.error("--games must be at least 1")
    try:
        against = load_object(args.against, BUILTINS)
    except PluginError as exc:
        print(f"gin_open: {exc}", file=sys.stderr)
        return 2
    results = []
    try:
        for d in range(args.games):
            pair = [one_game(args.seed + d, against, seat, args.open) for seat in (0, 1)]
            results.extend(pair)
    except KeyboardInterrupt:
        print(f"gin_open: stopped after {len(results) // 2} deals of {args.games}", file=sys.stderr)
    if not results:
        return 130
    won = sum(results)
    low, high = wilson_interval(won, len(results))
    who = "computer" + (" (seeing the other hand)" if args.open else "")
    print(f"{who} against {args.against}: won {won:g} of {len(results)} games "
          f"({100 * won / len(results):.1f}%, 95% interval {100 * low:.1f}-{100 * high:.1f}%), "
          f"deals {args.seed} to {args.seed + len(results) // 2 - 1}, each from both seats")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
