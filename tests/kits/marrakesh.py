"""The test kit of Marrakesh (see tests/kits/__init__.py for what each piece is for)."""
from __future__ import annotations

import random
import re
from typing import Optional

from games.marrakesh import board as marrakesh_board
from games.marrakesh.entry import MoveBuilder as MarrakeshBuilder
from games.marrakesh.moves import Bear, parse_move
from tests.kits import CardWords, Review
from tests.score_lines import play_until_over
from tests.typing_keys import Typings, card_ways
from tests.marrakesh.steps import marrakesh_step

GUIDE = None
HIDES = True
MOVES_IN = 6
HINT_START = {}
REVIEW = Review(spoil="PlayCard")
QUESTIONS_START = {"opponent": "simple"}
step = marrakesh_step
STEPS_AT = {"card", "from", "to", "confirm", "round_over"}
QUESTIONS = {"card", "from", "confirm", "turned", "round_over", "computer"}
RESUME_START = {}
RECORD_START = {"opponent": "random", "rounds": 6}


def marrakesh_game(text: str) -> list:
    [(you, me)] = re.findall(r"Game: you (\d+), me (\d+)", text)
    return [int(you), int(me)]


def read(state):
    return parse_move


def final_score(h) -> list:
    return marrakesh_game(play_until_over(h, step).text)


def typist(scene, rng, pick=None) -> Optional[Typings]:
    choose = pick or rng.choice   # the move: one given, else one at random
    from games.marrakesh import scene_layout as lay

    if scene.question.name == "card":
        move = choose(scene.state.legal_moves())
        return Typings(move, card_ways(move.card, list(scene.human_view().hand), lay.LABELS))
    if scene.question.name != "from":
        return None
    move = choose(scene.state.legal_moves())
    return Typings(move, [f"{keys} <Return>" for keys in marrakesh_typings(scene.builder, move, rng)],
                   len(move.steps))


def marrakesh_typings(start_builder, move: Bear, rng: random.Random) -> list[str]:
    """The keys of every way to make ``move`` a piece at a time, the rules' own first: the
    pieces in any order, by any route that leaves the same board (the point a piece leaves,
    then where it goes when the numbers leave it more than one place: off is O or 0)."""
    target = marrakesh_board.after_steps(start_builder.start, move.steps)
    found = []

    def walk(builder: MarrakeshBuilder, keys: list[str]) -> None:
        if builder.complete:
            if builder.side == target:
                found.append((tuple(builder.steps) != move.steps, " ".join(keys)))
            return
        for src in range(1, 7):
            if builder.source_reason(src):
                continue
            places = builder.destinations(src)
            for dst in places:
                where = [] if len(places) == 1 else [rng.choice("O0") if dst == 0 else str(dst)]
                builder.add(src, dst)
                walk(builder, keys + [str(src)] + where)
                builder.undo()

    walk(MarrakeshBuilder(start_builder.start, start_builder.numbers), [])
    assert found, f"{move} cannot be typed"
    return [keys for _, keys in sorted(found)]         # the rules' order first

# The window's options for the walks at random keys: the saved-game fuzz (started without
# asking how many play, against the quickest players), the contrast walk and the 40 columns
# walk, and how many questions at least the last must meet.
QUICK_START = {"opponent": "random"}
CONTRAST_START = {"opponent": "random"}
FITS_START = {}
FEW_QUESTIONS = 4

# the values of its pack as the help names them, and the window's options for it (None:
# its keys name no card by its value)
PACK_VALUES = ("A 2-6 Q", {})

# The keys under the cards at the card table (test_ui_keys_recede): the window's options, and
# where each key is with whether its card can be used now (empty: not now).
RECEDE_START = {}


def receding_keys(scene):
    """Any card may be played when a card is asked for; while you move your pieces, 1-6
    name points, and the keys under the cards do nothing."""
    from games.marrakesh import scene_layout as lay
    hand = scene.human_view().hand
    if scene.question.name not in ("card", "from") or scene.finished is not None:
        return {}
    return {(1 + 3 * i, lay.LABEL_ROW): scene.question.name == "card" for i in range(len(hand))}


SERIES = None                 # test_series takes the games above as its examples of a series
CARD_WORDS = CardWords()

# What its window shows as a new game starts, whatever the seed.
OPENING = "Round 1 of 12"
# Nothing of its own to run in the packaged program beyond its window's opening.
PACKAGED = ()

# A finished game's line in the history, as the program writes it (but its date).
RECORD_LINE = {"game": "marrakesh", "seed": 10, "players": ["person", "computer"], "result": "lost",
               "results": ["lost", "won"],
               "score": [18, 21]}
# What the records (main.py records, the records screen) say of that line alone, and its row
# under "Last games" on the screen (after its date).
RECORD_SAYS = ("Games played 1, won 0", "Your points: 18")
RECORD_ROW = "lost  18 21"
# Options a player may keep for it in the settings.
KEPT_OPTIONS = {"rounds": 6, "purple": True}
# Modules of its rules, which its new_state loads and the menu never does.
RULES_MODULES = ("games.marrakesh.game",)
# Whether the resume tests play a whole game of it out to try a sitting's second game
# (no: a whole game of it takes long to play out at random).
SECOND_GAME = False
