"""A game's own options, for a game started from the menu as well as from the command line.

The command line (:mod:`games.cli`) parses them for the game it is given; the cabinet
asks here for the options of a game chosen from the menu. The defaults a player keeps
in the settings file (``"games"`` there, see :mod:`games.settings`) come in through
the same parser, so that a bad value is refused with the command line's own message.
A game's mode without the window (Backgammon's ``--engine``) asks here which of the
window's options were given, to refuse them.
"""
from __future__ import annotations

import argparse
from typing import Any, Mapping, Optional

from games.argtypes import PluginOption, plugin_options
from games.registry import GameInfo
from games.seats import PERSON

WINDOW_OPTIONS = {"keys": "--keys", "screenshot": "--screenshot", "dump_text": "--dump-text",
                  "no_boot": "--no-boot", "scale": "--scale", "fullscreen": "--fullscreen",
                  "scanlines": "--scanlines", "mute": "--mute", "seed": "--seed"}


def window_options_given(options: argparse.Namespace) -> list[str]:
    """The options for the window (and its games' chances) given, as written: a mode
    without a window refuses them."""
    given = []
    for dest, flag in WINDOW_OPTIONS.items():
        value = getattr(options, dest, None)
        if value is False and dest in ("fullscreen", "scanlines", "mute"):
            given.append(f"--no-{flag[2:]}")           # --no-fullscreen is a window option too
        elif value not in (None, False):
            given.append(flag)
    return given


# Options that name one game (a deal, a position), a mode without the window, or a file
# to write (Backgammon's --export-mat: never a path a data file chose): never kept as
# defaults between runs.
ONE_RUN = ("deal", "position", "engine", "export_mat")


