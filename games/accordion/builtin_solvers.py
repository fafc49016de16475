"""Accordion's built-in solvers by name (see :mod:`games.accordion.solvers` for the protocol),
read by the command line without loading any of them."""

BUILTIN_SOLVERS = {
    "simple": "games.accordion.simple:SimpleSolver",
    "strong": "games.accordion.strong:StrongSolver",
    "rollout": "games.accordion.onecard:RolloutSolver",
}
