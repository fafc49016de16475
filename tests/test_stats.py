import sys

import pytest

from games.plugins import PluginError, load_object
from games.stats import mean_interval, median, percentile, wilson_interval


def test_wilson_interval_brackets_the_rate():
    low, high = wilson_interval(60, 100)
    assert 0.50 < low < 0.60 < high < 0.70
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_percentiles():
    assert median([3, 1, 2]) == 2
    assert percentile([1, 2, 3, 4, 5], 100) == 5
    assert percentile([], 50) == 0.0
    mean, low, high = mean_interval([1.0, 2.0, 3.0])
    assert mean == 2.0 and low < 2.0 < high


class Good:
    def choose(self, view, rng):
        return None


def test_plugin_loader_messages():
    assert type(load_object("tests.test_stats:Good")).__name__ == "Good"
    with pytest.raises(PluginError, match="cannot import"):
        load_object("no_such_module_xyz:thing")
    with pytest.raises(PluginError, match="no attribute"):
        load_object("tests.test_stats:Missing")
    with pytest.raises(PluginError, match="built-in"):
        load_object("nonsense", {"simple": "tests.test_stats:Good"})
    with pytest.raises(PluginError, match="is a function, not a class"):
        load_object("tests.test_stats:test_percentiles")      # and it is not called


def test_a_plugin_in_the_working_folder_is_found(tmp_path, monkeypatch):
    # As when the program is started as `python /elsewhere/main.py` from the user's folder.
    (tmp_path / "my_own_player.py").write_text("class Mine:\n    def choose(self, view, rng):\n        return 1\n")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", [p for p in sys.path if p not in ("", str(tmp_path))])
    assert load_object("my_own_player:Mine").choose(None, None) == 1
    assert sys.path[-1] == str(tmp_path)