class _Refused(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    """Raises instead of printing the usage and leaving the program; takes no abbreviations
    (a kept default is written out in full)."""

    def __init__(self, **kwargs) -> None:
        super().__init__(allow_abbrev=False, **kwargs)

    def error(self, message: str):
        raise _Refused(message)


def game_parser(info: GameInfo) -> argparse.ArgumentParser:
    """A parser of ``info``'s own options alone, for the values kept in the settings: a
    player or solver there must be a built-in (a plug-in is named on the command line)."""
    parser = _Parser(add_help=False, prog=info.name)
    info.add_arguments(parser)
    for action in plugin_options(parser):
        action.type = action.type.from_files()
    return parser


def checking_parser(info: GameInfo) -> argparse.ArgumentParser:
    """A parser of ``info``'s own options that checks only the options typed: argparse
    would otherwise check every default given as text (``--opponent computer``), loading
    players, and so the game, for a value nobody typed (the cabinet checks the settings'
    defaults as it starts, before any game is chosen)."""
    parser = game_parser(info)
    for action in parser._actions:
        action.default = argparse.SUPPRESS
    return parser


def lasting_actions(parser: argparse.ArgumentParser) -> list[argparse.Action]:
    """The options that can be kept as defaults between runs."""
    return [a for a in parser._actions if a.option_strings and a.dest not in ONE_RUN]


def game_options(info: GameInfo, base: argparse.Namespace,
                 defaults: Optional[Mapping[str, Any]] = None) -> argparse.Namespace:
    """``base`` plus ``info``'s own options: the game's defaults, or the player's
    ``defaults`` from the settings (already checked by :func:`check_defaults`)."""
    parser = game_parser(info)
    parser.set_defaults(**dict(defaults or {}))
    options = parser.parse_args([])
    for key, value in vars(base).items():
        if not hasattr(options, key) or key == "game":
            setattr(options, key, value)
    options.game = info.name
    return options


def as_words(parser: argparse.ArgumentParser, values: Mapping[str, Any]) -> list[str]:
    """``values`` (option name -> value) as they would be typed on the command line;
    ValueError for a name that is no option, or a value no flag of it gives.

    >>> p = argparse.ArgumentParser()
    >>> _ = p.add_argument("--level", type=int)
    >>> _ = p.add_argument("--fast", action="store_true")
    >>> as_words(p, {"level": 2, "fast": True})
    ['--level', '2', '--fast']
    >>> as_words(p, {"fast": False})
    []
    """
    words: list[str] = []
    for dest, value in values.items():
        actions = [a for a in parser._actions if a.dest == dest and a.option_strings]
        if not actions:
            raise ValueError(f"no option {dest!r}")
        if value is None:
            continue                                 # the game's own default
        if all(a.nargs != 0 for a in actions):
            words += [actions[0].option_strings[0], str(value)]
            continue
        words += _flag_for(actions, dest, value, parser.get_default(dest))
    return words


def _flag_for(actions: list[argparse.Action], dest: str, value: Any, default: Any) -> list[str]:
    for action in actions:
        if isinstance(action, argparse.BooleanOptionalAction) and isinstance(value, bool):
            return [next(o for o in action.option_strings if o.startswith("--no-") != value)]
        if action.nargs == 0 and action.const == value and type(action.const) is type(value):
            return [action.option_strings[0]]
    if value == default or value is False:
        return []                                    # a flag left off
    consts = ", ".join(str(a.const) for a in actions if a.const is not None)
    raise ValueError(f"{dest}: {value!r} is not one of {consts}")


def check_defaults(info: GameInfo, values: Mapping[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """The settings' defaults for ``info`` that its parser accepts (as parsed values), and a
    one-line problem for each that it refuses or that cannot be kept."""
    parser, checking = game_parser(info), checking_parser(info)
    lasting = {a.dest for a in lasting_actions(parser)}
    good: dict[str, Any] = {}
    problems: list[str] = []
    for dest, value in values.items():
        if dest not in lasting:
            kind = "is for one game" if dest in ONE_RUN else "is not one of its options"
            problems.append(f"{info.name}: {dest!r} {kind}")
            continue
        if value is None:
            continue
        try:
            parsed = checking.parse_args(as_words(parser, {dest: value}))
        except (_Refused, ValueError) as exc:
            problems.append(f"{info.name}: {exc}")
            continue
        # A value that needs no words (a switch kept off) leaves the checking parser silent: the default.
        good[dest] = getattr(parsed, dest, parser.get_default(dest))
    return good, problems


def parse_defaults(info: GameInfo, text: str) -> dict[str, Any]:
    """Options typed as on the command line (``--level 2``) as the defaults to keep: the
    options typed, as parsed. ValueError with the parser's message if it refuses them,
    or if one of them names a single game (``--deal``) and cannot be kept."""
    parser = checking_parser(info)
    try:
        parsed = parser.parse_args(text.split())
    except _Refused as exc:
        raise ValueError(str(exc)) from None
    flags = {w.split("=")[0] for w in text.split() if w.startswith("-")}
    typed = [a for a in parser._actions if flags & set(a.option_strings)]
    refused = sorted({f"--{a.dest}" for a in typed} - {f"--{a.dest}" for a in lasting_actions(parser)})
    if refused:
        raise ValueError(f"{', '.join(refused)} is for one game: give it on the command line")
    problem = info.check_options(parsed) if info.check_options is not None else None
    if problem:
        raise ValueError(problem)
    return {a.dest: getattr(parsed, a.dest) for a in typed}


def defaults_text(info: GameInfo, values: Mapping[str, Any]) -> str:
    """The defaults as typed on the command line (what :func:`parse_defaults` reads back)."""
    try:
        return " ".join(as_words(game_parser(info), values))
    except ValueError:
        return ""


def players_named(info: GameInfo, values: Mapping[str, Any],
                  given: argparse.Namespace) -> tuple[dict[str, Any], list[str]]:
    """``values`` (a saved game's options) with each player or solver that is neither a
    built-in nor named for this run (in ``given``, the options the game would start with
    now: the command line's) put back to the option's built-in; and the names put back.
    Nothing is loaded or run: the names are compared as text."""
    kinds = _player_kinds(info)
    named = _players_in(kinds, given)
    kept, replaced = dict(values), []

    def trusted(spec: Any, kind: PluginOption) -> Any:
        if isinstance(spec, str) and (spec in named or kind.trusted(spec)):
            return spec
        replaced.append(spec if isinstance(spec, str) else repr(spec))
        return kind.fallback

    for dest, kind in kinds.items():
        saved = kept.get(dest)
        if saved is not None:
            kept[dest] = [trusted(s, kind) for s in saved] if isinstance(saved, list) else trusted(saved, kind)
    return kept, replaced


def own_players(info: GameInfo, options: Any) -> set[str]:
    """The players and solvers of your own (not built-ins) among ``options`` or a saved
    game's options (a dict)."""
    kinds = _player_kinds(info)
    given = argparse.Namespace(**options) if isinstance(options, dict) else options
    return {spec for spec in _players_in(kinds, given) if not any(k.trusted(spec) for k in kinds.values())}


def _player_kinds(info: GameInfo) -> dict[str, PluginOption]:
    """The options that name players or solvers, by name. A table's scene keeps who sits
    where as ``seat`` (:mod:`games.ui.seats`) whether or not the game takes ``--seat``:
    they are players as for ``--opponent``, or a person."""
    kinds = {a.dest: a.type for a in plugin_options(game_parser(info))}
    if "seat" not in kinds and "opponent" in kinds:
        kinds["seat"] = kinds["opponent"].with_words((PERSON,))
    return kinds


def _players_in(kinds: Mapping[str, PluginOption], given: Any) -> set[str]:
    named: set[str] = set()
    for dest in kinds:
        now = getattr(given, dest, None)
        named.update(v for v in (now if isinstance(now, list) else [now]) if isinstance(v, str))
    return named
