"""Entering a play piece by piece, as at the keyboard (games.backgammon.entry)."""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings, strategies as st

from games.backgammon.board import Position
from games.backgammon.entry import MoveBuilder
from games.backgammon.game import MOVE, BackgammonState, Settings
from games.engine import IllegalMove


def position_in_a_random_game(seed: int) -> tuple[Position, tuple[int, int], random.Random]:
    rng = random.Random(seed)
    state = BackgammonState.new(rng, Settings(cube=False))
    for _ in range(rng.randrange(60)):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_moves()))
    while not state.is_terminal() and state.phase != MOVE:
        state.apply(rng.choice(state.legal_moves()))
    if state.is_terminal():
        return Position.start(), (6, 5), rng
    return state.position(state.turn), state.dice, rng


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6))
def test_every_legal_play_can_be_entered_piece_by_piece(seed):
    pos, dice, rng = position_in_a_random_game(seed)
    play = rng.choice(pos.legal_plays(*dice))
    builder = MoveBuilder(pos, dice)
    for step in play.steps:
        builder.move(step.src, step.dst)
    assert builder.complete and builder.play() == play


def test_a_piece_moved_with_both_dice_goes_round_a_blot():
    pos = Position.from_id("Dl/gQQiiz+ABMA")         # a blot of the computer's on your 3-point
    builder = MoveBuilder(pos, (1, 2))
    assert [(h.src, h.dst, h.hit) for h in builder.move(5, 2)] == [(5, 4, False), (4, 2, False)]
    builder.undo()
    assert builder.move(5, 3)[0].hit                   # hitting is asked for hop by hop
    builder.move(3, 2)
    assert str(builder.play()) == "5/3*/2"


def test_bearing_off_before_all_are_home_says_so():
    builder = MoveBuilder(Position.start(), (5, 2))
    with pytest.raises(IllegalMove, match="all your pieces are home"):
        builder.move(13, 0)


def test_the_dice_left_are_named_in_the_order_thrown():
    builder = MoveBuilder(Position.start(), (3, 4))
    with pytest.raises(IllegalMove, match="with 3 4$"):
        builder.move(24, 12)
    builder.move(24, 20)
    assert builder.left_text() == "3"
