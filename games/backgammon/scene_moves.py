"""Entering a play on Backgammon's screen, piece by piece, as the questions that ask it:
"Move from?" (a point, 25 the bar), "From 8 to?" (a point, O to bear off), "Play 8/5 6/5?",
and "You cannot move" when no piece can. Points are typed and ended by Return; U takes
back the last piece moved, Delete the figure typed or else the piece chosen (see
:class:`MoveEntry`)."""
from __future__ import annotations

from typing import Callable, Optional, Union

from games.backgammon.board import Position
from games.backgammon.entry import MoveBuilder
from games.backgammon.notation import OFF, Play
from games.engine import IllegalMove
from games.ui.keys import Command
from games.ui.prompt import LineEntry, PromptLine, Refusal
from games.ui.question import Answer, Handler, chars, either, go_on, is_delete, is_no, says_yes

DIGITS = "0123456789"
# Asks a question at your turn (the scene's questions add H, R and P): its words, its
# answers, what other keys meet, and its name.
AskAtTurn = Callable[[str, list[Answer], Union[str, Handler], str], None]


class MoveEntry:
    """Your play, entered piece by piece, as the questions that ask it. It asks them with
    ``ask``, writes what is typed and what happened on ``prompt``, refuses with ``refuse``,
    beeps a hit with ``beep``, and hands the play made to ``play``."""

    def __init__(self, ask: AskAtTurn, prompt: PromptLine, refuse: Callable[[str], None],
                 beep: Callable[[], None], play: Callable[[Play], None]) -> None:
        self._your_question, self.prompt, self.refuse, self.beep = ask, prompt, refuse, beep
        self._play = play
        self.entry = LineEntry(DIGITS + "O", max_length=2)
        self.builder: Optional[MoveBuilder] = None     # your play so far, while you enter it

    def clear(self) -> None:
        """No play being entered (another question, or the computer's turn)."""
        self.builder = None
        self.entry.reset()

    def start(self, position: Position, dice: tuple[int, int], keep: Optional[MoveBuilder] = None) -> None:
        """Ask for your play with ``dice`` from ``position`` (or go on with ``keep``, the play
        you were entering when you offered to resign)."""
        self.builder = keep or MoveBuilder(position, dice)
        if self.builder.forced_pass:
            self._your_question("You cannot move. Press Return",
                                [go_on("go on: you cannot move", lambda: self._finish_play(Play(())))],
                                "You cannot move: press Return", "pass")
        else:
            self._ask_from()

    # --- typing a point -------------------------------------------------------------------
    def _typing(self, command: Command) -> bool:
        """Return ends a point typed; Delete then takes back its last figure."""
        return command.is_yes or (command.name == "delete" and bool(self.entry.typed))

    def _type(self, command: Command) -> None:
        answer = self.entry.feed(command)
        self.prompt.typed = self.entry.typed
        if self._refused(answer) or answer is None:
            return
        self._point_entered(str(answer))

    def _not_a_point(self, command: Command) -> None:
        """A key no answer takes, refused as the typing refuses it."""
        if command.name == "char":
            self.refuse(f"{command.char!r} is not wanted here")
        else:
            self.refuse("Type your answer, then Return")

    def _undo_answer(self, keys: str) -> Answer:
        return Answer(keys, "take back the last piece moved",
                      either(chars("U"), lambda c: is_delete(c) and not self.entry.typed),
                      lambda command: self._undo())

    # --- the questions --------------------------------------------------------------------
    def _ask_from(self) -> None:
        builder = self.builder
        typing = Answer("1-25 Return", "the point to move from (25: the bar)",
                        lambda c: (chars(DIGITS)(c) or self._typing(c)) and not self._plays_now(c), self._type)
        answers = [typing, self._undo_answer("U or Delete")]
        if builder.playable:      # a piece borne off with a 6 of 6-1 may leave the 1 to play
            answers.append(Answer("Return", "play the move as it stands", self._plays_now,
                                  lambda command: self._finish_play(builder.play())))
            text = "Move from, or Return to play it?"
        else:
            text = "Move from (25 = bar)?"
        self._your_question(text, answers, self._not_a_point, "from")

    def _plays_now(self, command: Command) -> bool:
        """Return with nothing typed, when the play as it stands may be made."""
        return command.is_yes and not self.entry.typed and self.builder.playable

    def _ask_to(self, source: int) -> None:
        typing = Answer("1-24 Return", "the point to move to",
                        lambda c: chars(DIGITS)(c) or self._typing(c), lambda c: self._type_target(c, source))
        off = Answer("O Return", "bear the piece off", chars("O"), lambda c: self._type_target(c, source))
        another = Answer("Delete", "choose another piece", lambda c: is_delete(c) and not self.entry.typed,
                         lambda command: self._choose_another())
        self._your_question(f"From {source} to (O = off)?", [typing, off, another, self._undo_answer("U")],
                            self._not_a_point, "to")

    def _ask_confirm(self) -> None:
        builder = self.builder
        answers = [Answer("Return or Y", "play it", says_yes, lambda command: self._finish_play(builder.play())),
                   Answer("N", "start the move again", is_no, lambda command: self._start_again()),
                   Answer("U or Delete", "take back the last piece moved", either(chars("U"), is_delete),
                          lambda command: self._undo())]
        self._your_question(f"Play {builder.play()}?", answers, "Return: play it  N: start again  U: undo",
                            "confirm")

    # --- what the keys do -------------------------------------------------------------------
    def _choose_another(self) -> None:
        self.prompt.say("")           # Delete takes back the choice of piece first
        self._ask_from()

    def _start_again(self) -> None:
        self.builder.undo_all()
        self.prompt.say("Move taken back.")
        self._ask_from()

    def _point_entered(self, text: str) -> None:
        try:
            self.builder.check_source(int(text) if text.isdigit() else -1)
        except IllegalMove as exc:
            self.refuse(str(exc))
            return
        self._ask_to(int(text))

    def _type_target(self, command: Command, source: int) -> None:
        answer = self.entry.feed(command)
        self.prompt.typed = self.entry.typed
        if self._refused(answer) or answer is None:
            return
        text = str(answer)
        if text in ("O", "0"):
            target = OFF
        elif text.isdigit() and 1 <= int(text) <= 24:
            target = int(text)
        else:
            self.refuse("A point 1 to 24, or O to bear off")
            return
        try:
            hops = self.builder.move(source, target)
        except IllegalMove as exc:
            self.refuse(str(exc))
            self._ask_from()
            return
        if any(h.hit for h in hops):
            self.beep()
            self.prompt.say("Hit!")
        else:
            self.prompt.say("")
        if self.builder.complete:
            self._ask_confirm()
        else:
            self._ask_from()

    def _undo(self) -> None:
        if self.builder.undo():
            self.prompt.say("Last piece taken back.")
        else:
            self.refuse("Nothing to take back")
        self.entry.reset()
        self._ask_from()

    def _finish_play(self, play: Play) -> None:
        self._play(play)

    def _refused(self, answer) -> bool:
        if isinstance(answer, Refusal):
            self.refuse(answer.reason)
            return True
        return False
