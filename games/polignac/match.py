"""``main.py match polignac`` (see :mod:`games.avoidance.match`)."""
from games.avoidance.match import avoidance_match
from games.polignac.rules import VARIANT
from games.match import run

MATCH = avoidance_match(VARIANT, "polignac")


def main(argv):
    return run(MATCH, argv)
