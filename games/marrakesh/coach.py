"""The F9 hint in Marrakesh (see :mod:`games.coach`): the built-in computer's card to lead
or play, or its move with the numbers won, with the computer's own figure: the round's
margin (your points less mine) on average over the deals of the unseen cards it played
each choice out on.
"""
from __future__ import annotations

import random

from games.coach import Advice, plural
from games.marrakesh.moves import Bear
from games.marrakesh.players.computer import ComputerPlayer
from games.marrakesh.view import LEAD, MarrakeshView


def hint(view: MarrakeshView, rng: random.Random) -> Advice:
    move, margin, deals = ComputerPlayer().weigh(view, rng)
    if isinstance(move, Bear):
        off = move.borne_off
        what = f"It bears off {plural(off, 'piece')}" if off else "It bears nothing off"
    elif view.phase == LEAD:
        what = f"Lead the {move.card.glyph} face down"
    else:
        what = f"Answer the {view.lead.glyph} with the {move.card.glyph}" if view.lead else \
            f"Play the {move.card.glyph}"
    if margin is None:
        return Advice(move, f"Hint: {move}. {what}: the only choice worth weighing.")
    ahead = "ahead" if margin >= 0 else "behind"
    return Advice(move, f"Hint: {move}. {what}. Played out on {deals} guesses of the unseen cards, "
                        f"it leaves you {abs(margin):.1f} points {ahead} in this round on average, "
                        "the best of the choices I weighed.")
