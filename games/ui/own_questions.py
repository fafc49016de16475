"""The questions every game's scene asks of its own, as :class:`~games.ui.question.Question`
objects like the game's: "Leave this game?" (Escape while a game is in progress), a
message held until Return ("Press Return to go on"), "Another game?" at the end, and
the scene's keys added to whatever the game asks (V for the review, F9 for the hint,
Escape). So the key dispatch, the help screen and the key strip read one object for
every question on screen (see :class:`QuestionStack` for how one covers another).
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Callable, Optional

from games.ui.keys import BACK, HINT, REVIEW, Command
from games.ui.prompt import YES_OR_NO, PromptLine
from games.ui.question import Answer, Handler, Question, either, is_no, is_return, says_yes

LEAVE = "Leave this game?"
LEAVE_KEYS = "Return = Yes, N = No"
GO_ON = "Press Return to go on"
LEAVING, HELD = "leaving", "held"        # the names of the questions of the moment
SCENE_KEYS = (BACK, HINT, REVIEW)        # the keys the scene answers before the game's question


def is_back(command: Command) -> bool:
    return command == BACK


def leaving(leave: Callable[[], None], stay: Callable[[], None]) -> Question:
    """Escape during a game: Return (or Y) leaves, N or Escape again stays."""
    return Question(LEAVE, [Answer("Return or Y", "leave this game", says_yes, lambda c: leave()),
                            Answer("N or Escape", "stay and play on", either(is_no, is_back), lambda c: stay())],
                    YES_OR_NO, LEAVING)


def held(go_on: Callable[[], None], again: Handler, escape: Answer) -> Question:
    """A message held until Return: any other key beeps with the message again (``again``),
    as it is what Return answers; Escape does what it does at the question held over."""
    return Question(GO_ON, [Answer("Return", "go on", is_return, lambda c: go_on()), escape], again, HELD)


def play_again(text: str, again: Callable[[], None], leave: Callable[[], None], remind: Handler) -> Question:
    """The end of a game: Return (or Y) plays again, N leaves; any other key is reminded."""
    return Question(text, [Answer("Return or Y", "Yes", says_yes, lambda c: again()),
                           Answer("N", "No", is_no, lambda c: leave())], remind, "over")


def with_scene_keys(question: Question, review: Optional[Answer], hint: Optional[Answer],
                    escape: Answer, refuse: Callable[[str], None], no_hint: str) -> Question:
    """The game's ``question`` with the keys the scene adds to every question of a game:
    V for the review when one is offered, F9 for the hint when one may be asked for, and
    Escape (the question's own, else the scene's). F9 when no hint may be asked for is
    refused with ``no_hint``; the other keys no answer takes meet the question's
    ``otherwise`` as they would have."""
    otherwise = question.otherwise

    def not_taken(command: Command) -> None:
        if command == HINT:
            refuse(no_hint)
        elif callable(otherwise):
            otherwise(command)
        elif otherwise:
            refuse(otherwise)

    added = [answer for answer in (review, hint) if answer is not None]
    if question.escape is not None:       # the question's own word for Escape, whatever its test
        escape = replace(question.escape, takes=is_back)
    # The scene's keys come first, even where the game's question takes "any key"; V, where
    # no review is offered, reaches the question as the letter it types (GameScene.handle).
    own = [replace(answer, takes=_but_the_scenes(answer.takes)) for answer in question.all_answers()]
    return replace(question, answers=[*own, *added, escape],
                   otherwise=not_taken, later=None, escape=None)


def _but_the_scenes(takes):
    return lambda command: command not in SCENE_KEYS and takes(command)


def review_answer(key: str, meaning: str, show: Callable[[], None]) -> Answer:
    """V (``key``, as the player has it) where a review is offered."""
    return Answer(key, meaning, lambda c: c == REVIEW, lambda c: show())


@dataclass
class Covered:
    """A question of the moment over the one it covers, and the prompt line it covers."""
    question: Question
    prompt: tuple[str, str, str, bool]


@dataclass
class QuestionStack:
    """The questions of the moment ("Leave this game?", a message held), each over the
    one before it and over the game's own question: the top one takes the keys, and
    answering it puts the prompt line back as it was before it was asked."""
    prompt: PromptLine
    covers: list[Covered] = field(default_factory=list)

    @property
    def top(self) -> Optional[Question]:
        return self.covers[-1].question if self.covers else None

    def holds(self, name: str) -> bool:
        return any(c.question.name == name for c in self.covers)

    def push(self, question: Question) -> None:
        self.covers.append(Covered(question, self.prompt.saved()))
        self.prompt.ask(question.text)

    def pop(self) -> None:
        self.prompt.restore(self.covers.pop().prompt)

    def __bool__(self) -> bool:
        return bool(self.covers)
