"""Entering a play piece by piece, as at the keyboard (games.backgammon.entry)."""
from __future__ import annotations

import random

import pytest
from hypothesis import example, given, settings, strategies as st

from games.backgammon.board import Position
from games.backgammon.entry import MoveBuilder
from games.backgammon.game import MOVE, BackgammonState, Resign, Settings
from games.backgammon.notation import Play, Step
from games.engine import IllegalMove


def position_in_a_random_game(seed: int) -> tuple[Position, tuple[int, int], random.Random]:
    rng = random.Random(seed)
    state = BackgammonState.new(rng, Settings(cube=False))
    for _ in range(rng.randrange(60)):
        if state.is_terminal():
            break
        state.apply(rng.choice(moves_but_resigning(state)))
    while not state.is_terminal() and state.phase != MOVE:
        state.apply(rng.choice(moves_but_resigning(state)))
    if state.is_terminal():
        return Position.start(), (6, 5), rng
    return state.position(state.turn), state.dice, rng


def moves_but_resigning(state: BackgammonState) -> list:
    """The legal moves as they were before resigning was one (the examples below were found so)."""
    return [m for m in state.legal_moves() if not isinstance(m, Resign)]


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6))
@example(103)      # 20/11* with 5-4: the route by 16 (hitting only where it lands), not 20/15*/11*
@example(770)      # 4/off 3/2 with 6-1: 4/off alone leaves the board that 4/3/off does
def test_every_legal_play_can_be_entered_piece_by_piece(seed):
    pos, dice, rng = position_in_a_random_game(seed)
    play = rng.choice(pos.legal_plays(*dice))
    builder = MoveBuilder(pos, dice)
    enter_as_a_person_would(builder, play)
    assert builder.playable and builder.play() == play


def enter_as_a_person_would(builder: MoveBuilder, play: Play) -> None:
    """Each piece's move as the play is written, in order; one the rules make wait (a piece
    still on the bar or outside the home table) after the others; and with doubles, where no
    written move can be made whole (bar/17(2): both pieces enter first), one die's hop of it."""
    waiting = list(play.steps)
    while waiting:
        for step in waiting:
            try:
                builder.move(step.src, step.dst)
            except IllegalMove:
                continue
            waiting.remove(step)
            break
        else:
            step, die = waiting[0], builder.dice[0]
            assert builder.dice[1] == die and step.src - step.dst > die, f"cannot enter {waiting}"
            builder.move(step.src, step.src - die)
            waiting[0] = Step(step.src - die, step.dst, step.hit)


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
    with pytest.raises(IllegalMove, match="your dice are 3 4$"):
        builder.move(24, 12)
    builder.move(24, 20)
    assert builder.left_text() == "3"


def test_entering_from_the_bar_onto_a_blot_hits_only_there():
    builder = MoveBuilder(Position.from_id("Vt3AEwDH5OAYQA"), (4, 1))
    hops = builder.move(25, 20)
    assert [(h.src, h.dst, h.hit) for h in hops] == [(25, 24, False), (24, 20, True)]
    assert builder.complete and builder.play() == Play.parse("bar/24/20*")


def test_a_piece_borne_off_with_the_larger_die_leaves_the_smaller_to_play():
    pos = Position.from_id("2yQQKDy+FwAAAA")           # your 1-point held; pieces on 2, 3 and 4
    builder = MoveBuilder(pos, (1, 6))
    builder.move(4, 0)
    # 4/off is already a whole play (the board 4/3/off leaves), but the 1 may still be played.
    assert builder.playable and not builder.complete and str(builder.play()) == "4/off"
    builder.move(3, 2)
    assert builder.complete and str(builder.play()) == "4/off 3/2"
