"""Our game review beside GNU Backgammon's on the same games: a fixed set of sittings of
every level (simple, friendly, computer, expert; money games and matches), each written
as a match file, analysed by gnubg and judged by ours, the error rates per seat side by side.

    python tools/bg_agreement.py --out bg_agree --gnubg gnubg --plies 2

For each sitting: the match file ``DIR/NN-first-second.mat`` (read back, not played again,
when an earlier run wrote it); gnubg's ``show statistics
match`` after ``analyse match`` kept beside it (``.gnubg.txt``, made only when missing, so
a second run costs only our judge); then a table row per seat: plays, cube and overall
error rates (mEMG a decision) and the rating words, ours and gnubg's, and at the end how
far apart they are. ``--judge`` is our judging level (3 by default, gnubg's 2 plies being
as deep as our 3). GNU Backgammon is needed only for this check.
"""
from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.backgammon import matfile  # noqa: E402
from games.backgammon.analysis import Judge, rating  # noqa: E402
from games.backgammon.game import BackgammonState, Settings  # noqa: E402
from games.backgammon.gamelog import play  # noqa: E402
from games.backgammon.matchplay import MatchState  # noqa: E402
from games.backgammon.options import BUILTINS  # noqa: E402
from games.backgammon.players import player_for_level  # noqa: E402
from games.plugins import load_object  # noqa: E402
from games.stats import wilson_interval  # noqa: E402

# (first, second, match length (0: one money game), seed): fresh seeds, none tuned on.
SITTINGS = [
    ("simple", "friendly", 0, 4001), ("friendly", "simple", 0, 4002), ("simple", "computer", 0, 4003),
    ("friendly", "computer", 0, 4004), ("computer", "friendly", 0, 4005), ("friendly", "computer", 0, 4006),
    ("computer", "friendly", 0, 4007), ("friendly", "expert", 0, 4008), ("expert", "friendly", 0, 4009),
    ("friendly", "expert", 0, 4010), ("computer", "expert", 0, 4011), ("expert", "computer", 0, 4012),
    ("computer", "expert", 0, 4013), ("expert", "computer", 0, 4014), ("computer", "computer", 0, 4015),
    ("expert", "expert", 0, 4016), ("simple", "expert", 0, 4017), ("friendly", "friendly", 0, 4018),
    ("computer", "expert", 0, 4019), ("friendly", "computer", 0, 4020),
    ("friendly", "computer", 3, 4021), ("computer", "expert", 5, 4022),
]


def niced() -> list[str]:
    """The words that run gnubg at niceness 10 (a long check on a shared machine), counting
    what this process already has: nice adds to it, and 19 starves gnubg on a busy machine."""
    return ["nice", "-n", str(10 - os.nice(0))] if os.nice(0) < 10 else []

def sitting_log(first: str, second: str, length: int, seed: int):
    players = [load_object(first, BUILTINS), load_object(second, BUILTINS)]
    rng = random.Random(seed)
    state = MatchState(rng, length) if length else BackgammonState.new(rng, Settings())
    return play(state, players, random.Random(seed + 1))


def gnubg_statistics(program: str, mat: Path, plies: int) -> str:
    script = ("set jacoby off\n"
              f"set analysis chequerplay evaluation plies {plies}\n"
              f"set analysis cubedecision evaluation plies {plies}\n"
              f"import mat {mat.resolve()}\nanalyse match\nshow statistics match\n")
    done = subprocess.run([*niced(), program, "-t", "-q"], input=script, capture_output=True, text=True, timeout=3600)
    return done.stdout


