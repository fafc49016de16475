"""The F9 hint in Marrakech marks its choice on the market as the review marks the
computer's: a rug framed in yellow inside the squares' edge, or for a turn of Assam the
four squares he would walk that way, each edged in black so that it shows on a rug of
its own colour, with "Hint: ..." beside it on the panel; the next key takes it away."""
from __future__ import annotations

from functools import partial

from games.marrakech import GAME
from games.marrakech import market
from games.marrakech import scene_art as art
from games.marrakech.moves import Rug, Turn
from games.marrakech.rules import RUG, TURN
from games.marrakech.scene import HINT_ROW, MY_MARK, PANEL, MarrakechScene
from games.ui.contrast import unreadable
from tests import scenes
from tests.marrakech.test_review_table import framed, market_shown, pixel, walked

start = partial(scenes.start, GAME, MarrakechScene, seed=2)
YELLOW_RUG = 1          # two seats: the second seat's first rugs, solid yellow


def yellow_market(state, yellow: bool = True) -> None:
    """Every square under a yellow rug (a half each), Assam's aside, so that whatever the
    hint names lies on yellow, the colour of its mark; or (``yellow`` False) bare again."""
    for sq in range(market.SQUARES):
        if sq != state.assam:
            state.tops[sq] = len(state.rug_colours) if yellow else market.EMPTY
            state.rug_colours.append(YELLOW_RUG)


def hint(h):
    h.keys("<F9>")
    h.scene.wait_for_background()
    h.app.settle()
    advice = h.scene.hint_box.advice
    assert advice is not None
    return advice.move


def ringed(h, rug: Rug) -> bool:
    """The hint's frame with paper outside it too, down the left of the rug's first
    square and along its top: the yellow is edged in black on both sides."""
    colour, _, inset = MY_MARK
    (ax, ay), (bx, by) = art.square_xy(rug.a), art.square_xy(rug.b)
    x, y = min(ax, bx), min(ay, by)                  # the frame's top left corner
    ring = [art.PAPER, art.PAPER, colour, colour, art.PAPER, art.PAPER]
    down = all([pixel(h, x + inset - 2 + i, y + k) for i in range(6)] == ring for k in range(8, 16))
    across = all([pixel(h, x + k, y + inset - 2 + i) for i in range(6)] == ring for k in range(8, 16))
    return down and across


def panel(h) -> list[str]:
    return [line[PANEL:].strip() for line in h.lines]


def test_the_hint_marks_its_turn_and_then_its_rug_on_the_market_even_on_yellow_rugs():
    h = start(seat=["person", "computer"])
    scene = h.scene
    state = scene.state
    yellow_market(state)
    assert state.phase == TURN and scene.hint_seat() == 0
    before = h.lines
    view = state.view(0)
    turn = hint(h)
    assert isinstance(turn, Turn)
    market_shown(h, view)
    assert walked(h, view, turn.way, MY_MARK)
    assert f"Hint: {turn}" in panel(h)[HINT_ROW]
    assert unreadable(h.app.screen) == []
    h.keys("<Esc>")                                  # any key: the hint and its marks go
    assert h.lines == before and not walked(h, view, turn.way, MY_MARK)
    yellow_market(state, False)                      # a walk over it all would cost more than you have
    state.load_die(1)
    h.keys(turn.way if turn.way != "S" else "<Return>")
    assert state.phase == RUG and state.current_player() == 0
    yellow_market(state)
    rug = hint(h)
    assert isinstance(rug, Rug)
    assert framed(h, rug, MY_MARK) and ringed(h, rug)
    assert f"Hint: {str(rug).upper()}" in panel(h)[HINT_ROW]
    assert unreadable(h.app.screen) == []
    h.keys("<Esc>")
    assert not framed(h, rug, MY_MARK) and "Hint:" not in " ".join(panel(h))
