"""The test kit of Nim, the tests' toy game (tests/toygame/): what the shared tests need of it,
read from the screen and typed as keys, as a person plays it."""
from __future__ import annotations

import random
import re
from typing import Optional

from tests.kits import Review, question_name
from tests.toygame.rules import Take
from tests.typing_keys import Typings

HEAP_LINE = re.compile(r"^ +([A-C])  [O ]*\((\d+)\)", re.M)
SCORE_LINE = re.compile(r"^Result +You (-?\d+) +Me (-?\d+)", re.M)

GUIDE = None
HIDES = False                 # nothing is hidden
MOVES_IN = 2
HINT_START = {}
REVIEW = Review(spoil="Take")
QUESTIONS_START = {"opponent": "simple"}
STEPS_AT = {"take"}
QUESTIONS = {"take", "computer", "over"}
RESUME_START = {}
RECORD_START = {"opponent": "simple"}


def read(state):
    return Take.parse


def heaps(h_or_text) -> dict[str, int]:
    """The heaps as the screen shows them: letter -> counters."""
    text = h_or_text if isinstance(h_or_text, str) else h_or_text.text
    return {letter: int(size) for letter, size in HEAP_LINE.findall(text)}


def step(h) -> None:
    """One counter from the first heap that has any; Return to what else is asked."""
    if question_name(h.scene) == "take":
        letter = next(letter for letter, size in heaps(h).items() if size)
        h.keys(f"{letter} 1")
    elif question_name(h.scene) == "computer":
        h.wait(1)
    else:
        h.keys("<Return>")


def typist(scene, rng: random.Random, pick=None) -> Optional[Typings]:
    """A take (``pick``'s of the takes the screen shows, else one at random), typed as the heap
    then the count, or with another heap chosen first and rubbed out."""
    if question_name(scene) != "take":
        return None
    scene.app.draw()
    shown = heaps("\n".join(scene.app.screen.text_lines()))
    move = (pick or rng.choice)([Take.parse(f"{letter}{count}") for letter, size in shown.items()
                                 for count in range(1, size + 1)])
    letter = str(move)[0]
    others = [other for other, size in shown.items() if size and other != letter]
    return Typings(move, [f"{letter} {move.count}"] + [f"{other} <Delete> {letter} {move.count}" for other in others])


def final_score(h) -> list:
    from tests.score_lines import play_until_over
    [(you, me)] = SCORE_LINE.findall(play_until_over(h, step).text)
    return [int(you), int(me)]

# The window's options for the walks at random keys: the saved-game fuzz (started without
# asking how many play, against the quickest players), the contrast walk and the 40 columns
# walk, and how many questions at least the last must meet.
QUICK_START = {"opponent": "random"}
CONTRAST_START = {"opponent": "random"}
FITS_START = {}
FEW_QUESTIONS = 2

# the values of its pack as the help names them, and the window's options for it (None:
# its keys name no card by its value)
PACK_VALUES = None

# The keys under the cards at the card table (test_ui_keys_recede): none here (no keys under cards that recede).
RECEDE_START = None


SERIES = None                 # test_series takes the games above as its examples of a series
CARD_WORDS = None              # no cards for the coach to name

# What its window shows as a new game starts, whatever the seed.
OPENING = "NIM"

# A finished game's line in the history, as the program writes it (but its date).
RECORD_LINE = {"game": "nim", "seed": 12, "players": ["you", "computer"], "result": "won", "results": ["won", "lost"],
               "score": [1, -1]}
# What the records (main.py records, the records screen) say of that line alone, and its row
# under "Last games" on the screen (after its date).
RECORD_SAYS = ("Games played 1, won 1", "Your points: 1")
RECORD_ROW = "won   1 -1"
# Options a player may keep for it in the settings.
KEPT_OPTIONS = {"opponent": "simple"}
# Modules of its rules, which its new_state loads and the menu never does.
RULES_MODULES = ("tests.toygame.rules",)
# Whether the resume tests play a whole game of it out to try a sitting's second game
# (no: its games are too short for six moves more of the next).
SECOND_GAME = False
