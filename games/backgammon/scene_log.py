"""What Backgammon's scene keeps of the games it plays, for the coach: every move with
what its player saw (:mod:`games.backgammon.gamelog`), the records' error rate of each
game (:meth:`GameRecording.coach_cost`), and the match file written after each game when
``--export-mat PATH`` is given (:mod:`games.backgammon.matfile`).

The records' error rate is judged at one ply by the trained network (level 2, the
bear-off table in the race): a few milliseconds a decision, so the record is written the
moment the game ends. The expert's full depth takes seconds a decision (the game review,
``tools/bg_review.py``); how far the two agree is measured there.
"""
from __future__ import annotations

from typing import Callable, Optional

from games import store
from games.backgammon import matfile
from games.backgammon.analysis import Judge
from games.backgammon.gamelog import Log
from games.backgammon.players import player_for_level
from games.paths import AssetError
from games.seats import YOU

RECORD_LEVEL = 2             # the level whose judgement the records keep (see above)


class GameRecording:
    """The log of the games of the sitting (``log``), noted move by move (:meth:`note`
    before a move is made, :meth:`ended` after), and what is made of it. Its collaborators:
    ``export_path`` (the ``--export-mat`` file, or None) and ``computer_name`` (the name
    the match file gives the computer, read when a game ends: its level may change)."""

    def __init__(self, export_path: Optional[str], computer_name: Callable[[], str]) -> None:
        self.log = Log()
        self.export_path, self.computer_name = export_path, computer_name
        self._record_judge: Optional[Judge] = None

    def note(self, state, move) -> None:
        self.log.note(state, move)

    def ended(self, state) -> None:
        """After a move: the log told how a game ended, and the match file written then."""
        self.log.ended(state)
        if state.is_terminal():
            self.export_games()

    def coach_cost(self) -> Optional[float]:
        """Your error rate in the game in play (thousandths of a point a decision), or None
        when you had no decision to make in it."""
        if not self.log.games:
            return None
        return self.record_judge().review(self.log.games[-1:], YOU).error_rate

    def record_judge(self) -> Judge:
        if self._record_judge is None:
            player = player_for_level(RECORD_LEVEL)
            try:
                player.prepare()
            except AssetError:                # said when the scene started: level 1 judges
                player = player_for_level(1)
            self._record_judge = Judge(player)
        return self._record_judge

    def export_games(self) -> bool:
        """Write the games finished so far to the match file named by ``--export-mat``."""
        if not self.export_path:
            return False
        names = ("You", f"Computer {self.computer_name()}".strip())
        return store.export(self.export_path, matfile.text(self.log.finished, names))
