"""Backgammon's review of your game (V at the end of a game): each of your plays and cube
decisions judged by the expert at its strongest level (:mod:`games.backgammon.analysis`),
the game's error rate in thousandths of a point of stake a decision with GNU
Backgammon's word for it, and the decisions where the expert would have done otherwise,
worst first, each on the board as it stood then, with the equity it cost.

The expert takes seconds a decision, so the review is worked out beside the loop (a
:class:`~games.ui.thinker.Thinker`, as every game's review is: :mod:`games.ui.review`),
"Working out the review..." shown meanwhile; any key goes back to the end question and
the work goes on, so V later shows it done. The records keep their own figure, judged at
the game's end by the quicker level (:mod:`games.backgammon.scene_log`): this review
changes nothing in them.
"""
from __future__ import annotations

from typing import Optional

from games.backgammon.analysis import Judge, Judgement, Review
from games.backgammon.gamelog import GameLog, Log
from games.backgammon.notation import Play
from games.backgammon.players import TOP_LEVEL, player_for_level
from games.backgammon.scene_board import INK, MIDDLE, draw_board
from games.backgammon.words import decision_words
from games.paths import AssetError
from games.seats import YOU
from games.ui.question import Question
from games.ui.review import FAILED, STEPS, WORKING, ReviewBox
from games.ui.screen import COLS, ROWS, Screen

REVIEW_LEVEL = TOP_LEVEL       # the expert's level that judges (the tests take a quicker one)
UNIT = "equity per point of stake"


def expert() -> Judge:
    """The judge at :data:`REVIEW_LEVEL`, or level 1 when its data files cannot be read
    (said when the scene started)."""
    player = player_for_level(REVIEW_LEVEL)
    try:
        player.prepare()
    except AssetError:
        player = player_for_level(1)
    return Judge(player)


class _Judging:
    """The expert's review of a game as a player's choice, for the thinker."""

    def choose(self, game: GameLog, rng) -> Review:
        return expert().review([game], YOU)


def changed(judged: Review) -> list[Judgement]:
    """The decisions where the expert would have done otherwise, the costliest first (the
    game's order kept among equal costs)."""
    differ = [j for j in judged.judgements if j.cost > 0 or j.best != j.made]
    return sorted(differ, key=lambda j: -j.cost)


def said(move) -> str:
    """A play in your numbering, a cube decision in words."""
    return str(move) if isinstance(move, Play) else decision_words(move)


class ExpertReview(ReviewBox):
    """The review of one finished game (``game``), worked out or shown."""

    def __init__(self) -> None:
        super().__init__()
        self.game: Optional[GameLog] = None
        self.judged_game: Optional[Review] = None
        self.changes: list[Judgement] = []

    def ask_game(self, game: GameLog) -> None:
        """Show the review of ``game``, starting the work unless it is done or under way."""
        if game is not self.game:
            self.forget(new_game=True)
            self.game = game
        self.showing, self.index = True, 0
        if self.judged_game is None and not self.failed and not self.thinker.thinking:
            self.thinker.ask(_Judging(), game, None)

    def forget(self, new_game: bool = False) -> None:
        """Another game: the review of the last one (and its work) is dropped."""
        super().forget(new_game=True)
        self.game, self.judged_game, self.changes = None, None, []

    def tend(self) -> None:
        judged = self.collected()
        if judged is not None:
            self.judged_game, self.changes = judged, changed(judged)
            self.entries = self.changes     # what ReviewBox.handle steps through

    def heading(self) -> str:
        judged = self.judged_game
        if judged is None or judged.error_rate is None:
            return "No decision of yours to judge."
        return f"Error rate {judged.error_rate:.1f}: {judged.rating}"

    def lines(self) -> list[tuple[int, str]]:
        """The words the review shows now, as (row, text); the board is drawn under them."""
        if self.failed:
            return [(1, FAILED)]
        if self.judged_game is None:
            return [(1, WORKING)]
        judged = self.judged_game
        out = [(0, self.heading())]
        if not self.changes:
            if judged.decisions:
                out.append((2, f"{judged.decisions} decisions: every one mine too, or as good."[:COLS]))
            return out
        j = self.changes[self.index]
        turn = self.game.turns[j.turn]
        view = turn.view
        out.append((1, f"Worst first: {self.index + 1} of {len(self.changes)} of your "
                       f"{judged.decisions} decisions"[:COLS]))
        if j.kind == "take":
            out.append((21, f"I doubled to {2 * view.cube}."))
        if isinstance(j.made, Play):
            out += [(22, f"You played: {said(j.made)}"[:COLS]), (23, f"I would:    {said(j.best)}"[:COLS])]
        else:
            out += [(22, f"You chose: {said(j.made)}"[:COLS]), (23, f"I would:   {said(j.best)}"[:COLS])]
        out += [(25, f"Cost {j.cost:.3f} {UNIT}"[:COLS]),
                (26, f"Position ID {view.position.position_id()}"[:COLS])]
        return out

    def shown_view(self):
        """Your view at the decision on screen, or None while there is none."""
        if self.failed or self.judged_game is None or not self.changes:
            return None
        return self.game.turns[self.changes[self.index].turn].view

    def draw(self, screen: Screen, paper: int, ink: int, strip: int, strip_text: int, table=None) -> None:
        """Over the whole screen: the board at the decision, the words over it (the board is
        drawn here, so the scene's ``table`` is not asked)."""
        screen.fill_cells(0, 0, COLS, ROWS, paper)
        view = self.shown_view()
        if view is not None:          # the board as it stood, the stake and the dice beside the bar
            draw_board(screen, view.position)
            screen.text(2, MIDDLE, f"Stake {view.cube}", INK, paper)
            if view.dice != (0, 0):
                screen.text(22, MIDDLE, f"Yours {view.dice[0]} {view.dice[1]}", INK, paper)
        for row, text in self.lines():
            screen.text(0, row, text, ink, paper)
        screen.fill_cells(0, ROWS - 1, COLS, 1, strip)
        screen.text((COLS - len(STEPS)) // 2, ROWS - 1, STEPS, strip_text, strip)


class GameReview:
    """V at the end of a game: :class:`ExpertReview` (``box``, the scene's review box) of
    the last game in ``log`` (the scene's log of the games: games.backgammon.gamelog).
    Only when V asks for it: the expert takes seconds a decision, and the record's error
    rate is worked out at the game's end by the quicker level (scene_log)."""

    WORDS = "the expert's review of your game"

    def __init__(self, box: ExpertReview, log: Log) -> None:
        self.box, self.log = box, log

    def offered(self, question: Optional[Question]) -> bool:
        """Whether ``question`` (the game's question on screen) is the end of a game, with
        a game to review."""
        games = self.log.games
        return question is not None and question.name == "over" and bool(games) and games[-1].over

    def show(self) -> None:
        self.box.ask_game(self.log.games[-1])
