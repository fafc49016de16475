"""The MODE 1 screen, the font and the key table."""
import pygame
import pytest

from games.paths import font_path
from games.ui.font import BitmapFont, FontError
from games.ui.keys import Command, KeyScriptError, parse_script, translate, KeyPress, Wait
from games.ui.screen import (BLACK, COLS, GREEN, HEIGHT, RED, ROWS, WHITE, WIDTH, YELLOW,
                             PHYSICAL_RGB, Screen)

NEEDED = "".join(chr(c) for c in range(32, 127)) + "\u2660\u2665\u2666\u2663\ue000\u2588"


@pytest.fixture(scope="module")
def font():
    return BitmapFont.load(font_path())


def test_font_covers_ascii_and_the_suits(font):
    for ch in NEEDED:
        assert ch in font, f"no glyph for {ch!r}"
        assert len(font.rows(ch)) == 8
    assert font.rows("A") != font.rows("B")
    assert font.rows("\u2665") != font.rows("\u2666")
    assert font.rows("\U0001F600") == font.rows("\ufffd") or font.rows("\U0001F600")


def test_damaged_font_is_a_clear_error(tmp_path):
    bad = tmp_path / "bad.bdf"
    bad.write_text("STARTFONT 2.1\nSTARTCHAR A\nENCODING 65\nBBX 8 8 0 -1\nBITMAP\nZZ\n")
    with pytest.raises(FontError, match="bad.bdf is damaged .*: restore it .*tools/make_font.py"):
        BitmapFont.load(bad)
    with pytest.raises(FontError, match="missing.bdf is missing: restore it"):
        BitmapFont.load(tmp_path / "missing.bdf")


def test_text_lands_in_the_grid_and_the_pixels(font):
    s = Screen(font)
    s.clear(0)
    s.text(38, 31, "OK!", fg=2, bg=1)          # the '!' falls off the edge
    assert s.text_lines()[31][38:] == "OK"
    assert len(s.text_lines()) == ROWS and all(len(line) == COLS for line in s.text_lines())
    cell = [s.pixels[(31 * 8 + y) * WIDTH + 38 * 8 + x] for y in range(8) for x in range(8)]
    assert set(cell) == {1, 2}
    assert s.find("OK") == (38, 31)


def test_never_more_than_four_colours(font):
    s = Screen(font, (GREEN, BLACK, RED, WHITE))
    s.clear(0)
    s.rect(10, 10, 50, 50, 3)
    s.line(0, 0, WIDTH - 1, HEIGHT - 1, 2)
    s.text(0, 0, "\u2660\u2665", 1, 3)
    assert s.colours_used() <= {0, 1, 2, 3}
    for bad in (4, -1, 255):
        with pytest.raises(ValueError):
            s.rect(0, 0, 1, 1, bad)
        with pytest.raises(ValueError):
            s.text(0, 0, "X", fg=bad)


def test_vdu19_remaps_the_palette(font):
    s = Screen(font)
    assert s.rgb_palette() == [PHYSICAL_RGB[c] for c in (BLACK, RED, YELLOW, WHITE)]
    s.vdu19(0, GREEN)
    assert s.rgb_palette()[0] == (0, 255, 0)
    with pytest.raises(ValueError):
        s.vdu19(0, 8)
    with pytest.raises(ValueError):
        s.set_palette((BLACK, RED, GREEN))
    assert PHYSICAL_RGB[WHITE] == (255, 255, 255) and PHYSICAL_RGB[YELLOW] == (255, 255, 0)


def test_key_table():
    assert translate(pygame.K_F1) == Command("suit", "S")
    assert translate(pygame.K_F4) == Command("suit", "C")
    assert translate(pygame.K_RETURN).is_yes
    assert translate(pygame.K_n, "n").is_no
    assert translate(pygame.K_ESCAPE).name == "back"
    assert translate(pygame.K_q, "q") == Command("char", "Q")
    assert translate(pygame.K_LSHIFT, "") is None


def test_key_scripts():
    steps = parse_script("S K <F1> 5 <Return> <wait:1.5> <lt>")
    assert [s.unicode for s in steps if isinstance(s, KeyPress)] == ["S", "K", "", "5", "\r", "<"]
    assert Wait(1.5) in steps
    for bad in ("<Return", "<Nonsense>", "<wait:x>", "<wait:9999>"):
        with pytest.raises(KeyScriptError):
            parse_script(bad)


def test_without_a_sound_device_one_line_says_so_and_the_librarys_chatter_is_kept_off():
    import os
    import subprocess
    import sys
    env = {k: v for k, v in os.environ.items() if k != "SDL_AUDIODRIVER"}
    env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    script = ("from games.ui.sound import Sound\n"
              "first, second = Sound(True), Sound(True)\n"
              "print(first.available)\n")
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and "ALSA lib" not in done.stderr, done.stderr
    said = done.stderr.splitlines()
    if done.stdout.strip() == "False":
        assert said == ["traditional-games: no sound device: playing without sound"]
    else:
        assert said == []
