"""The test kit of Accordion (see tests/kits/__init__.py for what each piece is for)."""
from __future__ import annotations

import random
import re
from typing import Optional

from games.accordion.rules import Move
from games.ui.harness import Harness
from tests import scenes
from tests.kits import CardWords, Run
from tests.scenes import play_leftmost
from tests.typing_keys import Typings, card_ways

GUIDE = None
HIDES = True                  # the pack's order, hidden from you as from everyone
MOVES_IN = 8
HINT_START = {"deal": 5, "layout": "one"}
REVIEW = None                 # a patience: its review is tested in its own folder
OWN_REVIEW = "tests/accordion/test_review.py"
QUESTIONS_START = {"layout": None}
STEPS_AT = {"move", "end"}
QUESTIONS = {"mode", "move", "dest", "end", "replay", "over"}
RESUME_START = {"layout": "all", "deal": 17}
RECORD_START = {"layout": "all", "deal": 42}


def accordion_piles(h: Harness) -> list:
    play_leftmost(h)
    [piles] = re.findall(r"^ You\s+(\d+) piles?", h.text, re.MULTILINE)
    return [int(piles)]


final_score = accordion_piles


def read(state):
    return Move.parse


def step(h) -> None:
    """The leftmost move, else N; Y to end the turn."""
    if h.scene.question.name == "end":
        h.keys("Y")
        return
    moves = [m for m in h.scene.state.legal_moves() if not m.is_no_move]
    h.keys(scenes.card_keys(moves[0].card) + scenes.card_keys(moves[0].onto) if moves else "N")


def typist(scene, rng, pick=None) -> Optional[Typings]:
    choose = pick or rng.choice   # the move: one given, else one at random
    if scene.question.name != "move":
        return None
    moves = [m for m in scene.state.legal_moves() if not m.is_no_move]
    if not moves:
        return None
    move = choose(moves)
    return Typings(move, [f"{a} {b}" for a in card_ways(move.card) for b in card_ways(move.onto)])

# The window's options for the walks at random keys: the saved-game fuzz (started without
# asking how many play, against the quickest players), the contrast walk and the 40 columns
# walk, and how many questions at least the last must meet.
QUICK_START = {"layout": "all", "deal": 17}
CONTRAST_START = {"deal": 17}
FITS_START = {}
FEW_QUESTIONS = 2

# the values of its pack as the help names them, and the window's options for it (None:
# its keys name no card by its value)
PACK_VALUES = ("A 2-9 T J Q K", {})

# The keys under the cards at the card table (test_ui_keys_recede): none here (no keys under cards that recede).
RECEDE_START = None


SERIES = None                 # test_series takes the games above as its examples of a series


def quick_hint(monkeypatch) -> None:
    """Half a second of search for the hint."""
    from games.accordion import coach
    monkeypatch.setattr(coach, "SECONDS", 0.5)


CARD_WORDS = CardWords(review=False, start={"layout": "all"}, quick=quick_hint)   # its review: its own folder

# What its window shows as a new game starts, whatever the seed.
OPENING = "ACCORDION"
# The computer's solver runs in a process of its own, started from the one file.
PACKAGED = (Run(("accordion", "--no-boot", "--seed", "1", "--keys", "N N <Return> <wait:6>", "--dump-text"),
                shows="The computer wins, 15 to 52."),)

# A finished game's line in the history, as the program writes it (but its date).
RECORD_LINE = {"game": "accordion", "seed": 17, "players": ["you", "simple"], "deal": 17, "piles": 1,
               "result": "won", "score": [1]}
# What the records (main.py records, the records screen) say of that line alone, and its row
# under "Last games" on the screen (after its date).
RECORD_SAYS = ("Deals played 1, solved 1", "Solved deals: 17")
RECORD_ROW = "deal 17: 1 pile"
# Options a player may keep for it in the settings.
KEPT_OPTIONS = {"layout": "all", "solver": "strong"}
# Modules of its rules, which its new_state loads and the menu never does.
RULES_MODULES = ("games.accordion.rules",)
# Whether the resume tests play a whole game of it out to try a sitting's second game
# (no: a patience: no second seat, one deal a game).
SECOND_GAME = False
