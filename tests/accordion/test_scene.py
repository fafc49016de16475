from functools import partial

import pygame
import pytest

from games.accordion import GAME
from games.accordion.rules import Move, deal_cards, deal_codes
from games.accordion.simple import SimpleSolver
from games.accordion.solvers import replay
from tests import scenes
from tests.scenes import play_leftmost

start = partial(scenes.start, GAME, seed=0, deal=7)


def said(h) -> str:
    """The screen's words in one line, however they were wrapped."""
    return " ".join(h.text.split())


def test_the_mode_question_comes_first_and_shows_the_deal_number():
    h = start(deal=123)
    assert "Deal 123" in h.lines[0]
    assert "One card at a time?" in h.text and "whole pack" in h.text
    h.keys("Q")
    assert h.beeps == 1 and "Return for Yes or N for No" in h.text
    h.keys("N")
    assert "52 piles" in h.text and "Card to move?" in h.text


def test_whole_pack_is_laid_out_in_lines_of_thirteen():
    h = start(deal=7, layout="all")
    deal = deal_cards(7)
    lines = [line for line in h.lines[2:12] if line.strip()]
    assert len(lines) == 4
    assert lines[0].split() == [c.glyph for c in deal[:13]]
    assert lines[3].split() == [c.glyph for c in deal[39:]]


def test_one_at_a_time_n_deals_and_n_at_an_empty_pack_ends_the_turn():
    h = start(deal=7)
    h.keys("<Return>")
    assert h.lines[3].split() == ["♥5"] and "Pack 51" in h.text
    h.keys("N")
    assert h.lines[3].split() == ["♥5", "♣A"] and "Dealt ♣A" in h.text
    for _ in range(50):
        h.keys("N")
    assert h.scene.state.stock_left() == 0 and h.lines[1].endswith("N ends your turn")
    assert h.scene.question.name == "move"
    h.keys("N")  # the pack is exhausted, but moves are left: asked first
    assert "End your turn with 52 piles?" in h.text and h.scene.question.name == "end"
    assert h.lines[1].endswith("Pack empty")
    h.keys("<Return>")  # the turn ends, the computer plays
    assert h.scene.question.name == "over" and h.scene.your_piles == 52
    assert "You" in h.text and "52 piles" in h.text


def test_n_at_destination_cancels_and_illegal_choices_beep():
    h = start(deal=7, layout="all")
    h.keys("<F2>5")  # ♥5 is the first pile: nothing to its left
    assert h.beeps == 1 and "♥5 cannot move anywhere" in h.text
    h.keys("<F4>2")  # ♣2 (fifth) can jump onto ♣A (second)
    assert "Destination?" in h.text and "Moving ♣2" in h.text
    h.keys("N")
    assert "Card to move?" in h.text and h.scene.selected is None
    h.keys("C2 H5")
    assert h.beeps == 2 and "1 or 3 places" in h.text and h.scene.state.pile_count() == 52
    assert "Destination?" in h.text  # a refused destination leaves the card chosen
    h.keys("SJ")
    assert h.beeps == 3 and "♣2 and ♠J differ in suit and value" in h.text
    h.keys("CA")
    assert h.scene.state.pile_count() == 51 and h.lines[3].split()[:2] == ["♥5", "♣2"]
    h.keys("CA")
    assert h.beeps == 4 and "not on top of a pile" in h.text


def test_the_computer_replays_the_same_deal_and_the_scores_are_shown():
    h = start(deal=7, layout="all")
    yours = play_leftmost(h)
    assert h.scene.question.name == "over"
    expected = SimpleSolver().solve(deal_codes(7), 2.0)
    assert h.scene.outcome.moves == expected
    assert h.scene.replay.pile_count() == replay(deal_codes(7), expected) == h.scene.outcome.piles
    assert f"{yours} piles" in h.text and "Another game?" in h.text
    mine = h.scene.outcome.piles
    verdict = "You win" if yours < mine else "The computer wins" if yours > mine else "A draw"
    assert verdict in h.text


def test_the_replay_is_paced_and_any_key_takes_it_to_the_end():
    h = start(deal=7, layout="all")
    while h.scene.state.legal_moves() != [Move()]:
        h.scene.state.apply(h.scene.state.legal_moves()[0])
    h.scene._end_turn()
    h.app.update(0.02)
    assert h.scene.question.name == "replay" and h.scene.replay.pile_count() == 52
    h.app.update(2.0)
    assert 48 <= h.scene.replay.pile_count() < 52 and h.scene.busy
    assert "The computer's turn" in h.text
    h.press(ord("x"), "x")
    assert h.scene.question.name == "over" and h.scene.replay.pile_count() == h.scene.outcome.piles


def test_play_again_takes_the_next_deal_and_n_leaves():
    h = start(deal=41, layout="one")
    play_leftmost(h)
    h.keys("<Return>")
    assert "Deal 42" in h.lines[0] and h.scene.question.name == "move"
    play_leftmost(h)
    h.keys("N")
    assert h.scene is not None and h.scene.__class__.__name__ == "MenuScene"


def test_a_strong_computer_in_its_own_process_reaches_one_pile(monkeypatch):
    from games.accordion import computer
    # a minute, not two seconds: on a loaded machine the clock must not decide the test
    monkeypatch.setattr(computer, "GAME_TIME_LIMIT", 60.0)
    h = start(deal=3, layout="all", solver="strong")
    play_leftmost(h)
    assert h.scene.question.name == "over" and h.scene.outcome.piles == 1
    assert "Computer (strong)" in h.text and "1 pile" in h.text


