"""Recorded playthroughs (tools/playthroughs.py): every registered game plays its seeded
transcripts move for move, to the same points, so that a change of the code that was
meant to leave play alone is shown to have left it alone."""
import json
import sys
from pathlib import Path

import pytest

from games.registry import all_games

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import playthroughs  # noqa: E402

AGAIN = "if the change is meant, record them again: python tools/playthroughs.py {name}"


@pytest.mark.parametrize("info", all_games(), ids=lambda info: info.name)
def test_every_game_plays_its_recorded_transcripts_move_for_move(info):
    path = playthroughs.path_of(info)
    assert path.is_file(), f"{info.name} has no recorded playthrough: " + AGAIN.format(name=info.name)
    kept = json.loads(path.read_text(encoding="utf-8"))
    now = playthroughs.transcript(info)
    assert len(now["games"]) == len(kept["games"]), AGAIN.format(name=info.name)
    for old, new in zip(kept["games"], now["games"]):
        which = f"{info.name} seed {old['seed']}, {old['seats']} seats, {old['player']}"
        for number, (a, b) in enumerate(zip(old["moves"], new["moves"]), 1):
            assert a == b, f"{which}: move {number} was {a!r}, is now {b!r}; " + AGAIN.format(name=info.name)
        assert len(old["moves"]) == len(new["moves"]), f"{which}: the game's length changed"
        assert old["points"] == new["points"], f"{which}: the points changed"


def test_a_recorded_playthrough_goes_to_the_end_of_real_games():
    """At least one transcript of each game is a whole game, played to its end."""
    for info in all_games():
        games = json.loads(playthroughs.path_of(info).read_text(encoding="utf-8"))["games"]
        assert any(g["ended"] for g in games), info.name


def test_a_changed_move_is_caught(monkeypatch):
    """The check can fail: a game whose first legal move is left out plays differently."""
    info = next(i for i in all_games() if i.match is not None)
    kept = json.loads(playthroughs.path_of(info).read_text(encoding="utf-8"))
    real = playthroughs._random_moves
    monkeypatch.setattr(playthroughs, "_random_moves",
                        lambda state, rng: real(state, rng) if len(state.legal_moves()) < 2
                        else rng.choice(sorted(state.legal_moves(), key=str)[1:]))
    assert playthroughs.transcript(info)["games"][0]["moves"] != kept["games"][0]["moves"]
