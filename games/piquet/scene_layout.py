"""Drawing the Piquet screen from the human's view (nothing here changes the game).

Layout, after the 1983 program: top left who is Elder, top right the hand
number; the computer's cards as backs; the dialogue, or the trick, in the
middle with the scores to the right; the human's hand near the bottom with the
keys that name each card beneath, and the box of discards to its right.
"""
from __future__ import annotations

from typing import Collection, Optional, Sequence

from games.cards import Card
from games.piquet.view import HandResult, Line, PiquetView, Trick
from games.seats import OPPONENT, YOU
from games.ui.cardart import CardColours, KeyColours, draw_back, draw_face, draw_key
from games.ui.screen import CELL, Screen

COLOURS = CardColours(face=3, red=2, black=1, table=0)
# On green only black reads (15.3 to 1): a key you may press now is white on a black cap
# (21 to 1), one you may not is written black on the table, as at the trick table.
KEYS = KeyColours(live=(3, 1), dead=(1, 0))
LABELS = "1234567890AB"       # keys naming the cards by place (S H D C and N stay free)
HAND_ROW, LABEL_ROW = 24, 25
HAND_COL = 1
BOX_COL, BOX_WIDTH = 27, 12
ME_COL, YOU_COL = 31, 36          # the score columns
DIALOGUE_TOP, DIALOGUE_ROWS = 7, 15    # rows 7-21, down to the discard box's heading
SUMMARY_TOP, TRICK_ROW = 7, 14
LAST_TRICK_ROW = 19
TEXT_WIDTH = ME_COL - 2                # a line of the dialogue, clear of the score columns
# The review (V) draws a choice of yours on this table, in rows 0 to 23: your hand higher,
# without its keys and moved right to leave room for the words that say whose marks run
# above it (your move's) and beneath it (mine); the discard box moved right to make way.
REVIEW_HAND_ROW, REVIEW_HAND_COL, REVIEW_BOX_COL = 22, 4, 28
REVIEW_DIALOGUE_ROWS = 11              # rows 7-17: the choice's two lines beneath it, after a gap
REVIEW_LAST_TRICK_ROW = LAST_TRICK_ROW - 1   # a row clear above the discard box's heading
MARKS_DOWN, MARKS_UP = "\u25bc\u25bc", "\u25b2\u25b2"   # a pair of triangles pointing at a card


def who(seat: int) -> str:
    return "You" if seat == YOU else "Me"


def header(screen: Screen, view: PiquetView, ink: int) -> None:
    screen.text(0, 0, "You are Elder" if view.elder == YOU else "I am Elder", ink)
    label = f"Hand {view.hand_number} of {view.hands}"
    screen.text(40 - len(label), 0, label, ink)


def computer_hand(screen: Screen, count: int, shown: Sequence[Card] = ()) -> None:
    """The computer's cards: those it has shown in the declarations face up, then backs."""
    start = (40 - 3 * count) // 2
    for i in range(count):
        if i < len(shown):
            draw_face(screen, start + 3 * i, 2, shown[i], COLOURS)
        else:
            draw_back(screen, start + 3 * i, 2, COLOURS)


def stock_line(screen: Screen, view: PiquetView, ink: int) -> None:
    if view.phase == "exchange" or view.stock_count:
        screen.text(0, 4, f"Stock {view.stock_count}", ink)
    taken = view.exchanged[OPPONENT]
    if taken >= 0:
        screen.text(12, 4, f"I took {taken}" if taken else "I stood", ink)
    if view.peeked:
        # Elder may look at the stock cards he was entitled to and left
        screen.text(24, 4, "You left", ink)
        for i, card in enumerate(view.peeked):
            draw_face(screen, 24 + 2 * i, 5, card, COLOURS)


def my_hand(screen: Screen, cards: Sequence[Card], raised: set, usable: Collection[Card],
            keys: KeyColours) -> None:
    """Your cards, each with its key beneath: lit if it can be used now."""
    for i, card in enumerate(cards):
        col = HAND_COL + 2 * i
        draw_face(screen, col, HAND_ROW - (1 if card in raised else 0), card, COLOURS)
        draw_key(screen, col, LABEL_ROW, LABELS[i], card in usable, keys)


