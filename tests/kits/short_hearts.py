"""The test kit of Short Hearts (see tests/kits/__init__.py for what each piece is for)."""
from __future__ import annotations

from tests.kits import CardWords, Review
from tests.kits.trick_table import (GUIDE, HIDES, QUESTIONS_START, STEPS_AT, TABLE, read, step,  # noqa: F401
                                    table_score, typist)

MOVES_IN = 8
HINT_START = {**TABLE, "passing": True}
REVIEW = Review(start={**TABLE, "passing": False}, spoil="Play")
QUESTIONS = {"hands", "pass", "card", "trick", "hand_over", "computer"}
RESUME_START = {"opponent": "simple", "players": 3, "hands": 3, "passing": True}
RECORD_START = {"opponent": "simple", "players": 4, "hands": 4, "passing": False}


def final_score(h) -> list:
    return table_score(h, 4)

# The window's options for the walks at random keys: the saved-game fuzz (started without
# asking how many play, against the quickest players), the contrast walk and the 40 columns
# walk, and how many questions at least the last must meet.
QUICK_START = {"players": 3, "hands": 3, "passing": True, "opponent": "random"}
CONTRAST_START = {"opponent": "random"}
FITS_START = {"opponent": "simple"}
FEW_QUESTIONS = 4

# the values of its pack as the help names them, and the window's options for it (None:
# its keys name no card by its value)
PACK_VALUES = ("A 7-9 T J Q K", {"players": 4, "hands": 4, "passing": False})

# The keys under the cards at the card table (test_ui_keys_recede): none here (the trick table's: tests/avoidance/test_keys_recede.py).
RECEDE_START = None


SERIES = None                 # test_series takes the games above as its examples of a series
CARD_WORDS = CardWords()

# What its window shows as a new game starts, whatever the seed.
OPENING = "How many players (3-4)?"
# Nothing of its own to run in the packaged program beyond its window's opening.
PACKAGED = ()

# A finished game's line in the history, as the program writes it (but its date).
RECORD_LINE = {"game": "hearts", "seed": 1, "players": ["person", "computer", "computer"],
               "result": "drawn", "results": ["drawn", "drawn", "lost"],
               "score": [6, 6, 9]}
# What the records (main.py records, the records screen) say of that line alone, and its row
# under "Last games" on the screen (after its date).
RECORD_SAYS = ("Games played 1, won 0, drawn 1", "Penalty points: 6 (lower is better)")
RECORD_ROW = "drawn 6 6 9"
# Options a player may keep for it in the settings.
KEPT_OPTIONS = {"players": 4, "passing": False}
# Modules of its rules, which its new_state loads and the menu never does.
RULES_MODULES = ("games.avoidance.game", "games.short_hearts.rules")
# Whether the resume tests play a whole game of it out to try a sitting's second game
# (yes: a game of it is quickly played out at random, and the next still goes on six moves in).
SECOND_GAME = True
