"""A game's options as data: one frozen options object per game.

Each game describes its options once, as a frozen dataclass of :class:`GameOptions`
whose every field is made by :func:`option` with its kind, default, bounds or choices,
help text and flag. From that one description come the game's command-line flags
(:meth:`GameOptions.add_flags`, for the window and for its match), its page of the
settings (:mod:`games.ui.settings_scene`), and the check of the options read from a file
(a saved game, the settings' defaults: :meth:`GameOptions.problem`). A game's state is made
from an instance (``Setup.options``), whose fields are read as attributes.

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Toy(GameOptions):
...     cards: int = option(WHOLE, 2, low=1, high=9, help="cards dealt to each seat")
...     fast: bool = option(SWITCH, False, help="quickly")
>>> Toy.made({"cards": 3})
Toy(cards=3, fast=False)
>>> [o.dashed for o in Toy.fields()], Toy.problem("cards", 10), Toy.problem("fast", 1)
(['--cards', '--fast'], 'cards: 10 is not 1 to 9', 'fast: 1 is not true or false')
"""
from __future__ import annotations

import argparse
import dataclasses
from dataclasses import dataclass
from functools import cache
from typing import Any, Callable, Mapping, Optional, Sequence

from games.argtypes import PluginOption, plugin, whole_number

# The kinds of option: each gives its flags and its check of a value read from a file.
WHOLE = "whole"         # --x N, a whole number from low (to high)
CHOICE = "choice"       # --x N, one of choices (read as whole numbers unless ``read`` says)
SWITCH = "switch"       # --x alone: True
ON_OFF = "on/off"       # --x or --no-x
ONE_OF = "one of"       # one of several flags, each giving its own value (``flags``)
TEXT = "text"           # --x TEXT, checked by ``read`` if given
PLAYER = "player"       # --x NAME, a player or solver (``player``)
SEATS = "seats"         # --x KIND once a seat: person, or a player (``player``)
OPTION_KINDS = (WHOLE, CHOICE, SWITCH, ON_OFF, ONE_OF, TEXT, PLAYER, SEATS)

# Where an option is given: the window's command line (and its settings page), a match's, both.
WINDOW, MATCH, BOTH, NOWHERE = frozenset({"window"}), frozenset({"match"}), \
    frozenset({"window", "match"}), frozenset()
METADATA = "option"


