"""Drawing the Marrakesh screen from the human's view (nothing here changes the game).

Red's six points run along the top, Blue's along the bottom, numbered 6 to 1
towards the three ovals at the right of each side. Between them, each trick of
the round in its own column (Red's card above, Blue's below, an arrow by the
winner), the current trick's cards (the lead face down until turned), and on the
right the stock, the discard pile's top card, the bonus card and the spare null
chips. Your hand is at the bottom with the keys that name each card.
"""
from __future__ import annotations

import math
from typing import Optional, Sequence

from games.cards import Card
from games.marrakesh.board import OFF, POINTS, Side, Step, after_steps
from games.marrakesh.scoring import Item, Ovals, pattern
from games.marrakesh.view import MarrakeshView, RoundResult, Trick
from games.seats import OPPONENT, YOU
from games.ui.cardart import CardColours, KeyColours, draw_back, draw_face, draw_key
from games.ui.screen import CELL, Screen

PAPER, RED_INK, BLUE_INK, INK = 0, 1, 2, 3
COLOURS = CardColours(face=INK, red=RED_INK, black=PAPER, back=RED_INK)
# A key you may press now is white on the black table (21 to 1); one you may not (while a
# piece is moved, when 1-6 name points) is red (5.3 to 1). No key cap: a white one would
# run into the white card above it, and there is no room for a row between.
KEYS = KeyColours(live=(INK, PAPER), dead=(RED_INK, PAPER))
SIDE_INK = (BLUE_INK, RED_INK)  # you Blue below, me Red above
LABELS = "123456"
PIECE, NULL_CHIP = "\u25cf", "\u25a0"
OFF_MARK = "\u25ba"           # the review: pieces borne off, beyond point 1
SPARE_CHIPS = 5

# rows per side: its name, the point numbers, the base of its points (pieces stack from
# there, ``step`` towards the middle), its dice, its cards played to tricks
TOP = dict(label=1, numbers=2, first=3, dice=8, card=9, step=1)
BOTTOM = dict(label=24, numbers=23, first=22, dice=17, card=16, step=-1)
WON = "\u25c4"                  # beside the card that took the trick
ROWS = (BOTTOM, TOP)
STACK = 5                       # pieces drawn on a point before a count takes the last place
POINT_WIDTH = 4
OVAL_COLS = (26, 31, 36)
HAND_ROW, LABEL_ROW = 25, 26
REVIEW_STATUS, REVIEW_HAND = 10, 13     # the review's rows: its words take those of the hand
INFO_COL = 26


def point_col(point: int) -> int:
    """The text column of a point's pieces (6 at the left, 1 nearest the ovals)."""
    return 2 + POINT_WIDTH * (POINTS - point)


def trick_col(number: int) -> int:
    return 1 + POINT_WIDTH * (number - 1)


def header(screen: Screen, round_number: int, rounds: int, totals: Sequence[int], ink: int) -> None:
    screen.text(0, 0, f"Round {round_number} of {rounds}", ink)
    score = f"Me {totals[OPPONENT]}  You {totals[YOU]}"
    screen.text(40 - len(score), 0, score, ink)


def side(screen: Screen, seat: int, pieces: Side, ovals: Ovals, dice: Sequence[int],
         filling: Optional[int], ink: int, named: bool = True) -> None:
    """One side: the numbered points with their pieces, the dice thrown, the three ovals,
    and (if ``named``) whose side it is."""
    rows, colour = ROWS[seat], SIDE_INK[seat]
    label = "Red (me)" if seat == OPPONENT else "Blue (you)"
    for point in range(1, POINTS + 1):
        col = point_col(point)
        screen.text(col, rows["numbers"], str(point), ink)
        _triangle(screen, col, rows["first"], rows["step"], ink)
        _stack(screen, col, rows["first"], rows["step"], pieces[point - 1], colour)
    if named:
        screen.text(0, rows["label"], label, ink)
    screen.text(INFO_COL, rows["dice"], f"Dice {''.join(map(str, dice))}", ink)
    for i, content in enumerate(ovals):
        _oval(screen, OVAL_COLS[i], rows, i, content, colour, ink, filling == i)


