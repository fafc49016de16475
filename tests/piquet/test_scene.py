"""The Piquet scene, driven headless by keys and read back from the text screen."""
from functools import partial

import pygame
import pytest

from games.piquet import GAME
from games.piquet.scene import PiquetScene
from tests import scenes
from tests.scenes import until
from tests.piquet.steps import piquet_step

LABELS = "1234567890AB"

start = partial(scenes.start, GAME, PiquetScene, opponent="simple")


def test_a_whole_partie_through_the_scene():
    h = start()

    def watch(h):
        hand = h.scene.state.hand
        if h.scene.question.name == "card" and not hand.tricks and not hand.trick:
            assert h.lines[14][10:28].strip() == "", "a card from the last hand is still shown"
    seen = scenes.play_to_the_end(h, piquet_step, limit=2000, watch=watch)
    assert h.scene.question.name == "over"
    state = h.scene.state
    assert state.is_terminal() and len(state.history) == 6
    text = h.text
    assert "Total" in text and "the partie by" in text or "drawn" in text
    assert "Another game?" in text                     # as every game asks at its end
    assert {"discard", "drawn", "declared", "card", "last_trick", "hand_over"} <= seen
    h.keys("<Return>")                      # another partie
    assert not h.scene.state.is_terminal() and h.scene.state.hand_number == 1


def test_screen_shows_elder_hand_number_labels_and_discard_box():
    h = start(seed=3)
    lines = h.lines
    assert lines[0].startswith("You are Elder") or lines[0].startswith("I am Elder")
    assert lines[0].rstrip().endswith("Hand 1 of 6")
    assert "1 2 3 4 5 6 7 8 9 0 A B" in h.text
    assert "Discards" in h.text


def test_exchange_marks_draws_on_the_right_then_sorts():
    h = start(seed=3)
    scene = h.scene
    assert scene.state.hand.elder == 0 and scene.question.name == "discard"
    h.keys("<Return>")                              # Elder must put out one at least
    assert h.beeps == 1 and "at least 1" in h.text
    h.keys("2 5")
    assert len(scene.marked) == 2
    h.keys("5")                                     # pressing again unmarks
    assert len(scene.marked) == 1
    h.keys("9 <Return>")
    hand = scene.state.hand
    drawn = hand.drawn[0]
    assert scene.question.name == "drawn" and scene.order[-2:] == drawn
    assert "You drew" in h.text
    h.keys("<Return>")
    assert scene.order is None


def test_one_card_drawn_is_named_in_words_several_as_on_the_table():
    h = start(seed=3)
    h.keys("1 <Return>")
    one = h.scene.state.hand.drawn[0]
    assert f"You drew the {one[0].name}." in " ".join(h.lines[28:30])
    h = start(seed=3)
    h.keys("1 2 <Return>")
    two = h.scene.state.hand.drawn[0]
    assert f"You drew {two[0].glyph} {two[1].glyph}." in h.text


def test_younger_may_stand_and_the_computer_exchanges_first():
    h = start(seed=6)
    scene = h.scene
    assert scene.state.hand.elder == 1
    assert scene.question.name == "discard" and scene.state.hand.exchanged[1] >= 1
    assert "I took" in h.text
    h.keys("N")
    assert scene.state.hand.exchanged[0] == 0


def test_declaration_dialogue_appears_with_scores_to_the_right():
    h = start(seed=3)
    h.keys("1 <Return> <Return>")
    assert h.scene.question.name == "ask" and "Declare Point of" in h.text
    h.keys("<Return>")
    assert "You: Point of" in h.text
    heads = next(line for line in h.lines if line.rstrip().endswith("Me   You"))
    assert heads.index("Me") == 31
    for _ in range(12):
        if h.scene.question.name != "ask":
            break
        h.keys("<Return>")
    assert h.scene.state.hand.phase == "play" and h.scene.question.name == "declared"
    scored = [l for l in h.scene.state.hand.dialogue if l.points is not None]
    for line in scored:
        row = next(r for r in h.lines if line.text in r)
        assert row.rstrip().endswith(str(line.points))


