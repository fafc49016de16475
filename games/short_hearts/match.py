"""``main.py match hearts`` (see :mod:`games.avoidance.match`)."""
from games.avoidance.match import avoidance_match
from games.short_hearts.rules import VARIANT
from games.match import run

MATCH = avoidance_match(VARIANT, "hearts")


def main(argv):
    return run(MATCH, argv)
