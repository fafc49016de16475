"""The history of finished games, what it adds up to, its screen and ``main.py records``.

Every test has a configuration folder of its own (tests/conftest.py), so the history
starts empty each time."""
from __future__ import annotations

import json
import random

import pytest

from games import records, store
from games.cli import main
from games.registry import find_game, playable_games
from games.ui.harness import Harness


def finish(name: str, seed: int = 3, leave: bool = True, **options) -> Harness:
    """A game of ``name`` played out at random through the scene's door for moves, and
    left (a game with a review keeps its record until then)."""
    info = find_game(name)
    h = Harness(info, seed=seed, menu_games=[info], **options)
    scene = h.scene
    state = scene.state
    rng = random.Random(seed)
    while not state.is_terminal():
        scene.apply_move(state, rng.choice(state.legal_moves()))
    if leave:
        h.keys("<Escape>")
        if h.scene is scene:                # asked first, a game still under way on screen
            h.keys("<Return>")
    return h


def write_history(*lines: str) -> None:
    path = store.location(records.HISTORY)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines) + "\n")


LINE = {"date": "2026-11-20 10:00:00", "game": "backgammon", "seed": 5, "players": ["you", "level 3"],
        "result": "won", "score": [2, -2], "kind": "gammon", "points": 2}


def test_a_finished_game_is_added_to_the_history():
    finish("backgammon", level=1)
    [line] = records.history()
    assert line["game"] == "backgammon" and line["seed"] == 3 and line["players"] == ["you", "level 1"]
    assert line["result"] in ("won", "lost") and line["kind"] in ("single", "gammon", "backgammon", "dropped")
    assert line["score"][0] == -line["score"][1] and abs(line["score"][0]) == line["points"]
    assert len(line["date"]) == 19


def test_accordion_keeps_the_deal_and_the_piles():
    finish("accordion", layout="all", deal=42)
    [line] = records.history("accordion")
    assert line["deal"] == 42 and line["players"] == ["you", "simple"]
    assert line["result"] == ("won" if line["piles"] == 1 else "lost") and line["score"] == [line["piles"]]


def test_a_table_of_three_keeps_every_seat():
    finish("hearts", players=3, hands=3, passing=False)
    [line] = records.history()
    assert line["players"] == ["person", "computer", "computer"] and len(line["score"]) == 3


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
    lines = [dict(LINE), dict(LINE, result="lost", score=[-1, 1], kind="single", points=1),
             dict(LINE, score=[4, -4], kind="single", points=4), dict(LINE, score=[1, -1], kind="single")]
    figures = records.summary(find_game("backgammon"), lines)
    assert (figures["played"], figures["won"], figures["lost"]) == (4, 3, 1)
    assert figures["streak"] == {"current": 2, "kind": "won", "best": 2}
    assert figures["running_total"] == 6 and figures["gammons"] == 1
    accordion = [{"game": "accordion", "deal": d, "piles": p, "result": "won" if p == 1 else "lost"}
                 for d, p in ((5, 3), (9, 1), (2, 1), (9, 1))]
    figures = records.summary(find_game("accordion"), accordion)
    assert figures["best_piles"] == 1 and figures["solved_deals"] == [2, 9] and figures["won"] == 3
    assert records.summary(find_game("gin"), accordion)["played"] == 0


def test_from_returns_gives_each_seats_result_and_the_points_given():
    assert records.from_returns([0.0, 0.0])["result"] == "drawn"
    assert records.from_returns([-3.0, -1.0, -9.0], [3, 1, 9]) == {
        "result": "lost", "results": ["lost", "won", "lost"], "score": [3, 1, 9]}
    assert records.from_returns([0.5, 0.5, 0.0], [52, 52, None])["results"] == ["drawn", "drawn", "lost"]


# -- main.py records ----------------------------------------------------------------------
def test_records_command_prints_each_game_played(capsys):
    write_history(json.dumps({"format": 1}), json.dumps(LINE))
    assert main(["records"]) == 0
    out = capsys.readouterr().out
    assert "Backgammon" in out and "Games played 1, won 1" in out and "Running total: you +2" in out
    assert "Gin Rummy" not in out


