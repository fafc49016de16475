"""The Backgammon board as the 1983 manual draws it.

At the top a reminder of the symbols (yours ``O``, the computer's ``X``); the
points numbered 1 to 24 with your inner table bottom left and the computer's top
left; pieces on the bar on the white line in the middle; the stake to the left of
the bar and the dice to the right; the counts, the hint and the last play under the
board. The scene (games.backgammon.scene) hands what it shows to :func:`draw_table` as a
:class:`Table`; the review draws a board gone by with :func:`draw_board`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from games.backgammon.board import Position
from games.backgammon.entry import MoveBuilder
from games.backgammon.game import MOVE, OPENING, RESIGN, View
from games.backgammon.matchplay import Match
from games.backgammon.notation import Play
from games.backgammon.players import LEVELS as PLAYER_NAMES
from games.seats import OPPONENT, YOU
from games.ui.keys import Command
from games.ui.question import Question
from games.ui.scene import hint_key
from games.ui.screen import CELL, Screen

TOP_NUMBERS, TOP_EDGE, BOTTOM_EDGE, BOTTOM_NUMBERS = 2, 3, 19, 20
STACK = 5                      # pieces drawn on a point before a count takes the last place
MIDDLE = 11                    # the row of the stake and the dice
NOTICE_ROW = 21                # under the board: a data file missing or damaged
BAR_COL = 20                   # the white line runs down the middle of this column

HINT_ROW = 22                  # the hint covers the counts under the board while it is shown
INK, X_INK, POINT_A, POINT_B = 3, 2, 1, 2


def point_cell(point: int) -> tuple[int, bool]:
    """(column, on the top half) of a point, numbered from your side."""
    if point >= 19:
        return 2 + 3 * (24 - point), True
    if point >= 13:
        return 22 + 3 * (18 - point), True
    if point <= 6:
        return 2 + 3 * (point - 1), False
    return 22 + 3 * (point - 7), False


def draw_board(screen: Screen, position: Position) -> None:
    """The frame, the points and their numbers, and ``position``'s pieces (yours ``O``):
    the board of the game in play, or of one gone by (the review, games.backgammon.scene_review)."""
    _draw_frame(screen)
    for point in range(1, 25):
        _draw_point(screen, point, position)
    _draw_bar(screen, position)


def _draw_frame(screen: Screen) -> None:
    top, bottom = (TOP_EDGE + 1) * CELL - 2, BOTTOM_EDGE * CELL + 1
    screen.frame(4, top, 312, bottom - top, POINT_B)
    screen.rect(BAR_COL * CELL + 3, top, 2, bottom - top, INK)     # the bar: a white line
    for point in range(1, 25):
        col, upper = point_cell(point)
        row = TOP_NUMBERS if upper else BOTTOM_NUMBERS
        screen.text(col - 1 if point >= 10 else col, row, str(point), INK)
        colour = POINT_A if point % 2 else POINT_B
        x = col * CELL + 3
        for i in range(36):
            half = max(0, 7 - i // 5)
            y = (TOP_EDGE + 1) * CELL + i if upper else BOTTOM_EDGE * CELL - 1 - i
            screen.rect(x - half + 1, y, 2 * half, 1, colour)


def _draw_point(screen: Screen, point: int, position: Position) -> None:
    mine = position.me[point - 1]
    theirs = position.opp[24 - point]
    count, glyph, colour = (mine, "O", INK) if mine else (theirs, "X", X_INK)
    if not count:
        return
    col, upper = point_cell(point)
    for i in range(min(count, STACK)):
        row = TOP_EDGE + 1 + i if upper else BOTTOM_EDGE - 1 - i
        text = glyph if (i < STACK - 1 or count <= STACK) else str(count)
        screen.text(col if len(text) == 1 else col - 1, row, text, colour)

def _draw_bar(screen: Screen, position: Position) -> None:
    for n, glyph, colour, rows in ((position.opp[24], "X", X_INK, range(TOP_EDGE + 2, TOP_EDGE + 6)),
                                   (position.me[24], "O", INK, range(BOTTOM_EDGE - 2, BOTTOM_EDGE - 6, -1))):
        for i, row in enumerate(rows):
            if i >= n:
                break
            text = glyph if (i < 3 or n <= 4) else str(n)
            screen.text(BAR_COL + 1 - len(text), row, text, colour)


@dataclass(frozen=True)
class Table:
    """All the screen's board shows: your view of the game and what the scene adds to it; the
    scene hands it over to :func:`draw_table` each frame, which reads nothing else."""
    view: View                          # the game as you see it (seat YOU's view)
    entering: Optional[MoveBuilder]     # your play so far, while you enter it
    hint: Optional[list[str]]           # the H key's best plays, under the board while shown
    notice: str                         # a data file missing or damaged
    last_computer: str                  # the computer's last play, in words
    legend: str                         # the letter keys the question takes (key_legend)
    level_line: str                     # the computer's level and the score


def draw_table(screen: Screen, table: Table) -> None:
    """The board of the game in play, the stake and the dice beside the bar, and the lines
    under it (the counts or the hint, the notice, the last play, the keys)."""
    screen.centre(0, "YOU O        COMPUTER X", INK)
    position = shown_position(table)
    draw_board(screen, position)
    _draw_middle(screen, table)
    _draw_info(screen, table, position)


def shown_position(table: Table) -> Position:
    """The position as you see it: with your play so far while you enter it."""
    view = table.view
    if table.entering is not None and view.to_move == YOU and view.phase == MOVE:
        return table.entering.position
    return view.position


def _draw_middle(screen: Screen, table: Table) -> None:
    view, builder = table.view, table.entering
    screen.text(2, MIDDLE, f"Stake {view.cube}", INK)
    ties = view.opening_throws[:-1]
    if ties:        # the opening throws that tied: why the stake starts above 1
        shown = " ".join(f"{a}-{b}" for a, b in ties) if len(ties) <= 3 else f"{len(ties)} times"
        screen.text(2, MIDDLE + 1, f"Tied {shown}", INK)
    if view.settings.crawford:
        screen.text(2, MIDDLE + 1, "Crawford", INK)
    if view.dice != (0, 0) and view.phase in (MOVE, OPENING, RESIGN):
        whose = "Yours" if view.turn == YOU else "Mine"
        screen.text(22, MIDDLE, f"{whose} {view.dice[0]} {view.dice[1]}", INK)
        if builder is not None and builder.history and not builder.complete:
            screen.text(22, MIDDLE + 1, "Left " + builder.left_text(), INK)


def _draw_info(screen: Screen, table: Table, position: Position) -> None:
    view, builder = table.view, table.entering
    owner = {None: "The doubling dice is in the middle", YOU: "You own the doubling dice",
             OPPONENT: "I own the doubling dice"}[view.owner]
    if not view.settings.cube:
        owner = "No doubling dice"
    elif view.settings.crawford:
        owner = "The Crawford game: no doubling"
    if table.hint:
        for i, line in enumerate(table.hint):
            screen.text(0, HINT_ROW + i, line, INK)
    else:
        screen.text(0, 22, f"Pips: you {position.pips():3d}  me {position.pips(False):3d}", INK)
        screen.text(0, 23, f"Off:  you {position.off():3d}  me {position.off(False):3d}", INK)
        screen.text(0, 24, owner, INK)
        screen.text(0, 25, table.level_line, INK)
    if table.notice:
        screen.text(0, NOTICE_ROW, table.notice, POINT_A)
    if builder is not None and builder.history:
        screen.text(0, 26, "So far: " + str(Play(tuple(builder.hops))), INK)
    elif table.last_computer:
        screen.text(0, 26, table.last_computer, X_INK)
    screen.text(0, 27, table.legend[:40], POINT_A)


def key_legend(question: Optional[Question]) -> str:
    """The letter keys ``question`` takes (U, H, R, P), named: none it does not take, so
    the end of a game, a computer's turn or a question of the cube name none that would beep."""
    if question is None:
        return ""
    words = {"U": "U undo", "H": f"H/{hint_key()} hint", "R": "R resign", "P": "P position ID"}
    return " ".join(said for letter, said in words.items()
                    if question.answer_for(Command("char", letter)) is not None)


def level_line(level: int, totals: list[int], match: Optional[Match]) -> str:
    """The computer's level and the running total, or the match's length and score."""
    if match is None:
        return f"Level {level} ({PLAYER_NAMES[level]})  Total: you {totals[YOU]:+d}"
    score = match.score
    return f"Level {level}  Match to {match.length}: you {score[YOU]}, me {score[OPPONENT]}"
