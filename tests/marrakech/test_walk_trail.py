"""The trail of Assam's last walk, a white line from square to square, is edged in black as
the hint's and the review's paths are, so that it shows on a yellow rug as on bare ground."""
from functools import partial

from games.marrakech import GAME
from games.marrakech import scene_art as art
from games.marrakech.market import DOWN, EMPTY, square
from games.marrakech.rules import RUG
from games.marrakech.scene import PATH_EDGE, MarrakechScene
from tests import scenes
from tests.marrakech.test_hint_marks import yellow_market
from tests.marrakech.test_review_table import pixel

start = partial(scenes.start, GAME, MarrakechScene, seed=2)


def across(h, a: str, b: str, reach: int) -> list[int]:
    """The pixels across the way from square ``a`` to ``b``, ``reach`` either side of it, a
    third of a square on from ``a``'s middle: on its rug, short of the black between squares."""
    (ax, ay), (bx, by) = art.centre(square(a)), art.centre(square(b))
    step = art.SQUARE // 3
    mx, my = ax + step * ((bx > ax) - (bx < ax)), ay + step * ((by > ay) - (by < ay))
    return [pixel(h, mx + k * (ay != by), my + k * (ax != bx)) for k in range(-reach, reach + 1)]


def test_the_last_walks_trail_is_edged_in_black_on_yellow_rugs():
    h = start(seat=["person", "computer"])
    state = h.scene.state
    yellow_market(state)
    state.tops[square("d1")] = EMPTY                # he stops on bare ground: nobody to pay
    state.facing = DOWN
    state.load_die(3)
    h.press(13, "\r")                               # Return: straight on, d4 down to d1
    for _ in range(60):
        h.app.update(0.05)
        if not h.scene.busy:
            break
    h.app.draw()
    assert state.phase == RUG and state.current_player() == 0 and h.scene.path_shown
    edged = [art.YELLOW] + [art.PAPER] * PATH_EDGE + [art.WHITE] + [art.PAPER] * PATH_EDGE + [art.YELLOW]
    assert across(h, "d3", "d2", PATH_EDGE + 1) == edged and across(h, "d2", "d1", PATH_EDGE + 1) == edged
