"""What Backgammon's scene keeps of the games it plays, for the coach: every move with
what its player saw (:mod:`games.backgammon.gamelog`), the records' error rate of each
game (:meth:`GameLogging.coach_cost`), and the match file written after each game when
``--export-mat PATH`` is given (:mod:`games.backgammon.matfile`).

The records' error rate is judged at one ply by the trained network (level 2, the
bear-off table in the race): a few milliseconds a decision, so the record is written the
moment the game ends. The expert's full depth takes seconds a decision (the game review,
``tools/bg_review.py``); how far the two agree is measured there.
"""
from __future__ import annotations

from typing import Optional

from games import store
from games.backgammon import matfile
from games.backgammon.analysis import Judge
from games.backgammon.gamelog import Log
from games.backgammon.players import player_for_level
from games.paths import AssetError
from games.seats import YOU
from games.ui import resume

RECORD_LEVEL = 2             # the level whose judgement the records keep (see above)


class GameLogging:
    """Mixed into the scene before :class:`~games.ui.scene.GameScene`: every move goes
    through its ``apply_move``, noted here first."""

    _game_log: Optional[Log] = None
    _record_judge: Optional[Judge] = None

    def game_log(self) -> Log:
        if self._game_log is None:
            self._game_log = Log()
        return self._game_log

    def apply_move(self, state, move):
        move = resume.legal_form(state, move)
        log = self.game_log()
        log.note(state, move)
        made = super().apply_move(state, move)
        log.ended(state)
        if state.is_terminal():
            self.export_games()
        return made

    def coach_cost(self) -> Optional[float]:
        """Your error rate in the game in play (thousandths of a point a decision), or None
        when you had no decision to make in it."""
        log = self.game_log()
        if not log.games:
            return None
        return self.record_judge().review(log.games[-1:], YOU).error_rate

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
        path = getattr(self.options, "export_mat", None)
        if not path:
            return False
        names = ("You", f"Computer level {getattr(self, 'level', '')}".strip())
        return store.export(path, matfile.text(self.game_log().finished, names))
