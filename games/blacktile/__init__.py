"""Eleven Point Black Tile: Hearts with dominoes, for three or four players.

Scripting: ``games.blacktile.rules.VARIANT`` on :mod:`games.avoidance`.
"""
from games.avoidance.options import game_info
from games.blacktile.rules import VARIANT

GAME = game_info(VARIANT, "blacktile", "G", "blacktile", "Hearts with dominoes: 3s and the 0-0",
                 aliases=("black_tile", "eleven"))
