"""How much memory the program holds as games go by: it must level off, not grow.

Three measurements, each printing the resident memory (RSS, in MB) after so many
games and the peak of the whole run:

``match GAME [match options]``
    Games of a match played one after another in this process, exactly as
    ``main.py match GAME --jobs 1`` plays them (the same players, seeds and options)::

        python tools/memory_use.py match marrakesh --player computer --player simple --games 200 --seed 1

``accordion [--solver NAME] [--deals N] [--time-limit S]``
    Accordion has no match: each solver solves deals one after another, here.

``window GAME [--starts N] [--moves K]``
    One window (headless), a game started from the menu N times: K moves of yours at
    random (each made through the scene as a resumed game's are, the computer answering
    as it would), then Escape and leave, and start again.

``all [GAME ...] [--games N] [--starts N]``
    Each of the above for every game (or those named), one after another, each in a
    fresh process, then a table of the figures: the computer against ``simple`` (or
    ``random``), seed 1. Slow: the trick-avoidance games and Piquet take seconds a game.

A measurement, not a test: the figures depend on the machine. Linux (``/proc``).
"""
from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import time
from pathlib import Path
from typing import Callable, Optional, Sequence

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

CHECKPOINTS = (1, 20, 50, 100, 200)


def rss_mb() -> tuple[float, float]:
    """(resident now, the peak so far) of this process, in MB."""
    fields = {}
    for line in Path("/proc/self/status").read_text().splitlines():
        name, _, value = line.partition(":")
        fields[name] = value
    return int(fields["VmRSS"].split()[0]) / 1024, int(fields["VmHWM"].split()[0]) / 1024


def checkpoints(total: int) -> list[int]:
    """Where to read the memory in a run of ``total``: the usual points up to it, and the last."""
    return sorted({n for n in CHECKPOINTS if n <= total} | {total})


def report(label: str, run: Callable[[int], None], total: int, unit: str) -> None:
    """Call ``run(k)`` for k = 1..total, printing the memory at the checkpoints."""
    marks = set(checkpoints(total))
    started = time.perf_counter()
    print(f"{label}: RSS in MB after so many {unit}", flush=True)
    for k in range(1, total + 1):
        run(k)
        if k in marks:
            now, peak = rss_mb()
            print(f"  {k:>4} {unit}: {now:7.1f}   peak {peak:7.1f}   "
                  f"({time.perf_counter() - started:.0f} s)", flush=True)


