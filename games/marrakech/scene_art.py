"""Drawing the market on a MODE 1 screen: black, red, yellow and white.

Each square is three text cells each way (24 pixels). A rug shows in its owner's
colour, solid or striped, with the owner's letter in the middle of each visible
half; the two halves of one rug are joined across the gap between squares, so a
rug reads as one piece. Bare squares are framed in red with a dot in the middle.
Assam stands on his square as a white arrow on black pointing the way he faces.
The curves at the edge are drawn round the market in red, and Assam's latest walk
as a white trail between the squares he crossed.

The text grid keeps what a square shows in its middle cell (the owner's letter,
``.`` for a bare square, ``^ > v <`` for Assam), so tests can read the market.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from games.marrakech import market
from games.marrakech.market import EMPTY, SIZE
from games.ui.screen import CELL, Screen

PAPER, RED, YELLOW, WHITE = 0, 1, 2, 3

BOARD_COL, BOARD_ROW = 2, 1          # the text cell of a7's top left corner
SQUARE = 3 * CELL
X0, Y0 = BOARD_COL * CELL, BOARD_ROW * CELL
LABEL_ROW = BOARD_ROW + 3 * SIZE + 1  # the row of the column letters, under the bottom curves


@dataclass(frozen=True)
class Look:
    """How one rug colour is drawn: its ink, and whether it is striped."""
    ink: int
    striped: bool = False
    word: str = ""


SOLID = {RED: Look(RED, word="red"), YELLOW: Look(YELLOW, word="yellow"), WHITE: Look(WHITE, word="white")}


def looks_for(players: int) -> list[Look]:
    """The look of each rug colour by number. Two players: a colour each, solid for
    their first rugs and striped for their second; three or four: red, yellow,
    white, and striped white."""
    if players == 2:
        return [SOLID[RED], SOLID[YELLOW], Look(RED, True, "striped red"), Look(YELLOW, True, "striped yellow")]
    return [SOLID[RED], SOLID[YELLOW], SOLID[WHITE], Look(WHITE, True, "striped white")][:players]


def square_xy(sq: int) -> tuple[int, int]:
    """Pixel of a square's top left corner."""
    return X0 + SQUARE * market.column(sq), Y0 + SQUARE * (SIZE - 1 - market.row(sq))


def square_cell(sq: int) -> tuple[int, int]:
    """Text cell in the middle of a square."""
    x, y = square_xy(sq)
    return x // CELL + 1, y // CELL + 1


def centre(sq: int) -> tuple[int, int]:
    x, y = square_xy(sq)
    return x + SQUARE // 2, y + SQUARE // 2


def fill(screen: Screen, x: int, y: int, w: int, h: int, look: Look) -> None:
    """Solid ink, or stripes across: two lines of ink, two of paper."""
    if not look.striped:
        screen.rect(x, y, w, h, look.ink)
        return
    screen.rect(x, y, w, h, PAPER)
    for yy in range(y, y + h):
        if yy % 4 < 2:
            screen.rect(x, yy, w, 1, look.ink)


def draw_labels(screen: Screen) -> None:
    for c in range(SIZE):
        screen.text(BOARD_COL + 3 * c + 1, LABEL_ROW, market.COLUMNS[c], WHITE)
    for r in range(SIZE):
        screen.text(0, BOARD_ROW + 3 * (SIZE - 1 - r) + 1, str(r + 1), WHITE)


