"""The computer's turn in the game: a solver's answer, fetched without holding up the screen.

The built-in ``simple`` solver answers at once, here. Any other solver runs in
a worker process (see :mod:`games.accordion.worker`) and the scene polls for
its answer once a frame, so a slow, broken or hanging solver never freezes the
game: its failure is shown and its deal scored as 52 piles.
"""
from __future__ import annotations

from typing import Optional, Sequence

from games.accordion.simple import SimpleSolver
from games.accordion.solvers import Outcome, run_in_process
from games.accordion.worker import SolverWorker

GAME_TIME_LIMIT = 2.0  # seconds the computer may think in the game
INLINE = "simple"      # the one solver quick and trusted enough to run in the game's process


class ComputerTurn:
    def __init__(self, spec: str, deal: Sequence[str], time_limit: Optional[float] = None) -> None:
        # the limit is read when the turn starts, so that it can be set (a test's, say) after import
        time_limit = GAME_TIME_LIMIT if time_limit is None else time_limit
        self.worker: Optional[SolverWorker] = None
        self.outcome: Optional[Outcome] = None
        if spec == INLINE:
            self.outcome = run_in_process(SimpleSolver(), deal, time_limit)
        else:
            self.worker = SolverWorker(spec)
            self.worker.start(deal, time_limit)

    def poll(self, wait: float = 0.0) -> Optional[Outcome]:
        """The judged outcome once there is one (waiting at most ``wait`` seconds)."""
        if self.outcome is None and self.worker is not None:
            self.outcome = self.worker.poll(wait)
            if self.outcome is not None:
                self.close()
        return self.outcome

    def close(self) -> None:
        if self.worker is not None:
            self.worker.close()
            self.worker = None
