"""The player's settings: one file, ``settings.json``, in the configuration folder.

Options flow one way: the command line (:mod:`games.cli`) reads these settings and
lets its own options override them for the run; the cabinet (:mod:`games.ui.cabinet`)
gets the result and hands each game its options; the scenes see only their options.

The file is written by the program (the settings screen) and meant to be read, or
edited, by a person::

    {
      "format": 1,
      "keys": {"spades": "F1", "hearts": "F2", "diamonds": "F3", "clubs": "F4",
               "delete": "BACKSPACE", "fullscreen": "F11", "scanlines": "F12"},
      "scale": 3,
      "fullscreen": false,
      "scanlines": false,
      "sound": true,
      "review": true,
      "games": {"backgammon": {"level": 3}, "accordion": {"layout": "all", "solver": "simple"}}
    }

``games`` holds, for each game by its command-line name, defaults for its own options
(by the option's name without the dashes: ``--level`` is ``level``), checked by the
game's own command-line parser (:mod:`games.options`). Anything missing takes the
usual default; anything wrong is said in one line and the usual default used (the
file itself is set aside only when it cannot be read at all: :mod:`games.store`).
"""
from __future__ import annotations

import argparse
import reprlib
from dataclasses import dataclass, field, fields, replace
from typing import Any, Optional

from games import store

NAME = "settings.json"
VERSION = 1
SCALES = (1, 8)


@dataclass
class Settings:
    keys: dict[str, str] = field(default_factory=dict)        # command -> key name; missing: usual key
    scale: int = 3
    fullscreen: bool = False
    scanlines: bool = False
    sound: bool = True
    review: bool = True       # each hand's review worked out as it ends (games.ui.review)
    games: dict[str, dict[str, Any]] = field(default_factory=dict)   # game -> option -> value

    def document(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    def game(self, name: str) -> dict[str, Any]:
        """The defaults kept for the game ``name`` (empty when none)."""
        return dict(self.games.get(name, {}))


def from_document(data: dict[str, Any]) -> Settings:
    """The settings a document holds; each bad entry is said and left at its default (in
    ``keys`` and ``games``, each bad entry alone: the others are kept)."""
    usual = Settings()
    values: dict[str, Any] = {}
    checks = {
        "scale": lambda v: isinstance(v, int) and not isinstance(v, bool) and SCALES[0] <= v <= SCALES[1],
        "fullscreen": lambda v: isinstance(v, bool),
        "scanlines": lambda v: isinstance(v, bool),
        "sound": lambda v: isinstance(v, bool),
        "review": lambda v: isinstance(v, bool),
        "keys": lambda v: isinstance(v, dict),
        "games": lambda v: isinstance(v, dict),
    }
    wanted = {"scale": f"a whole number {SCALES[0]} to {SCALES[1]}", "keys": "command: key name pairs",
              "games": "game: options pairs"}
    for key, value in data.items():
        check = checks.get(key)
        if check is None:
            store.notice(f"{NAME}: {shown(key)} is not a setting: left out")
        elif not check(value):
            store.notice(f"{NAME}: {shown(key)} should be {wanted.get(key, 'true or false')}, "
                      f"not {shown(value)}: {getattr(usual, key)!r} used")
        else:
            values[key] = _entries(key, value) if key in ENTRIES else value
    return replace(usual, **values)


# What each entry of ``keys`` and ``games`` must be, said when it is not.
ENTRIES = {"keys": (lambda v: isinstance(v, str), "a key name"),
           "games": (lambda v: isinstance(v, dict), "option: value pairs")}


def _entries(key: str, table: dict[str, Any]) -> dict[str, Any]:
    check, wanted = ENTRIES[key]
    good = {}
    for name, value in table.items():
        if check(value):
            good[name] = value
        else:
            store.notice(f"{NAME}: {key}: {shown(name)} should be {wanted}, not {shown(value)}: left out")
    return good


def shown(value: Any) -> str:
    """``value`` as it is written, cut short to fit in a one-line message."""
    return _SHORT.repr(value)


_SHORT = reprlib.Repr()
_SHORT.maxstring = _SHORT.maxother = _SHORT.maxlong = 40


def load() -> Settings:
    """The settings in the file, or the usual ones (said why, if the file is bad)."""
    data = store.load(NAME, VERSION)
    return from_document(data) if data is not None else Settings()


def save(settings: Settings) -> bool:
    return store.save(NAME, VERSION, settings.document())


def location() -> Optional[str]:
    path = store.location(NAME)
    return None if path is None else str(path)


def for_this_run(settings: Settings, options: argparse.Namespace) -> Settings:
    """``settings`` with the command line's own options put over them for this run (an
    option not given is None: ``--fullscreen`` is True, ``--no-fullscreen`` False)."""
    def given(name: str, kept):
        value = getattr(options, name, None)
        return kept if value is None else value
    mute = getattr(options, "mute", None)
    return replace(settings, scale=given("scale", settings.scale),
                   fullscreen=bool(given("fullscreen", settings.fullscreen)),
                   scanlines=bool(given("scanlines", settings.scanlines)),
                   sound=settings.sound if mute is None else not mute)


def game_defaults(settings: Settings, info) -> dict[str, Any]:
    """The defaults kept for the game ``info`` that its own parser accepts; any it
    refuses is said in one line, and the game's usual default used."""
    from games.options import check_defaults

    good, problems = check_defaults(info, settings.game(info.name))
    for problem in problems:
        store.notice(f"{NAME}: {problem}: the usual default used")
    return good
