"""The history of finished games, what it adds up to, its screen and ``main.py records``.

Every test has a configuration folder of its own (tests/conftest.py), so the history
starts empty each time."""
from __future__ import annotations

import json
import random

import pytest

from games import records, store
from games.cli import main
from games.registry import find_game, playable_games
from games.ui.harness import Harness
from tests.kits import example_game, need


def finish(name: str, seed: int = 3, leave: bool = True, **options) -> Harness:
    """A game of ``name`` played out at random through the scene's door for moves, and
    left (a game with a review keeps its record until then)."""
    info = find_game(name)
    h = Harness(info, seed=seed, menu_games=[info], **options)
    scene = h.scene
    state = scene.state
    rng = random.Random(seed)
    while not state.is_terminal():
        scene.apply_move(state, rng.choice(state.legal_moves()))
    if leave:
        h.keys("<Escape>")
        if h.scene is scene:                # asked first, a game still under way on screen
            h.keys("<Return>")
    return h


def write_history(*lines: str) -> None:
    path = store.location(records.HISTORY)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines) + "\n")


# The example game's line (its kit's RECORD_LINE, without a coach's figure), and what the
# records say of it. Each game's own lines are tested in its folder (tests/<package>/test_records.py).
EXAMPLE = example_game()
LINE = {"date": "2026-11-20 10:00:00", **{k: v for k, v in need(EXAMPLE, "RECORD_LINE").items() if k != "cost"}}
GAMES = [g.name for g in playable_games()]


def finish_example(**extra) -> Harness:
    return finish(EXAMPLE.name, **{**need(EXAMPLE, "RECORD_START"), **extra})


def one_line_history(info) -> None:
    """A history of the game's own line alone (its kit's RECORD_LINE)."""
    write_history(json.dumps({"format": 1}), json.dumps({"date": LINE["date"], **need(info, "RECORD_LINE")}))


def test_from_returns_gives_each_seats_result_and_the_points_given():
    assert records.from_returns([0.0, 0.0])["result"] == "drawn"
    assert records.from_returns([-3.0, -1.0, -9.0], [3, 1, 9]) == {
        "result": "lost", "results": ["lost", "won", "lost"], "score": [3, 1, 9]}
    assert records.from_returns([0.5, 0.5, 0.0], [52, 52, None])["results"] == ["drawn", "drawn", "lost"]


# -- main.py records ----------------------------------------------------------------------
@pytest.mark.parametrize("name", GAMES)
def test_records_command_prints_each_game_played(capsys, name):
    info = find_game(name)
    one_line_history(info)
    assert main(["records"]) == 0
    out = capsys.readouterr().out
    assert info.title in out and all(words in out for words in need(info, "RECORD_SAYS")), out
    assert not [g.title for g in playable_games() if g is not info and g.title in out.splitlines()]


