"""One sensible action of yours in Marjolette's window, made by keys (the kit's ``step``)."""
from __future__ import annotations

from games.marjolette import scene_layout as marjolette_layout
from games.ui.harness import Harness
from tests.scenes import first_taken, stuck


def marjolette_step(h: Harness) -> None:
    scene = h.scene
    if scene.question.name == "card":
        first_taken(h, marjolette_layout.LABELS)
    elif scene.question.name in ("declare", "hand_over"):
        h.keys("<Return>")
    else:
        raise stuck(scene)
