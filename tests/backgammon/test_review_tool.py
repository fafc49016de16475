"""tools/bg_review.py: games played, each seat's decisions judged, the match file written."""
import importlib.util
from pathlib import Path

import pytest

from games.backgammon import matfile

TOOL = Path(__file__).resolve().parents[2] / "tools" / "bg_review.py"


def load_tool():
    spec = importlib.util.spec_from_file_location("bg_review", TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_review_tool_judges_each_seat_and_writes_the_match(tmp_path, capsys):
    target = tmp_path / "two.mat"
    assert load_tool().main(["--players", "simple", "friendly", "--match", "1", "--judge", "1",
                             "--compare", "1", "--mat", str(target)]) == 0
    out = capsys.readouterr().out
    assert "simple (seat 0) judged at level 1:" in out and "friendly (seat 1) judged at level 1:" in out
    assert "mean |difference| 0.0 thousandths" in out          # a judge agrees with itself
    assert "error rate" in out and "import mat" in out
    mat = matfile.read(target.read_text())
    assert mat.length == 1 and mat.games[0].names == ("simple", "friendly")


# The shape of GNU Backgammon 1.07's "show statistics match" (the lines read; numbers made up).
STATISTICS = """Player                                   friendly                computer

Chequerplay statistics

Total moves                               98                      98
Unforced moves                            74                      75
Error total EMG (Points)                      -3.959 (-38.573)        -1.290 (-36.923)
Error rate mEMG (Points)                     -53.5   ( -0.521)       -17.2   ( -0.492)

Cube statistics

Close or actual cube decisions            19                      13
Error rate mEMG (Points)                    -261.9   ( -4.080)        -1.0   ( -0.032)

Overall statistics

Error rate mEMG (Points)                     -96.1   ( -1.248)       -14.8   ( -0.424)
Snowie error rate                            -45.6   ( +0.000)        -6.6   ( +0.000)
"""


def test_gnubgs_error_rates_are_read_as_plays_cube_and_overall_for_both_players():
    rates = load_tool().gnubg_rates(STATISTICS)
    assert rates["plays"] == (53.5, 17.2) and rates["cube"] == (261.9, 1.0)
    assert rates["overall"] == (96.1, 14.8)
    assert rates["unforced"] == (74, 75) and rates["close cube"] == (19, 13)


DATA = Path(__file__).resolve().parent / "data"


def test_gnubgs_own_statistics_of_money_games_are_read_in_points():
    # captured from gnubg 1.07 (show statistics match after analyse match, 0 plies) on two
    # money games friendly v computer
    rates = load_tool().gnubg_rates((DATA / "gnubg_statistics_money.txt").read_text())
    assert rates["plays"] == (48.1, 18.5) and rates["cube"] == (258.4, 1.2) and rates["overall"] == (102.2, 15.5)
    assert rates["unforced"] == (52, 52) and rates["close cube"] == (18, 11)
    assert rates["overall word"] == ("Awful!", "Intermediate") and "plays mwc" not in rates


def test_gnubgs_own_statistics_of_a_match_are_read_with_the_match_winning_chance():
    # the same, on a 3-point match: gnubg prints "Error rate mEMG (MWC)" there
    rates = load_tool().gnubg_rates((DATA / "gnubg_statistics_match.txt").read_text())
    assert rates["plays"] == (25.3, 9.5) and rates["plays mwc"] == (0.845, 0.344)
    assert rates["cube"] == (153.6, 2.9) and rates["cube mwc"] == (1.528, 0.072)
    assert rates["overall"] == (38.2, 8.7) and rates["overall mwc"] == (0.913, 0.310)
    assert rates["unforced"] == (18, 28) and rates["close cube"] == (2, 4)
    assert rates["cube word"] == ("Awful!", "World class")


def test_a_gnubg_that_cannot_be_run_or_read_is_said_and_the_tool_fails(tmp_path, capsys):
    tool = load_tool()
    target = tmp_path / "one.mat"
    assert tool.main(["--players", "simple", "friendly", "--match", "1", "--judge", "1",
                      "--mat", str(target), "--gnubg", str(tmp_path / "no-such-gnubg")]) == 1
    assert "GNU Backgammon's analysis failed" in capsys.readouterr().err
    with pytest.raises(ValueError, match="printed no statistics"):
        tool.gnubg_rates("GNU Backgammon 1.07\nno such file\n")


def test_gnubg_is_refused_without_a_match_file_to_analyse(capsys):
    with pytest.raises(SystemExit) as stopped:
        load_tool().main(["--gnubg", "gnubg"])
    assert stopped.value.code == 2
    assert "--gnubg needs --mat" in capsys.readouterr().err
