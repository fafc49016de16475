"""Slobberhannes: avoid the first trick, the last trick and the queen of spades.

Scripting: ``games.slobberhannes.rules.VARIANT`` on :mod:`games.avoidance`.
"""
from games.avoidance.options import game_info
from games.slobberhannes.rules import VARIANT

GAME = game_info(VARIANT, "slobberhannes", "E", "slobberhannes", "First trick, last trick, spade queen")
