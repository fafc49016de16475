"""Backgammon's game review from the command line: games between two players, each
player's decisions judged by the computer (games/backgammon/analysis.py), and the games
written as a GNU Backgammon match file.

    python tools/bg_review.py --players friendly computer --games 2 --mat review.mat
    python tools/bg_review.py --players friendly computer --match 3 --judge 3 --compare 2

For each seat: its decisions (unforced plays, close or actual cube decisions), the
equity given away, the error rate in thousandths of a point per decision (gnubg's mEMG)
and gnubg's rating word. ``--judge`` is the judging level (3, the expert at full depth, by
default: seconds a decision); ``--compare`` judges the same decisions at another level too
and prints how far the two agree (the records keep level 2's figure, which is quick).

``--gnubg PROGRAM`` (with ``--mat``) has GNU Backgammon itself import the match file (money
games or a match) and analyse it (``--gnubg-plies``: its evaluation depth, 0 by default; 2 is its "world class"
analysis), and prints its error rates beside ours for each seat: plays, cube and overall.
GNU Backgammon is not needed by the program or its tests, only by this check.
"""
from __future__ import annotations

import argparse
import random
import re
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games import store  # noqa: E402
from games.backgammon import matfile  # noqa: E402
from games.backgammon.analysis import Judge  # noqa: E402
from games.backgammon.game import BackgammonState, Settings  # noqa: E402
from games.backgammon.gamelog import Log, play  # noqa: E402
from games.backgammon.matchplay import MatchState  # noqa: E402
from games.backgammon.options import BUILTINS  # noqa: E402
from games.backgammon.players import player_for_level  # noqa: E402
from games.plugins import load_object  # noqa: E402


def judge_at(level: int) -> Judge:
    player = player_for_level(level)
    player.prepare()
    return Judge(player)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", nargs=2, default=["friendly", "computer"], metavar=("FIRST", "SECOND"))
    parser.add_argument("--games", type=int, default=1, help="money games (or matches with --match)")
    parser.add_argument("--match", type=int, default=0, metavar="N", help="matches to N points")
    parser.add_argument("--no-cube", action="store_true", help="cubeless money games")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--judge", type=int, choices=(1, 2, 3), default=3)
    parser.add_argument("--compare", type=int, choices=(1, 2, 3), default=None)
    parser.add_argument("--seats", type=int, nargs="+", choices=(0, 1), default=[0, 1])
    parser.add_argument("--mat", metavar="PATH", help="write the games as a match file")
    parser.add_argument("--gnubg", metavar="PROGRAM", help="GNU Backgammon, to analyse the match file (with --mat)")
    parser.add_argument("--gnubg-plies", type=int, default=0, choices=range(0, 5))
    args = parser.parse_args(argv)
    if args.gnubg and not args.mat:
        parser.error("--gnubg needs --mat: the match file it analyses")
    players = [load_object(name, BUILTINS) for name in args.players]
    log = Log()
    for number in range(args.games):
        rng = random.Random(args.seed + number)
        state = MatchState(rng, args.match) if args.match else \
            BackgammonState.new(rng, Settings(cube=not args.no_cube))
        play(state, players, random.Random(number), log)
    print(f"{len(log.games)} games: {' v '.join(args.players)}")
    judges = [(args.judge, judge_at(args.judge))]
    if args.compare is not None:
        judges.append((args.compare, judge_at(args.compare)))
    ours: dict[int, object] = {}
    for seat in args.seats:
        reviews = []
        for level, judge in judges:
            began = time.perf_counter()
            review = judge.review(log.games, seat)
            seconds = time.perf_counter() - began
            reviews.append(review)
            print(f"{args.players[seat]} (seat {seat}) judged at level {level}: {review.summary()}"
                  f" [{seconds / max(1, review.decisions):.2f} s a decision]")
        ours[seat] = reviews[0]
        if len(reviews) == 2:
            compare(*reviews)
    if args.mat:
        if not store.export(Path(args.mat), matfile.text(log.games, args.players)):
            return 1
        print(f"written to {args.mat} (in GNU Backgammon: import mat {args.mat})")
    if args.gnubg:
        return beside_gnubg(args, ours)
    return 0


# gnubg's "Error rate" lines: mEMG, then in brackets the same per decision in its other
# unit: points at the stake played in a money session ("(Points)"), or match-winning
# chance in a match ("(MWC)", a percentage).
_RATE = re.compile(r"^Error rate mEMG \((Points|MWC)\)\s+(-?[\d.]+)\s+\(\s*([-+]?[\d.]+)%?\)"
                   r"\s+(-?[\d.]+)\s+\(\s*([-+]?[\d.]+)%?\)", re.M)
