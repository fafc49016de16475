"""The Marrakesh scene, driven headless by keys and read back from the text screen."""
from __future__ import annotations

import pytest

from games.marrakesh import GAME
from games.marrakesh.scene import MarrakeshScene
from games.marrakesh.view import LEAD
from games.ui.harness import Harness


def start(seed=3, opponent="random", **options):
    h = Harness(GAME, seed=seed, opponent=opponent, **options)
    assert isinstance(h.scene, MarrakeshScene)
    return h


def step(h):
    """One sensible human action for whatever the scene is asking."""
    scene = h.scene
    if scene.mode == "card":
        h.keys("1")
    elif scene.mode == "from":
        side = scene.builder.side
        src = next(p for p in range(6, 0, -1) if side[p - 1] and scene.builder.source_reason(p) is None)
        h.keys(str(src))
    elif scene.mode == "to":
        h.keys(str(scene.builder.destinations(scene.source)[0]))
    elif scene.mode in ("confirm", "round_over"):
        h.keys("<Return>")
    else:
        raise AssertionError(f"stuck in mode {scene.mode}")


def play_to(h, modes, limit=3000):
    for _ in range(limit):
        if h.scene.mode in modes:
            return
        step(h)
    raise AssertionError(f"never reached {modes}")


def test_a_whole_short_game_through_the_scene():
    h = start(rounds=6)
    seen = set()
    for _ in range(3000):
        if h.scene.mode == "over":
            break
        seen.add(h.scene.mode)
        step(h)
    state = h.scene.state
    assert state.is_terminal() and len(state.history) == 6
    assert {"card", "from", "confirm", "round_over"} <= seen
    assert "Another game?" in h.text
    h.keys("<Return>")
    assert not h.scene.state.is_terminal() and h.scene.state.round_number == 1
