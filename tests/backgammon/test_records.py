"""Backgammon's own lines in the history: the kind of win and the points (the cube's), a
game replayed on resuming not counted twice, its running total and gammons."""
from __future__ import annotations

from games import records
from games.registry import find_game
from tests.kits.backgammon import RECORD_LINE
from tests.test_records import finish

LINE = {"date": "2026-11-20 10:00:00", **RECORD_LINE, "players": ["you", "level 3"]}


def test_a_finished_game_is_added_to_the_history():
    finish("backgammon", level=1)
    [line] = records.history()
    assert line["game"] == "backgammon" and line["seed"] == 3 and line["players"] == ["you", "level 1"]
    assert line["result"] in ("won", "lost") and line["kind"] in ("single", "gammon", "backgammon", "dropped")
    assert line["score"][0] == -line["score"][1] and abs(line["score"][0]) == line["points"]
    assert len(line["date"]) == 19


def test_moves_made_again_on_resuming_are_not_a_second_result():
    h = finish("backgammon", leave=False, level=1)
    scene = h.scene
    scene.new_game()
    state = scene.state
    scene.apply_move(state, state.legal_moves()[0])
    h.keys("<Esc><Return>")
    h.keys("4")
    h.keys("<Return>")                            # resumed: the first game is replayed
    assert "resumed" in h.text and len(records.history()) == 1


def test_summary_counts_streaks_and_each_games_own_figures():
    line = {k: v for k, v in LINE.items() if k not in ("results", "cost")}
    lines = [dict(line), dict(line, result="lost", score=[-1, 1], kind="single", points=1),
             dict(line, score=[4, -4], kind="single", points=4), dict(line, score=[1, -1], kind="single")]
    figures = records.summary(find_game("backgammon"), lines)
    assert (figures["played"], figures["won"], figures["lost"]) == (4, 3, 1)
    assert figures["streak"] == {"current": 2, "kind": "won", "best": 2}
    assert figures["running_total"] == 6 and figures["gammons"] == 1
