"""Marrakesh's moves of several pieces, typed in another order, resumed (issue #27)."""
import json

from games import store
from games.ui import resume
from tests.test_resume import choose_again, leave, start, views


def test_the_marrakesh_move_of_the_report_is_resumed():
    """Issue #27: the pieces typed 6 to 3, then 6 off (the rules list it as 6/off 6/3)."""
    h = start("marrakesh", seed=0)
    h.keys("1 1 6 3 6 <Return>")
    before = views(h.scene)
    leave(h)
    choose_again(h, "marrakesh")
    assert store.NOTICES == [] and views(h.scene) == before


# The game of issue #27 as it was saved then: move 6 in the order its pieces were typed.
def test_a_move_saved_in_the_order_it_was_typed_still_replays():
    """A game saved before moves were saved as the rules write them is resumed, not set
    aside: a move whose parts are in another order is the same move."""
    h = start("marrakesh", seed=0)
    h.keys("1 1 6 3 6 <Return>")
    before = views(h.scene)
    leave(h)
    path = store.location(resume.save_name("marrakesh"))
    saved = json.loads(path.read_text())
    # the save as it was written before: a move of two parts in the other order (the game's
    # moves are the computer's too, so the move is found rather than named)
    typed = list(saved["sitting"][0])
    k = next(i for i, move in enumerate(typed) if len(move.split()) == 2)
    typed[k] = " ".join(typed[k].split()[::-1])
    path.write_text(json.dumps({**saved, "sitting": [typed]}))
    choose_again(h, "marrakesh")
    assert store.NOTICES == [] and views(h.scene) == before
    resumed = h.scene.record.sitting[-1]
    assert resumed[k] != typed[k] and resumed[k].split() == typed[k].split()[::-1]
