"""The records of a Marrakech game shared at the keyboard (moved from the shared tests/test_record_points.py, as
it names its games). Every test has a configuration folder of its own (tests/conftest.py)."""
from __future__ import annotations

from games import records
from games.registry import find_game
from games.ui.harness import Harness
from games.ui.records_screen import RecordsScene
from tests import scenes
from tests.marrakech.steps import marrakech_step
from tests.score_lines import play_until_over, seat_table_last_column

def start(name: str, seed: int = 3, **options) -> Harness:
    info = find_game(name)
    return scenes.start(info, seed=seed, menu_games=[info], **options)


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
