"""The records of the penalty games: points taken, the fewest best, six seats on the screen (moved from the shared tests/test_record_points.py, as
it names its games). Every test has a configuration folder of its own (tests/conftest.py)."""
from __future__ import annotations

from games.registry import find_game, playable_games
from games.ui.harness import Harness
from games.ui.records_screen import RecordsScene
from tests import scenes
from tests.scenes import card_table_step
from tests.score_lines import play_until_over

GAMES = sorted(info.name for info in playable_games())

def start(name: str, seed: int = 3, **options) -> Harness:
    info = find_game(name)
    return scenes.start(info, seed=seed, menu_games=[info], **options)


def test_penalty_games_say_their_points_are_taken_and_the_fewest_best():
    assert {info.name for info in map(find_game, GAMES) if info.lowest_wins} == {
        "polignac", "hearts", "slobberhannes", "blacktile"}
    h = start("polignac", opponent="simple", players=3, hands=3, passing=False)
    scenes.leave_the_finished_game(play_until_over(h, card_table_step))
    h.app.manager.push(RecordsScene(h.app, [find_game("polignac")], 0))
    assert "Last games: penalties, yours first" in h.text


def test_six_seats_of_points_fit_the_records_screen():
    from games.ui.records_screen import game_line
    line = {"date": "2026-11-20 10:00:00", "game": "polignac", "players": ["person"] + ["simple"] * 5,
            "result": "lost", "results": ["lost"] * 5 + ["won"], "score": [104, 110, 120, 130, 140, 99]}
    assert game_line(line) == "11-20 lost  104 110 120 130 140 99"
