"""Polignac at the table (see :mod:`games.avoidance.scene`)."""
from games.polignac.rules import VARIANT
from games.avoidance.scene import TrickTableScene


class PolignacScene(TrickTableScene):
    variant = VARIANT
