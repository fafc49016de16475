"""The questions of Backgammon's screen but those of entering a play (see
games.backgammon.scene_moves): the yes-or-no decisions (throw again, double, accept,
refuse, accept a resignation), the levels of resigning, the end of a game, and the
keys that go with every question at your turn: H (or F9) for a hint, R to offer to
resign, P for the position's ID."""
from __future__ import annotations

from typing import Callable, Union

from games.backgammon.game import CUBE, LEVELS, OPENING, RESIGN, TAKE, Decision, Resign
from games.ui.keys import Command
from games.ui.prompt import YES_OR_NO
from games.ui.question import Answer, Handler, Question, chars, waiting, yes_no
from games.ui.scene import hint_key

KINDS = {"single": "a single game", "gammon": "a gammon", "backgammon": "a backgammon"}
NOT_NOW = "Resign when it is your turn to throw or move"
DECISIONS = {  # the question of each phase: its words and the decisions Yes and No make
    RESIGN: (lambda cube: "Accept my resignation?", "accept", "reject"),
    OPENING: (lambda cube: "Throw the dice again?", "reroll", "keep"),
    CUBE: (lambda cube: f"Double the stake to {2 * cube}?", "double", "roll"),
}


class BackgammonQuestions:
    """The questions, as a part of the Backgammon scene (it provides ``state``, ``ask``,
    ``refuse``, ``apply_move``, ``tell`` and the flow: ``_next``, ``_new_game``)."""

    # --- the keys of every question at your turn ---------------------------------------
    def _position_answer(self) -> Answer:
        return Answer("P", "show the Position ID", chars("P"), lambda command: self._show_position())

    def _show_position(self) -> None:
        state = self.state
        self.prompt.say(f"Position ID {state.position(state.turn).position_id()}")

    def _turn_answers(self, resign: bool = True) -> list[Answer]:
        """H, R (while you may resign) and P."""
        answers = [Answer(f"H or {hint_key()}", "a hint: my best plays", chars("H"),
                          lambda command: self._ask_hint())]
        if resign and self.state.resignations():
            answers.append(Answer("R", "offer to resign", chars("R"), lambda command: self._start_resigning()))
        return [*answers, self._position_answer()]

    def _your_question(self, text: str, answers: list[Answer], otherwise: Union[str, Handler],
                       name: str, keep_message: bool = True, resign: bool = True) -> None:
        """Ask a question at your turn: its own answers, then H, R and P."""
        answers = [*answers, *self._turn_answers(resign)]
        self.ask(Question(text, answers, self._or_not_now(otherwise), name, move=True), keep_message)

    def _or_not_now(self, otherwise: Union[str, Handler]) -> Handler:
        """R when you may not resign is told why; any other key no answer takes, ``otherwise``."""
        def refuse(command: Command) -> None:
            if command.name == "char" and command.char == "R" and not self.state.resignations():
                self.refuse(NOT_NOW)
            elif callable(otherwise):
                otherwise(command)
            else:
                self.refuse(otherwise)
        return refuse

    # --- the decisions --------------------------------------------------------------
    def _ask_decision(self) -> None:
        phase, cube = self.state.phase, self.state.cube
        if phase == TAKE:
            self._your_question(f"Accept, stake {2 * cube}?",
                                yes_no(lambda: self._decide("take"), self._ask_refusal), YES_OR_NO, "take")
            return
        words, yes, no = DECISIONS[phase]
        self._your_question(words(cube), yes_no(lambda: self._decide(yes), lambda: self._decide(no)),
                            YES_OR_NO, phase)

    def _ask_refusal(self) -> None:
        """Refusing loses the game at once: one N too many must not do it."""
        stake = self.state.cube
        self._your_question(f"Refuse, losing {stake} point{'s' if stake != 1 else ''}?",
                            yes_no(lambda: self._decide("drop"), self._back_to_offer), YES_OR_NO, "refuse",
                            keep_message=False)
        self.prompt.say("N goes back to my offer")

    def _back_to_offer(self) -> None:
        self.prompt.say(" ".join(self.news))      # what the computer said, its double too
        self._next()

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

    # --- resigning ------------------------------------------------------------------------
    def _level_text(self, level: int) -> str:
        points = level * self.state.cube
        return f"{KINDS[LEVELS[level - 1]]}, {points} point{'s' if points != 1 else ''}"

    def _start_resigning(self) -> None:
        """R: ask level by level, the lowest you may offer first: Return offers it, N the next."""
        self._ask_resign_level(self.state.resignations()[0].level)

    def _ask_resign_level(self, level: int) -> None:
        answers = yes_no(lambda: self._resign(level), lambda: self._resign_no(level),
                         "resign at this level", "ask about the next level up")
        self._your_question(f"Resign {self._level_text(level)}?", answers, YES_OR_NO, "resigning",
                            keep_message=False, resign=False)
        self.prompt.say("N asks about more" if level < 3 else "N goes back to the game")

    def _resign(self, level: int) -> None:
        self._kept = self.builder
        self.apply_move(self.state, Resign(level))
        self.tell(f"You resign {self._level_text(level)}.", afresh=True)
        self._wait_for_me()

    def _resign_no(self, level: int) -> None:
        if level < 3:
            self._ask_resign_level(level + 1)
        else:
            self.prompt.say("")
            self._next(keep=self.builder)

    # --- not your turn, and the end ---------------------------------------------------------
    def _wait_for_me(self) -> None:
        """The computer's turn: keys do nothing but P."""
        self.ask(waiting(name="computer", answers=[self._position_answer()]))

    def _ask_again(self, question: str, then: Callable[[], None]) -> None:
        """The end of a game: Return plays the next one, N leaves."""
        self.ask(Question(question, yes_no(then, self.leave), YES_OR_NO, "over"), keep_message=True)
