"""The questions of the trick table (see games.avoidance.scene), each a Question object
(games.ui.question), each named for where the scene is: ``count``, ``hands`` and ``passing``
before a game; ``pass`` (mark cards, Return), ``bid``, ``card`` and ``suit`` (dominoes:
which suit a lead names) at your turn; ``trick`` while a finished trick is on show,
``heed`` after a capot bid, ``hand_over`` and ``over``; and the pauses ``computer`` and
``auto``, when nothing is asked."""
from __future__ import annotations

from typing import Any, Callable

from games.avoidance.moves import Bid
from games.passing import pass_count, pass_cycle
from games.ui.keys import Command
from games.ui.prompt import YES_OR_NO
from games.ui.question import (Answer, Handler, Question, card_answers, chars, either, go_on,
                               is_delete, is_return, waiting, yes_no)
from games.ui.seats import SeatCountQuestion

WAIT = "Wait a moment: the others are playing"


def hands_choices(seats: int) -> str:
    return ", ".join(str(seats * k) for k in range(1, 4))


class TableQuestions:
    """The questions, as a part of the trick table's scene (it provides the state, the
    entries, ``ask``, ``refuse`` and the flow: ``_setup``, ``_advance``, ``_apply``)."""

    def name_answers(self, what: str, handler: Handler, unmarks: bool = False) -> list[Answer]:
        """The keys that name a card of your hand to do ``what`` with it (``unmarks``: Delete
        also takes back the cards marked); a game of other "cards" names them otherwise."""
        return card_answers(what, handler, True, self.labels, self.variant.word, self.card_ranks)

    def suit_answer(self, card: Any) -> Answer:
        """The keys that name the suit a lead of ``card`` is in (a game of cards that name
        their own suit never asks)."""
        return Answer(self.suit_hint(card), f"the suit the {self.variant.word} leads",
                      lambda command: self.suit_for_key(command, card) is not None,
                      lambda command: self._lead_as(card, command))

    # --- before a game ----------------------------------------------------------------------
    def _ask_count(self, low: int, high: int, default: int) -> None:
        count = SeatCountQuestion(low, high, default=default)

        def answer(command: Command) -> None:
            given = count.feed(command)
            if self.refuse_if(given):
                return
            self.count = given
            self.prompt.say("")
            self._setup()
        self.ask(Question(count.question, count.answers(answer), count.hint, "count"), keep_message=True)
        self.prompt.say(count.hint)

    def _ask_hands(self) -> None:
        self.digits.reset()
        answers = [Answer("0-9 Return", f"that many hands (a multiple of {self.count})",
                          either(chars("0123456789"), is_return), self._type_hands),
                   Answer("Return", f"{self.count} hands", is_return, self._type_hands),
                   Answer("Delete", "take back a figure", is_delete, self._type_hands)]
        self.ask(Question(f"How many hands ({hands_choices(self.count)} ...)?", answers, self._type_hands,
                          "hands"), keep_message=True)
        self.prompt.say(f"A multiple of {self.count}: type it and Return (Return alone: {self.count})")

    def _type_hands(self, command: Command) -> None:
        answer = self.digits.feed(command)
        self.prompt.typed = self.digits.typed
        if self.refuse_if(answer) or answer is None:
            return
        number = int(answer) if answer else self.count
        if number <= 0 or number % self.count:
            self.refuse(f"The hands must be a multiple of {self.count}: {hands_choices(self.count)} ...")
            return
        self.hands = number
        self.prompt.say("")
        self._setup()

    def _ask_passing(self) -> None:
        def passing(answer: bool) -> Callable[[], None]:
            return lambda: (setattr(self, "passing", answer), self._setup())
        self.ask(Question("Pass cards before each hand?", yes_no(passing(True), passing(False)), YES_OR_NO,
                          "passing"), keep_message=True)
        self.prompt.say(f"{self.note} Return = Yes, N = No" if self.note
                        else f"Return = Yes: {passing_words(self.count)}; N = No")

    # --- at your turn ---------------------------------------------------------------------
    def _ask_pass(self, view) -> None:
        self.marked = []
        word = self.variant.word
        answers = [*self.name_answers("mark it to pass, or unmark it", self._key_pass, unmarks=True),
                   Answer("Return", f"pass the {word}s marked", is_return, self._key_pass)]
        who = self.name(view.receiver)
        self.ask(Question(f"Pass {len(view.legal_moves[0].cards)} to {who}, then Return", answers, self._key_pass,
                          "pass", suit_keys=self.names_by_suit, move=True), keep_message=True)

    def _ask_bid(self) -> None:
        def bid(capot: bool) -> Callable[[], None]:
            return lambda: (self.tell("", afresh=True), self._apply(Bid(capot)))
        self.ask(Question("Bid capot (take all four queens)?", yes_no(bid(True), bid(False)), YES_OR_NO, "bid",
                          move=True), keep_message=True)

    def _ask_card(self) -> None:
        self.ask(Question(f"Your {self.variant.word}?", self.name_answers("play it", self._key_card),
                          self._key_card, "card", suit_keys=self.names_by_suit, move=True), keep_message=True)

    def _ask_suit(self, card: Any) -> None:
        self.pending_card = card
        back = Answer("Delete", f"choose another {self.variant.word}", is_delete,
                      lambda command: self._choose_another())
        self.ask(Question(f"Lead {self.describe(card)} as {self.suit_hint(card)}?", [self.suit_answer(card), back],
                          f"Name one of its suits: {self.suit_hint(card)}", "suit", move=True), keep_message=True)

    def _choose_another(self) -> None:
        self.pending_card = None
        self._advance()

    def _lead_as(self, card: Any, command: Command) -> None:
        self.pending_card = None
        self.tell("", afresh=True)
        self.fresh = ()
        self._apply(self.variant.play_move(card, self.suit_for_key(command, card)))

    def _key_pass(self, command: Command) -> None:
        view = self.view()
        count = len(view.legal_moves[0].cards)
        if not self.entry.suit and command.is_yes:
            if len(self.marked) != count:
                self.refuse(f"Mark {count} {self.variant.word}s to pass ({len(self.marked)} marked)")
                return
            move = self.variant.pass_move(tuple(self.marked))
            self.marked = []
            self.tell(f"You pass {' '.join(self.describe(c) for c in move.cards)} to "
                      f"{self.name(view.receiver)}.", afresh=True)
            self._apply(move)
            return
        if not self.entry.suit and command.name == "delete":
            self.marked = []
            return
        card = self.pick(command, view)
        if card is None:
            return
        if card in self.marked:
            self.marked.remove(card)
        elif len(self.marked) >= count:
            self.refuse(f"{count} are marked: press Return, or a marked one to take it back")
        else:
            self.marked.append(card)

    def _key_card(self, command: Command) -> None:
        if not self.entry.suit and command.is_no:
            self.refuse(f"You must play a {self.variant.word}")
            return
        view = self.view()
        card = self.pick(command, view)
        if card is None:
            return
        hand = self.state.hand
        reason = hand.play.illegal_reason(card)
        suits = hand.play.lead_suits(card)
        if reason == "Name the suit it leads":
            self._ask_suit(card)
            return
        if reason is not None:
            self.refuse(reason)
            return
        self.tell("", afresh=True)
        self.fresh = ()
        self._apply(self.variant.play_move(card, suits[0] if len(suits) > 1 else None))

    # --- between turns ----------------------------------------------------------------------
    def _wait(self, pause: str) -> None:
        self.ask(waiting(WAIT, pause), keep_message=True)
        self.start_pause(pause)

    def _show_trick(self) -> None:
        """A finished trick on show: any key takes it away (a card's key then also plays,
        when you lead next), as the pause's end does."""
        self.ask(Question("", [Answer("any key", "take the trick away (a card's key also plays it, when you lead)",
                                      lambda command: True, self._end_trick)], None, "trick"), keep_message=True)
        self.start_pause("trick")

    def _ask_heed(self) -> None:
        """A capot bid stays on the line until you have seen it."""
        def heeded() -> None:
            self.announcement = ""
            self._advance()
        self.ask(Question("Return to play on", [go_on("to play on", heeded)],
                          lambda command: self.refuse(f"{self.announcement} Press Return to play on"), "heed"),
                 keep_message=True)

    def _ask_next_hand(self) -> None:
        def next_hand() -> None:
            self.finished, self.announcement = None, ""
            self.tell("", afresh=True)
            self._advance()
        number = self.state.number + 1
        self.ask(Question(f"Return for hand {number}", [go_on(f"for hand {number}", next_hand)],
                          lambda command: self.refuse(f"{self.announcement} Press Return for hand {self.state.number + 1}".strip()),
                          "hand_over"), keep_message=True)



def passing_words(seats: int) -> str:
    """How the cards go with ``seats`` players, in short: "three cards right, left ...",
    "two cards right, left, across ..." (two with five or six).

    >>> passing_words(3), passing_words(6)
    ('three cards right, left ...', 'two cards right, left, across ...')
    """
    count = {2: "two", 3: "three"}[pass_count(seats)]
    ways = [way for way in pass_cycle(seats) if way != "hold"]
    return f"{count} cards {', '.join(ways)} ..."
