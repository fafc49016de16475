"""At the card tables against the computer (Gin Rummy, Piquet, Marjolette, Marrakesh), the key
under a card that can be used now stands out on a key cap; the key under one that cannot is
written plainly on the table: less prominent, and still readable (3 to 1 at least).

Each game is played by its keys (tests/scenes.py) until its screen has shown both kinds of
key; which cards can be used is worked out here from the seat's legal moves, and the colours
are read back from what the screen recorded for each cell.
"""
import pytest

from games.gin_rummy import scene_layout as gin
from games.marjolette import scene_layout as marjolette
from games.marjolette.moves import Play as MarjolettePlay
from games.marrakesh import scene_layout as marrakesh
from games.piquet import scene_layout as piquet
from games.piquet.moves import Play as PiquetPlay
from games.registry import find_game
from games.seats import YOU
from games.ui.contrast import TEXT, ratio
from tests import scenes


def gin_keys(scene):
    """At your discard after taking the up-card: every key throws its card but that one's."""
    view = scene.game.view(YOU)
    if scene.question.name != "discard" or view.taken is None:
        return {}
    return {(gin.HAND_COL + gin.STEP * i, gin.LABEL_ROW): card != view.taken
            for i, card in enumerate(scene.order)}


def piquet_keys(scene):
    """At your card, when you must follow suit: the keys of the cards that follow."""
    view = scene.human_view()
    if scene.question.name != "card":
        return {}
    legal = {m.card for m in view.legal_moves if isinstance(m, PiquetPlay)}
    return {(piquet.HAND_COL + 2 * i, piquet.LABEL_ROW): card in legal
            for i, card in enumerate(piquet.displayed(scene.order, view))}


def marjolette_keys(scene):
    """At your card: the hand's keys, then the melded cards' on the table; once the stock
    is gone you must follow and win if you can."""
    view = scene.human_view()
    if scene.question.name != "card":
        return {}
    legal = {m.card for m in view.legal_moves if isinstance(m, MarjolettePlay)}
    cells = [(2 + marjolette.STEP * i, marjolette.HAND_ROW + 1) for i in range(len(view.hand))]
    cells += [(2 + marjolette.STEP * i, marjolette.MY_TABLE_ROW + 1) for i in range(len(view.table))]
    return {cell: card in legal for cell, card in zip(cells, marjolette.playable(view))}


def marrakesh_keys(scene):
    """Any card may be played when a card is asked for; while you move your pieces, 1-6
    name points, and the keys under the cards do nothing."""
    hand = scene.human_view().hand
    if scene.question.name not in ("card", "from") or scene.finished is not None:
        return {}
    return {(1 + 3 * i, marrakesh.LABEL_ROW): scene.question.name == "card" for i in range(len(hand))}


GAMES = {
    "gin_rummy": (gin_keys, scenes.gin_step, {"opponent": "simple"}),
    "piquet": (piquet_keys, scenes.piquet_step, {}),
    "marjolette": (marjolette_keys, scenes.marjolette_step, {}),
    "marrakesh": (marrakesh_keys, scenes.marrakesh_step, {}),
}


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


@pytest.mark.parametrize("name", GAMES)
def test_the_keys_of_cards_that_cannot_be_used_now_recede_but_can_still_be_read(name):
    keys_of, step, options = GAMES[name]
    h = scenes.start(find_game(name), seed=3, **options)
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

