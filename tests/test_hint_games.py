"""The F9 hint in every game: at a question of yours it names a legal move in the game's
notation, the next key brings the question back as it was, and nothing is played; and
what you cannot see never changes the hint."""
from __future__ import annotations

import random
import re

import pytest

from games.accordion import coach as accordion_coach
from games.coach import hint_rng, say
from games.registry import all_games, find_game
from games.ui.harness import Harness
from tests.unseen import REDEAL

TABLE = {"players": 4, "hands": 4, "opponent": "simple"}
# How each game's window is started so that its first question is a move of yours.
STARTS = {
    "accordion": {"deal": 5, "layout": "one"},
    "marrakech": {"seat": ["person", "computer"]},
    "polignac": {**TABLE, "passing": False},
    "slobberhannes": {**TABLE, "passing": False},
    "hearts": {**TABLE, "passing": True},
    "blacktile": {**TABLE, "passing": True},
}
GAMES = [info.name for info in all_games()]


def flat(lines: list[str]) -> str:
    return re.sub(r"\s+", " ", " ".join(lines)).lower()


def ask_hint(name: str, **options):
    """The game's window at a question of yours, F9 pressed: (harness, view before, lines before)."""
    h = Harness(find_game(name), seed=3, **{**STARTS.get(name, {}), **options})
    scene = h.scene
    seat = scene.hint_seat()
    assert seat is not None, f"{name}: no question of yours to start with"
    view, before, made = scene.rules_state().view(seat), h.lines, scene.record.moves
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
    # named as the coach's sentences name it; Accordion's N as its key, which deals or ends the turn
    named = "n." if name == "accordion" and advice.move.is_no_move else say(advice.move).lower()
    assert shown.startswith(f"hint: {named}") and shown in flat(h.lines)
    assert scene.rules_state().view(seat) == view
    beeps, made = h.beeps, scene.record.moves
    h.keys("<Esc>")
    assert h.lines == before and h.beeps == beeps and not scene.hint_box.showing
    assert scene.rules_state().view(seat) == view and scene.record.moves == made


def test_in_backgammon_h_still_gives_the_computers_own_word_under_the_board_and_f9_the_shared_box():
    """F9 is the hint box of every game; H stays Backgammon's own: what the level you play
    would do, on the message line (its best plays under the board at a move)."""
    h, seat, view, before = ask_hint("backgammon")
    scene = h.scene
    assert scene.rules_state().view(seat) == view
    assert scene.hint_box.showing and "I would keep the dice" in h.text and before[30] == h.lines[30]
    h = Harness(find_game("backgammon"), seed=3)
    h.keys("H")
    assert "Hint: I would" in h.text and not h.scene.hint_box.showing and before[30] == h.lines[30]


def test_accordion_hints_a_move_of_a_line_to_one_pile_once_the_pack_is_out(monkeypatch):
    monkeypatch.setattr(accordion_coach, "SECONDS", 0.5)
    h, seat, view, before = ask_hint("accordion", layout="all")
    advice = h.scene.hint_box.advice
    assert not advice.move.is_no_move and advice.move in view.legal_moves
    assert "one pile" in advice.words or "piles" in advice.words


# After how many random moves each game is looked at: past the deal, with something hidden.
MOVES_IN = {"piquet": 30, "gin": 9, "marjolette": 7, "marrakesh": 6, "accordion": 8, "marrakech": 5,
            "backgammon": 4, "polignac": 6, "slobberhannes": 6, "hearts": 8, "blacktile": 8}


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
    info = find_game(name)
    state = position(info, MOVES_IN[name])
    seat = state.current_player()
    other = state.clone()
    REDEAL[name](other, seat, random.Random(1))
    if hasattr(state, "all_cards") and name != "backgammon":
        assert other.all_cards() != state.all_cards(), "nothing hidden was dealt again"
    view, again = state.view(seat), other.view(seat)
    assert view == again
    first, second = info.coach(view, hint_rng(view)), info.coach(again, hint_rng(again))
    assert first == second and first.move in view.legal_moves
