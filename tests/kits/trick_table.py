"""What the trick-avoidance games' kits share: their scene (games.avoidance), its keys and
its questions (each kit gives its own options and figures)."""
from __future__ import annotations

import random
from typing import Optional

from games.avoidance.moves import parse_move
from tests import scenes
from tests.score_lines import play_until_over, seat_table_last_column
from tests.typing_keys import Typings, card_ways, in_any_order, tile_ways

GUIDE = None
HIDES = True
TABLE = {"players": 4, "hands": 4, "opponent": "simple"}
QUESTIONS_START = {"opponent": "simple"}
STEPS_AT = {"pass", "bid", "card", "trick", "hand_over", "computer", "auto"}
step = scenes.card_table_step


def read(state):
    return lambda text: parse_move(text, state.variant.play_move, state.variant.pass_move)


def table_score(h, seats: int, step=scenes.card_table_step) -> list:
    return seat_table_last_column(play_until_over(h, step).text, "Total", seats)


def typist(scene, rng, pick=None) -> Optional[Typings]:
    """Polignac, Slobberhannes and Short Hearts: cards passed in any order, a bid, a card."""
    choose = pick or rng.choice   # the move: one given, else one at random
    from games.avoidance.scene_table import LABELS

    if scene.question.name not in ("pass", "bid", "card"):
        return None
    move = choose(scene.state.legal_moves())
    shown = scene.shown_hand(scene.view())
    if scene.question.name == "pass":
        parts = [card_ways(c, shown, LABELS) for c in move.cards]
        return Typings(move, [f"{keys} <Return>" for keys in in_any_order(parts, rng)], len(parts))
    if scene.question.name == "bid":
        return Typings(move, ["<Return>", "Y"] if move.capot else ["N"])
    return Typings(move, card_ways(move.card, shown, LABELS))


def tile_typist(scene, rng, pick=None) -> Optional[Typings]:
    """Tiles by their two numbers in either order, passed in any order; a lead's suit named."""
    choose = pick or rng.choice   # the move: one given, else one at random
    from games.blacktile.tiles import DOUBLES

    if scene.question.name not in ("pass", "card"):
        return None
    move = choose(scene.state.legal_moves())
    if scene.question.name == "pass":
        parts = [tile_ways(t) for t in move.cards]
        return Typings(move, [f"{keys} <Return>" for keys in in_any_order(parts, rng)], len(parts))
    suit = "" if move.suit is None else ("D" if move.suit == DOUBLES else str(move.suit))
    return Typings(move, [f"{way} {suit}" for way in tile_ways(move.card)], 2)