@dataclass(frozen=True)
class Option:
    """One option of a game (its ``name`` is its field's)."""
    kind: str
    default: Any = None
    help: str = ""
    flag: str = ""                                # "--hands"; "" for "--" + the name, dashed
    low: Optional[int] = None                     # WHOLE: the bounds
    high: Optional[int] = None
    what: str = ""                                # WHOLE: what a refusal calls it ("--hands")
    choices: tuple = ()                           # CHOICE
    metavar: Optional[str] = None
    read: Optional[Callable[[str], Any]] = None   # CHOICE, TEXT: the text read (raises ArgumentTypeError)
    player: Optional[PluginOption] = None         # PLAYER, SEATS
    flags: tuple[tuple[str, Any, str], ...] = ()  # ONE_OF: (flag, value, help) each
    off_help: str = ""                            # ON_OFF: --no-x as a flag of its own, with this help
    places: frozenset = WINDOW
    match_help: str = ""                          # the help in a match's, where it differs
    one_run: bool = False                         # names one game (a deal): never kept as a default
    name: str = ""

    def __post_init__(self) -> None:
        if self.kind not in OPTION_KINDS:
            raise ValueError(f"no kind of option {self.kind!r}")

    @property
    def dashed(self) -> str:
        return self.flag or "--" + self.name.replace("_", "-")

    @property
    def all_flags(self) -> tuple[str, ...]:
        """Every flag that gives this option, as typed."""
        if self.kind == ONE_OF:
            return tuple(f for f, _, _ in self.flags)
        if self.kind == ON_OFF:
            return (self.dashed, "--no-" + self.dashed[2:])
        return (self.dashed,)

    @property
    def takes_value(self) -> bool:
        return self.kind not in (SWITCH, ON_OFF, ONE_OF)

    @property
    def lasting(self) -> bool:
        """Whether it may be kept as a default between runs (the settings page's)."""
        return "window" in self.places and not self.one_run

    def parse(self, files: bool = False) -> Optional[Callable[[str], Any]]:
        """The text of a flag's value read (``files``: as from a file, built-in players only)."""
        if self.kind == WHOLE:
            return whole_number(self.low if self.low is not None else 0, self.high, self.what)
        if self.kind == CHOICE:
            return self.read or int
        if self.kind in (PLAYER, SEATS):
            return self.player.from_files() if files else self.player
        return self.read

    def add_flag(self, parser: Any, place: str = "window", files: bool = False, typed: bool = False) -> None:
        """Its flags on ``parser`` (an argument group will do); ``typed``: an option not typed
        is left out of what is parsed, rather than given its default."""
        default = argparse.SUPPRESS if typed else self.default
        words = self.match_help if place == "match" and self.match_help else self.help
        if self.kind == ONE_OF:
            group = parser.add_mutually_exclusive_group()
            for flag, value, said in self.flags:
                group.add_argument(flag, dest=self.name, action="store_const", const=value, help=said,
                                   default=default)
        elif self.kind == SWITCH:
            parser.add_argument(self.dashed, dest=self.name, action="store_true", default=default, help=words)
        elif self.kind == ON_OFF and self.off_help:
            parser.add_argument(self.dashed, dest=self.name, action="store_true", default=default, help=words)
            parser.add_argument(self.all_flags[1], dest=self.name, action="store_false", help=self.off_help,
                                default=default)
        elif self.kind == ON_OFF:
            parser.add_argument(self.dashed, dest=self.name, action=argparse.BooleanOptionalAction,
                                default=default, help=words)
        else:
            more = {"action": "append"} if self.kind == SEATS else {}
            if self.kind == CHOICE:
                more["choices"] = self.choices
            parser.add_argument(self.dashed, dest=self.name, type=self.parse(files), default=default,
                                metavar=self.metavar, help=words, **more)

    def words(self, value: Any) -> list[str]:
        """``value`` as typed on the command line (nothing for the default left off);
        ValueError for a value no flag of it gives."""
        if value is None:
            return []
        if self.takes_value:
            return [self.dashed, str(value)]
        if self.kind == ON_OFF and isinstance(value, bool):
            return [self.all_flags[0 if value else 1]]
        if self.kind == SWITCH and value is True:
            return [self.dashed]
        for flag, const, _ in self.flags:
            if const == value and type(const) is type(value):
                return [flag]
        if value == self.default or value is False:
            return []                                # a flag left off
        consts = ", ".join(str(c) for _, c, _ in self.flags)
        raise ValueError(f"{self.name}: {value!r} is not one of {consts}")

    def page_words(self) -> list[str]:
        """The flags as the settings page lists them: ``--level 1/2/3``, ``--one``."""
        if self.kind == ON_OFF and not self.off_help:
            return [self.dashed]
        if not self.takes_value:
            return list(self.all_flags)
        shown = "/".join(str(c) for c in self.choices) if self.choices else self.metavar or self.name.upper()
        return [f"{self.dashed}\N{NO-BREAK SPACE}{shown}"]

    def problem(self, value: Any) -> Optional[str]:
        """What is wrong with ``value`` read from a file for this option (judged by its kind
        alone: a player is checked as text, nothing looked up or loaded), or None."""
        if value is None:
            return None
        if self.kind == SEATS:
            if isinstance(value, list) and all(isinstance(v, str) for v in value):
                return None
            return f"{self.name}: {_short(value)} is not a list of seats"
        if isinstance(value, list):
            return f"{self.name}: {_short(value)} is a list"
        if self.kind in (SWITCH, ON_OFF):
            return None if isinstance(value, bool) else f"{self.name}: {_short(value)} is not true or false"
        if self.kind == ONE_OF:
            if any(type(c) is type(value) and c == value for _, c, _ in self.flags):
                return None
            return f"{self.name}: {_short(value)} is not one of {', '.join(str(c) for _, c, _ in self.flags)}"
        if self.kind == CHOICE:
            if any(type(c) is type(value) and c == value for c in self.choices):
                return None
            return f"{self.name}: {_short(value)} is not one of {', '.join(map(str, self.choices))}"
        if self.kind == WHOLE:
            if type(value) is int and (self.low is None or value >= self.low) and \
                    (self.high is None or value <= self.high):
                return None
            span = f"{self.low} to {self.high}" if self.high is not None else f"at least {self.low}"
            return f"{self.name}: {_short(value)} is not {span}"
        if not isinstance(value, str):
            return f"{self.name}: {_short(value)} is not text"
        return None


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def option(kind: str, default: Any = None, **spec: Any) -> Any:
    """A field of a game's options: its default, and the option it is (:class:`Option`)."""
    described = Option(kind, default, **spec)
    if isinstance(default, list):
        return dataclasses.field(default_factory=lambda: list(default), metadata={METADATA: described})
    return dataclasses.field(default=default, metadata={METADATA: described})