def load_review_tool():
    import importlib.util
    spec = importlib.util.spec_from_file_location("bg_review", Path(__file__).resolve().parent / "bg_review.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def rates(review) -> dict[str, float]:
    out = {}
    for name in ("plays", "cube", "overall"):
        judged = [j for j in review.judgements if name == "overall" or (j.kind == "play") == (name == "plays")]
        out[name] = 1000 * sum(j.cost for j in judged) / len(judged) if judged else 0.0
        out[name + " n"] = len(judged)
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="bg_agree", metavar="DIR")
    parser.add_argument("--gnubg", metavar="PROGRAM", help="GNU Backgammon, for the files it has not analysed yet")
    parser.add_argument("--plies", type=int, default=2)
    parser.add_argument("--judge", type=int, choices=(1, 2, 3), default=3)
    parser.add_argument("--only", type=int, nargs="*", help="the sittings by number (from 1)")
    parser.add_argument("files", nargs="*", help="match files to add (a game played by keys with --export-mat)")
    parser.add_argument("--no-judge", action="store_true", help="write and analyse the files only")
    parser.add_argument("--seed", type=int, default=None,
                        help="a fresh set: sitting n on seed SEED + n - 1 instead of its own (4000 + n)")
    parser.add_argument("--cube", action="store_true",
                        help="also each cube decision's cost, ours beside gnubg's (tools/gnubg_decisions.py)")
    parser.add_argument("--cube-only", action="store_true", help="only the cube decisions (quick)")
    args = parser.parse_args(argv)
    folder = Path(args.out)
    folder.mkdir(parents=True, exist_ok=True)
    tool = load_review_tool()
    judge = None
    if not args.no_judge:
        player = player_for_level(args.judge)
        player.prepare()
        judge = Judge(player)
    print("| # | sitting | seat | plays ours | plays gnubg | cube ours | cube gnubg | overall ours "
          "| overall gnubg | word ours | word gnubg |")
    print("|---|---|---|---:|---:|---:|---:|---:|---:|---|---|")
    pairs = {"plays": [], "cube": [], "overall": [], "words": []}
    cube_pairs: list = []
    cube_lines: list = []
    sittings = [(number, f"{number:02d}-{first}-{second}" + (f"-{length}pt" if length else ""),
                 (first, second), lambda f=first, s=second, n=length, d=seed: sitting_log(f, s, n, d).games)
                for number, (first, second, length, seed) in
                ((n, (f, s, k, d if args.seed is None else args.seed + n - 1))
                 for n, (f, s, k, d) in enumerate(SITTINGS, 1))
                if not args.only or number in args.only]
    for extra, path in enumerate(args.files, len(SITTINGS) + 1):
        read = matfile.read(Path(path).read_text())
        sittings.append((extra, f"{extra:02d}-{Path(path).stem}", read.games[0].names,
                         lambda read=read: matfile.game_logs(read)))
    for number, stem, names, games_of in sittings:
        mat, stats = folder / f"{stem}.mat", folder / f"{stem}.gnubg{args.plies}.txt"
        if mat.exists():        # written by an earlier run: read back, not played again
            games = matfile.game_logs(matfile.read(mat.read_text()))
        else:
            games = games_of()
            mat.write_text(matfile.text(games, names))
        if not stats.exists() and args.gnubg:
            stats.write_text(gnubg_statistics(args.gnubg, mat, args.plies))
        if judge is None:
            continue
        if args.cube or args.cube_only:
            cube_rows(args, judge, games, mat, folder / f"{stem}.cube{args.plies}.jsonl", stem, cube_pairs, cube_lines)
        if args.cube_only:
            continue
        theirs = tool.gnubg_rates(stats.read_text()) if stats.exists() else None
        for seat, name in enumerate(names):
            ours = rates(judge.review(games, seat))
            cells = []
            for what in ("plays", "cube", "overall"):
                mine = f"{ours[what]:.1f} ({ours[what + ' n']})"
                if theirs:
                    gn = f"{theirs[what][seat]:.1f}"
                    count = {"plays": "unforced", "cube": "close cube"}.get(what)
                    gn += f" ({theirs[count][seat]:.0f})" if count in theirs else ""
                    if f"{what} mwc" in theirs:
                        gn += f" {theirs[what + ' mwc'][seat]:.2f}%"
                    pairs[what].append((ours[what], theirs[what][seat]))
                else:
                    gn = "-"
                cells += [mine, gn]
            word = rating(ours["overall"])
            their_word = theirs.get("overall word", ("-", "-"))[seat] if theirs else "-"
            if theirs:
                pairs["words"].append(word == their_word)
            print(f"| {number} | {stem} | {seat} {name} | " + " | ".join(cells) + f" | {word} | {their_word} |",
                  flush=True)
    summarise(pairs)
    if args.cube or args.cube_only:
        print("\n| sitting | decision | ours | gnubg |\n|---|---|---|---|")
        print("\n".join(cube_lines))
        near = sum(1 for a, b in cube_pairs if abs(a - b) <= 0.05)
        low, high = wilson_interval(near, len(cube_pairs))
        gap = sum(abs(a - b) for a, b in cube_pairs) / max(1, len(cube_pairs))
        print(f"cube decisions counted by either judge: {len(cube_pairs)}; cost within 0.05 of gnubg's: "
              f"{near} ({100 * low:.0f}-{100 * high:.0f}%); mean |difference| {gap:.3f}")
    return 0