def test_illegal_card_beeps_and_changes_nothing():
    h = start(seed=5)
    until(h, piquet_step, lambda s: s.question.name == "card" and s.state.hand.trick, limit=200)
    scene = h.scene
    led = scene.state.hand.trick[0].suit
    held = scene.state.hand.held[0]
    shown = [c for c in scene.state.view(0).hand]
    wrong = [i for i, c in enumerate(shown) if c.suit != led]
    if not wrong or all(c.suit != led for c in held):
        pytest.skip("no card of another suit to try")
    before = (h.beeps, len(held))
    h.keys(LABELS[wrong[0]])
    assert h.beeps == before[0] + 1 and len(scene.state.hand.held[0]) == before[1]
    assert "follow suit" in h.text


def test_cards_may_also_be_named_by_suit_and_value():
    h = start(seed=3)
    scene = h.scene
    card = scene.state.view(0).hand[0]
    h.keys(f"<F{'SHDC'.index(card.suit) + 1}> {card.rank}")
    assert scene.marked == {card}
    h.keys(f"{card.suit} {card.rank}")
    assert scene.marked == set()
    h.keys("S 5")
    assert h.beeps == 1 and scene.marked == set()


def test_escape_asks_before_leaving():
    h = start()
    h.keys("<Esc>")
    assert "Leave this game?" in h.text
    h.keys("N")
    assert isinstance(h.scene, PiquetScene)


class TakesOne:
    """As Elder takes a single card, so that Younger may put out seven."""

    def choose(self, view, rng):
        from games.piquet.moves import Discard
        from games.piquet.players.computer import ComputerPlayer
        if isinstance(view.legal_moves[0], Discard) and view.seat == view.elder:
            return min((m for m in view.legal_moves if len(m.cards) == 1), key=str)
        return ComputerPlayer().choose(view, rng)


def test_seven_discards_all_show_in_the_box():
    h = start(seed=6, opponent="tests.piquet.test_scene:TakesOne")
    assert h.scene.state.hand.exchanged[1] == 1
    h.keys("1 2 3 4 5 6 7 <Return>")
    box = [line[28:38] for line in h.lines[24:26]]
    assert sum(len(part.replace(" ", "")) for part in box) == 14          # seven cards of two cells
    assert all(line[38:].strip() == "" for line in h.lines[24:26])


def test_n_as_elder_is_refused_and_keeps_the_cards_marked():
    h = start(seed=3)
    h.keys("1 2")
    beeps = h.beeps
    h.keys("N")
    assert h.beeps == beeps + 1 and len(h.scene.marked) == 2 and "at least 1" in h.text


def test_the_cut_stays_in_view_beside_the_computers_exchange():
    h = start(seed=6)                                # the computer is Elder and exchanges first
    said = " ".join(h.lines[28:30])
    assert "Cut: you" in said and "I take" in said


def test_a_key_in_the_computers_turn_says_to_wait():
    h = start(seed=6)
    h.keys("N")
    h.press(pygame.K_RETURN)                         # unsettled: the computer, Elder, declares next
    assert h.scene.question.name == "computer"
    beeps = h.beeps
    h.press(ord("5"), "5")
    assert h.beeps == beeps + 1 and "Wait a moment" in h.text


def test_the_computers_declared_cards_are_shown_face_up():
    h = start(seed=6, opponent="computer")
    h.keys("N <Return>")
    shown = h.scene.human_view().shown_still_held()
    assert shown and " ".join(c.glyph for c in shown) in h.lines[2]


def test_a_pique_is_announced():
    h = start(seed=6, opponent="computer")
    until(h, piquet_step, lambda s: "Pique!" in s.prompt.message or s.question.name in ("hand_over", "over"),
          limit=300)
    assert "Pique! I score 30 more." in " ".join(h.lines[28:30])


def test_the_end_of_the_dialogue_stays_in_view_until_return():
    h = start(seed=13, opponent="computer")
    h.keys("1 2 3 4 5 <Return> <Return> <Return> <Return>")   # discard, sort, declare twice
    scene = h.scene
    assert scene.state.hand.phase == "play" and scene.question.name == "declared"
    said = [f"{'You' if line.seat == 0 else 'Me'}: {line.text}" for line in scene.state.hand.dialogue]
    assert said[-5:] == ["Me: To the?", "You: To the King", "Me: The same", "You: No set",
                         "Me: Three Kings, Three Jacks"]
    text = h.text
    assert all(line in text for line in said) and "Return to play the cards" in text
    h.keys("5")                                     # a card's key is not taken yet
    assert scene.question.name == "declared" and h.beeps == 1 and "Press Return to play the cards" in h.text
    h.keys("<Return>")
    assert scene.question.name == "card" and "Me: To the?" not in h.text
    assert "Me: Three Kings, Three Jacks" in h.text   # what scored stays listed above the tricks


