"""One sensible action of yours in Piquet's window, made by keys (the kit's ``step``)."""
from __future__ import annotations

from games.piquet import scene_layout as piquet_layout
from games.seats import YOU
from games.ui.harness import Harness
from tests.scenes import first_taken, stuck


def piquet_step(h: Harness) -> None:
    scene = h.scene
    if scene.question.name == "discard":
        h.keys("1 <Return>" if scene.state.hand.elder == YOU else "N")
    elif scene.question.name == "card":
        first_taken(h, piquet_layout.LABELS[:len(scene.state.hand.held[YOU])])
    elif scene.question.name in ("ask", "drawn", "declared", "last_trick", "hand_over"):
        h.keys("<Return>")
    else:
        raise stuck(scene)
