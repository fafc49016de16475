"""Drawing the Marjolette screen from the human's view (nothing here changes the game).

Layout: the hand and the trump suit across the top with the game's score; the
computer's cards as backs (any it has shown, face up) and its melded cards on
the table beneath them; the stock, its count and the turn-up on the left; the
trick in the middle with each side's score for the hand beside it; the last
declarations below; then your melded cards and your hand near the bottom, with
the keys that name each card beneath them.
"""
from __future__ import annotations

from typing import Collection, Optional, Sequence

from games.cards import SUIT_GLYPHS, Card
from games.marjolette.view import Event, HandResult, MarjoletteView
from games.seats import OPPONENT, YOU
from games.ui.cardart import CardColours, KeyColours, draw_back, draw_face, draw_key, outline_cells
from games.ui.screen import Screen

COLOURS = CardColours(face=3, red=2, black=1)
# On magenta black is 6.7 to 1: a key you may press now is white on a black cap (21 to 1),
# one you may not is written black on the table.
KEYS = KeyColours(live=(3, 1), dead=(1, 0))
LABELS = "123456"              # the keys naming your cards, hand first, then the table
STEP = 3
THEIR_ROW, THEIR_TABLE_ROW = 3, 5
STOCK_ROW = 8
TRICK_ROW = 11
NOTES_TOP, NOTES_ROWS = 15, 4
MY_TABLE_ROW, HAND_ROW = 21, 24
ME_COL, YOU_COL = 30, 35
LAST_SUMMARY_ROW = 27
# The review (V) draws a choice of yours on this table, in rows 0 to 23: your cards higher
# and without their keys, your move and mine marked by words beneath the card (or beside
# the meld); the last declarations one row fewer.
REVIEW_TABLE_ROW, REVIEW_HAND_ROW = 19, 22
REVIEW_NOTES_ROWS = 3
REVIEW_OPTIONS_ROWS = 3              # rows 15-17, clear of your melds' heading


def who(seat: int) -> str:
    return "You" if seat == YOU else "I"


def header(screen: Screen, view: MarjoletteView, ink: int) -> None:
    dealer = "you deal" if view.dealer == YOU else "I deal"
    screen.text(0, 0, f"Hand {view.hand_number}: {dealer}", ink)
    trumps = f"Trumps {SUIT_GLYPHS[view.trump]}"
    screen.text(40 - len(trumps), 0, trumps, ink)
    game = f"Game to {view.rules.target}:  Me {view.totals[OPPONENT]}  You {view.totals[YOU]}"
    screen.text(0, 1, game, ink)


def playable(view: MarjoletteView) -> list[Card]:
    """Your cards in the order their keys name them: the hand, then the table."""
    return list(view.hand) + list(view.table)


def computer_cards(screen: Screen, view: MarjoletteView, ink: int) -> None:
    """The computer's hand as backs (the cards it has shown face up), and its melded
    cards on the table."""
    shown = [c for c in view.opponent_known if c not in view.opponent_table]
    count = view.opponent_count
    start = (40 - STEP * count + 1) // 2
    for i in range(count):
        if i < len(shown):
            draw_face(screen, start + STEP * i, THEIR_ROW, shown[i], COLOURS)
        else:
            draw_back(screen, start + STEP * i, THEIR_ROW, COLOURS)
    if view.opponent_table:
        screen.text(1, THEIR_TABLE_ROW, "My melds", ink)
        for i, card in enumerate(view.opponent_table):
            draw_face(screen, 11 + STEP * i, THEIR_TABLE_ROW, card, COLOURS)


def stock(screen: Screen, view: MarjoletteView, ink: int) -> None:
    if view.turnup is None:
        screen.text(1, STOCK_ROW, "Stock gone: follow and win", ink)
        return
    screen.text(1, STOCK_ROW, f"Stock {view.stock_count:>2}", ink)
    if view.stock_count:
        draw_back(screen, 10, STOCK_ROW, COLOURS)
    screen.text(14, STOCK_ROW, "Turn-up", ink)
    draw_face(screen, 22, STOCK_ROW, view.turnup, COLOURS)


def trick_area(screen: Screen, view: MarjoletteView, shown: Optional[tuple[Optional[Card], Optional[Card]]],
               ink: int, accent: int) -> None:
    """The computer's card on the left, yours on the right, and the hand's scores."""
    mine, yours = shown if shown else (None, None)
    outline_cells(screen, 15, TRICK_ROW, 2, 1, accent)
    outline_cells(screen, 22, TRICK_ROW, 2, 1, accent)
    if mine is not None:
        draw_face(screen, 15, TRICK_ROW, mine, COLOURS)
    if yours is not None:
        draw_face(screen, 22, TRICK_ROW, yours, COLOURS)
    scores = view.scores
    screen.text(1, TRICK_ROW - 1, "This hand", accent)
    screen.text(1, TRICK_ROW, f"Me  {scores[OPPONENT]:>3}", ink)
    screen.text(29, TRICK_ROW, f"You {scores[YOU]:>3}", ink)
    screen.text(1, TRICK_ROW + 1, f"Brisques {view.brisques[OPPONENT]}", ink)
    screen.text(28, TRICK_ROW + 1, f"Brisques {view.brisques[YOU]}", ink)


