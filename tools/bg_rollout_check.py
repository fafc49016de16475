"""Whose play is better where our judge and GNU Backgammon disagree: gnubg rolls both out.

    python tools/bg_rollout_check.py --out bg_roll --seed 83001 --games 12 --gnubg /usr/games/gnubg

1. Fresh games (cubeless money games, pairings of every level in turn, game g on seed
   SEED + g) are played; every unforced play is judged by our review's judge
   (games/backgammon/analysis.py, the expert at full depth unless ``--judge-plies``,
   ``--judge-width`` or ``--judge-margin`` say otherwise) and the judge's best play kept with
   its equity and that of every play it looked at (``DIR/positions.jsonl``).
2. gnubg ranks every play of the same positions as its analysis does: 2 plies, cubeful
   money, Jacoby off (tools/bg_gnubg_hints.py, ``DIR/hints.jsonl``).
3. Where the two best plays leave different positions (a disagreement), gnubg rolls out the
   position after each (the opponent on roll): cubeless, full games to the one-sided bear-off
   table, ``--batches`` runs of ``--trials`` games each, run b on seed 1000 b + 1 for both
   plays alike (the same dice, so the difference is measured far more closely than either
   equity), quasi-random dice, ``--rollout-plies`` checker play, variance reduction as
   ``--varredn`` says (``DIR/rollouts.jsonl``, kept: a later run rolls out only what is new).
4. Prints each disagreement (both plays, our judge's and gnubg's figures, the rollout's
   difference with its standard error over the runs), then how often the rollout prefers
   ours and gnubg's (95% Wilson intervals), and the mean equity difference (ours less
   gnubg's, per disagreement, with a 95% interval over the disagreements).

gnubg's rollouts print their results only to a terminal, so they run under ``script``
(util-linux) in a pseudo-terminal; the board is read back from the output in order.
GNU Backgammon is needed only for this check.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import random
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.backgammon import search  # noqa: E402
from games.backgammon.analysis import Judge  # noqa: E402
from games.backgammon.board import Position  # noqa: E402
from games.backgammon.game import MOVE, BackgammonState, Settings  # noqa: E402
from games.backgammon.gamelog import play  # noqa: E402
from games.backgammon.notation import Play  # noqa: E402
from games.backgammon.options import BUILTINS  # noqa: E402
from games.backgammon.players import player_for_level  # noqa: E402
from games.plugins import load_object  # noqa: E402
from games.stats import mean_interval, wilson_interval  # noqa: E402

HERE = Path(__file__).resolve().parent
# the pairings played in turn, game g taking the (g mod 6)th
PAIRINGS = [("friendly", "computer"), ("computer", "expert"), ("expert", "friendly"),
            ("simple", "expert"), ("computer", "computer"), ("friendly", "friendly")]


def niced() -> list[str]:
    """The words that run gnubg at niceness 10 (a long check on a shared machine), counting
    what this process already has: nice adds to it, and 19 starves gnubg on a busy machine."""
    return ["nice", "-n", str(10 - os.nice(0))] if os.nice(0) < 10 else []

def make_judge(args) -> Judge:
    player = player_for_level(3)
    player.prepare()
    if args.judge_plies:
        player.plies = args.judge_plies
    return Judge(player, width=args.judge_width, margin=args.judge_margin)


def sample(args, path: Path) -> None:
    """Play the games and judge every unforced play with our judge; a file a run stopped
    part way through is carried on from the game after its last (a game's plays are written
    when it ends)."""
    judge = make_judge(args)
    batch = judge.player.batch
    began = time.process_time()
    done = [json.loads(line)["game"] for line in path.read_text().splitlines()] if path.exists() else []
    with path.open("a") as out:
        for g in range(max(done, default=-1) + 1, args.games):
            lines = []
            first, second = PAIRINGS[g % len(PAIRINGS)]
            players = [load_object(first, BUILTINS), load_object(second, BUILTINS)]
            log = play(BackgammonState.new(random.Random(args.seed + g), Settings(cube=False)),
                       players, random.Random(args.seed + g + 1))
            count = 0
            for turn in log.games[0].turns:
                view = turn.view
                if view.phase != MOVE or len(view.plays) < 2:
                    continue
                judged = judge.judge(turn)
                if judged is None:
                    continue
                _, best, cost = judged
                position = view.position
                after = position.apply(best)
                lines.append(json.dumps({
                    "game": g, "seed": args.seed + g, "player": (first, second)[turn.seat],
                    "id": position.position_id(), "dice": list(view.dice), "made": str(turn.move),
                    "ours": str(best), "ours_after": after_id(after), "cost": cost,
                    "ours_value": judge_value(judge, batch, after)}) + "\n")
                count += 1
            out.write("".join(lines))
            out.flush()
            print(f"game {g + 1} ({first} v {second}, seed {args.seed + g}): {count} unforced plays, "
                  f"{time.process_time() - began:.0f} s so far", file=sys.stderr, flush=True)


def judge_value(judge: Judge, batch, after: Position) -> float:
    """The judge's equity of the position after a play (the mover's), at its depth."""
    if judge.player.plies <= 1:
        return search.after_equity(judge.player.evaluate, after)
    return search.deep_value(batch or search.one_at_a_time(judge.player.evaluate), after.me, after.opp,
                             judge.player.plies)


def after_id(after: Position) -> str:
    """gnubg's Position ID of the position after a play, the opponent on roll."""
    return after.flipped().position_id()


