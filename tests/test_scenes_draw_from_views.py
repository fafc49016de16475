"""The Gin Rummy and Piquet scenes draw what you see from your view of the game
(``state.view(seat)``), never from the game's hands: what the screen shows is what the seat
may know, as the computer's players are given it.

Each frame of a whole game is drawn with the game behind a screen that refuses the hand in
play and the hands played (Piquet: the results and totals too, which its view carries).
"""
import pytest

from games.registry import find_game
from tests import scenes


class Sealed:
    """A game whose ``sealed`` attributes cannot be read; everything else passes through."""

    def __init__(self, game, sealed):
        object.__setattr__(self, "_game", game)
        object.__setattr__(self, "_sealed", sealed)

    def __getattr__(self, name):
        if name in self._sealed:
            raise AssertionError(f"the scene drew from the game's {name}")
        return getattr(self._game, name)


GAMES = {
    "gin_rummy": ("game", {"hand", "finished"}, scenes.gin_step, {"opponent": "simple"}),
    "piquet": ("state", {"hand", "finished", "history", "totals"}, scenes.piquet_step, {"opponent": "random"}),
}


@pytest.mark.parametrize("name", GAMES)
def test_every_screen_of_a_game_is_drawn_from_your_view(name):
    attribute, sealed, step, options = GAMES[name]
    h = scenes.start(find_game(name), seed=4, **options)
    drawn = set()

    def draw_sealed(h):
        scene = h.scene
        game = getattr(scene, attribute)
        setattr(scene, attribute, Sealed(game, sealed))
        try:
            scene.render(h.app.screen)
        finally:
            setattr(scene, attribute, game)
        drawn.add(scene.question.name)

    scenes.play_to_the_end(h, step, watch=draw_sealed)
    draw_sealed(h)
    assert {"hand_over", "over"} <= drawn
