"""The review's machinery (games.ui.review, games.coach.judgement), on Gin Rummy with a
judge that answers at once: worked out beside the loop, failing without harm, V a
letter wherever no review is offered, and the game's cost kept for the records."""
from __future__ import annotations

import textwrap
import threading
import time

import pygame
import pytest

from games.coach import Judgement
from games.gin_rummy import coach as gin_coach
from games.paths import font_path
from games.ui import keys, review
from games.ui.font import BitmapFont
from games.ui.help import HelpScreen
from games.ui.screen import Screen
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


def entry(cost: float, best: str, played: str) -> review.Entry:
    return review.Entry(review.Decision(None, played), Judgement(best, cost, ""))


def test_the_worst_come_first_and_a_different_choice_is_listed_even_at_no_cost():
    same, free, small, big = entry(0, "a", "a"), entry(0, "a", "b"), entry(0.5, "a", "c"), entry(2, "a", "d")
    assert review.worst_first([same, free, small, big]) == [big, small, free]


def test_v_is_the_review_command_in_the_one_table_a_letter_elsewhere_and_may_be_moved():
    keys.use_key_map({})
    assert keys.translate(pygame.K_v, "v") == keys.REVIEW
    assert keys.typed(keys.REVIEW) == keys.Command("char", "V") and keys.typed(keys.HINT) == keys.HINT
    assert keys.key_refusal(pygame.K_v, "review", keys.current_keys()) is None
    assert "for typing" in keys.key_refusal(pygame.K_v, "hint", keys.current_keys())
    keys.use_key_map({"review": pygame.K_F10})
    try:
        assert keys.translate(pygame.K_F10) == keys.REVIEW and keys.command_key("review") == "F10"
        assert keys.translate(pygame.K_v, "v") == keys.Command("char", "V")
        assert keys.typed(keys.REVIEW) == keys.REVIEW
    finally:
        keys.use_key_map({})


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
    scene._apply(list(scene.rules_state().legal_moves())[0])
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


def cards_drawn(screen, view, played, best) -> bool:
    screen.text(0, 3, f"TABLE {played} {best}", 3)
    return True


def test_a_table_drawn_for_the_review_keeps_the_top_rows_and_the_words_go_in_the_band_under_it():
    box = review.ReviewBox()
    box.entries = [entry(2.5, "discard CK", "discard HT"), entry(1.0, "draw", "take")]
    box.total, box.judged = 3.5, 9
    box.entries = [review.Entry(review.Decision("view", e.decision.played),
                                Judgement(e.judgement.best, e.judgement.cost,
                                          "discard CK: +15.9 points a hand over 24 quick play-outs, yours -0.3."))
                   for e in box.entries]
    seen = []

    def table(screen, view, played, best):
        seen.append((view, played, best))
        return cards_drawn(screen, view, played, best)

    rows = dict(box.band_lines())
    assert min(rows) == review.BAND_TOP and max(rows) < 31
    assert rows[review.BAND_TOP] == "1 of 2 I'd change: 2.5 of 3.5 points"
    assert rows[review.BAND_TOP + 1] == "You played: discard HT"      # both would not fit on one row
    assert rows[review.BAND_TOP + 2] == "I would:    discard CK"
    assert "quick play-outs" in " ".join(text for row, text in rows.items() if row > review.BAND_TOP + 2)
    box.index = 1
    assert dict(box.band_lines())[review.BAND_TOP + 1] == "You played: take   I would: draw"
    box.index = 0
    screen = Screen(BitmapFont.load(font_path()))
    box.draw(screen, 0, 3, 1, 3, table)
    assert seen == [("view", "discard HT", "discard CK")]
    assert screen.text_lines()[3].startswith("TABLE discard HT discard CK")
    assert screen.text_lines()[review.BAND_TOP + 1].startswith("You played: discard HT")
    box.draw(screen, 0, 3, 1, 3, lambda *a: False)      # no table: the position in words, as before
    assert "TABLE" not in screen.text_lines()[3] and screen.text_lines()[1].startswith("Review: 9 choices")


def test_a_sentence_too_long_for_the_band_gets_the_row_of_the_two_moves_which_then_share_one():
    box = review.ReviewBox()
    words = ("No figure: you said nothing of your point, which the rules let you keep quiet about, "
             "and I would have claimed it, with the set that goes with it.")
    assert len(textwrap.wrap(words, 40)) == 4
    box.entries = [review.Entry(review.Decision("view", "claim nothing"), Judgement("claim point, set", 2.0, words))]
    box.total, box.judged = 2.0, 5
    rows = dict(box.band_lines())
    assert rows[review.BAND_TOP + 1] == "You: claim nothing  Me: claim point, set"
    shown = " ".join(text for row, text in sorted(rows.items()) if row > review.BAND_TOP + 1)
    assert shown == " ".join(textwrap.wrap(words, 40)) and max(rows) == 30