def run_gnubg_python(program: str, script: Path, env: dict) -> None:
    subprocess.run([*niced(), program, "-t", "-q", "-r", "-p", str(script)],
                   env=dict(os.environ, **env), capture_output=True, timeout=7200, check=True)


def disagreements(positions: list[dict], hints: dict, judge: Judge) -> list[dict]:
    """The positions where gnubg's best play leaves another position than our judge's."""
    found = []
    batch = judge.player.batch
    for entry in positions:
        listed = hints.get((entry["id"], tuple(entry["dice"])))
        if not listed or len(listed) < 2:
            continue
        position = Position.from_id(entry["id"])
        text, equity, cubeless, _ = listed[0]
        after = position.apply(Play.parse(text))
        if after_id(after) == entry["ours_after"]:
            continue
        theirs_of_ours = next((p for p in listed
                               if after_id(position.apply(Play.parse(p[0]))) == entry["ours_after"]), None)
        found.append(dict(entry, gnubg=text, gnubg_after=after_id(after),
                          gnubg_value=equity, gnubg_cubeless=cubeless,
                          gnubg_of_ours=theirs_of_ours[1] if theirs_of_ours else None,
                          ours_of_gnubg=judge_value(judge, batch, after)))
    return found


ROLLED = re.compile(r"Rollout done\. Printing final results\..*?Current Position:\s*\r?\n\s*"
                    r"([-\d.]+) ([-\d.]+) ([-\d.]+) - ([-\d.]+) ([-\d.]+) ([-\d.]+) CL ([-+\d.]+)", re.S)


def rollout(program: str, jobs: list[tuple[str, int]], args) -> list[float]:
    """gnubg's cubeless rollout equity of each (Position ID, seed), for the side on roll."""
    lines = ["set player 0 human", "set player 1 human", "set jacoby off", "set threads 1",
             "set output digits 4", "set rollout cubeful off", f"set rollout trials {args.trials}",
             f"set rollout varredn {'on' if args.varredn else 'off'}",
             f"set rollout chequerplay plies {args.rollout_plies}", "set rollout quasirandom on",
             "set rollout truncation enable off", "new game"]
    for pid, seed in jobs:
        lines += [f"set rollout seed {seed}", f"set board {pid}", "rollout"]
    with tempfile.TemporaryDirectory() as tmp:
        commands, typescript = Path(tmp) / "commands", Path(tmp) / "typescript"
        commands.write_text("\n".join(lines) + "\n")
        subprocess.run(["script", "-qc", " ".join(niced() + [program, "-t", "-q", "-r", "-c", str(commands)]),
                        str(typescript)],
                       stdin=subprocess.DEVNULL, capture_output=True, timeout=7200)
        text = typescript.read_text(errors="replace")
    found = [float(m.group(7)) for m in ROLLED.finditer(text)]
    if len(found) != len(jobs):
        raise RuntimeError(f"gnubg gave {len(found)} rollouts for {len(jobs)}: {text[-2000:]}")
    return found


