"""Accordion: the manual's patience, the computer's replay, and the solver challenge."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from games.accordion.builtin_solvers import BUILTIN_SOLVERS
from games.argtypes import plugin
from games.optiondata import ONE_OF, PLAYER, WHOLE, GameOptions, option
from games.registry import GameInfo, RecordInfo, later, later_value


@dataclass(frozen=True)
class AccordionOptions(GameOptions):
    """A deal to play, the computer's solver, and how the cards are laid out."""
    deal: Optional[int] = option(WHOLE, None, low=0, high=999_999_999, what="the deal number", metavar="N",
                                 one_run=True, help="play deal N (the canonical deck shuffled by random.Random(N))")
    solver: str = option(PLAYER, "simple", metavar="NAME",
                         player=plugin(BUILTIN_SOLVERS, "solve", fallback="simple",
                                       load=lambda spec: solver_problem(spec)),
                         help="the computer's solver: simple (default), strong, rollout, or module:attribute")
    layout: Optional[str] = option(ONE_OF, None, flags=(
        ("--one", "one", "deal the cards one at a time (do not ask)"),
        ("--all", "all", "lay out the whole pack at once (do not ask)")))


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
    options=AccordionOptions, rules=later_value("games.accordion.rulebook:RULES"),
    scene=later("games.accordion.scene:AccordionScene"),
    coach=later("games.accordion.coach:hint"),
    commands={"bench": later("games.accordion.bench:main")},
    record=RecordInfo(noun="Deals", won="solved", always_points=True,
                      figures=later("games.accordion.record:figures"), said=later("games.accordion.record:said"),
                      line=later("games.accordion.record:line"),
                      cost="piles given away", cost_unit="piles"))
