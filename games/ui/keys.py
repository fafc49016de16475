"""The one table from keys to commands, and key scripts for ``--keys`` and tests.

Scenes never look at pygame key codes: they receive a :class:`Command`.
Printable keys arrive as ``Command("char", "X")`` with letters in capitals (the
BBC programs ran with CAPS LOCK on); the left-hand function keys F1-F4 are the
suits Spades, Hearts, Diamonds, Clubs, as in the 1983 manual, unless the player has
moved them (:data:`REMAPPABLE`, :func:`use_key_map`: the settings' key page).

A key script is what a user would type: ordinary characters stand for
themselves, spaces and line breaks only separate, and named keys go in angle
brackets: ``<Return>``, ``<Esc>``, ``<F1>``..``<F12>``, ``<BS>``, ``<Space>``,
``<Insert>``, ``<Home>``, ``<End>``, ``<PageUp>``, ``<PageDown>``,
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
    name: str       # char, suit, yes, back, delete, left, right, up, down, tab, hint, fullscreen,
    #                 scanlines, help
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
# The computer's hint at a question of yours (games.ui.hint): F9, free in every game (H is
# a card's key, Tab sorts Gin's hand).
HINT = Command("hint")
# The review of your play at the end of a hand (games.ui.review): V. It is a letter, so
# a scene that is not offering a review takes it as the letter (see :func:`typed`).
REVIEW = Command("review")

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
    pygame.K_F9: HINT,
    pygame.K_v: REVIEW,
    pygame.K_F11: Command("fullscreen"),
    pygame.K_F12: Command("scanlines"),
}

# The commands a player may move to other keys (the settings' key page): the name the
# page asks for, and the usual key. The rest of the table (Return, Escape, the arrows,
# Tab, and the second keys Enter and Delete) stays put, so that the settings screen can
# always be worked, and the prompts' "Return = Yes" and "Escape" stay true.
REMAPPABLE: dict[str, tuple[str, int]] = {
    "spades": ("Spades", pygame.K_F1),
    "hearts": ("Hearts", pygame.K_F2),
    "diamonds": ("Diamonds", pygame.K_F3),
    "clubs": ("Clubs", pygame.K_F4),
    "delete": ("Delete", pygame.K_BACKSPACE),
    "fullscreen": ("Full screen", pygame.K_F11),
    "scanlines": ("Scan lines", pygame.K_F12),
    "hint": ("Hint", pygame.K_F9),
    "review": ("Review", pygame.K_v),
}
_USUAL_TABLE = dict(KEY_TABLE)
_KEY_NAMES: dict[int, str] = {}
for _name in sorted((n for n in dir(pygame) if n.startswith("K_")), key=lambda n: (len(n), n), reverse=True):
    _KEY_NAMES[getattr(pygame, _name)] = _name[2:].upper()     # the shortest of its names wins
_chosen: dict[str, int] = {}       # the keys use_key_map was last given
_SHIFTS = {pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_CAPSLOCK, pygame.K_NUMLOCK, pygame.K_MODE}


def key_name(key: int) -> str:
    """The key's name as the settings file and screen write it: ``F1``, ``INSERT``, ``KP1``."""
    return _KEY_NAMES.get(key, f"KEY{key}")


def key_code(name: str) -> Optional[int]:
    """The key called ``name`` (in any case; any of pygame's names for it), or None."""
    code = getattr(pygame, f"K_{name.strip().upper()}", None)
    if code is None:
        code = getattr(pygame, f"K_{name.strip().lower()}", None)
    return code if isinstance(code, int) else None


def key_refusal(key: int, command: str, chosen: dict[str, int]) -> Optional[str]:
    """Why ``key`` cannot be ``command``'s key, given the keys ``chosen`` for the other
    remappable commands; None when it can."""
    usual_of = {usual: name for name, (_, usual) in REMAPPABLE.items()}
    typing = key < 0x80 and chr(key).isprintable() and usual_of.get(key) != command
    if typing or key in _SHIFTS:
        return f"{key_name(key)} is for typing: choose another key"
    for other, taken in chosen.items():
        if taken == key and other != command:
            return f"{key_name(key)} is already {REMAPPABLE[other][0]}"
    fixed = _USUAL_TABLE.get(key)
    if fixed is not None and key not in usual_of:
        return f"{key_name(key)} is already {str(fixed).strip('<>').title()}"
    if key in usual_of and usual_of[key] != command and chosen.get(usual_of[key], key) == key:
        return f"{key_name(key)} is already {REMAPPABLE[usual_of[key]][0]}"
    return None


def usual_keys() -> dict[str, int]:
    return {name: usual for name, (_, usual) in REMAPPABLE.items()}


def current_keys() -> dict[str, int]:
    """The key each remappable command is on now."""
    return {name: _chosen.get(name, usual) for name, (_, usual) in REMAPPABLE.items()}


def use_key_map(chosen: dict[str, int]) -> None:
    """Put each remappable command on its ``chosen`` key (its usual key when not chosen),
    in the one table. Call with ``{}`` for the usual keys. The map must be one that
    :func:`key_refusal` accepts key by key (the settings check it)."""
    table = dict(_USUAL_TABLE)
    for name, (_, usual) in REMAPPABLE.items():
        if chosen.get(name, usual) != usual:
            del table[usual]
    for name, (_, usual) in REMAPPABLE.items():
        table[chosen.get(name, usual)] = _USUAL_TABLE[usual]
    KEY_TABLE.clear()
    KEY_TABLE.update(table)
    _chosen.clear()
    _chosen.update(chosen)


def command_key(name: str) -> str:
    """The name of the key ``name`` (a remappable command) is on now, for the screens."""
    return key_name(current_keys()[name])


def typed(command: Command) -> Command:
    """``command`` as the letter its key types, for a question that is not offering what
    the key is for (V when no review is offered); any other command as it is."""
    if command == REVIEW:
        key = current_keys()["review"]
        if key < 0x80 and chr(key).isprintable():
            return Command("char", chr(key).upper())
    return command


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
    **{f"f{n}": (getattr(pygame, f"K_F{n}"), "") for n in range(5, 11)},   # F9, and the keys' settings
    "insert": (pygame.K_INSERT, ""), "home": (pygame.K_HOME, ""), "end": (pygame.K_END, ""),
    "pageup": (pygame.K_PAGEUP, ""), "pagedown": (pygame.K_PAGEDOWN, ""),
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
