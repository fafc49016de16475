"""Short Hearts: Hearts with 32 cards for three or four, passing and the moon.

Scripting: ``games.short_hearts.rules.VARIANT`` on :mod:`games.avoidance`.
"""
from games.avoidance.options import game_info
from games.short_hearts.rules import VARIANT

GAME = game_info(VARIANT, "hearts", "F", "short_hearts", "Hearts with 32 cards; shoot the moon",
                 aliases=("short_hearts", "shorthearts"))
