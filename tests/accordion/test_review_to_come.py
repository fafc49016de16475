"""Accordion's review of a move made while cards were still to come (one at a time): the
cards you had not seen dealt in many orders, each laid out and solved after your move and
after dealing on, the same orders for both; the cost is the average, said as an estimate."""
import random
import re

from games.accordion import GAME, coach
from games.accordion.rules import NO_MOVE, AccordionState, Move, cards, deal_codes
from games.coach import say
from games.ui import review
from tests import scenes


def dealt(layout: str, count: int) -> AccordionState:
    """One card at a time: ``count`` cards dealt, no move made."""
    state = AccordionState(cards(layout.split()))
    for _ in range(count - 1):
        state.apply(NO_MOVE)
    return state


def test_the_view_holds_the_cards_not_yet_seen_in_suit_and_value_order_never_their_order():
    state = dealt("C5 H5 H9 SJ S7 ST S8 S9", 3)
    view = state.view(0)
    assert [str(c) for c in view.unseen] == ["S7", "S8", "S9", "ST", "SJ"] and view.stock_count == 5


def test_a_move_that_strands_a_pile_on_every_deal_of_the_cards_to_come_costs_that_pile():
    # H9 onto H5 leaves C5 alone: no card to come shares its suit or value, and none reaches H9
    # either; dealing on keeps H5 onto C5, then H9 onto H5.
    view = dealt("C5 H5 H9 S7 S8 S9 ST SJ", 3).view(0)
    judged = coach.judge(view, Move.parse("H9>H5"), random.Random(0))
    assert judged.cost == 1.0 and judged.best.is_no_move and judged.best != Move.parse("H9>H5")
    assert f"1 pile lost on each of {coach.SAMPLES} deals of the cards to come" in judged.words
    assert say(judged.best) == "N (deal on)"
    kept = coach.judge(view, Move.parse("H5>C5"), random.Random(0))
    assert kept.cost == 0 and kept.best == Move.parse("H5>C5")


def test_the_only_move_costs_nothing_when_dealing_on_could_do_no_better():
    view = dealt("SK DK H2 H3 C4 C5 C6", 2).view(0)
    played = Move.parse("DK>SK")
    assert [m for m in view.legal_moves if not m.is_no_move] == [played]
    judged = coach.judge(view, played, random.Random(3))
    assert judged.cost == 0 and judged.best == played and "deals of the cards to come" in judged.words


def test_dealing_on_costs_nothing_while_cards_are_to_come():
    view = dealt("SK DK H2 H3 C4", 2).view(0)
    assert coach.judge(view, NO_MOVE, random.Random(0)) == coach.Judgement(NO_MOVE, 0.0, coach.DEALING_ON)


def test_with_few_cards_to_come_every_order_of_them_is_tried():
    view = dealt("C5 H5 H9 S7 S8 S9", 3).view(0)           # three to come: six orders
    judged = coach.judge(view, Move.parse("H9>H5"), random.Random(0))
    assert judged.cost == 1.0 and "1 pile lost on each of all 6 orders of the cards to come" in judged.words


def test_the_judge_never_reads_the_order_of_the_cards_to_come(monkeypatch):
    monkeypatch.setattr(coach, "SAMPLES", 6)
    deal = deal_codes(41)
    views = []
    for rest in (deal[20:], sorted(deal[20:]), list(reversed(deal[20:]))):
        state = AccordionState(cards(deal[:20] + rest))
        for _ in range(19):
            state.apply(NO_MOVE)
        views.append(state.view(0))
    assert views[0] == views[1] == views[2]
    played = next(m for m in views[0].legal_moves if not m.is_no_move)
    first, *others = (coach.judge(v, played, random.Random(5), nodes=2000) for v in views)
    assert all(other == first for other in others) and "deals of the cards to come" in first.words
    assert first != coach.judge(views[0], played, random.Random(6), nodes=2000) or first.cost == 0


def test_v_shows_a_move_made_with_cards_to_come_on_the_piles_with_its_estimate(monkeypatch):
    from games.accordion.scene import MY_MARK, REVIEW_STEP, pile_cell
    monkeypatch.setattr(coach, "SAMPLES", 4)
    monkeypatch.setattr(coach, "SAMPLE_NODES", 500)
    h = scenes.start(GAME, seed=0, deal=41, layout="one")
    assert scenes.play_leftmost(h) == 17
    h.keys("V")
    h.scene.wait_for_background()
    box = h.scene.review_box
    entry = next(e for e in box.entries if e.decision.view.stock_count and e.judgement.cost > 0)
    while box.shown() is not entry:
        h.keys("<Right>")
    view = entry.decision.view
    assert f"Pack {view.stock_count}" in h.lines[1] and entry.judgement.best.is_no_move
    assert f"You played: {say(entry.decision.played)}" in h.text and "I would:    N (deal on)" in h.text
    band = " ".join(h.lines[review.BAND_TOP + 1:])
    assert "over 4 deals of the cards to come" in band and f"{entry.judgement.cost:.1f} piles" in band
    col, row = pile_cell(len(view.tops), REVIEW_STEP)       # N where the next card would go, then Me
    assert h.lines[row][col] == "N" and h.app.screen.inks[row][col] == MY_MARK
    assert h.lines[row + 2][col:col + 2] == "Me"


def test_a_move_whose_cost_the_search_cannot_tell_on_some_orders_is_said_not_known_and_costs_nothing():
    # forty-two cards to come: with fifty positions a search, most orders cannot be solved
    # in full, and on none of the rest did dealing on do better
    view = dealt(" ".join(deal_codes(0)), 10).view(0)
    played = Move.parse("C3>D3")
    judged = coach.judge(view, played, random.Random(0), nodes=50)
    assert judged.cost == 0 and judged.best == played
    assert judged.words.startswith("Cost not known: dealing on did no better on ")
    told, untold = (int(n) for n in re.findall(r"on (\d+)(?: of| a search)", judged.words))
    assert told + untold == coach.SAMPLES and untold > 0
    assert f"of {coach.SAMPLES} deals of the cards to come" in judged.words
