"""The review's machinery (games.ui.review, games.coach.judgement), on Gin Rummy with a
judge that answers at once: worked out beside the loop, failing without harm, V offered at
the end of a hand, and the game's cost kept for the records; Gin's words for a take or a pass."""
from __future__ import annotations

import threading
import time

import pygame
import pytest

from games.coach import Judgement
from games.gin_rummy import coach as gin_coach
from games.ui import review
from games.ui.help import HelpScreen
from tests.review_play import play_hand


def first_legal(view, played, rng):
    best = list(view.legal_moves)[0]
    return Judgement(best, 0.0 if played == best else 1.5, "The first legal move, for the test.")


def held(judge):
    """``judge``, made to wait for the event returned before it answers."""
    release = threading.Event()

    def slow(view, played, rng):
        release.wait(10)
        return judge(view, played, rng)
    return release, slow


@pytest.fixture
def quick_judge(monkeypatch):
    monkeypatch.setattr(gin_coach, "judge", first_legal)


def test_the_end_of_a_hand_offers_v_on_the_strip_and_in_the_help_and_nowhere_before(quick_judge):
    h, spoilt, _ = play_hand("gin")
    scene = h.scene
    assert "V: a review of your play" in h.lines[31]
    assert ("V", "a review of your play in this hand") in scene.help_keys()
    h.keys("?")
    assert isinstance(h.app.help, HelpScreen) and "V a review of your play in" in " ".join(h.text.split())
    h.keys("<Esc>")
    h.keys("<Return>")                     # the scores: still the end of the hand
    assert "V: a review of your play" in h.lines[31]
    h.keys("<Return>")                     # the next hand: no review, and V is a letter again
    h.app.settle()
    assert scene.question.name not in scene.review_at and "review" not in h.lines[31]
    assert not scene.review_offered()


def test_the_review_is_worked_out_beside_the_loop_and_a_key_meanwhile_goes_back(monkeypatch):
    release, slow = held(first_legal)
    monkeypatch.setattr(gin_coach, "judge", first_legal)
    h, _, _ = play_hand("gin")
    monkeypatch.setattr(gin_coach, "judge", slow)
    scene, before = h.scene, h.lines
    h.press(pygame.K_v, "v")
    h.app.update(1 / 50)
    assert review.WORKING in h.text and scene.working and scene.review_box.showing
    h.press(pygame.K_ESCAPE)
    assert h.lines == before and scene.review_box.working and scene.coach_cost() is None
    release.set()
    scene.wait_for_background()
    h.keys("V")
    # the review's head: on its page, or (a choice drawn on the table) in the band under it
    assert ("Review:" in h.lines[1] or "I'd change" in h.lines[review.BAND_TOP]) \
        and scene.coach_cost() == pytest.approx(scene.review_box.total)
    assert scene.review_box.total == pytest.approx(1.5 * len(scene.review_box.entries))


def test_while_the_review_is_worked_out_the_screen_says_how_far_along_it_is(monkeypatch):
    """A review can take half a minute: the player sees how many choices are judged, and a
    bar that fills, not only that it is being worked out."""
    monkeypatch.setattr(gin_coach, "judge", first_legal)
    h, _, _ = play_hand("gin")
    gate, judged = threading.Semaphore(0), threading.Semaphore(0)

    def one_at_a_time(view, played, rng):
        gate.acquire(timeout=10)
        judged.release()
        return first_legal(view, played, rng)
    monkeypatch.setattr(gin_coach, "judge", one_at_a_time)
    scene = h.scene
    h.press(pygame.K_v, "v")
    h.app.update(1 / 50)
    count = scene.review_box.judged
    assert count >= 3
    assert review.WORKING in h.text and f"0 of {count} of your choices judged" in h.text
    assert review.TO_DO_CELL * review.BAR in h.text
    gate.release()
    gate.release()
    judged.acquire(timeout=10)
    judged.acquire(timeout=10)
    for _ in range(100):                    # the count is set just after the judge answers
        h.app.update(1 / 50)
        if f"2 of {count}" in h.text:
            break
        threading.Event().wait(0.01)
    filled = 2 * review.BAR // count
    assert f"2 of {count} of your choices judged" in h.text
    assert review.DONE_CELL * filled + review.TO_DO_CELL * (review.BAR - filled) in h.text
    for _ in range(count):
        gate.release()
    scene.wait_for_background()
    h.app.update(1 / 50)
    assert "Review:" in h.lines[1] or "I'd change" in h.lines[review.BAND_TOP]


