"""What the history keeps of a finished game is what the game's own final score line
shows: every game of the cabinet played to its end through its scene, by keys, and
its record, its records screen and ``main.py records --json`` read against that line.

Every test has a configuration folder of its own (tests/conftest.py)."""
from __future__ import annotations

import json
import re

import pytest

from games import records
from games.cli import main
from games.registry import find_game, playable_games
from games.ui.harness import Harness
from games.ui.records_screen import RecordsScene
from tests import scenes
from tests.kits import need
from tests.scenes import card_table_step, marrakech_step
from tests.score_lines import play_until_over, seat_table_last_column

# Each game played to its end from its kit's RECORD_START, its final score line read off the
# screen seat by seat by its kit's final_score.
GAMES = sorted(info.name for info in playable_games())


def start(name: str, seed: int = 3, **options) -> Harness:
    info = find_game(name)
    return scenes.start(info, seed=seed, menu_games=[info], **options)


@pytest.mark.parametrize("name", GAMES)
def test_the_record_keeps_the_points_of_the_final_score_line(name, capsys):
    info = find_game(name)
    h = start(name, **need(info, "RECORD_START"))
    shown = need(info, "final_score")(h)
    scenes.leave_the_finished_game(h)
    [line] = records.history(name)
    assert line["score"] == shown
    if info.seats[1] > 1:                          # a game of several seats: each one's result
        assert line["results"][0] == line["result"] and len(line["results"]) == len(shown)

    h.app.manager.push(RecordsScene(h.app, [info], 0))
    text = h.text
    if info.record.figures is None:                # the points added up, not figures of its own
        figures = " ".join("-" if v is None else str(v) for v in shown)
        assert f"{line['result']:<5} {figures}" in text
        mine = shown[0] or 0
        assert (f"Penalty points: {mine} (lower is better)" if info.lowest_wins
                else f"Your points: {mine}") in text
        assert main(["records", name, "--json"]) == 0
        [game] = json.loads(capsys.readouterr().out)["games"]
        assert game["points"] == mine and game["lowest_wins"] == info.lowest_wins
        assert game["without_points"] == 0


def test_penalty_games_say_their_points_are_taken_and_the_fewest_best():
    assert {info.name for info in map(find_game, GAMES) if info.lowest_wins} == {
        "polignac", "hearts", "slobberhannes", "blacktile"}
    h = start("polignac", opponent="simple", players=3, hands=3, passing=False)
    scenes.leave_the_finished_game(play_until_over(h, card_table_step))
    h.app.manager.push(RecordsScene(h.app, [find_game("polignac")], 0))
    assert "Last games: penalties, yours first" in h.text


# -- several people at one keyboard ---------------------------------------------------------
def test_a_game_shared_at_the_keyboard_keeps_every_persons_result_and_points():
    h = start("marrakech", seat=["person", "person", "computer"])
    shown = seat_table_last_column(play_until_over(h, marrakech_step).text, "Score", 3)
    winner = h.scene.state.winners()
    scenes.leave_the_finished_game(h)
    [line] = records.history("marrakech")
    assert line["players"] == ["person", "person", "computer"]
    assert line["score"] == shown
    assert line["results"] == ["won" if s in winner and len(winner) == 1 else "drawn" if s in winner
                               else "lost" for s in range(3)]
    h.app.manager.push(RecordsScene(h.app, [find_game("marrakech")], 0))
    names = ["P1", "P2", "Ann"]
    said = f"{' '.join(names[s] for s in winner)} {'won' if len(winner) == 1 else 'drew'}"
    assert said in h.text


def test_who_won_a_shared_game_is_said_by_seat_on_the_records_screen():
    from games.ui.records_screen import game_line
    line = {"date": "2026-11-20 10:00:00", "game": "marrakech", "players": ["person", "computer", "person"],
            "result": "lost", "results": ["lost", "lost", "won"], "score": [None, 40, 52]}
    assert game_line(line) == "2026-11-20 P3 won - 40 52"
    assert game_line(dict(line, results=["drawn", "lost", "drawn"], score=[50, 40, 50])) == \
        "2026-11-20 P1 P3 drew 50 40 50"
    assert game_line(dict(line, results=["lost", "won", "lost"])) == "2026-11-20 Ann won - 40 52"
    assert game_line(dict(line, players=["person", "computer", "computer"])) == "2026-11-20 lost  - 40 52"


def test_six_seats_of_points_fit_the_records_screen():
    from games.ui.records_screen import game_line
    line = {"date": "2026-11-20 10:00:00", "game": "polignac", "players": ["person"] + ["simple"] * 5,
            "result": "lost", "results": ["lost"] * 5 + ["won"], "score": [104, 110, 120, 130, 140, 99]}
    assert game_line(line) == "11-20 lost  104 110 120 130 140 99"


# -- lines written before the points were kept ------------------------------------------------
OLD = [{"date": "2026-11-19 10:00:00", "game": "marjolette", "seed": 1, "players": ["you", "simple"],
        "result": "lost", "score": [-1, 1]},
       {"date": "2026-11-19 11:00:00", "game": "polignac", "seed": 2, "players": ["person", "simple", "simple"],
        "result": "won", "score": [-3, -11, -5]}]


def write_history(*lines: dict) -> None:
    from games import store
    path = store.location(records.HISTORY)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(json.dumps(x) for x in [{"format": 1}, *lines]) + "\n")


def test_older_lines_are_read_marked_and_left_out_of_the_points(capsys):
    new = {"date": "2026-11-20 10:00:00", "game": "marjolette", "seed": 3, "players": ["you", "simple"],
           "result": "lost", "results": ["lost", "won"], "score": [80, 360]}
    write_history(*OLD, new)
    assert main(["records", "marjolette"]) == 0
    out = capsys.readouterr().out
    assert "Games played 2, won 0" in out and "Your points: 80" in out and "1 older game kept no points" in out
    assert main(["records", "polignac", "--json"]) == 0
    [game] = json.loads(capsys.readouterr().out)["games"]
    assert game["played"] == 1 and game["won"] == 1 and game["points"] == 0 and game["without_points"] == 1
    h = Harness.cabinet([find_game("marjolette"), find_game("polignac")])
    h.keys("R")
    assert "2026-11-20 lost  80 360" in h.text and "2026-11-19 lost  (points not kept)" in h.text
    assert "Your points: 80" in h.text
    h.keys("<Right>")
    assert "2026-11-19 won   (points not kept)" in h.text and "Penalty points" not in h.text
    assert len(records.history()) == 3                      # nothing set aside, nothing lost
