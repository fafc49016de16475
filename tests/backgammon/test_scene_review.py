"""V at the end of a Backgammon game: the expert's review of your plays and cube
decisions, worked out beside the loop, worst first, each on the board as it stood.
The expert is level 2 here (the strongest takes seconds a decision)."""
from __future__ import annotations

import pytest

from games.backgammon import GAME, scene_review, search
from games.backgammon.analysis import RATINGS, WORST
from games.backgammon.game import MOVE
from games.backgammon.players import player_for_level
from games.seats import YOU
from games.ui.review import WORKING
from tests import scenes
from tests.backgammon.helpers import position
from tests.backgammon.steps import backgammon_keys, backgammon_step

RACE = position({6: 3, 5: 3, 4: 2, 3: 2, 2: 2}, {6: 2, 5: 3, 4: 3, 3: 2, 2: 2, 1: 2}).position_id()
WORDS = [word for _, word in RATINGS] + [WORST]


@pytest.fixture(autouse=True)
def quick_expert(monkeypatch):
    monkeypatch.setattr(scene_review, "REVIEW_LEVEL", 2)


def blundered_game():
    """A bear-off race played to its end through the scene's keys, your first play the
    one the expert ranks last: (the harness, that play)."""
    h = scenes.start(GAME, level=1, position=RACE, engine=False, seed=3)
    blunder = None
    for _ in range(300):
        state = h.scene.state
        if state.is_terminal():
            return h, blunder
        if blunder is None and state.current_player() == YOU and state.phase == MOVE:
            player = player_for_level(2)
            player.prepare()
            scored = search.ranked(player.evaluate, state.position(YOU), state.dice)
            blunder = scored[-1][1]
            h.keys(backgammon_keys(blunder))
        else:
            backgammon_step(h)
    raise AssertionError("the game did not end")


def test_v_at_the_end_of_a_game_lists_the_blunder_worst_first_under_the_error_rate():
    h, blunder = blundered_game()
    scene = h.scene
    assert "Another game?" in h.text and "V: a review of your play" in h.text
    before = h.lines
    h.keys("V")
    box = scene.review_box
    assert box.showing and (WORKING in h.text or box.judged_game is not None)
    scene.wait_for_background()
    h.keys("")
    heading = h.lines[0].strip()
    rate = box.judged_game.error_rate
    assert heading == f"Error rate {rate:.1f}: {box.judged_game.rating}" and rate > 0
    assert heading.split(": ", 1)[1] in WORDS
    costs = [j.cost for j in box.changes]
    assert costs == sorted(costs, reverse=True) and all(c >= 0 for c in costs)
    mine = [j for j in box.changes if j.made == blunder]
    assert mine and mine[0].cost > 0
    seen = []
    for _ in box.changes:                    # Right steps through them all, the board redrawn
        seen.append((h.lines[22].strip(), h.lines[25].strip()))
        assert "24 23 22 21 20 19" in h.lines[2] and "Position ID" in h.lines[26]
        h.keys("<Right>")
    assert f"You played: {blunder}" in [played for played, _ in seen]
    assert seen[0][1] == f"Cost {costs[0]:.3f} equity per point of stake"
    assert (h.lines[22].strip(), h.lines[25].strip()) == seen[0]       # round to the worst again
    if len(seen) > 1:
        h.keys("<Left>")
        assert (h.lines[22].strip(), h.lines[25].strip()) == seen[-1]
    h.keys("<Esc>")
    assert h.lines == before and not box.showing and scene.state.is_terminal()


def test_a_key_while_it_is_worked_out_goes_back_and_the_work_goes_on():
    h, _ = blundered_game()
    before = h.lines
    scene = h.scene
    scene.review_box.ask_game(scene.game_log().games[-1])    # as V does, without tending it
    assert WORKING in scene.review_box.lines()[0][1]
    h.keys("<Esc>")
    assert not scene.review_box.showing
    scene.wait_for_background()
    assert scene.review_box.judged_game is not None and h.lines == before
    h.keys("V")
    assert h.lines[0].startswith("Error rate")


def test_the_review_under_way_says_how_many_of_your_turns_are_looked_at():
    h, _ = blundered_game()
    scene = h.scene
    box = scene.review_box
    box.ask_game(scene.game_log().games[-1])
    scene.wait_for_background()
    yours = sum(1 for turn in scene.game_log().games[-1].turns if turn.seat == 0)
    assert box.progress.done == box.progress.total == yours > 0      # counted as the expert went
    box.judged_game = None                                          # as it stood half way
    box.progress.step(yours // 2, yours)
    lines = dict(box.lines())
    assert lines[1] == WORKING and lines[3] == f"{yours // 2} of {yours} of your turns looked at"
    assert lines[5].count("\u2588") == (yours // 2) * 32 // yours and len(lines[5]) == 32


def test_the_help_at_the_end_of_a_game_lists_v_and_the_records_keep_the_quick_figure():
    h, _ = blundered_game()
    keys = dict(h.scene.help_keys())
    assert keys["V"] == "the expert's review of your game"
    quick = h.scene.coach_cost()
    h.keys("V")
    h.scene.wait_for_background()
    h.keys("<Esc>")
    assert h.scene.coach_cost() == quick


def test_no_review_is_offered_while_a_game_is_played():
    h = scenes.start(GAME, level=1, position=RACE, engine=False, seed=3)
    assert not h.scene.review_offered() and "V" not in dict(h.scene.help_keys())
    h.keys("V")
    assert not h.scene.review_box.showing
