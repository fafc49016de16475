"""The trick table, driven headless by keys and read back from the text screen."""
from __future__ import annotations

from functools import partial

import pytest

from games.polignac import GAME as POLIGNAC
from games.short_hearts import GAME as HEARTS
from games.slobberhannes import GAME as SLOBBER
from games.avoidance.scene import TrickTableScene
from games.avoidance.scene_table import LABELS
from tests import scenes
from tests.scenes import card_table_step, until

start = partial(scenes.start, kind=TrickTableScene, opponent="simple")


@pytest.mark.parametrize("info, players", [(POLIGNAC, 3), (SLOBBER, 5), (HEARTS, 4)],
                         ids=["polignac-3", "slobberhannes-5", "hearts-4"])
def test_a_whole_game_through_the_scene(info, players):
    h = start(info, players=players, hands=players, passing=True)
    seen = scenes.play_to_the_end(h, card_table_step)
    state = h.scene.state
    assert state.is_terminal() and len(state.history) == players
    assert {"pass", "card", "trick", "hand_over"} <= seen
    assert "Another game?" in h.text and "with" in h.text
    assert "Total" in h.text
    h.keys("<Return>")
    assert not h.scene.state.is_terminal() and h.scene.state.number == 0


def test_the_questions_before_the_game():
    h = start(POLIGNAC)
    assert "How many players (3-6)?" in h.text
    before = h.beeps
    h.keys("7")
    assert h.beeps == before + 1 and "Press 3-6" in h.text
    h.keys("4")
    assert "How many hands (4, 8, 12 ...)?" in h.text
    h.keys("6 <Return>")
    assert h.beeps == before + 2 and "multiple of 4" in h.text
    h.keys("<BS> <Return>")
    assert "Pass cards before each hand?" in h.text
    h.keys("N")
    scene = h.scene
    assert scene.state.seats == 4 and scene.state.hands == 4 and scene.state.hand.direction == "hold"
    assert "Hand 1 of 4" in h.lines[0]


def test_return_alone_plays_one_round():
    h = start(HEARTS, players=3)
    h.keys("<Return>")
    assert h.scene.state.hands == 3 and h.scene.state.hand.direction == "right"


def test_a_card_that_does_not_follow_is_refused_with_the_reason():
    h = start(HEARTS, players=4, hands=4, passing=False)
    for _ in range(40):
        scene = h.scene
        if scene.question.name == "card" and scene.state.hand.play.trick.plays:
            view = scene.view()
            legal = {m.card for m in view.legal_moves}
            wrong = [i for i, c in enumerate(view.hand) if c not in legal]
            if wrong:
                before, held = h.beeps, list(view.hand)
                h.keys(LABELS[wrong[0]])
                assert h.beeps == before + 1 and "You must follow suit" in h.text
                assert list(h.scene.view().hand) == held and h.scene.question.name == "card"
                card = view.hand[[i for i, c in enumerate(view.hand) if c in legal][0]]
                h.keys(f"{card.suit} {card.rank}")      # named by suit and value instead
                assert card not in h.scene.state.hand.held(0)
                return
        card_table_step(h)
    pytest.skip("no trick in which a card did not follow (seed)")


def test_passing_card_by_card_then_return():
    h = start(HEARTS, players=3, hands=3)
    assert "Pass 3 to Bob, then Return" in h.text
    before = h.beeps
    h.keys("1 2 <Return>")
    assert h.beeps == before + 1 and "Mark 3 cards to pass (2 marked)" in h.text
    h.keys("2")                                   # a marked card taken back
    assert len(h.scene.marked) == 1
    h.keys("2 3 4")
    assert h.beeps == before + 2 and "3 are marked" in h.text
    marked = list(h.scene.marked)
    h.keys("<Return>")
    view = h.scene.view()
    assert view.phase == "play" and not set(marked) & set(view.hand)
    assert "passed you" in h.text and len(view.received) == 3


def test_capot_is_a_return_or_n_question():
    h = start(POLIGNAC, seed=1, players=4, hands=4, passing=False)
    until(h, card_table_step, lambda s: s.question.name == "bid", limit=10)
    assert "Bid capot (take all four queens)?" in h.text
    h.keys("X")
    assert "Press Return for Yes or N for No" in h.text
    h.keys("<Return>")
    assert h.scene.state.hand.bidder == 0 and "You bid capot!" in h.text
    assert "you bid capot" in h.lines[1]


def test_escape_asks_before_leaving_a_game_in_progress():
    h = start(SLOBBER, players=3, hands=3, passing=False)
    h.keys("<Esc>")
    assert "Leave this game?" in h.text
    h.keys("N")
    assert isinstance(h.scene, TrickTableScene)


def test_the_trick_stays_until_a_key_and_a_card_key_then_also_plays():
    h = start(SLOBBER, seed=4, players=4, hands=4, passing=False)
    for _ in range(200):
        scene = h.scene
        if scene.question.name == "trick" and scene.shown_trick.winner == 0:
            shown = scene.shown_trick
            first = scene.view().hand[0]
            assert "You take the trick" in h.text
            h.keys("1")
            assert h.scene.shown_trick != shown and first not in h.scene.state.hand.held(0)
            assert h.scene.state.hand.play.tricks[-1].card_of(0) == first or \
                h.scene.state.hand.play.trick.card_of(0) == first
            return
        card_table_step(h)
    pytest.skip("you took no trick (seed)")


@pytest.mark.parametrize("seats", [3, 4, 5, 6])
def test_the_seats_and_their_trick_cards_never_overlap(seats):
    from games.avoidance.scene_table import BLOCK_WIDTH, INFO_ROW, SEAT_BLOCKS, TRICK_CELLS, TableDrawing

    cells = {}
    bottom = min(INFO_ROW, TableDrawing().review_rows().info)     # your line, playing or in the review

    def claim(col, row, width, height, who):
        for r in range(row, row + height):
            for c in range(col, col + width):
                assert 0 <= c < 40 and 2 <= r < bottom, f"{who} leaves the table at {c},{r}"
                assert (c, r) not in cells, f"{who} overlaps {cells[(c, r)]} at {c},{r}"
                cells[(c, r)] = who
    for seat, (col, row) in enumerate(SEAT_BLOCKS[seats], start=1):
        claim(min(col, 40 - BLOCK_WIDTH), row, BLOCK_WIDTH, 4, f"seat {seat}")
    for seat, (col, row) in enumerate(TRICK_CELLS[seats]):
        claim(col - 1, row, 4, 1, f"trick card {seat}")      # the card and the winner's pointer


@pytest.mark.parametrize("seats", [3, 4])
def test_black_tiles_review_keeps_your_line_under_the_seats_and_the_tiles_played_with_their_numbers(seats):
    from games.avoidance.scene_table import SEAT_BLOCKS, TRICK_CELLS
    from games.blacktile.scene import BlackTileScene

    rows = BlackTileScene.review_rows(BlackTileScene.__new__(BlackTileScene))
    assert max(row + 1 for _, row in TRICK_CELLS[seats]) < rows.info       # a tile's numbers under it
    assert max(row + 4 for _, row in SEAT_BLOCKS[seats]) <= rows.info


def test_options_that_disagree_are_refused_before_a_window_opens(capsys):
    from games.cli import main
    assert main(["polignac", "--players", "3", "--hands", "4"]) == 2
    assert "--hands 4 is not a multiple of --players 3" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["hearts", "--players", "5"])
