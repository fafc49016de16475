"""argparse types shared by the command lines: whole numbers in a range, and plug-ins.

A bad value becomes argparse's clear message and exit status 2.
"""
from __future__ import annotations

import argparse
import os
import re
import sys
from typing import Callable, Mapping, Optional, Sequence


def program_name() -> str:
    """The program's name as the user started it, for messages and usage lines."""
    name = os.path.basename(sys.argv[0] or "") or "main.py"
    return name if not name.startswith("-") else "main.py"


def whole_number(low: int, high: Optional[int] = None, what: str = "") -> Callable[[str], int]:
    """A type for ``--option N`` accepting low <= N (<= high).

    >>> whole_number(1, 10, "--games")("3")
    3
    >>> whole_number(1, 10, "--games")("1" * 400)
    Traceback (most recent call last):
    argparse.ArgumentTypeError: --games must be 1 to 10, not a number of 400 digits
    """
    subject = f"{what} " if what else ""
    span = f"{low} to {high}" if high is not None else f"at least {low}"

    def parse(text: str) -> int:
        digits = text.strip().lstrip("+-")
        if not re.fullmatch(r"[+-]?[0-9]+", text.strip()):   # plain figures: not "２", "1_000" or "٣"
            raise argparse.ArgumentTypeError(f"not a whole number: {_cut(text)!r}")
        try:
            value = int(text)
        except ValueError:
            if digits.isdigit():          # longer than Python will read: too big, whatever the range
                raise argparse.ArgumentTypeError(f"{subject}must be {span}, not {_number_words(text)}") from None
            raise argparse.ArgumentTypeError(f"not a whole number: {_cut(text)!r}") from None
        if value < low or (high is not None and value > high):
            raise argparse.ArgumentTypeError(f"{subject}must be {span}, not {_number_words(text)}")
        return value
    return parse


positive_int = whole_number(1)      # a count: --games, --jobs, --deals


def _number_words(text: str) -> str:
    """A number as given, or its length when it is too long to read in a message."""
    digits = text.strip().lstrip("+-")
    return text.strip() if len(digits) <= 24 else f"a number of {len(digits)} digits"