def roll_out_all(args, found: list[dict], path: Path) -> dict:
    """The rollouts of both plays of each disagreement, run by run (kept in ``path``)."""
    done = records_kept(path)
    settings = rollout_settings(args)
    todo = [d for d in found if key_of(d, settings) not in done]
    chunk = 5
    for start in range(0, len(todo), chunk):
        part = todo[start:start + chunk]
        jobs = [(pid, 1000 * b + 1) for d in part for b in range(args.batches)
                for pid in (d["ours_after"], d["gnubg_after"])]
        began = time.time()
        values = iter(rollout(args.gnubg, jobs, args))
        with path.open("a") as out:
            for d in part:
                runs = []
                for _ in range(args.batches):
                    # each is the opponent's equity on roll: the mover's is its negative
                    ours, theirs = -next(values), -next(values)
                    runs.append([ours, theirs])
                record = {"key": key_of(d, settings), "runs": runs}
                done[record["key"]] = record
                out.write(json.dumps(record) + "\n")
        print(f"rolled out {start + len(part)} of {len(todo)} ({time.time() - began:.0f} s)",
              file=sys.stderr, flush=True)
    return {k: v for k, v in done.items() if k.endswith(settings)}


def rollout_settings(args) -> str:
    """The rollout's settings as a word, part of each kept record's key."""
    return f"t{args.trials}-p{args.rollout_plies}-v{int(args.varredn)}-b{args.batches}"


def records_kept(path: Path) -> dict:
    """The records of earlier runs kept in ``path`` (one JSON object a line), by key."""
    if not path.exists():
        return {}
    return {record["key"]: record for record in map(json.loads, path.read_text().splitlines())}


def key_of(d: dict, settings: str) -> str:
    return f"{d['ours_after']} {d['gnubg_after']} {settings}"


def report(args, found: list[dict], rolled: dict, positions: int, total: int) -> None:
    settings = rollout_settings(args)
    print(f"{positions} unforced plays judged; our judge's best play differs from gnubg 2-ply's in "
          f"{total}; rolled out: the first {len(found)}\n")
    print("| # | position | dice | player | ours | gnubg's | ours: judge (3-ply) | gnubg 2-ply (cubeful) "
          "| rollout ours − gnubg's (s.e.) | prefers |")
    print("|---|---|---|---|---|---|---:|---:|---:|---|")
    diffs, ours_wins, clear_ours, clear_theirs = [], 0, 0, 0
    for number, d in enumerate(found, 1):
        record = rolled.get(key_of(d, settings))
        if record is None:
            continue
        per_run = [a - b for a, b in record["runs"]]
        mean = sum(per_run) / len(per_run)
        se = (math.sqrt(sum((x - mean) ** 2 for x in per_run) / (len(per_run) - 1) / len(per_run))
              if len(per_run) > 1 else float("nan"))
        diffs.append(mean)
        ours_wins += mean > 0
        clear_ours += mean > 2 * se
        clear_theirs += mean < -2 * se
        judge_gap = d["ours_value"] - d["ours_of_gnubg"]
        gnubg_gap = (d["gnubg_of_ours"] - d["gnubg_value"]) if d["gnubg_of_ours"] is not None else None
        print(f"| {number} | {d['id']} | {d['dice'][0]}{d['dice'][1]} | {d['player']} | {d['ours']} | {d['gnubg']} "
              f"| {judge_gap:+.3f} | {'-' if gnubg_gap is None else f'{gnubg_gap:+.3f}'} "
              f"| {mean:+.3f} ({se:.3f}) | {'ours' if mean > 0 else 'gnubg'} |")
    n = len(diffs)
    if not n:
        return
    low, high = wilson_interval(ours_wins, n)
    mean, lo, hi = mean_interval(diffs)
    print(f"\nrolled out: {n} disagreements ({args.batches} runs of {args.trials} games each per play, "
          f"{args.rollout_plies}-ply checker play, variance reduction {'on' if args.varredn else 'off'})")
    print(f"the rollout prefers our judge's play in {ours_wins} of {n} ({100 * ours_wins / n:.0f}%; "
          f"95% interval {100 * low:.0f}-{100 * high:.0f}%), gnubg's in {n - ours_wins} "
          f"({100 * (1 - high):.0f}-{100 * (1 - low):.0f}%)")
    print(f"by more than two standard errors: ours {clear_ours}, gnubg's {clear_theirs}, "
          f"too close to call {n - clear_ours - clear_theirs}")
    print(f"mean equity of our judge's play less gnubg's, by rollout: {1000 * mean:+.1f} mEMG a disagreement "
          f"(95% interval {1000 * lo:+.1f} to {1000 * hi:+.1f})")
    unsearched = sum(1 for d in found if d["ours_of_gnubg"] > d["ours_value"])
    races = [d for d in found if Position.from_id(d["id"]).is_race()]
    print(f"gnubg's play left off our judge's short list though our own search rates it higher: {unsearched}; "
          f"disagreements in a race: {len(races)}")


