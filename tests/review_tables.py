"""The review (V) at a two-seat card table (Gin Rummy, Piquet, Marjolette: each game's own
tests, tests/<package>/test_review_table.py, say how its table marks a choice): each choice
of yours drawn on the game's own table as your seat saw it then, without the keys, with your
move and the computer's marked on it in two styles, the review's words in the band beneath,
and every character drawn readable. Here, what those tests share; ``check(scene, screen,
view, played, best)`` is the game's own test of one choice drawn."""
from __future__ import annotations

import random

from games.registry import find_game
from games.ui import review
from games.ui.contrast import unreadable
from games.ui.harness import Harness
from tests.review_play import STARTS, play_hand


def text_at(screen, row: int) -> str:
    return screen.text_lines()[row]


def card_at(screen, card, rows) -> tuple[int, int]:
    """Where ``card`` is drawn in ``rows``."""
    for row in rows:
        col = text_at(screen, row).find(card.glyph)
        if col >= 0:
            return col, row
    raise AssertionError(f"{card.glyph} is not on the table in rows {list(rows)}")


def word_over(screen, row: int, col: int, word: str, colours) -> None:
    """``word`` is written in ``row`` in ``colours`` (logical ink, paper), over column ``col``."""
    line = text_at(screen, row)
    start = line.find(word)
    assert start >= 0, f"no {word!r} in row {row}: {line!r}"
    assert start <= col < start + len(word), f"{word!r} in row {row} is not over column {col}: {line!r}"
    assert screen.inks[row][start] == colours, f"{word!r} in row {row} is not in {colours}"


def v_draws_your_choices_and_steps_on(name: str, check) -> None:
    """V at the end of a hand: the first two choices, each drawn on the table and checked,
    the second not the first's table again."""
    h, spoilt, cost = play_hand(name)
    scene = h.scene
    h.keys("V")
    scene.wait_for_background()
    entries = scene.review_box.entries
    assert entries and len(entries) >= 2 and scene.review_box.showing
    tables = []
    for step, entry in enumerate(entries[:2]):
        if step:
            h.keys("<Right>")
        lines = h.lines
        assert lines[review.BAND_TOP].startswith(f"{step + 1} of {len(entries)} I'd change")
        assert "You played: " in lines[review.BAND_TOP + 1]
        d = entry.decision
        check(scene, h.app.screen, d.view, d.played, entry.judgement.best)
        assert unreadable(h.app.screen) == []
        tables.append(lines[:review.BAND_TOP])
    assert tables[0] != tables[1], "stepping on did not draw the next choice's table"


def seat_zero_view(info, wanted, tries: int = 60):
    """Your view at a choice of the kind ``wanted`` picks, some random moves into a game."""
    for seed in range(tries):
        rng, state = random.Random(seed), info.new_state(info.setup(seed))
        for _ in range(600):
            if state.is_terminal():
                break
            if state.current_player() == 0:
                view = state.view(0)
                if len(view.legal_moves) > 1 and wanted(view):
                    return view
            state.apply(rng.choice(list(state.legal_moves())))
    raise AssertionError("no such choice met")


def other_than(view, move, kind=None):
    """A legal move of ``view`` other than ``move`` (of the type ``kind``, if given)."""
    return next(m for m in view.legal_moves if m != move and (kind is None or isinstance(m, kind)))


def kind_of_choice_drawn(name: str, wanted, moves, check) -> None:
    """A choice of the kind ``wanted`` picks, your move and mine from ``moves(view)``, drawn
    with both marked, above the review's band, and from the view alone."""
    info = find_game(name)
    h = Harness(info, seed=3, **STARTS.get(name, {}))
    scene, screen = h.scene, h.app.screen
    view = seat_zero_view(info, wanted)
    played, best = moves(view)
    assert played in view.legal_moves and best in view.legal_moves and played != best
    screen.clear(scene.paper)
    assert scene.draw_decision(screen, view, played, best) is True
    check(scene, screen, view, played, best)
    assert unreadable(screen) == []
    drawn = screen.text_lines()
    assert all(not line.strip() for line in drawn[review.BAND_TOP:]), "the table runs into the review's band"
    # drawn from the view alone: what the live table shows now changes nothing
    scene.shown_trick = (view.hand[0], view.hand[-1])
    screen.clear(scene.paper)
    scene.draw_decision(screen, view, played, best)
    assert screen.text_lines() == drawn
