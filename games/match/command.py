"""``main.py match GAME``: the options, the rotation round the seats, and the report."""
from __future__ import annotations

import argparse
import contextlib
import json
import os
import signal
import sys
from typing import Any, Callable, Iterator, Optional, Sequence

from games.argtypes import MOST_GAMES, job_count, positive_int, program_name, seed_number, whole_number
from games.match.entrants import EntrantError, load_entrants, seat_specs
from games.match.parallel import can_fork, chunks, run_parallel
from games.match.play import Entrant, GameRecord, PlayerFault, play_game, stderr_log
from games.match.report import fault_report, table
from games.match.spec import Setup, seating
from games.match.tally import figure_shares, summary, tally
from games.paths import AssetError
from games.plugins import PluginError, output_to_stderr
from games.optiondata import GameOptions, Option
from games.registry import GameInfo
from games.stats import Progress

game_count = whole_number(1, MOST_GAMES)


def match_parser(game: GameInfo) -> tuple[argparse.ArgumentParser, tuple[Option, ...]]:
    """The parser, and the game's own options in a match."""
    low, high = game.seats
    what = game.match.what
    seats = f"{low}" if low == high else f"{low} to {high}"
    parser = argparse.ArgumentParser(
        prog=f"main.py match {game.name}", allow_abbrev=False,
        description=f"Play {what} of {game.name} between {seats} players. Each deal is played "
                    "once for every turn of the players round the seats, so every player sits in "
                    "every seat equally often on the same cards and dice.")
    names = ", ".join(sorted(game.builtins))
    parser.add_argument("--player", action="append", default=[], metavar="SPEC",
                        help=f"a built-in ({names}) or module:attribute, either with arguments as "
                             "in Python, e.g. 'mine:Player(depth=3)'; once per player "
                             f"(default: {' '.join(game.match.default_players)})")
    if high > low:
        parser.add_argument("--players", type=whole_number(low, high, "the number of seats"),
                            metavar="N", help=f"seats at the table, {seats}; the last player "
                                              "given fills any seats left")
    parser.add_argument("--games", type=game_count, default=100, metavar="N",
                        help=f"number of {what} (default 100), rounded up to whole rotations")
    parser.add_argument("--seed", type=seed_number(), default=0, metavar="S",
                        help="the first deal's seed (default 0); deal k has seed S+k")
    parser.add_argument("--game", type=whole_number(1, MOST_GAMES), default=None, metavar="K",
                        help="play only game K of the match (to replay a failure)")
    parser.add_argument("--jobs", type=job_count, default=os.cpu_count() or 1, metavar="N",
                        help="play the games in N worker processes (default: all cores, here "
                             f"{os.cpu_count() or 1}); the results are the same")
    parser.add_argument("--verbose", action="store_true", help="show every move on the error stream")
    parser.add_argument("--json", action="store_true", help="one JSON object on stdout")
    own = game.options.fields("match")
    if own:
        game.add_match_arguments(parser.add_argument_group(f"{game.name} options"))
    return parser, own


def match_options(game: GameInfo, args: argparse.Namespace) -> GameOptions:
    """The game's options object for a match's command line ``args``: it reaches every
    game's new_state as ``Setup.options``."""
    return game.options.made({o.name: getattr(args, o.name) for o in game.options.fields("match")})


@contextlib.contextmanager
def ctrl_c_noted(pressed: list) -> Iterator[None]:
    """Ctrl-C still interrupts, but leaves a note in ``pressed``: a player's own
    ``KeyboardInterrupt`` is its failure, the user's is not."""
    def handler(signum: int, frame: Any) -> None:
        pressed.append(signum)
        raise KeyboardInterrupt
    try:
        previous = signal.signal(signal.SIGINT, handler)
    except ValueError:               # not the main thread: leave Ctrl-C alone
        previous = None
    try:
        yield
    finally:
        if previous is not None:
            signal.signal(signal.SIGINT, previous)


def game_setup(seed: int, seats: int, number: int, options: GameOptions) -> tuple[Setup, list[int]]:
    """Game ``number`` (from 1) of a match: its deal and who sits where."""
    deal, rotation = divmod(number - 1, seats)
    return Setup(seed + deal, seats, options), seating(rotation, seats)


def run_games(game: GameInfo, entrants: Sequence[Entrant], numbers: Sequence[int], seed: int,
              options: GameOptions, log: Optional[Callable[[str], None]] = None,
              step: Callable[[], None] = lambda: None,
              into: Optional[list[GameRecord]] = None) -> list[GameRecord]:
    """The games' records, each added to ``into`` (if given) as soon as it is played, so that
    a match cut short by Ctrl-C still has the games played so far."""
    records = into if into is not None else []
    for number in numbers:
        setup, seats = game_setup(seed, len(entrants), number, options)
        records.append(play_game(game, setup, entrants, seats, number, log))
        step()
    return records


