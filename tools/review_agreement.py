#!/usr/bin/env python3
"""How far the review's costs (V at the end of a hand) agree with a deeper look at the
same positions: each game's usual figure against the same figure worked out on
``--deeper`` times as many deals, guesses or play-outs.

For each game it plays games from seeds, every seat moved by the game's built-in
``simple`` player, and at every ``--every``-th position with a choice takes a move
other than the computer's (a legal move at random, as a player's slip; not one the
rules decide, which has no figure) and judges it twice: by the review's ``judge`` as the scene calls it, and by the same judge
given the deeper budget. Both see only the seat's view. It prints, per game: the
positions, the mean cost by each, the mean difference between them, how often the
two agree on whether the move cost anything worth saying (half a point or more), and
the correlation of the two costs.

    python tools/review_agreement.py --positions 12 gin hearts

Marrakech's figure is worked out, not sampled (the same each time): there is nothing
deeper of the same kind to compare with, and it is left out.
"""
from __future__ import annotations

import argparse
import math
import random
import sys
import time
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.coach import beside, hint_rng  # noqa: E402
from games.plugins import load_object  # noqa: E402
from games.registry import find_game  # noqa: E402

WORTH_SAYING = 0.5      # points: a cost below it is "about as good"
GAMES = ["gin", "piquet", "marjolette", "marrakesh", "hearts", "polignac", "slobberhannes", "blacktile"]


def deeper_judge(name: str, times: int) -> Callable:
    """The game's judge with ``times`` its usual budget."""
    judge = beside(find_game(name).coach, "judge")
    if name == "gin":
        from games.gin_rummy.coach import REVIEW_PLAY_OUTS
        return lambda v, p, r: judge(v, p, r, plays=REVIEW_PLAY_OUTS * times)
    if name == "piquet":
        return lambda v, p, r: judge(v, p, r, scale=times)
    if name == "marjolette":
        from games.marjolette.players.computer import ComputerPlayer
        return lambda v, p, r: judge(v, p, r, guesses=ComputerPlayer().guesses * times)
    if name == "marrakesh":
        from games.marrakesh.players.computer import QuickComputer as Marrakesh
        usual = Marrakesh()
        return lambda v, p, r: judge(v, p, r, deals=(usual.samples + usual.more) * times)
    from games.avoidance.computer import ComputerPlayer as Avoidance
    usual = Avoidance()
    deep = Avoidance(usual.budget * times, usual.min_samples * times, usual.max_samples * times)
    return lambda v, p, r: judge(v, p, r, computer=deep)


def pairs(name: str, positions: int, every: int, seed: int, times: int):
    """(usual cost, deeper cost) at positions of games played by the simple players."""
    info = find_game(name)
    judge, deep = beside(info.coach, "judge"), deeper_judge(name, times)
    rng, count, out = random.Random(seed), 0, []
    mover = load_object("simple", info.builtins)
    while len(out) < positions:
        state = info.new_state(info.setup(seed))
        seed += 1
        while not state.is_terminal() and len(out) < positions:
            view = state.view(state.current_player())
            moves = list(view.legal_moves)
            if len(moves) > 1:
                count += 1
                if count % every == 0:
                    slip = rng.choice(moves)
                    usual = judge(view, slip, hint_rng(view))
                    if usual.best != slip and "No figure" not in usual.words:   # the rules' choices aside
                        deeper = deep(view, slip, random.Random(hint_rng(view).random()))
                        out.append((usual.cost, deeper.cost))
            state.apply(mover.choose(view, rng))
    return out


def correlation(xs: list[float], ys: list[float]) -> float:
    """Pearson's r (nan when either does not vary)."""
    n = len(xs)
    mx, my = sum(xs) / n, sum(ys) / n
    sx = math.sqrt(sum((x - mx) ** 2 for x in xs))
    sy = math.sqrt(sum((y - my) ** 2 for y in ys))
    if not sx or not sy:
        return math.nan
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / (sx * sy)


def row(name: str, found: list[tuple[float, float]], seconds: float) -> str:
    xs, ys = [a for a, _ in found], [b for _, b in found]
    agree = sum((a >= WORTH_SAYING) == (b >= WORTH_SAYING) for a, b in found) / len(found)
    gap = sum(abs(a - b) for a, b in found) / len(found)
    return (f"| {name} | {len(found)} | {sum(xs) / len(xs):.2f} | {sum(ys) / len(ys):.2f} | {gap:.2f} | "
            f"{100 * agree:.0f}% | {correlation(xs, ys):.2f} | {seconds:.0f} |")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help=f"games by name (default: {' '.join(GAMES)})")
    parser.add_argument("--positions", type=int, default=12, help="slips judged per game (default 12)")
    parser.add_argument("--every", type=int, default=4, help="a slip at every N-th position with a choice")
    parser.add_argument("--deeper", type=int, default=10, help="times the usual budget (default 10)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    names = args.games or GAMES
    unknown = [n for n in names if n not in GAMES]
    if unknown:
        parser.error(f"no sampled review to compare in: {' '.join(unknown)} (known: {' '.join(GAMES)})")
    if args.positions < 1 or args.every < 1 or args.deeper < 1:
        parser.error("--positions, --every and --deeper are counts of 1 or more")
    print(f"| game | slips | mean cost | mean cost x{args.deeper} | mean gap | agree on >= {WORTH_SAYING} "
          f"| r | s |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for name in names:
        start = time.perf_counter()
        found = pairs(name, args.positions, args.every, args.seed, args.deeper)
        print(row(name, found, time.perf_counter() - start), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
