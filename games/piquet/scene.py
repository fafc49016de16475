"""Piquet on the screen: a partie of six hands, you against the computer.

You sit in seat 0. Every step goes through the rules engine: your exchange,
your calls and answers in the dialogue, your claims and your cards; the
computer is given only its own view. Keys: the figure or letter under a card
names it; Return is Yes and N is No; Escape leaves.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Callable, Optional

from games.cards import SUIT_NAMES, Card, spoken
from games.piquet import dialogue as dlg
from games.piquet import scene_layout as lay
from games.piquet.combos import PIQUET_RANKS
from games.piquet.hand import PLAYS
from games.piquet.moves import Claim, Declare, Discard, Play
from games.piquet.partie import Partie, settlement
from games.piquet.players import BUILTINS
from games.piquet.view import PiquetView
from games.seats import OPPONENT, YOU
from games.ui.prompt import pick_card, yes_no
from games.ui.result_words import two_seats, with_keys
from games.ui.cardtable import CardTableScene
from games.ui.screen import BLACK, GREEN, RED, WHITE

PAUSE = {"computer": 0.7, "auto": 0.5, "trick": 1.2}
DIALOGUE_PHASES = ("call", "answer", "detail", "answer2", "claim")


class PiquetScene(CardTableScene):
    palette = (GREEN, BLACK, RED, WHITE)
    builtins = BUILTINS
    ink = accent = 1      # black: on green, white is 1.4 to 1 and red 2.9
    card_ranks = PIQUET_RANKS
    hint_modes = ("discard", "card", "ask")
    review_modes = ("hand_over", "over")

    # --- the flow -----------------------------------------------------------------
    def new_game(self) -> None:
        self.state = Partie(self.rng)
        self._view: Optional[PiquetView] = None
        self.mode, self.timer = "", 0.0
        self.marked: set = set()
        self.order: Optional[list] = None           # the hand as drawn, before it is sorted again
        self.shown_trick: Optional[tuple] = None
        self.finished: Optional[PiquetView] = None  # the hand just ended, until Return
        self.on_yes: Optional[Callable[[], None]] = None
        self.on_no: Optional[Callable[[], None]] = None
        you, me = self.state.cut
        dealer = "You deal" if self.state.dealer == YOU else "I deal"
        self.tell(f"Cut: you {you.glyph}, me {me.glyph}. {dealer}.", afresh=True)
        self._advance()

    def human_view(self) -> PiquetView:
        """The human's view, made once per move (drawing happens every frame)."""
        if self._view is None:
            self._view = self.state.view(YOU)
        return self._view

    def _advance(self) -> None:
        """Decide what happens next from the state of the game."""
        if self.finished is not None:
            self._hand_over()
            return
        seat = self.state.current_player()
        if seat == OPPONENT:
            self._wait("computer", "")
            return
        legal = self.state.legal_moves()
        first = legal[0]
        if isinstance(first, Discard):
            self._ask_discards(legal)
        elif len(legal) == 1:
            self._wait("auto", "")
        elif isinstance(first, Play):
            self.mode = "card"
            self.prompt.ask("Your card?", keep_message=True)
        elif isinstance(first, Claim):
            self._ask_claims()
        else:
            self._ask_call(legal)

    def _wait(self, mode: str, question: str) -> None:
        self.mode, self.timer = mode, PAUSE[mode]
        self.prompt.ask(question, keep_message=True)

    @property
    def busy(self) -> bool:
        return self.mode in PAUSE

    def update(self, dt: float) -> None:
        if not self.busy:
            return
        self.timer -= dt
        if self.timer > 0:
            return
        if self.mode == "computer":
            move = self.computer_move(self.state, OPPONENT, self.computer_rng)
            if move is not None:
                self._apply(move)
        elif self.mode == "auto":
            self._apply(self.state.legal_moves()[0])
        elif self.mode == "trick":
            self._advance()

    def _apply(self, move) -> None:
        hand = self.state.hand
        seat = self.state.current_player()
        view = self.human_view()
        before = lay.displayed(self.order, view)
        self.apply_move(self.state, move)
        self._view = None
        if self.state.hand is not hand or self.state.is_terminal():
            self.finished = replace(hand.view(YOU), hand_number=view.hand_number, hands=view.hands,
                                    totals=view.totals, history=tuple(self.state.history))
        self.prompt.typed = ""
        self._say_move(seat, move, hand)
        now = self.finished or self.human_view()
        for bonus, name in (("repique", "Repique"), ("pique", "Pique")):
            if getattr(now, bonus) is not None and getattr(view, bonus) is None:
                self.tell(f"{name}! {'You score' if getattr(now, bonus) == YOU else 'I score'} "
                          f"{60 if bonus == 'repique' else 30} more.")
        if isinstance(move, Play) and hand.trick:
            self.shown_trick = None          # a new trick: the last one leaves the table
            self._advance()
        elif isinstance(move, Play):
            # the finished trick stays in view until the next card is led
            self.shown_trick = lay.trick_pair((self.finished or self.human_view()).tricks[-1])
            if self.finished is not None:    # the last trick: seen before the hand's table
                self.mode = "last_trick"
                self.prompt.ask("Return for the scores", keep_message=True)
            else:
                self._wait("trick", "")
        elif view.phase in DIALOGUE_PHASES and hand.phase not in DIALOGUE_PHASES:
            # the whole dialogue stays in view, its last answers too, until you go on
            self.mode = "declared"
            self.prompt.ask("Return to play the cards", keep_message=True)
        elif isinstance(move, Discard) and seat == YOU:
            self.marked = set()
            self.order = [c for c in before if c not in move.cards] + list(hand.drawn[YOU])
            drawn = hand.drawn[YOU]
            self.tell(f"You drew {spoken(drawn)}." if drawn else "You stand.", afresh=True)
            self.mode = "drawn"
            self.prompt.ask("Return to sort your hand", keep_message=True)
        else:
            self._advance()

    def _say_move(self, seat: int, move, hand) -> None:
        if isinstance(move, Discard) and seat == OPPONENT:
            n = len(move.cards)
            self.tell(f"I take {n} card{'s' if n != 1 else ''}." if n else "I stand.")
        elif isinstance(move, Play):
            if hand.trick:                   # a lead
                self.tell(lay.play_words(seat, move.card, None, forced=self.mode == "auto"))
                return
            done = hand.tricks[-1]
            self.tell(lay.play_words(seat, move.card, done.winner, forced=self.mode == "auto",
                                     led_by=done.leader, last=len(hand.tricks) == PLAYS))

    # --- questions ------------------------------------------------------------------
    def _ask(self, question: str, message: str, on_yes, on_no, sinking: str = "") -> None:
        """A Return/N question. ``sinking`` names what N would throw away: N then asks
        first, so that one N too many never costs a combination."""
        sink = on_no
        if sinking:
            def again() -> None:
                self._ask(question, message, on_yes, sink, sinking)

            def make_sure() -> None:
                self._ask(f"Sink {sinking}?", "It would score nothing: N goes back", sink, again)
        self.mode, self.on_yes, self.on_no = "ask", on_yes, (make_sure if sinking else sink)
        self.prompt.ask(question)
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

    def _ask_discards(self, legal) -> None:
        low, high = self.state.hand.exchange_limits(YOU)
        self.mode = "discard"
        self.prompt.ask(f"Discard {low} to {high}, then Return", keep_message=True)

    # --- keys -----------------------------------------------------------------------
    def on_command(self, command) -> None:
        handler = getattr(self, f"_key_{self.mode}", None)
        if handler is not None:
            handler(command)
        elif self.mode == "computer":
            self.refuse("Wait a moment: my turn")

    def _key_ask(self, command) -> None:
        answer = yes_no(command)
        if self.refuse_if(answer):
            return
        action = self.on_yes if answer else self.on_no
        self.on_yes = self.on_no = None
        self.tell("", afresh=True)
        action()

    def _pick(self, command) -> Optional[Card]:
        """The card a key names: the key under it, or its suit then its value."""
        shown = lay.displayed(self.order, self.human_view())
        answer = pick_card(self.entry, command, shown, lay.LABELS)
        self.prompt.typed = self.entry.typed
        return None if self.refuse_if(answer) else answer

    def _key_discard(self, command) -> None:
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

    def _key_card(self, command) -> None:
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

    def _pressed_return(self, command, to: str) -> bool:
        """Whether Return was pressed at a pause; any other key is refused, saying so."""
        if not command.is_yes:
            self.refuse(f"Press Return {to}")
        return command.is_yes

    def _key_drawn(self, command) -> None:
        if self._pressed_return(command, "to sort your hand"):
            self.order = None
            self.tell("", afresh=True)
            self._advance()

    def _key_declared(self, command) -> None:
        if self._pressed_return(command, "to play the cards"):
            self.tell("", afresh=True)
            self._advance()

    def _key_last_trick(self, command) -> None:
        if self._pressed_return(command, "for the scores"):
            self.tell("", afresh=True)
            self._advance()

    def _key_hand_over(self, command) -> None:
        if self._pressed_return(command, "to go on"):
            self.finished = self.shown_trick = None
            self.tell("", afresh=True)
            self._advance()

    def _key_over(self, command) -> None:
        self.answer_play_again(command, self.new_game)

    def _hand_over(self) -> None:
        if self.state.is_terminal():
            self.mode = "over"
            self.prompt.ask("Another game?")
            _, winner = self.state.settlement()
            self.prompt.say(with_keys(two_seats(self.state.totals, winner)))
        else:
            self.mode = "hand_over"
            self.prompt.ask(f"Return for hand {self.state.hand_number}")

    def suit_keys_live(self) -> bool:
        return self.mode in ("discard", "card")

    def question_keys(self) -> list[tuple[str, str]]:
        if self.mode == "discard":
            low, _ = self.state.hand.exchange_limits(YOU)
            stand = [] if low else [("N", "put out nothing: stand")]
            return [*self.card_keys("mark it to put out, or unmark it", lay.LABELS),
                    ("Return", "put out the cards marked"), *stand]
        if self.mode == "card":
            return self.card_keys("play it", lay.LABELS)
        if self.mode == "ask":
            return [("Return or Y", "Yes"), ("N", self.prompt.message or "No")]
        return super().question_keys()

    def in_progress(self) -> bool:
        return not self.state.is_terminal()

    def score_line(self, state) -> list:
        return list(state.totals)                          # the partie's Total row

    def take_up(self) -> None:
        """Go on from a state reached by replaying the saved moves (games.ui.resume)."""
        self._view, self.order, self.marked = None, None, set()
        self.shown_trick, self.finished = None, None
        self._advance()

    # --- drawing --------------------------------------------------------------------
    def render(self, screen) -> None:
        view = self.finished if self.finished is not None else self.human_view()
        lay.header(screen, view, self.ink)
        if self.mode in ("hand_over", "over"):
            self._render_summary(screen, view)
            return
        lay.computer_hand(screen, view.opponent_count, view.shown_still_held())
        lay.stock_line(screen, view, self.ink)
        if view.phase in DIALOGUE_PHASES or self.mode == "declared":
            lay.dialogue(screen, view.dialogue, self.ink, self.accent)
        elif view.phase in ("play", "over"):
            lay.declared_summary(screen, view, self.ink, self.accent)
            cards = lay.trick_cards(view) if view.trick or not view.tricks else self.shown_trick
            lay.trick_area(screen, view, cards, self.ink)
            if view.trick and view.tricks:  # the trick before, once a new one is on the table
                lay.last_trick(screen, view.tricks[-1], self.ink)
        else:
            lay.exchange_notes(screen, view, self.ink)
        shown = lay.displayed(self.order, view)
        lay.my_hand(screen, shown, self.marked, self.usable(view, shown), lay.KEYS)
        lay.discard_box(screen, view.discards, self.ink)

    def usable(self, view: PiquetView, shown: list) -> set:
        """The cards whose keys do something now: in the exchange, mark or unmark a card
        (only unmark, once as many are marked as may go); in the play, play it."""
        if self.mode == "discard":
            return set(self.marked) if len(self.marked) >= view.legal_moves.most else set(shown)
        if self.mode == "card":
            return {m.card for m in view.legal_moves if isinstance(m, Play)}
        return set()

    def _render_summary(self, screen, view: PiquetView) -> None:
        lay.hand_summary(screen, view.history, self.ink, self.accent)
        if len(view.history) == view.hands:                 # the partie is over
            totals = tuple(sum(r.scores[s] for r in view.history) for s in (0, 1))
            amount, winner = settlement(totals, self.state.rules)
            for i, text in enumerate(lay.result_lines(totals, amount, winner, self.state.rules.rubicon)):
                screen.text(1, 21 + i, text, self.ink)
