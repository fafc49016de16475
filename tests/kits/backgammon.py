"""The test kit of Backgammon (see tests/kits/__init__.py for what each piece is for)."""
from __future__ import annotations

import itertools
import random
import re
from typing import Optional

from games.backgammon.entry import MoveBuilder as BackgammonBuilder
from games.backgammon.game import parse_move
from games.backgammon.notation import BAR, OFF, Play as BackgammonPlay
from games.engine import IllegalMove
from tests.kits import Run
from tests.score_lines import play_until_over_state
from tests.typing_keys import Typings
from tests.backgammon.steps import backgammon_step

GUIDE = None
HIDES = False                 # nothing is hidden: the dice to come are nobody's
MOVES_IN = 4
HINT_START = {}
REVIEW = None                 # its own review of a match, tested in its own folder
OWN_REVIEW = "tests/backgammon/test_scene_review.py"
QUESTIONS_START = {"level": 1}
step = backgammon_step
STEPS_AT = {"opening", "cube", "take", "from", "pass", "computer"}     # where it knows what to do
QUESTIONS = {"opening", "from", "to", "confirm", "computer", "over"}
RESUME_START = {"level": 1}
RECORD_START = {"level": 1, "position": None, "engine": False}


def backgammon_points(text: str) -> list:
    [(who, points)] = re.findall(r"(You|I) win [^:]*: (\d+) points?\.", text)
    return [int(points), -int(points)] if who == "You" else [-int(points), int(points)]


def read(state):
    return parse_move


def final_score(h) -> list:
    return backgammon_points(play_until_over_state(h, step).text)


def typist(scene, rng, pick=None) -> Optional[Typings]:
    choose = pick or rng.choice   # the move: one given, else one at random
    from games.backgammon.game import CUBE, MOVE, OPENING, RESIGN, TAKE, Decision

    state = scene.state
    # Never an answer that ends the game (a double the computer would drop, a resignation).
    answers = {OPENING: [("keep", "N"), ("reroll", "<Return>")], CUBE: [("roll", "N")],
               TAKE: [("take", "<Return>")], RESIGN: [("reject", "N")]}
    if state.phase in answers:
        word, keys = rng.choice(answers[state.phase])
        return Typings(Decision(word), [keys])
    if state.phase != MOVE or scene.builder is None:
        return None
    if scene.builder.forced_pass:
        return Typings(BackgammonPlay(()), ["<Return>"])
    play = choose([m for m in state.legal_moves() if isinstance(m, BackgammonPlay)])
    typings = []
    for order in backgammon_orders(scene, play):
        point = {BAR: "25", OFF: rng.choice("O0")}
        steps = (f"{point.get(s.src, s.src)} <Return> {point.get(s.dst, s.dst)} <Return>" for s in order)
        typings.append(" ".join(steps) + " <Return>")
    return Typings(play, typings, len(play.steps))


def backgammon_orders(scene, play) -> list[tuple]:
    """Every order of ``play``'s pieces that the scene takes, a piece at a time (the rules'
    own first)."""
    orders = []
    for order in sorted(set(itertools.permutations(play.steps)), key=lambda o: o != play.steps):
        builder = BackgammonBuilder(scene.state.position(0), scene.state.dice)
        try:
            for step in order:
                assert not builder.complete
                builder.move(step.src, step.dst)
        except (IllegalMove, AssertionError):
            continue
        if builder.playable and builder.play() == play:
            orders.append(order)
    assert orders, f"{play} cannot be typed"
    return orders

# The window's options for the walks at random keys: the saved-game fuzz (started without
# asking how many play, against the quickest players), the contrast walk and the 40 columns
# walk, and how many questions at least the last must meet.
QUICK_START = {"level": 1}
CONTRAST_START = {"level": 1}
FITS_START = {"level": 1}
FEW_QUESTIONS = 4

# the values of its pack as the help names them, and the window's options for it (None:
# its keys name no card by its value)
PACK_VALUES = None

# The keys under the cards at the card table (test_ui_keys_recede): none here (no keys under cards that recede).
RECEDE_START = None


SERIES = None                 # test_series takes the games above as its examples of a series
CARD_WORDS = None              # no cards for the coach to name

# What its window shows as a new game starts, whatever the seed.
OPENING = "COMPUTER X"
# The expert's deep search (numpy, bundled) answers in engine mode from the one file, as from
# the source, and a line it cannot read is an error.
PACKAGED = (Run(("backgammon", "--engine"), input="4HPwATDgc/ABMA 6 4\nnonsense\n", shows="error:"),)

# A finished game's line in the history, as the program writes it (but its date).
RECORD_LINE = {"game": "backgammon", "seed": 3, "players": ["you", "level 3"], "result": "won",
               "results": ["won", "lost"],
               "score": [2, -2], "kind": "gammon", "points": 2, "cost": 8.5}
# What the records (main.py records, the records screen) say of that line alone, and its row
# under "Last games" on the screen (after its date).
RECORD_SAYS = ("Games played 1, won 1", "Running total: you +2")
RECORD_ROW = "won   gammon +2"
# Options a player may keep for it in the settings.
KEPT_OPTIONS = {"level": 3}
# Modules of its rules, which its new_state loads and the menu never does.
RULES_MODULES = ("games.backgammon.game",)
# Whether the resume tests play a whole game of it out to try a sitting's second game
# (yes: a game of it is quickly played out at random, and the next still goes on six moves in).
SECOND_GAME = True