def cube_rows(args, judge, games, mat: Path, dump: Path, stem: str, found: list, lines: list) -> None:
    """Each cube decision gnubg or ours counts (a double, a take or pass, or a close
    decision not to double), its cost by each, in normalised equity (EMG)."""
    if not dump.exists() and args.gnubg:
        import os
        env = dict(os.environ, BG_MAT=str(mat.resolve()), BG_OUT=str(dump), BG_PLIES=str(args.plies))
        subprocess.run([*niced(), args.gnubg, "-t", "-q", "-p",
                        str(Path(__file__).resolve().parent / "gnubg_decisions.py")],
                       env=env, capture_output=True, timeout=3600)
    import json
    records = [json.loads(line) for line in dump.read_text().splitlines()]
    seat_of = {"X": 0, "O": 1}
    for number, game in enumerate(games):
        theirs = [r for r in records if r["game"] == number and "nd" in r]
        mine = [t for t in game.turns if t.view.phase == "cube"]
        if len(theirs) != len(mine):
            lines.append(f"| {stem} game {number + 1}: {len(mine)} cube turns here, {len(theirs)} by gnubg: left out |")
            continue
        takes = iter(t for t in game.turns if t.view.phase == "take")
        for turn, record in zip(mine, theirs):
            assert seat_of[record["player"]] == turn.seat, (stem, number)
            nd, dt = record["nd"], record["dt"]
            if games[0].settings.match_length:
                continue      # gnubg's figures there are MWC: compared through the statistics
            best = max(nd, min(dt, 1.0))
            doubled = str(turn.move) == "double"
            theirs_cost = best - (min(dt, 1.0) if doubled else nd)
            close = best - min(dt, 1.0) < 0.16
            ours = judge.cube_decision(turn.view)
            ours_cost = ours.best - (ours.double if doubled else ours.no_double)
            if doubled or close or ours.close:
                found.append((ours_cost, theirs_cost))
                lines.append(f"| {stem} g{number + 1} | {turn.seat} {turn.move} | ND {ours.no_double:+.3f} DT "
                      f"{ours.double_take:+.3f} cost {ours_cost:.3f} | gnubg ND {nd:+.3f} DT {dt:+.3f} "
                      f"cost {theirs_cost:.3f} |")
            if doubled:
                answer = next(takes)
                their_take = (dt - 1.0) if str(answer.move) == "take" else (1.0 - dt)
                our_take = (ours.double_take - ours.double_pass) if str(answer.move) == "take" \
                    else (ours.double_pass - ours.double_take)
                found.append((max(0.0, our_take), max(0.0, their_take)))
                lines.append(f"| {stem} g{number + 1} | {answer.seat} {answer.move} | cost {max(0.0, our_take):.3f} "
                      f"| gnubg cost {max(0.0, their_take):.3f} |")


def summarise(pairs) -> None:
    """How far ours is from gnubg's, seat by seat: the ratio of the sums, the share of seats
    within a quarter (with a 95% Wilson interval), and the rating word's agreement."""
    for what in ("plays", "cube", "overall"):
        found = [(a, b) for a, b in pairs[what] if b > 0 or a > 0]
        if not found:
            continue
        ratio = sum(a for a, _ in found) / max(1e-9, sum(b for _, b in found))
        within = sum(1 for a, b in found if abs(a - b) <= 0.25 * max(b, 1e-9)) 
        low, high = wilson_interval(within, len(found))
        print(f"{what}: ours / gnubg's over {len(found)} seats {ratio:.2f}; within a quarter "
              f"{within} of {len(found)} ({100 * low:.0f}-{100 * high:.0f}%)")
    words = pairs["words"]
    if words:
        low, high = wilson_interval(sum(words), len(words))
        print(f"the same rating word: {sum(words)} of {len(words)} seats ({100 * low:.0f}-{100 * high:.0f}%)")


if __name__ == "__main__":
    sys.exit(main())