def _cut(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[:limit] + "..."


# A value quoted in a message ('...' or "...", as repr gives it), or any unbroken run of
# characters: either is cut when longer than a line can show. A quoted value stands apart
# from the words beside it: the words between two short quoted values ("'a': bad ... 'b'")
# are not one.
_QUOTED = re.compile(r"(?<!\w)'[^'\n]{41,}'(?!\w)|(?<!\w)\"[^\"\n]{41,}\"(?!\w)")
_RUN = re.compile(r"\S{61,}")


def short_message(message: str) -> str:
    """``message`` with each over-long value it echoes cut to 40 characters and "...", so that
    a 10,000-character argument gives one readable line, not the argument again.

    >>> short_message("argument --seat: invalid value: '" + "x" * 5000 + "'")
    "argument --seat: invalid value: 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...'"
    >>> short_message("cannot create 'm:P(c=3)': bad arguments: got an unexpected keyword argument 'c'")
    "cannot create 'm:P(c=3)': bad arguments: got an unexpected keyword argument 'c'"
    """
    message = _QUOTED.sub(lambda m: m.group()[:41] + "..." + m.group()[0], message)
    return _RUN.sub(lambda m: _cut(m.group()), message)


class Parser(argparse.ArgumentParser):
    """The command lines' parser: every refusal, argparse's own or the program's
    (``parser.error``), goes out with over-long values cut (:func:`short_message`)."""

    def error(self, message: str):
        super().error(short_message(message))


# The largest counts the commands take: a match's games and a bench's deals are each kept
# in memory as they come back, so more would fill it before the end.
MOST_GAMES = 1_000_000
# Worker processes: each holds its own pipes, and a few per core are all that can help.
MOST_JOBS = max(64, os.cpu_count() or 1)
# A seed is written in saved games, records and reports: a 64-bit whole number, as other
# programs read them too.
SEED_LIMIT = 2**63 - 1


def job_count(text: str) -> int:
    """A type for ``--jobs N``."""
    return whole_number(1, MOST_JOBS)(text)


def seed_number(low: int = -SEED_LIMIT) -> Callable[[str], int]:
    """A type for ``--seed S``."""
    return whole_number(low, SEED_LIMIT)


def png_file(text: str) -> str:
    """A type for ``--screenshot FILE.png``: a name ending in .png, in a folder that exists,
    that is not itself a folder; refused before anything runs, not after the key script."""
    if not text.strip():
        raise argparse.ArgumentTypeError("give the name of the PNG file to write, e.g. screen.png")
    if os.path.isdir(text):
        raise argparse.ArgumentTypeError(f"{text!r} is a folder: give a file name ending in .png")
    if not text.lower().endswith(".png"):
        raise argparse.ArgumentTypeError(f"{text!r}: the picture is a PNG, so the name must end in .png")
    folder = os.path.dirname(os.path.abspath(text))
    if not os.path.isdir(folder):
        raise argparse.ArgumentTypeError(f"no folder {os.path.dirname(text)!r} to write {text!r} in")
    return text


class PluginOption:
    """The type of an option naming a player or a solver (``--opponent``, ``--seat``,
    ``--solver``). From the command line: a built-in or a plug-in (``module:attribute``),
    loaded at once so that a broken one is named now (``load``: how, if not in this
    process). Read from a file (a setting kept, a saved game): a built-in alone,
    checked as text before anything is loaded (:meth:`from_files`); ``fallback`` is the
    built-in that stands in for a plug-in not named again. ``words`` are other kinds of
    seat taken as they are (``person``)."""

    def __init__(self, builtins: Mapping[str, str], method: str = "choose", fallback: str = "computer",
                 words: Sequence[str] = (), load: Optional[Callable[[str], Optional[str]]] = None,
                 files: bool = False) -> None:
        self.builtins, self.method, self.fallback = builtins, method, fallback
        self.words, self.load, self.files = tuple(words), load, files

    def from_files(self) -> "PluginOption":
        """The same option as read from a file: built-ins only."""
        return PluginOption(self.builtins, self.method, self.fallback, self.words, self.load, files=True)

    def trusted(self, spec: object) -> bool:
        """Whether a name read from a file may be used: a built-in's bare name, or one of the
        words. A built-in's arguments are never taken from a file (``computer(budget=10**9)``
        in a saved game would have the first card never come): they are named on the command
        line, where the player is made at once and a bad argument refused."""
        from games.plugins import is_builtin
        return isinstance(spec, str) and (spec.lower() in self.words or
                                          (is_builtin(spec, self.builtins) and "(" not in spec))

    def __call__(self, spec: str) -> str:
        from games.plugins import is_builtin
        if spec.lower() in self.words:
            return spec
        if self.files and is_builtin(spec, self.builtins) and not self.trusted(spec):
            raise argparse.ArgumentTypeError(
                f"{_cut(spec)!r}: a built-in is kept by its name alone; its arguments are named "
                "on the command line each time")
        if self.files and not self.trusted(spec):
            known = ", ".join(sorted(self.builtins))
            raise argparse.ArgumentTypeError(
                f"{spec!r}: only a built-in ({known}) can be kept; a player or solver of your own "
                "is named on the command line each time")
        if self.trusted(spec):                # ours: loaded when the game starts, not to start the menu
            return spec
        problem = self.load(spec) if self.load is not None else self._load_here(spec)
        if problem is not None:
            raise argparse.ArgumentTypeError(problem)
        return spec

    def _load_here(self, spec: str) -> Optional[str]:
        from games.plugins import PluginError, load_object, output_to_stderr
        try:
            with output_to_stderr():          # what it prints as it is made is not the program's output
                load_object(spec, self.builtins, self.method)
        except PluginError as exc:
            return str(exc)
        except (SystemExit, KeyboardInterrupt) as exc:    # its constructor tried to end the program
            return f"cannot create {spec!r}: {type(exc).__name__}: {exc}"
        return None


def plugin(builtins: Mapping[str, str], method: str = "choose", **more) -> PluginOption:
    """A type for ``--player NAME`` that loads the plug-in at once, so a broken one is named now
    (see :class:`PluginOption` for ``more``)."""
    return PluginOption(builtins, method, **more)