def test_every_trick_is_reported_and_the_last_is_seen_before_the_table():
    h = start(seed=13, opponent="computer")
    h.keys("1 2 3 4 5 <Return> <Return> <Return> <Return> <Return>")
    scene = h.scene
    told, tell = [], scene.tell
    scene.tell = lambda message, afresh=False: (told.append(message), tell(message, afresh))
    until(h, piquet_step, lambda s: s.question.name == "last_trick")
    reports = [m for m in told if "win the trick" in m]
    tricks = scene.finished.tricks
    assert len(reports) == len(tricks) == 12        # one for every trick, forced cards too
    for i, (trick, said) in enumerate(zip(tricks, reports)):
        assert ("you win" in said.lower()) == (trick.winner == 0) and ("I win" in said) == (trick.winner == 1)
        points = (trick.winner != trick.leader) + (i == 11)          # against the lead; the last trick
        assert (f"{points} point" in said) if points else said.endswith("(the lead scored 1).")
        assert ("against the lead" in said) == (trick.winner != trick.leader)
        assert ("the last trick" in said) == (i == 11)
        if trick.winner == 1 and trick.leader == 0 and i < 11:
            assert said == f"I win the trick with the {trick.follow.name}: 1 point (against the lead)."
    leads = [m for m in told if m.startswith("I lead the ")]
    assert leads and all(m.endswith(": 1 point.") for m in leads)
    assert any("Your only card: the " in m for m in told)
    assert any(m.startswith("I win the trick with the ") for m in reports)
    assert " ".join(reports[-1].split()) in " ".join(" ".join(h.lines[26:30]).split())
    assert scene.question.name == "last_trick" and "Return for the scores" in h.text
    assert "Tricks" in h.lines[16] and "The Partie" not in h.text
    assert h.lines[14][10:28].strip() != ""         # the last trick's two cards
    h.keys("X")
    assert scene.question.name == "last_trick" and "Press Return for the scores" in h.text
    h.keys("<Return>")
    assert scene.question.name == "hand_over" and "The Partie" in h.text


def test_the_trick_before_stays_in_view_once_the_next_is_led():
    h = start(seed=13, opponent="computer")
    h.keys("1 2 3 4 5 <Return> <Return> <Return> <Return> <Return>")
    scene = h.scene

    def led_again(scene):                           # the computer won, and has led again
        hand = scene.state.hand
        return hand.trick and hand.tricks and hand.tricks[-1].winner == 1
    until(h, piquet_step, led_again, limit=60)
    trick = scene.state.hand.tricks[-1]
    row = next(line for line in h.lines if line.startswith(" Last trick"))
    assert trick.lead.glyph in row and trick.follow.glyph in row and row.rstrip().endswith("mine")


def test_a_card_played_for_you_is_named_in_words_with_the_trick_it_made():
    h = start(seed=13, opponent="computer")
    h.keys("1 2 3 4 5 <Return> <Return> <Return> <Return> <Return>")
    scene = h.scene
    until(h, piquet_step, lambda s: "Your only card: the " in s.prompt.message or s.question.name == "last_trick",
          limit=200)
    said = scene.prompt.message
    assert "Your only card: the " in said and "♠" not in said.split("Your only card: the ")[1][:20]


def test_one_n_never_sinks_a_combination():
    h = start(seed=3)
    h.keys("1 <Return> <Return>")
    assert "Declare Point of" in h.text
    h.keys("N")                                     # asked first: nothing is said yet
    assert "Sink your Point?" in h.text and "It would score nothing" in h.text
    assert not h.scene.state.hand.dialogue
    h.keys("N")                                     # N again: back to the question
    assert "Declare Point of" in h.text and not h.scene.state.hand.dialogue
    h.keys("N <Return>")                            # sunk on purpose
    assert [line.text for line in h.scene.state.hand.dialogue][:1] == ["No point"]
    assert "You: No point" in h.text
