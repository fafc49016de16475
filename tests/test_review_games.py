"""The review after a hand (V) in each game that has one: a costly move of yours is listed
with its cost, the steps go through the choices on the board and Escape goes back to
the end-of-hand question as it was; and the review, like the hint, is worked out from
your seat's views alone."""
from __future__ import annotations

import random
from pathlib import Path

import pytest

from games.coach import Judgement, beside, say
from games.registry import all_games, find_game
from games.ui import review
from games.ui.harness import Harness
from tests.kits import need
from tests.review_play import play_hand

GAMES = [info.name for info in all_games()]


ROOT = Path(__file__).resolve().parent.parent


def reviewed(name: str, walked: bool = False):
    """The game's kit's REVIEW (``walked``: only if its hand is played here), or None for
    a game whose kit names the file where its own review is tested (``OWN_REVIEW``)."""
    info = find_game(name)
    found = need(info, "REVIEW")
    if found is None:
        own = need(info, "OWN_REVIEW")
        assert (ROOT / own).exists(), f"{name}: its kit's OWN_REVIEW, {own}, is not there"
    return found if found is None or found.walked or not walked else None


@pytest.fixture(autouse=True)
def quick(monkeypatch):
    """Fewer play-outs and trial deals, as each kit's REVIEW.quick says: the machinery is
    tested here, not the figures."""
    for info in all_games():
        found = need(info, "REVIEW")
        if found is not None and found.quick is not None:
            found.quick(monkeypatch)


def said_where(h: Harness) -> tuple[str, str]:
    """(the line with the hand's total, the line with the choice's cost): the first two of
    the review in words, or the band's first under a table drawn."""
    band = h.lines[review.BAND_TOP]
    return (band, band) if "I'd change" in band else (h.lines[1], h.lines[2])


@pytest.mark.parametrize("name", GAMES)
def test_v_lists_a_costly_move_with_its_cost_steps_through_and_escape_goes_back(name):
    """One game of each kind of scene (the kit's ``REVIEW.walked``: the trick-avoidance games
    share one scene, Black Tile's tiles aside)."""
    if reviewed(name, walked=True) is None:
        return
    h, spoilt, cost = play_hand(name)
    scene = h.scene
    assert spoilt is not None and cost > 0, f"{name}: no costly move was found to play"
    assert any(d.played == spoilt for d in scene.decisions)
    assert review.offer() in h.lines[31] and scene.coach_cost() is None
    before, asked = h.lines, scene.prompt.saved()
    h.keys("V")
    scene.wait_for_background()
    entries = scene.review_box.entries
    assert entries is not None and scene.review_box.showing
    assert [e.judgement.cost for e in entries] == sorted((e.judgement.cost for e in entries), reverse=True)
    listed = [e for e in entries if e.decision.played == spoilt]
    assert listed and listed[0].judgement.cost == pytest.approx(cost) and listed[0].judgement.best != spoilt
    assert f"{scene.review_box.total:.1f}" in said_where(h)[0]
    first = h.text
    assert "You played: " in first and "I would: " in first
    for _ in range(entries.index(listed[0])):
        h.keys("<Right>")
    assert f"You played: {say(spoilt)}" in h.text and f"{listed[0].judgement.cost:.1f}" in said_where(h)[1]
    h.keys("<Left>" * entries.index(listed[0]))
    assert h.text == first
    h.keys("<Esc>")
    assert h.lines == before and scene.prompt.saved() == asked and not scene.review_box.showing
    assert scene.coach_cost() == pytest.approx(scene.review_box.total) and scene.coach_cost() >= cost
    h.keys("V <Return>")                          # again, at once: any key goes back
    assert h.lines == before


def seat_zero_position(info, moves: int, seed: int = 11):
    """A position some random moves into a game with a choice for seat 0."""
    rng, state, made = random.Random(seed), info.new_state(info.setup(seed)), 0
    while made < moves or state.current_player() != 0 or len(state.legal_moves()) < 2:
        if state.is_terminal():
            return seat_zero_position(info, moves, seed + 1)
        state.apply(rng.choice(list(state.legal_moves())))
        made += 1
    return state


@pytest.mark.parametrize("name", GAMES)
def test_the_review_keeps_only_your_views_and_hidden_cards_do_not_change_it(name):
    found = reviewed(name)
    if found is None:
        return
    info = find_game(name)
    h = Harness(info, seed=3, **found.start)
    scene, judge = h.scene, beside(info.coach, "judge")
    state = seat_zero_position(info, need(info, "MOVES_IN"))
    other = state.redeal(0, random.Random(1))
    if need(info, "HIDES"):
        assert other.all_cards() != state.all_cards(), "nothing hidden was dealt again"
    move = list(state.legal_moves())[-1]
    scene.note_decision(state, move)
    kept = scene.decisions[-1]
    scene.note_decision(other, move)
    again = scene.decisions[-1]
    assert kept.view == state.view(0) == again.view and kept.played == move
    first, second = [review.judge_all(judge, [d])[0].judgement for d in (kept, again)]
    assert isinstance(first, Judgement) and first == second and first.cost >= 0
    assert first.best in kept.view.legal_moves
