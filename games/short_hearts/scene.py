"""Short Hearts at the table (see :mod:`games.avoidance.scene`)."""
from games.short_hearts.rules import VARIANT
from games.avoidance.scene import TrickTableScene


class ShortHeartsScene(TrickTableScene):
    variant = VARIANT
