"""The games in the cabinet, each described once.

Each game package's ``__init__`` defines ``GAME = GameInfo(...)`` (after OpenSpiel's
GameType and GameInfo): its names, seats and options, its built-in players, how to
make a fresh state (``new_state(setup)``), its rules for the help screen, how the
match harness counts it (:class:`MatchInfo`) and how the records add it up
(:class:`RecordInfo`). The menu, the command line, the help, the records and the
match harness read the descriptor, and none of them asks which game it is by name.

A descriptor is cheap to import: what needs the game's rules engine (its states, its
scene, its players, its match figures, its rules text) is named ``module:attribute``
with :func:`later` or :func:`later_value` and loaded when first used, so that the menu
draws without loading any game, and a game is loaded when it is chosen.

Packages are named here explicitly (not discovered) so that the packaged executable
bundles them; a package that is missing, or has no scene yet, is simply not offered
in the menu. Adding a game is its own package plus its name in :data:`PACKAGES`.
The tests add their toy game for their own run with :func:`register_extra`.
"""
from __future__ import annotations

import argparse
import dataclasses
import importlib
import random
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Optional, Sequence

from games.optiondata import GameOptions, NoOptions

# The first tape's four games, then the second tape's, in menu order. The second
# tape's menu keys are letters: A Marrakesh, B Marrakech, C Marjolette, D Polignac,
# E Slobberhannes, F Short Hearts, G Eleven Point Black Tile.
PACKAGES = ("accordion", "gin_rummy", "piquet", "backgammon",
            "marrakesh", "marrakech", "marjolette", "polignac", "slobberhannes",
            "short_hearts", "blacktile")


class OptionError(Exception):
    """Options that cannot go together; the command line reports it as argparse does."""


@dataclass(frozen=True)
class Setup:
    """One game to make: the deal's seed, how many seats, and the game's own options (its
    frozen options object, :class:`games.optiondata.GameOptions`)."""
    seed: int
    seats: int = 2
    options: GameOptions = field(default_factory=NoOptions)

    def rng(self) -> random.Random:
        """The game's own stream for shuffles and dice (never shared with a player): made from
        the first draw of the seed's own stream, as the window always dealt, so that a seed
        deals in the window and in a match what it dealt in the window before they shared one
        setup (the draws after it are the window's computer seats', see GameScene.new_state)."""
        return random.Random(random.Random(self.seed).random())


def state_points(state: Any) -> Sequence[float]:
    """Points per seat: the state's ``returns()``."""
    return state.returns()


@dataclass(frozen=True)
class MatchInfo:
    """How ``main.py match GAME`` (:mod:`games.match`) plays a game and counts it."""
    default_players: tuple[str, ...] = ("computer", "simple")
    what: str = "games"                          # the word for one game: "parties" in Piquet
    points: Callable[[Any], Sequence[float]] = state_points   # per seat, of a finished state
    # Each seat's share of the win (summing to 1); None: the seats with the most
    # points share it equally (a two-seat tie is half each).
    shares: Optional[Callable[[Any], Sequence[float]]] = None
    # The game's own figures per seat of a finished state, e.g. {"gins": 2}; summed over
    # the match per player and reported under "figures".
    figures: Optional[Callable[[Any], Sequence[Mapping[str, float]]]] = None
    per_game: tuple[str, ...] = ()               # figures the text table shows per game, not summed
    notes: str = ""                              # a line under the table explaining the figures
    # A figure whose share of the whole each player took (penalty points in the trick-avoidance
    # games): reported as "share" with a 95% interval over the deals, and shown in the table.
    share_of: str = ""
    # Called with (the finished state, its Setup, the game's number from 1, the players'
    # names by seat) after each game: what a game keeps of it (Backgammon's --export-mat).
    finished: Optional[Callable[[Any, "Setup", int, Sequence[str]], None]] = None


