"""``main.py league GAME``: every player against every other on the same deals, rated together.

Built on the match harness: each game is played by :func:`games.match.play.play_game`
(the same seat streams, hooks, checks and fault reports), the games are shared out to
worker processes as a match's are (:mod:`games.match.parallel`), and who plays where is
:mod:`games.match.schedule`'s. The ratings and the grid are :mod:`games.match.rating`'s,
the text :mod:`games.match.league_report`'s.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from dataclasses import replace
from typing import Any, Callable, Optional, Sequence

from games.argtypes import MOST_GAMES, Parser, job_count, png_file, program_name, seed_number, whole_number
from games.match.command import ctrl_c_noted, match_options, option_values, option_words, prepare
from games.match.entrants import load_entrants, unique_names
from games.match.isolate import isolated_loader
from games.match.league_report import league_json, league_table
from games.match.parallel import can_fork, chunks, run_parallel
from games.match.play import Entrant, GameRecord, PlayerFault, play_game, stderr_log
from games.match.report import fault_report
from games.match.schedule import RULES, Schedule, deals_for
from games.match.spec import Setup
from games.optiondata import Option
from games.paths import AssetError
from games.plugins import PluginError, output_to_stderr
from games.registry import GameInfo, later
from games.stats import Progress

game_count = whole_number(1, MOST_GAMES)


def league_parser(game: GameInfo) -> tuple[argparse.ArgumentParser, tuple[Option, ...]]:
    low, high = game.seats
    what = game.match.what
    parser = Parser(
        prog=f"main.py league {game.name}", allow_abbrev=False,
        description=f"A league of {game.name}: every player against every other on the same deals, "
                    "every one in every seat, with ratings (95% intervals) and the head-to-head grid.")
    names = ", ".join(sorted(game.builtins))
    parser.add_argument("--player", action="append", default=[], metavar="SPEC",
                        help=f"a built-in ({names}) or module:attribute; once per player, two or more "
                             "(default: all the built-ins)")
    if high > low:
        parser.add_argument("--players", type=whole_number(low, high, "the number of seats"), metavar="N",
                            help=f"seats at each table, {low} to {high} (default: as many as players, "
                                 "within those)")
    if high > 2:
        parser.add_argument("--seatings", choices=RULES, default="rotated",
                            help="rotated (default): each deal in every rotation of one order round the "
                                 "table, the order changing deal by deal through them all; every: each deal "
                                 "in every seating (24 games a deal at a table of four)")
    parser.add_argument("--games", type=game_count, default=100, metavar="N",
                        help=f"{what} at each table (default 100), rounded up to whole deals")
    parser.add_argument("--seed", type=seed_number(), default=0, metavar="S",
                        help="the first deal's seed (default 0); deal k has seed S+k at every table")
    parser.add_argument("--game", type=whole_number(1, MOST_GAMES), default=None, metavar="K",
                        help="play only game K of the league (to replay a failure)")
    parser.add_argument("--jobs", type=job_count, default=os.cpu_count() or 1, metavar="N",
                        help="play the games in N worker processes (default: all cores); the results "
                             "are the same")
    parser.add_argument("--isolate", action="store_true",
                        help="run each module:attribute player in a process of its own that is sent "
                             "only its seat's views (docs/players.md)")
    parser.add_argument("--plot", type=png_file, metavar="FILE.png", default=None,
                        help="also draw the ratings with their intervals into this PNG")
    parser.add_argument("--verbose", action="store_true", help="show every move on the error stream")
    parser.add_argument("--json", action="store_true", help="one JSON object on stdout")
    own = game.options.fields("match")
    if own:
        game.add_match_arguments(parser.add_argument_group(f"{game.name} options"))
    return parser, own


def league_runner(schedule: Schedule) -> Callable[..., list[GameRecord]]:
    """What a process plays: the games by number, each with the players its seating names;
    the records say which entrant (not which copy) sat where."""
    def run(game: GameInfo, players: Sequence[Entrant], numbers: Sequence[int], seed: int,
            options: Any, log: Optional[Callable[[str], None]] = None,
            step: Callable[[], None] = lambda: None, into: Optional[list] = None) -> list[GameRecord]:
        records = into if into is not None else []
        for number in numbers:
            deal, seating = schedule.game(number)
            setup = Setup(seed + deal, schedule.seats, options)
            record = play_game(game, setup, players, schedule.instances(seating), number, log)
            records.append(replace(record, seating=tuple(seating)))
            step()
        return records
    return run


def player_specs(specs: Sequence[str], schedule: Schedule) -> list[str]:
    """One spec per loaded player: each entrant's, once for each copy a table may need."""
    return [spec for spec in specs for _ in range(schedule.most_copies)]


def player_names(names: Sequence[str], schedule: Schedule) -> list[str]:
    return [name if copy == 0 else f"{name}#{copy + 1}" for name in names
            for copy in range(schedule.most_copies)]


