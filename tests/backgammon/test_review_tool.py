"""tools/bg_review.py: games played, each seat's decisions judged, the match file written."""
import importlib.util
from pathlib import Path

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
