#!/usr/bin/env python3
"""How long the F9 hint takes in each game: seconds per hint, mean and longest.

For each game (all eleven unless named) it plays games from seeds, every seat moved by
the game's built-in ``simple`` player (random moves where it has none), and asks the
game's coach (:mod:`games.coach`) for a hint from the view of the seat to move, at every
``--every``-th position with a choice, until ``--positions`` hints are timed. Wall-clock seconds (``time.perf_counter``): the hint is waited for on the
screen, so that is the time that counts. Accordion's positions are half from the
pack laid out at once (where the hint searches), half one card at a time.

    python tools/hint_times.py --positions 30 gin piquet
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.coach import hint_rng  # noqa: E402
from games.plugins import load_object  # noqa: E402
from games.registry import all_games, find_game  # noqa: E402


def states(info, seed: int):
    """Fresh games of ``info`` to take positions from, one a seed."""
    while True:
        if info.name == "accordion" and seed % 2:
            from games.accordion.rules import AccordionState, deal_cards
            yield AccordionState(deal_cards(seed), deal_all=True)
        else:
            yield info.new_state(info.setup(seed))
        seed += 1


def measure(info, positions: int, every: int, seed: int) -> list[float]:
    rng = random.Random(seed)
    mover = load_object("simple", info.builtins) if "simple" in info.builtins and info.name != "accordion" else None
    times: list[float] = []
    for state in states(info, seed):
        count = 0
        while not state.is_terminal() and len(times) < positions:
            view = state.view(state.current_player())
            if len(view.legal_moves) > 1:
                count += 1
                if count % every == 0:
                    start = time.perf_counter()
                    advice = info.coach(view, hint_rng(view))
                    times.append(time.perf_counter() - start)
                    assert advice.move in view.legal_moves, f"{info.name}: {advice.move} is not legal"
            state.apply(mover.choose(view, rng) if mover is not None else rng.choice(list(state.legal_moves())))
        if len(times) >= positions:
            return times


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="games by name (default: all)")
    parser.add_argument("--positions", type=int, default=20, help="hints timed per game (default 20)")
    parser.add_argument("--every", type=int, default=3, help="a hint at every N-th position with a choice")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    games = [find_game(name) for name in args.games] if args.games else all_games()
    if None in games:
        parser.error(f"unknown game: {args.games[games.index(None)]}")
    print(f"{'game':<14}{'hints':>6}{'mean s':>9}{'max s':>8}")
    for info in games:
        times = measure(info, args.positions, args.every, args.seed)
        print(f"{info.name:<14}{len(times):>6}{sum(times) / len(times):>9.3f}{max(times):>8.3f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
