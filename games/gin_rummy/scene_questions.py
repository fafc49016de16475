"""The questions of the Gin Rummy table (see games.gin_rummy.scene), each a Question object
(games.ui.question), each named for where the scene is: ``draw`` (take the up-card?), ``discard``,
``throw`` (this card?), ``knock`` and ``move`` (a card raised to move it in your hand) at your
turn; ``hand_over``, ``scores`` and ``over`` at the end of a hand; and the pauses ``computer``,
``auto`` and ``start``, when nothing is asked."""
from __future__ import annotations

from games.cards import SUITS
from games.gin_rummy import scene_layout as lay
from games.gin_rummy.melds import deadwood, mask_of
from games.gin_rummy.moves import Discard, Draw, Pass, Take
from games.ui.helpkeys import label_keys
from games.ui.keys import Command
from games.ui.prompt import Refusal, pick_card, yes_no
from games.ui.question import (Answer, Question, card_answers, chars, either, go_on, is_delete, is_named,
                               is_no, says_yes, waiting)

WAIT = "Wait a moment: my turn"


class GinQuestions:
    """The questions, as a part of the Gin scene (it provides the game, the hand's order,
    the card raised, ``ask``, ``refuse`` and the flow: ``_advance``, ``_apply``)."""

    def _sort_answer(self) -> Answer:
        return Answer("Tab", "sort your hand into sets", is_named("tab"), lambda command: self._sort_into_sets())

    def _shift_answer(self, handler) -> Answer:
        return Answer("Left  Right", "move it along", is_named("left", "right"), handler)

    def _place_answer(self, meaning: str, handler) -> Answer:
        return Answer(label_keys(lay.LABELS), meaning, chars(lay.LABELS), handler)

    # --- at your turn ---------------------------------------------------------------------
    def _ask_draw(self) -> None:
        other = "pass" if self.human_view().phase == "offer" else "draw from the stock"
        answers = [Answer("Return or Y", "take the card", says_yes, self._answer_draw),
                   Answer("N", other, is_no, self._answer_draw),
                   *card_answers("raise it, to move it in your hand", self._answer_draw, True, lay.LABELS),
                   self._sort_answer()]
        self.ask(Question(f"Take the {self.human_view().up_card.name}?", answers, self._answer_draw, "draw",
                          move=True), keep_message=True)
        if not self.prompt.message:
            self.prompt.say(self._draw_keys())

    def _draw_keys(self) -> str:
        """What Return and N do at "Take the ...?"."""
        other = "passes" if self.human_view().phase == "offer" else "draws from the stock"
        return f"Return takes it, N {other}"

    def _answer_draw(self, command: Command) -> None:
        if (self._label(command) and (self.entry.suit or self._names_a_card(command))
                or (command.name == "delete" and self.entry.suit)):
            self.raised = self._pick(command)
            if self.raised is not None:
                self._ask_move()
            return
        answer = yes_no(command)
        if isinstance(answer, Refusal):
            # The question wants Return or N; a card's key would only raise it to move.
            self.refuse(self._draw_keys())
            return
        self.entry.reset()
        self.prompt.say("")
        legal = self.human_view().legal_moves
        self._apply(Take() if answer else (Pass() if Pass() in legal else Draw()))

    def _ask_move(self) -> None:
        answers = [self._place_answer("the key of its new place", self._answer_move),
                   self._shift_answer(self._answer_move),
                   Answer("Return Y or N", "put it down", either(says_yes, is_no), self._answer_move),
                   self._sort_answer()]
        self.ask(Question(f"Move the {self.raised.name} where?", answers, self._answer_move, "move", move=True))
        self.prompt.say("Its new place's key, or arrows; Return")

    def _answer_move(self, command: Command) -> None:
        if self._shift(command):
            return
        if command.says_yes or command.is_no:
            self._put_down()
            return
        place = self._place(command)
        if place is not None:
            self._move_to(place)
            self._put_down()

    def _ask_discard(self) -> None:
        answers = [*card_answers("throw it", self._answer_discard, True, lay.LABELS), self._sort_answer()]
        self.ask(Question("Discard which card?", answers, self._answer_discard, "discard", suit_keys=True,
                          move=True), keep_message=True)

    def _answer_discard(self, command: Command) -> None:
        if not self.entry.suit and (command.is_yes or command.is_no):
            self.refuse("Press the key under the card to throw")
            return
        card = self._pick(command)
        if card is None:
            return
        if card == self.human_view().taken:
            self.refuse(f"You may not throw back the {card.name} you took")
            return
        self.raised = card
        self._ask_throw(card)

    def _ask_throw(self, card) -> None:
        answers = [Answer("Return or Y", "throw it", says_yes, self._answer_throw),
                   Answer("N or Delete", "keep it", either(is_no, is_delete), self._answer_throw),
                   self._place_answer("move it to that place instead", self._answer_throw),
                   self._shift_answer(self._answer_throw), self._sort_answer()]
        self.ask(Question(f"Throw the {card.name}?", answers, self._answer_throw, "throw", move=True))
        self.prompt.say("Or another card's key moves it there")

    def _answer_throw(self, command: Command) -> None:
        if self._shift(command):
            return
        if command.is_no or command.name == "delete":
            self._put_down()
            return
        if not command.says_yes:
            place = self._place(command)
            if place is not None:
                self._move_to(place)
                self._put_down()
            return
        card = self.raised
        if Discard(card, knock=True) in self.human_view().legal_moves:
            self._ask_knock(card)
        else:
            self._throw(Discard(card))

    def _ask_knock(self, card) -> None:
        rest = mask_of(self.order) & ~(1 << card.index)
        count = deadwood(rest)
        text = "Go Gin?" if count == 0 else "Knock?"

        def knock(yes: bool):
            return lambda command: self._throw(Discard(self.raised, knock=yes))
        answers = [Answer("Return or Y", text.rstrip("?"), says_yes, knock(True)),
                   Answer("N", "just throw the card", is_no, knock(False)),
                   Answer("Delete", "keep the card after all", is_delete, lambda command: self._put_down()),
                   self._sort_answer()]
        self.ask(Question(text, answers, lambda command: self.refuse_if(yes_no(command)), "knock", move=True))
        self.prompt.say(f"You would count {count}: N just throws it")

    def _put_down(self) -> None:
        """The raised card goes back into the hand, and play goes on."""
        self.raised = None
        self.prompt.say("")
        self._advance()

    def _throw(self, move: Discard) -> None:
        self.raised = None
        self._apply(move)

    def _pick(self, command):
        """The card a key names: the key under it, or its suit then its value."""
        answer = pick_card(self.entry, command, self.order, lay.LABELS)
        self.prompt.typed = self.entry.typed
        return None if self.refuse_if(answer) else answer

    @staticmethod
    def _label(command: Command) -> bool:
        return command.name in ("char", "suit") and not command.is_no and not command.says_yes

    @staticmethod
    def _names_a_card(command: Command) -> bool:
        """The first key of a card's name: the key under it, or a suit."""
        return command.name == "suit" or command.char in lay.LABELS or command.char in SUITS

    # --- between turns and hands --------------------------------------------------------------
    def _wait(self, pause: str) -> None:
        self.start_pause(pause)
        self.ask(waiting(WAIT if pause in ("computer", "auto") else None, pause), keep_message=True)

    def _ask_hand_over(self) -> None:
        self.ask(Question("Return for the scores", [go_on("for the scores", self._show_scores)],
                          "Press Return for the scores", "hand_over"))

    def _show_scores(self) -> None:
        if self.state.is_terminal():
            self.ask(self.play_again("Another game?", self.new_game))
            self.prompt.say(self.final_words())
            return
        number = self.state.hand_number
        self.ask(Question(f"Return for hand {number}", [go_on(f"for hand {number}", self._next_hand)],
                          f"Press Return for hand {number}", "scores"))
        self.prompt.say("")

    def _next_hand(self) -> None:
        self.finished = None
        self._new_hand_display()
        self._advance()
