"""The flashing cursor stays inside its own text cell, clear of the key strip below (at
Gin Rummy's first question, whose key strip shows under it)."""
from games.gin_rummy import GAME
from games.ui.harness import Harness
from games.ui.prompt import QUESTION_ROW, STRIP_ROW
from games.ui.screen import CELL, WIDTH


def lit_by_cursor(app) -> set[tuple[int, int]]:
    """The pixels that change when the cursor flashes on."""
    on, off = app.frame_surface(cursor_on=True), app.frame_surface(cursor_on=False)
    return {(x, y) for y in range(on.get_height()) for x in range(WIDTH)
            if on.get_at_mapped((x, y)) != off.get_at_mapped((x, y))}


def test_the_cursor_keeps_a_row_of_paper_above_the_key_strip():
    h = Harness(GAME, seed=1)
    h.keys("N")                                   # "Discard which card?": the key strip is shown
    assert "F1 ♠ S" in h.lines[STRIP_ROW] and "Discard which card?" in h.lines[QUESTION_ROW]
    col, row = h.app.screen.cursor
    lit = lit_by_cursor(h.app)
    assert lit, "the cursor shows"
    top, bottom = row * CELL, (row + 1) * CELL - 1
    assert all(col * CELL <= x < (col + 1) * CELL and top <= y < bottom for x, y in lit)
    # the cell's last pixel row is paper, as is the whole cell beside it
    assert {h.app.screen.pixels[bottom * WIDTH + x] for x in range(col * CELL, (col + 1) * CELL)} == {0}

