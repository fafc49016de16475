"""A question on screen as one object: what it asks, the keys it takes and what each does.

A scene asks a :class:`Question` (``GameScene.ask``); from then on the scene's keys go
to the question's answers (each a set of keys, the words the help gives them and the
handler that acts on them), the help screen lists the same answers, and the key strip
shows the suit keys when the question says they are live. So a key the help names is
a key the question takes, and the other way round (a test goes over every question of
the games to hold them to it).

Keys no answer takes meet the question's ``otherwise``: a reason to beep with, or a
handler of its own (a card's name, say, whose refusals depend on what was typed), or
None while the game goes on by itself and keys do nothing.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional, Sequence, Union

from games.cards import RANKS, SUITS
from games.ui import helpkeys
from games.ui.keys import Command

Handler = Callable[[Command], None]
Takes = Callable[[Command], bool]
NONE_NOW = "None now: the game goes on by itself"


@dataclass(frozen=True)
class Answer:
    keys: str                  # the keys as the help names them ("" for a line of words alone)
    meaning: str               # what they do, as the help says
    takes: Takes               # whether a key is one of them
    handler: Optional[Handler] = None


@dataclass(frozen=True)
class Question:
    text: str                               # the prompt line's question ("" while nothing is asked)
    answers: Sequence[Answer] = ()
    otherwise: Union[str, Handler, None] = None   # for keys no answer takes (see the module's words)
    name: str = ""                          # what the scene calls it ("card", "bid" ...)
    suit_keys: bool = False                 # a card is named by suit: the key strip shows the suit keys
    move: bool = False                      # it asks for a move of the game: F9 may give a hint
    escape: Optional[Answer] = None         # what Escape does here, when not the usual (leave, asked first)
    # answers that come while the question is asked (work beside the game finishing)
    later: Optional[Callable[[], Sequence[Answer]]] = None

    def all_answers(self) -> list[Answer]:
        return [*self.answers, *(self.later() if self.later is not None else ())]

    def answer_for(self, command: Command) -> Optional[Answer]:
        """The answer that takes ``command``, or None."""
        return next((a for a in self.all_answers() if a.handler is not None and a.takes(command)), None)

    def key_lines(self) -> list[tuple[str, str]]:
        """The help's lines for this question: (keys, what they do)."""
        return [(answer.keys, answer.meaning) for answer in self.all_answers()]


# --- the keys, as tests of a command ------------------------------------------------------------
def never(command: Command) -> bool:
    return False


def says_yes(command: Command) -> bool:
    """Return or Y."""
    return command.says_yes


def is_return(command: Command) -> bool:
    return command.is_yes


def is_no(command: Command) -> bool:
    return command.is_no


def is_delete(command: Command) -> bool:
    return command.name == "delete"


def is_named(*names: str) -> Takes:
    return lambda command: command.name in names


def chars(allowed: str) -> Takes:
    """Typed characters among ``allowed``."""
    return lambda command: command.name == "char" and command.char in allowed


def either(*tests: Takes) -> Takes:
    return lambda command: any(test(command) for test in tests)


# --- answers many questions share ---------------------------------------------------------------
def words(meaning: str) -> Answer:
    """A line of the help's keys that is words alone ("Name a card to play it:")."""
    return Answer("", meaning, never)


def yes_no(on_yes: Callable[[], None], on_no: Callable[[], None], yes: str = "Yes", no: str = "No",
           yes_keys: str = "Return or Y") -> list[Answer]:
    """Return (or Y) for Yes, N for No."""
    return [Answer(yes_keys, yes, says_yes, lambda command: on_yes()),
            Answer("N", no, is_no, lambda command: on_no())]


def go_on(meaning: str, then: Callable[[], None]) -> Answer:
    """Return alone."""
    return Answer("Return", meaning, is_return, lambda command: then())


def card_answers(what: str, handler: Handler, suit_keys: bool, labels: str = "", word: str = "card",
                 ranks: str = RANKS) -> list[Answer]:
    """Naming a card to do ``what`` with it: by the key under it (``labels``) and, while the
    suit keys are live, by suit then value; every key of the name goes to ``handler``."""
    lines = helpkeys.card_keys(what, suit_keys, labels, word, ranks)
    tests = [never]
    if labels:
        tests.append(chars(labels))
    if suit_keys:
        tests += [either(is_named("suit"), chars(SUITS)), chars(ranks), is_delete]
    return [Answer(keys, meaning, test, handler if test is not never else None)
            for (keys, meaning), test in zip(lines, tests)]


def waiting(otherwise: Union[str, Handler, None] = None, name: str = "",
            answers: Sequence[Answer] = ()) -> Question:
    """No question: the game goes on by itself (the computer's turn, a pause)."""
    return Question("", [words(NONE_NOW), *answers], otherwise, name)