def deeper(args, found: list[dict], rolled: dict, path: Path) -> None:
    """The ceiling of a deeper judge: both plays of each disagreement judged at ``--deeper``
    plies by our network (the same search, a throw further), and how often that judge then
    sides with gnubg and with the rollout."""
    from games.backgammon.network import default_network
    batch = default_network().equities
    done = records_kept(path)
    settings = rollout_settings(args)
    with path.open("a") as out:
        for d in found:
            key = f"{d['ours_after']} {d['gnubg_after']}"
            if key in done:
                continue
            values = []
            for pid in (d["ours_after"], d["gnubg_after"]):
                after = Position.from_id(pid).flipped()
                values.append(search.deep_value(batch, after.me, after.opp, args.deeper))
            done[key] = {"key": key, "values": values}
            out.write(json.dumps(done[key]) + "\n")
            out.flush()
    sides = {"switches to gnubg's": [0, 0], "keeps ours": [0, 0]}
    for d in found:
        record = rolled.get(key_of(d, settings))
        ours, theirs = done[f"{d['ours_after']} {d['gnubg_after']}"]["values"]
        side = "switches to gnubg's" if theirs > ours else "keeps ours"
        sides[side][0] += 1
        if record is not None:
            mean = sum(a - b for a, b in record["runs"]) / len(record["runs"])
            sides[side][1] += mean < 0
    for side, (n, rollout_gnubg) in sides.items():
        print(f"judged at {args.deeper} plies, our judge {side} play in {n} of {len(found)}; "
              f"the rollout prefers gnubg's in {rollout_gnubg} of those")


def decompose(positions: list[dict], hints: dict) -> None:
    """Where our error rate on the plays parts from gnubg's: per player, the equity the made
    plays gave away by our judge and by gnubg (its cubeful figure, the one its analysis
    reports, and its cubeless one, as our judge counts), split by whether the two judges'
    best plays agree."""
    rows: dict = {}
    for entry in positions:
        listed = hints.get((entry["id"], tuple(entry["dice"])))
        if not listed or len(listed) < 2:
            continue
        position = Position.from_id(entry["id"])
        by_after = {after_id(position.apply(Play.parse(p[0]))): p for p in listed}
        made = by_after.get(after_id(position.apply(Play.parse(entry["made"]))))
        if made is None:
            continue
        agree = after_id(position.apply(Play.parse(listed[0][0]))) == entry["ours_after"]
        cubeful = listed[0][1] - made[1]
        cubeless = max(p[2] for p in listed) - made[2]
        for key in (entry["player"], "all"):
            for part in ("agree" if agree else "differ", "both"):
                row = rows.setdefault((key, part), [0, 0.0, 0.0, 0.0])
                row[0] += 1
                row[1] += entry["cost"]
                row[2] += cubeful
                row[3] += cubeless
    print("\n| player | best plays | plays | ours mEMG | gnubg cubeful | gnubg cubeless | ours / cubeful |")
    print("|---|---|---:|---:|---:|---:|---:|")
    for (key, part), (n, ours, cubeful, cubeless) in sorted(rows.items()):
        print(f"| {key} | {part} | {n} | {1000 * ours / n:.1f} | {1000 * cubeful / n:.1f} | "
              f"{1000 * cubeless / n:.1f} | {ours / cubeful if cubeful else float('nan'):.2f} |")


