"""Backgammon's screen, as the 1983 manual describes it.

The scene is put together from parts, each an object told its collaborators when it is
made: the board drawn from a :class:`~games.backgammon.scene_board.Table` of what is
shown (games.backgammon.scene_board), the questions of your turn
(:class:`~games.backgammon.scene_questions.TurnQuestions`: the decisions, resigning, the
end of a game), the entry of a play (:class:`~games.backgammon.scene_moves.MoveEntry`),
the log of the games (:class:`~games.backgammon.scene_log.GameRecording`), the review
(:class:`~games.backgammon.scene_review.GameReview`) and the H key's best plays
(:class:`~games.backgammon.scene_hint.BestPlays`). The scene keeps the game's flow: a new
game, the question each state needs, the computer's turn, the end.

Moves are entered as point numbers (25 is the bar, O bears off); U takes back the last
piece moved, P shows the GNU Backgammon Position ID, H the computer's best three plays
under the board, F9 the hint of every game (games.ui.hint), R offers to resign. With
``--match N`` the games make a match to N points (see :mod:`games.backgammon.matchplay`).
"""
from __future__ import annotations

import random
import sys
from typing import Optional

from games.backgammon.entry import MoveBuilder
from games.backgammon.game import MOVE, Decision, Resign, Settings
from games.backgammon.matchplay import Match
from games.backgammon.notation import Play
from games.backgammon.players import TOP_LEVEL, player_for_level
from games.backgammon.scene_board import Table, draw_table, key_legend, level_line
from games.backgammon.scene_hint import BestPlays
from games.backgammon.scene_log import GameRecording
from games.backgammon.scene_moves import MoveEntry
from games.backgammon.scene_questions import TurnQuestions
from games.backgammon.scene_review import ExpertReview, GameReview
from games.backgammon.words import WIN_WORDS, dice_text, resign_words
from games.paths import AssetError
from games.seats import OPPONENT, YOU
from games.ui import resume
from games.ui.pauses import TimedPauses
from games.ui.question import Question
from games.ui.scene import GameScene
from games.ui.screen import BLACK, RED, WHITE, YELLOW, Screen

COMPUTER_PAUSE = 0.8


