"""The table of a trick-avoidance game on the screen: you and two to five computer seats.

One scene base serves Polignac, Slobberhannes, Short Hearts (and a game whose
"cards" are dominoes, which replaces the few card hooks at the end of the class).
You sit in seat 0 at the bottom; the others sit clockwise round the table, the
seat on your left at the left of the screen. Each seat shows its name, the tricks
and points it has taken this hand, its running total and the penalty cards it has
taken; the card each seat plays lies in front of it. A finished trick stays on the
table until a key is pressed (a card key then also plays, when you lead next) or a
short pause passes.

Modes (``self.mode``): the questions before a game (``count``, ``hands``,
``passing``), then ``pass`` (mark cards, Return), ``bid`` (Return/N), ``card``,
``suit`` (dominoes: which suit a lead names), ``computer`` and ``auto`` (paced),
``trick`` (a finished trick on show), ``hand_over`` and ``over``.
"""
from __future__ import annotations

import random
from dataclasses import replace
from typing import Any, Optional, Sequence

from games.avoidance.game import AvoidanceGame, Settings
from games.avoidance.cards import RANKS as PACK_RANKS
from games.avoidance.hand import HandView
from games.avoidance.moves import Bid
from games.avoidance.options import BUILTINS
from games.avoidance.variant import EVENTS, Variant
from games.cards import SUITS
from games.seats import PERSON, YOU, make_seats, seat_kinds
from games.ui import helpkeys
from games.ui import trick_words as words
from games.ui.cardart import CardColours, draw_face
from games.ui.prompt import CardEntry, LineEntry, pick_card, yes_no
from games.ui.screen import BLACK, COLS, GREEN, RED, WHITE, Screen
from games.ui.seats import SeatCountQuestion, SeatedScene, draw_seat_table

PAUSE = {"computer": 0.35, "auto": 0.5}
TRICK_PAUSE = 2.0                      # a finished trick stays this long unless a key is pressed
LABELS = "1234567890AB"                # keys naming the cards of your hand by place
HAND_ROW, LABEL_ROW = 25, 26
INFO_ROW, TAKEN_ROW = 22, 23
BLOCK_WIDTH = 14

# Where each other seat sits, by the number of seats: the top left of its block of
# lines (name, points, penalty cards), and the cell of the card it plays to a trick.
# Seat 0 (you) is at the bottom; the others follow clockwise (left, top, right).
SEAT_BLOCKS = {
    3: [(0, 4), (26, 4)],
    4: [(0, 10), (13, 3), (26, 10)],
    5: [(0, 12), (2, 3), (24, 3), (26, 12)],
    6: [(0, 15), (0, 6), (13, 2), (26, 6), (26, 15)],
}
TRICK_CELLS = {
    3: [(19, 16), (15, 10), (23, 10)],
    4: [(19, 16), (15, 11), (19, 8), (23, 11)],
    5: [(19, 17), (15, 13), (16, 9), (22, 9), (23, 13)],
    6: [(19, 18), (15, 15), (15, 10), (19, 8), (23, 10), (23, 15)],
}


def hands_choices(seats: int) -> str:
    return ", ".join(str(seats * k) for k in range(1, 4))


