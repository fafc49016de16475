"""Marrakesh's six-round game, kept from the settings' game options page."""
import json

import pytest

from games.registry import playable_games
from games.ui import keys
from games.ui.harness import Harness


@pytest.fixture(autouse=True)
def usual_keys():
    keys.use_key_map({})
    yield
    keys.use_key_map({})


def test_the_game_options_page_offers_marrakeshs_six_round_game(fresh_store):
    c = Harness.cabinet(playable_games())
    c.keys("S 6 A")
    assert "--rounds 12/6" in c.text
    c.keys("- - R O U N D S <Space> 6 <Return> <Esc> <Esc> <Return>")
    assert json.loads((fresh_store / "settings.json").read_text())["games"] == {"marrakesh": {"rounds": 6}}
    c.keys("A")
    assert "Round 1 of 6" in c.text
