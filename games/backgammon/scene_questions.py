"""The questions of Backgammon's screen but those of entering a play (see
games.backgammon.scene_moves): the yes-or-no decisions (throw again, double, accept,
refuse, accept a resignation), the levels of resigning, the end of a game, and the
keys that go with every question at your turn: H for the computer's best plays (F9, the
hint of every game, is the scene's: games.ui.hint), R to offer to resign, P for the
position's ID (see :class:`TurnQuestions`)."""
from __future__ import annotations

from typing import Callable, Optional, Union

from games.backgammon.entry import MoveBuilder
from games.backgammon.game import CUBE, OPENING, RESIGN, TAKE, BackgammonState, Decision, Move, Resign
from games.backgammon.words import dice_text, resign_words
from games.ui.keys import Command
from games.ui.prompt import YES_OR_NO, PromptLine
from games.ui.question import Answer, Handler, Question, chars, waiting, yes_no

NOT_NOW = "Resign when it is your turn to throw or move"
PHASE_QUESTIONS = {  # the question of each phase: its words and the decisions Yes and No make
    RESIGN: (lambda cube: "Accept my resignation?", "accept", "reject"),
    OPENING: (lambda cube: "Throw the dice again?", "reroll", "keep"),
    CUBE: (lambda cube: f"Double the stake to {2 * cube}?", "double", "roll"),
}
YOU_DECIDED = {"reroll": "You threw again: {dice}.", "keep": "Your dice: {dice}.",
               "double": "You double to {double}.", "roll": "Your dice: {dice}.",
               "take": "You accept. Stake {cube}.", "drop": "You refuse the double.",
               "accept": "You accept my resignation.", "reject": "You reject my resignation."}


class TurnQuestions:
    """The questions but those of entering a play. Its collaborators, all given: ``state``
    (the game in play, read afresh: a new game is a new state), ``ask`` (a question on the
    prompt line: GameScene.ask), ``prompt`` and ``refuse``; ``make`` (your move, through
    the scene's door for moves), ``tell`` (what you did, as news afresh), ``go_on`` (ask
    what the game now needs, given the play you were entering, if any), ``hint`` (the H
    key), ``news`` (what the computer said since you last acted), ``entering`` (the play
    being entered) and ``leave``."""

    def __init__(self, state: Callable[[], BackgammonState], ask: Callable[[Question, bool], None],
                 prompt: PromptLine, refuse: Callable[[str], None], make: Callable[[Move], None],
                 tell: Callable[[str], None], go_on: Callable[[Optional[MoveBuilder]], None],
                 hint: Callable[[], None], news: Callable[[], str],
                 entering: Callable[[], Optional[MoveBuilder]], leave: Callable[[], None]) -> None:
        self.state, self._ask, self.prompt, self.refuse = state, ask, prompt, refuse
        self.make, self.tell, self.go_on, self.hint, self.news = make, tell, go_on, hint, news
        self.entering, self.leave = entering, leave
        self.kept: Optional[MoveBuilder] = None   # your play so far, while I answer your resignation

    # --- the keys of every question at your turn ---------------------------------------
    def position_answer(self) -> Answer:
        return Answer("P", "show the Position ID", chars("P"), lambda command: self._show_position())

    def _show_position(self) -> None:
        state = self.state()
        self.prompt.say(f"Position ID {state.position(state.turn).position_id()}")

    def _turn_answers(self, resign: bool = True) -> list[Answer]:
        """H, R (while you may resign) and P."""
        answers = [Answer("H", "my best three plays", chars("H"), lambda command: self.hint())]
        if resign and self.state().resignations():
            answers.append(Answer("R", "offer to resign", chars("R"), lambda command: self._start_resigning()))
        return [*answers, self.position_answer()]

    def at_turn(self, text: str, answers: list[Answer], otherwise: Union[str, Handler],
                name: str, keep_message: bool = True, resign: bool = True) -> None:
        """Ask a question at your turn: its own answers, then H, R and P."""
        answers = [*answers, *self._turn_answers(resign)]
        self._ask(Question(text, answers, self._or_not_now(otherwise), name, move=True), keep_message)

    def _or_not_now(self, otherwise: Union[str, Handler]) -> Handler:
        """R when you may not resign is told why; any other key no answer takes, ``otherwise``."""
        def refuse(command: Command) -> None:
            if command.name == "char" and command.char == "R" and not self.state().resignations():
                self.refuse(NOT_NOW)
            elif callable(otherwise):
                otherwise(command)
            else:
                self.refuse(otherwise)
        return refuse

    # --- the decisions --------------------------------------------------------------
    def ask_decision(self) -> None:
        phase, cube = self.state().phase, self.state().cube
        if phase == TAKE:
            self.at_turn(f"Accept, stake {2 * cube}?",
                         yes_no(lambda: self._decide("take"), self._ask_refusal), YES_OR_NO, "take")
            return
        words, yes, no = PHASE_QUESTIONS[phase]
        self.at_turn(words(cube), yes_no(lambda: self._decide(yes), lambda: self._decide(no)),
                     YES_OR_NO, phase)

    def _ask_refusal(self) -> None:
        """Refusing loses the game at once: one N too many must not do it."""
        stake = self.state().cube
        self.at_turn(f"Refuse, losing {stake} point{'s' if stake != 1 else ''}?",
                     yes_no(lambda: self._decide("drop"), self._back_to_offer), YES_OR_NO, "refuse",
                     keep_message=False)
        self.prompt.say("N goes back to my offer")

    def _back_to_offer(self) -> None:
        self.prompt.say(self.news())      # what the computer said, its double too
        self.go_on(None)

    def _decide(self, name: str) -> None:
        before = self.state().cube
        self.make(Decision(name))
        state = self.state()
        self.tell(YOU_DECIDED[name].format(dice=dice_text(state.dice), double=2 * before, cube=state.cube))
        self.go_on(None)

    # --- resigning ------------------------------------------------------------------------
    def _start_resigning(self) -> None:
        """R: ask level by level, the lowest you may offer first: Return offers it, N the next."""
        self._ask_resign_level(self.state().resignations()[0].level)

    def _ask_resign_level(self, level: int) -> None:
        answers = yes_no(lambda: self._resign(level), lambda: self._resign_no(level),
                         "resign at this level", "ask about the next level up")
        self.at_turn(f"Resign {resign_words(level, self.state().cube)}?", answers, YES_OR_NO, "resigning",
                     keep_message=False, resign=False)
        self.prompt.say("N asks about more" if level < 3 else "N goes back to the game")

    def _resign(self, level: int) -> None:
        self.kept = self.entering()
        self.make(Resign(level))
        self.tell(f"You resign {resign_words(level, self.state().cube)}.")
        self.wait_for_me()

    def _resign_no(self, level: int) -> None:
        if level < 3:
            self._ask_resign_level(level + 1)
        else:
            self.prompt.say("")
            self.go_on(self.entering())

    def take_kept(self) -> Optional[MoveBuilder]:
        """The play you were entering when you resigned (once: for a rejection to give back)."""
        kept, self.kept = self.kept, None
        return kept

    # --- not your turn, and the end ---------------------------------------------------------
    def wait_for_me(self) -> None:
        """The computer's turn: keys do nothing but P."""
        self._ask(waiting(name="computer", answers=[self.position_answer()]), False)

    def ask_again(self, question: str, then: Callable[[], None]) -> None:
        """The end of a game: Return plays the next one, N leaves."""
        self._ask(Question(question, yes_no(then, self.leave), YES_OR_NO, "over"), True)
