"""The review of a game of Marrakech on the market: the market as it stood at each of your
choices, your rug framed in white and the computer's in yellow, or for a turn of Assam
the squares he would walk each way, in the same two colours."""
from __future__ import annotations

from games.marrakech import GAME
from games.marrakech import scene_art as art
from games.marrakech.market import EMPTY, SQUARES, STEPS, turned
from games.marrakech.moves import Rug, Turn
from games.marrakech.scene import MY_MARK, PANEL, PATH_EDGE, YOUR_MARK
from games.ui import review
from games.ui.contrast import unreadable
from games.ui.screen import WIDTH
from tests.review_play import play_hand


def pixel(h, x: int, y: int) -> int:
    return h.app.screen.pixels[y * WIDTH + x]


def market_shown(h, view) -> None:
    """Each square's middle as the view had it: the owner's letter, a dot, or Assam."""
    marks = [seat.mark for seat in h.scene.seats]
    for sq in range(SQUARES):
        col, row = art.square_cell(sq)
        shown = h.lines[row][col]
        if sq == view.assam:
            assert shown == "^>v<"[view.facing]
        elif view.tops[sq] == EMPTY:
            assert shown == "."
        else:
            assert shown == marks[view.rug_colours[view.tops[sq]] % view.players]


def framed(h, rug: Rug, mark) -> bool:
    """The rug's frame down the left of its first square: two pixels of the mark's colour
    at its inset, paper inside them."""
    colour, _, inset = mark
    x, y = art.square_xy(rug.a)
    return all([pixel(h, x + inset + i, y + k) for i in range(4)] == [colour, colour, art.PAPER, art.PAPER]
               for k in range(8, 16))


def walked(h, view, way: str, mark) -> bool:
    """The way from Assam's square to the first square that way, halfway: lines of the
    mark's colour with paper either side."""
    colour, across, _ = mark
    nxt, _ = STEPS[view.assam][turned(view.facing, way)]
    (ax, ay), (bx, by) = art.centre(view.assam), art.centre(nxt)
    mx, my = (ax + bx) // 2, (ay + by) // 2
    ks = range(min(across) - PATH_EDGE, max(across) + PATH_EDGE + 1)
    seen = [pixel(h, mx + k * (ay != by), my + k * (ax != bx)) for k in ks]
    return seen == [art.PAPER] * PATH_EDGE + [colour] * len(across) + [art.PAPER] * PATH_EDGE


def test_each_choice_shows_the_market_then_with_your_choice_and_mine_marked():
    h, spoilt, cost = play_hand("marrakech")
    h.keys("V")
    h.scene.wait_for_background()
    box = h.scene.review_box
    kinds = set()
    for _ in range(len(box.entries)):
        entry = box.shown()
        view, played, best = entry.decision.view, entry.decision.played, entry.judgement.best
        market_shown(h, view)
        assert h.lines[review.BAND_TOP + 1].startswith(f"You played: {played}")
        panel = [line[PANEL:].strip() for line in h.lines[:review.BAND_TOP]]
        assert f"You: {played}" in panel and f"Me: {best}" in panel
        if isinstance(played, Rug):
            assert framed(h, played, YOUR_MARK) and framed(h, best, MY_MARK)
        else:
            assert isinstance(played, Turn) and played != best
            assert walked(h, view, played.way, YOUR_MARK) and walked(h, view, best.way, MY_MARK)
        kinds.add(type(played))
        assert unreadable(h.app.screen) == []
        if kinds == {Rug, Turn}:
            break
        h.keys("<Right>")
    assert kinds == {Rug, Turn}, "the review had no turn, or no rug, to look at"
    assert "Return" not in "".join(h.lines[:review.BAND_TOP])     # no keys: they would seem to work
