"""Gin Rummy's help (moved from the shared help tests: Gin is the example there was)."""
from games.registry import find_game
from games.ui.harness import Harness


def test_a_game_scene_not_started_from_the_menu_still_finds_its_rules():
    info = find_game("gin")
    h = Harness(menu_games=[], scene=lambda app: info.scene(app, Harness(info).game_options))
    assert h.scene.game_info is None
    h.keys("?")
    assert "HELP  GIN RUMMY" in h.text and "THE DEAL" in h.text
