"""The trick table drawn: you and two to five computer seats (see games.avoidance.scene).

You sit in seat 0 at the bottom; the others sit clockwise round the table, the seat on
your left at the left of the screen. Each seat shows its name, the tricks and points
it has taken this hand, its running total and the penalty cards it has taken; the card
each seat plays lies in front of it. At the end of a hand, its table and its reasons.
The review after a hand draws each of your choices on the same table, from the view
you had then (``draw_decision``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from games.avoidance.hand import HandView
from games.seats import YOU
from games.avoidance import table_words as words
from games.ui.screen import COLS, Screen
from games.ui.seats import draw_seat_table

LABELS = "1234567890AB"                # keys naming the cards of your hand by place
HAND_ROW, LABEL_ROW = 25, 26
INFO_ROW, TAKEN_ROW = 22, 23
BLOCK_WIDTH = 14
CARD_CELLS = 2                         # a card or a tile as drawn
# Where each other seat sits, by the number of seats: the top left of its block of
# lines (name, points, penalty cards), and the cell of the card it plays to a trick.
# Seat 0 (you) is at the bottom; the others follow clockwise (left, top, right).
SEAT_BLOCKS = {
    3: [(0, 4), (26, 4)],
    4: [(0, 10), (13, 3), (26, 10)],
    5: [(0, 12), (2, 3), (24, 3), (26, 12)],
    6: [(0, 15), (0, 6), (13, 2), (26, 6), (26, 15)],
}
# A card level with a seat's block stands two cells from it, so that the taker's pointer
# beside it keeps a cell from the block's words (a block runs BLOCK_WIDTH from its edge).
TRICK_CELLS = {
    3: [(19, 16), (15, 10), (23, 10)],
    4: [(19, 16), (16, 11), (19, 8), (22, 11)],
    5: [(19, 17), (16, 13), (16, 9), (22, 9), (22, 13)],
    6: [(19, 18), (16, 15), (16, 10), (19, 8), (22, 10), (22, 15)],
}


# The review's marks under your hand, a row each (side by side they would run together):
# under the card you played "You", under the computer's "Me" a row lower.
YOURS, MINE = "You", "Me"
PASS_COL = 4                           # the cards of a pass after its mark


@dataclass(frozen=True)
class Rows:
    """Where your part of the table goes: your line, the penalties you took, your hand,
    what is written under each card (its key while playing), and the review's marks (yours
    at ``mark``, the computer's a row under it)."""
    info: int
    taken: int
    hand: int
    label: int
    mark: int


LIVE = Rows(INFO_ROW, TAKEN_ROW, HAND_ROW, LABEL_ROW, LABEL_ROW)


def chosen(move: Any) -> tuple:
    """The cards a move puts forward: the one played, those passed (none for a bid)."""
    if hasattr(move, "cards"):
        return tuple(move.cards)
    return (move.card,) if hasattr(move, "card") else ()


def _yes(bid: Any) -> str:
    return "yes" if getattr(bid, "capot", False) else "no"


