"""Slobberhannes: avoid the first trick, the last trick and the queen of spades.

Scripting: ``games.slobberhannes.rules.VARIANT`` on :mod:`games.avoidance`.
"""
from games.avoidance.options import trick_game

GAME = trick_game(__name__, "SlobberhannesScene", "slobberhannes", "Slobberhannes", "E", seats=(3, 6), passing=False,
                  blurb="First trick, last trick, spade queen")