_COUNTS = re.compile(r"^(Unforced moves|Close or actual cube decisions)\s+(\d+)\s+(\d+)", re.M)
_WORDS = re.compile(r"^(Chequerplay rating|Cube decision rating|Overall rating)\s+(.+?)\s{2,}(.+?)\s*$", re.M)


def gnubg_rates(output: str) -> dict[str, tuple]:
    """GNU Backgammon's error rates (mEMG, both players, given away as positive figures) from
    its ``show statistics match``: ``plays``, ``cube`` and ``overall``, in the order it prints
    them, for a money session (its "(Points)" lines) or a match (its "(MWC)" lines, whose
    match-winning chance per decision, in percent, is kept as ``plays mwc`` and so on);
    ``unforced`` and ``close cube``, the decisions counted; ``plays word``, ``cube word``
    and ``overall word``, its ratings."""
    found: dict[str, tuple] = {}
    rates = _RATE.findall(output)
    if len(rates) != 3:
        raise ValueError("GNU Backgammon printed no statistics (did it read the match file?)")
    for name, (unit, a, a_other, b, b_other) in zip(("plays", "cube", "overall"), rates):
        found[name] = (-float(a), -float(b))
        if unit == "MWC":
            found[f"{name} mwc"] = (-float(a_other), -float(b_other))
    for name, a, b in _COUNTS.findall(output):
        found["unforced" if name.startswith("Unforced") else "close cube"] = (float(a), float(b))
    for name, a, b in _WORDS.findall(output):
        key = {"Chequerplay rating": "plays word", "Cube decision rating": "cube word"}.get(name, "overall word")
        found[key] = (a, b)
    return found


def beside_gnubg(args, ours: dict) -> int:
    """GNU Backgammon's analysis of the match file written, its error rates beside ours."""
    # Our money games are played without the Jacoby rule, which gnubg's sessions have by default.
    script = ("set jacoby off\n"
              f"set analysis chequerplay evaluation plies {args.gnubg_plies}\n"
              f"set analysis cubedecision evaluation plies {args.gnubg_plies}\n"
              f"import mat {Path(args.mat).resolve()}\nanalyse match\nshow statistics match\n")
    try:
        done = subprocess.run([args.gnubg, "-t", "-q"], input=script, capture_output=True, text=True, timeout=3600)
        theirs = gnubg_rates(done.stdout)
    except (OSError, subprocess.SubprocessError, ValueError) as exc:
        print(f"GNU Backgammon's analysis failed: {exc}", file=sys.stderr)
        return 1
    print(f"GNU Backgammon ({args.gnubg_plies}-ply) beside our judge (mEMG a decision; decisions in brackets):")
    for seat, review in ours.items():
        print(f"  {args.players[seat]:>10}: " + "; ".join(
            beside_line(name, review, theirs, seat) for name in ("plays", "cube", "overall")))
    return 0


def beside_line(name: str, review, theirs: dict, seat: int) -> str:
    """One figure of ours beside gnubg's: its error rate, decisions counted, rating word and,
    in a match, the match-winning chance a decision (in percent)."""
    judged = [j for j in review.judgements if name == "overall" or (j.kind == "play") == (name == "plays")]
    count = {"plays": "unforced", "cube": "close cube"}.get(name)
    ours = f"{1000 * sum(j.cost for j in judged) / len(judged):.1f} ({len(judged)})" if judged else "- (0)"
    if judged and judged[0].mwc is not None:
        ours += f" {100 * sum(j.mwc for j in judged) / len(judged):.3f}% MWC"
    gnubg = f"{theirs[name][seat]:.1f}"
    if count in theirs:
        gnubg += f" ({theirs[count][seat]:.0f})"
    if f"{name} mwc" in theirs:
        gnubg += f" {theirs[f'{name} mwc'][seat]:.3f}% MWC"
    if f"{name} word" in theirs:
        gnubg += f" {theirs[f'{name} word'][seat]}"
    return f"{name} ours {ours} gnubg {gnubg}"


def compare(deep, other) -> None:
    """How far two judges agree on the same decisions: the mean difference of the cost
    per decision, and the decisions one calls free and the other not."""
    first = {(j.game, j.turn): j.cost for j in deep.judgements}
    second = {(j.game, j.turn): j.cost for j in other.judgements}
    both = sorted(set(first) & set(second))
    if not both:
        print("  no decision judged by both")
        return
    gap = sum(abs(first[k] - second[k]) for k in both) / len(both)
    differ = sum(1 for k in both if (first[k] > 0) != (second[k] > 0))
    print(f"  {len(both)} decisions judged by both: mean |difference| {1000 * gap:.1f} thousandths a "
          f"decision; {differ} called free by one and not the other; only one judge counted "
          f"{len(set(first) ^ set(second))}")


if __name__ == "__main__":
    sys.exit(main())
