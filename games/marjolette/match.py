"""Marjolette in a match (``main.py match marjolette``, :mod:`games.match`): whole games to 250.

Both games of a pair use the same seed, so every hand is dealt alike and the
same seat deals first, and the two players swap seats for the second game. A
game's points are the winner's margin (the difference of the final totals), won
or lost.
"""
from __future__ import annotations

from games.marjolette.game import MarjoletteGame
from games.registry import Setup

FIGURES = ("score", "hands", "hands_won", "melds", "meld_points", "brisques", "last_tricks", "dix")


def points(game: MarjoletteGame) -> list[float]:
    margin = game.totals[0] - game.totals[1]
    return [float(margin), float(-margin)]


def figures(game: MarjoletteGame) -> list[dict[str, int]]:
    """Per seat: the final total, hands played and won, melds declared and their points,
    brisques won, last tricks won, and dix scored (turned up or exchanged)."""
    out = [dict.fromkeys(FIGURES, 0) for _ in range(2)]
    for seat in (0, 1):
        out[seat]["score"] = game.totals[seat]
        out[seat]["hands"] = len(game.history)
    for r in game.history:
        if r.scores[0] != r.scores[1]:
            out[0 if r.scores[0] > r.scores[1] else 1]["hands_won"] += 1
        out[r.last_trick]["last_tricks"] += 1
        for seat in (0, 1):
            out[seat]["melds"] += len(r.melds[seat])
            out[seat]["meld_points"] += sum(m.points(r.trump) for m in r.melds[seat])
            out[seat]["brisques"] += r.brisques[seat]
            out[seat]["dix"] += r.dix[seat]
    return out


def new_game(setup: Setup) -> MarjoletteGame:
    return MarjoletteGame(setup.rng())