def option_values(args: argparse.Namespace, own: Sequence[Option]) -> dict[str, Any]:
    """The game's own options, JSON-ready (not those for one run, such as a file to write)."""
    out = {}
    for each in own:
        if each.one_run:
            continue
        value = getattr(args, each.name, None)
        out[each.name] = value if isinstance(value, (bool, int, float, str, type(None))) else str(value)
    return out


def option_words(args: argparse.Namespace, own: Sequence[Option]) -> list[str]:
    """The game's own options as they would be typed, where they differ from the defaults."""
    return [word for each in own if getattr(args, each.name, None) != each.default
            for word in each.words(getattr(args, each.name, None))]


def replay_words(game: GameInfo, args: argparse.Namespace, own: Sequence[Option],
                 number: int) -> list[str]:
    program = program_name()
    words = (["python", program] if program.endswith(".py") else [program]) + ["match", game.name]
    for spec in args.player:
        words += ["--player", spec]
    if getattr(args, "players", None):
        words += ["--players", str(args.players)]
    return words + ["--seed", str(args.seed)] + option_words(args, own) + ["--game", str(number), "--verbose"]


def run(game: GameInfo, argv: Sequence[str]) -> int:
    """The whole command; returns its exit status."""
    parser, own = match_parser(game)
    args = parser.parse_args(list(argv))
    how = game.match
    try:
        specs = seat_specs(args.player, getattr(args, "players", None), game.seats, how.default_players)
    except EntrantError as exc:
        parser.error(str(exc))
    seats = len(specs)
    games = seats * -(-args.games // seats)
    if args.game is not None:
        numbers = [args.game]
    else:
        numbers = list(range(1, games + 1))
        if games != args.games:
            print(f"playing {games} {how.what}, not {args.games}: each deal is played {seats} times, "
                  "once for each turn of the players round the seats", file=sys.stderr)
    progress = Progress(len(numbers), f"{game.name} match", enabled=not args.json and sys.stderr.isatty())
    # Sealed: a player's thread that prints after the match cannot add to the report on stdout.
    with output_to_stderr(seal=True) as stdout:
        return _play_and_report(game, args, own, parser, specs, numbers, progress, stdout)


def _play_and_report(game: GameInfo, args: argparse.Namespace, own: Sequence[Option],
                     parser: argparse.ArgumentParser, specs: list[str], numbers: list[int],
                     progress: Progress, stdout: Any) -> int:
    seats, how = len(specs), game.match
    pressed: list = []
    with ctrl_c_noted(pressed):
        try:
            entrants = load_entrants(specs, game.builtins)
            prepare(entrants)
        except PluginError as exc:
            parser.error(str(exc))
        except AssetError as exc:
            print(f"main.py match {game.name}: error: {exc}", file=sys.stderr)
            return 2
        jobs = min(args.jobs, len(chunks(numbers, seats, args.jobs))) if can_fork() else 1
        log = stderr_log() if args.verbose else None
        records: list[GameRecord] = []
        try:
            options = match_options(game, args)
            if jobs > 1:
                run_parallel(game, specs, numbers, args.seed, options, jobs, log, progress.step, run_games,
                             into=records)
            else:
                run_games(game, entrants, numbers, args.seed, options, log, progress.step, into=records)
        except PlayerFault as fault:
            if not pressed:
                if not fault.names and fault.game >= 1:   # a worker that died: who sat where
                    setup, seating_ = game_setup(args.seed, seats, fault.game, match_options(game, args))
                    fault.seed, fault.names = setup.seed, tuple(entrants[i].name for i in seating_)
                print(fault_report(fault, replay_words(game, args, own, fault.game)),
                      file=sys.stderr)
                return 1
            interrupted = True
        except KeyboardInterrupt:
            interrupted = True
        else:
            interrupted = False
    if interrupted:
        # Ctrl-C: the table of the games played so far, if any were.
        print("match interrupted" + (f": the table is of the {len(records)} games played so far"
                                     if records else ""), file=sys.stderr)
        if not records:
            return 130
    shares = figure_shares(records, seats, how.share_of) if how.share_of else None
    report = summary(game.name, args.seed, len(records), jobs, entrants, tally(records, seats),
                     option_values(args, own), shares, how.share_of)
    text = json.dumps(report) if args.json else table(report, how.what, how.per_game, how.notes)
    stdout.write(text + "\n")
    return 130 if interrupted else 0


def prepare(entrants) -> None:
    """Let each player read its data files now (an optional ``prepare()``), so a missing or
    damaged one is named before the first game (:class:`AssetError`), not in the middle."""
    for entrant in entrants:
        ready = getattr(entrant.player, "prepare", None)
        if not callable(ready):
            continue
        try:
            ready()
        except AssetError:
            raise
        except (Exception, SystemExit, KeyboardInterrupt) as exc:
            raise PluginError(f"{entrant.name}.prepare raised {type(exc).__name__}: {exc}") from exc
