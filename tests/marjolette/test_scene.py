"""The Marjolette scene, driven headless by keys and read back from the text screen."""
import re
from functools import partial

from games.marjolette import GAME
from games.marjolette.moves import Declare, Play
from games.marjolette.scene import MarjoletteScene
from tests import scenes
from tests.scenes import until
from tests.marjolette.steps import marjolette_step

LABELS = "123456"

start = partial(scenes.start, GAME, MarjoletteScene, opponent="simple")


def test_a_whole_game_through_the_scene():
    h = start(seed=3)
    seen = scenes.play_to_the_end(h, marjolette_step)
    game = h.scene.state
    assert h.scene.question.name == "over" and game.is_terminal()
    assert {"card", "declare", "hand_over"} <= seen
    assert re.search(r"(You|I) win, \d+ to \d+\.", " ".join(h.text.split())) and "Another game?" in h.text
    h.keys("<Return>")
    assert not h.scene.state.is_terminal() and h.scene.state.hand_number == 1


def test_the_screen_shows_trumps_stock_turn_up_scores_and_the_keys():
    h = start(seed=3)
    text = h.text
    hand = h.scene.state.hand
    assert f"Trumps {'♠♥♦♣'['SHDC'.index(hand.trump)]}" in text
    assert "Stock 19" in text or "Stock 18" in text
    assert "Turn-up" in text and hand.turnup.glyph in text
    assert "Game to 250:  Me 0  You 0" in text
    assert "1  2  3  4  5  6" in text
    assert "Brisques 0" in text and "This hand" in text


def test_wrong_keys_beep_and_say_why():
    h = until(start(seed=3), marjolette_step, lambda s: s.question.name == "card")
    beeps = h.beeps
    h.keys("N")
    assert h.beeps == beeps + 1 and "You must play a card" in h.text
    h.keys("9")
    assert h.beeps == beeps + 2 and "The key under a card, or suit then value" in h.text
    mine = set(h.scene.human_view().cards)
    missing = next(c for c in h.scene.state.hand.all_cards() if c not in mine)
    h.keys(f"{missing.suit}{missing.rank}")
    assert h.beeps == beeps + 3 and "You do not hold" in h.text
    h.keys("<Return>")
    assert h.beeps == beeps + 4


def test_after_the_close_a_card_that_breaks_the_rules_is_refused_with_the_reason():
    h = start(seed=5)

    def following_with_a_choice(scene):
        hand = scene.state.hand
        return (scene.question.name == "card" and hand.closed and hand.trick
                and len(hand.legal_moves()) < len(hand.held[0]))
    until(h, marjolette_step, following_with_a_choice)
    hand = h.scene.state.hand
    bad = next(c for c in hand.held[0] if Play(c) not in hand.legal_moves())
    beeps = h.beeps
    h.keys(f"{bad.suit}{bad.rank}")
    assert h.beeps == beeps + 1
    assert "must follow suit" in h.text or "must trump" in h.text
    assert len(hand.trick) == 1                 # nothing was played


def test_declarations_from_a_numbered_list_or_none():
    h = until(start(seed=3), marjolette_step, lambda s: s.question.name == "declare")
    scene = h.scene
    assert "You may declare:" in h.text and "1 " in h.text
    beeps = h.beeps
    h.keys("X")
    assert h.beeps == beeps + 1 and "N" in h.text
    first = scene.choices[0]
    declared = scene.state.hand.declared[0]
    h.keys("1")
    hand = scene.state.hand
    if isinstance(first, Declare):
        assert hand.declared[0] == declared + first.meld.points(hand.trump)
        assert "You declare" in h.text
    h2 = until(start(seed=3), marjolette_step, lambda s: s.question.name == "declare")
    before = h2.scene.state.hand.declared[0]
    h2.keys("N")
    assert h2.scene.state.hand.declared[0] == before and h2.scene.question.name != "declare"


