"""``main.py match slobberhannes`` (see :mod:`games.avoidance.match`)."""
from games.avoidance.match import avoidance_match
from games.slobberhannes.rules import VARIANT
from games.match import run

MATCH = avoidance_match(VARIANT, "slobberhannes")


def main(argv):
    return run(MATCH, argv)
