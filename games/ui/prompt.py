"""The bottom lines of every game screen: a message, a question with a flashing
cursor, and (where the suit keys are live) the red function-key strip.

Answers come from the key commands: **Return** is Yes and **N** is No, as the
1983 manual says. Entry helpers turn commands into answers and never raise;
anything they cannot use comes back as a :class:`Refusal`, which the scene
answers with the beep and the refusal's reason.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence, Union

from games.cards import RANKS, SUIT_GLYPHS, SUITS, Card
from games.ui.keys import Command, command_key
from games.ui.screen import COLS, Screen

MESSAGE_ROW, QUESTION_ROW, STRIP_ROW = 29, 30, 31
ORPHAN = 3   # a second line this short takes the word before it along
YES_OR_NO = "Press Return for Yes or N for No"
SUIT_COMMANDS = ("spades", "hearts", "diamonds", "clubs")   # in the order of SUITS


@dataclass(frozen=True)
class Refusal:
    reason: str


class No:
    """The answer N."""

    def __repr__(self) -> str:
        return "NO"


NO = No()


def yes_no(command: Command) -> Union[bool, Refusal]:
    """Return for Yes, N for No; Y is taken for Yes too (the 1983 Backgammon asked for Y or N)."""
    if command.says_yes:
        return True
    if command.is_no:
        return False
    return Refusal(YES_OR_NO)


def leave_answer(command: Command) -> Union[bool, Refusal]:
    """The answer to a "Leave ...?" question: as :func:`yes_no`, and Escape again means stay."""
    return False if command.name == "back" else yes_no(command)


class PromptLine:
    """The question, what has been typed so far, and a message (a line, two if it is long)."""

    def __init__(self) -> None:
        self.question = ""
        self.typed = ""
        self.message = ""
        self.message_is_error = False

    def ask(self, question: str, keep_message: bool = False) -> None:
        self.question, self.typed = question, ""
        if not keep_message:
            self.message = ""

    def say(self, message: str) -> None:
        self.message, self.message_is_error = message, False

    def saved(self) -> tuple[str, str, str, bool]:
        """All the line shows, to put back with :meth:`restore` after a question of the moment."""
        return self.question, self.typed, self.message, self.message_is_error

    def restore(self, saved: tuple[str, str, str, bool]) -> None:
        self.question, self.typed, self.message, self.message_is_error = saved

    def refuse(self, app, reason: str) -> None:
        """Beep and show why the key was refused; nothing else changes."""
        app.beep()
        self.message, self.message_is_error = reason, True

    def draw(self, screen: Screen, fg: int = 3, bg: int = 0, error_fg: Optional[int] = None,
             error_bg: Optional[int] = None) -> None:
        """The question (and what is typed) ends on the question row and the message ends
        on the row above it; either, when long, goes on over the rows above, broken
        between words: nothing is ever cut. A refusal is in ``error_fg`` on ``error_bg``,
        a band the width of the screen (for a paper the alert colour cannot be read on:
        red on green is 2.9 to 1, red on black 5.3)."""
        asked, cursor_gap = self.question_lines()
        told = message_lines(self.message) if self.message else [""]
        top = QUESTION_ROW - len(asked) - len(told) + 1
        screen.fill_cells(0, min(top, MESSAGE_ROW), COLS, QUESTION_ROW + 1 - min(top, MESSAGE_ROW), bg)
        error = self.message_is_error and error_fg is not None
        colour = error_fg if error else fg
        paper = error_bg if (error and error_bg is not None) else bg
        screen.fill_cells(0, top, COLS, len(told), paper)
        for i, line in enumerate(told):
            screen.text(0, top + i, line, colour, paper)
        row = QUESTION_ROW - len(asked) + 1
        for i, line in enumerate(asked):
            screen.text(0, row + i, line, fg, bg)
        if self.question:
            screen.cursor = (len(asked[-1]) + cursor_gap, QUESTION_ROW)
            screen.cursor_colour = fg

    def question_lines(self) -> tuple[list[str], int]:
        """The question and what is typed after it, as shown (the last line leaving room
        for the cursor), and the cells between the last line's end and the cursor."""
        if not self.question:
            return wrap(self.typed, COLS - 1), 0
        gap = 0 if self.typed else 1            # the cursor stands a space after the question
        text = f"{self.question} {self.typed}" if self.typed else self.question
        return wrap(text, COLS - 1 - gap), gap


def wrap(text: str, width: int = COLS) -> list[str]:
    """``text`` in lines of at most ``width`` characters, broken between words; a word
    longer than a line is broken where the line ends. No character but the spaces at
    the breaks is lost.

    >>> wrap("Lead 4-4 as which suit? (4 or D for Doubles)", 30)
    ['Lead 4-4 as which suit? (4 or', 'D for Doubles)']
    """
    lines = []
    rest = text.strip()
    while len(rest) > width:
        line, rest = _break(rest, width)
        lines.append(line)
    return lines + [rest]


def message_lines(message: str) -> list[str]:
    """The message as it is shown: one line, or more broken between words when it is
    longer (the second and any more borrow the rows above the message row)."""
    return wrap(message)


def message_fits(message: str) -> bool:
    """Whether the message takes no more than the two rows kept for it."""
    return len(wrap(message)) <= 2


