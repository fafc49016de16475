"""The test kit of Polignac (see tests/kits/__init__.py for what each piece is for)."""
from __future__ import annotations

from tests.kits import CardWords, Review
from tests.kits.trick_table import (GUIDE, HIDES, QUESTIONS_START, STEPS_AT, TABLE, read, step,  # noqa: F401
                                    table_score, typist)

MOVES_IN = 6
HINT_START = {**TABLE, "passing": False}
REVIEW = Review(start={**TABLE, "passing": False}, spoil="Play", walked=False)   # Short Hearts' scene, walked there
QUESTIONS = {"hands", "passing", "card", "trick", "hand_over", "computer"}
RESUME_START = {"opponent": "simple", "players": 4, "hands": 4, "passing": False}
RECORD_START = {"opponent": "simple", "players": 3, "hands": 3, "passing": False}


def final_score(h) -> list:
    return table_score(h, 3)

# The window's options for the walks at random keys: the saved-game fuzz (started without
# asking how many play, against the quickest players), the contrast walk and the 40 columns
# walk, and how many questions at least the last must meet.
QUICK_START = {"players": 4, "hands": 4, "passing": False, "opponent": "random"}
CONTRAST_START = {"opponent": "random"}
FITS_START = {"opponent": "simple"}
FEW_QUESTIONS = 4

# the values of its pack as the help names them, and the window's options for it (None:
# its keys name no card by its value)
PACK_VALUES = ("A 7-9 T J Q K", {"players": 4, "hands": 4, "passing": False})

# The keys under the cards at the card table (test_ui_keys_recede): none here (the trick table's: tests/avoidance/test_keys_recede.py).
RECEDE_START = None


# A series of hands for test_series: six hands for three.
def SERIES(rng):
    from games.avoidance.game import AvoidanceGame, Settings
    from games.polignac.rules import VARIANT
    return AvoidanceGame(VARIANT, rng, Settings(seats=3, hands=6))
CARD_WORDS = CardWords(review=False)       # the review on Short Hearts' scene, tested there

# What its window shows as a new game starts, whatever the seed.
OPENING = "How many players (3-6)?"
# Nothing of its own to run in the packaged program beyond its window's opening.
PACKAGED = ()

# A finished game's line in the history, as the program writes it (but its date).
RECORD_LINE = {"game": "polignac", "seed": 2, "players": ["person", "computer", "computer", "computer"],
               "result": "won", "results": ["won", "lost", "lost", "lost"],
               "score": [0, 3, 5, 2]}
# What the records (main.py records, the records screen) say of that line alone, and its row
# under "Last games" on the screen (after its date).
RECORD_SAYS = ("Games played 1, won 1", "Penalty points: 0 (lower is better)")
RECORD_ROW = "won   0 3 5 2"
# Options a player may keep for it in the settings.
KEPT_OPTIONS = {"players": 4, "passing": True}
# Modules of its rules, which its new_state loads and the menu never does.
RULES_MODULES = ("games.avoidance.game", "games.polignac.rules")
# Whether the resume tests play a whole game of it out to try a sitting's second game
# (no: a whole game of it takes long to play out at random).
SECOND_GAME = False
