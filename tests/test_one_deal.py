"""A seed is one deal everywhere: the game a window scene starts with (``main.py GAME --seed S``)
is the first game of ``main.py match GAME --seed S``, with the person in seat 0.

Every registered game is started headless; the questions a game asks before it deals (how
many play, how many hands, one card at a time) are answered with Return, their defaults.
The match's state is made as the match harness makes it (its parser, its ``game_setup``)
and given the moves the window has made so far (the computer may have moved first). Then
both are played on alike, the first legal move each time, and at every step every seat's
view must be the same: what seat 0 sees now, and everything hidden (the stock's order,
the other hands, the dice to come) as it comes to light.
"""
from __future__ import annotations

import pytest

from games.match.command import game_setup, match_options, match_parser, option_words
from games.registry import Setup, playable_games
from games.ui import resume
from games.ui.harness import Harness
from games.ui.keys import parse_script

SEED = 41
STEPS = 150           # moves played on alike: enough to bring the stock and the dice to light


def window_state(info):
    """The scene, once it has dealt (its questions answered with their defaults)."""
    h = Harness(info, seed=SEED)
    for _ in range(8):
        if h.scene.state is not None:
            break
        h.keys("<Return>")
    scene = h.scene
    assert scene.state is not None, f"{info.name}: no game dealt after Return to every question"
    return scene


def match_state(info, seats: int, chosen):
    """Game 1 of ``main.py match GAME --seed SEED`` (with ``--players`` where the game asks),
    with the game's options as the window chose them (``chosen``, its setup's) typed out."""
    if info.match is None:                 # a game with no match: its setup as a match would make it
        return info.new_state(Setup(SEED, seats, chosen))
    parser, own = match_parser(info)
    words = ["--seed", str(SEED)] + (["--players", str(seats)] if info.seats[0] != info.seats[1] else [])
    words += option_words(chosen, own)
    setup, seating = game_setup(SEED, seats, 1, match_options(info, parser.parse_args(words)))
    assert seating[0] == 0                 # the match's first player sits in seat 0
    return info.new_state(setup)


def sight(state, seats: int) -> list[str]:
    """Everything every seat sees, and every card, in order, where the state lists them."""
    seen = [repr(state.view(seat)) for seat in range(seats)]
    cards = getattr(state, "all_cards", None)
    return seen + ([repr(cards())] if cards is not None else [])


@pytest.mark.parametrize("info", playable_games(), ids=lambda info: info.name)
def test_the_window_deals_the_first_game_of_the_match_of_the_same_seed(info):
    scene = window_state(info)
    state = scene.state
    assert scene.seed == SEED and scene.seat_is_yours(0)
    seats = len(getattr(scene, "seats", ())) or info.seats[0]
    other = match_state(info, seats, scene.setup.options)
    assert type(other) is type(state)
    for text in scene.record.sitting[-1] if scene.record.sitting else []:
        move = resume.find_move(other, text)
        assert move is not None, f"{info.name}: the window's move {text} is not the match's"
        other.apply(move)
    mine = state.clone()
    for _ in range(STEPS):
        assert sight(mine, seats) == sight(other, seats)
        if mine.is_terminal():
            break
        move = mine.legal_moves()[0]
        mine.apply(move)
        other.apply(resume.find_move(other, str(move)))
    assert sight(mine, seats) == sight(other, seats)


@pytest.mark.parametrize("info", playable_games(), ids=lambda info: info.name)
def test_a_state_keeps_its_setup_and_moves_and_is_made_again_from_them(info):
    """As python-chess's move_stack: the moves made in a state, with the setup it was made
    from, make it again; a copy for search keeps no record of its own."""
    import random
    setup = info.setup(SEED)
    state = info.new_state(setup)
    rng = random.Random(info.name)
    made = []
    for _ in range(80):
        if state.is_terminal():
            break
        move = rng.choice(list(state.legal_moves()))
        state.apply(move)
        made.append(move)
    assert state.setup is setup and list(state.move_stack) == made
    again = info.new_state(state.setup)
    for move in state.move_stack:
        again.apply(resume.find_move(again, str(move)))
    seats = info.seats[0]
    assert sight(again, seats) == sight(state, seats)
    copy = state.clone()
    copy_moves = list(copy.legal_moves())
    if copy_moves:
        copy.apply(copy_moves[0])
    assert copy.setup is None and copy.move_stack == () and list(state.move_stack) == made


@pytest.mark.parametrize("info", playable_games(), ids=lambda info: info.name)
def test_the_next_game_of_a_sitting_is_the_next_seed(info):
    scene = window_state(info)
    scene.new_game()
    for _ in range(8):                  # a question asked again before the deal (Accordion's layout)
        if scene.state is not None and scene.state.setup.seed == SEED + 1:
            break
        scene.app.play_script(parse_script("<Return>"))
    assert scene.seed == SEED + 1 and scene.state.setup.seed == SEED + 1
    assert scene.record.seeds[-1] == SEED + 1
