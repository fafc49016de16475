"""The table of a trick-avoidance game on the screen: you and two to five computer seats.

One scene base serves Polignac, Slobberhannes, Short Hearts (and Eleven Point Black
Tile, whose "cards" are dominoes: it replaces the few card hooks at the end of the
class). The table is drawn by games.avoidance.scene_table; the questions are asked by
games.avoidance.scene_questions, and the name of the one asked (``asking``) says where the scene is. A
finished trick stays on the table until a key is pressed (a card key then also plays,
when you lead next) or a short pause passes.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Optional

from games.avoidance.game import AvoidanceGame
from games.avoidance.cards import RANKS as PACK_RANKS
from games.avoidance.hand import HandView
from games.avoidance.moves import Bid
from games.avoidance.options import BUILTINS
from games.avoidance.scene_questions import TableQuestions
from games.avoidance.scene_table import LABELS, TableDrawing
from games.avoidance.variant import Variant
from games.cards import SUITS
from games.seats import PERSON, YOU, make_seats, seat_kinds
from games.ui import helpkeys
from games.avoidance import table_words as words
from games.ui.cardart import CardColours, draw_face
from games.ui.pauses import TimedPauses
from games.ui.prompt import CardEntry, LineEntry, pick_card
from games.ui.result_words import more_seats, with_keys
from games.ui.screen import BLACK, COLS, GREEN, RED, WHITE, Screen
from games.ui.seats import SeatedScene

PAUSE = {"computer": 0.35, "auto": 0.5}   # the table is busy in these (the trick's is yours to end)
TRICK_PAUSE = 2.0                      # a finished trick stays this long unless a key is pressed


def hands_for(hands: int, seats: int) -> int:
    """``hands`` made a multiple of ``seats`` (each seat deals as often): the next one up.

    >>> hands_for(5, 4), hands_for(8, 4), hands_for(1, 3)
    (8, 8, 3)
    """
    return -(-hands // seats) * seats


class TrickTableScene(TableDrawing, TableQuestions, TimedPauses, SeatedScene):
    palette = (GREEN, BLACK, RED, WHITE)
    # On green only black reads (15.3 to 1; red is 2.9, white 1.4). What is lit up (whose
    # turn it is, the keys of the cards you may play) is white on black, 21 to 1; a key
    # that cannot be used now is plain black on the green, with no key cap.
    paper, ink, alert, alert_paper, strip_text = 0, 1, 2, 1, 1
    name_ink = 1
    lit = (3, 1)
    # The review's marks under your hand: yours lit as a turn is, the computer's black on
    # the cards' white (21 to 1 each).
    mark_colours = {"You": (3, 1), "Me": (1, 3)}
    colours = CardColours(face=3, red=2, black=1)
    variant: Variant
    builtins = BUILTINS
    card_ranks = PACK_RANKS
    review_at = ("hand_over", "over")
    labels = LABELS                        # the keys under the cards of your hand
    names_by_suit = True                   # a card is named by suit and value too (the suit keys live)
    pauses = {**PAUSE, "trick": TRICK_PAUSE}

    def __init__(self, app, options=None) -> None:
        super().__init__(app, options)
        self.computer = None
        self.entry = CardEntry(helpkeys.value_keys(self.card_ranks))
        self.digits = LineEntry("0123456789", max_length=2)
        self.count: Optional[int] = None
        self.hands: Optional[int] = None
        self.passing: Optional[bool] = getattr(options, "passing", None)
        self.state: Optional[AvoidanceGame] = None
        self._view: Optional[HandView] = None
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
            self._ask_count(low, high, default=4 if low <= 4 <= high else low)
        elif self.hands is None:
            self._ask_hands()
        elif self.passing is None and not self.variant.passing:
            self._ask_passing()
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
        self.state = self.new_state(self.count, hands=self.hands, passing=passing)
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
            self._ask_pass(view)
        elif view.phase == "bid":
            self._ask_bid()
        else:
            self._ask_card()

    @property
    def busy(self) -> bool:
        return self.asking(*PAUSE)

    def pause_over(self, pause: str) -> None:
        if pause == "trick":
            self._end_trick()
        elif pause == "computer":
            move = self.computer_turn(self.state)
            if move is not None:
                self._apply(move)
        else:
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
            self._ask_heed()
            return
        if hand.play is not None and hand.play.tricks and not hand.play.trick.plays and \
                getattr(move, "card", None) is not None:
            self.shown_trick = hand.play.tricks[-1]
            self._show_trick()
            self._say_trick(self.shown_trick, hand)
            return
        self._advance()

    def _end_trick(self, command=None) -> None:
        self.shown_trick = None
        self._advance()
        if command is not None and self.asking("card") and (
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
        elif hasattr(move, "card") and seat != YOU and not self.asking("trick"):
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
        self.tell(self.taken_words(trick, len(hand.play.tricks) - 1, self.variant.hand_size(hand.seats)),
                  afresh=True)

    def taken_words(self, trick, index: int, count: int) -> str:
        """Who took the ``index``-th trick of ``count``, what it cost and why: "You take the
        trick: 2 points (♠Q and the first trick)."."""
        who = "You take" if trick.winner == YOU else f"{self.name(trick.winner)} takes"
        return words.taken_words(who, self.variant.trick_penalties(trick, index, count), self.describe)

    def called(self, seat: int) -> str:
        """A seat as a sentence names it: "You" or its name."""
        return "You" if seat == YOU else self.name(seat)

    def _hand_over(self) -> None:
        """The hand's table, its event (a moon, a capot, all three) announced until you go on."""
        self.announcement = words.event_words(self.finished.result, self.called)
        self.tell("", afresh=True)
        if self.state.is_terminal():
            self.ask(self.play_again("Another game?", self.new_game), keep_message=True)
            # both, however long: the event is the reason for the result
            self.news = [m for m in (self.announcement, self.result_line()) if m]
            self.prompt.say(" ".join(self.news))
        else:
            self._ask_next_hand()
            self.tell(self.announcement)

    def result_line(self) -> str:
        """Who won (the lowest total), for the message line under "Another game?"."""
        winners = self.state.winners()
        low = self.state.totals[winners[0]]
        return with_keys(more_seats(["you" if s == YOU else self.name(s) for s in winners], low))

    def in_progress(self) -> bool:
        return self.state is not None and not self.state.is_terminal()

    def score_line(self, state) -> list:
        return list(state.totals)                          # penalty points taken, the lowest best

    # --- a position taken up (a resumed game's, games.ui.resume) --------------------------------
    def play_move(self, move) -> None:
        self._apply(move)           # as every move here: the end of a hand shows it, and waits

    def show(self, state) -> None:
        super().show(state)
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