def _break(message: str, width: int) -> tuple[str, str]:
    """The first line of ``message`` and the rest."""
    cut = message.rfind(" ", 0, width + 1)
    if cut <= 0:
        return message[:width], message[width:].strip()     # one word longer than a line
    if len(message) - cut <= ORPHAN + 1:
        # a figure or a short word alone on the last line reads badly ("point" / "1"):
        # it takes the word before it along
        earlier = message.rfind(" ", 0, cut)
        if earlier > 0:
            cut = earlier
    # nor are the figures of one throw parted ("4 4 4" / "4: ..."): they go down together
    while 0 < cut < len(message) - 1 and message[cut - 1].isdigit() and message[cut + 1].isdigit():
        earlier = message.rfind(" ", 0, cut)
        if earlier <= 0 or len(message) - cut - 1 <= width < len(message) - earlier - 1:
            break                               # (not if the rest would then need a line more)
        cut = earlier
    return message[:cut].rstrip(), message[cut:].strip()


def suit_keys() -> str:
    """The suit keys as the player has them: ``F1-F4`` as usual."""
    names = [command_key(name) for name in SUIT_COMMANDS]
    return "F1-F4" if names == ["F1", "F2", "F3", "F4"] else " ".join(names)


def draw_function_key_strip(screen: Screen, strip: int, text: int, suits: bool = True,
                            hint: bool = False) -> None:
    """The red key-strip legend for the suit keys, as on the BBC's strip card, and the
    hint's key (F9) when a hint may be asked for."""
    screen.fill_cells(0, STRIP_ROW, COLS, 1, strip)
    keys = [command_key(name) for name in SUIT_COMMANDS] if suits else []   # as the player has them
    extra = [f"{command_key('hint')} hint"] if hint else []
    for gap, letter in ((2, True), (1, True), (1, False)):
        legend = (" " * gap).join([f"{key} {SUIT_GLYPHS[suit]}" + (f" {suit}" if letter else "")
                                   for key, suit in zip(keys, SUITS)] + extra)
        if len(legend) <= COLS:
            break
    screen.text(max(0, (COLS - len(legend)) // 2), STRIP_ROW, legend[:COLS], text, strip)


def draw_strip_line(screen: Screen, line: str, strip: int, text: int) -> None:
    """The red strip with one line on it, centred (the review's key at the end of a hand)."""
    screen.fill_cells(0, STRIP_ROW, COLS, 1, strip)
    screen.text(max(0, (COLS - len(line)) // 2), STRIP_ROW, line[:COLS], text, strip)


class CardEntry:
    """A card named by a suit key (F1-F4 or S H D C) then a value key (A 2-9 T J Q K).

    :meth:`feed` answers None while the name is incomplete, then a
    :class:`~games.cards.Card`, :data:`NO` for the N key, or a :class:`Refusal`.
    """

    def __init__(self, values: str = "A 2-9 T J Q K") -> None:
        self.suit = ""
        self.values = values     # the value keys of the game's pack, as a refusal names them

    @property
    def typed(self) -> str:
        return SUIT_GLYPHS[self.suit] if self.suit else ""

    def reset(self) -> None:
        self.suit = ""

    def feed(self, command: Command) -> Union[None, Card, No, Refusal]:
        if command.name == "suit":
            self.suit = command.char
            return None
        if command.name == "delete":
            self.suit = ""
            return None
        if command.name != "char":
            return Refusal(f"Name a card: suit ({suit_keys()} or S H D C) then value")
        ch = command.char
        if not self.suit:
            if ch == "N":
                return NO
            if ch in SUITS:
                self.suit = ch
                return None
            return Refusal(f"First the suit: {suit_keys()} or S H D C")
        if ch == "0":
            ch = "T"
        if ch in SUITS:
            self.suit = ch
            return None
        if ch in RANKS:
            card, self.suit = Card(self.suit, ch), ""
            return card
        return Refusal(f"Now the value: {self.values}")


def pick_card(entry: CardEntry, command: Command, shown: Sequence[Card],
              labels: str) -> Union[None, Card, Refusal]:
    """A card of the hand on show, named by the key under it (``labels``, in the order
    of ``shown``) or by suit then value: None while the name is incomplete, else the
    card or a :class:`Refusal`."""
    if not entry.suit and command.name == "char" and command.char in labels:
        i = labels.index(command.char)
        return shown[i] if i < len(shown) else Refusal("There is no card under that key")
    suit_typed = bool(entry.suit)
    answer = entry.feed(command)
    if answer is NO or (isinstance(answer, Refusal) and not suit_typed):
        return Refusal("The key under a card, or suit then value")
    if isinstance(answer, Card) and answer not in shown:
        return Refusal(f"You do not hold the {answer.name}")
    return answer


class LineEntry:
    """Free typing of a short answer (e.g. a backgammon move) ended by Return.

    :meth:`feed` answers None while typing, the text on Return, :data:`NO` for N
    typed first when ``n_means_no`` is set, or a :class:`Refusal`.
    """

    def __init__(self, allowed: str, max_length: int = 24, n_means_no: bool = False) -> None:
        self.allowed, self.max_length, self.n_means_no = allowed.upper(), max_length, n_means_no
        self.typed = ""

    def reset(self) -> None:
        self.typed = ""

    def feed(self, command: Command) -> Union[None, str, No, Refusal]:
        if command.is_yes:
            text, self.typed = self.typed, ""
            return text
        if command.name == "delete":
            self.typed = self.typed[:-1]
            return None
        if command.name != "char":
            return Refusal("Type your answer, then Return")
        if command.is_no and self.n_means_no and not self.typed:
            return NO
        if command.char not in self.allowed:
            return Refusal(f"{command.char!r} is not wanted here")
        if len(self.typed) >= self.max_length:
            return Refusal("That is long enough: press Return")
        self.typed += command.char
        return None
