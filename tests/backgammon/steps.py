"""One sensible action of yours in Backgammon's window, made by keys (the kit's ``step``)."""
from __future__ import annotations

from games.backgammon.game import CUBE, OPENING, TAKE
from games.seats import YOU
from games.ui.harness import Harness


def backgammon_keys(play) -> str:
    """Backgammon's keys for a play: each step from, to (O: off), then Return to play it."""
    keys = []
    for step in play.steps:
        keys.append(f"{step.src} <Return> {'O' if step.dst == 0 else step.dst} <Return>")
    return " ".join(keys) + " <Return>"


def backgammon_step(h: Harness) -> None:
    """Backgammon: no doubling, every double taken, the first play listed; the computer's
    turn waited for."""
    state = h.scene.state
    if state.current_player() != YOU:
        h.wait(1)
    elif state.phase in (OPENING, CUBE):
        h.keys("N")
    elif state.phase == TAKE:
        h.keys("Y")
    else:
        plays = state.legal_moves()
        h.keys("<Return>" if not plays[0].steps else backgammon_keys(plays[0]))
