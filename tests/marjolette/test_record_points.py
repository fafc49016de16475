"""History lines written before the points were kept (a Marjolette and a Polignac line) (moved from the shared tests/test_record_points.py, as
it names its games). Every test has a configuration folder of its own (tests/conftest.py)."""
from __future__ import annotations

import json

from games import records
from games.cli import main
from games.registry import find_game
from games.ui.harness import Harness

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
