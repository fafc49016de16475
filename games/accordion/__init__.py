"""Accordion: the manual's patience, the computer's replay, and the solver challenge."""
from __future__ import annotations

from typing import Optional

from games.accordion.builtin_solvers import BUILTIN_SOLVERS
from games.argtypes import plugin, whole_number
from games.registry import GameInfo, RecordInfo, later, later_value


def table_options(parser) -> None:
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
    if spec in BUILTIN_SOLVERS:
        return None
    from games.accordion import computer
    from games.accordion.worker import SolverWorker
    with SolverWorker(spec) as worker:
        return worker.load(computer.GAME_TIME_LIMIT)


GAME = GameInfo(
    name="accordion", title="Accordion", menu_key="1", blurb="A patience, and a challenge",
    seats=(1, 1), zero_sum=False, new_state=later("games.accordion.rules:new_deal"), builtins=BUILTIN_SOLVERS,
    table_options=table_options, rules=later_value("games.accordion.rulebook:RULES"),
    scene=later("games.accordion.scene:AccordionScene"),
    coach=later("games.accordion.coach:hint"),
    commands={"bench": later("games.accordion.bench:main")},
    record=RecordInfo(noun="Deals", won="solved", always_points=True,
                      figures=later("games.accordion.record:figures"), said=later("games.accordion.record:said"),
                      line=later("games.accordion.record:line"),
                      cost="piles given away", cost_unit="piles"))
