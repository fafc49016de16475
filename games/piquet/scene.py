"""Piquet on the screen: a partie of six hands, you against the computer.

You sit in seat 0. Every step goes through the rules engine: your exchange,
your calls and answers in the dialogue, your claims and your cards; the
computer is given only its own view. Keys: the figure or letter under a card
names it; Return is Yes and N is No; Escape leaves.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Optional

from games.cards import spoken
from games.piquet import scene_layout as lay
from games.piquet.combos import PIQUET_RANKS
from games.piquet.hand import PLAYS
from games.piquet.moves import Claim, Discard, Play
from games.piquet.partie import settlement
from games.piquet.players import BUILTINS
from games.piquet.scene_questions import PiquetQuestions
from games.piquet.view import PiquetView
from games.seats import OPPONENT, YOU
from games.ui.result_words import two_seats, with_keys
from games.ui.cardtable import CardTableScene
from games.ui.screen import BLACK, GREEN, RED, WHITE

PAUSE = {"computer": 0.7, "auto": 0.5, "trick": 1.2}
DIALOGUE_PHASES = ("call", "answer", "detail", "answer2", "claim")


class PiquetScene(PiquetQuestions, CardTableScene):
    palette = (GREEN, BLACK, RED, WHITE)
    builtins = BUILTINS
    pauses = PAUSE
    ink = accent = 1      # black: on green, white is 1.4 to 1 and red 2.9
    # The review's marks: your move in black on the table, mine white on a black band.
    your_mark, my_mark = (1, 0), (3, 1)
    card_ranks = PIQUET_RANKS
    review_at = ("hand_over", "over")

    # --- the flow -----------------------------------------------------------------
    def new_game(self) -> None:
        self.state = self.new_state()
        self._view: Optional[PiquetView] = None
        self.timer = 0.0
        self.marked: set = set()
        self.order: Optional[list] = None           # the hand as drawn, before it is sorted again
        self.shown_trick: Optional[tuple] = None
        self.finished: Optional[PiquetView] = None  # the hand just ended, until Return
        you, me = self.state.cut
        dealer = "You deal" if self.state.dealer == YOU else "I deal"
        self.tell(f"Cut: you {you.glyph}, me {me.glyph}. {dealer}.", afresh=True)
        self._advance()

    def final_words(self) -> str:
        """The partie's result, with the keys of "Another game?"."""
        _, winner = self.state.settlement()
        return with_keys(two_seats(self.state.totals, winner))

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
            self._wait("computer")
            return
        legal = self.state.legal_moves()
        first = legal[0]
        if isinstance(first, Discard):
            self._ask_discards(legal)
        elif len(legal) == 1:
            self._wait("auto")
        elif isinstance(first, Play):
            self._ask_card()
        elif isinstance(first, Claim):
            self._ask_claims()
        else:
            self._ask_call(legal)

    def pause_over(self, pause: str) -> None:
        if pause == "computer":
            move = self.computer_move(self.state, OPPONENT, self.computer_rng)
            if move is not None:
                self._apply(move)
        elif pause == "auto":
            self._apply(self.state.legal_moves()[0])
        elif pause == "trick":
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
                self._ask_last_trick()
            else:
                self._wait("trick")
        elif view.phase in DIALOGUE_PHASES and hand.phase not in DIALOGUE_PHASES:
            # the whole dialogue stays in view, its last answers too, until you go on
            self._ask_declared()
        elif isinstance(move, Discard) and seat == YOU:
            self.marked = set()
            self.order = [c for c in before if c not in move.cards] + list(hand.drawn[YOU])
            drawn = hand.drawn[YOU]
            self.tell(f"You drew {spoken(drawn)}." if drawn else "You stand.", afresh=True)
            self._ask_drawn()
        else:
            self._advance()

    def _say_move(self, seat: int, move, hand) -> None:
        if isinstance(move, Discard) and seat == OPPONENT:
            n = len(move.cards)
            self.tell(f"I take {n} card{'s' if n != 1 else ''}." if n else "I stand.")
        elif isinstance(move, Play):
            if hand.trick:                   # a lead
                self.tell(lay.play_words(seat, move.card, None, forced=self.asking("auto")))
                return
            done = hand.tricks[-1]
            self.tell(lay.play_words(seat, move.card, done.winner, forced=self.asking("auto"),
                                     led_by=done.leader, last=len(hand.tricks) == PLAYS))

    def in_progress(self) -> bool:
        return not self.state.is_terminal()

    def score_line(self, state) -> list:
        return list(state.totals)                          # the partie's Total row

    def play_move(self, move) -> None:
        self._apply(move)           # as every move here: the end of a hand shows it, and waits

    def show(self, state) -> None:
        super().show(state)
        self._view, self.order, self.marked = None, None, set()
        self.shown_trick, self.finished = None, None
        self._advance()

    # --- drawing --------------------------------------------------------------------
    def render(self, screen) -> None:
        view = self.finished if self.finished is not None else self.human_view()
        lay.header(screen, view, self.ink)
        if self.asking("hand_over", "over"):
            self._render_summary(screen, view)
            return
        self._draw_table(screen, view, self.shown_trick, self.asking("declared"))
        shown = lay.displayed(self.order, view)
        lay.my_hand(screen, shown, self.marked, self.usable(view, shown), lay.KEYS)
        lay.discard_box(screen, view.discards, self.ink)

    def _draw_table(self, screen, view: PiquetView, shown_trick, declared: bool, review: bool = False) -> int:
        """All but your hand and discards, as ``view`` shows it: the live table's and (with
        ``review``, shorter and without the keys) the review's. The row under the dialogue."""
        lay.computer_hand(screen, view.opponent_count, view.shown_still_held())
        lay.stock_line(screen, view, self.ink)
        if view.phase in DIALOGUE_PHASES or declared:
            rows = lay.REVIEW_DIALOGUE_ROWS if review else lay.DIALOGUE_ROWS
            return lay.dialogue(screen, view.dialogue, self.ink, self.accent, rows)
        if view.phase in ("play", "over"):
            lay.declared_summary(screen, view, self.ink, self.accent)
            cards = lay.trick_cards(view) if view.trick or not view.tricks else shown_trick
            lay.trick_area(screen, view, cards, self.ink)
            if view.trick and view.tricks:  # the trick before, once a new one is on the table
                lay.last_trick(screen, view.tricks[-1], self.ink,
                               lay.REVIEW_LAST_TRICK_ROW if review else lay.LAST_TRICK_ROW)
        else:
            lay.exchange_notes(screen, view, self.ink, keys=not review)
        return lay.DIALOGUE_TOP

    def draw_decision(self, screen, view: PiquetView, played, best) -> bool:
        """A choice of yours in the hand just played, for the review: the table as you saw
        it, and your move and mine: the cards put out or played marked under your hand, a
        row of marks for each; a call, answer or claim in words under the dialogue."""
        lay.header(screen, view, self.ink)
        last = lay.trick_pair(view.tricks[-1]) if view.tricks and not view.trick else None
        free = self._draw_table(screen, view, last, False, review=True)
        moves = ((played, "You", self.your_mark), (best, "Me", self.my_mark))
        if all(isinstance(m, (Discard, Play)) for m in (played, best)):
            lay.marked_hand(screen, view.hand, [(word if cards_of(m) or isinstance(m, Play) else f"{word}: stand",
                                                 cards_of(m), colours) for m, word, colours in moves])
        else:
            lay.marked_hand(screen, view.hand, [])
            for row, (m, word, colours) in enumerate(moves):
                said = "You said" if word == "You" else "I'd say"
                screen.text(0, free + 1 + row, f"{said}: {m.describe()}"[:lay.REVIEW_BOX_COL - 1], *colours)
        if view.discards:
            lay.discard_box(screen, view.discards, self.ink, lay.REVIEW_HAND_ROW, lay.REVIEW_BOX_COL)
        return True

    def usable(self, view: PiquetView, shown: list) -> set:
        """The cards whose keys do something now: in the exchange, mark or unmark a card
        (only unmark, once as many are marked as may go); in the play, play it."""
        if self.asking("discard"):
            return set(self.marked) if len(self.marked) >= view.legal_moves.most else set(shown)
        if self.asking("card"):
            return {m.card for m in view.legal_moves if isinstance(m, Play)}
        return set()

    def _render_summary(self, screen, view: PiquetView) -> None:
        lay.hand_summary(screen, view.history, self.ink, self.accent)
        if len(view.history) == view.hands:                 # the partie is over
            totals = tuple(sum(r.scores[s] for r in view.history) for s in (0, 1))
            amount, winner = settlement(totals, view.rules)
            for i, text in enumerate(lay.result_lines(totals, amount, winner, view.rules.rubicon)):
                screen.text(1, 21 + i, text, self.ink)


def cards_of(move) -> tuple:
    """The cards a discard puts out or a play plays."""
    return move.cards if isinstance(move, Discard) else (move.card,)
