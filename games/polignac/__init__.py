"""Polignac: three to six players avoid the queens; capot for the bold.

Scripting: ``games.polignac.rules.VARIANT`` on :mod:`games.avoidance`.
"""
from games.avoidance.options import trick_game

GAME = trick_game(__name__, "PolignacScene", "polignac", "Polignac", "D", seats=(3, 6), passing=False,
                  blurb="Avoid the queens, or take all four")
