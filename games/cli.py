"""The command line: ``python main.py [GAME] [options]``, ``bench``, ``match`` and ``league``.

Bad arguments get argparse's clear message and exit status 2; nothing here
needs a window until the program is actually played.
"""
from __future__ import annotations

import argparse
import contextlib
import os
import sys
from typing import Optional, Sequence

from games import settings as settings_file
from games.argtypes import png_file, program_name, seed_number, whole_number
from games.optiondata import GameOptions
from games.registry import GameInfo, OptionError, all_games, find_game
from games.settings import Settings

SUBCOMMANDS = ("bench", "match", "league")


def main(argv: Optional[Sequence[str]] = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    games = all_games()
    if argv and argv[0].lower() == "records":
        from games.records import main as records_main
        return records_main(argv[1:], games)
    if argv and argv[0].lower() in SUBCOMMANDS:       # in any case, as the games' names
        return run_subcommand(argv[0].lower(), argv[1:], games)
    info = _game_named(argv, games)
    settings = settings_file.load()          # the command line's own options override them
    parser = build_parser(games, info)
    run = parser.parse_args(argv)
    options = None if info is None else game_options(info, run, settings)
    if info is not None and info.headless is not None:
        try:
            status = info.headless(options, run)
        except OptionError as exc:
            parser.error(str(exc))
        if status is not None:
            return status
    return play(run, info, games, settings, options)


def game_options(info: GameInfo, run: argparse.Namespace, settings: Settings) -> GameOptions:
    """The game's options from the command line ``run`` (those typed: the parser leaves the
    others out, and they are taken from ``run`` here), over the defaults kept in the settings;
    the values the settings gave are noted, as a game may let a kept default give way where
    it refuses two typed options that disagree."""
    typed = {o.name: vars(run).pop(o.name) for o in info.options.fields("window") if o.name in vars(run)}
    kept = settings_file.game_defaults(settings, info) if info.has_options else {}
    from_settings = {name for name, value in kept.items()
                     if name not in typed and value != info.options.field_named(name).default}
    return info.options.made({**kept, **typed}, from_settings)


def _game_named(argv: list[str], games: list[GameInfo]) -> Optional[GameInfo]:
    """The game named among the arguments, before they are parsed (its options depend on
    it); an option's value is never taken for one (``--keys bg`` types the keys b and g)."""
    takes_value = {flag for flag, how in COMMON if "action" not in how} | \
        {flag for info in games for o in info.options.fields("window") if o.takes_value for flag in o.all_flags}
    after_option = False
    for arg in argv:
        if after_option:
            after_option = False
        elif arg in takes_value:
            after_option = True
        elif not arg.startswith("-") and find_game(arg, games):
            return find_game(arg, games)
    return None


def build_parser(games: list[GameInfo], info: Optional[GameInfo] = None) -> argparse.ArgumentParser:
    """The parser for ``main.py [GAME] [options]``: the game's own options are in what it
    parses only when typed (their defaults, or those kept in the settings, are the game's
    options object's: :func:`game_options`)."""
    names = [g.name for g in games] + [a for g in games for a in g.aliases]
    parser = argparse.ArgumentParser(
        prog=program_name(),
        description="Traditional Games: a BBC Micro cabinet of traditional card and board games. "
                    "Also: 'main.py bench GAME ...', 'main.py match GAME ...' and 'main.py records [GAME]'.")
    parser.add_argument("game", nargs="?", type=str.lower, choices=names or None, metavar="GAME",
                        help="start this game directly: " + (", ".join(g.name for g in games) or "none yet"))
    add_common_arguments(parser)
    if info is not None and info.has_options:
        group = parser.add_argument_group(f"{info.title} options")
        info.options.add_flags(group, "window", typed=True)
    return parser


# The run's own options, for every game and the menu alike: flag -> how argparse reads it.
# The window's options default to None/False, so that a mode without a window can tell any given.
COMMON: tuple[tuple[str, dict], ...] = (
    ("--seed", dict(type=seed_number(), default=None, metavar="N",
                    help="seed for shuffles and dice (default: a new one each run)")),
    ("--no-boot", dict(action="store_true", help="skip the BBC Micro boot screen")),
    ("--scale", dict(type=whole_number(1, 8, "scale"), default=None, metavar="N",
                     help="whole-number window scale, 1-8 (default 3)")),
    # These three default to None too: not given, the settings file decides.
    ("--fullscreen", dict(action=argparse.BooleanOptionalAction, default=None,
                          help="start full screen, or (--no-fullscreen) in a window (F11 toggles)")),
    ("--scanlines", dict(action=argparse.BooleanOptionalAction, default=None,
                         help="darken every scan line gap, or (--no-scanlines) not (F12 toggles)")),
    ("--mute", dict(action=argparse.BooleanOptionalAction, default=None,
                    help="no sound, or (--no-mute) sound even if the settings say none")),
    ("--keys", dict(default=None, metavar="SCRIPT",
                    help='type this key script into the program, e.g. "1 <Return> S K <F1> 5"')),
    ("--screenshot", dict(type=png_file, default=None, metavar="FILE.png",
                          help="after the key script, save the screen as a PNG and stop")),
    ("--dump-text", dict(action="store_true",
                         help="after the key script, print the 40x32 text screen and stop")),
)


def add_common_arguments(parser: argparse.ArgumentParser) -> None:
    for flag, how in COMMON:
        parser.add_argument(flag, **how)


def run_subcommand(name: str, argv: list[str], games: list[GameInfo]) -> int:
    offering = [g for g in games if name in g.commands]
    usage = f"usage: main.py {name} GAME [options]   (GAME: {', '.join(g.name for g in offering) or 'none yet'})"
    if not argv:
        print(f"{usage}\nmain.py {name}: error: name the game first (main.py {name} GAME ...)", file=sys.stderr)
        return 2
    if argv[0] in ("-h", "--help"):
        print(usage)
        return 0
    info = find_game(argv[0], games)
    if info is None or name not in info.commands:
        print(f"{usage}\nmain.py {name}: error: no {name} for {argv[0]!r}", file=sys.stderr)
        return 2
    return info.commands[name](argv[1:])


def play(options: argparse.Namespace, info: Optional[GameInfo], games: list[GameInfo],
         settings: Optional[Settings] = None, chosen: Optional[GameOptions] = None) -> int:
    """Open the window with the run's ``options`` (and ``chosen``, the options of the game
    ``info`` named on the command line)."""
    from games.ui.keys import KeyScriptError, parse_script

    steps = None
    if options.keys is not None:
        try:
            steps = parse_script(options.keys)
        except KeyScriptError as exc:
            print(f"{program_name()}: error: --keys: {exc}", file=sys.stderr)
            return 2
    scripted_only = steps is not None and (options.screenshot or options.dump_text)
    if (options.screenshot or options.dump_text) and steps is None:
        steps = []
        scripted_only = True
    if scripted_only:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from games.ui.cabinet import build_app
    from games.ui.font import FontError

    from games.plugins import output_to_stderr
    from games.ui.stopping import StopSignals
    # With --dump-text stdout carries the screen alone: what a plug-in prints goes to stderr,
    # even after the screen is printed (sealed: a player's thread may outlive the script).
    # Ctrl-C, a hang-up or a kill closes the program as its window's close button does.
    with output_to_stderr(seal=True) if scripted_only else contextlib.nullcontext(sys.stdout) as stdout, \
            StopSignals() as signals:
        try:
            app = build_app(options, info, games, sound=not (options.mute or scripted_only), settings=settings,
                            started=chosen)
        except FontError as exc:
            print(f"{program_name()}: error: {exc}", file=sys.stderr)
            return 1
        app.signals = signals
        if steps is not None:
            app.play_script(steps)
        if not scripted_only or signals.asked:
            app.run()
            return signals.status
        status = 0
        if options.screenshot:
            try:
                app.save_screenshot(options.screenshot)
            except Exception as exc:  # the folder cannot be written, say: the text dump still comes
                why = exc.strerror if isinstance(exc, OSError) and exc.strerror else exc
                print(f"{program_name()}: error: cannot save {options.screenshot}: {why}", file=sys.stderr)
                status = 1
        if options.dump_text:
            stdout.write(app.screen.dump_text() + "\n")
    return status

