"""The questions of the Piquet table (see games.piquet.scene), each a Question object
(games.ui.question), each named for where the scene is: ``discard`` (mark the cards to put out),
``ask`` (a call, an answer or a claim of the dialogue: Return or N) and ``card`` at your
turn; ``drawn``, ``declared``, ``last_trick`` and ``hand_over`` between the parts of a hand,
and ``over``; and the pauses ``computer``, ``auto`` and ``trick``, when nothing is asked."""
from __future__ import annotations

from typing import Callable

from games.cards import SUIT_NAMES
from games.piquet import dialogue as dlg
from games.piquet import scene_layout as lay
from games.piquet.moves import Claim, Declare, Discard, Play
from games.seats import YOU
from games.ui.keys import Command
from games.ui.prompt import pick_card, yes_no
from games.ui.question import Answer, Question, card_answers, go_on, is_no, is_return, waiting
from games.ui.question import yes_no as yes_no_answers

WAIT = "Wait a moment: my turn"


class PiquetQuestions:
    """The questions, as a part of the Piquet scene (it provides the partie, the view, the
    cards marked, ``ask``, ``refuse`` and the flow: ``_advance``, ``_apply``)."""

    def _wait(self, pause: str) -> None:
        self.start_pause(pause)
        self.ask(waiting(WAIT if pause == "computer" else None, pause), keep_message=True)

    # --- the dialogue: Return or N ------------------------------------------------------------
    def _ask(self, question: str, message: str, on_yes: Callable[[], None], on_no: Callable[[], None],
             sinking: str = "") -> None:
        """A Return/N question. ``sinking`` names what N would throw away: N then asks
        first, so that one N too many never costs a combination."""
        sink = on_no
        if sinking:
            def again() -> None:
                self._ask(question, message, on_yes, sink, sinking)

            def make_sure() -> None:
                self._ask(f"Sink {sinking}?", "It would score nothing: N goes back", sink, again)

        def then(action: Callable[[], None]) -> Callable[[], None]:
            def answered() -> None:
                self.tell("", afresh=True)
                action()
            return answered
        answers = yes_no_answers(then(on_yes), then(make_sure if sinking else sink), no=message or "No")
        self.ask(Question(question, answers, lambda command: self.refuse_if(yes_no(command)), "ask", move=True))
        self.prompt.say(message)

    def _ask_call(self, legal) -> None:
        truthful, other = legal[0], legal[1]
        mine = f"your {self.state.hand.category_name.capitalize()}"
        if isinstance(truthful, Declare):
            self._ask(f"Declare {truthful.describe()}?", "Return declares it, N sinks it",
                      lambda: self._apply(truthful), lambda: self._apply(other), mine)
        else:
            said = truthful.describe()
            self._ask(f"Say '{said}'" + ("" if said.endswith("?") else "?"),
                      "N says 'Good' instead, sinking yours",
                      lambda: self._apply(truthful), lambda: self._apply(other), mine)

    def _ask_claims(self) -> None:
        must, may = self.state.hand.claimable()
        self._claim_step(list(must), list(may))

    def _claim_step(self, chosen: list, left: list) -> None:
        if not left:
            order = [c for c in ("point", "sequence", "set") if c in chosen]
            self._apply(Claim(tuple(order)))
            return
        cat, rest = left[0], left[1:]
        words = dlg.category_words(cat, self.state.hand.held[YOU])
        self._ask(f"Score {words}?", "I did not call it: N keeps it hidden",
                  lambda: self._claim_step(chosen + [cat], rest),
                  lambda: self._claim_step(chosen, rest), f"your {cat.capitalize()}")

    # --- the exchange and the play --------------------------------------------------------------
    def _ask_discards(self, legal) -> None:
        low, high = self.state.hand.exchange_limits(YOU)
        stand = [] if low else [Answer("N", "put out nothing: stand", is_no, self._answer_discard)]
        answers = [*card_answers("mark it to put out, or unmark it", self._answer_discard, True, lay.LABELS,
                                 ranks=self.card_ranks),
                   Answer("Return", "put out the cards marked", is_return, self._answer_discard), *stand]
        self.ask(Question(f"Discard {low} to {high}, then Return", answers, self._answer_discard, "discard",
                          suit_keys=True, move=True), keep_message=True)

    def _pick(self, command: Command):
        """The card a key names: the key under it, or its suit then its value."""
        shown = lay.displayed(self.order, self.human_view())
        answer = pick_card(self.entry, command, shown, lay.LABELS)
        self.prompt.typed = self.entry.typed
        return None if self.refuse_if(answer) else answer

    def _answer_discard(self, command: Command) -> None:
        low, high = self.state.hand.exchange_limits(YOU)
        if not self.entry.suit and (command.is_yes or command.is_no):
            if command.is_no and low > 0:
                self.refuse(f"You must put out at least {low}")     # only Younger may stand
                return
            if command.is_no:
                self.marked = set()
            if not low <= len(self.marked) <= high:
                self.refuse(f"Put out at least {low} card{'s' if low != 1 else ''}" if len(self.marked) < low
                            else f"You may put out {high} at most")
                return
            self._apply(Discard(tuple(self.marked)))
            return
        card = self._pick(command)
        if card is None:
            return
        if card in self.marked:
            self.marked.discard(card)
        elif len(self.marked) >= high:
            self.refuse(f"You may put out {high} at most")
        else:
            self.marked.add(card)

    def _ask_card(self) -> None:
        self.ask(Question("Your card?", card_answers("play it", self._answer_card, True, lay.LABELS,
                                                     ranks=self.card_ranks),
                          self._answer_card, "card", suit_keys=True, move=True), keep_message=True)

    def _answer_card(self, command: Command) -> None:
        if not self.entry.suit and command.is_no:
            self.refuse("You must play a card")
            return
        card = self._pick(command)
        if card is None:
            return
        if Play(card) not in self.state.legal_moves():
            self.refuse(f"You must follow suit: {SUIT_NAMES[self.state.hand.trick[0].suit]}")
            return
        self.tell("", afresh=True)
        self._apply(Play(card))

    # --- between the parts of a hand ------------------------------------------------------------
    def _ask_return(self, name: str, to: str, then: Callable[[], None]) -> None:
        """A pause that Return ends (``to``: what for); any other key is refused, saying so."""
        def go() -> None:
            self.tell("", afresh=True)
            then()
        question = {"drawn": "Return to sort your hand", "declared": "Return to play the cards",
                    "last_trick": "Return for the scores"}.get(name, f"Return for hand {self.state.hand_number}")
        self.ask(Question(question, [go_on(to, go)], f"Press Return {to}", name), keep_message=name != "hand_over")

    def _ask_drawn(self) -> None:
        def sort() -> None:
            self.order = None
            self._advance()
        self._ask_return("drawn", "to sort your hand", sort)

    def _ask_declared(self) -> None:
        self._ask_return("declared", "to play the cards", self._advance)

    def _ask_last_trick(self) -> None:
        self._ask_return("last_trick", "for the scores", self._advance)

    def _hand_over(self) -> None:
        if self.state.is_terminal():
            self.ask(self.play_again("Another game?", self.new_game))
            self.prompt.say(self.final_words())
            return

        def next_hand() -> None:
            self.finished = self.shown_trick = None
            self._advance()
        self._ask_return("hand_over", "to go on", next_hand)