def marked_hand(screen: Screen, cards: Sequence[Card], marks: Sequence[tuple[str, Collection[Card], tuple[int, int]]]) -> None:
    """Your cards for the review, with no keys; ``marks`` (words, cards, colours): the
    first's in the row above the hand, pointing down at its cards, the second's in the row
    beneath, pointing up, each with its words at the left."""
    for i, card in enumerate(cards):
        draw_face(screen, REVIEW_HAND_COL + 2 * i, REVIEW_HAND_ROW, card, COLOURS)
    for (words, marked, colours), row, mark in zip(marks, (REVIEW_HAND_ROW - 1, REVIEW_HAND_ROW + 1),
                                                  (MARKS_DOWN, MARKS_UP)):
        screen.text(0, row, words, *colours)
        for i, card in enumerate(cards):
            if card in marked:
                screen.text(REVIEW_HAND_COL + 2 * i, row, mark, *colours)


def discard_box(screen: Screen, discards: Sequence[Card], ink: int, row: int = HAND_ROW,
                col: int = BOX_COL) -> None:
    screen.text(col + 1, row - 2, "Discards", ink)
    # the frame's top a pixel into the box's first row (empty above the cards): just
    # outside it, it would be the label's blank bottom row, the words sitting on the line
    screen.frame(col * CELL - 1, (row - 1) * CELL, BOX_WIDTH * CELL + 2, 3 * CELL + 1, ink)
    per_row = (BOX_WIDTH - 2) // 2
    for i, card in enumerate(discards):         # Younger may put out up to 7: a second row
        draw_face(screen, col + 1 + 2 * (i % per_row), row + i // per_row, card, COLOURS)


def score_heads(screen: Screen, row: int, ink: int) -> None:
    screen.text(ME_COL, row, "Me", ink)
    screen.text(YOU_COL, row, "You", ink)


def rows_of(line: Line, width: int = TEXT_WIDTH) -> list[str]:
    """A dialogue line as it is shown: who speaks, then the words, broken after a comma
    onto further rows (indented) when they are too long for one; the words are never
    shortened (always "Fourteen Kings", never "14 Kings").

    >>> rows_of(Line(1, "Fourteen Kings, Three Queens", 24))
    ['Me: Fourteen Kings,', '    Three Queens']
    """
    head = f"{who(line.seat)}: "
    rows, current = [], head
    for i, part in enumerate(line.text.split(", ")):
        piece = part if i == 0 else ", " + part
        if i and len(current) + len(piece) > width:
            rows.append(current + ",")
            current = " " * len(head) + part
        else:
            current += piece
    return rows + [current]


def _show_lines(screen: Screen, top: int, lines: Sequence[Line], ink: int, accent: int) -> int:
    """Draw dialogue lines from row ``top``, points in the speaker's column; the next free row."""
    row = top
    for line in lines:
        colour = ink if line.seat == YOU else accent
        if line.points is not None:
            screen.text(ME_COL if line.seat == OPPONENT else YOU_COL, row, str(line.points), colour)
        for text in rows_of(line):
            screen.text(1, row, text, colour)
            row += 1
    return row


def dialogue(screen: Screen, lines: Sequence[Line], ink: int, accent: int, rows: int = DIALOGUE_ROWS) -> int:
    """The declarations as they were said, the latest at the bottom (should a very long
    exchange outgrow its ``rows``, the earliest go first); the next free row."""
    score_heads(screen, DIALOGUE_TOP - 1, accent)
    shown = list(lines)
    while len(shown) > 1 and sum(len(rows_of(line)) for line in shown) > rows:
        shown.pop(0)
    return _show_lines(screen, DIALOGUE_TOP, shown, ink, accent)


def declared_summary(screen: Screen, view: PiquetView, ink: int, accent: int) -> None:
    """During the play: who scored each category, with the points to the right."""
    score_heads(screen, SUMMARY_TOP - 1, accent)
    scored = [line for seat in (OPPONENT, YOU) for line in view.dialogue
              if line.points is not None and line.seat == seat]
    if not scored:
        screen.text(1, SUMMARY_TOP, "Nothing declared scored", ink)
    _show_lines(screen, SUMMARY_TOP, scored, ink, accent)


def trick_area(screen: Screen, view: PiquetView, shown: Optional[tuple[Optional[Card], Optional[Card]]],
               ink: int) -> None:
    """The computer's card on the left, the human's on the right, each with its running score."""
    row = TRICK_ROW
    mine, yours = shown if shown else (None, None)
    if mine is not None:
        draw_face(screen, 14, row, mine, COLOURS)
    if yours is not None:
        draw_face(screen, 24, row, yours, COLOURS)
    screen.text(3, row, f"Me {view.scores[OPPONENT]:>3}", ink)
    screen.text(29, row, f"You {view.scores[YOU]:>3}", ink)
    screen.text(1, row + 2, f"Tricks {view.tricks_won[OPPONENT]:>2}", ink)
    screen.text(29, row + 2, f"Tricks {view.tricks_won[YOU]:>2}", ink)


def last_trick(screen: Screen, trick: Trick, ink: int, row: int = LAST_TRICK_ROW) -> None:
    """The trick before the one on the table, under it: its two cards and who won it."""
    mine, yours = trick_pair(trick)
    screen.text(1, row, "Last trick", ink)
    draw_face(screen, 14, row, mine, COLOURS)
    draw_face(screen, 24, row, yours, COLOURS)
    screen.text(29, row, "yours" if trick.winner == YOU else "mine", ink)


def trick_pair(trick: Trick) -> tuple[Card, Card]:
    """(computer's card, human's card) of a finished trick."""
    return (trick.lead, trick.follow) if trick.leader == OPPONENT else (trick.follow, trick.lead)


def play_words(seat: int, card: Card, won_by: Optional[int], forced: bool = False,
               led_by: Optional[int] = None, last: bool = False) -> str:
    """What the message line says of a card played, with the points the play scored:
    ``won_by`` is the trick's winner when the card finished a trick (``led_by`` who led
    it, ``last`` whether it was the hand's last). Cards are named in words, as
    everywhere in messages.

    >>> from games.cards import Card
    >>> play_words(OPPONENT, Card("S", "J"), None)
    'I lead the Jack of Spades: 1 point.'
    >>> play_words(OPPONENT, Card("S", "A"), OPPONENT, led_by=YOU)
    'I win the trick with the Ace of Spades: 1 point (against the lead).'
    >>> play_words(YOU, Card("S", "7"), OPPONENT, forced=True, led_by=OPPONENT)
    'Your only card: the Seven of Spades. I win the trick (the lead scored 1).'
    >>> play_words(OPPONENT, Card("S", "7"), YOU, led_by=YOU, last=True)
    'I play the Seven of Spades: you win the trick, 1 point (the last trick).'
    """
    if seat == OPPONENT and won_by is None:
        return f"I lead the {card.name}: 1 point."
    said = [f"Your only card: the {card.name}."] if forced else []   # played for you
    if won_by is None:
        return " ".join(said)
    if seat == OPPONENT and won_by == OPPONENT:
        said.append(f"I win the trick with the {card.name}{trick_score(won_by, led_by, last, ':')}")
    elif seat == OPPONENT:
        said.append(f"I play the {card.name}: you win the trick{trick_score(won_by, led_by, last, ',')}")
    else:
        said.append(("You win the trick" if won_by == YOU else "I win the trick")
                    + trick_score(won_by, led_by, last, ":"))
    return " ".join(said)


def trick_score(won_by: int, led_by: Optional[int], last: bool, mark: str) -> str:
    """The end of a trick's sentence: what winning it scored, and why (the lead scored
    its point when it was led)."""
    why = (["against the lead"] if won_by != led_by else []) + (["the last trick"] if last else [])
    if not why:
        return " (the lead scored 1)."
    return f"{mark} {len(why)} point{'s' if len(why) > 1 else ''} ({', '.join(why)})."


def hand_summary(screen: Screen, history: Sequence[HandResult], ink: int, accent: int,
                 rubicon: int = 100) -> None:
    """The running total for the partie, hand by hand."""
    screen.text(1, 3, "The Partie", accent)
    screen.text(1, 5, "Hand  Elder", accent)
    score_heads(screen, 5, accent)
    totals = [0, 0]
    for i, result in enumerate(history):
        row = 6 + i
        screen.text(2, row, str(i + 1), ink)
        screen.text(7, row, who(result.elder), ink)
        screen.text(ME_COL, row, f"{result.scores[OPPONENT]:>3}", ink)
        screen.text(YOU_COL, row, f"{result.scores[YOU]:>3}", ink)
        totals = [totals[s] + result.scores[s] for s in (0, 1)]
    row = 7 + len(history)
    screen.text(1, row, "Total", accent)
    screen.text(ME_COL, row, f"{totals[OPPONENT]:>3}", accent)
    screen.text(YOU_COL, row, f"{totals[YOU]:>3}", accent)
    if history:
        screen.text(1, row + 2, f"In hand {len(history)}:", accent)
        for i, note in enumerate(bonus_notes(history[-1])):
            screen.text(2, row + 3 + i, note, ink)


def bonus_notes(result: HandResult) -> list[str]:
    notes = []
    if result.repique is not None:
        notes.append(f"Repique to {'you' if result.repique == YOU else 'me'}")
    if result.pique is not None:
        notes.append(f"Pique to {'you' if result.pique == YOU else 'me'}")
    if result.capot is not None:
        notes.append(f"All the tricks to {'you' if result.capot == YOU else 'me'}")
    tricks = result.tricks_won
    if tricks[0] != tricks[1]:
        winner = YOU if tricks[YOU] > tricks[OPPONENT] else OPPONENT
        notes.append(f"Tricks {tricks[OPPONENT]} to {tricks[YOU]}: majority to "
                     f"{'you' if winner == YOU else 'me'}")
    else:
        notes.append("Tricks 6 each: no majority")
    return notes


def result_lines(totals: Sequence[int], amount: int, winner: Optional[int], rubicon: int) -> list[str]:
    """The partie's settlement in words."""
    if winner is None:
        return ["The partie is drawn."]
    loser = 1 - winner
    high, low = totals[winner], totals[loser]
    head = "You win" if winner == YOU else "I win"
    if low < rubicon:
        return [f"{head} the partie by {amount}:",
                f"{high} + {low} + 100,",
                f"{'I' if loser == OPPONENT else 'you'} did not cross the Rubicon."]
    return [f"{head} the partie by {amount}:", f"{high} - {low} + 100,",
            f"{'I' if loser == OPPONENT else 'you'} crossed the Rubicon."]



def displayed(order: Optional[list], view: PiquetView) -> list[Card]:
    """The human's cards in screen order: as drawn just after the exchange, else sorted."""
    return list(order) if order is not None else list(view.hand)


def trick_cards(view: PiquetView) -> tuple[Optional[Card], Optional[Card]]:
    """(computer's card, human's card) of the trick on the table."""
    if not view.trick:
        return None, None
    lead = view.trick[0]
    return (lead, None) if view.leader == OPPONENT else (None, lead)


def exchange_notes(screen: Screen, view: PiquetView, ink: int, keys: bool = True) -> None:
    """What the exchange asks of you, and (``keys``) how to answer it."""
    if view.to_move != YOU:
        screen.text(1, 9, "My turn to exchange.", ink)
        return
    if view.elder == YOU:
        lines = ["You are Elder: put out 1 to 5 cards",
                 "and take as many from the stock."]
    else:
        lines = [f"You may put out up to {view.stock_count} cards",
                 "and take as many from the stock,",
                 "or press N to stand." if keys else "or stand."]
    if keys:
        lines += ["Press the keys under the cards,", "then Return."]
    for i, text in enumerate(lines):
        screen.text(1, 8 + i, text, ink)
