"""Thousands of random keys at every scene: nothing may raise."""
import random

import pygame
import pytest

from games.registry import playable_games
from games.ui.harness import Harness
from games.ui.keys import KEY_TABLE, translate
from tests.dummy_game import GAME as CLIMB

KEYS_PER_GAME = 3000
CHARS = "A23456789TJQKSHDCNY0 /-+*?.,1" + "BEFGILMOPRUVWXZ"
SPECIAL = [k for k in KEY_TABLE if k != pygame.K_F11]


def random_command(rng: random.Random):
    if rng.random() < 0.35:
        return translate(rng.choice(SPECIAL))
    ch = rng.choice(CHARS)
    return translate(ord(ch.lower()), ch)


@pytest.mark.parametrize("info", playable_games() + [CLIMB], ids=lambda g: g.name)
def test_random_keys_never_crash(info):
    rng = random.Random(f"monkey-{info.name}")
    h = Harness(info, seed=1)
    for i in range(KEYS_PER_GAME):
        h.app.handle(random_command(rng))
        h.app.update(rng.choice([0.0, 0.02, 0.1, 0.5, 2.0]))
        if i % 7 == 0:
            h.app.draw()
        if not h.app.running or not isinstance(h.scene, type(h.app.manager.stack[-1])) or \
                len(h.app.manager.stack) < 2:
            h = Harness(info, seed=rng.randrange(1000))
    h.app.draw()
