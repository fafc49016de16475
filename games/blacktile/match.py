"""``main.py match blacktile`` (see :mod:`games.avoidance.match`): three or four seats,
``--players N`` (else one seat a player), each player's share of the points."""
from games.avoidance.match import avoidance_match
from games.blacktile.rules import VARIANT
from games.match import run

MATCH = avoidance_match(VARIANT, "blacktile")


def main(argv):
    return run(MATCH, argv)
