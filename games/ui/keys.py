"""The one table from keys to commands, and key scripts for ``--keys`` and tests.

Scenes never look at pygame key codes: they receive a :class:`Command`.
Printable keys arrive as ``Command("char", "X")`` with letters in capitals (the
BBC programs ran with CAPS LOCK on); the left-hand function keys F1-F4 are the
suits Spades, Hearts, Diamonds, Clubs, as in the 1983 manual.

A key script is what a user would type: ordinary characters stand for
themselves, spaces and line breaks only separate, and named keys go in angle
brackets: ``<Return>``, ``<Esc>``, ``<F1>``..``<F4>``, ``<BS>``, ``<Space>``,
``<Left>``, ``<Right>``, ``<Up>``, ``<Down>``, ``<Tab>``, ``<lt>`` for ``<``,
and ``<wait>`` / ``<wait:2.5>`` to let the program run on for a while.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import pygame

from games.cards import SUITS


@dataclass(frozen=True)
class Command:
    name: str       # char, suit, yes, back, delete, left, right, up, down, tab, fullscreen, scanlines, help
    char: str = ""  # the character for "char", the suit letter for "suit"

    @property
    def is_yes(self) -> bool:
        return self.name == "yes"

    @property
    def says_yes(self) -> bool:
        """Yes to a question: Return, or Y (never a card's or a place's key)."""
        return self.is_yes or (self.name == "char" and self.char == "Y")

    @property
    def is_no(self) -> bool:
        return self.name == "char" and self.char == "N"

    def __str__(self) -> str:
        return self.char if self.name == "char" else f"<{self.name}{':' + self.char if self.char else ''}>"


YES = Command("yes")
BACK = Command("back")
DELETE = Command("delete")
# The help key, on every screen. No question takes it: the games use letters, digits,
# / and * (Backgammon's notation), Return, Escape, Delete, arrows and F1-F4.
HELP_CHAR = "?"
HELP = Command("help")

KEY_TABLE: dict[int, Command] = {
    pygame.K_RETURN: YES,
    pygame.K_KP_ENTER: YES,
    pygame.K_ESCAPE: BACK,
    pygame.K_BACKSPACE: DELETE,
    pygame.K_DELETE: DELETE,
    pygame.K_LEFT: Command("left"),
    pygame.K_RIGHT: Command("right"),
    pygame.K_UP: Command("up"),
    pygame.K_DOWN: Command("down"),
    pygame.K_TAB: Command("tab"),
    pygame.K_F1: Command("suit", SUITS[0]),
    pygame.K_F2: Command("suit", SUITS[1]),
    pygame.K_F3: Command("suit", SUITS[2]),
    pygame.K_F4: Command("suit", SUITS[3]),
    pygame.K_F11: Command("fullscreen"),
    pygame.K_F12: Command("scanlines"),
}

# Script names for the keys in the table (and a few spellings people will try).
SCRIPT_KEYS: dict[str, tuple[int, str]] = {
    "return": (pygame.K_RETURN, "\r"), "enter": (pygame.K_RETURN, "\r"), "ret": (pygame.K_RETURN, "\r"),
    "esc": (pygame.K_ESCAPE, "\x1b"), "escape": (pygame.K_ESCAPE, "\x1b"),
    "bs": (pygame.K_BACKSPACE, "\b"), "backspace": (pygame.K_BACKSPACE, "\b"),
    "delete": (pygame.K_DELETE, ""), "del": (pygame.K_DELETE, ""),
    "space": (pygame.K_SPACE, " "), "tab": (pygame.K_TAB, "\t"),
    "left": (pygame.K_LEFT, ""), "right": (pygame.K_RIGHT, ""),
    "up": (pygame.K_UP, ""), "down": (pygame.K_DOWN, ""),
    "f1": (pygame.K_F1, ""), "f2": (pygame.K_F2, ""), "f3": (pygame.K_F3, ""), "f4": (pygame.K_F4, ""),
    "f11": (pygame.K_F11, ""), "f12": (pygame.K_F12, ""),
    "lt": (pygame.K_LESS, "<"), "gt": (pygame.K_GREATER, ">"),
}


class KeyScriptError(ValueError):
    """A ``--keys`` script that cannot be read."""


@dataclass(frozen=True)
class KeyPress:
    key: int
    unicode: str
    mod: int = 0


@dataclass(frozen=True)
class Wait:
    seconds: float


def translate(key: int, unicode: str = "", mod: int = 0) -> Optional[Command]:
    """The command for a key press, or None for keys that mean nothing here."""
    if key == pygame.K_RETURN and mod & pygame.KMOD_ALT:
        return Command("fullscreen")
    command = KEY_TABLE.get(key)
    if command is not None:
        return command
    if unicode == HELP_CHAR:
        return HELP
    if unicode and unicode.isprintable() and len(unicode) == 1:
        return Command("char", unicode.upper())
    return None


def key_names(command: Command) -> list[str]:
    """The names of the keys the table gives ``command`` for, as the keyboard shows them.

    >>> key_names(Command("suit", "S"))
    ['F1']
    """
    return [_KEY_LABELS.get(key, pygame.key.name(key).title()) for key, c in KEY_TABLE.items() if c == command]


_KEY_LABELS = {pygame.K_KP_ENTER: "Enter", pygame.K_BACKSPACE: "Backspace"}


def parse_script(script: str) -> list[KeyPress | Wait]:
    """Read a key script (see the module docstring)."""
    steps: list[KeyPress | Wait] = []
    i = 0
    while i < len(script):
        ch = script[i]
        if ch == "<":
            end = script.find(">", i)
            if end < 0:
                raise KeyScriptError(f"'<' at position {i} is not closed: write <lt> for a '<' key")
            steps.append(_named(script[i + 1:end]))
            i = end + 1
            continue
        if not ch.isspace():
            steps.append(KeyPress(_key_for_char(ch), ch))
        i += 1
    return steps


def _named(name: str) -> KeyPress | Wait:
    lowered = name.strip().lower()
    if lowered == "wait" or lowered.startswith("wait:"):
        try:
            seconds = float(lowered.partition(":")[2] or 1.0)
        except ValueError:
            raise KeyScriptError(f"<{name}>: the wait must be a number of seconds") from None
        if not 0 <= seconds <= 600:
            raise KeyScriptError(f"<{name}>: waits are 0 to 600 seconds")
        return Wait(seconds)
    if lowered not in SCRIPT_KEYS:
        known = ", ".join(sorted(SCRIPT_KEYS))
        raise KeyScriptError(f"unknown key <{name}> (known: {known}, wait)")
    key, uni = SCRIPT_KEYS[lowered]
    return KeyPress(key, uni)


def _key_for_char(ch: str) -> int:
    code = ord(ch.lower())
    return code if code < 0x110000 else pygame.K_UNKNOWN