def draw_curves(screen: Screen, colour: int = RED) -> None:
    """The turnarounds at the edge: pairs of lines joined outside the market, and the
    loops at a1 and g7."""
    edge = 5                                     # how far outside the market a curve runs
    left, right = X0 - 1, X0 + SIZE * SQUARE
    top, bottom = Y0 - 1, Y0 + SIZE * SQUARE
    mids = [X0 + SQUARE * i + SQUARE // 2 for i in range(SIZE)]          # column middles
    rows = [Y0 + SQUARE * (SIZE - 1 - i) + SQUARE // 2 for i in range(SIZE)]  # row middles, by row number
    for a in (1, 3, 5):                          # b-c, d-e, f-g along the bottom
        _u(screen, mids[a], mids[a + 1], bottom, bottom + edge, colour, across=True)
    for a in (0, 2, 4):                          # a-b, c-d, e-f along the top
        _u(screen, mids[a], mids[a + 1], top, top - edge, colour, across=True)
    for a in (1, 3, 5):                          # rows 2-3, 4-5, 6-7 on the left
        _u(screen, rows[a], rows[a + 1], left, left - edge, colour, across=False)
    for a in (0, 2, 4):                          # rows 1-2, 3-4, 5-6 on the right
        _u(screen, rows[a], rows[a + 1], right, right + edge, colour, across=False)
    # a1's loop joins its bottom side to its left side, g7's its top side to its right.
    _corner(screen, mids[0], bottom, rows[0], left, edge, -1, colour)
    _corner(screen, mids[SIZE - 1], top, rows[SIZE - 1], right, -edge, 1, colour)


def _u(screen: Screen, a: int, b: int, edge: int, out: int, colour: int, across: bool) -> None:
    if across:
        screen.line(a, edge, a, out, colour)
        screen.line(a, out, b, out, colour)
        screen.line(b, out, b, edge, colour)
    else:
        screen.line(edge, a, out, a, colour)
        screen.line(out, a, out, b, colour)
        screen.line(out, b, edge, b, colour)


def _corner(screen: Screen, x: int, y_edge: int, y: int, x_edge: int, depth: int, side: int, colour: int) -> None:
    """A loop from the middle of a corner square's bottom (or top) side round to the
    middle of its left (or right) side."""
    y_out = y_edge + depth
    x_out = x_edge + side * abs(depth)
    screen.line(x, y_edge, x, y_out, colour)
    screen.line(x, y_out, x_out, y_out, colour)
    screen.line(x_out, y_out, x_out, y, colour)
    screen.line(x_out, y, x_edge, y, colour)


def draw_market(screen: Screen, tops: Sequence[int], rug_colours: Sequence[int], looks: Sequence[Look],
                marks: Sequence[str], players: int) -> None:
    """Every square: bare, or the top rug's half with its owner's letter."""
    for sq in range(market.SQUARES):
        x, y = square_xy(sq)
        col, row = square_cell(sq)
        top = tops[sq]
        if top == EMPTY:
            _corners(screen, x + 2, y + 2, SQUARE - 4, RED)
            screen.text(col, row, ".", RED)
            continue
        colour = rug_colours[top]
        look = looks[colour]
        fill(screen, x + 1, y + 1, SQUARE - 2, SQUARE - 2, look)
        for nb, dx, dy in ((sq + 1, 1, 0), (sq - SIZE, 0, 1)):    # the other half, right or below
            if nb in market.NEIGHBOURS[sq] and tops[nb] == top:
                fill(screen, x + 1 + dx * (SQUARE - 2), y + 1 + dy * (SQUARE - 2),
                     2 if dx else SQUARE - 2, 2 if dy else SQUARE - 2, look)
        mark = marks[owner(colour, players)]
        if look.striped:
            screen.text(col, row, mark, look.ink, PAPER)
        else:
            screen.text(col, row, mark, PAPER, look.ink)


def _corners(screen: Screen, x: int, y: int, size: int, colour: int, arm: int = 4) -> None:
    """The corners of a bare square: a floor of tiles, lighter than whole frames."""
    far = size - 1
    for cx, cy, sx, sy in ((x, y, 1, 1), (x + far, y, -1, 1), (x, y + far, 1, -1), (x + far, y + far, -1, -1)):
        screen.line(cx, cy, cx + sx * (arm - 1), cy, colour)
        screen.line(cx, cy, cx, cy + sy * (arm - 1), colour)


def owner(colour: int, players: int) -> int:
    return colour % players


def draw_path(screen: Screen, squares: Sequence[int], colour: int = WHITE, across: Sequence[int] = (0,),
              edge: int = 0) -> None:
    """A trail from the middle of each square walked to the next, stopping short of the
    letters (a curve's way round is the red curve already drawn): one line for each of
    ``across``, its offset from the middle, and ``edge`` lines of paper either side, so
    that it shows on a rug of its own colour."""
    gap = CELL // 2 + 1
    lines = [(min(across) - 1 - k, PAPER) for k in range(edge)] + \
        [(max(across) + 1 + k, PAPER) for k in range(edge)] + [(k, colour) for k in across]
    for a, b in zip(squares, squares[1:]):
        if b in market.NEIGHBOURS[a]:
            (ax, ay), (bx, by) = centre(a), centre(b)
            dx, dy = (bx > ax) - (bx < ax), (by > ay) - (by < ay)
            for k, ink in lines:
                ox, oy = k * abs(dy), k * abs(dx)     # across the way walked
                screen.line(ax + dx * gap + ox, ay + dy * gap + oy, bx - dx * gap + ox, by - dy * gap + oy, ink)


def draw_assam(screen: Screen, sq: int, facing: int) -> None:
    x, y = square_xy(sq)
    col, row = square_cell(sq)
    screen.rect(x + 4, y + 4, SQUARE - 8, SQUARE - 8, PAPER)
    screen.frame(x + 4, y + 4, SQUARE - 8, SQUARE - 8, WHITE)
    screen.text(col, row, market.ARROWS[facing], WHITE, PAPER)
    cx, cy = x + SQUARE // 2, y + SQUARE // 2
    # A solid arrowhead over the glyph, pointing the way he faces.
    for i in range(6):
        half = i
        for d in range(-half, half + 1):
            px, py = {market.UP: (cx + d - 1, cy - 5 + i), market.DOWN: (cx + d - 1, cy + 4 - i),
                      market.LEFT: (cx - 5 + i, cy + d - 1), market.RIGHT: (cx + 4 - i, cy + d - 1)}[facing]
            screen.plot(px, py, WHITE)


def outline_rug(screen: Screen, a: int, b: int, colour: int, inset: int = 0, thick: int = 1) -> None:
    """A frame round the two squares of a rug being chosen, ``thick`` pixels of ``colour``
    ``inset`` from the squares' edge, as much paper inside it (and outside it, as room
    allows: it shows on a rug of its own colour)."""
    ax, ay = square_xy(a)
    bx, by = square_xy(b)
    x, y = min(ax, bx), min(ay, by)
    w = abs(ax - bx) + SQUARE
    h = abs(ay - by) + SQUARE
    for k in range(max(0, inset - thick), inset + 2 * thick):
        ink = colour if inset <= k < inset + thick else PAPER
        screen.frame(x + k, y + k, w - 2 * k, h - 2 * k, ink)


def draw_swatch(screen: Screen, col: int, row: int, look: Look, width: int = 1) -> None:
    """A small piece of a rug's look in text cells."""
    screen.fill_cells(col, row, width, 1, PAPER)
    fill(screen, col * CELL, row * CELL + 1, width * CELL - 1, CELL - 2, look)


PIPS = {1: ((1, 1),), 2: ((0, 0), (2, 2)), 3: ((0, 0), (1, 1), (2, 2)), 4: ((0, 0), (2, 0), (0, 2), (2, 2))}


def draw_die(screen: Screen, col: int, row: int, face: int) -> None:
    """The die showing ``face``: white with black pips, two cells square."""
    x, y = col * CELL, row * CELL
    screen.rect(x, y, 2 * CELL, 2 * CELL, WHITE)
    for px, py in PIPS[face]:
        screen.rect(x + 3 + 4 * px, y + 3 + 4 * py, 3, 3, PAPER)


