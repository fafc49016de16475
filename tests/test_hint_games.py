"""The F9 hint in every game: at a question of yours it names a legal move in the game's
notation, the next key brings the question back as it was, and nothing is played; and
what you cannot see never changes the hint."""
from __future__ import annotations

import random
import re

import pytest

from games.coach import hint_rng, say
from games.registry import all_games, find_game
from games.ui.harness import Harness
from tests.kits import need

GAMES = [info.name for info in all_games()]


def flat(lines: list[str]) -> str:
    return re.sub(r"\s+", " ", " ".join(lines)).lower()


def ask_hint(name: str, **options):
    """The game's window at a question of yours (its kit's ``HINT_START``), F9 pressed:
    (harness, view before, lines before)."""
    info = find_game(name)
    h = Harness(info, seed=3, **{**need(info, "HINT_START"), **options})
    scene = h.scene
    seat = scene.hint_seat()
    assert seat is not None, f"{name}: no question of yours to start with"
    view, before, made = scene.state.view(seat), h.lines, scene.record.moves
    h.keys("<F9>")
    assert scene.record.moves == made, "a hint made a move"
    return h, seat, view, before


@pytest.mark.parametrize("name", GAMES)
def test_f9_names_a_legal_move_and_the_next_key_brings_the_question_back(name):
    h, seat, view, before = ask_hint(name)
    scene = h.scene
    advice = scene.hint_box.advice
    assert advice is not None and advice.move in view.legal_moves
    shown = flat(scene.hint_box.lines)
    # named as the coach's sentences name it; a move its key names (Accordion's N, which
    # deals or ends the turn) as that key
    named = "n." if getattr(advice.move, "is_no_move", False) else say(advice.move).lower()
    assert shown.startswith(f"hint: {named}") and shown in flat(h.lines)
    assert scene.state.view(seat) == view
    beeps, made = h.beeps, scene.record.moves
    h.keys("<Esc>")
    assert h.lines == before and h.beeps == beeps and not scene.hint_box.showing
    assert scene.state.view(seat) == view and scene.record.moves == made


def position(info, moves: int, seed: int = 11):
    """A position ``moves`` random moves into a game (or more, to a choice), not over."""
    rng, state, made = random.Random(seed), info.new_state(info.setup(seed)), 0
    while made < moves or len(state.legal_moves()) < 2:
        if state.is_terminal():
            return position(info, moves, seed + 1)
        state.apply(rng.choice(list(state.legal_moves())))
        made += 1
    return state


@pytest.mark.parametrize("name", GAMES)
def test_cards_you_cannot_see_do_not_change_the_hint(name):
    """A position some random moves in (the kit's ``MOVES_IN``: past the deal, with
    something hidden where the kit says the game ``HIDES`` something)."""
    info = find_game(name)
    state = position(info, need(info, "MOVES_IN"))
    seat = state.current_player()
    other = state.redeal(seat, random.Random(1))
    if need(info, "HIDES"):
        assert other.all_cards() != state.all_cards(), "nothing hidden was dealt again"
    view, again = state.view(seat), other.view(seat)
    assert view == again
    first, second = info.coach(view, hint_rng(view)), info.coach(again, hint_rng(again))
    assert first == second and first.move in view.legal_moves