@pytest.mark.parametrize("name", GAMES)
def test_records_command_for_one_game_as_json(capsys, name):
    info = find_game(name)
    one_line_history(info)
    assert main(["records", (*info.aliases, name)[0], "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["format"] == 1 and data["history"].endswith("history.jsonl")
    [game] = data["games"]
    assert game["game"] == name and game["title"] == info.title and game["played"] == 1
    assert {"played", "won", "lost", "drawn", "streak"} <= set(game)
    # its points added up, or the figures of its own its descriptor names (Backgammon's running total ...)
    own = info.record.figures([need(info, "RECORD_LINE")]) if info.record.figures else {"points": 0, "without_points": 0}
    assert set(own) <= set(game)


def test_records_command_with_no_history(capsys):
    assert main(["records"]) == 0
    assert "No game finished yet." in capsys.readouterr().out
    assert main(["records", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert len(data["games"]) == len(playable_games()) and all(g["played"] == 0 for g in data["games"])


def test_records_command_refuses_an_unknown_game(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["records", "chess"])
    assert exc.value.code == 2
    assert "no game called 'chess'" in capsys.readouterr().err


# -- what must never happen ----------------------------------------------------------------
def test_a_damaged_history_is_set_aside_and_its_good_lines_kept(capsys):
    write_history(json.dumps({"format": 1}), json.dumps(LINE), json.dumps({"game": EXAMPLE.name})[:-1] + ', "resu')
    assert main(["records", EXAMPLE.name]) == 0
    captured = capsys.readouterr()
    assert "Games played 1" in captured.out and "1 damaged line" in captured.err
    folder = store.location(records.HISTORY).parent
    [aside] = folder.glob("history.jsonl.bad-*")
    assert '"resu' in aside.read_text()                       # nothing lost
    assert len(records.history()) == 1
    finish_example()                                          # and the history goes on
    assert len(records.history()) == 2


@pytest.mark.parametrize("text", [json.dumps({"format": 9}) + "\n" + json.dumps(LINE), "\x00\xff garbage"])
def test_a_newer_or_unreadable_history_is_set_aside_whole(text):
    write_history(text)
    assert records.history() == []
    folder = store.location(records.HISTORY).parent
    [aside] = folder.glob("history.jsonl.bad-*")
    assert aside.read_text() == text + "\n"
    assert len(store.NOTICES) == 1


def test_an_unwritable_folder_loses_only_the_record(tmp_path, monkeypatch):
    blocked = tmp_path / "file"
    blocked.write_text("")
    monkeypatch.setenv(store.FOLDER_ENV, str(blocked))
    finish_example()
    assert any("cannot write" in n for n in store.NOTICES)


# -- the records screen --------------------------------------------------------------------
def records_of(info) -> str:
    """The keys from the menu to the records screen at ``info``'s page."""
    return "<Down>" * playable_games().index(info) + "R"


@pytest.mark.parametrize("name", GAMES)
def test_records_screen_from_the_menu(name):
    info = find_game(name)
    one_line_history(info)
    h = Harness.cabinet(playable_games())
    assert "R Records" in h.text
    h.keys(records_of(info))
    assert "RECORDS" in h.text and f"<  {info.title}  >" in h.text
    assert all(words in h.text for words in need(info, "RECORD_SAYS")) and need(info, "RECORD_ROW") in h.text
    h.keys("<Left>")
    before = playable_games()[playable_games().index(info) - 1]
    assert f"<  {before.title}  >" in h.text and "No game finished yet." in h.text
    h.keys("X")
    assert h.beeps == 1
    h.keys("<Esc>")
    assert "Which game" in h.text


def test_records_screen_says_the_history_was_set_aside():
    write_history(json.dumps({"format": 1}), "not json")
    h = Harness.cabinet(playable_games())
    h.keys("R")
    assert "(1 damaged line): set aside as history.jsonl.bad-" in " ".join(h.lines[20:26])



# -- the coach's figure of each game, and its chart ----------------------------------------------
class Coached:
    """A scene's stand-in whose coach says ``figure``."""

    def __init__(self, figure) -> None:
        self.coach_cost = lambda: figure


@pytest.mark.parametrize("figure, kept", [(12.345, {"cost": 12.3}), (0, {"cost": 0.0}), (None, {}),
                                          (-1.0, {}), (float("nan"), {}), (float("inf"), {}),
                                          (10.0**7, {}), (True, {}), ("7", {})])
def test_a_scenes_coach_figure_is_kept_only_when_it_is_a_fair_number(figure, kept):
    from games.ui.scene import GameScene
    assert GameScene.coach_record(Coached(figure)) == kept


def with_costs(*costs) -> list[str]:
    return [json.dumps({"format": 1})] + [json.dumps(dict(LINE, cost=c)) for c in costs]


def chart_bars(h: Harness) -> int:
    """How many bars the records screen's chart draws: text cells under its heading with
    yellow (logical 2) pixels in them."""
    h.app.draw()
    screen = h.app.screen
    _, row = screen.find(f"{EXAMPLE.record.cost.capitalize()}, last")
    cells = set()
    for y in range((row + 1) * 8, (row + 5) * 8):
        for x in range(320):
            if screen.pixels[y * 320 + x] == 2:
                cells.add(x // 8)
    return len(cells)


def test_records_screen_charts_the_last_games_costs():
    write_history(*with_costs(12.5, 30.1, 8.0, 5.5, 22.0))
    h = Harness.cabinet(playable_games())
    h.keys(records_of(EXAMPLE))
    record = EXAMPLE.record                      # the figure's name and units, as its descriptor says
    assert f"{record.cost.capitalize()}, last 5 games" in h.text and f"Tallest 30.1 ({record.cost_unit})" in h.text
    assert chart_bars(h) == 5
    assert "Last games" in h.text and need(EXAMPLE, "RECORD_ROW") in h.text
    from games.ui.contrast import unreadable
    assert unreadable(h.app.screen) == []


def test_damaged_costs_in_the_history_are_left_out_of_the_chart():
    write_history(*with_costs(12.5, -4, "9", 1e12, True, 6.0))
    assert records.costs(records.history()) == [12.5, 6.0]
    h = Harness.cabinet(playable_games())
    h.keys(records_of(EXAMPLE))
    assert f"{EXAMPLE.record.cost.capitalize()}, last 2 games" in h.text and chart_bars(h) == 2
    assert "Games played 6" in h.text                  # the damaged lines' games still count


def test_no_chart_without_costs():
    write_history(json.dumps({"format": 1}), json.dumps(LINE))
    h = Harness.cabinet(playable_games())
    h.keys(records_of(EXAMPLE))
    assert EXAMPLE.record.cost.capitalize() not in h.text and need(EXAMPLE, "RECORD_ROW") in h.text