def event_line(event: Event, trump: str) -> Optional[str]:
    """A declaration in words, or None for what is not one."""
    if event.action == "meld":
        return f"{who(event.seat)}: {event.meld.name(trump)} {event.points}"
    if event.action == "dix":
        return f"{who(event.seat)}: the dix for {event.card.glyph} {event.points}"
    if event.action == "turnup":
        return f"{who(event.seat)}: the dix turned up {event.points}"
    return None


def declarations(screen: Screen, view: MarjoletteView, ink: int, accent: int, rows: int = NOTES_ROWS) -> None:
    lines = [(e.seat, text) for e in view.events if (text := event_line(e, view.trump))]
    if not lines:
        return
    for i, (seat, text) in enumerate(lines[-rows:]):
        screen.text(1, NOTES_TOP + i, text[:38], ink if seat == YOU else accent)


def options_list(screen: Screen, lines: Sequence[str], ink: int, accent: int, numbered: bool = True) -> None:
    """The declarations you may make now, numbered by their keys (or, for the review, not
    numbered, with room at the left for the marks of yours and mine)."""
    screen.text(1, NOTES_TOP - 1, "You may declare:" if numbered else "You could declare:", accent)
    for i, text in enumerate(lines):
        if numbered:
            screen.text(2, NOTES_TOP + i, f"{i + 1} {text}"[:37], ink)
        else:
            screen.text(4, NOTES_TOP + i, text[:36], ink)


def my_cards(screen: Screen, view: MarjoletteView, ink: int, usable: Collection[Card], keys: bool = True,
             table_row: int = MY_TABLE_ROW, hand_row: int = HAND_ROW) -> dict[Card, tuple[int, int]]:
    """Your melded cards on the table, then your hand, each with its key beneath: lit if
    the card can be played now (no keys for the review). Where each card is drawn."""
    labels = iter(LABELS)
    where = {}
    for row, cards in ((hand_row, view.hand), (table_row, view.table)):
        for i, card in enumerate(cards):
            col = 2 + STEP * i
            draw_face(screen, col, row, card, COLOURS)
            if keys:
                draw_key(screen, col, row + 1, next(labels), card in usable, KEYS)
            where[card] = (col, row)
    if view.table:
        screen.text(1, table_row - 1, "Your melds", ink)
    return where


def hand_summary(screen: Screen, history: Sequence[HandResult], totals: Sequence[int],
                 ink: int, accent: int) -> None:
    """The hand just played, item by item, the game's totals, and every hand so far."""
    result, number = history[-1], len(history)
    screen.text(1, 3, f"End of hand {number}", accent)
    screen.text(ME_COL, 5, " Me", accent)
    screen.text(YOU_COL, 5, "You", accent)
    last = [10 if result.last_trick == s else 0 for s in (0, 1)]
    rows = [("Melds and the dix", [result.declared[s] - last[s] for s in (0, 1)]),
            ("Last trick", last),
            ("Brisques", [10 * result.brisques[s] for s in (0, 1)]),
            ("This hand", list(result.scores)),
            ("Game", list(totals))]
    for i, (label, values) in enumerate(rows):
        row = 6 + i + (i >= 3)
        colour = accent if i >= 3 else ink
        screen.text(1, row, label, colour)
        screen.text(ME_COL, row, f"{values[OPPONENT]:>3}", colour)
        screen.text(YOU_COL, row, f"{values[YOU]:>3}", colour)
    row = 13
    for seat in (OPPONENT, YOU):
        melds = result.melds[seat]
        words = ", ".join(m.name(result.trump) for m in melds) if melds else "no melds"
        row = wrapped(screen, row, f"{'My' if seat == OPPONENT else 'Your'} melds: {words}", ink)
    row += 1
    screen.text(1, row, "Hand by hand", accent)
    shown = list(enumerate(history, 1))[-(LAST_SUMMARY_ROW - row):]
    for i, (n, past) in enumerate(shown):
        screen.text(2, row + 1 + i, f"{n}  {'you' if past.dealer == YOU else 'I'} dealt", ink)
        screen.text(ME_COL, row + 1 + i, f"{past.scores[OPPONENT]:>3}", ink)
        screen.text(YOU_COL, row + 1 + i, f"{past.scores[YOU]:>3}", ink)


def wrapped(screen: Screen, row: int, text: str, ink: int, width: int = 38) -> int:
    words, line = text.split(), ""
    for word in words:
        if line and len(line) + 1 + len(word) > width:
            screen.text(1, row, line, ink)
            row, line = row + 1, "  " + word
        else:
            line = f"{line} {word}" if line else word
    if line:
        screen.text(1, row, line, ink)
        row += 1
    return row
