"""The expert's speed, its search screened at two plies beside the full search, on the same
positions: seconds a move and a hint, how often the two choose the same play, and (when GNU
Backgammon is installed) each one's error rate as gnubg 2-ply judges it.

    nice -n 10 .venv/bin/python tools/bg_speed.py --games 12 --seed 6100 [--gnubg /usr/games/gnubg]

The positions are every unforced play of seeded money games (no doubling dice) between the
lower levels (computer v friendly, computer v computer, friendly v simple, in turn), so that
no expert chose them; the seeds are not those the screen was tuned on (777 on). Each position
is given to both searches (by turns the first, each timed in CPU
seconds of this process: on a shared machine the wall clock counts the others' work), and
to each one's hint (the F9 box: its best three plays with their equities). ``--out`` keeps the
positions and both choices; with ``--gnubg`` they go through ``tools/gnubg_judge.py`` and the
error of each choice is gnubg's equity of its best play less that of the play chosen
(mEMG a move, with a 95% interval; the difference of the two paired move by move).
"""
from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from games.backgammon.board import Position  # noqa: E402
from games.backgammon.game import MOVE, BackgammonState, Settings  # noqa: E402
from games.backgammon.notation import Play  # noqa: E402
from games.backgammon.players import ComputerPlayer, ExpertPlayer, FriendlyPlayer, SimplePlayer  # noqa: E402
from games.stats import mean_interval, percentile, wilson_interval  # noqa: E402

PAIRS = ((ComputerPlayer, FriendlyPlayer), (ComputerPlayer, ComputerPlayer), (FriendlyPlayer, SimplePlayer))


def positions(games: int, seed: int) -> list:
    """The views of every unforced play of ``games`` seeded games between the lower levels."""
    found = []
    for g in range(games):
        a, b = PAIRS[g % len(PAIRS)]
        players = (a(), b()) if g % 2 == 0 else (b(), a())
        state = BackgammonState.new(random.Random(seed + g), Settings(cube=False))
        rng = random.Random(seed + g)
        while not state.is_terminal():
            seat = state.current_player()
            view = state.view(seat)
            if state.phase == MOVE and len(view.plays) > 1:
                found.append(view)
            state.apply(players[seat].choose(view, rng))
    return found


def timed(call) -> tuple[float, object]:
    start = time.process_time()
    answer = call()
    return time.process_time() - start, answer


def judge(views, gnubg: str, out: Path) -> dict:
    """gnubg's equity of every play of each position, by the position each play leaves."""
    sample = out.with_suffix(".gnubg-in.txt")
    judged = out.with_suffix(".gnubg.jsonl")
    sample.write_text("".join(f"{v.position.position_id()} {v.dice[0]} {v.dice[1]}\n" for v in views))
    env = dict(os.environ, BG_IN=str(sample), BG_OUT=str(judged), BG_PLIES="2")
    subprocess.run([gnubg, "-t", "-q", "-r", "-p", str(ROOT / "tools" / "gnubg_judge.py")],
                   env=env, check=True, stdout=subprocess.DEVNULL)
    table = {}
    for line in judged.read_text().splitlines():
        entry = json.loads(line)
        pos = Position.from_id(entry["id"])
        table[(entry["id"], tuple(entry["dice"]))] = {pos.apply(Play.parse(text)): eq
                                                      for text, eq, _ in entry["plays"]}
    return table


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--seed", type=int, default=6100)
    parser.add_argument("--gnubg", default=None, help="GNU Backgammon's program, to judge both choices")
    parser.add_argument("--out", default="bg_speed.jsonl", help="the positions and both choices")
    args = parser.parse_args(argv)
    views = positions(args.games, args.seed)
    full, screened = ExpertPlayer(search_mode="full"), ExpertPlayer()
    full.prepare()
    full.play_for(views[0].position, views[0].dice)    # numpy and the network loaded before the clock
    rows = []
    for k, view in enumerate(views):
        row = {"id": view.position.position_id(), "dice": list(view.dice)}
        both = (("full", full), ("screened", screened))
        for name, player in both if k % 2 == 0 else both[::-1]:     # by turns first (warm memos)
            seconds, play = timed(lambda: player.play_for(view.position, view.dice))
            hint_seconds, _ = timed(lambda: player.hint(view))
            row[name] = {"play": str(play), "seconds": seconds, "hint": hint_seconds}
        rows.append(row)
    out = Path(args.out)
    out.write_text("".join(json.dumps(r) + "\n" for r in rows))
    n = len(rows)
    same = sum(1 for r in rows if r["full"]["play"] == r["screened"]["play"])
    low, high = wilson_interval(same, n)
    print(f"{n} unforced positions from {args.games} games (seeds {args.seed} to {args.seed + args.games - 1}); "
          f"CPU seconds of this process")
    print("| search | a move: mean | 95th percentile | worst | a hint: mean | 95th percentile |")
    print("|---|---|---|---|---|---|")
    for name in ("full", "screened"):
        moves = [r[name]["seconds"] for r in rows]
        hints = [r[name]["hint"] for r in rows]
        print(f"| {name} | {sum(moves) / n:.3f} | {percentile(moves, 95):.3f} | {max(moves):.3f} | "
              f"{sum(hints) / n:.3f} | {percentile(hints, 95):.3f} |")
    print(f"same play: {same} of {n}, {100 * same / n:.1f}% (95% interval {100 * low:.1f}-{100 * high:.1f}%)")
    if args.gnubg:
        table = judge(views, args.gnubg, out)
        errors = {"full": [], "screened": []}
        for view, r in zip(views, rows):
            equities = table[(r["id"], tuple(r["dice"]))]
            best = max(equities.values())
            for name in errors:
                after = view.position.apply(Play.parse(r[name]["play"]))
                errors[name].append(1000 * (best - equities[after]))
        for name, found in errors.items():
            mean, lo, hi = mean_interval(found)
            print(f"gnubg 2-ply error, {name}: {mean:.2f} mEMG a move (95% interval {lo:.2f}-{hi:.2f})")
        diff = [s - f for s, f in zip(errors["screened"], errors["full"])]
        mean, lo, hi = mean_interval(diff)
        print(f"screened less full, move by move: {mean:+.2f} mEMG (95% interval {lo:+.2f} to {hi:+.2f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