class BackgammonScene(TimedPauses, GameScene):
    palette = (BLACK, RED, YELLOW, WHITE)
    paper, ink, alert, strip_text = 0, 3, 1, 0     # the key strip black on red: 5.3 to 1
    pauses = {"computer": COMPUTER_PAUSE}            # the computer's turn, on the shared clock

    def __init__(self, app, options=None) -> None:
        super().__init__(app, options)
        self.level = getattr(options, "level", None) or TOP_LEVEL
        self.computer = player_for_level(self.level)
        self.notice = self._prepare_computer()
        self.start_id: Optional[str] = getattr(options, "position", None)
        self.last_computer = ""
        self.match_length: Optional[int] = getattr(options, "match", None) or None   # None: money games
        self.recording = GameRecording(getattr(options, "export_mat", None), lambda: f"level {self.level}")
        self.review_box = ExpertReview()    # V at the end of a game (games.backgammon.scene_review)
        self.reviewing = GameReview(self.review_box, self.recording.log)
        self.best_plays = BestPlays(lambda: self.computer, lambda: self.state, self.prompt.say, self.refuse)
        self.turn = TurnQuestions(lambda: self.state, self._ask_turn, self.prompt, self.refuse, self._make,
                                  lambda message: self.tell(message, afresh=True), self._next,
                                  self.best_plays.ask, lambda: " ".join(self.news),
                                  lambda: self.move_entry.builder, self.leave)
        self.move_entry = MoveEntry(self.turn.at_turn, self.prompt, self.refuse, self.app.beep, self._play)
        self.new_game()

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

    @property
    def builder(self) -> Optional[MoveBuilder]:
        """Your play so far, while you enter it."""
        return self.move_entry.builder

    # ----- the door for moves: the log notes each (games.backgammon.scene_log) ----------
    def apply_move(self, state, move):
        move = resume.legal_form(state, move)
        self.recording.note(state, move)
        made = super().apply_move(state, move)
        self.recording.ended(state)
        return made

    def _make(self, move) -> None:
        """Your move (a decision, a resignation) made."""
        self.apply_move(self.state, move)

    def _play(self, play: Play) -> None:
        """Your play, entered, made."""
        self.apply_move(self.state, play)
        self.tell("", afresh=True)
        self._next()

    def game_log(self):
        return self.recording.log

    def coach_cost(self) -> Optional[float]:
        return self.recording.coach_cost()

    # ----- the review (V at the end of a game) ----------------------------------------
    def review_offered(self) -> bool:
        return not self.moment and self.reviewing.offered(self.question)

    def review_words(self) -> str:
        return self.reviewing.WORDS

    def show_review(self) -> None:
        self.reviewing.show()

    def start_review(self) -> None:
        """Only when V asks for it (see GameReview)."""

    # ----- drawing --------------------------------------------------------------------
    def render(self, screen: Screen) -> None:
        draw_table(screen, Table(self.state.view(YOU), self.builder, self.best_plays.lines, self.notice,
                                 self.last_computer, key_legend(self.question),
                                 level_line(self.level, self.totals, self.match)))

    # ----- the sitting: read from its games (the record's), however they were played ----------
    @property
    def totals(self) -> list[int]:
        """Your points and mine over the sitting's finished games (a money game's running total)."""
        totals = [0, 0]
        for state in self.record.games:
            if state.is_terminal():
                totals[state.winner] += state.points
                totals[1 - state.winner] -= state.points
        return totals

    @property
    def match(self) -> Optional[Match]:
        """The match of the game in play (None in money games): the sitting's finished games
        scored in turn, a match won giving way to the next."""
        if self.match_length is None:
            return None
        match = Match(self.match_length)
        for state in self.record.games:
            if match.is_over():
                match = Match(self.match_length)
            if state.is_terminal():
                match.record(state)
        return match

    # ----- flow -------------------------------------------------------------
    def new_game(self) -> None:
        self.review_box.forget()          # the last game's review: no more wanted
        match = self.match
        if match is not None and match.is_over():
            match = Match(match.length)
        settings = match.game_settings() if match else Settings()
        # a game of a match is made at the match's score; a money game from --position once
        of_match = {"score": settings.score, "crawford": settings.crawford} if match else {}
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
        self.move_entry.clear()
        self.best_plays.next_turn()   # a hint still being worked out is now for a past turn
        state = self.state
        if state.is_terminal():
            self._game_over()
        elif state.current_player() != YOU:
            self.turn.wait_for_me()
        elif state.phase == MOVE:
            self.move_entry.start(state.position(YOU), state.dice, keep)
        else:
            self.turn.ask_decision()

    def in_progress(self) -> bool:
        """A game is being played, or a match is not yet won."""
        return not self.state.is_terminal() or (self.match is not None and not self.match.is_over())

    # ----- a position taken up (a resumed game's, games.ui.resume) and the records --------
    def show(self, state) -> None:
        super().show(state)
        if state.is_terminal() and self.in_progress():
            # a game of a match left at its end ("Next game?"): its result was seen, and
            # the match goes on with the next game, as Return there starts it
            self.new_game()
            return
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
        return self.best_plays.thinking or (not self.state.is_terminal()
                                            and self.state.current_player() == OPPONENT)

    def wait_for_background(self) -> None:
        super().wait_for_background()
        self.best_plays.wait()

    def exit(self) -> None:
        super().exit()
        self.best_plays.drop()
        self.review_box.forget()

    # ----- the computer -------------------------------------------------------
    def _ask_turn(self, question: Question, keep_message: bool = False) -> None:
        """A question of the turn; the computer's turn (a pause) starts its clock."""
        self.ask(question, keep_message)
        if question.name in self.pauses:
            self.start_pause(question.name)

    def update(self, dt: float) -> None:
        self.best_plays.tend()
        if not self.best_plays.thinking:     # a hint being worked out holds the computer back
            super().update(dt)

    def pause_over(self, pause: str) -> None:
        state = self.state
        move = self.computer_move(state, OPPONENT, self.seat_streams[0])   # the stream after the dice's
        if move is None:
            return
        before_cube, dice = state.cube, state.dice
        self.apply_move(state, move)
        self.tell(self._computer_says(move, dice, before_cube))
        if isinstance(move, Play) and move.hits:
            self.app.beep()
        kept = self.turn.take_kept()
        self._next(keep=kept if move == Decision("reject") else None)

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
            return f"I resign {resign_words(move.level, self.state.cube)}."
        if name == "accept":
            return "I accept your resignation."
        if name == "reject":
            return "I reject your resignation: play on."
        return ""

    def _your_dice(self) -> str:
        state = self.state
        if not state.is_terminal() and state.current_player() == YOU and state.phase == MOVE:
            return f" Yours: {dice_text(state.dice)}."
        return ""

    def _game_over(self) -> None:
        state = self.state
        winner = state.winner
        kind = {"single": "the game", "gammon": "a gammon", "backgammon": "a backgammon",
                "dropped": "by refusal"}[state.result]
        if state.resigned:
            kind = f"{WIN_WORDS[state.result]} by resignation"
        who = "You win" if winner == YOU else "I win"
        result = f"{who} {kind}: {state.points} point{'s' if state.points != 1 else ''}."
        match = self.match                # the game just ended scored in it (see match)
        if match is None:
            self.prompt.say(f"{result} Total: you {self.totals[YOU]:+d}")
            self.turn.ask_again("Another game?", self.new_game)
            return
        if match.is_over():
            won = match.winner()
            who = "You win" if won == YOU else "I win"
            score = f"{match.score[won]} to {match.score[1 - won]}"
            self.prompt.say(f"{result} {who} the match, {score}.")
            self.turn.ask_again("Another match?", self.new_game)
        else:
            self.prompt.say(f"{result} Match: you {match.score[YOU]}, me {match.score[OPPONENT]}.")
            self.turn.ask_again("Next game?", self.new_game)
