"""The review's machinery (games.ui.review, games.coach.judgement) on its own: the worst
first, V a letter wherever no review is offered, the band under a table drawn, and a cost
not counted (a game's window worked through it: in that game's folder)."""
from __future__ import annotations

import textwrap

import pygame

from games.coach import Judgement
from games.paths import font_path
from games.ui import keys, review
from games.ui.font import BitmapFont
from games.ui.screen import Screen


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


def test_a_choice_whose_cost_is_not_counted_says_so_not_nought_of_nought():
    box = review.ReviewBox()
    box.entries, box.total, box._unit = [entry(0.0, "a", "b")], 0.0, "piles"
    assert dict(box.band_lines())[review.BAND_TOP] == "1 of 1 I'd change: no cost counted"
    assert dict(box.lines())[2] == "1 of 1 I'd change: no cost counted"
