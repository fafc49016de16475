"""The test kit of Marrakech (see tests/kits/__init__.py for what each piece is for)."""
from __future__ import annotations

import random
from typing import Optional

from games.marrakech.moves import parse_move
from tests.kits import Review
from tests.score_lines import play_until_over, seat_table_last_column
from tests.typing_keys import Typings
from tests.marrakech.steps import marrakech_step

GUIDE = None
HIDES = False                 # no cards to compare: the rug piles are hidden from everyone alike
MOVES_IN = 5
HINT_START = {"seat": ["person", "computer"]}
REVIEW = Review(start={"seat": ["person", "computer"]}, spoil="Rug")
QUESTIONS_START = {"players": None}
step = marrakech_step
STEPS_AT = {"turn", "rug"}
QUESTIONS = {"count", "people", "turn", "rug", "watch", "over"}
RESUME_START = {"seat": ["person", "computer", "computer"]}
RECORD_START = {"players": 3}


def read(state):
    return parse_move


def final_score(h) -> list:
    return seat_table_last_column(play_until_over(h, step).text, "Score", 3)


def typist(scene, rng, pick=None) -> Optional[Typings]:
    choose = pick or rng.choice   # the move: one given, else one at random
    from games.marrakech.market import name
    from games.marrakech.moves import Turn
    from games.marrakech.rules import TURN

    state = scene.state
    if not scene.in_progress() or scene.beats or not scene.is_person(state.current_player()):
        return None
    move = choose(state.legal_moves())
    if state.phase == TURN:
        return Typings(move, [str(move)] + (["<Return>"] if move == Turn("S") else []))
    a, b = name(move.a).upper(), name(move.b).upper()
    return Typings(move, [f"{a}{b} <Return>", f"{b}{a} <Return>"], 2)

# The window's options for the walks at random keys: the saved-game fuzz (started without
# asking how many play, against the quickest players), the contrast walk and the 40 columns
# walk, and how many questions at least the last must meet.
QUICK_START = {"seat": ["person", "random", "random"]}
CONTRAST_START = {"seat": ["person", "random"]}
FITS_START = {}
FEW_QUESTIONS = 4

# the values of its pack as the help names them, and the window's options for it (None:
# its keys name no card by its value)
PACK_VALUES = None

# The keys under the cards at the card table (test_ui_keys_recede): none here (no keys under cards that recede).
RECEDE_START = None


SERIES = None                 # test_series takes the games above as its examples of a series
CARD_WORDS = None              # no cards for the coach to name

# What its window shows as a new game starts, whatever the seed.
OPENING = "How many players (2-4)?"
# Nothing of its own to run in the packaged program beyond its window's opening.
PACKAGED = ()

# A finished game's line in the history, as the program writes it (but its date).
RECORD_LINE = {"game": "marrakech", "seed": 11, "players": ["person", "computer", "computer"],
               "result": "won", "results": ["won", "lost", "lost"],
               "score": [40, 33, 12]}
# What the records (main.py records, the records screen) say of that line alone, and its row
# under "Last games" on the screen (after its date).
RECORD_SAYS = ("Games played 1, won 1", "Your points: 40")
RECORD_ROW = "won   40 33 12"
# Options a player may keep for it in the settings.
KEPT_OPTIONS = {"rugs": 15, "turn_at_end": True}
# Modules of its rules, which its new_state loads and the menu never does.
RULES_MODULES = ("games.marrakech.rules",)
# Whether the resume tests play a whole game of it out to try a sitting's second game
# (no: a whole game of it takes long to play out at random).
SECOND_GAME = False
