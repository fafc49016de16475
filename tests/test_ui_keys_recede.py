"""At the card tables against the computer, the key under a card that can be used now stands
out on a key cap; the key under one that cannot is written plainly on the table: less
prominent, and still readable (3 to 1 at least).

Each game is played by its keys (its kit's ``step``) until its screen has shown both kinds of
key; where the keys are and which cards can be used is its kit's ``receding_keys(scene)``
(from the seat's legal moves), started with the window's options ``RECEDE_START`` (None: a
game with no such keys), and the colours are read back from what the screen recorded for
each cell.
"""
import pytest

from games.registry import playable_games
from games.ui.contrast import TEXT, ratio
from tests import scenes
from tests.kits import need

WITH_KEYS = [info for info in playable_games() if need(info, "RECEDE_START") is not None]


def test_a_card_table_game_is_among_those_with_keys_that_recede():
    assert WITH_KEYS, "no game's kit names keys under cards (RECEDE_START)"


def seen_colours(h, keys):
    """The (ink, paper) of each key the scene now shows, as physical colours, by whether its
    card can be used."""
    h.app.draw()
    s = h.app.screen
    found = {True: set(), False: set()}
    for (col, row), usable in keys.items():
        assert s.chars[row][col] != " ", f"no key at {col},{row}"
        found[usable].add(tuple(s.palette[c] for c in s.inks[row][col]))
    return found


@pytest.mark.parametrize("info", WITH_KEYS, ids=lambda info: info.name)
def test_the_keys_of_cards_that_cannot_be_used_now_recede_but_can_still_be_read(info):
    keys_of, step = need(info, "receding_keys"), need(info, "step")
    h = scenes.start(info, seed=3, **need(info, "RECEDE_START"))
    live, dead = set(), set()

    def both_seen(scene):
        found = seen_colours(h, keys_of(scene))
        live.update(found[True])
        dead.update(found[False])
        return live and dead

    scenes.until(h, step, both_seen)
    [(live_ink, live_paper)] = live          # one look for each kind, wherever it is
    [(dead_ink, dead_paper)] = dead
    table = h.app.screen.palette[h.scene.paper]
    assert dead_paper == table and ratio(dead_ink, dead_paper) >= TEXT          # plain, readable
    assert ratio(live_ink, live_paper) > ratio(dead_ink, dead_paper)           # the live one stands out
    if live_paper != table:
        assert ratio(live_paper, table) >= TEXT                                # a cap, seen on the table

