"""The bundled BDF font: complete, well formed, legible and up to date."""
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BDF = ROOT / "fonts" / "bbc8x8.bdf"

REQUIRED = (
    list(range(32, 127))
    + [0xA3, 0xE9, 0xE8, 0xB7, 0xD7]
    + [0x2660, 0x2665, 0x2666, 0x2663]
    + [0x2500, 0x2502, 0x250C, 0x2510, 0x2514, 0x2518,
       0x251C, 0x2524, 0x252C, 0x2534, 0x253C]
    + [0x2588, 0x2580, 0x2584, 0x258C, 0x2590, 0x2591, 0x2592, 0x2593]
    + [0x25CF, 0x25CB, 0x25B2, 0x25BC, 0x25C4, 0x25BA,
       0x2191, 0x2193, 0x2190, 0x2192]
    + list(range(0x2680, 0x2686))
    + list(range(0xE000, 0xE005))
    + [0xFFFD]
)


def parse(path):
    """Code point -> list of bitmap row strings, plus the header keywords."""
    glyphs, header = {}, {}
    code = rows = None
    for line in path.read_text(encoding="ascii").splitlines():
        key, _, rest = line.partition(" ")
        if rows is not None:
            if key == "ENDCHAR":
                glyphs[code] = rows
                code = rows = None
            else:
                rows.append(line)
        elif key == "ENCODING":
            code = int(rest)
        elif key == "BITMAP":
            rows = []
        elif key == "BBX":
            assert rest == "8 8 0 -1", f"U+{code:04X} is not a full cell"
        elif code is None:
            header[key] = rest
    return glyphs, header


GLYPHS, HEADER = parse(BDF)


def lit(code):
    return sum(bin(int(row, 16)).count("1") for row in GLYPHS[code])


def test_header():
    assert HEADER["STARTFONT"] == "2.1"
    assert HEADER["SIZE"] == "8 75 75"
    assert HEADER["FONTBOUNDINGBOX"] == "8 8 0 -1"
    assert HEADER["FONT_ASCENT"] == "7"
    assert HEADER["FONT_DESCENT"] == "1"
    assert int(HEADER["CHARS"]) == len(GLYPHS)
    assert int(HEADER["DEFAULT_CHAR"]) in GLYPHS


def test_every_required_glyph_is_a_full_8x8_cell():
    missing = [f"U+{c:04X}" for c in REQUIRED if c not in GLYPHS]
    assert not missing
    for code in REQUIRED:
        rows = GLYPHS[code]
        assert len(rows) == 8, f"U+{code:04X}"
        assert all(len(row) == 2 and 0 <= int(row, 16) < 256 for row in rows)


def test_printable_ascii_glyphs_are_all_different():
    seen = {}
    for code in range(32, 127):
        bitmap = tuple(GLYPHS[code])
        assert bitmap not in seen, f"{chr(code)!r} looks like {chr(seen[bitmap])!r}"
        seen[bitmap] = code
    assert lit(ord(" ")) == 0


def test_letters_and_digits_have_substance():
    for ch in "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789":
        assert lit(ord(ch)) >= 8, ch


def test_bdf_matches_generator():
    result = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "make_font.py"), "--check"],
        capture_output=True, text=True,
    )
    assert result.returncode == 0, result.stderr


def test_the_club_stands_on_a_stem_under_a_leaf_no_wider_than_its_foot():
    """Light on dark at scale 1 a club whose top leaf ran into its side leaves was a blob
    (issue 39): its leaf is as narrow as its foot, and a one-pixel stem shows beneath."""
    rows = [format(int(r, 16), "08b") for r in GLYPHS[0x2663]]
    inked = [[i for i, c in enumerate(r) if c == "1"] for r in rows]
    foot = max(i for i, r in enumerate(inked) if r)
    assert len(inked[0]) <= len(inked[foot]) and len(inked[1]) <= len(inked[foot])
    assert len(inked[foot - 1]) == 1, rows