def match(argv: Sequence[str]) -> None:
    import importlib

    from games.match.command import game_setup, match_options, match_parser, prepare
    from games.match.entrants import load_entrants, seat_specs
    from games.match import play
    from games.registry import find_game

    info = find_game(argv[0]) if argv else None
    if info is None or "match" not in info.commands:
        sys.exit(f"memory_use.py match: no match for {argv[0] if argv else 'no game'}")
    game = info
    args = match_parser(game)[0].parse_args(list(argv[1:]))
    specs = seat_specs(args.player, getattr(args, "players", None), game.seats, game.match.default_players)
    entrants = load_entrants(specs, game.builtins)
    prepare(entrants)
    games = len(specs) * -(-args.games // len(specs))

    thinking = {e.name: [0, 0.0] for e in entrants}      # decisions, CPU seconds (steady under load)
    checked = play.choose_checked

    def timed(entrant, state, seat, rng):
        started = time.process_time()
        move = checked(entrant, state, seat, rng)
        spent = thinking[entrant.name]
        spent[0] += 1
        spent[1] += time.process_time() - started
        return move

    def one(k: int) -> None:
        setup, seats = game_setup(args.seed, len(specs), k, match_options(game, args))
        play.play_game(game, setup, entrants, seats, k)
    play.choose_checked = timed
    try:
        report(f"match {game.name} ({' v '.join(e.name for e in entrants)}, seed {args.seed})",
               one, games, "games")
    finally:
        play.choose_checked = checked
    for name, (count, seconds) in thinking.items():
        print(f"  {name}: {count} decisions, {1000 * seconds / max(count, 1):.2f} ms of CPU each")


def _package(info) -> str:
    """The package of a registered game (``hearts`` is ``short_hearts``)."""
    from games.registry import PACKAGES
    import importlib

    for package in PACKAGES:
        if getattr(importlib.import_module(f"games.{package}"), "GAME", None) is info:
            return package
    raise LookupError(info.name)


def accordion(argv: Sequence[str]) -> None:
    from games.accordion.rules import deal_codes
    from games.accordion.solvers import BUILTIN_SOLVERS, load_solver, run_in_process

    p = argparse.ArgumentParser(prog="memory_use.py accordion")
    p.add_argument("--solver", action="append", default=[], choices=sorted(BUILTIN_SOLVERS))
    p.add_argument("--deals", type=int, default=200)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--time-limit", type=float, default=0.5)
    args = p.parse_args(list(argv))
    for name in args.solver or ["simple", "strong"]:
        solver = load_solver(name)
        report(f"accordion {name} (deals from {args.seed}, {args.time_limit} s each)",
               lambda k: run_in_process(solver, deal_codes(args.seed + k - 1), args.time_limit),
               args.deals, "deals")


def window(argv: Sequence[str]) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import tempfile

    os.environ["TRADITIONAL_GAMES_HOME"] = tempfile.mkdtemp(prefix="tg-memory-")  # never the user's files
    from games.registry import find_game
    from games.ui.harness import Harness
    from games.ui.menu import MenuScene

    p = argparse.ArgumentParser(prog="memory_use.py window")
    p.add_argument("game")
    p.add_argument("--starts", type=int, default=100)
    p.add_argument("--moves", type=int, default=30, help="your moves in each game (default 30)")
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(list(argv))
    info = find_game(args.game)
    if info is None or info.scene is None:
        sys.exit(f"memory_use.py window: no game {args.game}")
    rng = random.Random(args.seed)
    answers = "<Return> Y N 1 2 3 4 A S H D C".split()
    h = Harness(menu_games=[info], seed=args.seed)
    moves = [0]

    def at_menu() -> bool:
        return isinstance(h.scene, MenuScene) and len(h.app.manager.stack) == 1

    def one(k: int) -> None:
        h.keys(info.menu_key)
        if "Resume" in h.text:
            h.keys("N")
        made = 0
        for _ in range(20 * args.moves):
            h.app.settle()
            if at_menu() or made == args.moves:
                break
            scene = h.scene
            state = getattr(scene, "state", None)
            if state is None or state.is_terminal():
                h.keys(rng.choice(answers))      # a question (how many play, play again?)
                continue
            # your move, made as a saved game's moves are made again (games.ui.resume)
            scene.apply_move(state, rng.choice(list(state.legal_moves())))
            scene.show(scene.state)
            made += 1
        record = getattr(h.scene, "record", None)
        moves[0] += record.moves if record is not None else 0
        for _ in range(6):             # leave: Escape, and yes to any question it asks
            if at_menu():
                break
            h.keys("<Esc>")
            if not at_menu() and "?" in h.text:
                h.keys("<Return>")
        if not at_menu():
            sys.exit(f"memory_use.py window: start {k} of {info.name} did not get back to the menu")
    report(f"window {info.name} (up to {args.moves} of your moves a game, at random)", one,
           args.starts, "games started")
    print(f"  {moves[0]} moves made in all (yours and the computer's)")


def every_game(argv: Sequence[str]) -> None:
    import importlib
    import re

    from games.registry import all_games, find_game

    p = argparse.ArgumentParser(prog="memory_use.py all")
    p.add_argument("games", nargs="*", metavar="GAME", help="only these games (default: all)")
    p.add_argument("--games", dest="count", type=int, default=200, help="games of each match (200)")
    p.add_argument("--starts", type=int, default=100, help="games started in the window (100)")
    args = p.parse_args(list(argv))
    chosen = [find_game(name) for name in args.games] if args.games else all_games()
    if None in chosen:
        p.error("no such game: " + " ".join(n for n, i in zip(args.games, chosen) if i is None))
    me = [sys.executable, str(Path(__file__).resolve())]
    figure = re.compile(r"^\s+(\d+) [a-z ]+:\s+([\d.]+)\s+peak\s+([\d.]+)")
    rows = []
    for info in chosen:
        if "match" in info.commands:
            builtins = info.builtins
            opponent = "simple" if "simple" in builtins else "random"
            runs = [(f"match v {opponent}", ["match", info.name, "--player", "computer", "--player", opponent,
                                             "--games", str(args.count), "--seed", "1"])]
        else:
            runs = [(f"deals, {name}", ["accordion", "--solver", name, "--deals", str(args.count)])
                    for name in ("simple", "strong")]
        if info.scene is not None:
            runs.append(("window", ["window", info.name, "--starts", str(args.starts)]))
        for what, run in runs:
            marks = []
            with subprocess.Popen(me + run, cwd=ROOT, stdout=subprocess.PIPE, text=True) as child:
                for line in child.stdout:
                    print(line, end="", flush=True)
                    found = figure.match(line)
                    if found:
                        marks.append((int(found[1]), float(found[2]), float(found[3])))
            if marks:
                rows.append((info.name, what, marks[0], marks[-1]))
    print(f"\n{'game':<14}{'run':<18}{'first':>6}{'RSS MB':>8}{'last':>6}{'RSS MB':>8}{'peak MB':>9}")
    for name, what, first, last in rows:
        print(f"{name:<14}{what:<18}{first[0]:>6}{first[1]:>8.1f}{last[0]:>6}{last[1]:>8.1f}{last[2]:>9.1f}")


def main(argv: Optional[Sequence[str]] = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    modes = {"match": match, "accordion": accordion, "window": window, "all": every_game}
    if not argv or argv[0] not in modes:
        print(__doc__)
        return 2
    modes[argv[0]](argv[1:])
    return 0


if __name__ == "__main__":
    sys.exit(main())
