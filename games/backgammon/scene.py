"""Backgammon's screen, as the 1983 manual describes it.

At the top a reminder of the symbols (yours ``O``, the computer's ``X``); the
points numbered 1 to 24 with your inner table bottom left and the computer's top
left; pieces on the bar on the white line in the middle; the stake to the left of
the bar and the dice to the right; messages and questions at the bottom. Moves are
entered as point numbers (25 is the bar, O bears off); U takes back the last piece
moved, P shows the GNU Backgammon Position ID, H (or F9, the hint key of every game)
the computer's best three plays (worked out beside the loop, like its own moves), R
offers to resign. With
``--match N`` the games make a match to N points (see
:mod:`games.backgammon.matchplay`).
"""
from __future__ import annotations

import random
import sys
from typing import Optional

from games.backgammon.board import Position
from games.backgammon.coach import DECISIONS
from games.backgammon.entry import MoveBuilder
from games.backgammon.game import (CUBE, LEVELS, MOVE, OPENING, RESIGN, TAKE, BackgammonState,
                                   Decision, Resign, Settings)
from games.backgammon.matchplay import Match
from games.backgammon.notation import OFF, Play
from games.backgammon.players import LEVELS as PLAYER_NAMES, TOP_LEVEL, player_for_level
from games.backgammon.scene_log import GameLogging
from games.engine import IllegalMove
from games.paths import AssetError
from games.seats import OPPONENT, YOU
from games.ui.keys import Command
from games.ui.prompt import LineEntry, yes_no
from games.ui.hint import no_hint
from games.ui.scene import GameScene, hint_key
from games.ui.screen import BLACK, CELL, RED, WHITE, YELLOW, Screen
from games.ui.thinker import Thinker

COMPUTER_PAUSE = 0.8
TOP_NUMBERS, TOP_EDGE, BOTTOM_EDGE, BOTTOM_NUMBERS = 2, 3, 19, 20
STACK = 5                      # pieces drawn on a point before a count takes the last place
MIDDLE = 11                    # the row of the stake and the dice
NOTICE_ROW = 21                # under the board: a data file missing or damaged
BAR_COL = 20                   # the white line runs down the middle of this column

HINT_ROW = 22                  # the hint covers the counts under the board while it is shown
INK, X_INK, POINT_A, POINT_B = 3, 2, 1, 2
KINDS = {"single": "a single game", "gammon": "a gammon", "backgammon": "a backgammon"}


def point_cell(point: int) -> tuple[int, bool]:
    """(column, on the top half) of a point, numbered from your side."""
    if point >= 19:
        return 2 + 3 * (24 - point), True
    if point >= 13:
        return 22 + 3 * (18 - point), True
    if point <= 6:
        return 2 + 3 * (point - 1), False
    return 22 + 3 * (point - 7), False


