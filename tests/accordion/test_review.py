"""Accordion's review (V at "Another game?"): your moves that gave piles away, by the
fewest piles reachable before and after each, worst first."""
import random
from functools import partial

import pytest

from games.accordion import GAME, coach
from games.accordion.rules import NO_MOVE, AccordionState, Move, cards, deal_codes
from games import records
from games.accordion.strong import _COMPAT, card_number
from games.coach import hint_rng
from games.ui import review
from tests import scenes
from tests.scenes import play_leftmost

start = partial(scenes.start, GAME, seed=0)
QUICK = 20_000      # positions per search: enough for deal 41, quick to test


@pytest.fixture(autouse=True)
def quick(monkeypatch):
    monkeypatch.setattr(coach, "NODES", QUICK)


def least(tops: bytes, memo: dict) -> int:
    """Every line tried, nothing cut: the referee for the review's search."""
    if tops not in memo:
        memo[tops] = min([len(tops)] + [least(tops[:i - b] + tops[i:i + 1] + tops[i - b + 1:i] + tops[i + 1:], memo)
                                        for i in range(1, len(tops)) for b in (1, 3)
                                        if i >= b and _COMPAT[tops[i]][tops[i - b]]])
    return memo[tops]


@pytest.mark.parametrize("deal", range(12))
def test_the_fewest_piles_reachable_are_those_every_line_tried_finds(deal):
    tops = tuple(deal_codes(deal)[:16])
    reach = coach.fewest(tops, QUICK)
    assert reach.known and reach.low == least(bytes(card_number(c) for c in tops), {})
    state = AccordionState(cards(list(tops)), deal_all=True)
    for move in reach.line:
        state.apply(Move.parse(move))
    assert state.pile_count() == reach.high


def test_v_lists_the_move_that_gave_piles_away_worst_first_and_escape_goes_back():
    h = start(deal=41, layout="all")
    assert play_leftmost(h) == 17 and h.scene.phase == "over"
    assert review.offer() in h.lines[31]
    before = h.lines
    h.keys("V")
    h.scene.wait_for_background()
    box = h.scene.review_box
    entries = box.entries
    assert box.showing and entries
    assert [e.judgement.cost for e in entries] == sorted((e.judgement.cost for e in entries), reverse=True)
    worst = entries[0]
    assert str(worst.decision.played) == "D3>DQ" and worst.judgement.cost >= 1
    assert "You played: ♦3 onto ♦Q" in h.text and "I would:    ♦J onto ♦T" in h.text
    assert f"{worst.judgement.cost:.1f}" in h.lines[2] and "piles" in h.lines[1]
    assert "22 piles, the pack all out:" in h.text          # the position, as you saw it
    h.keys("<Right>")
    assert box.index == 1 % len(entries)
    h.keys("<Esc>")
    assert h.lines == before and not box.showing and "Another game?" in h.text
    assert h.scene.coach_cost() == pytest.approx(box.total) and box.total >= worst.judgement.cost
    h.keys("N")                                             # leave: the record keeps the piles given away
    [line] = records.history("accordion")
    assert line["cost"] == pytest.approx(round(box.total, 1)) and line["piles"] == 17


def test_the_judge_sees_only_the_view_and_never_the_cards_to_come():
    deal = deal_codes(41)
    other = deal[:20] + sorted(deal[20:])              # the same cards dealt, others to come
    views = []
    for layout in (deal, other):
        state = AccordionState(cards(layout))
        for _ in range(19):
            state.apply(NO_MOVE)
        views.append(state.view(0))
    assert views[0] == views[1]
    played = views[0].legal_moves[0]
    first, second = (coach.judge(v, played, hint_rng(v)) for v in views)
    assert first == second and first.cost == 0 and "still to come, unseen" in first.words


def test_a_cost_not_known_within_the_search_is_said_and_costs_nothing():
    view = AccordionState(cards(deal_codes(0)), deal_all=True).view(0)
    moves = [m for m in view.legal_moves if not m.is_no_move]
    judged = [coach.judge(view, m, random.Random(0), nodes=1) for m in moves]
    unknown = [j for j, m in zip(judged, moves) if j.best != m]
    assert unknown and all(j.cost == 0 and j.words.startswith("Cost not known") for j in unknown)


def test_ending_the_turn_with_a_move_left_is_costed_by_the_piles_left():
    state = AccordionState(cards("SK DK D9 H8 C7 DA".split()), deal_all=True)
    view = state.view(0)
    judged = coach.judge(view, NO_MOVE, random.Random(0))
    best = coach.fewest(tuple(map(str, view.tops)), QUICK)
    assert best.known and judged.cost == 6 - best.low and judged.best != NO_MOVE
