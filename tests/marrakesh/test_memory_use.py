"""tools/memory_use.py: the memory held after so many games, printed (a measurement, so
only its working is tested here, on Marrakesh: it starts games in the window, reads the
memory and gets back to the menu)."""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import memory_use  # noqa: E402

FIGURE = re.compile(r"^\s+(\d+) games( started)?:\s+[\d.]+\s+peak\s+[\d.]+", re.M)


def test_the_memory_tool_starts_games_in_one_window_and_is_back_at_the_menu_each_time(capsys, monkeypatch, tmp_path):
    monkeypatch.setenv("TRADITIONAL_GAMES_HOME", str(tmp_path))     # put back after the test
    memory_use.main(["window", "marrakesh", "--starts", "2", "--moves", "3"])
    out = capsys.readouterr().out
    assert [m[1] for m in FIGURE.finditer(out)] == ["1", "2"]
    assert int(re.search(r"(\d+) moves made in all", out)[1]) >= 6