def test_a_judge_that_fails_says_so_and_the_game_goes_on(monkeypatch, capsys):
    def broken(view, played, rng):
        raise RuntimeError("no figures today")

    monkeypatch.setattr(gin_coach, "judge", first_legal)
    h, _, _ = play_hand("gin")
    monkeypatch.setattr(gin_coach, "judge", broken)
    before = h.lines
    h.keys("V")
    h.scene.wait_for_background()
    assert review.FAILED in h.text and "no figures today" in capsys.readouterr().err
    h.keys("<Esc>")
    assert h.lines == before and h.scene.coach_cost() is None
    h.keys("<Return> <Return>")
    assert h.scene.question.name not in h.scene.review_at


def test_a_review_asked_for_counts_in_the_games_cost_though_the_next_hand_begins_first(monkeypatch):
    release, slow = held(first_legal)
    monkeypatch.setattr(gin_coach, "judge", first_legal)
    h, _, _ = play_hand("gin")
    scene = h.scene
    monkeypatch.setattr(gin_coach, "judge", slow)
    costly = sum(first_legal(d.view, d.played, None).cost for d in scene.decisions)
    for key, char in ((pygame.K_v, "v"), (pygame.K_ESCAPE, ""), (pygame.K_RETURN, "\r"), (pygame.K_RETURN, "\r")):
        h.press(key, char)                       # no waiting for the review: it is still worked out
    for _ in range(200):                         # to your first move of the next hand
        if scene.hint_seat() is not None:
            break
        h.app.update(0.5)
        time.sleep(0.01)
    scene._apply(list(scene.state.legal_moves())[0])
    assert scene.review_box.entries is None and not scene.review_offered()
    assert scene.coach_cost() is None and scene.working
    release.set()
    scene.wait_for_background()
    assert scene.coach_cost() == pytest.approx(costly) and costly > 0


def test_with_review_hands_set_the_hands_review_is_worked_out_as_it_ends_without_v(quick_judge):
    h, _, _ = play_hand("gin")
    scene = h.scene
    assert scene.review_box.entries is None and scene.coach_cost() is None   # a bare App: not set
    h.app.review_every_hand = True
    h.app.update(0.02)
    scene.wait_for_background()
    assert not scene.review_box.showing and "V: a review of your play" in h.lines[31]
    assert scene.review_box.entries and scene.coach_cost() == pytest.approx(1.5 * len(scene.review_box.entries))
    h.keys("V")                               # already worked out: shown at once, its head on
    # the review's page or in the band under the table drawn
    assert f"{scene.review_box.total:.1f}" in h.lines[1] + h.lines[review.BAND_TOP]


def test_gins_review_names_the_card_a_take_or_a_pass_is_of():
    """'You played: draw   I would: take' does not say which card was there to take."""
    from games.gin_rummy import GAME as GIN
    from games.gin_rummy.moves import Draw, Pass, Take
    from games.ui.harness import Harness
    h = Harness(GIN, seed=3)
    view = h.scene.state.view(0)
    up = view.up_card
    assert up is not None
    box = review.ReviewBox()
    box.start(gin_coach.hint, [], "points")
    box.entries, box.total = [review.Entry(review.Decision(view, Pass()), Judgement(Take(), 2.0, "Why."))], 2.0
    words = " ".join(text for _, text in box.band_lines())
    assert f"You played: pass {up.glyph}" in words and f"I would: take {up.glyph}" in words
    assert gin_coach.move_words(view, Draw()) == "draw from the stock"