def _triangle(screen: Screen, col: int, first: int, step: int, ink: int) -> None:
    """A point: a thin outline from its base at the board's edge to the tip."""
    centre = col * CELL + CELL // 2
    height = STACK * CELL
    base_y = first * CELL if step > 0 else (first + 1) * CELL - 1
    for i in range(height):
        half = 11 - (11 * i) // height
        y = base_y + step * i
        screen.plot(centre - half, y, ink)
        screen.plot(centre + half - 1, y, ink)


def _stack(screen: Screen, col: int, first: int, step: int, count: int, colour: int) -> None:
    for i in range(min(count, STACK)):
        text = PIECE if (i < STACK - 1 or count <= STACK) else str(count)
        _piece(screen, col, first + step * i, text, colour)


def _piece(screen: Screen, col: int, row: int, text: str, colour: int) -> None:
    """A piece (or the count of a stack) in its side's colour on a white square: blue on the
    black board would be 2.4 to 1; on white, blue is 8.6 and red 4.0."""
    screen.text(col, row, text, colour, INK)


def _oval(screen: Screen, col: int, rows: dict, index: int, content: Optional[int], colour: int,
          ink: int, filling: bool) -> None:
    """An oval four cells wide beside the points; its pieces stacked, or a null chip."""
    first, step = rows["first"], rows["step"]
    top = min(first, first + step * (STACK - 1))
    x, y, w, h = col * CELL, top * CELL, 4 * CELL, STACK * CELL
    _ellipse(screen, x, y, w, h, colour if filling else ink)
    screen.text(col, rows["numbers"], ("1st", "2nd", "3rd")[index], ink)
    if content is None:
        return
    if content == 0 and not filling:
        screen.text(col + 1, top + 2, NULL_CHIP, ink)
        return
    for i in range(content):            # two abreast, from the board's edge inwards
        _piece(screen, col + 1 + i % 2, first + step * (1 + i // 2), PIECE, colour)


def _ellipse(screen: Screen, x: int, y: int, w: int, h: int, colour: int) -> None:
    a, b = (w - 2) / 2, (h - 2) / 2
    cx, cy = x + w / 2 - 0.5, y + h / 2 - 0.5
    steps = 2 * (w + h)
    for k in range(steps):
        t = 2 * math.pi * k / steps
        screen.plot(round(cx + a * math.cos(t)), round(cy + b * math.sin(t)), colour)


def tricks(screen: Screen, done: Sequence[Trick], ink: int) -> None:
    """Each finished trick of the round in its column, an arrow by the winner's card."""
    for t in done:
        col = trick_col(t.number)
        cards = {t.leader: t.lead, 1 - t.leader: t.reply}
        for seat in (YOU, OPPONENT):
            draw_face(screen, col, ROWS[seat]["card"], cards[seat], COLOURS)
        screen.text(col + 2, ROWS[t.winner]["card"], WON, ink)


def current_trick(screen: Screen, view: MarrakeshView, number: int) -> None:
    """The trick in play: the lead face down (unless it is yours) and the reply."""
    col = trick_col(number)
    if view.lead_down or view.lead is not None:
        row = ROWS[view.leader]["card"]
        if view.lead is None:
            draw_back(screen, col, row, COLOURS)
        else:
            draw_face(screen, col, row, view.lead, COLOURS)
    if view.reply is not None:
        draw_face(screen, col, ROWS[1 - view.leader]["card"], view.reply, COLOURS)
    if view.winner is not None:
        screen.text(col + 2, ROWS[view.winner]["card"], WON, INK)


def status(screen: Screen, lines: Sequence[str], ink: int) -> None:
    for i, line in enumerate(lines[:3]):
        screen.text(1, 11 + i, line[:24], ink)


def table_info(screen: Screen, view: MarrakeshView, ink: int) -> None:
    """The stock, the discard pile's top card, the bonus card and the spare null chips."""
    screen.text(INFO_COL, 10, f"Stock {view.stock_count}", ink)
    screen.text(INFO_COL, 11, "Discard", ink)
    top = view.discard_top
    if top is not None:
        draw_face(screen, INFO_COL + 8, 11, top, COLOURS)
    if view.bonus is not None:
        screen.text(INFO_COL, 12, "Bonus", ink)
        draw_face(screen, INFO_COL + 8, 12, view.bonus, COLOURS)
        screen.text(INFO_COL + 11, 12, f"x{view.bonus_times}", ink)
    used = sum(1 for seat, o in enumerate(view.ovals) for i, k in enumerate(o)
               if k == 0 and view.oval != (seat, i))
    spare = max(0, SPARE_CHIPS - used)
    screen.text(INFO_COL, 14, "Null chips", ink)
    screen.text(INFO_COL, 15, " ".join(NULL_CHIP * spare), ink)


def hand(screen: Screen, cards: Sequence[Card], held_by_computer: int, usable: bool,
         row: int = HAND_ROW, keys: bool = True) -> None:
    """Your cards, each with its key beneath (lit while a card is asked for) unless not
    ``keys``, and the backs of the computer's."""
    for i, card in enumerate(cards):
        col = hand_col(i)
        draw_face(screen, col, row, card, COLOURS)
        if keys:
            draw_key(screen, col, row + 1, LABELS[i], usable, KEYS)
    for i in range(held_by_computer):
        draw_back(screen, 10 + 3 * i, 1, COLOURS)


def hand_col(index: int) -> int:
    return 1 + 3 * index


def step_marks(screen: Screen, side: Side, steps: Sequence[Step], row: int, colour: int) -> None:
    """A move's net effect in ``row``, by each point it changes: ``-1`` where pieces leave,
    ``+2`` where they come, and ``►2`` beyond point 1 for those borne off."""
    after = after_steps(side, steps)
    for point in range(1, POINTS + 1):
        change = after[point - 1] - side[point - 1]
        if change:
            screen.text(point_col(point) - 1, row, f"{change:+d}", colour)   # the figure under the point's
    off = sum(1 for s in steps if s.dst == OFF)
    if off:
        screen.text(point_col(1) + 1, row, f"{OFF_MARK}{off}", colour)


def describe_items(items: Sequence[Item]) -> str:
    if not items:
        return "nothing"
    return " + ".join(f"{name} {points}" for name, points in items) + (
        f" = {sum(p for _, p in items)}" if len(items) > 1 else "")


def round_summary(screen: Screen, result: RoundResult, ink: int) -> None:
    """The round's scoring, named, in the middle of the board."""
    screen.fill_cells(0, 9, 40, 8, PAPER)
    you, me = result.scores
    lines = [f"Round {result.number}: you {you}, me {me}",
             "You: " + describe_items(result.items[YOU]),
             "Me:  " + describe_items(result.items[OPPONENT]),
             f"Ovals: yours {pattern(result.ovals[YOU])}, mine {pattern(result.ovals[OPPONENT])}"]
    if 30 in (you, me):
        lines.append("A Marrakesh: the highest score!")
    for i, line in enumerate(lines):
        screen.text(1, 9 + i, line[:39], ink)


def game_summary(screen: Screen, history: Sequence[RoundResult], ink: int) -> None:
    """The whole game under the last round: totals, then the tie-breaks' figures."""
    totals = [sum(r.scores[s] for r in history) for s in (YOU, OPPONENT)]
    scored = [sum(1 for r in history if r.scores[s] > 0) for s in (YOU, OPPONENT)]
    best = [max((r.scores[s] for r in history), default=0) for s in (YOU, OPPONENT)]
    lines = [f"Game: you {totals[0]}, me {totals[1]}",
             f"Rounds scored in: you {scored[0]}, me {scored[1]}",
             f"Best round: you {best[0]}, me {best[1]}"]
    for i, line in enumerate(lines):
        screen.text(1, 14 + i, line, ink)