class TableDrawing:
    """The drawing of the trick table's scene, from its state and the question asked."""
    # What is written under a card of your hand is a key only (the review leaves it out);
    # dominoes write their numbers there, which name the tile too (the review keeps them).
    labels_name_cards = False

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
        if self.asking("hand_over", "over"):
            self._summary(screen, view)
            return
        turn = self.asking("computer", "card", "pass", "bid", "auto", "suit")
        self._table(screen, view, self.shown_trick or view.trick, LIVE, turn)
        hand = self.shown_hand(view)
        live = {m.card for m in view.legal_moves if hasattr(m, "card")} if self.asking("card") else \
            set(hand) if self.asking("pass") else set()
        cols = self._hand(screen, hand, self._raised_now(), LIVE.hand)
        for i, (col, card) in enumerate(zip(cols, hand)):
            colours = self.lit if card in live else (self.ink, self.paper)
            screen.text(col, LIVE.label, self.hand_label(i, card), *colours)
        if view.phase == "pass" and view.passed:
            screen.text(0, LIVE.hand - 2, f"Passed to {self.name(view.receiver)}:", self.ink)
            self._row_of(screen, 18, LIVE.hand - 2, view.passed)

    def _raised_now(self) -> set:
        """The cards raised in your hand: those you have marked to pass and those you were
        passed; while the F9 hint is on screen, the cards it names instead (it covers the
        keys under the hand, which alone name a tile there)."""
        advice = self.hint_box.advice if self.hint_box.showing else None
        if advice is not None:
            return set(chosen(advice.move))
        return set(self.marked) | set(self.fresh)

    def draw_decision(self, screen: Screen, view: HandView, played, best) -> bool:
        """One of your choices in the review (games.ui.review): the table as your view of it
        showed it, the trick as it stood, and your hand then with the card you played and
        the one the computer would raised, marked "You" and "Me" under them a row apart (the
        two passes raised, and under the hand in two lines, "You" and "Me" and their cards:
        marks under cards side by side would run together); a capot bid is said in words
        above the hand. No key is written under the cards: none works here."""
        rows = self.review_rows()
        self._header(screen, view, stage=True)
        self._table(screen, view, view.trick, rows, turn=False)
        yours, mine = chosen(played), chosen(best)
        hand = self.shown_hand(view)
        cols = self._hand(screen, hand, set(yours) | set(mine), rows.hand)
        for i, (col, card) in enumerate(zip(cols, hand)):
            if self.labels_name_cards:
                screen.text(col, rows.label, self.hand_label(i, card), self.ink)
        for row, word, cards in ((rows.mark, YOURS, yours), (rows.mark + 1, MINE, mine)):
            if view.phase == "pass":
                screen.text(0, row, word, *self.mark_colours[word])
                self._row_of(screen, PASS_COL, row, sorted(cards, key=hand.index))
            elif cards:
                screen.text(cols[hand.index(cards[0])], row, word, *self.mark_colours[word])
        # before the play nothing is taken: the row of your penalties says what is chosen
        if view.phase == "pass":
            screen.text(0, rows.taken, f"Passing {len(yours)} to {self.name(view.receiver)}", self.ink)
        elif view.phase == "bid":
            screen.text(0, rows.taken, f"Bid capot? You: {_yes(played)}  Me: {_yes(best)}", self.ink)
        return True

    def review_rows(self) -> Rows:
        """Where the review's table puts your line and your hand: up from the two rows of
        marks under the hand (the lower one just above the review's words, from row 25),
        your line as close above the cards raised as it goes."""
        mark = 23
        label = mark - 1 if self.labels_name_cards else mark
        hand = label - 1
        return Rows(info=hand - 3, taken=hand - 2, hand=hand, label=label, mark=mark)

    def _table(self, screen: Screen, view: HandView, trick, rows: Rows, turn: bool) -> None:
        """The other seats, your line and the trick on the table (``turn``: whose turn it is
        lit up, as it is while the game is played)."""
        for seat in range(1, view.seats):
            self._seat_block(screen, view, seat, turn)
        self._your_line(screen, view, rows, turn)
        self._trick(screen, view, trick)

    def _row_of(self, screen: Screen, col: int, row: int, cards: Sequence[Any]) -> None:
        for i, card in enumerate(cards):
            self.draw_card(screen, col + (self.card_width + 1) * i, row, card)

    def _header(self, screen: Screen, view: HandView, stage: bool = False) -> None:
        """The game, the hand, who deals and which way the cards pass (``stage``: and the
        point of the hand a choice was made at, for the review)."""
        screen.text(0, 0, self.variant.name, self.ink)
        label = f"Hand {view.number + 1} of {view.hands}"
        screen.text(COLS - len(label), 0, label, self.ink)
        dealer = "You deal" if view.dealer == YOU else f"{self.name(view.dealer)} deals"
        passing = "" if view.direction == "hold" else f", pass {view.direction}"
        capot = ""
        if view.bidder is not None:
            capot = ", you bid capot" if view.bidder == YOU else f", {self.name(view.bidder)} bids capot"
        screen.text(0, 1, f"{dealer}{passing}{capot}", self.ink)
        if stage:
            size = self.variant.hand_size(view.seats)
            label = {"pass": "Passing", "bid": "Capot?"}.get(view.phase, f"Trick {len(view.tricks) + 1} of {size}")
            screen.text(COLS - len(label), 1, label, self.ink)

    def _name_cell(self, screen: Screen, col: int, row: int, seat: int, view: HandView, turn: bool) -> None:
        name = self.name(seat)
        if turn and view.to_move == seat:
            screen.text(col, row, name, *self.lit)                # whose turn: the name lit
        else:
            screen.text(col, row, name, self.name_ink)

    def _seat_block(self, screen: Screen, view: HandView, seat: int, turn: bool) -> None:
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
        self._name_cell(screen, col, row, seat, view, turn)
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

    def _your_line(self, screen: Screen, view: HandView, rows: Rows, turn: bool) -> None:
        self._name_cell(screen, 0, rows.info, YOU, view, turn)
        end = len(self.name(YOU))
        tricks = sum(1 for t in view.tricks if t.winner == YOU)
        total = view.totals[YOU] if view.totals else 0
        screen.text(end + 1, rows.info, f"{tricks} trick{'s' if tricks != 1 else ''}  "
                                       f"Pts {view.scores[YOU]}  Total {total}", self.ink)
        self._marks(screen, 0, rows.taken, self.penalty_marks(view, YOU), COLS, rows=1)

    def _trick(self, screen: Screen, view: HandView, trick) -> None:
        """The cards of ``trick`` before the seats that played them (the arrow at its taker's
        card while a finished trick is on show)."""
        cells = TRICK_CELLS[view.seats]
        for seat, card in trick.plays:
            col, row = cells[seat]
            self.draw_card(screen, col, row, card)
        if trick.winner is not None:
            col, row = cells[trick.winner]
            # right after the card's two cells (a tile's card_width adds the space kept between tiles)
            screen.text(col + CARD_CELLS, row, "\u25c4" if col > 19 else "", self.ink)
            if col <= 19:
                screen.text(col - 1, row, "\u25ba", self.ink)

    def _hand(self, screen: Screen, hand: Sequence[Any], raised: set, row: int) -> list[int]:
        """Your cards in a row, centred, those in ``raised`` a row higher; the column of each."""
        step = self.card_width + 1
        start = max(0, (COLS - step * len(hand)) // 2)
        cols = [start + step * i for i in range(len(hand))]
        for col, card in zip(cols, hand):
            self.draw_card(screen, col, row - (1 if card in raised else 0), card)
        return cols

    def _summary(self, screen: Screen, view: HandView) -> None:
        """The end of a hand: tricks, points and totals; each seat's points for the hand and
        why (the penalties it took, or the moon, capot or all three that decided them); and
        the points hand by hand (the latest that fit)."""
        result = view.result
        history = self.view().history           # the game's hands so far, this one included
        over = len(history) >= view.hands
        totals = [sum(score.points[seat] for score in history) for seat in range(view.seats)]
        screen.centre(3, f"Hand {view.number + 1} is over" + (": the game is over" if over else ""), self.ink)
        rows = []
        for seat in range(view.seats):
            tricks = sum(1 for t in view.tricks if t.winner == seat)
            rows.append((tricks, result.points[seat], totals[seat]))
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
        room = 27 - row - 2
        if len(history) > 1 and room > 0:
            shown = history[-room:]
            names = "".join(s.name[:3].rjust(4) for s in self.seats)
            screen.text(1, row + 1, f"Hand{names}", self.ink)
            for i, score in enumerate(shown):
                number = len(history) - len(shown) + i + 1
                screen.text(1, row + 2 + i, f"{number:>4}" + "".join(f"{p:>4}" for p in score.points), self.ink)
