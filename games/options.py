"""A game's own options, for a game started from the menu as well as from the command line.

A game's options are data (its frozen options object, :mod:`games.optiondata`). The
command line (:mod:`games.cli`) parses them for the game it is given; the cabinet
asks here for the options of a game chosen from the menu. The defaults a player keeps
in the settings file (``"games"`` there, see :mod:`games.settings`) are checked by their
kind, then through the game's flags, so that a bad value is refused with the command
line's own message; a saved game's options are checked by their kind (:func:`saved_problem`).
A game's mode without the window (Backgammon's ``--engine``) asks here which of the
window's options were given, to refuse them.
"""
from __future__ import annotations

import argparse
from typing import Any, Mapping, Optional, Sequence

from games.argtypes import PluginOption
from games.optiondata import GameOptions, Option
from games.registry import GameInfo

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


class _Refused(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    """Raises instead of printing the usage and leaving the program; takes no abbreviations
    (a kept default is written out in full)."""

    def __init__(self, **kwargs) -> None:
        super().__init__(allow_abbrev=False, **kwargs)

    def error(self, message: str):
        raise _Refused(message)


def game_parser(info: GameInfo, typed: bool = False) -> argparse.ArgumentParser:
    """A parser of ``info``'s own options alone, made from their data, for the values kept in
    the settings: a player or solver there must be a built-in (a plug-in is named on the
    command line). ``typed``: it checks only the options typed, leaving the others out:
    argparse would otherwise check every default given as text (``--opponent computer``),
    loading players, and so the game, for a value nobody typed (the cabinet checks the
    settings' defaults as it starts, before any game is chosen)."""
    parser = _Parser(add_help=False, prog=info.name)
    info.options.add_flags(parser, "window", files=True, typed=typed)
    return parser


def lasting(info: GameInfo) -> tuple[Option, ...]:
    """The options of ``info`` that can be kept as defaults between runs."""
    return info.options.lasting()


def game_options(info: GameInfo, defaults: Optional[Mapping[str, Any]] = None,
                 kept: Sequence[str] = ()) -> GameOptions:
    """``info``'s own options: the game's defaults, or the player's ``defaults`` from the
    settings (already checked by :func:`check_defaults`); ``kept``: those of them that came
    from the settings, not typed this run."""
    return info.options.made(dict(defaults or {}), kept)


def as_words(info: GameInfo, values: Mapping[str, Any]) -> list[str]:
    """``values`` (option name -> value) as they would be typed on the command line;
    ValueError for a name that is no option, or a value no flag of it gives.

    >>> from games.registry import find_game
    >>> as_words(find_game("backgammon"), {"level": 2, "cube": False})
    ['--level', '2', '--no-cube']
    >>> as_words(find_game("marrakesh"), {"purple": False})
    []
    """
    words: list[str] = []
    for name, value in values.items():
        found = info.options.field_named(name)
        if found is None:
            raise ValueError(f"no option {name!r}")
        words += found.words(value)
    return words


def check_defaults(info: GameInfo, values: Mapping[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """The settings' defaults for ``info`` that its options accept (as parsed values), and a
    one-line problem for each that they refuse or that cannot be kept: each is checked by
    its kind, then typed through the game's flags (so that a bad value has the command
    line's own message)."""
    checking = game_parser(info, typed=True)
    good: dict[str, Any] = {}
    problems: list[str] = []
    for name, value in values.items():
        found = info.options.field_named(name)
        if found is None or not found.lasting:
            kind = "is for one game" if found is not None and found.one_run else "is not one of its options"
            problems.append(f"{info.name}: {name!r} {kind}")
            continue
        if value is None:
            continue
        try:
            parsed = checking.parse_args(found.words(value))
        except (_Refused, ValueError) as exc:
            problems.append(f"{info.name}: {exc}")
            continue
        # A value that needs no words (a switch kept off) leaves the checking parser silent: the default.
        good[name] = getattr(parsed, name, found.default)
    return good, problems


def parse_defaults(info: GameInfo, text: str) -> dict[str, Any]:
    """Options typed as on the command line (``--level 2``) as the defaults to keep: the
    options typed, as parsed. ValueError with the parser's message if it refuses them,
    or if one of them names a single game (``--deal``) and cannot be kept."""
    parser = game_parser(info, typed=True)
    try:
        parsed = parser.parse_args(text.split())
    except _Refused as exc:
        raise ValueError(str(exc)) from None
    flags = {w.split("=")[0] for w in text.split() if w.startswith("-")}
    typed = [o for o in info.options.fields("window") if flags & set(o.all_flags)]
    refused = sorted({f"--{o.name}" for o in typed if not o.lasting})
    if refused:
        raise ValueError(f"{', '.join(refused)} is for one game: give it on the command line")
    values = {o.name: getattr(parsed, o.name) for o in typed}
    problem = info.check_options(info.options.made(values)) if info.check_options is not None else None
    if problem:
        raise ValueError(problem)
    return values


def defaults_text(info: GameInfo, values: Mapping[str, Any]) -> str:
    """The defaults as typed on the command line (what :func:`parse_defaults` reads back)."""
    try:
        return " ".join(as_words(info, values))
    except ValueError:
        return ""


def saved_problem(info: GameInfo, values: Mapping[str, Any]) -> Optional[str]:
    """What is wrong with a saved game's options (``values``, as read from its file) for
    ``info``, or None: each must be one of the game's options, of its kind and within its
    bounds (judged as data: nothing a value names is looked up or loaded)."""
    for name, value in values.items():
        problem = info.options.problem(name, value)
        if problem is not None:
            return problem
    return None


def window_values(options: Any) -> dict[str, Any]:
    """The values of a game's options given in the window (not a match's own), by name: a
    saved game keeps these (a scene made with other options, a test's, keeps them all)."""
    if isinstance(options, GameOptions):
        return {o.name: getattr(options, o.name) for o in options.fields("window")}
    return dict(vars(options or object()))


def players_named(info: GameInfo, values: Mapping[str, Any],
                  given: Any) -> tuple[dict[str, Any], list[str]]:
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
        said = spec if isinstance(spec, str) else repr(spec)
        replaced.append(said if len(said) <= 40 else said[:37] + "...")    # to be said in one line
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
    """The options that name players or solvers (a table's ``seat``: players as for
    ``--opponent``, or a person), by name."""
    return {o.name: o.player for o in info.options.fields() if o.player is not None}


def _players_in(kinds: Mapping[str, PluginOption], given: Any) -> set[str]:
    named: set[str] = set()
    for dest in kinds:
        now = getattr(given, dest, None)
        named.update(v for v in (now if isinstance(now, (list, tuple)) else [now]) if isinstance(v, str))
    return named
