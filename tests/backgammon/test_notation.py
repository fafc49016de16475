"""Standard notation: printing, parsing, round trips and rejections."""
from __future__ import annotations

import random

import pytest

from games.backgammon.game import BackgammonState, Decision, parse_move
from games.backgammon.notation import Play, Step
from games.engine import InvalidNotation


@pytest.mark.parametrize("text", ["8/5 6/5", "bar/22 13/11*", "6/off 5/off", "24/20(2)",
                                  "24/18*/13", "13/7(2) 8/2(2)", "bar/20", "cannot move", "4/off(2) 3/off(2)",
                                  "8/5*(2) 6/3*(2)", "24/18 8/5*(2)"])
def test_canonical_texts_round_trip(text):
    assert str(Play.parse(text)) == text


@pytest.mark.parametrize("text,canonical", [("6/5 8/5", "8/5 6/5"), ("24/18 18/13", "24/13"),
                                            ("13/10 13/10 10/7 10/7", "13/7(2)"),
                                            ("25/22 13/11*", "bar/22 13/11*"), ("6/0", "6/off"),
                                            ("BAR/20 OFF", None), ("24/20 24/20", "24/20(2)"),
                                            ("8/5 8/5* 6/3 6/3*", "8/5*(2) 6/3*(2)")])
def test_other_writings_print_canonically(text, canonical):
    if canonical is None:
        with pytest.raises(InvalidNotation):
            Play.parse(text)
    else:
        assert str(Play.parse(text)) == canonical
        assert Play.parse(text) == Play.parse(canonical)


@pytest.mark.parametrize("text", ["", "13", "13-9", "9/13", "off/3", "3/bar", "26/20", "13/*9",
                                  "13/9(7)", "x/y"])
def test_rejected_texts(text):
    with pytest.raises(InvalidNotation):
        Play.parse(text)


def test_pieces_making_the_same_hop_hit_once():
    assert Play.parse("8/5*(2)") == Play.parse("8/5* 8/5") and Play.parse("8/5*(2)").hits == 1


def test_hit_in_the_middle_of_a_chain_is_kept():
    play = Play((Step(24, 18, True), Step(18, 13)))
    assert str(play) == "24/18*/13" and len(play.steps) == 2 and play.hits == 1


def test_every_legal_play_of_random_games_round_trips():
    rng = random.Random(11)
    for seed in range(6):
        state = BackgammonState.new(random.Random(seed))
        while not state.is_terminal():
            moves = state.legal_moves()
            for move in moves:
                assert parse_move(str(move)) == move
                if isinstance(move, Play):
                    assert state.position().apply(move) == dict(state._successors)[move]
            state.apply(Decision("take") if state.phase == "take" else rng.choice(moves))


def test_any_text_gives_a_play_or_invalid_notation_and_nothing_else():
    rng = random.Random(27)
    pieces = ["8", "5", "24", "25", "0", "bar", "off", "/", "*", "(2)", "(9)", "(", ")", " ", "²", "٣", "３",
              "cannot", "move", "-", "pass", "x", "", "1e3"]
    for _ in range(5000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 8)))
        try:
            play = Play.parse(text)
        except InvalidNotation:
            continue
        assert Play.parse(str(play)) == play


@pytest.mark.parametrize("text", ["²/1", "13/²", "٣/1", "8/5(٣)"])
def test_figures_other_than_ascii_are_not_points(text):
    with pytest.raises(InvalidNotation):
        Play.parse(text)
