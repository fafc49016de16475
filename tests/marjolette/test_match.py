"""``main.py match marjolette``: the report, and figures that add up."""
import json

from games.marjolette import GAME

main = GAME.commands["match"]


def test_a_short_match_reports_figures_that_add_up(capsys):
    assert main(["--player", "steady", "--player", "simple", "--games", "4", "--seed", "3", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["game"] == "marjolette" and report["games"] == 4
    a, b = report["players"]
    assert a["wins"] + b["wins"] == 4
    assert a["points_per_game"] == -b["points_per_game"]
    fa, fb = a["figures"], b["figures"]
    hands = fa["hands"]
    assert fb["hands"] == hands
    assert fa["brisques"] + fb["brisques"] == 8 * hands       # every Ace and Ten, once
    assert fa["last_tricks"] + fb["last_tricks"] == hands
    assert fa["score"] >= 0 and fb["score"] >= 0


def test_the_table(capsys):
    assert main(["--player", "steady", "--player", "random", "--games", "2", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "steady: won" in out and "meld points" in out


def test_the_players_books_example_player_plays_a_match(capsys, monkeypatch):
    import sys
    import types
    from pathlib import Path
    book = (Path(__file__).parents[2] / "docs" / "players.md").read_text(encoding="utf-8")
    chapter = book[book.index("\n## Marjolette\n"):]
    code = chapter[chapter.index("```python") + len("```python"):]
    code = code[:code.index("```")]
    module = types.ModuleType("marjolette_book_example")
    exec(code, module.__dict__)
    monkeypatch.setitem(sys.modules, module.__name__, module)
    assert main(["--player", f"{module.__name__}:Greedy", "--player", "simple", "--games", "2",
                 "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 2
