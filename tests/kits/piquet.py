"""The test kit of Piquet (see tests/kits/__init__.py for what each piece is for)."""
from __future__ import annotations

import random
from typing import Optional

from games.piquet.moves import parse_move
from tests.kits import CardWords, Review
from tests.score_lines import play_until_over, two_columns_me_then_you
from tests.typing_keys import Typings, card_ways, in_any_order
from tests.piquet.steps import piquet_step

GUIDE = None
HIDES = True
MOVES_IN = 30
HINT_START = {}


def quick_review(monkeypatch) -> None:
    """A computer of fewer trial deals for the review tests."""
    from games.piquet import coach
    from games.piquet.players.computer import ComputerPlayer
    from games.piquet.players.exchange import ExchangeTuning
    from games.piquet.players.play import PlayTuning
    quick = ComputerPlayer(ExchangeTuning(first_trials=4, shortlist=6, final_trials=20),
                           PlayTuning(guesses=4, sampled=6))
    monkeypatch.setattr(coach, "builtin", lambda builtins: quick)


REVIEW = Review(spoil="Play", quick=quick_review)
QUESTIONS_START = {"opponent": "random"}
step = piquet_step
STEPS_AT = {"discard", "card", "ask", "drawn", "declared", "last_trick", "hand_over"}
QUESTIONS = {"discard", "ask", "drawn", "declared", "card", "last_trick", "hand_over", "computer"}
RESUME_START = {}
RECORD_START = {"opponent": "simple"}


def read(state):
    return parse_move


def final_score(h) -> list:
    return two_columns_me_then_you(play_until_over(h, step).text, "Total")


def typist(scene, rng, pick=None) -> Optional[Typings]:
    choose = pick or rng.choice   # the move: one given, else one at random
    from games.piquet import scene_layout as lay

    shown = lay.displayed(scene.order, scene.human_view())
    if scene.question.name == "ask":                # the dialogue's questions: the scene knows the moves
        return Typings(None, ["<Return>", "N"])
    if scene.question.name == "discard":
        move = choose(list(scene.state.legal_moves()))
        parts = [card_ways(c, shown, lay.LABELS) for c in move.cards]
        return Typings(move, [f"{keys} <Return>" for keys in in_any_order(parts, rng)], len(parts))
    if scene.question.name == "card":
        move = choose(scene.state.legal_moves())
        return Typings(move, card_ways(move.card, shown, lay.LABELS))
    return None

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
    """At your card, when you must follow suit: the keys of the cards that follow."""
    from games.piquet import scene_layout as lay
    from games.piquet.moves import Play
    view = scene.human_view()
    if scene.question.name != "card":
        return {}
    legal = {m.card for m in view.legal_moves if isinstance(m, Play)}
    return {(lay.HAND_COL + 2 * i, lay.LABEL_ROW): card in legal
            for i, card in enumerate(lay.displayed(scene.order, view))}


# A series of hands for test_series: a partie.
def SERIES(rng):
    from games.piquet.partie import Partie
    return Partie(rng)
CARD_WORDS = CardWords()

# What its window shows as a new game starts, whatever the seed.
OPENING = "Hand 1 of 6"
# Nothing of its own to run in the packaged program beyond its window's opening.
PACKAGED = ()

# A finished game's line in the history, as the program writes it (but its date).
RECORD_LINE = {"game": "piquet", "seed": 9, "players": ["you", "computer"], "result": "won", "results": ["won", "lost"],
               "score": [131, 77]}
# What the records (main.py records, the records screen) say of that line alone, and its row
# under "Last games" on the screen (after its date).
RECORD_SAYS = ("Parties played 1, won 1", "Your points: 131")
RECORD_ROW = "won   131 77"
# Options a player may keep for it in the settings.
KEPT_OPTIONS = {"opponent": "simple"}
# Modules of its rules, which its new_state loads and the menu never does.
RULES_MODULES = ("games.piquet.partie",)
# Whether the resume tests play a whole game of it out to try a sitting's second game
# (no: a whole game of it takes long to play out at random).
SECOND_GAME = False
