"""Polignac at the table (see :mod:`games.ui.tricktable`)."""
from games.polignac.rules import VARIANT
from games.ui.tricktable import TrickTableScene


class Scene(TrickTableScene):
    variant = VARIANT
