"""Polignac: three to six players avoid the queens; capot for the bold.

Scripting: ``games.polignac.rules.VARIANT`` on :mod:`games.avoidance`.
"""
from games.avoidance.options import game_info
from games.polignac.rules import VARIANT

GAME = game_info(VARIANT, "polignac", "D", "polignac", "Avoid the queens, or take all four")
