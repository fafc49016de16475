"""The test kit of Marjolette (see tests/kits/__init__.py for what each piece is for)."""
from __future__ import annotations

import random
from typing import Optional

from games.marjolette.moves import parse_move
from tests.kits import CardWords, Review
from tests.score_lines import play_until_over, two_columns_me_then_you
from tests.typing_keys import Typings, card_ways
from tests.marjolette.steps import marjolette_step

GUIDE = None
HIDES = True
MOVES_IN = 7
HINT_START = {}
REVIEW = Review(spoil="Play")
QUESTIONS_START = {"opponent": "simple"}
step = marjolette_step
STEPS_AT = {"card", "declare", "hand_over"}
QUESTIONS = {"card", "declare", "trick", "hand_over", "computer"}
RESUME_START = {}
RECORD_START = {"opponent": "simple"}


def read(state):
    return parse_move


def final_score(h) -> list:
    return two_columns_me_then_you(play_until_over(h, step).text, "Game")


def typist(scene, rng, pick=None) -> Optional[Typings]:
    choose = pick or rng.choice   # the move: one given, else one at random
    from games.marjolette import scene_layout as lay
    from games.marjolette.moves import Pass

    if scene.question.name == "declare":
        move = choose(scene.state.hand.legal_moves())
        if move == Pass():
            return Typings(move, ["N"])
        i = scene.choices.index(move)
        return Typings(move, ["<Return>", "Y", "1"] if i == 0 else [str(i + 1)])
    if scene.question.name != "card":
        return None
    move = choose(scene.state.legal_moves())
    return Typings(move, card_ways(move.card, lay.playable(scene.human_view()), lay.LABELS))

# The window's options for the walks at random keys: the saved-game fuzz (started without
# asking how many play, against the quickest players), the contrast walk and the 40 columns
# walk, and how many questions at least the last must meet.
QUICK_START = {"opponent": "random"}
CONTRAST_START = {"opponent": "random"}
FITS_START = {}
FEW_QUESTIONS = 4

# the values of its pack as the help names them, and the window's options for it (None:
# its keys name no card by its value)
PACK_VALUES = ("A 7-9 T J Q K", {})

# The keys under the cards at the card table (test_ui_keys_recede): the window's options, and
# where each key is with whether its card can be used now (empty: not now).
RECEDE_START = {}


def receding_keys(scene):
    """At your card: the hand's keys, then the melded cards' on the table; once the stock
    is gone you must follow and win if you can."""
    from games.marjolette import scene_layout as lay
    from games.marjolette.moves import Play
    view = scene.human_view()
    if scene.question.name != "card":
        return {}
    legal = {m.card for m in view.legal_moves if isinstance(m, Play)}
    cells = [(2 + lay.STEP * i, lay.HAND_ROW + 1) for i in range(len(view.hand))]
    cells += [(2 + lay.STEP * i, lay.MY_TABLE_ROW + 1) for i in range(len(view.table))]
    return {cell: card in legal for cell, card in zip(cells, lay.playable(view))}


# A series of hands for test_series: a game.
def SERIES(rng):
    from games.marjolette.game import MarjoletteGame
    return MarjoletteGame(rng)
CARD_WORDS = CardWords()

# What its window shows as a new game starts, whatever the seed.
OPENING = "Game to 250"
# Nothing of its own to run in the packaged program beyond its window's opening.
PACKAGED = ()

# A finished game's line in the history, as the program writes it (but its date).
RECORD_LINE = {"game": "marjolette", "seed": 7, "players": ["you", "computer"], "result": "won",
               "results": ["won", "lost"],
               "score": [1000, 620]}
# What the records (main.py records, the records screen) say of that line alone, and its row
# under "Last games" on the screen (after its date).
RECORD_SAYS = ("Games played 1, won 1", "Your points: 1000")
RECORD_ROW = "won   1000 620"
# Options a player may keep for it in the settings.
KEPT_OPTIONS = {"opponent": "simple"}
# Modules of its rules, which its new_state loads and the menu never does.
RULES_MODULES = ("games.marjolette.game", "games.marjolette.melds")
# Whether the resume tests play a whole game of it out to try a sitting's second game
# (no: a whole game of it takes long to play out at random).
SECOND_GAME = False
