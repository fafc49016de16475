"""Accordion's own lines in the history: the deal and the piles, a turn ended with keys,
no coach's figure without a review, its best piles and solved deals."""
from __future__ import annotations

from games import records
from games.registry import find_game
from games.ui.harness import Harness
from tests.test_records import finish


def test_accordion_keeps_the_deal_and_the_piles():
    finish("accordion", layout="all", deal=42)
    [line] = records.history("accordion")
    assert line["deal"] == 42 and line["players"] == ["you", "simple"]
    assert line["result"] == ("won" if line["piles"] == 1 else "lost") and line["score"] == [line["piles"]]


def test_accordion_turn_ended_with_keys_is_recorded():
    info = find_game("accordion")
    h = Harness(info, seed=1, menu_games=[info], layout="all", deal=17)
    h.keys("N")
    if "End your turn" in h.text:
        h.keys("<Return>")
    h.keys("<Escape>")                      # kept until you leave: a review (V) may still count
    [line] = records.history("accordion")
    assert line["deal"] == 17 and line["piles"] == 52 and line["result"] == "lost"


def test_a_game_left_without_a_review_keeps_no_figure():
    finish("accordion", layout="all", deal=42)
    [line] = records.history("accordion")
    assert "cost" not in line


def test_summary_counts_each_games_own_figures():
    accordion = [{"game": "accordion", "deal": d, "piles": p, "result": "won" if p == 1 else "lost"}
                 for d, p in ((5, 3), (9, 1), (2, 1), (9, 1))]
    figures = records.summary(find_game("accordion"), accordion)
    assert figures["best_piles"] == 1 and figures["solved_deals"] == [2, 9] and figures["won"] == 3
    assert records.summary(find_game("gin"), accordion)["played"] == 0
