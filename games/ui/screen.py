"""A MODE 1 style screen: 320x256 pixels, 40x32 text cells, four logical colours.

The frame buffer holds logical colour numbers 0-3 only, so no frame can ever
show more than four colours; ``palette`` maps each logical colour to one of the
eight BBC physical colours, as ``VDU 19`` does. A parallel grid of characters
records what the screen says, for tests and ``--dump-text``, and another the
logical colours each character was written in (for the contrast test).

>>> s = Screen(font=None)
>>> s.text(0, 0, "HELLO")
>>> s.text_lines()[0].rstrip()
'HELLO'
"""
from __future__ import annotations

from typing import Iterable, Optional, Sequence

from games.memo import Memo
from games.ui.font import BitmapFont

WIDTH, HEIGHT = 320, 256
COLS, ROWS = 40, 32
CELL = 8
# Glyphs remembered as pixels: room for every character the font has (162) in every pair
# of the four colours; only characters it has not (any text at all) could fill it.
GLYPHS = 4096

# The BBC Micro's eight physical colours: each gun simply on or off.
BLACK, RED, GREEN, YELLOW, BLUE, MAGENTA, CYAN, WHITE = range(8)
PHYSICAL_RGB = [(255 * (c & 1), 255 * ((c >> 1) & 1), 255 * ((c >> 2) & 1)) for c in range(8)]
COLOUR_NAMES = ("black", "red", "green", "yellow", "blue", "magenta", "cyan", "white")
MODE1_DEFAULT = (BLACK, RED, YELLOW, WHITE)


class Screen:
    def __init__(self, font: Optional[BitmapFont], palette: Sequence[int] = MODE1_DEFAULT) -> None:
        self.font = font
        self.pixels = bytearray(WIDTH * HEIGHT)
        self.chars = [[" "] * COLS for _ in range(ROWS)]
        # (fg, bg) of the character in each cell, None where none was written
        self.inks: list[list[Optional[tuple[int, int]]]] = [[None] * COLS for _ in range(ROWS)]
        self.palette = list(MODE1_DEFAULT)
        self.set_palette(palette)
        self.cursor: Optional[tuple[int, int]] = None  # text cell of the flashing cursor
        self.cursor_colour = 3
        self._glyph_cache = Memo(GLYPHS)   # (character, ink, paper) -> its rows of pixels

    # -- colours ---------------------------------------------------------------
    def set_palette(self, physical: Sequence[int]) -> None:
        if len(physical) != 4:
            raise ValueError("MODE 1 has exactly four logical colours")
        for logical, colour in enumerate(physical):
            self.vdu19(logical, colour)

    def vdu19(self, logical: int, physical: int) -> None:
        """Show logical colour ``logical`` as BBC physical colour ``physical`` (0-7)."""
        _check_logical(logical)
        if not 0 <= physical <= 7:
            raise ValueError(f"physical colour must be 0-7, not {physical}")
        self.palette[logical] = physical

    def rgb_palette(self) -> list[tuple[int, int, int]]:
        return [PHYSICAL_RGB[p] for p in self.palette]

    # -- text ------------------------------------------------------------------
    def clear(self, colour: int = 0) -> None:
        _check_logical(colour)
        self.pixels[:] = bytes([colour]) * len(self.pixels)
        for row in self.chars:
            row[:] = [" "] * COLS
        for row in self.inks:
            row[:] = [None] * COLS
        self.cursor = None

    def text(self, col: int, row: int, string: str, fg: int = 3, bg: int = 0) -> None:
        """Print ``string`` from cell (col, row); what falls off the screen is dropped."""
        _check_logical(fg)
        _check_logical(bg)
        if not 0 <= row < ROWS:
            return
        for i, ch in enumerate(string):
            c = col + i
            if 0 <= c < COLS:
                self.chars[row][c] = ch
                self.inks[row][c] = (fg, bg)
                self._blit_glyph(c * CELL, row * CELL, ch, fg, bg)

    def centre(self, row: int, string: str, fg: int = 3, bg: int = 0) -> None:
        self.text((COLS - len(string)) // 2, row, string, fg, bg)

    def fill_cells(self, col: int, row: int, width: int, height: int, colour: int) -> None:
        """Blank a block of text cells to ``colour``."""
        for r in range(max(0, row), min(ROWS, row + height)):
            for c in range(max(0, col), min(COLS, col + width)):
                self.chars[r][c] = " "
                self.inks[r][c] = None
        self.rect(col * CELL, row * CELL, width * CELL, height * CELL, colour)

    def text_lines(self) -> list[str]:
        return ["".join(row) for row in self.chars]

    def dump_text(self) -> str:
        """The 40x32 text grid, trailing spaces removed."""
        return "\n".join(line.rstrip() for line in self.text_lines())

    def find(self, needle: str) -> Optional[tuple[int, int]]:
        """(col, row) of the first place the screen shows ``needle``."""
        for r, line in enumerate(self.text_lines()):
            c = line.find(needle)
            if c >= 0:
                return c, r
        return None

    # -- graphics --------------------------------------------------------------
    def rect(self, x: int, y: int, w: int, h: int, colour: int) -> None:
        _check_logical(colour)
        x0, x1 = max(0, x), min(WIDTH, x + w)
        if x1 <= x0:
            return
        span = bytes([colour]) * (x1 - x0)
        for yy in range(max(0, y), min(HEIGHT, y + h)):
            base = yy * WIDTH
            self.pixels[base + x0: base + x1] = span

    def frame(self, x: int, y: int, w: int, h: int, colour: int) -> None:
        """A one-pixel outline."""
        self.rect(x, y, w, 1, colour)
        self.rect(x, y + h - 1, w, 1, colour)
        self.rect(x, y, 1, h, colour)
        self.rect(x + w - 1, y, 1, h, colour)

    def plot(self, x: int, y: int, colour: int) -> None:
        _check_logical(colour)
        if 0 <= x < WIDTH and 0 <= y < HEIGHT:
            self.pixels[y * WIDTH + x] = colour

    def line(self, x0: int, y0: int, x1: int, y1: int, colour: int) -> None:
        dx, dy = abs(x1 - x0), -abs(y1 - y0)
        sx, sy = (1 if x0 < x1 else -1), (1 if y0 < y1 else -1)
        err = dx + dy
        while True:
            self.plot(x0, y0, colour)
            if x0 == x1 and y0 == y1:
                return
            e2 = 2 * err
            if e2 >= dy:
                err += dy
                x0 += sx
            if e2 <= dx:
                err += dx
                y0 += sy

    def colours_used(self) -> set[int]:
        return set(self.pixels)

    def _blit_glyph(self, x: int, y: int, ch: str, fg: int, bg: int) -> None:
        rows = self._glyph_rows(ch, fg, bg)
        for r, data in enumerate(rows):
            base = (y + r) * WIDTH + x
            self.pixels[base: base + CELL] = data

    def _glyph_rows(self, ch: str, fg: int, bg: int) -> tuple[bytes, ...]:
        key = (ch, fg, bg)
        cached = self._glyph_cache.get(key)
        if cached is None:
            bits_rows: Iterable[int] = self.font.rows(ch) if self.font else (0,) * CELL
            cached = tuple(bytes(fg if bits & (0x80 >> b) else bg for b in range(CELL))
                           for bits in bits_rows)
            self._glyph_cache.keep(key, cached)
        return cached


def _check_logical(colour: int) -> None:
    if not isinstance(colour, int) or not 0 <= colour <= 3:
        raise ValueError(f"MODE 1 logical colours are 0-3, not {colour!r}")