@dataclass(frozen=True)
class RecordInfo:
    """How the records (:mod:`games.records`, the records screen) add up a game's history."""
    noun: str = "Games"                # what one game is called there: "Parties", "Deals"
    won: str = "won"                   # what winning one is called: "solved"
    # Its lines kept its points from the first (not the result values in their place, as
    # the other games' lines did before each seat's result was kept).
    always_points: bool = False
    # The game's own figures in place of its points added up: figures(lines) -> dict for the
    # summary, said(figures) -> the lines that show them, and line(history line) -> one game
    # in the records screen's list, after its date. None: the points added up.
    figures: Optional[Callable[[list[dict]], dict[str, Any]]] = None
    said: Optional[Callable[[dict[str, Any]], list[str]]] = None
    line: Optional[Callable[[dict[str, Any]], str]] = None
    # What the coach's figure kept with each game ("cost", see GameScene.coach_cost) is
    # called, and in what units: the records screen draws it over the last games.
    cost: str = "points given away"
    cost_unit: str = "points"


@dataclass(frozen=True)
class GameInfo:
    name: str                      # command-line name, e.g. "gin"
    title: str                     # as the menu shows it, e.g. "Gin Rummy"
    menu_key: str                  # the key that chooses it in the menu
    # A fresh state (the games.engine protocol) for a Setup: its seed (setup.rng() is the
    # deal's own stream), its seats and its options (the rules' and the match's, as parsed).
    # The match harness and the generic tests make every game with it (see setup()).
    new_state: Callable[[Setup], Any]
    # A game of the same rules for the generic tests' random play-outs, where new_state's is
    # too long for random play or too narrow for them (Gin: one hand, as random players seldom
    # knock; the trick-avoidance games: passing or not, as the seed says). None: new_state.
    playout: Optional[Callable[[Setup], Any]] = None
    # What is wrong with the game's own options typed together (one line for the player),
    # or None: the settings' options page refuses such a line before keeping it.
    check_options: Optional[Callable[[Any], Optional[str]]] = None
    seats: tuple[int, int] = (2, 2)  # fewest and most seats the game can be played with
    zero_sum: bool = True          # two-player returns add up to nothing
    lowest_wins: bool = False      # its points are penalties taken: the lowest total wins
    blurb: str = ""                # one line under the title in the menu
    aliases: tuple[str, ...] = ()
    tape: int = 1                  # which cassette of the cabinet it came on (the menu groups by it)
    # The built-in players (name -> "module:attribute"), loaded only when one is wanted
    # (Accordion's are its solvers).
    builtins: Mapping[str, str] = field(default_factory=dict)
    # Its options, as data (a frozen GameOptions dataclass): the window's (who plays, a deal to
    # play), the rules' (--passing) and its match's own (--no-cube), each marked where it is
    # given. Its command-line flags, its settings page and the check of a saved game's options
    # come from it; an instance reaches new_state as Setup.options, listed in a match's JSON.
    options: type[GameOptions] = NoOptions
    # The rules in short for the help screen (see games.rulebook): rules() -> text.
    rules: Optional[Callable[[], str]] = None
    # The computer as a coach (the F9 hint, see games.coach): hint(view, rng) -> Advice.
    coach: Optional[Callable[[Any, random.Random], Any]] = None
    # Makes the game's scene: scene(app, options) where options is an instance of ``options``.
    scene: Optional[Callable[..., Any]] = None
    # Runs a window-less mode (e.g. backgammon --engine) when the options ask for one:
    # headless(options, run) with the game's options and the run's (the window's, as parsed);
    # returns an exit status, or None to go on and open the window. Raises OptionError
    # for options that mode cannot use (the command line refuses them, status 2).
    headless: Optional[Callable[[Any, argparse.Namespace], Optional[int]]] = None
    # Sub-commands such as "bench": name -> main(argv) returning an exit status. A game
    # with a match has "match" and "league" too, the harness's (games.match.run and
    # games.match.league.run).
    commands: dict[str, Callable[[list[str]], int]] = field(default_factory=dict)
    match: Optional[MatchInfo] = None
    record: RecordInfo = RecordInfo()

    def __post_init__(self) -> None:
        made = self.new_state
        if not getattr(made, "keeps_record", False):      # every state made keeps its record
            def new_state(setup: Setup) -> Any:
                state = made(setup)
                keep = getattr(state, "keep_record", None)
                if keep is not None:
                    keep(setup)
                return state
            new_state.keeps_record = True          # type: ignore[attr-defined]
            object.__setattr__(self, "new_state", new_state)
        if self.match is not None:      # this descriptor's, also in a copy made by replace()
            run, league = later("games.match:run"), later("games.match.league:run")
            object.__setattr__(self, "commands", {**self.commands, "match": lambda argv: run(self, argv),
                                                  "league": lambda argv: league(self, argv)})

    @property
    def has_options(self) -> bool:
        return bool(self.options.fields("window"))

    def add_match_arguments(self, parser: argparse.ArgumentParser) -> None:
        """The game's options on its match's command line."""
        self.options.add_flags(parser, "match")

    def setup(self, seed: int, seats: Optional[int] = None, **options: Any) -> Setup:
        """A :class:`Setup` outside a match (tests, tools): ``seats`` (else the fewest),
        and the options at their defaults but for those given."""
        return Setup(seed, seats if seats is not None else self.seats[0], self.options(**options))

    def window_setup(self, seed: int, seats: Optional[int], window: Any, **chosen: Any) -> Setup:
        """The :class:`Setup` of a game started in the window: the window's options (``window``,
        an instance of ``self.options``) with the answers ``chosen`` since the game started (how
        many hands, say), so that the window and ``main.py match`` deal the same game from the
        same seed. An answer the options do not name (who starts, a match's score) is kept
        beside them (:class:`Chosen`)."""
        base = window if isinstance(window, GameOptions) else self.options()
        names = {f.name for f in dataclasses.fields(base)}
        options = base.with_values({k: v for k, v in chosen.items() if k in names})
        extra = {k: v for k, v in chosen.items() if k not in names}
        return Setup(seed, seats if seats is not None else self.seats[0], Chosen(options, extra) if extra else options)


