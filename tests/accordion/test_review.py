"""Accordion's review (V at "Another game?"): your moves that gave piles away, by the
fewest piles reachable before and after each, worst first."""
import random
from functools import partial

import pytest

from games.accordion import GAME, coach
from games.accordion.rules import NO_MOVE, AccordionState, Move, cards, deal_codes
from games import records
from games.accordion import scene as scene_module
from games.accordion.scene import COVERED, MY_MARK, YOUR_MARK
from games.accordion.strong import _COMPAT, card_number
from games.coach import hint_rng
from games.ui import review
from games.ui.contrast import unreadable
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
    assert play_leftmost(h) == 17 and h.scene.question.name == "over"
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
    assert f"{worst.judgement.cost:.1f}" in h.lines[review.BAND_TOP] and "piles" in h.lines[review.BAND_TOP]
    piles_drawn(h, worst.decision.view)
    assert marked(h, "♦3", "♦Q", 1) == "You" and marked(h, "♦J", "♦T", 2) == "Me"
    assert h.app.screen.inks[pile_row(h, "♦3") + 1][h.lines[pile_row(h, "♦3")].index("♦3")] == YOUR_MARK
    assert h.app.screen.inks[pile_row(h, "♦J") + 2][h.lines[pile_row(h, "♦J")].index("♦J")] == MY_MARK
    assert "22 piles" in h.text and "Pack empty" in h.lines[1] and unreadable(h.app.screen) == []
    h.keys("<Right>")
    second = box.shown()
    piles_drawn(h, second.decision.view)
    assert str(second.decision.played) == "C6>C9"           # from the second line back onto the first
    line = h.lines[pile_row(h, "♣9") + 1]
    assert line[line.index(COVERED):] == COVERED + "-" * (len(line) - line.index(COVERED) - 1) and \
        line.index(COVERED) == h.lines[pile_row(h, "♣9")].index("♣9")
    assert h.lines[pile_row(h, "♣6") + 1].startswith("-You")
    assert box.index == 1 % len(entries)
    h.keys("<Esc>")
    assert h.lines == before and not box.showing and "Another game?" in h.text
    assert h.scene.coach_cost() == pytest.approx(box.total) and box.total >= worst.judgement.cost
    h.keys("N")                                             # leave: the record keeps the piles given away
    [line] = records.history("accordion")
    assert line["cost"] == pytest.approx(round(box.total, 1)) and line["piles"] == 17


def pile_row(h, glyph: str) -> int:
    return next(row for row, line in enumerate(h.lines[:review.BAND_TOP]) if f" {glyph}" in f" {line}")


def piles_drawn(h, view) -> None:
    """The piles as the view had them, thirteen to a line, every line in order."""
    rows = [line.split() for line in h.lines[:review.BAND_TOP]]
    shown = [glyph for row in rows if row and all(len(g) == 2 and g[0] in "♠♥♦♣" for g in row) for glyph in row]
    assert shown == [c.glyph for c in view.tops]


def marked(h, card: str, onto: str, below: int) -> str:
    """The mark ``below`` rows under the card moved, from the pile it covers: ↑---, then who."""
    row = pile_row(h, card)
    start, end = h.lines[row].index(onto), h.lines[row].index(card)
    mark = h.lines[row + below][start:]
    assert mark.startswith(COVERED + "-" * (end - start - 1))
    return mark[end - start:].split()[0]


def test_a_cost_not_known_within_the_search_is_said_and_costs_nothing():
    view = AccordionState(cards(deal_codes(0)), deal_all=True).view(0)
    moves = [m for m in view.legal_moves if not m.is_no_move]
    judged = [coach.judge(view, m, random.Random(0), nodes=1) for m in moves]
    unknown = [j for j, m in zip(judged, moves) if j.best != m]
    assert unknown and all(j.cost == 0 and j.words.startswith("Cost not known") for j in unknown)


def test_ending_the_turn_is_marked_where_the_next_card_would_go():
    h = start(deal=41, layout="all")
    view = AccordionState(cards("SK DK D9 H8 C7 DA".split()), deal_all=True).view(0)
    best = coach.judge(view, NO_MOVE, random.Random(0)).best
    screen = h.app.screen
    screen.clear(0)
    assert h.scene.draw_decision(screen, view, NO_MOVE, best)
    lines = screen.text_lines()
    col, row = pile_pos = scene_module.pile_cell(len(view.tops), scene_module.REVIEW_STEP)
    assert lines[row][col] == "N" and lines[row + 1][col:col + 3] == "You"
    assert screen.inks[row][col] == YOUR_MARK
    assert lines[row].split() == [c.glyph for c in view.tops] + ["N"]
    assert pile_pos[1] < review.BAND_TOP


def test_ending_the_turn_with_a_move_left_is_costed_by_the_piles_left():
    state = AccordionState(cards("SK DK D9 H8 C7 DA".split()), deal_all=True)
    view = state.view(0)
    judged = coach.judge(view, NO_MOVE, random.Random(0))
    best = coach.fewest(tuple(map(str, view.tops)), QUICK)
    assert best.known and judged.cost == 6 - best.low and judged.best != NO_MOVE
