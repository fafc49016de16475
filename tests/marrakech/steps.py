"""One sensible action of yours in Marrakech's window, made by keys (the kit's ``step``)."""
from __future__ import annotations

from games.marrakech.rules import TURN
from games.ui.harness import Harness


def marrakech_step(h: Harness) -> None:
    """Marrakech: Assam straight on (or turned right), the rug laid to the right. A key at a
    time, none once the game is over: a player who goes out watches the others finish, and
    a Return left over would answer "Another game?"."""
    for key in ("<Return> <Right> <Return>" if h.scene.state.phase == TURN else "<Right> <Return>").split():
        if h.scene.question.name == "over":
            return
        h.keys(key)
