"""The games in the cabinet.

Each game package's ``__init__`` defines ``GAME = GameInfo(...)``. Packages are
named here explicitly (not discovered) so that the packaged executable bundles
them; a package that is missing, or has no scene yet, is simply not offered in
the menu.
"""
from __future__ import annotations

import argparse
import importlib
import random
from dataclasses import dataclass, field
from typing import Any, Callable, Optional

# The first tape's four games, then the second tape's, in menu order. The second
# tape's menu keys are letters: A Marrakesh, B Marrakech, C Marjolette, D Polignac,
# E Slobberhannes, F Short Hearts, G Eleven Point Black Tile.
PACKAGES = ("accordion", "gin_rummy", "piquet", "backgammon",
            "marrakesh", "marrakech", "marjolette", "polignac", "slobberhannes",
            "short_hearts", "blacktile")


class OptionError(Exception):
    """Options that cannot go together; the command line reports it as argparse does."""


@dataclass(frozen=True)
class GameInfo:
    name: str                      # command-line name, e.g. "gin"
    title: str                     # as the menu shows it, e.g. "Gin Rummy"
    menu_key: str                  # the key that chooses it in the menu
    # A fresh game from a seed, for generic tests: new_state(rng), and for a game of a range
    # of seats (see seats) new_state(rng, seats=N) for each N in the range.
    new_state: Callable[..., Any]
    # Makes the game's scene: scene(app, options) where options is the argparse namespace.
    scene: Optional[Callable[..., Any]] = None
    # Adds the game's own command-line options (e.g. --deal) to the main parser.
    add_arguments: Optional[Callable[[argparse.ArgumentParser], None]] = None
    # Runs a window-less mode (e.g. backgammon --engine) when the options ask for one;
    # returns an exit status, or None to go on and open the window. Raises OptionError
    # for options that mode cannot use (the command line refuses them, status 2).
    headless: Optional[Callable[[argparse.Namespace], Optional[int]]] = None
    # What is wrong with the game's own options typed together (one line for the player),
    # or None: the settings' options page refuses such a line before keeping it.
    check_options: Optional[Callable[[argparse.Namespace], Optional[str]]] = None
    # Sub-commands such as "bench" or "match": name -> main(argv) returning an exit status.
    commands: dict[str, Callable[[list[str]], int]] = field(default_factory=dict)
    zero_sum: bool = True          # two-player returns add up to nothing
    lowest_wins: bool = False      # its points are penalties taken: the lowest total wins
    blurb: str = ""                # one line under the title in the menu
    aliases: tuple[str, ...] = ()
    tape: int = 1                  # which cassette of the cabinet it came on (the menu groups by it)
    seats: tuple[int, int] = (2, 2)  # fewest and most seats the game can be played with


def later(target: str) -> Callable[..., Any]:
    """``module:function`` (or a class), imported only when first called: the menu and
    the command line start without importing every game's scene, players and tools."""
    module, _, name = target.partition(":")

    def call(*args, **kwargs):
        return getattr(importlib.import_module(module), name)(*args, **kwargs)
    call.__name__ = call.__qualname__ = name
    return call


def all_games() -> list[GameInfo]:
    games = []
    for package in PACKAGES:
        try:
            module = importlib.import_module(f"games.{package}")
        except ModuleNotFoundError as exc:
            if exc.name and exc.name.startswith(f"games.{package}"):
                continue
            raise
        info = getattr(module, "GAME", None)
        if info is not None:
            games.append(info)
    return games


def playable_games() -> list[GameInfo]:
    """The games the menu lists: those with a scene."""
    return [g for g in all_games() if g.scene is not None]


def find_game(name: str, games: Optional[list[GameInfo]] = None) -> Optional[GameInfo]:
    name = name.lower()
    for info in games if games is not None else all_games():
        if name == info.name or name in info.aliases:
            return info
    return None