@dataclass(frozen=True)
class GameOptions:
    """A game's own options (subclass it with fields made by :func:`option`). ``_from_settings``
    names the values that are defaults kept in the settings, not typed this run: a game may
    let a kept default give way where it refuses two typed options that disagree."""
    _from_settings: frozenset = dataclasses.field(default=frozenset(), repr=False, compare=False)

    @classmethod
    def fields(cls, place: Optional[str] = None) -> tuple[Option, ...]:
        """Its options (those given in ``place``, "window" or "match", if named)."""
        return tuple(o for o in _options(cls) if place is None or place in o.places)

    @classmethod
    def field_named(cls, name: str) -> Optional[Option]:
        return next((o for o in _options(cls) if o.name == name), None)

    @classmethod
    def lasting(cls) -> tuple[Option, ...]:
        """The options that can be kept as defaults between runs."""
        return tuple(o for o in _options(cls) if o.lasting)

    @classmethod
    def add_flags(cls, parser: Any, place: str = "window", files: bool = False, typed: bool = False) -> None:
        """The flags of its options given in ``place`` (see :meth:`Option.add_flag`)."""
        for each in cls.fields(place):
            each.add_flag(parser, place, files, typed)

    @classmethod
    def made(cls, values: Optional[Mapping[str, Any]] = None, kept: Sequence[str] = ()) -> "GameOptions":
        """The options with ``values`` (by name; any other name is left out) over the defaults;
        ``kept``: the names whose values came from the settings."""
        names = {o.name for o in _options(cls)}
        return cls(**{k: v for k, v in (values or {}).items() if k in names}, _from_settings=frozenset(kept))

    @classmethod
    def problem(cls, name: str, value: Any) -> Optional[str]:
        """What is wrong with ``name``: ``value`` read from a file, or None."""
        found = cls.field_named(name)
        return f"{name!r} is not one of its options" if found is None else found.problem(value)

    def values(self) -> dict[str, Any]:
        """Its options' values, by name."""
        return {o.name: getattr(self, o.name) for o in _options(type(self))}

    def with_values(self, values: Mapping[str, Any]) -> "GameOptions":
        """The same options with ``values`` (by name) in place."""
        return dataclasses.replace(self, **values)


@dataclass(frozen=True)
class NoOptions(GameOptions):
    """A game without options of its own."""


@cache
def _options(cls: type) -> tuple[Option, ...]:
    return tuple(dataclasses.replace(f.metadata[METADATA], name=f.name)
                 for f in dataclasses.fields(cls) if METADATA in f.metadata)


def options_class(name: str, module: str, **fields: Any) -> type[GameOptions]:
    """A game's options made from ``fields`` (name -> :func:`option`), for options that
    differ from one game to the next of a family (the trick-avoidance games' seats)."""
    made = dataclasses.make_dataclass(name, [(k, Any, v) for k, v in fields.items()],
                                      bases=(GameOptions,), frozen=True)
    made.__module__ = module              # where its game is (make_dataclass takes no module before 3.12)
    return made


def opponent_option(builtins: Mapping[str, str], who: str = "who you play") -> Any:
    """``--opponent NAME``: a built-in player or ``module:attribute``."""
    names = ", ".join(n for n in builtins if n != "computer")
    return option(PLAYER, "computer", metavar="NAME", player=plugin(builtins),
                  help=f"{who}: computer (default), {names}, or module:attribute")