class BackgammonScene(GameLogging, GameScene):
    palette = (BLACK, RED, YELLOW, WHITE)
    paper, ink, alert, strip_text = 0, 3, 1, 0     # the key strip black on red: 5.3 to 1

    def __init__(self, app, options=None) -> None:
        super().__init__(app, options)
        self.rng = random.Random(app.rng.random())
        self.level = getattr(options, "level", None) or TOP_LEVEL
        self.computer = player_for_level(self.level)
        self.notice = self._prepare_computer()
        self.start_id: Optional[str] = getattr(options, "position", None)
        self.totals = [0, 0]
        self.entry = LineEntry("0123456789O", max_length=2)
        self.builder: Optional[MoveBuilder] = None
        self.source: Optional[int] = None
        self.refusing = False          # "Refuse, losing ...?" is asked
        self.resign_asked = 0          # the level "Resign ...?" asks about, 0 when not asked
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
        if self.match is not None and self.match.is_over():
            self.match = Match(self.match.length)
        settings = self.match.game_settings() if self.match else Settings()
        if self.start_id:
            position = Position.from_id(self.start_id)
            self.state = BackgammonState.from_position(position, self.rng, on_roll=YOU,
                                                       settings=settings)
            self.start_id = None          # "play again" starts a normal game
            opening = "Started from the position given."
        else:
            self.state = BackgammonState.new(self.rng, settings)
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
        self.builder, self.source, self.refusing, self.resign_asked = None, None, False, 0
        self.entry.reset()
        self.hint = None
        self._turn += 1               # a hint still being worked out is now for a past turn
        state = self.state
        if state.is_terminal():
            self._game_over()
            return
        if state.current_player() != YOU:
            self.prompt.ask("")
            return
        if state.phase == RESIGN:
            self.prompt.ask("Accept my resignation?", keep_message=True)
        elif state.phase == OPENING:
            self.prompt.ask("Throw the dice again?", keep_message=True)
        elif state.phase == CUBE:
            self.prompt.ask(f"Double the stake to {2 * state.cube}?", keep_message=True)
        elif state.phase == TAKE:
            self.prompt.ask(f"Accept, stake {2 * state.cube}?", keep_message=True)
        elif state.phase == MOVE:
            self.builder = keep or MoveBuilder(state.position(YOU), state.dice)
            if self.builder.forced_pass:
                self.prompt.ask("You cannot move. Press Return", keep_message=True)
            else:
                self._ask_from()

    def _ask_from(self) -> None:
        self.source = None
        if self.builder.playable:      # a piece borne off with a 6 of 6-1 may leave the 1 to play
            self.prompt.ask("Move from, or Return to play it?", keep_message=True)
        else:
            self.prompt.ask("Move from (25 = bar)?", keep_message=True)

    def _level_text(self, level: int) -> str:
        points = level * self.state.cube
        return f"{KINDS[LEVELS[level - 1]]}, {points} point{'s' if points != 1 else ''}"

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

    def question_keys(self) -> list[tuple[str, str]]:
        position = ("P", "show the Position ID")
        builder = self.builder
        if self.resign_asked:
            return [("Return or Y", "resign at this level"), ("N", "ask about the next level up")]
        extras = [] if self.state.is_terminal() or self.state.current_player() != YOU else \
            [(f"H or {hint_key()}", "a hint: my best plays"), ("R", "offer to resign")]
        if self.state.is_terminal() or self.state.phase != MOVE or builder is None or self.busy:
            return [*super().question_keys(), *extras, position]
        undo = ("U or Delete", "take back the last piece moved")
        if builder.forced_pass:
            keys = [("Return", "go on: you cannot move")]
        elif builder.complete:
            keys = [("Return or Y", "play it"), ("N", "start the move again"), undo]
        elif self.source is None:
            keys = [("1-25 Return", "the point to move from (25: the bar)"), undo]
            if builder.playable:
                keys.append(("Return", "play the move as it stands"))
        else:
            keys = [("1-24 Return", "the point to move to"), ("O Return", "bear the piece off"),
                    ("Delete", "choose another piece")]
        return [*keys, *extras, position]

    # ----- your keys --------------------------------------------------------
    def on_command(self, command: Command) -> None:
        state = self.state
        if state.is_terminal():
            self._yes_no(command, lambda yes: self._new_game() if yes else self.leave())
            return
        if command.name == "char" and command.char == "P":
            self.prompt.say(f"Position ID {state.position(state.turn).position_id()}")
            return
        if state.current_player() != YOU:
            return
        if command.name == "char" and command.char == "H":
            self._ask_hint()
        elif self.resign_asked:
            self._yes_no(command, self._answer_resign_question)
        elif command.name == "char" and command.char == "R":
            self._start_resigning()
        elif state.phase == RESIGN:
            self._yes_no(command, lambda yes: self._decide("accept" if yes else "reject"))
        elif state.phase == OPENING:
            self._yes_no(command, lambda yes: self._decide("reroll" if yes else "keep"))
        elif state.phase == CUBE:
            self._yes_no(command, lambda yes: self._decide("double" if yes else "roll"))
        elif state.phase == TAKE and self.refusing:
            self._yes_no(command, lambda yes: self._decide("drop") if yes else self._back_to_offer())
        elif state.phase == TAKE:
            self._yes_no(command, lambda yes: self._decide("take") if yes else self._ask_refusal())
        elif state.phase == MOVE:
            self._move_key(command)

    # ----- resigning ------------------------------------------------------------
    def _start_resigning(self) -> None:
        """R: ask level by level, the lowest you may offer first: Return offers it, N the next."""
        offers = self.state.resignations()
        if not offers:
            self.refuse("Resign when it is your turn to throw or move")
            return
        self.resign_asked = offers[0].level
        self._ask_resign_level()

    def _ask_resign_level(self) -> None:
        self.prompt.ask(f"Resign {self._level_text(self.resign_asked)}?")
        self.prompt.say("N asks about more" if self.resign_asked < 3 else "N goes back to the game")

    def _answer_resign_question(self, yes: bool) -> None:
        level = self.resign_asked
        if yes:
            self.resign_asked = 0
            self._kept = self.builder
            self.apply_move(self.state, Resign(level))
            self.tell(f"You resign {self._level_text(level)}.", afresh=True)
            self.prompt.ask("")
        elif level < 3:
            self.resign_asked = level + 1
            self._ask_resign_level()
        else:
            self.prompt.say("")
            self._next(keep=self.builder)

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

    def _ask_refusal(self) -> None:
        """Refusing loses the game at once: one N too many must not do it."""
        self.refusing = True
        stake = self.state.cube
        self.prompt.ask(f"Refuse, losing {stake} point{'s' if stake != 1 else ''}?")
        self.prompt.say("N goes back to my offer")

    def _back_to_offer(self) -> None:
        self.prompt.say(" ".join(self.news))      # what the computer said, its double too
        self._next()

    def _yes_no(self, command: Command, then) -> None:
        answer = yes_no(command)
        if not self.refuse_if(answer):
            then(answer)

    def _decide(self, name: str) -> None:
        before = self.state.cube
        self.apply_move(self.state, Decision(name))
        messages = {"reroll": f"You threw again: {self._dice_text()}.",
                    "keep": f"Your dice: {self._dice_text()}.",
                    "double": f"You double to {2 * before}.",
                    "roll": f"Your dice: {self._dice_text()}.",
                    "take": f"You accept. Stake {self.state.cube}.",
                    "drop": "You refuse the double.",
                    "accept": "You accept my resignation.",
                    "reject": "You reject my resignation."}
        self.tell(messages[name], afresh=True)
        self._next()

    def _dice_text(self) -> str:
        return f"{self.state.dice[0]} {self.state.dice[1]}"

    def _move_key(self, command: Command) -> None:
        builder = self.builder
        if builder is None:
            return
        if builder.forced_pass:
            if command.is_yes:
                self._finish_play(Play(()))
            else:
                self.refuse("You cannot move: press Return")
            return
        if builder.complete:
            self._confirm_key(command)
            return
        if command.name == "delete" and not self.entry.typed and self.source is not None:
            self.prompt.say("")           # Delete takes back the choice of piece first
            self._ask_from()
            return
        if (command.name == "char" and command.char == "U") or (command.name == "delete" and not self.entry.typed):
            self._undo()
            return
        if command.is_yes and not self.entry.typed and self.source is None and builder.playable:
            self._finish_play(builder.play())
            return
        answer = self.entry.feed(command)
        self.prompt.typed = self.entry.typed
        if self.refuse_if(answer) or answer is None:
            return
        self._point_entered(str(answer))

    def _point_entered(self, text: str) -> None:
        if self.source is None:
            try:
                self.builder.check_source(int(text) if text.isdigit() else -1)
            except IllegalMove as exc:
                self.refuse(str(exc))
                return
            self.source = int(text)
            self.prompt.ask(f"From {self.source} to (O = off)?", keep_message=True)
            return
        if text in ("O", "0"):
            target = OFF
        elif text.isdigit() and 1 <= int(text) <= 24:
            target = int(text)
        else:
            self.refuse("A point 1 to 24, or O to bear off")
            return
        try:
            hops = self.builder.move(self.source, target)
        except IllegalMove as exc:
            self.refuse(str(exc))
            self._ask_from()
            return
        if any(h.hit for h in hops):
            self.app.beep()
            self.prompt.say("Hit!")
        else:
            self.prompt.say("")
        if self.builder.complete:
            self.prompt.ask(f"Play {self.builder.play()}?", keep_message=True)
        else:
            self._ask_from()

    def _confirm_key(self, command: Command) -> None:
        if command.says_yes:
            self._finish_play(self.builder.play())
        elif command.is_no:
            self.builder.undo_all()
            self.prompt.say("Move taken back.")
            self._ask_from()
        elif (command.name == "char" and command.char == "U") or command.name == "delete":
            self._undo()
        else:
            self.refuse("Return: play it  N: start again  U: undo")

    def _undo(self) -> None:
        if self.builder.undo():
            self.prompt.say("Last piece taken back.")
        else:
            self.refuse("Nothing to take back")
        self.entry.reset()
        self._ask_from()

    def _finish_play(self, play: Play) -> None:
        self.apply_move(self.state, play)
        self.tell("", afresh=True)
        self._next()

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
        move = self.computer_move(state, OPPONENT, self.rng)
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
            self.prompt.ask("Another game?", keep_message=True)
            return
        self.match.record(state)
        if self.match.is_over():
            won = self.match.winner()
            who = "You win" if won == YOU else "I win"
            score = f"{self.match.score[won]}-{self.match.score[1 - won]}"
            self.prompt.say(f"{result} {who} the match {score}.")
            self.prompt.ask("Another match?", keep_message=True)
        else:
            self.prompt.say(f"{result} Match: you {self.match.score[YOU]}, me {self.match.score[OPPONENT]}.")
            self.prompt.ask("Next game?", keep_message=True)

    # ----- drawing ------------------------------------------------------------
    def render(self, screen: Screen) -> None:
        screen.centre(0, "YOU O        COMPUTER X", INK)
        self._draw_frame(screen)
        position = self._shown_position()
        for point in range(1, 25):
            self._draw_point(screen, point, position)
        self._draw_bar(screen, position)
        self._draw_middle(screen)
        self._draw_info(screen, position)

    def _shown_position(self) -> Position:
        if self.builder is not None and self.state.current_player() == YOU and self.state.phase == MOVE:
            return self.builder.position
        return self.state.position(YOU)

    def _draw_frame(self, screen: Screen) -> None:
        top, bottom = (TOP_EDGE + 1) * CELL - 2, BOTTOM_EDGE * CELL + 1
        screen.frame(4, top, 312, bottom - top, POINT_B)
        screen.rect(BAR_COL * CELL + 3, top, 2, bottom - top, INK)     # the bar: a white line
        for point in range(1, 25):
            col, upper = point_cell(point)
            row = TOP_NUMBERS if upper else BOTTOM_NUMBERS
            screen.text(col - 1 if point >= 10 else col, row, str(point), INK)
            colour = POINT_A if point % 2 else POINT_B
            x = col * CELL + 3
            for i in range(36):
                half = max(0, 7 - i // 5)
                y = (TOP_EDGE + 1) * CELL + i if upper else BOTTOM_EDGE * CELL - 1 - i
                screen.rect(x - half + 1, y, 2 * half, 1, colour)

    def _draw_point(self, screen: Screen, point: int, position: Position) -> None:
        mine = position.me[point - 1]
        theirs = position.opp[24 - point]
        count, glyph, colour = (mine, "O", INK) if mine else (theirs, "X", X_INK)
        if not count:
            return
        col, upper = point_cell(point)
        for i in range(min(count, STACK)):
            row = TOP_EDGE + 1 + i if upper else BOTTOM_EDGE - 1 - i
            text = glyph if (i < STACK - 1 or count <= STACK) else str(count)
            screen.text(col if len(text) == 1 else col - 1, row, text, colour)

    def _draw_bar(self, screen: Screen, position: Position) -> None:
        for n, glyph, colour, rows in ((position.opp[24], "X", X_INK, range(TOP_EDGE + 2, TOP_EDGE + 6)),
                                       (position.me[24], "O", INK, range(BOTTOM_EDGE - 2, BOTTOM_EDGE - 6, -1))):
            for i, row in enumerate(rows):
                if i >= n:
                    break
                text = glyph if (i < 3 or n <= 4) else str(n)
                screen.text(BAR_COL + 1 - len(text), row, text, colour)

    def _draw_middle(self, screen: Screen) -> None:
        state = self.state
        screen.text(2, MIDDLE, f"Stake {state.cube}", INK)
        ties = state.opening_throws[:-1]
        if ties:        # the opening throws that tied: why the stake starts above 1
            shown = " ".join(f"{a}-{b}" for a, b in ties) if len(ties) <= 3 else f"{len(ties)} times"
            screen.text(2, MIDDLE + 1, f"Tied {shown}", INK)
        if state.settings.crawford:
            screen.text(2, MIDDLE + 1, "Crawford", INK)
        if state.dice != (0, 0) and state.phase in (MOVE, OPENING, RESIGN):
            whose = "Yours" if state.turn == YOU else "Mine"
            screen.text(22, MIDDLE, f"{whose} {state.dice[0]} {state.dice[1]}", INK)
            if self.builder is not None and self.builder.history and not self.builder.complete:
                screen.text(22, MIDDLE + 1, "Left " + self.builder.left_text(), INK)

    def _draw_info(self, screen: Screen, position: Position) -> None:
        state = self.state
        owner = {None: "The doubling dice is in the middle", YOU: "You own the doubling dice",
                 OPPONENT: "I own the doubling dice"}[state.owner]
        if not state.settings.cube:
            owner = "No doubling dice"
        elif state.settings.crawford:
            owner = "The Crawford game: no doubling"
        if self.hint:
            for i, line in enumerate(self.hint):
                screen.text(0, HINT_ROW + i, line, INK)
        else:
            screen.text(0, 22, f"Pips: you {position.pips():3d}  me {position.pips(False):3d}", INK)
            screen.text(0, 23, f"Off:  you {position.off():3d}  me {position.off(False):3d}", INK)
            screen.text(0, 24, owner, INK)
            screen.text(0, 25, self._level_line(), INK)
        if self.notice:
            screen.text(0, NOTICE_ROW, self.notice, POINT_A)
        if self.builder is not None and self.builder.history:
            screen.text(0, 26, "So far: " + str(Play(tuple(self.builder.hops))), INK)
        elif self.last_computer:
            screen.text(0, 26, self.last_computer, X_INK)
        screen.text(0, 27, f"U undo H/{hint_key()} hint R resign P position ID"[:40], POINT_A)

    def _level_line(self) -> str:
        if self.match is None:
            return f"Level {self.level} ({PLAYER_NAMES[self.level]})  Total: you {self.totals[YOU]:+d}"
        score = self.match.score
        return f"Level {self.level}  Match to {self.match.length}: you {score[YOU]}, me {score[OPPONENT]}"


HINT_WORDS = DECISIONS


class _Hinter:
    """The computer's hint as a player's choice, for the thinker."""

    def __init__(self, computer) -> None:
        self.computer = computer

    def choose(self, view, rng):
        return self.computer.hint(view)
