"""Accordion: the manual's patience, the computer's replay, and the solver challenge."""
from __future__ import annotations

import random

from games.accordion.rules import AccordionState
from games.argtypes import plugin, whole_number
from games.cards import shuffled_deck
from games.registry import GameInfo, later


def _new_state(rng: random.Random) -> AccordionState:
    return AccordionState(shuffled_deck(rng))


def add_arguments(parser) -> None:
    from games.accordion.solvers import BUILTIN_SOLVERS

    parser.add_argument("--deal", type=whole_number(0, 999_999_999, what="the deal number"), default=None, metavar="N",
                        help="play deal N (the canonical deck shuffled by random.Random(N))")
    parser.add_argument("--solver", type=plugin(BUILTIN_SOLVERS, "solve"), default="simple", metavar="NAME",
                        help="the computer's solver: simple (default), strong, or module:attribute")
    layout = parser.add_mutually_exclusive_group()
    layout.add_argument("--one", dest="layout", action="store_const", const="one",
                        help="deal the cards one at a time (do not ask)")
    layout.add_argument("--all", dest="layout", action="store_const", const="all",
                        help="lay out the whole pack at once (do not ask)")


GAME = GameInfo(
    name="accordion",
    title="Accordion",
    menu_key="1",
    new_state=_new_state,
    scene=later("games.accordion.scene:AccordionScene"),
    add_arguments=add_arguments,
    commands={"bench": later("games.accordion.bench:main")},
    zero_sum=False,
    blurb="A patience, and a challenge",
    seats=(1, 1),
)
