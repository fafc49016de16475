"""Piquet's and Marjolette's solvers are the one double-dummy kernel (games.trickdd), each
with its own idea of who wins a trick."""
from games.marjolette.players.solver import Solver as MarjoletteSolver
from games.piquet.players.solver import Solver as PiquetSolver
from games.trickdd import TrickSearch


def test_piquet_and_marjolette_solve_on_the_one_kernel():
    piquet, marjolette = PiquetSolver(), MarjoletteSolver("H")
    assert isinstance(piquet, TrickSearch) and isinstance(marjolette, TrickSearch)
    # no trumps in Piquet; Hearts (suit 1) take a Spade lead in Marjolette
    assert not piquet.follower_wins(0, 8) and marjolette.follower_wins(0, 8)
