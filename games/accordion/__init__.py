"""Accordion: the manual's patience, the computer's replay, and the solver challenge."""
from __future__ import annotations

import random
from typing import Optional

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
    parser.add_argument("--solver", type=plugin(BUILTIN_SOLVERS, "solve", fallback="simple", load=solver_problem),
                        default="simple", metavar="NAME",
                        help="the computer's solver: simple (default), strong, rollout, or module:attribute")
    layout = parser.add_mutually_exclusive_group()
    layout.add_argument("--one", dest="layout", action="store_const", const="one",
                        help="deal the cards one at a time (do not ask)")
    layout.add_argument("--all", dest="layout", action="store_const", const="all",
                        help="lay out the whole pack at once (do not ask)")


def solver_problem(spec: str) -> Optional[str]:
    """Why ``spec`` cannot be the solver, or None. A plug-in is loaded as the game will run
    it: in a worker process, within the game's time limit (one that cannot load, or hangs,
    or ends the program as it loads is refused at once, and nothing it prints reaches our
    output)."""
    from games.accordion import computer
    from games.accordion.solvers import BUILTIN_SOLVERS
    from games.accordion.worker import SolverWorker
    if spec in BUILTIN_SOLVERS:
        return None
    with SolverWorker(spec) as worker:
        return worker.load(computer.GAME_TIME_LIMIT)


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
