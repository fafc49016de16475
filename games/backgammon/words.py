"""The words Backgammon's screen, hint and review use for the rules' names: what each
decision does (``DECISION_WORDS``, by the rules' names of the decisions,
:data:`games.backgammon.game.DECISIONS`), what each size of win is called
(``WIN_WORDS``), and the offer of a resignation.

>>> resign_words(2, cube=2)
'a gammon, 4 points'
>>> DECISION_WORDS["roll"]
'throw without doubling'
"""
from __future__ import annotations

from games.backgammon.game import LEVELS

DECISION_WORDS = {"roll": "throw without doubling", "double": "double", "take": "accept the double",
                  "drop": "refuse the double", "keep": "keep the dice", "reroll": "throw again",
                  "accept": "accept the resignation", "reject": "reject the resignation"}
WIN_WORDS = {"single": "a single game", "gammon": "a gammon", "backgammon": "a backgammon"}


def decision_words(move) -> str:
    """What a decision does, in words (any other move as it prints)."""
    return DECISION_WORDS.get(str(move), str(move))


def resign_words(level: int, cube: int) -> str:
    """A resignation at ``level`` (1 a single game, 2 a gammon, 3 a backgammon) at stake ``cube``."""
    points = level * cube
    return f"{WIN_WORDS[LEVELS[level - 1]]}, {points} point{'s' if points != 1 else ''}"


def dice_text(dice: tuple[int, int]) -> str:
    return f"{dice[0]} {dice[1]}"
