"""Short Hearts: Hearts with 32 cards for three or four, passing and the moon.

Scripting: ``games.short_hearts.rules.VARIANT`` on :mod:`games.avoidance`.
"""
from games.avoidance.options import trick_game

GAME = trick_game(__name__, "ShortHeartsScene", "hearts", "Short Hearts", "F", seats=(3, 4), passing=True,
                  blurb="Hearts with 32 cards; shoot the moon", aliases=("short_hearts", "shorthearts"))
