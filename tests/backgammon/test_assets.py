"""A missing or damaged data file (net.json, bearoff.txt) is named in one line, never a hang.

The files are never touched: the program is pointed at a folder of the test's own."""
from __future__ import annotations

import io
import json

import pytest

import games.backgammon.bearoff as bearoff
import games.backgammon.network as network
from games.backgammon import GAME
from games.backgammon.bearoff import BearoffTable
from games.backgammon.engine_mode import run
from games.backgammon.network import Network
from games.paths import AssetError, asset_path
from games.ui.harness import Harness


@pytest.fixture
def assets(tmp_path, monkeypatch):
    """An assets folder of the test's own, holding copies of the shipped files."""
    folder = tmp_path / "backgammon"
    folder.mkdir()
    for name in (network.DEFAULT, bearoff.FILE):
        (folder / name).write_bytes(asset_path("backgammon", name).read_bytes())
    here = lambda *parts: tmp_path.joinpath(*parts)   # noqa: E731
    monkeypatch.setattr(network, "asset_path", here)
    monkeypatch.setattr(bearoff, "asset_path", here)
    return folder


def net_data() -> dict:
    return json.loads(asset_path("backgammon", network.DEFAULT).read_text())


@pytest.mark.parametrize("damage, words", [
    (lambda d: json.dumps(d)[:5000], "is damaged"),                             # cut short
    (lambda d: json.dumps({**d, "w1": d["w1"][:-1]}), "w1 should have 217 rows"),
    (lambda d: json.dumps({**d, "b2": [0.1, 0.2]}), "b2 should have 5 numbers"),
    (lambda d: json.dumps({**d, "b1": ["x"] * 80}), "is damaged"),
    (lambda d: json.dumps({**d, "b2": [float("nan")] * 5}), "not finite"),
    (lambda d: json.dumps([1, 2, 3]), "is damaged"),
])
def test_a_damaged_network_file_is_named(tmp_path, damage, words):
    path = tmp_path / "net.json"
    path.write_text(damage(net_data()))
    with pytest.raises(AssetError, match=words) as error:
        Network.load(path)
    assert str(path) in str(error.value) and "restore it" in str(error.value)
    assert "\n" not in str(error.value) and error.value.short == "net.json is damaged"


def test_a_network_file_that_is_not_text_or_not_there(tmp_path):
    (tmp_path / "net.json").write_bytes(b"\xff\xfe\x00{")
    with pytest.raises(AssetError, match="cannot be read"):
        Network.load(tmp_path / "net.json")
    with pytest.raises(AssetError, match="missing") as error:
        Network.load(tmp_path / "none.json")
    assert error.value.short == "none.json is missing"


@pytest.mark.parametrize("text, words", [
    ("1.0\n2.0\n", "has 54264 entries, not 2"),
    ("1.0\nabc\n" * 27132, "is damaged"),
    ("nan\n" * 54264, "not a number of throws"),
    ("-1\n" * 54264, "not a number of throws"),
])
def test_a_damaged_bearoff_table_is_named(tmp_path, text, words):
    path = tmp_path / "bearoff.txt"
    path.write_text(text)
    with pytest.raises(AssetError, match=words) as error:
        BearoffTable.load(path)
    assert "tools/make_bearoff.py" in str(error.value) and error.value.short == "bearoff.txt is damaged"


@pytest.mark.parametrize("name", [network.DEFAULT, bearoff.FILE])
def test_engine_mode_stops_at_once_with_status_2_and_the_file_named(assets, capsys, name):
    (assets / name).unlink()
    out = io.StringIO()
    assert run(3, io.BytesIO(b"4HPwATDgc/ABMA 3 1\n"), out) == 2
    err = capsys.readouterr().err
    assert out.getvalue() == ""
    assert err.count("\n") == 1 and str(assets / name) in err and "is missing" in err


def test_engine_mode_at_level_1_needs_no_file(assets):
    (assets / network.DEFAULT).unlink()
    out = io.StringIO()
    assert run(1, io.BytesIO(b"4HPwATDgc/ABMA 3 1\n"), out) == 0
    assert out.getvalue() == "8/5 6/5\n"


@pytest.mark.parametrize("name, short", [(network.DEFAULT, "net.json is missing"),
                                         (bearoff.FILE, "bearoff.txt is damaged")])
def test_the_game_says_which_file_and_plays_on_at_level_1(assets, capsys, name, short):
    if name == bearoff.FILE:
        (assets / name).write_text("0.0\n")
    else:
        (assets / name).unlink()
    h = Harness(GAME, seed=2, level=3, position=None, engine=False)
    assert f"{short}: level 1 only." in h.text
    assert "Level 1 (friendly)" in h.text
    err = capsys.readouterr().err
    assert str(assets / name) in err and "restore it" in err
    for _ in range(30):                # the computer plays its turns: nothing hangs or raises
        state = h.scene.state
        if state.current_player() != 0:
            h.wait(1)
        elif state.phase == "move" and state.legal_moves()[0].steps:
            break
        else:
            h.keys({"opening": "N", "cube": "N", "take": "Y"}.get(state.phase, "<Return>"))
    assert h.scene.state.current_player() == 0 and h.scene.last_computer.startswith("I threw")


@pytest.mark.parametrize("name", [network.DEFAULT, bearoff.FILE])
def test_a_match_names_the_missing_file_before_the_first_game(assets, capsys, name):
    main = GAME.commands["match"]
    (assets / name).unlink()
    assert main(["--player", "computer", "--player", "friendly", "--games", "2"]) == 2
    err = capsys.readouterr().err
    assert str(assets / name) in err and "is missing" in err
    assert "Traceback" not in err and "replay" not in err
