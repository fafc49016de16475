"""Piquet in a match (``main.py match piquet``, :mod:`games.match`): whole parties.

Parties go in pairs on the same seed: the same cut and the same six deals, with
the players in the other seats, so luck of the cards evens out. A partie's
points are its settlement (the Rubicon included), won or lost.
"""
from __future__ import annotations

from games.piquet.partie import Partie
from games.registry import Setup


def figures(state: Partie) -> list[dict[str, int]]:
    """Per seat: the partie's score, repiques, piques, capots, and a win against a loser short of 100."""
    _, winner = state.settlement()
    short = min(state.totals) < state.rules.rubicon
    return [{"score": state.totals[seat],
             "repiques": sum(1 for r in state.history if r.repique == seat),
             "piques": sum(1 for r in state.history if r.pique == seat),
             "capots": sum(1 for r in state.history if r.capot == seat),
             "rubicons": int(winner == seat and short)} for seat in (0, 1)]


def new_partie(setup: Setup) -> Partie:
    return Partie(setup.rng())