def read_hints(path: Path) -> dict:
    hints = {}
    if path.exists():
        for line in path.read_text().splitlines():
            entry = json.loads(line)
            hints[(entry["id"], tuple(entry["dice"]))] = entry["plays"]
    return hints


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="bg_roll", metavar="DIR")
    parser.add_argument("--seed", type=int, default=83001)
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--gnubg", metavar="PROGRAM", default="gnubg")
    parser.add_argument("--judge-plies", type=int, default=None, help="our judge's depth (the expert's: 3)")
    parser.add_argument("--judge-width", type=int, default=None, help="plays searched to full depth")
    parser.add_argument("--judge-margin", type=float, default=None, help="within this of the best at one ply")
    parser.add_argument("--trials", type=int, default=27, help="games a run, per play")
    parser.add_argument("--batches", type=int, default=4, help="runs per play (each on its own seed)")
    parser.add_argument("--rollout-plies", type=int, default=0)
    parser.add_argument("--varredn", action=argparse.BooleanOptionalAction, default=True)
    parser.add_argument("--deeper", type=int, default=None, metavar="PLIES",
                        help="also judge both plays of each disagreement this deep (4: seconds a play)")
    parser.add_argument("--hints-only", action="store_true", help="stop once gnubg has ranked the plays")
    parser.add_argument("--limit", type=int, default=None, help="roll out only the first N disagreements")
    args = parser.parse_args(argv)
    folder = Path(args.out)
    folder.mkdir(parents=True, exist_ok=True)
    positions_file, hints_file = folder / "positions.jsonl", folder / "hints.jsonl"
    if not args.hints_only:
        sample(args, positions_file)
    positions = [json.loads(line) for line in positions_file.read_text().splitlines()]
    hints = read_hints(hints_file)
    missing = [p for p in positions if (p["id"], tuple(p["dice"])) not in hints]
    if missing:            # gnubg ranks only the positions it has not ranked yet
        with tempfile.TemporaryDirectory() as tmp:
            source, made = Path(tmp) / "in.jsonl", Path(tmp) / "out.jsonl"
            source.write_text("".join(json.dumps({"id": p["id"], "dice": p["dice"]}) + "\n" for p in missing))
            run_gnubg_python(args.gnubg, HERE / "bg_gnubg_hints.py",
                             {"BG_IN": str(source), "BG_OUT": str(made), "BG_PLIES": "2"})
            with hints_file.open("a") as out:
                out.write(made.read_text())
        hints = read_hints(hints_file)
    if args.hints_only:
        return 0
    found = disagreements(positions, hints, make_judge(args))
    (folder / "disagreements.jsonl").write_text("".join(json.dumps(d) + "\n" for d in found))
    chosen = found if args.limit is None else found[:args.limit]
    rolled = roll_out_all(args, chosen, folder / "rollouts.jsonl")
    report(args, chosen, rolled, len(positions), len(found))
    if args.deeper:
        deeper(args, chosen, rolled, folder / f"deeper{args.deeper}.jsonl")
    decompose(positions, hints)
    return 0


if __name__ == "__main__":
    sys.exit(main())
