"""The test kit of Gin Rummy (see tests/kits/__init__.py for what each piece is for)."""
from __future__ import annotations

import random
from typing import Optional

from games.gin_rummy.moves import parse_move
from games.gin_rummy.players import SimplePlayer
from tests.kits import CardWords, Review
from tests.score_lines import play_until_over, two_columns_me_then_you
from tests.typing_keys import Typings, card_ways
from tests.gin_rummy.steps import gin_step

# The game to 100 seldom ends under uniformly random play (random discards seldom let a
# seat knock, and a hand that runs the stock down scores nothing): a plain player makes
# about half the moves of the random play-outs.
GUIDE = SimplePlayer()
HIDES = True
MOVES_IN = 9
HINT_START = {}


def quick_review(monkeypatch) -> None:
    """Fewer play-outs for the review tests."""
    from games.gin_rummy import coach
    monkeypatch.setattr(coach, "REVIEW_PLAY_OUTS", 6)


REVIEW = Review(spoil="Discard", quick=quick_review)
QUESTIONS_START = {"opponent": "simple"}
step = gin_step
STEPS_AT = {"draw", "discard", "hand_over", "scores"}
QUESTIONS = {"draw", "move", "discard", "throw", "knock", "hand_over", "scores", "computer"}
RESUME_START = {}
RECORD_START = {"opponent": "simple"}


def read(state):
    return parse_move


def final_score(h) -> list:
    return two_columns_me_then_you(play_until_over(h, step).text, "Total")


def typist(scene, rng, pick=None) -> Optional[Typings]:
    choose = pick or rng.choice   # the move: one given, else one at random
    from games.gin_rummy import scene_layout as lay
    from games.gin_rummy.moves import Discard, Take

    legal = scene.state.hand.legal_moves()
    if scene.question.name == "draw":
        move = choose(legal)
        return Typings(move, ["<Return>", "Y"] if move == Take() else ["N"])
    if scene.question.name != "discard":
        return None
    move = choose(legal)
    knock = "" if Discard(move.card, knock=True) not in legal else ("<Return>" if move.knock else "N")
    ways = card_ways(move.card, scene.order, lay.LABELS)
    return Typings(move, [f"{way} <Return> {knock}" for way in ways])

# The window's options for the walks at random keys: the saved-game fuzz (started without
# asking how many play, against the quickest players), the contrast walk and the 40 columns
# walk, and how many questions at least the last must meet.
QUICK_START = {"opponent": "random"}
CONTRAST_START = {"opponent": "random"}
FITS_START = {}
FEW_QUESTIONS = 4

# the values of its pack as the help names them, and the window's options for it (None:
# its keys name no card by its value)
PACK_VALUES = ("A 2-9 T J Q K", {})

# The keys under the cards at the card table (test_ui_keys_recede): the window's options, and
# where each key is with whether its card can be used now (empty: not now).
RECEDE_START = {"opponent": "simple"}


def receding_keys(scene):
    """At your discard after taking the up-card: every key throws its card but that one's."""
    from games.gin_rummy import scene_layout as lay
    from games.seats import YOU
    view = scene.state.view(YOU)
    if scene.question.name != "discard" or view.taken is None:
        return {}
    return {(lay.HAND_COL + lay.STEP * i, lay.LABEL_ROW): card != view.taken
            for i, card in enumerate(scene.order)}


# A series of hands for test_series: a game to 30 (random play is slow to 100).
def SERIES(rng):
    from games.gin_rummy.game import GinGame
    from games.gin_rummy.scoring import Rules
    return GinGame(rng, Rules(game_target=30))
CARD_WORDS = CardWords()

# What its window shows as a new game starts, whatever the seed.
OPENING = "Hand 1"
# Nothing of its own to run in the packaged program beyond its window's opening.
PACKAGED = ()

# A finished game's line in the history, as the program writes it (but its date).
RECORD_LINE = {"game": "gin", "seed": 8, "players": ["you", "computer"], "result": "lost", "results": ["lost", "won"],
               "score": [40, 112]}
# What the records (main.py records, the records screen) say of that line alone, and its row
# under "Last games" on the screen (after its date).
RECORD_SAYS = ("Games played 1, won 0", "Your points: 40")
RECORD_ROW = "lost  40 112"
# Options a player may keep for it in the settings.
KEPT_OPTIONS = {"opponent": "simple"}
# Modules of its rules, which its new_state loads and the menu never does.
RULES_MODULES = ("games.gin_rummy.melds",)
# Whether the resume tests play a whole game of it out to try a sitting's second game
# (no: a whole game of it takes long to play out at random).
SECOND_GAME = False
