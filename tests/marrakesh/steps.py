"""One sensible action of yours in Marrakesh's window, made by keys (the kit's ``step``)."""
from __future__ import annotations

from games.ui.harness import Harness
from tests.scenes import stuck


def marrakesh_step(h: Harness) -> None:
    scene = h.scene
    if scene.question.name == "card":
        h.keys("1")
    elif scene.question.name == "from":
        side = scene.builder.side
        src = next(p for p in range(6, 0, -1) if side[p - 1] and scene.builder.source_reason(p) is None)
        h.keys(str(src))
    elif scene.question.name == "to":
        h.keys(str(scene.builder.destinations(scene.source)[0]))
    elif scene.question.name in ("confirm", "round_over"):
        h.keys("<Return>")
    else:
        raise stuck(scene)
