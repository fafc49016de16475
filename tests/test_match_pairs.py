"""tools/match_pairs.py: a two-seat match's games read in pairs from its --verbose log."""
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import match_pairs  # noqa: E402

LOG = """game 1 move 1: seat 0 (a) S5
game 1 over after 9 moves: points +3 -3
game 2 over after 9 moves: points +5 -5
game 3 over after 9 moves: points -2 +2
game 4 over after 9 moves: points +1 -1
game 5 over after 9 moves: points +0 -0
game 6 over after 9 moves: points -4 +4
game 7 over after 9 moves: points +4 -4
"""


def test_pairs_are_counted_each_way():
    games = match_pairs.margins(LOG.splitlines())
    assert match_pairs.pairs(games) == [(3, 5), (-2, 1), (0, -4)]     # game 7 has no partner
    lines = match_pairs.report(match_pairs.pairs(games))
    assert lines[0].startswith("3 deals")
    # seat 0 won both games of deal 1; the second player won both of deal 2; deal 3 half and half
    assert "the same seat won both (the deal decided): 1.5 " in lines[1]
    assert "the first player won both: 0.5 " in lines[2]
    assert "the second player won both: 1 " in lines[3]


def test_the_command_reads_a_file_and_refuses_a_missing_one(tmp_path):
    log = tmp_path / "log.txt"
    log.write_text(LOG)
    run = subprocess.run([sys.executable, str(ROOT / "tools" / "match_pairs.py"), str(log)],
                         capture_output=True, text=True)
    assert run.returncode == 0 and "3 deals" in run.stdout
    run = subprocess.run([sys.executable, str(ROOT / "tools" / "match_pairs.py"), str(tmp_path / "no")],
                         capture_output=True, text=True)
    assert run.returncode == 2 and "cannot read" in run.stderr
