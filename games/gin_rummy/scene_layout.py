"""Drawing the Gin Rummy screen (nothing here changes the game).

Layout, after the 1983 program: top left whose turn it is; the backs of the
computer's hand at the top; the stock and the discard pile in the middle with
the number left in the stock to its left, and the play beneath them; your hand
near the bottom with the keys that name each card beneath it; messages and
questions on the bottom lines. Between hands the middle shows the score.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Collection, Optional, Sequence

from games.cards import Card
from games.gin_rummy.melds import Arrangement
from games.gin_rummy.scoring import GameScore, HandResult, Rules
from games.gin_rummy.view import Event, GinView
from games.seats import OPPONENT, YOU
from games.ui.cardart import CardColours, KeyColours, draw_back, draw_face, draw_key, outline_cells
from games.ui.screen import Screen

COLOURS = CardColours(face=3, red=2, black=1, table=0)
# The pile's card lies alone in its outline: no gap to the table, which would leave the
# outline's edge as a sliver beside it.
ALONE = replace(COLOURS, table=None)
# On blue, white is 8.6 to 1 and black 2.4: a key you may press now is black on a white
# cap (21 to 1), one you may not is written white on the table.
KEYS = KeyColours(live=(1, 3), dead=(3, 0))
LABELS = "1234567890A"        # keys naming the cards by place (S H D C and N stay free)
HAND_ROW, LABEL_ROW = 24, 26    # a row between: the white key caps stand apart from the cards
HAND_COL, STEP = 3, 3
STOCK_ROW, STOCK_COL, PILE_COL = 8, 16, 23
PLAY_TOP, PLAY_ROWS = 12, 6
ME_COL, YOU_COL = 26, 33
# The review (V) draws a choice of yours on this table, in rows 0 to 24: your hand higher
# and without its keys, your move and the computer's marked each on a row of its own
# beneath the card, the stock or the pile it is made with.
REVIEW_HAND_ROW = 21


def who(seat: int) -> str:
    return "You" if seat == YOU else "I"


def header(screen: Screen, view: GinView, hand_number: int, ink: int) -> None:
    if view.to_move >= 0:
        screen.text(0, 0, "Your turn" if view.to_move == YOU else "My turn", ink)
    cards = view.scores
    screen.text(0, 1, f"Me {cards[OPPONENT]}  You {cards[YOU]}", ink)
    dealer = "You deal" if view.dealer == YOU else "I deal"
    hand = f"Hand {hand_number}"
    screen.text(40 - len(hand), 0, hand, ink)
    screen.text(40 - len(dealer), 1, dealer, ink)


def computer_hand(screen: Screen, count: int) -> None:
    start = (40 - STEP * count + 1) // 2
    for i in range(count):
        draw_back(screen, start + STEP * i, 2, COLOURS)


def table(screen: Screen, view: GinView, ink: int) -> None:
    """The stock with its count to the left, and the discard pile's top card."""
    count = f"{view.stock_count:>2}"
    screen.text(STOCK_COL - 3, STOCK_ROW, count, ink)
    if view.stock_count:
        draw_back(screen, STOCK_COL, STOCK_ROW, COLOURS)
    outline_cells(screen, PILE_COL, STOCK_ROW, 2, 1, ink)
    if view.up_card is not None:
        draw_face(screen, PILE_COL, STOCK_ROW, view.up_card, ALONE)
    screen.text(STOCK_COL - 2, STOCK_ROW + 1, "Stock", ink)
    screen.text(PILE_COL - 1, STOCK_ROW + 1, "Pile", ink)


def play_record(events: Sequence[Event]) -> list[str]:
    """The hand's play so far as the table writes it, a line a turn: "I took ♣K, threw ♠7".

    >>> from games.cards import Card
    >>> play_record([Event(1, "pass", Card("S", "7")), Event(0, "draw", Card("H", "2")),
    ...              Event(0, "knock", Card("C", "K"))])
    ['I passed ♠7', 'You drew from the stock, knocked ♣K']
    """
    lines: list[str] = []
    for e in events:
        if e.action in ("discard", "knock"):
            verb = "knocked" if e.action == "knock" else "threw"
            lines[-1:] = [f"{lines[-1]}, {verb} {e.card.glyph}" if lines else f"{verb} {e.card.glyph}"]
        elif e.action == "draw":
            lines.append(f"{who(e.seat)} drew from the stock")
        else:
            lines.append(f"{who(e.seat)} {'passed' if e.action == 'pass' else 'took'} {e.card.glyph}")
    return lines


def play_lines(screen: Screen, lines: Sequence[str], ink: int) -> None:
    for i, line in enumerate(list(lines)[-PLAY_ROWS:]):
        screen.text(2, PLAY_TOP + i, line[:38], ink)


def my_hand(screen: Screen, cards: Sequence[Card], raised: Collection[Card], usable: Collection[Card],
            keys: Optional[KeyColours], row: int = HAND_ROW) -> list[int]:
    """Your cards in your order, each with its key beneath (lit if it can be used now),
    or none (``keys`` None); returns each card's column."""
    cols = []
    for i, card in enumerate(cards):
        col = HAND_COL + STEP * i
        draw_face(screen, col, row - (1 if card in raised else 0), card, COLOURS)
        if keys is not None:
            draw_key(screen, col, LABEL_ROW, LABELS[i], card in usable, keys)
        cols.append(col)
    return cols


