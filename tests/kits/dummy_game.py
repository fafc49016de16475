"""The test kit of Climb (tests/dummy_game.py), the example of a game scene that some shared
tests take beside the registered games."""
from __future__ import annotations

from tests import scenes
from tests.dummy_game import Play

GUIDE = None
QUESTIONS_START = {}
STEPS_AT = {"card"}
QUESTIONS = {"card", "wait", "over"}


def read(state):
    return Play.parse


def step(h) -> None:
    h.keys(scenes.card_keys(h.scene.state.legal_moves()[0].card))
