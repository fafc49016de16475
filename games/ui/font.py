"""Reading the project's own 8x8 bitmap font from a BDF file (no pygame needed).

Each glyph becomes eight row bytes, most significant bit leftmost, placed in an
8x8 cell using the font's bounding box and the glyph's BBX offsets.
"""
from __future__ import annotations

from pathlib import Path

from games.paths import AssetError, read_asset

CELL = 8
UNKNOWN = 0xFFFD
REMEDY = "restore it from the program's files (tools/make_font.py makes it again)"


class FontError(ValueError):
    """A font file that cannot be read."""


class BitmapFont:
    def __init__(self, glyphs: dict[int, tuple[int, ...]], default: int = UNKNOWN) -> None:
        self.glyphs = glyphs
        self.default = default if default in glyphs else ord("?")

    @classmethod
    def load(cls, path: str | Path) -> "BitmapFont":
        """The font in ``path``; :class:`FontError` saying which file and what to do if it is
        missing or damaged."""
        try:
            return cls.parse(read_asset(Path(path), REMEDY))
        except AssetError as exc:
            raise FontError(str(exc)) from None
        except FontError as exc:
            raise FontError(str(AssetError(Path(path), f"is damaged ({exc})", REMEDY))) from None

    @classmethod
    def parse(cls, text: str) -> "BitmapFont":
        glyphs: dict[int, tuple[int, ...]] = {}
        ascent, default = CELL - 1, UNKNOWN
        lines = iter(text.splitlines())
        try:
            for line in lines:
                key, _, rest = line.strip().partition(" ")
                if key == "FONT_ASCENT":
                    ascent = int(rest)
                elif key == "DEFAULT_CHAR":
                    default = int(rest)
                elif key == "STARTCHAR":
                    code, rows = _read_glyph(lines, ascent)
                    if code >= 0:
                        glyphs[code] = rows
        except (ValueError, StopIteration) as exc:
            raise FontError(f"damaged BDF font: {exc}") from exc
        if ord("A") not in glyphs:
            raise FontError("font has no glyph for 'A'")
        return cls(glyphs, default)

    def rows(self, char: str) -> tuple[int, ...]:
        """Eight row bytes for ``char``; unknown characters show the default glyph."""
        return self.glyphs.get(ord(char)) or self.glyphs[self.default]

    def __contains__(self, char: str) -> bool:
        return ord(char) in self.glyphs


def _read_glyph(lines, ascent: int) -> tuple[int, tuple[int, ...]]:
    code, width, height, xoff, yoff = -1, CELL, CELL, 0, -1
    bitmap: list[int] = []
    for line in lines:
        key, _, rest = line.strip().partition(" ")
        if key == "ENCODING":
            code = int(rest.split()[0])
        elif key == "BBX":
            width, height, xoff, yoff = (int(v) for v in rest.split())
        elif key == "BITMAP":
            for _ in range(height):
                raw = next(lines).strip()
                bits = int(raw, 16) if raw else 0
                bitmap.append(bits >> (len(raw) * 4 - width) if raw else 0)
        elif key == "ENDCHAR":
            break
    cell = [0] * CELL
    top = ascent - (yoff + height)  # row of the cell where the glyph's first bitmap row lands
    for i, bits in enumerate(bitmap):
        row = top + i
        if 0 <= row < CELL:
            cell[row] = ((bits << (CELL - width)) >> xoff) & 0xFF if xoff >= 0 else (bits << (CELL - width - xoff)) & 0xFF
    return code, tuple(cell)
