"""argparse types shared by the command lines: whole numbers in a range, and plug-ins.

A bad value becomes argparse's clear message and exit status 2.
"""
from __future__ import annotations

import argparse
import os
import sys
from typing import Callable, Mapping, Optional


def program_name() -> str:
    """The program's name as the user started it, for messages and usage lines."""
    name = os.path.basename(sys.argv[0] or "") or "main.py"
    return name if not name.startswith("-") else "main.py"


def whole_number(low: int, high: Optional[int] = None, what: str = "") -> Callable[[str], int]:
    """A type for ``--option N`` accepting low <= N (<= high)."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
        if value < low or (high is not None and value > high):
            span = f"{low} to {high}" if high is not None else f"at least {low}"
            subject = f"{what} " if what else ""
            raise argparse.ArgumentTypeError(f"{subject}must be {span}, not {value}")
        return value
    return parse


positive_int = whole_number(1)      # a count: --games, --jobs, --deals


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


def plugin(builtins: Mapping[str, str], method: str = "choose") -> Callable[[str], str]:
    """A type for ``--player NAME`` that loads a plug-in at once, so a broken one is named now
    (a built-in, named as it is, is taken as it is)."""
    def check(spec: str) -> str:
        if spec in builtins:                  # ours: loaded when the game starts, not to start the menu
            return spec
        from games.plugins import PluginError, load_object, output_to_stderr
        try:
            with output_to_stderr():          # what it prints as it is made is not the program's output
                load_object(spec, builtins, method)
        except PluginError as exc:
            raise argparse.ArgumentTypeError(str(exc)) from None
        except (SystemExit, KeyboardInterrupt) as exc:    # its constructor tried to end the program
            raise argparse.ArgumentTypeError(f"cannot create {spec!r}: {type(exc).__name__}: {exc}") from None
        return spec
    return check


def add_opponent_option(parser: argparse.ArgumentParser, builtins: Mapping[str, str]) -> None:
    """``--opponent NAME`` for a card game: a built-in player or ``module:attribute``."""
    names = ", ".join(n for n in builtins if n != "computer")
    parser.add_argument("--opponent", type=plugin(builtins), default="computer", metavar="NAME",
                        help=f"who you play: computer (default), {names}, or module:attribute")
