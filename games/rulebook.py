"""The rules of each game, short enough for the help screen (the ``?`` key).

Each game's ``rulebook`` module (``games/gin_rummy/rulebook.py``) holds ``RULES``: a
summary of its chapter's Rules section in MANUAL.md (which stays the full account),
named by its descriptor (``GameInfo.rules``) and read only when the help shows it.
Mark-up: paragraphs are separated by a blank line; a paragraph beginning ``# `` is a
heading; lines beginning ``- `` are points of a list; a paragraph beginning ``|`` is a
small table, kept as written (at most 38 characters a line). Plain text, in modules,
so that the one-file executable carries it with the code. This module holds the
cabinet's own page, shown where there is no game.
"""
from __future__ import annotations

from typing import Any, Optional

CABINET = """
# The cabinet

The games of two cassettes: Tape One, D. K. Barker-Hahlo's four of 1983 (keys 1 to 4), and Tape Two's seven (keys A to G). Press a game's key, or move the highlight with the arrows and press Return. Escape from a game comes back here.

# Answering

Return means Yes (and enters what you have typed); N means No; Y is Yes too. Cards are named by suit, {suit_keys} or S H D C, then value, A 2-9 T J Q K. Delete takes back what you were typing. A key that makes no sense now is refused with a beep and a reason, and nothing changes.

The ? key shows this help in every game: the keys its question takes, and the game's rules. MANUAL.md tells the whole of each game.
"""


def rules_for(info: Optional[Any], suit_keys: str = "F1 to F4") -> str:
    """The rules of the game ``info`` (a :class:`~games.registry.GameInfo`), or the
    cabinet's page for none, or for a game without its own, naming the suit keys as the
    player has them (``suit_keys``: they may be moved, say to F5-F8)."""
    return info.rules() if info is not None and info.rules is not None else CABINET.format(suit_keys=suit_keys)