def hands_for(hands: int, seats: int) -> int:
    """``hands`` made a multiple of ``seats`` (each seat deals as often): the next one up.

    >>> hands_for(5, 4), hands_for(8, 4), hands_for(1, 3)
    (8, 8, 3)
    """
    return -(-hands // seats) * seats


class TrickTableScene(SeatedScene):
    palette = (GREEN, BLACK, RED, WHITE)
    # On green only black reads (15.3 to 1; red is 2.9, white 1.4). What is lit up (whose
    # turn it is, the keys of the cards you may play) is white on black, 21 to 1; a key
    # that cannot be used now is plain black on the green, with no key cap.
    paper, ink, alert, alert_paper, strip_text = 0, 1, 2, 1, 1
    name_ink = 1
    lit = (3, 1)
    colours = CardColours(face=3, red=2, black=1)
    variant: Variant
    builtins = BUILTINS
    card_ranks = PACK_RANKS
    hint_modes = ("pass", "bid", "card", "suit")
    review_modes = ("hand_over", "over")

    def __init__(self, app, options=None) -> None:
        super().__init__(app, options)
        self.rng = random.Random(app.rng.random())
        self.computer = None
        self.entry = CardEntry(helpkeys.value_keys(self.card_ranks))
        self.digits = LineEntry("0123456789", max_length=2)
        self.count: Optional[int] = None
        self.hands: Optional[int] = None
        self.passing: Optional[bool] = getattr(options, "passing", None)
        self.state: Optional[AvoidanceGame] = None
        self._view: Optional[HandView] = None
        self.mode = ""
        kinds = seat_kinds(options, *self.variant.seats) if options is not None else None
        self.kinds = kinds
        self.count = len(kinds) if kinds else None
        self.hands = getattr(options, "hands", None)
        self.note = ""                         # why the hands asked for are not the hands played
        self._setup()

    # --- setting up ------------------------------------------------------------------------
    def _setup(self) -> None:
        """Ask what is still to be asked, then deal."""
        low, high = self.variant.seats
        if self.count is not None and self.hands is not None and self.hands % self.count:
            self._round_hands_up()
        if self.count is None:
            self.question = SeatCountQuestion(low, high, default=4 if low <= 4 <= high else low)
            self.mode = "count"
            self.prompt.ask(self.question.question, keep_message=True)
            self.prompt.say(self.question.hint)
        elif self.hands is None:
            self.mode = "hands"
            self.digits.reset()
            self.prompt.ask(f"How many hands ({hands_choices(self.count)} ...)?", keep_message=True)
            self.prompt.say(f"A multiple of {self.count}: type it and Return (Return alone: {self.count})")
        elif self.passing is None and not self.variant.passing:
            self.mode = "passing"
            self.prompt.ask("Pass cards before each hand?", keep_message=True)
            self.prompt.say(f"{self.note} Return = Yes, N = No" if self.note
                            else "Return = Yes (three right, left ...), N = No")
        else:
            self.new_game()

    def _round_hands_up(self) -> None:
        """Hands that came from the command line or the settings but do not suit the
        number of players chosen since (or kept apart from them): the next multiple up,
        said on the screen. Given together on the command line, they are refused there."""
        rounded = hands_for(self.hands, self.count)
        self.note = f"{self.hands} hands is not a multiple of {self.count} players: playing {rounded}."
        self.hands = rounded

    def new_game(self) -> None:
        kinds = self.kinds or [PERSON] + [getattr(self.options, "opponent", None) or "computer"] * (self.count - 1)
        self.seat_up(make_seats(kinds), self.builtins)
        passing = self.passing if self.passing is not None else self.variant.passing
        self.state = AvoidanceGame(self.variant, self.rng, Settings(self.count, self.hands, passing))
        self._view = None
        self.marked: list = []
        self.fresh: tuple = ()                 # cards you were passed, marked until you play
        self.shown_trick = None                # a finished trick on show
        self.finished = None                   # your view of the hand just over
        self.pending_card = None               # a lead waiting for its suit to be named
        self.announcement = ""                 # a bid or a hand's event, said until you go on
        self.timer = 0.0
        self.tell(self.note, afresh=True)
        self.note = ""                         # said once, at the first game
        self._advance()

    # --- the flow ----------------------------------------------------------------------------
    def view(self) -> HandView:
        """Your view, made once a move (drawing happens every frame)."""
        if self._view is None:
            self._view = self.state.view(YOU)
        return self._view

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    def _advance(self) -> None:
        state = self.state
        if self.finished is not None:
            self._hand_over()
            return
        seat = state.current_player()
        if not self.is_person(seat):
            self._wait("computer")
            return
        view = self.view()
        if len(view.legal_moves) == 1 and view.phase == "play":
            self._wait("auto")
        elif view.phase == "pass":
            self.mode, self.marked = "pass", []
            who = self.name(view.receiver)
            self.prompt.ask(f"Pass {len(view.legal_moves[0].cards)} to {who}, then Return", keep_message=True)
        elif view.phase == "bid":
            self.mode = "bid"
            self.prompt.ask("Bid capot (take all four queens)?", keep_message=True)
        else:
            self.mode = "card"
            self.prompt.ask(f"Your {self.variant.word}?", keep_message=True)

    def _wait(self, mode: str) -> None:
        self.mode, self.timer = mode, PAUSE[mode]
        self.prompt.ask("", keep_message=True)

    @property
    def busy(self) -> bool:
        return self.mode in PAUSE

    def update(self, dt: float) -> None:
        if self.mode == "trick":
            self.timer -= dt
            if self.timer <= 0:
                self._end_trick()
            return
        if not self.busy:
            return
        self.timer -= dt
        if self.timer > 0:
            return
        if self.mode == "computer":
            move = self.computer_turn(self.state)
            if move is not None:
                self._apply(move)
        elif self.mode == "auto":
            move = self.state.legal_moves()[0]
            self.tell(f"Your only {self.variant.word}: {self.describe(move.card)}.")
            self._apply(move)

    def _apply(self, move) -> None:
        state = self.state
        seat = state.current_player()
        hand = state.hand
        before = self.view()
        self.apply_move(state, move)
        self._view = None
        self.prompt.typed = ""
        self._say(seat, move, before)
        if hand.phase != before.phase and before.phase == "pass":
            self._after_passing(hand)
        if hand.is_terminal():
            self.finished = replace(hand.view(YOU), number=before.number, hands=before.hands,
                                    totals=before.totals)
        if self.announcement and isinstance(move, Bid):
            self.mode = "heed"                 # a capot bid stays on the line until you have seen it
            self.prompt.ask("Return to play on", keep_message=True)
            return
        if hand.play is not None and hand.play.tricks and not hand.play.trick.plays and \
                getattr(move, "card", None) is not None:
            self.shown_trick = hand.play.tricks[-1]
            self.mode, self.timer = "trick", TRICK_PAUSE
            self.prompt.ask("", keep_message=True)
            self._say_trick(self.shown_trick, hand)
            return
        self._advance()

    def _end_trick(self, command=None) -> None:
        self.shown_trick = None
        self._advance()
        if command is not None and self.mode == "card" and (
                command.name == "suit" or (command.name == "char" and command.char in LABELS + SUITS)):
            self._key_card(command)            # a card's key that cleared the trick also plays

    # --- what is said -------------------------------------------------------------------------
    def _say(self, seat: int, move, before: HandView) -> None:
        if isinstance(move, Bid):
            if move.capot and seat == YOU:
                self.tell("You bid capot!")
            elif move.capot:
                self.announcement = f"{self.name(seat)} bids capot, to take all four queens!"
                self.tell(self.announcement)
        elif before.phase == "pass" and seat != YOU:
            pass                                   # passed face down: nothing to see
        elif hasattr(move, "card") and seat != YOU and self.mode != "trick":
            if not before.trick.plays and len(self.variant.trick_rules.suits(move.card)) > 1:
                self.tell(f"{self.name(seat)} leads {self.describe(move.card)} as "
                          f"{self.variant.trick_rules.suit_name(move.suit)}.")

    def _after_passing(self, hand) -> None:
        view = hand.view(YOU)
        self.fresh = view.received or ()
        giver = hand.passing.giver(YOU)
        got = " ".join(self.describe(c) for c in self.fresh)
        self.tell(f"{self.name(giver)} passed you {got}.", afresh=True)

    def _say_trick(self, trick, hand) -> None:
        self.tell(self.trick_words(trick, len(hand.play.tricks) - 1, self.variant.hand_size(hand.seats)),
                  afresh=True)

    def trick_words(self, trick, index: int, count: int) -> str:
        """Who took the ``index``-th trick of ``count``, what it cost and why: "You take the
        trick: 2 points (♠Q and the first trick)."."""
        who = "You take" if trick.winner == YOU else f"{self.name(trick.winner)} takes"
        return words.trick_words(who, self.variant.trick_penalties(trick, index, count), self.describe)

    def called(self, seat: int) -> str:
        """A seat as a sentence names it: "You" or its name."""
        return "You" if seat == YOU else self.name(seat)

    def _hand_over(self) -> None:
        """The hand's table, its event (a moon, a capot, all three) announced until you go on."""
        self.announcement = words.event_words(self.finished.result, self.called)
        self.tell("", afresh=True)
        if self.state.is_terminal():
            self.mode = "over"
            self.prompt.ask("Another game?", keep_message=True)
            # both, however long: the event is the reason for the result
            self.news = [m for m in (self.announcement, self.result_line()) if m]
            self.prompt.say(" ".join(self.news))
        else:
            self.mode = "hand_over"
            self.prompt.ask(f"Return for hand {self.state.number + 1}", keep_message=True)
            self.tell(self.announcement)

    def result_line(self) -> str:
        """Who won (the lowest total), for the message line under "Another game?"."""
        winners = self.state.winners()
        low = self.state.totals[winners[0]]
        names = ["you" if s == YOU else self.name(s) for s in winners]
        text = " and ".join(names)
        verb = "wins" if names == [self.name(winners[0])] else "win"
        if len(winners) > 1:
            text, verb = text, "tie"
        result = f"{text[0].upper() + text[1:]} {verb} with {low}."
        keys = " Return = Yes, N = No"
        return result + keys if len(result + keys) <= COLS else result

    # --- keys ---------------------------------------------------------------------------------
    def on_command(self, command) -> None:
        handler = getattr(self, f"_key_{self.mode}", None)
        if handler is not None:
            handler(command)
        elif self.mode in PAUSE:
            self.refuse("Wait a moment: the others are playing")

    def _key_count(self, command) -> None:
        answer = self.question.feed(command)
        if self.refuse_if(answer):
            return
        self.count = answer
        self.prompt.say("")
        self._setup()

    def _key_hands(self, command) -> None:
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

    def _key_passing(self, command) -> None:
        answer = yes_no(command)
        if self.refuse_if(answer):
            return
        self.passing = answer
        self._setup()

    def _key_bid(self, command) -> None:
        answer = yes_no(command)
        if self.refuse_if(answer):
            return
        self.tell("", afresh=True)
        self._apply(Bid(answer))

    def _key_trick(self, command) -> None:
        self._end_trick(command)

    def _key_hand_over(self, command) -> None:
        if not command.is_yes:
            self.refuse(f"{self.announcement} Press Return for the next hand".strip())
            return
        self.finished, self.announcement = None, ""
        self.tell("", afresh=True)
        self._advance()

    def _key_heed(self, command) -> None:
        if not command.is_yes:
            self.refuse(f"{self.announcement} Press Return to play on")
            return
        self.announcement = ""
        self._advance()

    def _key_over(self, command) -> None:
        self.answer_play_again(command, self.new_game)

    def _key_pass(self, command) -> None:
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

    def _key_card(self, command) -> None:
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
            self.pending_card = card
            self.mode = "suit"
            self.prompt.ask(f"Lead {self.describe(card)} as {self.suit_hint(card)}?", keep_message=True)
            return
        if reason is not None:
            self.refuse(reason)
            return
        self.tell("", afresh=True)
        self.fresh = ()
        self._apply(self.variant.play_move(card, suits[0] if len(suits) > 1 else None))

    def _key_suit(self, command) -> None:
        card = self.pending_card
        if command.name == "delete":
            self.pending_card = None
            self._advance()
            return
        suit = self.suit_for_key(command, card)
        if suit is None:
            self.refuse(f"Name one of its suits: {self.suit_hint(card)}")
            return
        self.pending_card = None
        self.tell("", afresh=True)
        self.fresh = ()
        self._apply(self.variant.play_move(card, suit))

    def suit_keys_live(self) -> bool:
        return self.mode in ("pass", "card")

    def question_keys(self) -> list[tuple[str, str]]:
        word = self.variant.word
        if self.mode == "count":
            return [(f"{self.question.low}-{self.question.high}", "that many players"),
                    ("Return", f"{self.question.default} players")]
        if self.mode == "hands":
            return [("0-9 Return", f"that many hands (a multiple of {self.count})"),
                    ("Return", f"{self.count} hands"), ("Delete", "take back a figure")]
        if self.mode == "pass":
            return [*self.card_keys("mark it to pass, or unmark it", LABELS, word),
                    ("Return", f"pass the {word}s marked")]
        if self.mode == "card":
            return self.card_keys("play it", LABELS, word)
        if self.mode == "suit":
            return [(self.suit_hint(self.pending_card), f"the suit the {word} leads"),
                    ("Delete", f"choose another {word}")]
        return super().question_keys()

    def in_progress(self) -> bool:
        return self.state is not None and not self.state.is_terminal()

    def score_line(self, state) -> list:
        return list(state.totals)                          # penalty points taken, the lowest best

    # --- resuming (games.ui.resume) --------------------------------------------------------------
    def take_up(self) -> None:
        self._view, self.marked, self.fresh, self.announcement = None, [], (), ""
        self.shown_trick = self.finished = self.pending_card = None
        self._advance()

    def resume_options(self) -> dict:
        return {**super().resume_options(), "hands": self.hands, "passing": self.passing}

    # --- the hooks a game of other "cards" (dominoes) replaces ---------------------------------
    card_width = 2

    def describe(self, card: Any) -> str:
        """A card as messages name it (``♠Q``)."""
        return card.glyph

    def draw_card(self, screen: Screen, col: int, row: int, card: Any) -> None:
        draw_face(screen, col, row, card, self.colours)

    def pick(self, command, view: HandView) -> Optional[Any]:
        """The card of your hand a key names (None while incomplete, or refused)."""
        shown = self.shown_hand(view)
        answer = pick_card(self.entry, command, shown, LABELS)
        self.prompt.typed = self.entry.typed
        return None if self.refuse_if(answer) else answer

    def hand_label(self, index: int, card: Any) -> str:
        """What is written under the ``index``-th card of your hand: the key that names it
        by place (dominoes write the tile's own numbers, the keys that name it)."""
        return LABELS[index] if index < len(LABELS) else " "

    def suit_for_key(self, command, card: Any) -> Optional[str]:
        """The suit a key names for ``card``'s lead (cards name their own: never asked)."""
        return None

    def suit_hint(self, card: Any) -> str:
        return ""

    def penalty_marks(self, view: HandView, seat: int) -> list[Any]:
        """What to show beside a seat of the penalties it has taken: its cards that carry
        points (a game may add words, e.g. Slobberhannes' first and last trick)."""
        return [c for t in view.tricks if t.winner == seat for c in t.cards if self.variant.card_points(c)]

    # --- drawing --------------------------------------------------------------------------------
    def shown_hand(self, view: HandView) -> list:
        """Your cards as drawn: while passing, the cards you have set aside are gone."""
        hand = list(view.hand)
        if view.phase == "pass" and view.passed:
            for c in view.passed:
                hand.remove(c)
        return hand

    def render(self, screen: Screen) -> None:
        if self.state is None:
            screen.text(0, 0, self.variant.name, self.ink)
            return
        view = self.finished if self.finished is not None else self.view()
        self._header(screen, view)
        if self.mode in ("hand_over", "over"):
            self._summary(screen, view)
            return
        for seat in range(1, view.seats):
            self._seat_block(screen, view, seat)
        self._your_line(screen, view)
        self._trick(screen, view)
        self._hand(screen, view)

    def _header(self, screen: Screen, view: HandView) -> None:
        screen.text(0, 0, self.variant.name, self.ink)
        label = f"Hand {view.number + 1} of {view.hands}"
        screen.text(COLS - len(label), 0, label, self.ink)
        dealer = "You deal" if view.dealer == YOU else f"{self.name(view.dealer)} deals"
        passing = "" if view.direction == "hold" else f", pass {view.direction}"
        capot = ""
        if view.bidder is not None:
            capot = ", you bid capot" if view.bidder == YOU else f", {self.name(view.bidder)} bids capot"
        screen.text(0, 1, f"{dealer}{passing}{capot}", self.ink)

    def _name_cell(self, screen: Screen, col: int, row: int, seat: int, view: HandView) -> None:
        name = self.name(seat)
        turn = view.to_move == seat and self.mode in ("computer", "card", "pass", "bid", "auto", "suit")
        if turn:
            screen.text(col, row, name, *self.lit)                # whose turn: the name lit
        else:
            screen.text(col, row, name, self.name_ink)

    def _seat_block(self, screen: Screen, view: HandView, seat: int) -> None:
        """Name and tricks, points and total, the penalties taken; a seat on the right of
        the screen has its block set against the right edge."""
        col, row = SEAT_BLOCKS[view.seats][seat - 1]
        tricks = sum(1 for t in view.tricks if t.winner == seat)
        name = self.name(seat)
        words = f" {tricks} trick{'s' if tricks != 1 else ''}"
        total = view.totals[seat] if view.totals else 0
        line = f"Pts {view.scores[seat]} Tot {total}"
        marks = self.penalty_marks(view, seat)
        if col + BLOCK_WIDTH >= COLS:
            widest = max(len(name) + len(words), len(line), min(BLOCK_WIDTH, self._marks_width(marks)))
            col = COLS - widest
        self._name_cell(screen, col, row, seat, view)
        screen.text(col + len(name), row, words, self.ink)
        screen.text(col, row + 1, line, self.ink)
        self._marks(screen, col, row + 2, marks, min(BLOCK_WIDTH, COLS - col), rows=2)

    def _marks_width(self, marks: Sequence[Any]) -> int:
        return sum(len(m) + 1 if isinstance(m, str) else self.card_width for m in marks)

    def _marks(self, screen: Screen, col: int, row: int, marks: Sequence[Any], width: int, rows: int) -> None:
        """Penalty cards (and words, spaced from what is beside them) in up to ``rows`` lines
        of ``width`` cells."""
        c, r = col, row
        for i, mark in enumerate(marks):
            word = isinstance(mark, str)
            if word and i and c > col:
                c += 1                                  # a word stands apart from a card before it
            size = self._marks_width([mark])
            if c + size > col + width:
                c, r = col, r + 1
            if r >= row + rows:
                return
            if word:
                screen.text(c, r, mark, self.ink)
            else:
                self.draw_card(screen, c, r, mark)
            c += size

    def _your_line(self, screen: Screen, view: HandView) -> None:
        self._name_cell(screen, 0, INFO_ROW, YOU, view)
        end = len(self.name(YOU))
        tricks = sum(1 for t in view.tricks if t.winner == YOU)
        total = view.totals[YOU] if view.totals else 0
        screen.text(end + 1, INFO_ROW, f"{tricks} trick{'s' if tricks != 1 else ''}  "
                                       f"Pts {view.scores[YOU]}  Total {total}", self.ink)
        self._marks(screen, 0, TAKEN_ROW, self.penalty_marks(view, YOU), COLS, rows=1)

    def _trick(self, screen: Screen, view: HandView) -> None:
        trick = self.shown_trick or view.trick
        cells = TRICK_CELLS[view.seats]
        for seat, card in trick.plays:
            col, row = cells[seat]
            self.draw_card(screen, col, row, card)
        if self.shown_trick is not None:
            col, row = cells[self.shown_trick.winner]
            screen.text(col + self.card_width, row, "\u25c4" if col > 19 else "", self.ink)
            if col <= 19:
                screen.text(col - 1, row, "\u25ba", self.ink)

    def _hand(self, screen: Screen, view: HandView) -> None:
        hand = self.shown_hand(view)
        step = self.card_width + 1
        start = max(0, (COLS - step * len(hand)) // 2)
        live = {m.card for m in view.legal_moves if hasattr(m, "card")} if self.mode == "card" else \
            set(hand) if self.mode == "pass" else set()
        for i, card in enumerate(hand):
            col = start + step * i
            raised = card in self.marked or card in self.fresh
            self.draw_card(screen, col, HAND_ROW - (1 if raised else 0), card)
            colours = self.lit if card in live else (self.ink, self.paper)
            screen.text(col, LABEL_ROW, self.hand_label(i, card), *colours)
        if view.phase == "pass" and view.passed:
            screen.text(0, HAND_ROW - 2, f"Passed to {self.name(view.receiver)}:", self.ink)
            for i, card in enumerate(view.passed):
                self.draw_card(screen, 18 + step * i, HAND_ROW - 2, card)

    def _summary(self, screen: Screen, view: HandView) -> None:
        """The end of a hand: tricks, points and totals; each seat's points for the hand and
        why (the penalties it took, or the moon, capot or all three that decided them); and
        the points hand by hand (the latest that fit)."""
        result = view.result
        over = self.state.is_terminal()
        screen.centre(3, f"Hand {view.number + 1} is over" + (": the game is over" if over else ""), self.ink)
        rows = []
        for seat in range(view.seats):
            tricks = sum(1 for t in view.tricks if t.winner == seat)
            rows.append((tricks, result.points[seat], self.state.totals[seat]))
        row = draw_seat_table(screen, 0, 5, self.seats, ("Tricks", "Hand", "Total"), rows, fg=self.ink, width=7)
        screen.text(1, row + 1, "The lowest total wins.", self.ink)
        row += 3
        screen.text(1, row, "This hand's points, and why:", self.ink)
        row += 1
        name_width = max(len(s.name) for s in self.seats) + 1
        for seat in range(view.seats):
            screen.text(1, row, self.name(seat), self.name_ink)
            col = 1 + name_width
            screen.text(col, row, f"{result.points[seat]:>3}", self.ink)
            col += 5
            reason = words.seat_reason(result, seat, self.called)
            marks = self.penalty_marks(view, seat)
            if reason:
                screen.text(col, row, reason, self.ink)
                col += len(reason) + 1
            elif not marks:
                screen.text(col, row, "nothing taken", self.ink)
            if marks and col < COLS:
                self._marks(screen, col, row, marks, COLS - col, rows=1)
            row += 1
        history = self.state.history
        room = 27 - row - 2
        if len(history) > 1 and room > 0:
            shown = history[-room:]
            names = "".join(s.name[:3].rjust(4) for s in self.seats)
            screen.text(1, row + 1, f"Hand{names}", self.ink)
            for i, score in enumerate(shown):
                number = len(history) - len(shown) + i + 1
                screen.text(1, row + 2 + i, f"{number:>4}" + "".join(f"{p:>4}" for p in score.points), self.ink)
