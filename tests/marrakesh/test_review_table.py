"""The review of a Marrakesh round on the table: the board and your hand as they stood at
each choice, your card or move marked in white and the computer's in red."""
from __future__ import annotations

import random

from games.marrakesh import GAME
from games.marrakesh.board import after_steps
from games.marrakesh import scene_layout as lay
from games.marrakesh.game import MarrakeshState
from games.marrakesh.moves import PlayCard
from games.marrakesh.rules import Settings
from games.marrakesh.view import MOVE
from games.ui import review
from games.coach import say
from games.ui.contrast import unreadable
from games.ui.harness import Harness
from games.ui.screen import CELL
from tests.review_play import play_hand


def review_of_a_round():
    h, spoilt, cost = play_hand("marrakesh")
    h.keys("V")
    h.scene.wait_for_background()
    return h, spoilt


def frame_colour(h, col: int, row: int) -> int:
    """The colour of the frame drawn round the card at (col, row), at its left edge."""
    return h.app.screen.pixels[(row * CELL + CELL // 2) * 320 + col * CELL - 2]


def test_each_choice_shows_your_hand_then_with_your_card_and_mine_marked():
    h, spoilt = review_of_a_round()
    box = h.scene.review_box
    assert box.showing and len(box.entries) >= 2
    cards = [i for i, e in enumerate(box.entries) if isinstance(e.decision.played, PlayCard)]
    assert cards, "the spoilt card is among the choices listed"
    for i in cards[:2]:                 # stepped to with Right, as a player steps
        h.keys(" ".join(["<Right>"] * ((i - box.index) % len(box.entries))) or "")
        assert box.index == i
        entry = box.shown()
        view, played, best = entry.decision.view, entry.decision.played, entry.judgement.best
        assert played != best
        hand = h.lines[lay.REVIEW_HAND]
        assert hand.split() == [c.glyph for c in view.hand]
        marks = h.lines[lay.REVIEW_HAND + 1]
        for move, who, colour in ((played, "You", lay.INK), (best, "Me", lay.RED_INK)):
            col = lay.hand_col(view.hand.index(move.card))
            assert marks[col:col + len(who)] == who
            assert frame_colour(h, col, lay.REVIEW_HAND) == colour
        assert f"Round {view.round_number} of" in h.lines[0]
        assert h.lines[review.BAND_TOP + 1].startswith(f"You played: {say(played)}")
        assert "1  2  3" not in h.text                  # no keys: they would seem to work
        assert unreadable(h.app.screen) == []


def a_move_to_make(seed: int = 1):
    """A view of yours with pieces to move and more than two ways to move them."""
    rng = random.Random(seed)
    state = MarrakeshState.new(rng, Settings())
    while not (state.phase == MOVE and state.current_player() == 0 and len(state.legal_moves()) > 2):
        state.apply(rng.choice(list(state.legal_moves())))
    return state.view(0)


def test_a_move_shows_what_yours_and_mine_change_on_your_points():
    h = Harness(GAME, seed=3)
    view = a_move_to_make()
    played, best = view.legal_moves[-1], view.legal_moves[0]
    screen = h.app.screen
    screen.clear(0)
    assert h.scene.draw_decision(screen, view, played, best)
    lines = screen.text_lines()
    side = view.sides[0]
    for move, row, colour in ((played, lay.BOTTOM["label"], lay.INK), (best, lay.BOTTOM["dice"], lay.RED_INK)):
        after = after_steps(side, move.steps)
        for point in range(1, 7):
            col = lay.point_col(point) - 1
            change = after[point - 1] - side[point - 1]
            assert lines[row][col:col + 2] == (f"{change:+d}" if change else "  ")
            if change:
                assert screen.inks[row][col][0] == colour
        off = lines[row][lay.point_col(1) + 1:lay.point_col(1) + 3]
        assert off == (f"{lay.OFF_MARK}{move.borne_off}" if move.borne_off else "  ")
    assert "You: under the points" in lines[lay.REVIEW_HAND + 1] and "Me: over them" in lines[lay.REVIEW_HAND + 2]
    assert lines[lay.REVIEW_HAND].split() == [c.glyph for c in view.hand]
    assert not any(line.strip() for line in lines[review.BAND_TOP:]) and unreadable(screen) == []
