"""One sensible action of yours in Gin Rummy's window, made by keys (the kit's ``step``)."""
from __future__ import annotations

import random

from games.gin_rummy import scene_layout as gin_layout
from games.gin_rummy.moves import Discard, Take
from games.gin_rummy.players import SimplePlayer
from games.seats import YOU
from games.ui.harness import Harness
from tests.scenes import stuck


def gin_keys(scene, move) -> list[str]:
    """What a person would press to make ``move`` in Gin Rummy."""
    if isinstance(move, Discard):
        label = gin_layout.LABELS[scene.order.index(move.card)]
        return [label, "<Return>"] + (["<Return>" if move.knock else "N"]
                                      if Discard(move.card, True) in scene.state.legal_moves() else [])
    return ["<Return>" if isinstance(move, Take) else "N"]


def gin_step(h: Harness, player=SimplePlayer(), rng=random.Random(0)) -> None:
    """Gin Rummy: the simple player's move, made by keys."""
    scene = h.scene
    if scene.question.name in ("draw", "discard"):
        move = player.choose(scene.state.view(YOU), rng)
        for key in gin_keys(scene, move):
            h.keys(key)
    elif scene.question.name in ("hand_over", "scores"):
        h.keys("<Return>")
    else:
        raise stuck(scene)
