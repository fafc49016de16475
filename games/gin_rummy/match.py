"""Gin Rummy's games for the descriptor: a whole game to 100 (``new_state``, what
``main.py match gin`` plays, :mod:`games.match`) and its figures, and one hand for
random play-outs.

Both games of a pair use the same seed, so every hand is dealt alike and the
same seat deals first, and the two players swap seats for the second game. A
game is won by the higher total (cards, Box, Game and whitewash bonuses), which
need not be the player who reached Game.
"""
from __future__ import annotations

from games.gin_rummy.game import GinGame
from games.gin_rummy.hand import GinHand
from games.registry import Setup

FIGURES = ("reached_game", "hands_won", "knocks", "gins", "undercuts", "undercut_against")


def figures(game: GinGame) -> list[dict[str, int]]:
    """Per seat: reached 100, hands won, knocks, Gins, hands won by undercutting, own knocks undercut."""
    out = [dict.fromkeys(FIGURES, 0) for _ in range(2)]
    out[game.score.game_winner(game.rules)]["reached_game"] = 1
    for hand in game.finished:
        r = hand.result
        if r.dead:
            continue
        out[r.winner]["hands_won"] += 1
        out[r.knocker]["knocks"] += 1
        out[r.knocker]["gins"] += int(r.gin)
        out[1 - r.knocker]["undercuts"] += int(r.undercut)
        out[r.knocker]["undercut_against"] += int(r.undercut)
    return out


def new_game(setup: Setup) -> GinGame:
    return GinGame(setup.rng())


def one_hand(setup: Setup) -> GinHand:
    """One hand (it always ends: by a knock, or when the stock runs down)."""
    rng = setup.rng()
    return GinHand.deal(rng, dealer=rng.randrange(2))
