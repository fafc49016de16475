"""Backgammon's screen, as the 1983 manual describes it.

The board is drawn by games.backgammon.scene_board; the questions are asked as
Question objects (games.ui.question) by games.backgammon.scene_questions (the decisions,
resigning, the end of a game) and games.backgammon.scene_moves (entering a play). Moves
are entered as point numbers (25 is the bar, O bears off); U takes back the last piece
moved, P shows the GNU Backgammon Position ID, H (or F9, the hint key of every game)
the computer's best three plays (worked out beside the loop, like its own moves), R
offers to resign. With ``--match N`` the games make a match to N points (see
:mod:`games.backgammon.matchplay`).
"""
from __future__ import annotations

import random
import sys
from typing import Optional

from games.backgammon.coach import DECISIONS
from games.backgammon.entry import MoveBuilder
from games.backgammon.game import MOVE, Decision, Resign, Settings
from games.backgammon.matchplay import Match
from games.backgammon.notation import Play
from games.backgammon.players import TOP_LEVEL, player_for_level
from games.backgammon.scene_board import BoardPicture
from games.backgammon.scene_log import GameLogging
from games.backgammon.scene_moves import MoveQuestions
from games.backgammon.scene_questions import KINDS, BackgammonQuestions
from games.backgammon.scene_review import ExpertReview, ExpertReviewing
from games.paths import AssetError
from games.seats import OPPONENT, YOU
from games.ui.prompt import LineEntry
from games.ui.hint import no_hint
from games.ui.scene import GameScene
from games.ui.screen import BLACK, RED, WHITE, YELLOW
from games.ui.thinker import Thinker

COMPUTER_PAUSE = 0.8


