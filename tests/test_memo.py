"""Remembered answers (games.memo) never outgrow their bound, however many come."""
import pytest

from games.memo import Memo


def test_a_memo_never_holds_more_than_its_bound_and_keeps_the_latest_answer():
    memo = Memo(100)
    for key in range(10_000):
        assert memo.keep(key, key * key) == key * key
        assert len(memo) <= 100
        assert memo.get(key) == key * key
    assert memo.bound == 100


def test_a_memo_reads_as_a_plain_dict():
    memo = Memo(3)
    memo.keep("a", 1)
    assert memo.get("a") == 1 and memo.get("b") is None and "a" in memo


def test_a_memo_without_room_for_one_answer_is_refused():
    with pytest.raises(ValueError, match="at least one"):
        Memo(0)


def test_the_screen_remembers_at_most_so_many_glyphs_however_many_characters_it_is_shown():
    from games.paths import font_path
    from games.ui.font import BitmapFont
    from games.ui.screen import GLYPHS, Screen

    screen = Screen(BitmapFont.load(font_path()))
    strange = [chr(0x4E00 + i) for i in range(2 * GLYPHS)]      # none of them in the font
    for start in range(0, len(strange), 40):
        screen.text(0, 0, "".join(strange[start:start + 40]), 3, 0)
        assert len(screen._glyph_cache) <= GLYPHS
    screen.text(0, 1, "Which game?")
    assert "Which game?" in screen.dump_text()
