"""Eleven Point Black Tile: Hearts with dominoes, for three or four players.

Scripting: ``games.blacktile.rules.VARIANT`` on :mod:`games.avoidance`.
"""
from games.avoidance.options import trick_game

GAME = trick_game(__name__, "BlackTileScene", "blacktile", "Eleven Point Black Tile", "G", seats=(3, 4), passing=True,
                  blurb="Hearts with dominoes: 3s and the 0-0", aliases=("black_tile", "eleven"))
