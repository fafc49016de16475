"""The post-mortem: its verdicts checked against the search itself, and plug-ins of both kinds."""
import re

import pytest

from games.accordion.postmortem import PostMortem, Step, first_dealt_move, post_mortem_solver
from games.accordion.rules import AccordionState, Move, cards, deal_cards, deal_codes
from games.accordion.solvers import replay
from games.accordion.strong import SPLIT_PROOF, Search, StrongSolver, card_number


def leftmost_steps(deal: list[str]) -> tuple[list[Step], int]:
    """Your moves if you lay the pack out and always make the leftmost move."""
    state = AccordionState(cards(deal), deal_all=True)
    steps = []
    while True:
        moves = [m for m in state.legal_moves() if not m.is_no_move]
        if not moves:
            return steps, state.pile_count()
        steps.append(Step.before(state, moves[0]))
        state.apply(moves[0])


def one_pile_possible(layout: list[str]) -> bool:
    """Searched right through, no clock: the referee for the post-mortem's verdicts."""
    solved, _ = Search(bytes(card_number(c) for c in layout), deadline=float("inf")).run()
    return solved


def done(post_mortem: PostMortem) -> PostMortem:
    post_mortem.wait()
    assert post_mortem.done and post_mortem.worker is None
    return post_mortem


def test_the_move_that_lost_one_pile_is_the_first_after_which_it_was_impossible():
    deal = deal_codes(41)
    steps, piles = leftmost_steps(deal)
    pm = done(PostMortem("strong", deal, steps, piles))
    assert pm.possible is True and pm.lines[0] == "One pile was possible."
    found = re.fullmatch(r"Your (\d+)\w\w move, (\S+) onto (\S+), lost one pile: (\S+) onto (\S+) kept it\.",
                         pm.lines[1])
    assert found, pm.lines
    k = int(found[1])
    lost = steps[k - 1]
    assert (lost.move.card.glyph, lost.move.onto.glyph) == found.group(2, 3)
    before = list(lost.tops) + list(lost.to_come)
    after = sum(lost.after(), [])
    # Possible before it (so before every earlier move too: what is out of reach stays so).
    assert one_pile_possible(before) and not one_pile_possible(after)
    # The move that kept it: legal then, and one pile still possible after it.
    kept = next(m for m in AccordionState(cards(before), deal_all=True).legal_moves()
                if not m.is_no_move and (m.card.glyph, m.onto.glyph) == found.group(4, 5))
    state = AccordionState(cards(before), deal_all=True)
    state.apply(kept)
    assert one_pile_possible([str(c) for c in state.tops()])
    # The winning line shown is from the deal, and reaches one pile.
    assert pm.line_piles == 1 and replay(deal, [str(m) for m in pm.line]) == 1


def test_one_pile_reached_needs_no_search():
    pm = PostMortem("strong", deal_codes(0), [], 1)
    assert pm.done and pm.worker is None and pm.lines == ["One pile was possible: you found it."]


def test_stopping_with_one_pile_still_possible_is_said():
    deal = deal_codes(7)
    pm = done(PostMortem("strong", deal, [], 52))
    assert pm.lines[0] == "One pile was possible."
    assert re.fullmatch(r"You stopped too soon: \S+ onto \S+ kept it\.", pm.lines[1])


def test_an_impossible_deal_gives_the_solvers_reason():
    deal = "S2 S3 H2 H3 CK CQ".split()
    pm = done(PostMortem("strong", deal, [], 6))
    assert pm.possible is False
    assert pm.lines[0] == f"One pile was impossible: {SPLIT_PROOF}"
    assert pm.lines[1] == "Its best line leaves 2 piles." and replay(deal, [str(m) for m in pm.line]) == 2


def test_a_deal_searched_right_through_says_how_many_positions():
    answer = StrongSolver().solve("SA SK HA".split(), 5.0)   # SK onto SA, then stuck
    assert re.fullmatch(r"every line of play was searched \(\d+ positions\)\.", answer.proof)


def test_not_known_within_the_time_says_how_long_it_looked():
    pm = done(PostMortem("tests.accordion.bad_solvers:Sleeps", deal_codes(3), [], 52, deal_seconds=0.2))
    # what is not known is said, with a plug-in's solver too ("Not known after 2 s." did not)
    assert pm.possible is None and re.fullmatch(r"Whether one pile was possible: not known after \d+ s\.",
                                                pm.lines[0])
    assert pm.line == []


def test_a_note_never_parts_a_figure_from_its_unit():
    from games.accordion.scene import NOTE_WIDTH, note_lines
    for width in range(NOTE_WIDTH - 12, NOTE_WIDTH + 1):
        note = "x" * (width - len("not known after 9")) + " Which move lost it: not known after 9 s."
        lines = note_lines(note)
        assert not any(line.startswith("s.") for line in lines) and "9 s." in " ".join(lines)
        assert all(len(line) <= NOTE_WIDTH for line in lines)


def test_a_plugin_that_solves_only_whole_deals_still_answers_for_the_deal():
    deal = deal_codes(41)
    steps, piles = leftmost_steps(deal)
    pm = done(PostMortem("tests.accordion.bad_solvers:Knows41", deal, steps, piles))
    assert pm.lines == ["One pile was possible.",
                        "Its solver cannot start from a position, so it cannot say which move lost it."]
    assert replay(deal, [str(m) for m in pm.line]) == 1


def test_a_plugin_with_solve_position_finds_the_losing_move_as_strong_does():
    deal = deal_codes(41)
    steps, piles = leftmost_steps(deal)
    mine = done(PostMortem("tests.accordion.bad_solvers:Positions", deal, steps, piles))
    ours = done(PostMortem("strong", deal, steps, piles))
    assert mine.lines[1].split(":")[0] == ours.lines[1].split(":")[0]


def test_a_builtin_that_does_not_search_never_answers_the_post_mortem():
    assert post_mortem_solver("simple") == post_mortem_solver("rollout") == "strong"
    assert post_mortem_solver("mine:Solver") == "mine:Solver"


def test_solve_position_is_solve_on_the_laid_out_rest():
    deal = deal_codes(5)
    whole = StrongSolver().solve(deal, 10.0)
    split = StrongSolver().solve_position(deal[:20], deal[20:], 10.0)
    assert list(whole) == list(split) and replay(deal, split) == 1


@pytest.mark.parametrize("dealt, expected", [({"D9", "DA"}, "DA>D9"), ({"SK", "DK"}, "DK>SK"), ({"SK"}, None)])
def test_the_move_that_kept_it_must_be_between_cards_dealt(dealt, expected):
    line = [Move.parse(m) for m in ("DK>SK", "DA>D9", "DA>DK")]
    move = first_dealt_move("SK DK D9 DA".split(), dealt, line)
    assert (str(move) if move else None) == expected


def test_steps_record_the_cards_still_to_come_in_dealing_order():
    state = AccordionState(deal_cards(41))
    for _ in range(5):
        state.apply(Move())
    step = Step.before(state, Move())
    assert list(step.tops) + list(step.to_come) == deal_codes(41)


def test_the_manuals_solve_position_example():
    assert StrongSolver().solve_position(["DK", "D9"], ["H8", "C7", "DA"], 2.0) == ["D9>DK", "DA>D9"]