def test_your_melded_cards_lie_on_the_table_with_keys_and_can_be_played():
    h = start(seed=3)

    def melds_on_table(scene):
        return scene.question.name == "card" and scene.state.hand.table[0]
    until(h, marjolette_step, melds_on_table)
    view = h.scene.human_view()
    assert "Your melds" in h.text
    label = LABELS[len(view.hand)]               # the first card on the table
    card = view.table[0]
    if Play(card) in h.scene.state.legal_moves():
        h.keys(label)
        assert card not in h.scene.state.hand.table[0]


def test_the_computers_declarations_are_said_on_the_message_line():
    h = start(seed=3, opponent="computer")
    said = False
    for _ in range(400):
        if "I declare" in h.text or "I exchange the dix" in h.text:
            said = True
            break
        if h.scene.question.name == "over":
            break
        marjolette_step(h)
    assert said


def test_escape_asks_before_leaving_and_keeps_the_game():
    h = until(start(seed=3), marjolette_step, lambda s: s.question.name == "card")
    hand = h.scene.state.hand
    h.keys("<Esc>")
    assert "Leave this game?" in h.text
    h.keys("N")
    assert h.scene.state.hand is hand and h.scene.question.name == "card"


def test_the_message_line_names_the_card_you_drew():
    h = start(seed=5)
    checked = 0
    for _ in range(300):
        scene = h.scene
        if scene.question.name == "over":
            break
        hand = scene.state.hand
        before = set(hand.held[0]) | set(hand.table[0])
        marjolette_step(h)
        now = h.scene.state.hand
        if now is not hand or "You draw the" not in scene.prompt.message:
            continue
        glyph = scene.prompt.message.split("You draw the ")[1][:2]
        drawn = [c for c in set(now.held[0]) | set(now.table[0]) if c.glyph == glyph]
        assert drawn and drawn[0] not in before
        assert not any(e.action == "dix" and e.card == drawn[0] for e in now.events)
        checked += 1
    assert checked > 3


def test_every_trick_says_who_won_it_and_its_brisques_and_the_last_trick_its_ten():
    import doctest

    import games.marjolette.scene as scene_module
    assert doctest.testmod(scene_module).failed == 0
    h = start(seed=3)
    scene = h.scene
    told, tell = [], scene.tell
    scene.tell = lambda message, afresh=False: (told.append(message), tell(message, afresh))
    until(h, marjolette_step, lambda s: s.finished is not None)
    reports = [m for m in told if " the trick" in m or " the last trick" in m]
    tricks = scene.finished.tricks
    assert len(reports) == len(tricks)
    for i, (trick, said) in enumerate(zip(tricks, reports)):
        brisques = [c.glyph for c in (trick.lead, trick.follow) if c.rank in "AT"]
        last = i == len(tricks) - 1
        points = 10 * len(brisques) + 10 * last
        assert said.startswith("I win" if trick.winner == 1 else "You win")
        assert (f": {points} points (" in said) if points else said.endswith(": no points.")
        assert all(glyph in said for glyph in brisques) and ("the last trick" in said) == last


def test_a_card_key_pressed_while_the_finished_trick_is_shown_plays_the_card():
    from games.marjolette import scene_layout as lay

    h = start(seed=3)
    for _ in range(5000):
        scene = h.scene
        game = scene.state
        legal = game.legal_moves() if not game.is_terminal() else []
        if scene.question.name == "trick" and game.current_player() == 0 and len(legal) > 1 and \
                all(isinstance(m, Play) for m in legal):
            break
        if scene.question.name == "card":
            for label in LABELS:
                before = h.beeps
                h.press(ord(label), label)
                if h.beeps == before:
                    break
        elif scene.question.name in ("declare", "hand_over"):
            h.press(13, "\r")
        else:
            scene.wait_for_background()
            h.app.update(0.02)
    else:
        raise AssertionError("you never won a trick with a choice of lead")
    shown = lay.playable(scene.human_view())
    card = next(c for c in shown if Play(c) in legal)
    label = LABELS[shown.index(card)]
    beeps = h.beeps
    h.press(ord(label), label)
    assert h.beeps == beeps and "Wait" not in h.text
    assert game.hand.trick[0] == card
