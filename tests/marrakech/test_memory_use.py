"""tools/memory_use.py: the memory held after so many games, printed (a measurement, so
only its working is tested here, on Marrakech: it plays a match and reads the memory).
The window's starts are tested on Marrakesh, tests/marrakesh/test_memory_use.py."""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import memory_use  # noqa: E402

FIGURE = re.compile(r"^\s+(\d+) games( started)?:\s+[\d.]+\s+peak\s+[\d.]+", re.M)


def test_the_memory_tool_plays_a_match_game_by_game_and_prints_the_memory_and_the_time(capsys):
    from games.match import play

    harness_own = play.choose_checked
    memory_use.main(["match", "marrakech", "--player", "greedy", "--player", "random", "--games", "2"])
    out = capsys.readouterr().out
    assert [m[1] for m in FIGURE.finditer(out)] == ["1", "2"]
    assert re.search(r"greedy: \d+ decisions, [\d.]+ ms of CPU each", out)
    assert play.choose_checked is harness_own       # its timing taken off the harness again
