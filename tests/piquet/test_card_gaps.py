"""Cards side by side show the table between them, as cards on a table do (issue 39):
Piquet's twelve-card hand and Gin's end-of-hand sets were one unbroken white strip; and
the "Discards" label stands clear of its box's top line."""
from games.gin_rummy import GAME as GIN
from games.piquet import GAME as PIQUET
from games.piquet import scene_layout as piquet_layout
from games.ui.harness import Harness
from games.ui.screen import CELL, WIDTH

TABLE, PAPER = 0, 3


def _pixel(h, x, y):
    return h.app.screen.pixels[y * WIDTH + x]


def _gaps_between(h, row, cols):
    """For each card at ``cols`` (the cell of its left half) followed by another, the
    colours of the pixel column where they meet, over the card's height."""
    h.app.draw()
    return [{_pixel(h, c * CELL + 2 * CELL - 1, row * CELL + y) for y in range(CELL)}
            for c, following in zip(cols, cols[1:]) if following == c + 2]


def test_piquets_hand_shows_the_table_between_each_two_cards():
    h = Harness(PIQUET, seed=21)
    cols = [piquet_layout.HAND_COL + 2 * i for i in range(12)]
    gaps = _gaps_between(h, piquet_layout.HAND_ROW, cols)
    assert len(gaps) == 11 and all(g == {TABLE} for g in gaps), gaps
    # and each card keeps its paper otherwise: its first column is the card's
    assert _pixel(h, cols[0] * CELL, piquet_layout.HAND_ROW * CELL + 7) == PAPER


def test_gins_cards_side_by_side_show_the_table_between_them():
    """As its end-of-hand sets lie (games.gin_rummy.scene_layout.laid_out): a card every
    two cells."""
    from games.cards import Card
    from games.gin_rummy import scene_layout as gin_layout
    from games.gin_rummy.melds import Arrangement

    h = Harness(GIN, seed=5, opponent="simple")
    screen = h.app.screen
    screen.clear(TABLE)
    run = tuple(Card("H", r) for r in ("2", "3", "4"))
    gin_layout.laid_out(screen, 3, Arrangement(sets=(run,), unmatched=(), value=0))
    gaps = [{_pixel(h, c * CELL + 2 * CELL - 1, 3 * CELL + y) for y in range(-1, CELL)} for c in (1, 3)]
    assert gaps == [{TABLE}, {TABLE}]
    assert _pixel(h, 5 * CELL + 2 * CELL - 1, 3 * CELL) == TABLE and _pixel(h, 1 * CELL, 3 * CELL) == PAPER


def test_the_discards_label_stands_a_pixel_clear_of_its_box():
    h = Harness(PIQUET, seed=21)
    h.app.draw()
    label_row = piquet_layout.HAND_ROW - 2
    col = piquet_layout.BOX_COL + 1
    below_label = {_pixel(h, x, label_row * CELL + 7) for x in range(col * CELL, (col + 8) * CELL)}
    assert below_label == {TABLE}
    top_line = {_pixel(h, x, label_row * CELL + 8) for x in range(col * CELL, (col + 8) * CELL)}
    assert top_line == {h.scene.ink}
