"""The test kit of Slobberhannes (see tests/kits/__init__.py for what each piece is for)."""
from __future__ import annotations

from tests.kits import CardWords, Review
from tests.kits.trick_table import (GUIDE, HIDES, QUESTIONS_START, STEPS_AT, TABLE, read, step,  # noqa: F401
                                    table_score, typist)

MOVES_IN = 6
HINT_START = {**TABLE, "passing": False}
REVIEW = Review(start={**TABLE, "passing": False}, spoil="Play", walked=False)   # Short Hearts' scene, walked there
QUESTIONS = {"hands", "passing", "card", "trick", "hand_over", "computer"}
RESUME_START = {"opponent": "simple", "players": 3, "hands": 3, "passing": False}
RECORD_START = {"opponent": "simple", "players": 3, "hands": 3, "passing": True}


def final_score(h) -> list:
    return table_score(h, 3)

# The window's options for the walks at random keys: the saved-game fuzz (started without
# asking how many play, against the quickest players), the contrast walk and the 40 columns
# walk, and how many questions at least the last must meet.
QUICK_START = {"players": 3, "hands": 3, "passing": False, "opponent": "random"}
CONTRAST_START = {"opponent": "random"}
FITS_START = {"opponent": "simple"}
FEW_QUESTIONS = 4

# the values of its pack as the help names them, and the window's options for it (None:
# its keys name no card by its value)
PACK_VALUES = ("A 7-9 T J Q K", {"players": 4, "hands": 4, "passing": False})

# The keys under the cards at the card table (test_ui_keys_recede): none here (the trick table's: tests/avoidance/test_keys_recede.py).
RECEDE_START = None


SERIES = None                 # test_series takes the games above as its examples of a series
CARD_WORDS = CardWords(review=False)       # the review on Short Hearts' scene, tested there
