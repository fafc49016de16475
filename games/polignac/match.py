"""The games of ``main.py match polignac`` and of random play-outs (see :mod:`games.avoidance.match`)."""
from games.avoidance.match import new_game_of, playout_of
from games.polignac.rules import VARIANT

new_game = new_game_of(VARIANT)
playout = playout_of(VARIANT)