class BackgammonScene(ExpertReviewing, GameLogging, BoardPicture, BackgammonQuestions, MoveQuestions, GameScene):
    palette = (BLACK, RED, YELLOW, WHITE)
    paper, ink, alert, strip_text = 0, 3, 1, 0     # the key strip black on red: 5.3 to 1

    def __init__(self, app, options=None) -> None:
        super().__init__(app, options)
        self.review_box = ExpertReview()    # V at the end of a game (games.backgammon.scene_review)
        self.level = getattr(options, "level", None) or TOP_LEVEL
        self.computer = player_for_level(self.level)
        self.notice = self._prepare_computer()
        self.start_id: Optional[str] = getattr(options, "position", None)
        self.totals = [0, 0]
        self.entry = LineEntry("0123456789O", max_length=2)
        self.builder: Optional[MoveBuilder] = None     # your play so far, while you enter it
        self._kept: Optional[MoveBuilder] = None    # your move so far, while I answer your resignation
        self.hinter = Thinker()        # works out a hint beside the loop
        self.hint: Optional[list[str]] = None       # the lines shown, until the state moves on
        self._turn = 0                 # counts the questions asked, to know a hint's turn
        self._hint_turn = -1           # the turn you last pressed H in
        self._hint_asked = -1          # the turn the hint being worked out is for
        self.last_computer = ""
        self.pause = 0.0
        length = getattr(options, "match", None)
        self.match: Optional[Match] = Match(length) if length else None
        self._new_game()

    def _prepare_computer(self) -> str:
        """Read the computer's data files now; if one is missing or damaged, say which (the
        whole line on the error stream, what fits under the board for as long as the game
        lasts) and play at level 1, which needs none, rather than fail in the middle of a game."""
        try:
            self.computer.prepare()
        except AssetError as exc:
            print(f"backgammon: {exc}", file=sys.stderr)
            self.level = 1
            self.computer = player_for_level(1)
            return f"{exc.short}: level 1 only."
        return ""

    # ----- flow -------------------------------------------------------------
    def _new_game(self) -> None:
        self.review_box.forget()          # the last game's review: no more wanted
        if self.match is not None and self.match.is_over():
            self.match = Match(self.match.length)
        settings = self.match.game_settings() if self.match else Settings()
        # a game of a match is made at the match's score; a money game from --position once
        of_match = {"score": settings.score, "crawford": settings.crawford} if self.match else {}
        self.state = self.new_state(position=self.start_id, **of_match)
        if self.start_id:
            self.start_id = None          # "play again" starts a normal game
            opening = "Started from the position given."
        else:
            opening = self._opening_message()
        if settings.crawford:
            opening = "The Crawford game: no doubling. " + opening
        self.last_computer = ""
        self.tell(opening, afresh=True)
        self._next()

    def _opening_message(self) -> str:
        """The opening throws, the tied ones first: they are why the stake is raised."""
        throws = self.state.opening_throws
        you, me = throws[-1]
        who = "You start" if you > me else "I start"
        tied = ""
        if len(throws) > 1:
            raised = f"stake {self.state.cube}" if self.state.cube > 1 else "thrown again"
            tied = f"Both threw {', then '.join(str(a) for a, _ in throws[:-1])}: {raised}. "
        return f"{tied}You {you}, me {me}: {who}."

    def _next(self, keep: Optional[MoveBuilder] = None) -> None:
        """Ask the question the state now needs from you (or let the computer act); ``keep``
        is the move you were entering when you offered to resign, given back on a rejection."""
        self.builder = None
        self.entry.reset()
        self.hint = None
        self._turn += 1               # a hint still being worked out is now for a past turn
        state = self.state
        if state.is_terminal():
            self._game_over()
        elif state.current_player() != YOU:
            self._wait_for_me()
        elif state.phase == MOVE:
            self._ask_move(keep)
        else:
            self._ask_decision()

    def in_progress(self) -> bool:
        """A game is being played, or a match is not yet won."""
        return not self.state.is_terminal() or (self.match is not None and not self.match.is_over())

    # ----- resuming (games.ui.resume) and the records (games.records) ----------------
    def start_next_game(self) -> None:
        if self.state.is_terminal():
            self._game_over()             # the running total counts the game replayed
        self._new_game()

    def take_up(self) -> None:
        self.tell("", afresh=True)
        self._next()

    def resume_options(self) -> dict:
        return {"level": self.level}

    def players(self) -> list[str]:
        return ["you", f"level {self.level}"]

    def result_record(self, state) -> dict:
        return {**super().result_record(state), "kind": state.result, "points": state.points}

    @property
    def busy(self) -> bool:
        return self.hinter.thinking or (not self.state.is_terminal()
                                        and self.state.current_player() == OPPONENT)

    def wait_for_background(self) -> None:
        super().wait_for_background()
        self.hinter.wait()

    def exit(self) -> None:
        super().exit()
        self.hinter.drop()
        self.review_box.forget()

    # ----- the hint ----------------------------------------------------------------
    def ask_hint(self) -> None:
        """F9 does what H does (see games.ui.hint for the other games' hint)."""
        if self.state.is_terminal() or self.state.current_player() != YOU:
            self.refuse(no_hint())
        else:
            self._ask_hint()

    def _ask_hint(self) -> None:
        """H: what the computer would do in your place, worked out beside the loop; one hint
        at a time, so one asked while the last turn's is still being worked out waits for it."""
        if self.hint:
            return
        self._hint_turn = self._turn
        self.prompt.say("Thinking...")
        if not self.hinter.thinking:
            # its own random stream: the hint never draws on the game's dice
            self.hinter.ask(_Hinter(self.computer), self.state.view(YOU), random.Random(0))
            self._hint_asked = self._turn

    def _collect_hint(self) -> None:
        try:
            hint = self.hinter.collect()
        except Exception as exc:          # a hint is never worth losing the game over
            print(f"backgammon: the hint failed: {exc}", file=sys.stderr)
            if self._hint_turn == self._turn:
                self.refuse("No hint: the computer could not work one out")
            return
        if hint is None:
            return                         # not ready yet
        if self._hint_asked != self._turn:  # for a turn that has gone
            if self._hint_turn == self._turn and self.state.current_player() == YOU:
                self._ask_hint()           # asked for again meanwhile
            return
        if isinstance(hint, list):
            dice = f"{self.state.dice[0]} {self.state.dice[1]}"
            self.hint = [f"My best plays for {dice}:"] + [
                f"{i}. {play!s:24.24} {value:+.3f}" for i, (value, play) in enumerate(hint, 1)]
            self.prompt.say("Hint: equity per point of stake")
        elif isinstance(hint, Resign):
            self.prompt.say(f"Hint: I would resign {KINDS[hint.name]}.")
        else:
            self.prompt.say(f"Hint: I would {HINT_WORDS.get(str(hint), str(hint))}.")

    # ----- the computer -------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.hinter.thinking:
            self._collect_hint()
        if not self.busy or self.hinter.thinking:
            return
        self.pause += dt
        if self.pause < COMPUTER_PAUSE:
            return
        state = self.state
        move = self.computer_move(state, OPPONENT, self.seat_streams[0])   # the stream after the dice's
        if move is None:
            return
        self.pause = 0.0
        before_cube, dice = state.cube, state.dice
        self.apply_move(state, move)
        self.tell(self._computer_says(move, dice, before_cube))
        if isinstance(move, Play) and move.hits:
            self.app.beep()
        kept = self._kept if move == Decision("reject") else None
        self._kept = None
        self._next(keep=kept)

    def _computer_says(self, move, dice: tuple[int, int], before_cube: int) -> str:
        if isinstance(move, Play):
            thrown = f"I threw {dice[0]} {dice[1]}"
            # on the screen every point is numbered from your side, the computer's moves too
            played = move.text(other_side=True)
            self.last_computer = f"{thrown}: {played}" if move.steps else f"{thrown} and could not move"
            return self.last_computer + "." + (" Hit!" if move.hits else "") + self._your_dice()
        name = move.name
        if name == "keep":
            return "I keep the dice."
        if name == "reroll":
            return "I throw again."
        if name == "double":
            return f"I double to {2 * before_cube}."
        if name == "take":
            return f"I accept. Stake {self.state.cube}."
        if name == "drop":
            return "I refuse your double."
        if isinstance(move, Resign):
            return f"I resign {self._level_text(move.level)}."
        if name == "accept":
            return "I accept your resignation."
        if name == "reject":
            return "I reject your resignation: play on."
        return ""

    def _your_dice(self) -> str:
        state = self.state
        if not state.is_terminal() and state.current_player() == YOU and state.phase == MOVE:
            return f" Yours: {self._dice_text()}."
        return ""

    def _game_over(self) -> None:
        state = self.state
        winner = state.winner
        self.totals[winner] += state.points
        self.totals[1 - winner] -= state.points
        kind = {"single": "the game", "gammon": "a gammon", "backgammon": "a backgammon",
                "dropped": "by refusal"}[state.result]
        if state.resigned:
            kind = f"{KINDS[state.result]} by resignation"
        who = "You win" if winner == YOU else "I win"
        result = f"{who} {kind}: {state.points} point{'s' if state.points != 1 else ''}."
        if self.match is None:
            self.prompt.say(f"{result} Total: you {self.totals[YOU]:+d}")
            self._ask_again("Another game?", self._new_game)
            return
        self.match.record(state)
        if self.match.is_over():
            won = self.match.winner()
            who = "You win" if won == YOU else "I win"
            score = f"{self.match.score[won]} to {self.match.score[1 - won]}"
            self.prompt.say(f"{result} {who} the match, {score}.")
            self._ask_again("Another match?", self._new_game)
        else:
            self.prompt.say(f"{result} Match: you {self.match.score[YOU]}, me {self.match.score[OPPONENT]}.")
            self._ask_again("Next game?", self._new_game)

HINT_WORDS = DECISIONS


class _Hinter:
    """The computer's hint as a player's choice, for the thinker."""

    def __init__(self, computer) -> None:
        self.computer = computer

    def choose(self, view, rng):
        return self.computer.hint(view)
