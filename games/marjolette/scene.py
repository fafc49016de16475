"""Marjolette on the screen: a game to 250, you against the computer.

You sit in seat 0. Every step goes through the rules engine; the computer is
given only its own view. Keys: the figure under a card names it (or its suit,
F1-F4 or S H D C, then its value), whether it is in your hand or among your
melds on the table; after winning a trick, the figure of a meld in the list
declares it, Return the first, N none; Escape leaves.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Optional

from games.cards import SUIT_NAMES, SUITS, Card
from games.marjolette import scene_layout as lay
from games.marjolette.game import MarjoletteGame
from games.marjolette.hand import Hand
from games.marjolette.moves import Declare, Exchange, Pass, Play
from games.marjolette.players import BUILTINS
from games.marjolette.rules import BRISQUES, DEFAULT_RULES, PACK_RANKS, MarjoletteRules
from games.marjolette.view import MarjoletteView, Trick
from games.seats import OPPONENT, YOU
from games.ui.cardtable import CardTableScene
from games.ui.keys import Command
from games.ui.prompt import pick_card
from games.ui.question import Answer, Question, card_answers, chars, go_on, waiting, yes_no
from games.ui.result_words import two_seats, with_keys
from games.ui.screen import BLACK, MAGENTA, RED, WHITE


def taken_words(trick: Trick, last: bool, rules: MarjoletteRules) -> str:
    """Who won the trick, what it is worth and why: the brisques in it (counted at the
    end of the hand) and the last trick's points.

    >>> from games.cards import Card
    >>> ace, seven = Card("S", "A"), Card("S", "7")
    >>> taken_words(Trick(YOU, "S", ((YOU, ace), (OPPONENT, seven)), YOU), False, DEFAULT_RULES)
    'You win the trick: 10 points (brisque ♠A).'
    >>> taken_words(Trick(YOU, "S", ((YOU, seven), (OPPONENT, Card("H", "8"))), YOU), True, DEFAULT_RULES)
    'You win the last trick: 10 points (the last trick).'
    >>> taken_words(Trick(YOU, "S", ((YOU, seven), (OPPONENT, Card("S", "8"))), OPPONENT), False, DEFAULT_RULES)
    'I win the trick: no points.'
    """
    who = "I win" if trick.winner == OPPONENT else "You win"
    what = "the last trick" if last else "the trick"
    brisques = [c.glyph for c in (trick.lead, trick.follow) if c.rank in BRISQUES]
    points = rules.brisque * len(brisques) + (rules.last_trick if last else 0)
    if not points:
        return f"{who} {what}: no points."
    why = ["the last trick"] if last else []
    if brisques:
        why.append(f"brisque{'s' if len(brisques) > 1 else ''} {' and '.join(brisques)}")
    return f"{who} {what}: {points} point{'s' if points != 1 else ''} ({', '.join(why)})."


def describe(move, view: MarjoletteView) -> str:
    """A declaration you may make, in the question's words ("Nothing" for a pass)."""
    if isinstance(move, Exchange):
        return f"Exchange the dix for the {view.turnup.glyph} (10)"
    if isinstance(move, Pass):
        return "Nothing"
    return f"{move.meld.name(view.trump)} ({move.meld.points(view.trump, view.rules)})"