def mark(screen: Screen, col: int, row: int, text: str, colours: tuple[int, int]) -> None:
    """A word of the review under the card at ``col``: from its left edge, or where that
    would run off the screen, up to its right edge."""
    screen.text(max(0, col if col + len(text) <= 40 else col + 2 - len(text)), row, text, *colours)


def score_table(screen: Screen, score: GameScore, rules: Rules, top: int, ink: int, accent: int) -> int:
    """Card score, hands won (Box) and the total so far; returns the next free row."""
    screen.text(ME_COL, top, " Me", accent)
    screen.text(YOU_COL, top, "You", accent)
    box = [rules.box_bonus * b for b in score.boxes]
    rows = [("Cards", score.cards), ("Hands won", score.boxes), (f"Box ({rules.box_bonus} a hand)", box)]
    bonuses = [score.bonuses(s, rules) for s in (0, 1)]
    if any(bonuses):
        rows.append(("Game" + (" and whitewash" if score.whitewash(rules) else ""), bonuses))
    rows.append(("Total", score.totals(rules)))
    for i, (label, pair) in enumerate(rows):
        colour = accent if label in ("Total", "Hands won") else ink
        screen.text(2, top + 1 + i, label, colour)
        screen.text(ME_COL, top + 1 + i, f"{pair[OPPONENT]:>3}", colour)
        screen.text(YOU_COL, top + 1 + i, f"{pair[YOU]:>3}", colour)
    return top + 2 + len(rows)


# ---- the end of a hand -----------------------------------------------------------------

def laid_out(screen: Screen, row: int, arrangement: Arrangement,
             layoffs: Sequence[tuple[Card, int]] = (), ink: int = 3) -> list[int]:
    """Sets left to right, then the unmatched cards after a bar; lay-offs go on the row below
    under the set they joined. Returns the column where each set starts."""
    col, starts = 1, []
    for s in arrangement.sets:
        starts.append(col)
        for j, card in enumerate(s):
            draw_face(screen, col + 2 * j, row, card, COLOURS)
        col += 2 * len(s) + 1
    if arrangement.unmatched:
        screen.text(col, row, "|", ink)
        for j, card in enumerate(arrangement.unmatched):
            draw_face(screen, col + 1 + 2 * j, row, card, COLOURS)
    return starts


def draw_layoffs(screen: Screen, row: int, starts: Sequence[int], layoffs: Sequence[tuple[Card, int]]) -> None:
    placed: dict[int, int] = {}
    for card, index in layoffs:
        n = placed.get(index, 0)
        draw_face(screen, starts[index] + 2 * n, row, card, COLOURS)
        placed[index] = n + 1


def hand_result(screen: Screen, result: HandResult, ink: int, accent: int) -> int:
    """Both hands with their sets, unmatched cards and lay-offs, and the score lines."""
    if result.dead:
        screen.text(1, 2, "The stock is down to two cards:", accent)
        screen.text(1, 3, "no score; the same dealer deals again.", accent)
        for n, seat in enumerate((OPPONENT, YOU)):
            arrangement = result.hands[seat]
            name = "My hand" if seat == OPPONENT else "Your hand"
            screen.text(1, 5 + 4 * n, f"{name} counted {arrangement.value}", accent)
            laid_out(screen, 6 + 4 * n, arrangement, ink=ink)
        return 14
    knocker, defender = result.knocker, 1 - result.knocker
    k_name = "I" if knocker == OPPONENT else "You"
    k_what = "went Gin" if result.gin else f"knocked with {result.hands[knocker].value}"
    screen.text(1, 2, f"{k_name} {k_what}", accent)
    starts = laid_out(screen, 3, result.hands[knocker], ink=ink)
    if result.layoffs:
        draw_layoffs(screen, 4, starts, result.layoffs)
        who_laid = "your" if defender == YOU else "my"
        screen.text(1, 5, f"(with {who_laid} lay-offs beneath)", ink)
    d_name = "Your" if defender == YOU else "My"
    laid = " after laying off" if result.layoffs else ""
    screen.text(1, 7, f"{d_name} hand counts {result.hands[defender].value}{laid}", accent)
    laid_out(screen, 8, result.hands[defender], ink=ink)
    screen.text(1, 10, "(sets, then | and the unmatched cards)", ink)
    return score_lines(screen, result, 12, ink)


def score_lines(screen: Screen, result: HandResult, top: int, ink: int) -> int:
    winner = "me" if result.winner == OPPONENT else "you"
    rows = [("Cards", result.difference)]
    if result.gin or result.undercut:
        rows.append(("Gin" if result.gin else "Undercut", result.bonus))
    rows.append(("Box", result.box))
    lines = [f"{label:<9}{points:>3} to {winner}" for label, points in rows]
    for i, line in enumerate(lines):
        screen.text(2, top + i, line, ink)
    return top + len(lines) + 1


def final_lines(score: GameScore, rules: Rules) -> list[str]:
    """The result of a game in words, with the manual's note where it applies."""
    totals = score.totals(rules)
    game = score.game_winner(rules)
    lines = [f"Game to {'me' if game == OPPONENT else 'you'}"
             + (", with a whitewash!" if score.whitewash(rules) else ".")]
    if totals[0] == totals[1]:
        lines.append("The totals are equal: a draw.")
        return lines
    winner = YOU if totals[YOU] > totals[OPPONENT] else OPPONENT
    margin = abs(totals[0] - totals[1])
    lines.append(f"{'You win' if winner == YOU else 'I win'} by {margin}.")
    if winner != game:
        lines.append("Game went one way, the total")
        lines.append("the other: Box counts too!")
    return lines
