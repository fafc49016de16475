"""Every game's scene draws what you see from your view of the game (``state.view(seat)``),
never from the rules state itself: what the screen shows is what the seat may know, as the
computer's players are given it.

Each frame of a whole game (played by its kit's ``step``) is drawn with the scene's rules
state behind a screen that lets through nothing but ``view``: anything else read is a
failure. What a screen shows of the game, public facts included, is in the seat's view.
"""
from __future__ import annotations

import pytest

from games.registry import playable_games
from tests import scenes
from tests.kits import need, question_name


class Sealed:
    """A rules state that gives out its ``view`` only."""

    def __init__(self, state):
        object.__setattr__(self, "_state", state)

    def __getattr__(self, name):
        if name != "view":
            raise AssertionError(f"the scene drew from the game's {name}, not from a view")
        return getattr(self._state, name)


def draw_sealed(h) -> None:
    """Draw the scene with every attribute of it that holds its rules state sealed."""
    scene = h.scene
    state = scene.state
    held = [name for name, value in vars(scene).items() if value is state and state is not None]
    for name in held:
        setattr(scene, name, Sealed(state))
    try:
        scene.render(h.app.screen)
    finally:
        for name in held:
            setattr(scene, name, state)


@pytest.mark.parametrize("info", playable_games(), ids=lambda g: g.name)
def test_every_screen_of_a_game_is_drawn_from_your_view(info):
    h = scenes.start(info, seed=4, **need(info, "RECORD_START"))
    drawn = set()

    def watch(h):
        draw_sealed(h)
        drawn.add(question_name(h.scene))

    scenes.play_to_the_end(h, need(info, "step"), watch=watch)
    watch(h)
    assert "over" in drawn and len(drawn) >= 2


def test_the_check_catches_a_scene_that_draws_from_the_state():
    """The toy game's scene, made to count the heaps' counters from the state itself."""
    from games.ui.harness import Harness
    from tests.toygame import GAME as info
    from tests.toygame.scene import NimScene

    class Peeking(NimScene):
        def render(self, screen) -> None:
            super().render(screen)
            screen.text(0, 2, f"{sum(self.state.heaps)} counters", self.ink)

    draw_sealed(Harness(info, seed=4))                 # the toy's own scene draws from its view
    peeking = Harness(info, seed=4, scene=lambda app: Peeking(app, Harness(info).options))
    with pytest.raises(AssertionError, match="drew from the game's heaps"):
        draw_sealed(peeking)
