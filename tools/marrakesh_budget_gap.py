#!/usr/bin/env python3
"""What a much larger budget would gain the Marrakesh computer, choice by choice.

Plays ``--games`` games (each deal twice, the seats swapped) between the player measured
and an opponent. At every ``--every``-th choice of the player's that has more than one
candidate, two judges look at the same candidates, each playing every one out on
``--deals`` deals of its own, as the computer does (:meth:`ComputerPlayer.values`): the
first picks the best, the second prices the pick against the player's choice. The gain,
the second judge's margin for the first's pick less the player's, is the round's points
the larger budget would have won at that choice; the second judge, dealing afresh, does
not favour the first's pick by the luck that made it look best. Summed over a game's
choices with a candidate, it estimates how many points a game the larger budget is worth
(the choices after it being the player's own).

    python tools/marrakesh_budget_gap.py --player computer --games 6 --seed 60000
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.marrakesh.moves import Bear  # noqa: E402
from games.marrakesh.players import BUILTINS  # noqa: E402
from games.marrakesh.players.computer import ComputerPlayer, shortlist  # noqa: E402
from games.match.turns import measured_turns  # noqa: E402
from games.plugins import PluginError, load_object  # noqa: E402
from games.registry import find_game  # noqa: E402


def candidates(view) -> list:
    legal = list(view.legal_moves)
    if len(legal) > 1 and isinstance(legal[0], Bear):
        legal = shortlist(view.sides[view.seat], legal)
    return legal


def gains(player, opponent, games: int, seed: int, every: int, deals: int, judge_seed: int = 99):
    """(the gains by phase, choices with a candidate, choices judged on which the first
    judge picked the player's choice) over the games."""
    info = find_game("marrakesh")
    judge, rng = ComputerPlayer(), random.Random(judge_seed)
    found: dict[str, list[float]] = {}
    choices = agreed = 0
    for state, view, stream in measured_turns(info, opponent, games, seed):
        move = player.choose(view, stream)
        legal = candidates(view)
        if move not in legal:       # a player that moves otherwise than the shortlist
            legal.append(move)
        if len(legal) > 1:
            choices += 1
            if choices % every == 0:
                first = [sum(v) for v in judge.values(view, legal, rng, deals)]
                second = [sum(v) / deals for v in judge.values(view, legal, rng, deals)]
                pick = max(range(len(legal)), key=first.__getitem__)
                kind = "move" if isinstance(move, Bear) else str(view.phase)
                found.setdefault(kind, []).append(second[pick] - second[legal.index(move)])
                agreed += legal[pick] == move
        state.apply(move)
    return found, choices, agreed


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--player", default="computer")
    parser.add_argument("--against", default="random")
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--seed", type=int, default=60000)
    parser.add_argument("--every", type=int, default=3, help="judge every this many choices")
    parser.add_argument("--deals", type=int, default=2048, help="each judge's deals a candidate")
    args = parser.parse_args(argv)
    if min(args.games, args.every, args.deals) < 1:
        parser.error("--games, --every and --deals must be at least 1")
    try:
        player, opponent = (load_object(spec, BUILTINS) for spec in (args.player, args.against))
    except PluginError as exc:
        print(f"marrakesh_budget_gap: {exc}", file=sys.stderr)
        return 2
    found, choices, agreed = gains(player, opponent, args.games, args.seed, args.every, args.deals)
    every = [g for gs in found.values() for g in gs]
    print(f"{args.player} against {args.against}, {args.games} games, seed {args.seed}: "
          f"{choices / args.games:.1f} choices with a candidate a game; judged {len(every)}, "
          f"{args.deals} deals a candidate; the first judge picked the player's choice at "
          f"{agreed} ({agreed / max(len(every), 1):.0%})")
    for kind, gs in sorted(found.items()) + [("all", every)]:
        spread = statistics.stdev(gs) / len(gs) ** 0.5 if len(gs) > 1 else 0.0
        print(f"{kind:>6}: {len(gs):4d} choices, gain {statistics.fmean(gs):+.3f} "
              f"(standard error {spread:.3f}) points a choice" if gs else f"{kind:>6}: none")
    if every:
        mean = statistics.fmean(every)
        spread = statistics.stdev(every) / len(every) ** 0.5 if len(every) > 1 else 0.0
        per_game = choices / args.games
        print(f"a game: {mean * per_game:+.1f} points "
              f"({(mean - 1.96 * spread) * per_game:+.1f} to {(mean + 1.96 * spread) * per_game:+.1f})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
