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
