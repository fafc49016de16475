"""The expert's speed, its search screened at two plies beside the full search, on the same
positions: seconds a move and a hint, how often the two choose the same play, and (when GNU
Backgammon is installed) each one's error rate as gnubg 2-ply judges it.

    nice -n 10 .venv/bin/python tools/bg_speed.py --games 8 --seed 6100 [--gnubg /usr/games/gnubg]
    .venv/bin/python tools/bg_speed.py --report --out bg_speed.jsonl [--gnubg ...]   (what a run kept)

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


def judge(rows, gnubg: str, out: Path) -> dict:
    """gnubg's equity of every play of each position, by the position each play leaves."""
    sample = out.with_suffix(".gnubg-in.txt")
    judged = out.with_suffix(".gnubg.jsonl")
    sample.write_text("".join(f"{r['id']} {r['dice'][0]} {r['dice'][1]}\n" for r in rows))
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


def measure(views, out: Path, hints_every: int) -> None:
    """Both searches on every position (and their hints on every ``hints_every``-th), one JSON
    line a position written as it is done, so that a run cut short still counts."""
    full, screened = ExpertPlayer(search_mode="full"), ExpertPlayer(search_mode="screened")
    full.prepare()
    full.play_for(views[0].position, views[0].dice)    # numpy and the network loaded before the clock
    with out.open("w") as sink:
        for k, view in enumerate(views):
            row = {"id": view.position.position_id(), "dice": list(view.dice)}
            both = (("full", full), ("screened", screened))
            for name, player in both if k % 2 == 0 else both[::-1]:     # by turns first (warm memos)
                seconds, play = timed(lambda: player.play_for(view.position, view.dice))
                row[name] = {"play": str(play), "seconds": seconds}
                if k % hints_every == 0:
                    row[name]["hint"] = timed(lambda: player.hint(view))[0]
            sink.write(json.dumps(row) + "\n")
            sink.flush()


def report(rows: list, gnubg, out: Path) -> None:
    n = len(rows)
    same = sum(1 for r in rows if r["full"]["play"] == r["screened"]["play"])
    low, high = wilson_interval(same, n)
    print("| search | a move: mean | 95th percentile | worst | a hint: mean | 95th percentile |")
    print("|---|---|---|---|---|---|")
    for name in ("full", "screened"):
        moves = [r[name]["seconds"] for r in rows]
        hints = [r[name]["hint"] for r in rows if "hint" in r[name]]
        print(f"| {name} | {sum(moves) / n:.3f} | {percentile(moves, 95):.3f} | {max(moves):.3f} | "
              f"{sum(hints) / len(hints):.3f} | {percentile(hints, 95):.3f} |")
    print(f"(hints timed on {len(hints)} of the {n} positions)")
    print(f"same play: {same} of {n}, {100 * same / n:.1f}% (95% interval {100 * low:.1f}-{100 * high:.1f}%)")
    if not gnubg:
        return
    table = judge(rows, gnubg, out)
    errors: dict = {"full": [], "screened": []}
    for r in rows:
        position = Position.from_id(r["id"])
        equities = table[(r["id"], tuple(r["dice"]))]
        best = max(equities.values())
        for name in errors:
            errors[name].append(1000 * (best - equities[position.apply(Play.parse(r[name]["play"]))]))
    for name, found in errors.items():
        mean, lo, hi = mean_interval(found)
        print(f"gnubg 2-ply error, {name}: {mean:.2f} mEMG a move (95% interval {lo:.2f}-{hi:.2f})")
    diff = [s - f for s, f in zip(errors["screened"], errors["full"])]
    mean, lo, hi = mean_interval(diff)
    print(f"screened less full, move by move: {mean:+.2f} mEMG (95% interval {lo:+.2f} to {hi:+.2f})")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--seed", type=int, default=6100)
    parser.add_argument("--hints-every", type=int, default=1, metavar="K",
                        help="time the hints on every K-th position only (default every one)")
    parser.add_argument("--gnubg", default=None, help="GNU Backgammon's program, to judge both choices")
    parser.add_argument("--out", default="bg_speed.jsonl", help="the positions, both choices and their times")
    parser.add_argument("--report", action="store_true", help="only summarise what --out holds")
    args = parser.parse_args(argv)
    out = Path(args.out)
    if not args.report:
        views = positions(args.games, args.seed)
        print(f"{len(views)} unforced positions from {args.games} games "
              f"(seeds {args.seed} to {args.seed + args.games - 1})", file=sys.stderr)
        measure(views, out, args.hints_every)
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    print(f"{len(rows)} positions; CPU seconds of this process")
    report(rows, args.gnubg, out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
