#!/usr/bin/env python3
"""How long Accordion's review of a game takes, and what it finds: seconds of one core per
game, the moves judged, those costed, those whose cost was not known within the searches.

Each deal is played one card at a time (or laid out, ``--all``) by the leftmost move, another
at random three times in ten, and dealing on with a move left once in ten; every choice is
then judged as the review judges it (:func:`games.accordion.coach.judge`, a stream drawn from
each view), and the CPU seconds counted (``time.process_time``: the review is worked out
beside the game, so it is work, not waiting).

    python tools/accordion_review_times.py --deals 0-9
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.accordion import coach  # noqa: E402
from games.accordion.rules import NO_MOVE, AccordionState, deal_cards  # noqa: E402
from games.coach import hint_rng  # noqa: E402


def decisions(deal: int, all_out: bool) -> list:
    """(view, move) for each choice of one game, played as the module docstring says."""
    rng = random.Random(deal)
    state = AccordionState(deal_cards(deal), deal_all=all_out)
    kept = []
    while not state.is_terminal():
        view = state.view(0)
        moves = [m for m in view.legal_moves if not m.is_no_move]
        if not moves or rng.random() < 0.1:
            move = NO_MOVE
        else:
            move = moves[0] if rng.random() < 0.7 else rng.choice(moves)
        if len(view.legal_moves) > 1:
            kept.append((view, move))
        state.apply(move)
    return kept


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", default="0-9", help="deal numbers, as 0-9 (default)")
    parser.add_argument("--all", action="store_true", help="lay the pack out at once")
    parser.add_argument("--samples", type=int, default=coach.SAMPLES, help="orders of the cards to come a move is tried on")
    parser.add_argument("--nodes", type=int, default=coach.SAMPLE_NODES, help="positions searched, at most, an order")
    args = parser.parse_args(argv)
    first, _, last = args.deals.partition("-")
    try:
        deals = range(int(first), int(last or first) + 1)
    except ValueError:
        parser.error(f"--deals: not a range of deal numbers: {args.deals!r}")
    if args.samples < 1 or args.nodes < 1:
        parser.error("--samples and --nodes must be 1 or more")
    coach.SAMPLES, coach.SAMPLE_NODES = args.samples, args.nodes
    print(f"{'deal':>6}{'choices':>9}{'to come':>9}{'costed':>8}{'unknown':>9}{'piles':>7}{'cpu s':>8}")
    for deal in deals:
        kept = decisions(deal, args.all)
        start = time.process_time()
        judged = [coach.judge(view, move, hint_rng(view)) for view, move in kept]
        seconds = time.process_time() - start
        to_come = sum(1 for view, move in kept if view.stock_count and not move.is_no_move)
        costed = sum(1 for j in judged if j.cost > 0)
        unknown = sum(1 for j in judged if "not known" in j.words or "not solved" in j.words)
        total = sum(j.cost for j in judged)
        print(f"{deal:>6}{len(kept):>9}{to_come:>9}{costed:>8}{unknown:>9}{total:>7.1f}{seconds:>8.1f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