def test_a_broken_solver_never_stops_the_game():
    h = start(deal=3, layout="all", solver="tests.accordion.bad_solvers:Raises")
    play_leftmost(h)
    assert h.scene.question.name == "over" and h.scene.outcome.piles == 52
    assert "solver failed" in h.text and "RuntimeError" in h.text


@pytest.mark.parametrize("argv, words", [
    (["--solver", "nosuch"], "not a built-in"),
    (["--solver", "tests.accordion.exits_on_import:S"], "SystemExit: bye"),
    (["--solver", "tests.accordion.bad_solvers:ExitsWhenMade"], "SystemExit: 3"),
    (["--solver", "tests.accordion.hangs_on_import:S"], "still loading after"),
    (["--deal", "-3"], "deal number must be 0 to 999999999"),
    (["--one", "--all"], "not allowed with"),
])
def test_bad_game_options_are_argparse_errors(capsys, monkeypatch, argv, words):
    from games.accordion import computer
    from games.cli import main
    monkeypatch.setattr(computer, "GAME_TIME_LIMIT", 0.1)   # for the module that hangs
    with pytest.raises(SystemExit) as exit_:
        main(["accordion", *argv])
    assert exit_.value.code == 2 and words in capsys.readouterr().err


def test_a_plugins_claim_of_impossible_is_shown_as_its_word_only():
    h = start(deal=3, layout="all", solver="tests.accordion.bad_solvers:Liar")
    play_leftmost(h)
    assert h.scene.your_piles > 1
    assert "Its solver says one pile was impossible: trust me" in said(h)
    assert "W shows" not in h.text           # no line to show: it gave up at once


def test_a_stray_key_at_play_again_keeps_the_result_in_view():
    h = start(deal=41, layout="one")
    play_leftmost(h)
    result = h.scene.prompt.message
    h.keys("X X")
    assert result in " ".join(h.lines[28:30]) and h.scene.question.name == "over"


def test_one_n_too_many_never_throws_the_deal_away():
    h = start(deal=7, layout="all")
    assert h.lines[1].endswith("N ends your turn")
    h.keys("C2")                    # a card chosen, then N twice: cancel, then the end of the turn?
    assert "Destination?" in h.text and "N ends your turn" not in h.lines[1]
    h.keys("N N")
    assert h.scene.question.name == "end" and "End your turn with 52 piles?" in h.text
    assert "N plays on" in h.text
    h.keys("X")
    assert h.beeps == 1 and h.scene.question.name == "end"
    h.keys("N")                     # a third N: the turn goes on, nothing lost
    assert h.scene.question.name == "move" and "Card to move?" in h.text and h.scene.state.pile_count() == 52
    assert h.scene.your_piles is None
    h.keys("N <Esc>")               # Escape at the question asks before leaving, as in play
    assert "Leave this game?" in h.text
    h.keys("N <Return>")
    assert h.scene.question.name == "over" and h.scene.your_piles == 52


def test_with_no_move_left_n_ends_the_turn_at_once():
    h = start(deal=7, layout="all")
    state = h.scene.state
    while [m for m in state.legal_moves() if not m.is_no_move]:
        state.apply(next(m for m in state.legal_moves() if not m.is_no_move))
    h.keys("N")
    assert h.scene.question.name == "over" and "End your turn" not in h.text


def test_after_the_game_the_post_mortem_names_the_move_that_lost_one_pile_and_w_shows_the_line():
    h = start(deal=41, layout="one")
    assert play_leftmost(h) == 17
    text = said(h)
    assert "One pile was possible." in text
    assert "Your 31st move, ♦3 onto ♦Q, lost one pile: ♠2 onto ♠T kept it." in text
    assert "W shows the winning line." in text and h.scene.question.name == "over"
    h.press(pygame.K_w, "w")                          # one key, without waiting for the replay
    assert h.scene.question.name == "replay" and h.lines[1] == "The winning line"
    assert "52 piles" in h.text                       # laid out afresh, played at the computer's pace
    h.keys("X")                                       # any key: to the end
    assert h.scene.question.name == "over" and "1 pile" in h.lines[12] and "Another game?" in h.text
    assert "You                     17 piles" in h.text
    h.keys("<Return>")
    assert h.scene.post_mortem is None and "Deal 42" in h.lines[0]


def test_the_post_mortem_never_holds_the_game_up(monkeypatch):
    import time

    from games.accordion import computer
    monkeypatch.setattr(computer, "GAME_TIME_LIMIT", 0.1)
    h = start(deal=3, layout="all", solver="tests.accordion.bad_solvers:Sleeps")
    h.press(pygame.K_n, "n").press(pygame.K_RETURN)   # your turn ends at once: 52 piles
    started = time.monotonic()
    while h.scene.question.name != "over" and time.monotonic() - started < 120:
        h.app.update(0.05)                            # live frames: nothing waits for the search
        time.sleep(0.01)
    assert h.scene.question.name == "over" and not h.scene.post_mortem.done
    assert "Was one pile possible? Searching" in h.text and "W shows" not in h.text
    h.press(pygame.K_w, "w")                          # no line yet: W is a stray key
    assert h.beeps == 1 and h.scene.question.name == "over"
    worker = h.scene.post_mortem.worker
    h.press(pygame.K_n, "n")                          # to the menu: the search is stopped
    assert h.scene is not None and worker.process is None