class MarjoletteScene(CardTableScene):
    palette = (MAGENTA, BLACK, RED, WHITE)
    builtins = BUILTINS
    pauses = {"computer": 0.7, "auto": 0.6, "trick": 1.2}
    review_at = ("hand_over", "over")
    # On magenta black is 6.7 to 1, white 3.1 (enough for headings, not for the message
    # line) and red 1.3.
    ink, accent = 1, 3
    # The review's marks: your move in black on the table, mine white on a black band.
    your_mark, my_mark = (1, 0), (3, 1)
    card_ranks = PACK_RANKS

    # --- the flow -----------------------------------------------------------------
    def new_game(self) -> None:
        self.state = self.new_state()
        self._view: Optional[MarjoletteView] = None
        self.shown_trick: Optional[tuple[Card, Card]] = None
        self.finished: Optional[MarjoletteView] = None   # the hand just ended, until Return
        self.choices: list = []                          # the declarations on offer
        self._announce_deal()
        self._advance()

    def human_view(self) -> MarjoletteView:
        """The human's view, made once per move (drawing happens every frame)."""
        if self._view is None:
            self._view = self.state.view(YOU)
        return self._view

    def _announce_deal(self) -> None:
        hand = self.state.hand
        dealer = "You deal" if hand.dealer == YOU else "I deal"
        text = f"{dealer}: {SUIT_NAMES[hand.trump]} are trumps ({hand.turnup.glyph})."
        if any(e.action == "turnup" for e in hand.events):
            text += f" The dix: 10 to {'you' if hand.dealer == YOU else 'me'}."
        self.tell(text, afresh=True)

    def _advance(self) -> None:
        """Decide what happens next from the state of the game."""
        if self.finished is not None:
            self._hand_over()
            return
        if self.state.current_player() == OPPONENT:
            self.wait("computer")
            return
        hand = self.state.hand
        legal = hand.legal_moves()
        if hand.phase == "declare":
            self._ask_declaration(legal)
        elif len(legal) == 1:
            self.wait("auto")
        else:
            answers = card_answers("play it", self._key_card, True, lay.LABELS, ranks=self.card_ranks)
            self.ask(Question("Your card?", answers, self._key_card, "card",     # as every card game asks
                              suit_keys=True, move=True), keep_message=True)

    def wait(self, pause: str, question: str = "") -> None:
        super().wait(pause, question)
        if pause == "trick":
            self.ask(Question("", [Answer("any key", "take the trick away (a card's key also plays it, when you lead)",
                                          lambda command: True, self._key_trick)], None, "trick"), keep_message=True)
        else:
            self.ask(waiting("Wait a moment: my turn" if pause == "computer" else "Wait a moment", pause),
                     keep_message=True)

    def pause_over(self, pause: str) -> None:
        if pause == "computer":
            move = self.computer_move(self.state, OPPONENT, self.computer_rng)
            if move is not None:
                self._apply(move)
        elif pause == "auto":
            move = self.state.legal_moves()[0]
            self.tell(f"Your only card: {move.card.glyph}.")
            self._apply(move)
        else:
            self._advance()

    def _apply(self, move) -> None:
        hand = self.state.hand
        seat = hand.current_player()
        before = self.human_view()
        held = set(hand.held[YOU]) | set(hand.table[YOU])
        self.apply_move(self.state, move)
        self._view = None
        if self.state.hand is not hand or self.state.is_terminal():
            self.finished = replace(hand.view(YOU), hand_number=before.hand_number,
                                    totals=before.totals)
        self._tell_move(hand, seat, move, held)
        if isinstance(move, Play) and hand.trick:
            self.shown_trick = None            # a new trick: the last one leaves the table
            self._advance()
        elif isinstance(move, Play):
            last = hand.tricks[-1]
            self.shown_trick = (last.card_of(OPPONENT), last.card_of(YOU))
            self.wait("trick")
        else:
            self._advance()

    # --- what happened, on the message line --------------------------------------------
    def _tell_move(self, hand: Hand, seat: int, move, held: set) -> None:
        if isinstance(move, Play):
            if seat == OPPONENT:
                self.tell(f"I play the {move.card.glyph}.")
            if not hand.trick:
                self.tell(taken_words(hand.tricks[-1], hand.is_terminal(), hand.rules))
        elif isinstance(move, Declare):
            name, points = move.meld.name(hand.trump), move.meld.points(hand.trump, hand.rules)
            self.tell(f"{'I declare' if seat == OPPONENT else 'You declare'} {name}: {points}.")
        elif isinstance(move, Exchange):
            taken = hand.events[-1].card
            self.tell(f"{'I' if seat == OPPONENT else 'You'} exchange the dix for the {taken.glyph}: 10.")
        if hand.phase == "play" and not hand.trick and hand.tricks and not hand.is_terminal():
            self._tell_draw(hand, move, held)

    def _tell_draw(self, hand: Hand, move, held: set) -> None:
        """After the declarations come the draws: say what you drew, and the close."""
        if len(hand.tricks) > 10:                 # after the close nobody draws
            return
        gone = {move.card} if isinstance(move, Play) else set()
        new = (set(hand.held[YOU]) | set(hand.table[YOU])) - held - gone
        new -= {e.card for e in hand.events if e.action == "dix"}      # taken face up, not drawn
        close = hand.events[-1] if hand.events and hand.events[-1].action == "close" else None
        drawn = [c for c in new if close is None or c != close.card]
        if drawn:
            self.tell(f"You draw the {drawn[0].glyph}.")
        if close is not None:
            taker = "You take" if close.seat == YOU else "I take"
            self.tell(f"{taker} the turn-up {close.card.glyph}. Now follow suit and win if you can.")

    # --- questions ----------------------------------------------------------------------
    def _ask_declaration(self, legal) -> None:
        self.choices = [m for m in legal if not isinstance(m, Pass)]
        count = len(self.choices)
        if count == 1:
            only = self.choices[0]
            text = (self.describe(only) if isinstance(only, Exchange) else f"Declare {self.describe(only)}") + "?"
            refusal = "Return declares it, N declares nothing"
        else:
            text, refusal = f"Declare which? 1-{count}, N none", f"1-{count} for a meld, Return the first, N none"
        figures = "123456789"[:count]           # one key each: a tenth meld is taken by Return or not at all
        answers = [Answer("1" if count == 1 else f"1-{len(figures)}", "declare " + ("it" if count == 1 else "that one"),
                          chars(figures), lambda command: self._declare(self.choices[int(command.char) - 1]))]
        answers += yes_no(lambda: self._declare(self.choices[0]), lambda: self._declare(Pass()),
                          "declare " + ("the first" if count > 1 else "it"), "declare nothing")
        self.ask(Question(text, answers, refusal, "declare", move=True), keep_message=True)

    def describe(self, move) -> str:
        return describe(move, self.human_view())

    # --- keys -----------------------------------------------------------------------
    def _declare(self, move) -> None:
        self.tell("", afresh=True)
        self._apply(move)

    def _key_card(self, command: Command) -> None:
        if not self.entry.suit and command.is_no:
            self.refuse("You must play a card")
            return
        answer = pick_card(self.entry, command, lay.playable(self.human_view()), lay.LABELS)
        self.prompt.typed = self.entry.typed
        if self.refuse_if(answer) or answer is None:
            return
        reason = self.state.illegal_reason(Play(answer))
        if reason:
            self.refuse(reason[0].upper() + reason[1:])
            return
        self.tell("", afresh=True)
        self._apply(Play(answer))

    def _key_trick(self, command: Command) -> None:
        """A key while the finished trick is shown ends the pause; a card's key also plays
        the card, if it is then yours to play (as at the trick-avoidance table)."""
        self._advance()
        if self.asking("card") and (command.name == "suit" or
                                    (command.name == "char" and command.char in lay.LABELS + SUITS)):
            self._key_card(command)

    def _next_hand(self) -> None:
        self.finished = self.shown_trick = None
        self._announce_deal()
        self._advance()

    def _hand_over(self) -> None:
        if self.state.is_terminal():
            self.ask(self.play_again("Another game?", self.new_game))
            self.tell(with_keys(two_seats(self.state.totals, self.state.winner)), afresh=True)
        else:
            number = self.state.hand_number
            self.ask(Question(f"Return for hand {number}", [go_on(f"for hand {number}", self._next_hand)],
                              f"Press Return for hand {number}", "hand_over"), keep_message=True)

    def in_progress(self) -> bool:
        return not self.state.is_terminal()

    def score_line(self, state: MarjoletteGame) -> list:
        return list(state.totals)                          # the summary's Game row

    # --- a position taken up (a resumed game's, games.ui.resume) --------------------------
    def play_move(self, move) -> None:
        self._apply(move)           # as every move here: the end of a hand shows it, and waits

    def show(self, state: MarjoletteGame) -> None:
        super().show(state)
        self._view, self.shown_trick, self.finished = None, None, None
        self._advance()

    # --- drawing --------------------------------------------------------------------
    def render(self, screen) -> None:
        if self.finished is not None and self.asking("hand_over", "over"):
            history = self.human_view().history
            # the game's totals now: every hand's points, the one just ended included
            totals = [sum(result.scores[seat] for result in history) for seat in (0, 1)]
            lay.hand_summary(screen, history, totals, self.ink, self.accent)
            return
        view = self.finished if self.finished is not None else self.human_view()
        self._draw_table(screen, view, on_table(view, self.shown_trick))
        if self.asking("declare"):
            lay.options_list(screen, [self.describe(m) for m in self.choices], self.ink, self.accent)
        else:
            lay.declarations(screen, view, self.ink, self.accent)
        lay.my_cards(screen, view, self.ink, self.usable(view))

    def _draw_table(self, screen, view: MarjoletteView, trick) -> None:
        """The table but your cards and the declarations, as ``view`` shows it: the live
        table's and the review's."""
        lay.header(screen, view, self.ink)
        lay.computer_cards(screen, view, self.ink)
        lay.stock(screen, view, self.ink)
        lay.trick_area(screen, view, trick, self.ink, self.accent)

    def draw_decision(self, screen, view: MarjoletteView, played, best) -> bool:
        """A choice of yours in the hand just played, for the review: the table as you saw
        it, and your move and mine: a card played marked beneath it ("You", "Me"), a
        declaration beside it in the list of those you could make."""
        last = view.tricks[-1] if view.tricks else None      # shown until the next lead, as at the table
        self._draw_table(screen, view, on_table(view, (last.card_of(OPPONENT), last.card_of(YOU)) if last else None))
        moves = ((played, "You", self.your_mark), (best, "Me", self.my_mark))
        if view.phase == "declare":
            options = [m for m in view.legal_moves if not isinstance(m, Pass)] + [Pass()]
            if len(options) > lay.REVIEW_OPTIONS_ROWS:    # yours and mine kept, the rest as room allows
                keep = [m for m in options if m in (played, best)]
                room = lay.REVIEW_OPTIONS_ROWS - len(keep)
                others = [m for m in options if m not in keep][:room]
                options = [m for m in options if m in keep or m in others]
            lay.options_list(screen, [describe(m, view) for m in options], self.ink, self.accent, numbered=False)
            for move, word, colours in moves:
                if move in options:
                    screen.text(0, lay.NOTES_TOP + options.index(move), word, *colours)
        else:
            lay.declarations(screen, view, self.ink, self.accent, lay.REVIEW_NOTES_ROWS)
        where = lay.my_cards(screen, view, self.ink, (), False, lay.REVIEW_TABLE_ROW, lay.REVIEW_HAND_ROW)
        for move, word, colours in moves:
            if isinstance(move, Play) and move.card in where:
                col, row = where[move.card]
                screen.text(col, row + 1, word, *colours)
        return True

    def usable(self, view: MarjoletteView) -> set[Card]:
        """The cards you may play now: at your turn, and while the trick just finished is
        shown before your lead (a card's key then plays it)."""
        if not self.asking("card", "trick"):
            return set()
        return {m.card for m in view.legal_moves if isinstance(m, Play)}


def on_table(view: MarjoletteView, shown: Optional[tuple[Card, Card]]):
    """(computer's card, yours) in the trick area: the trick in progress, else ``shown``
    (the trick just finished, left in view until the next lead)."""
    if not view.trick:
        return shown
    lead = view.trick[0]
    return (lead, None) if view.leader == OPPONENT else (None, lead)