@dataclass(frozen=True)
class Chosen:
    """A game's options with answers of the window's that they do not name (read as attributes)."""
    options: Any
    extra: Mapping[str, Any]

    def __getattr__(self, name: str) -> Any:
        extra = object.__getattribute__(self, "extra")
        if name in extra:
            return extra[name]
        return getattr(object.__getattribute__(self, "options"), name)


def later(target: str) -> Callable[..., Any]:
    """``module:function`` (or a class), imported only when first called: the menu and
    the command line start without importing every game's scene, players and tools."""
    module, _, name = target.partition(":")

    def call(*args, **kwargs):
        return getattr(importlib.import_module(module), name)(*args, **kwargs)
    call.__name__ = call.__qualname__ = name
    call.__module__ = module         # where the function is (the review finds its judge there)
    return call


def later_value(target: str) -> Callable[[], Any]:
    """``module:name``, a value (a text, a table) imported only when first asked for."""
    module, _, name = target.partition(":")

    def value():
        return getattr(importlib.import_module(module), name)
    value.__name__ = value.__qualname__ = name
    return value


# Game packages outside games/, registered for one run of the program by register_extra:
# the tests' toy game (tests/conftest.py). The program itself never adds one.
_EXTRA: list[str] = []


def register_extra(module: str) -> None:
    """Offer the game package ``module`` (its ``GAME``) after the cabinet's own, for this
    run only: the tests register their toy game so that it goes through every shared test
    as a twelfth game would. Nothing the program reads (a file, a setting) calls this."""
    if module not in _EXTRA:
        _EXTRA.append(module)


def game_modules() -> list[str]:
    """The modules of the registered game packages, in menu order: the cabinet's
    :data:`PACKAGES`, then any registered for this run."""
    return [f"games.{package}" for package in PACKAGES] + _EXTRA


def all_games() -> list[GameInfo]:
    games = []
    for name in game_modules():
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name and exc.name.startswith(name):
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