def load_players(specs: Sequence[str], names: Sequence[str], game: GameInfo, isolate: bool) -> list[Entrant]:
    loaded = isolated_loader(game.name)(specs, game.builtins) if isolate else load_entrants(specs, game.builtins)
    return [replace(e, name=n) for e, n in zip(loaded, names)]


def replay_words(game: GameInfo, args: argparse.Namespace, own: Sequence[Option],
                 number: int) -> list[str]:
    program = program_name()
    words = (["python", program] if program.endswith(".py") else [program]) + ["league", game.name]
    for spec in args.player:
        words += ["--player", spec]
    if getattr(args, "players", None):
        words += ["--players", str(args.players)]
    if getattr(args, "seatings", "rotated") != "rotated":
        words += ["--seatings", args.seatings]
    words += ["--games", str(args.games), "--seed", str(args.seed)] + (["--isolate"] if args.isolate else [])
    return words + option_words(args, own) + ["--game", str(number), "--verbose"]


def run(game: GameInfo, argv: Sequence[str]) -> int:
    """The whole command; returns its exit status."""
    parser, own = league_parser(game)
    args = parser.parse_args(list(argv))
    specs = list(args.player) or sorted(game.builtins)
    if len(specs) < 2:
        parser.error("a league needs two players or more (--player A --player B ...)")
    low, high = game.seats
    seats = getattr(args, "players", None) or min(max(len(specs), low), high)
    rule = getattr(args, "seatings", "rotated")
    deals = deals_for(args.games, len(specs), seats, rule)
    schedule = Schedule(len(specs), seats, deals, rule)
    numbers = [args.game] if args.game is not None else list(range(1, schedule.games + 1))
    if args.game is not None and args.game > schedule.games:
        parser.error(f"--game {args.game}: this league has {schedule.games} games")
    progress = Progress(len(numbers), f"{game.name} league", enabled=not args.json and sys.stderr.isatty())
    with output_to_stderr(seal=True) as stdout:
        return _play_and_report(game, args, own, parser, specs, schedule, numbers, progress, stdout)


def _play_and_report(game: GameInfo, args: argparse.Namespace, own: Sequence[Option],
                     parser: argparse.ArgumentParser, specs: list[str], schedule: Schedule,
                     numbers: list[int], progress: Progress, stdout: Any) -> int:
    names = unique_names(specs)
    pspecs, pnames = player_specs(specs, schedule), player_names(names, schedule)
    pressed: list = []
    started = time.monotonic()
    with ctrl_c_noted(pressed):
        try:
            players = load_players(pspecs, pnames, game, args.isolate)
            prepare(players)
        except PluginError as exc:
            parser.error(str(exc))
        except AssetError as exc:
            print(f"main.py league {game.name}: error: {exc}", file=sys.stderr)
            return 2
        jobs = min(args.jobs, len(chunks(numbers, schedule.per_deal, args.jobs))) if can_fork() else 1
        log = stderr_log() if args.verbose else None
        records: list[GameRecord] = []
        runner = league_runner(schedule)
        try:
            options = match_options(game, args)
            if jobs > 1:
                loader = isolated_loader(game.name) if args.isolate else load_entrants
                run_parallel(game, pspecs, numbers, args.seed, options, jobs, log, progress.step, runner,
                             into=records, load=lambda s, b: [replace(e, name=n) for e, n in
                                                              zip(loader(s, b), pnames)])
            else:
                runner(game, players, numbers, args.seed, options, log, progress.step, into=records)
        except PlayerFault as fault:
            if not pressed:
                if not fault.names and fault.game >= 1:   # a worker that died: who sat where
                    deal, seating = schedule.game(fault.game)
                    fault.seed = args.seed + deal
                    fault.names = tuple(pnames[i] for i in schedule.instances(seating))
                print(fault_report(fault, replay_words(game, args, own, fault.game), "league"),
                      file=sys.stderr)
                return 1
            interrupted = True
        except KeyboardInterrupt:
            interrupted = True
        else:
            interrupted = False
        finally:
            for player in players:
                close = getattr(player.player, "close", None)
                if callable(close) and getattr(player.player, "isolated", False):
                    close()
    seconds = time.monotonic() - started
    if interrupted:
        print("league interrupted" + (f": the table is of the {len(records)} games played so far"
                                      if records else ""), file=sys.stderr)
        if not records:
            return 130
    report = league_json(game, args.seed, schedule, names, specs, records, jobs, seconds,
                         option_values(args, own))
    text = json.dumps(report) if args.json else league_table(report, game.match.what)
    stdout.write(text + "\n")
    if args.plot is not None:
        try:
            later("games.ui.leagueplot:save_plot")(report, args.plot)
        except OSError as exc:
            print(f"main.py league {game.name}: error: cannot write {args.plot}: {exc}", file=sys.stderr)
            return 1
    return 130 if interrupted else 0
