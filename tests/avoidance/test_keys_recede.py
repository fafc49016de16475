"""At the trick table (a game of cards and one of dominoes), the keys of what cannot be played
now recede without becoming unreadable (moved from the shared contrast tests)."""
import random

from games.registry import find_game
from games.ui.contrast import TEXT, ratio
from games.ui.harness import Harness
from tests.test_ui_contrast import your_turn


def test_the_keys_of_cards_that_cannot_be_played_recede_but_can_still_be_read():
    """At the trick table, the key under a card you may play is lit; under one you may not,
    it is written plainly on the paper, less prominent but as readable as any writing."""
    for name in ("polignac", "blacktile"):
        rng = random.Random(name)
        h = Harness(find_game(name), seed=3, opponent="random", players=4, hands=4, passing=False)
        h.app.settle()
        found = False
        for _ in range(200):
            scene = h.scene
            state = scene.state
            if scene.question.name == "card":
                view = scene.view()
                legal = {m.card for m in view.legal_moves}
                hand = scene.shown_hand(view)
                if 0 < len(legal) < len(hand):
                    found = True
                    break
            if your_turn(scene):
                scene.apply_move(state, rng.choice(state.legal_moves()))
                scene.show(scene.state)
            h.keys("<wait:2.5>")                   # a finished trick stays two seconds
        assert found, f"{name}: no hand where some cards could not be played"
        h.app.draw()
        s = h.app.screen
        paper = s.palette[scene.paper]
        labels = [(i, scene.hand_label(i, card), card in legal) for i, card in enumerate(hand)]
        line = s.text_lines()[26]
        colours = {}
        col = 0
        for i, label, live in labels:
            col = line.index(label, col)
            fg, bg = (s.palette[c] for c in s.inks[26][col])
            colours.setdefault(live, set()).add((fg, bg))
            col += len(label)
        [(live_fg, live_bg)] = colours[True]
        [(dead_fg, dead_bg)] = colours[False]
        assert dead_bg == paper and ratio(dead_fg, dead_bg) >= TEXT          # plain, and readable
        assert live_bg != paper and ratio(live_bg, paper) >= TEXT            # a key cap on the table
        assert ratio(live_fg, live_bg) > ratio(dead_fg, dead_bg)