def test_records_command_for_one_game_as_json(capsys):
    write_history(json.dumps({"format": 1}), json.dumps(LINE))
    assert main(["records", "bg", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["format"] == 1 and data["history"].endswith("history.jsonl")
    [game] = data["games"]
    assert game["game"] == "backgammon" and game["title"] == "Backgammon"
    assert {"played", "won", "lost", "drawn", "streak", "running_total"} <= set(game)


def test_records_command_with_no_history(capsys):
    assert main(["records"]) == 0
    assert "No game finished yet." in capsys.readouterr().out
    assert main(["records", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert len(data["games"]) == len(playable_games()) and all(g["played"] == 0 for g in data["games"])


def test_records_command_refuses_an_unknown_game(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["records", "chess"])
    assert exc.value.code == 2
    assert "no game called 'chess'" in capsys.readouterr().err


# -- what must never happen ----------------------------------------------------------------
def test_a_damaged_history_is_set_aside_and_its_good_lines_kept(capsys):
    write_history(json.dumps({"format": 1}), json.dumps(LINE), '{"game": "backgammon", "resu')
    assert main(["records", "backgammon"]) == 0
    captured = capsys.readouterr()
    assert "Games played 1" in captured.out and "1 damaged line" in captured.err
    folder = store.location(records.HISTORY).parent
    [aside] = folder.glob("history.jsonl.bad-*")
    assert '"resu' in aside.read_text()                       # nothing lost
    assert len(records.history()) == 1
    finish("backgammon", level=1)                             # and the history goes on
    assert len(records.history()) == 2


@pytest.mark.parametrize("text", [json.dumps({"format": 9}) + "\n" + json.dumps(LINE), "\x00\xff garbage"])
def test_a_newer_or_unreadable_history_is_set_aside_whole(text):
    write_history(text)
    assert records.history() == []
    folder = store.location(records.HISTORY).parent
    [aside] = folder.glob("history.jsonl.bad-*")
    assert aside.read_text() == text + "\n"
    assert len(store.NOTICES) == 1


def test_an_unwritable_folder_loses_only_the_record(tmp_path, monkeypatch):
    blocked = tmp_path / "file"
    blocked.write_text("")
    monkeypatch.setenv(store.FOLDER_ENV, str(blocked))
    finish("backgammon", level=1)
    assert any("cannot write" in n for n in store.NOTICES)


# -- the records screen --------------------------------------------------------------------
def test_records_screen_from_the_menu():
    write_history(json.dumps({"format": 1}), json.dumps(LINE))
    h = Harness.cabinet(playable_games())
    assert "R Records" in h.text
    h.keys("<Down><Down><Down>R")
    assert "RECORDS" in h.text and "Backgammon" in h.text
    assert "Running total: you +2" in h.text and "won   gammon +2" in h.text
    h.keys("<Left>")
    assert "Piquet" in h.text and "No game finished yet." in h.text
    h.keys("X")
    assert h.beeps == 1
    h.keys("<Esc>")
    assert "Which game" in h.text


def test_records_screen_says_the_history_was_set_aside():
    write_history(json.dumps({"format": 1}), "not json")
    h = Harness.cabinet(playable_games())
    h.keys("R")
    assert "(1 damaged line): set aside as history.jsonl.bad-" in " ".join(h.lines[20:26])



def test_accordion_turn_ended_with_keys_is_recorded():
    info = find_game("accordion")
    h = Harness(info, seed=1, menu_games=[info], layout="all", deal=17)
    h.keys("N")
    if "End your turn" in h.text:
        h.keys("<Return>")
    h.keys("<Escape>")                      # kept until you leave: a review (V) may still count
    [line] = records.history("accordion")
    assert line["deal"] == 17 and line["piles"] == 52 and line["result"] == "lost"


# -- the coach's figure of each game, and its chart ----------------------------------------------
class Coached:
    """A scene's stand-in whose coach says ``figure``."""

    def __init__(self, figure) -> None:
        self.coach_cost = lambda: figure


@pytest.mark.parametrize("figure, kept", [(12.345, {"cost": 12.3}), (0, {"cost": 0.0}), (None, {}),
                                          (-1.0, {}), (float("nan"), {}), (float("inf"), {}),
                                          (10.0**7, {}), (True, {}), ("7", {})])
def test_a_scenes_coach_figure_is_kept_only_when_it_is_a_fair_number(figure, kept):
    from games.ui.scene import GameScene
    assert GameScene.coach_record(Coached(figure)) == kept


def test_a_game_left_without_a_review_keeps_no_figure():
    finish("accordion", layout="all", deal=42)
    [line] = records.history("accordion")
    assert "cost" not in line


def with_costs(*costs) -> list[str]:
    return [json.dumps({"format": 1})] + [json.dumps(dict(LINE, cost=c)) for c in costs]


def chart_bars(h: Harness) -> int:
    """How many bars the records screen's chart draws: text cells under its heading with
    yellow (logical 2) pixels in them."""
    h.app.draw()
    screen = h.app.screen
    _, row = screen.find("Error rate, last")
    cells = set()
    for y in range((row + 1) * 8, (row + 5) * 8):
        for x in range(320):
            if screen.pixels[y * 320 + x] == 2:
                cells.add(x // 8)
    return len(cells)


def test_records_screen_charts_the_last_games_costs():
    write_history(*with_costs(12.5, 30.1, 8.0, 5.5, 22.0))
    h = Harness.cabinet(playable_games())
    h.keys("<Down><Down><Down>R")
    assert "Error rate, last 5 games" in h.text and "Tallest 30.1 (1/1000 point a decision)" in h.text
    assert chart_bars(h) == 5
    assert "Last games" in h.text and "won   gammon +2" in h.text
    from games.ui.contrast import unreadable
    assert unreadable(h.app.screen) == []


def test_damaged_costs_in_the_history_are_left_out_of_the_chart():
    write_history(*with_costs(12.5, -4, "9", 1e12, True, 6.0))
    assert records.costs(records.history()) == [12.5, 6.0]
    h = Harness.cabinet(playable_games())
    h.keys("<Down><Down><Down>R")
    assert "Error rate, last 2 games" in h.text and chart_bars(h) == 2
    assert "Games played 6" in h.text                  # the damaged lines' games still count


def test_no_chart_without_costs():
    write_history(json.dumps({"format": 1}), json.dumps(LINE))
    h = Harness.cabinet(playable_games())
    h.keys("<Down><Down><Down>R")
    assert "Error rate" not in h.text and "won   gammon +2" in h.text
