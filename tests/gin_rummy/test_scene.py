"""The Gin Rummy scene, driven headless by keys and read back from the text screen."""
import re
from functools import partial

from games.gin_rummy import GAME
from games.gin_rummy.melds import best_melds
from games.gin_rummy.moves import Discard
from games.gin_rummy.scene import GinScene
from games.gin_rummy.scene_layout import LABELS
from tests import scenes
from tests.scenes import until
from tests.gin_rummy.steps import gin_step

start = partial(scenes.start, GAME, GinScene, opponent="simple")


def at_the_first_offer(seed=5):
    """A game where you are asked whether to take the up-card: (harness, scene, up-card)."""
    h = start(seed=seed)
    scene = h.scene
    until(h, gin_step, lambda s: s.question.name == "draw")
    return h, scene, scene.state.hand.discards[-1]


def test_a_whole_game_through_the_scene():
    h = start()
    screens = set()

    def watch(h):
        if h.scene.question.name == "hand_over":
            screens.add(h.text)
    seen = scenes.play_to_the_end(h, gin_step, watch=watch)
    assert h.scene.question.name == "over"
    game = h.scene.state
    assert game.is_terminal() and game.score.game_winner() is not None
    text = h.text
    assert "Total" in text and "Game to" in text and "Another game?" in text
    assert {"draw", "discard", "hand_over", "scores"} <= seen
    assert any("knocked with" in s or "went Gin" in s or "no score" in s for s in screens)
    h.keys("<Return>")                                   # another game
    assert not h.scene.state.is_terminal() and not h.scene.state.finished


def test_screen_shows_turn_stock_pile_and_labels():
    h = start(seed=3)
    lines = h.lines
    assert lines[0].startswith("Your turn") or lines[0].startswith("My turn")
    assert "Stock" in h.text and "Pile" in h.text
    assert "1  2  3  4  5  6  7  8  9  0" in h.text
    hand = h.scene.state.hand
    assert f"{len(hand.stock):>2}" in lines[8]
    for card in h.scene.order:
        assert card.glyph in lines[24]


def test_return_takes_the_up_card_and_the_drawn_card_comes_in_on_the_right():
    h, scene, up = at_the_first_offer()
    h.keys("<Return>")
    assert scene.order[-1] == up and scene.question.name == "discard"
    h.keys("N")
    assert "Press the key" in h.text                    # N is no answer to "Discard which card?"


def test_moving_a_card_about_in_the_hand():
    h = start(seed=7)
    scene = h.scene
    until(h, gin_step, lambda s: s.question.name == "draw")
    first, third = scene.order[0], scene.order[2]
    h.keys("1")                                         # raise the first card
    assert scene.question.name == "move" and scene.raised == first
    h.keys("3")                                         # put it in the third place
    assert scene.order[2] == first and scene.order[1] == third and scene.question.name == "draw"
    h.keys("2 <Right> <Right> <Return>")                # and shift one with the arrows
    assert scene.order[3] == third
    assert sorted(scene.order, key=lambda c: c.index) == sorted(scene.state.hand.hands[0],
                                                               key=lambda c: c.index)


def test_tab_sorts_into_sets_and_a_card_can_be_named_by_suit_and_value():
    h = start(seed=5)
    scene = h.scene
    until(h, gin_step, lambda s: s.question.name == "draw" and s.state.hand.phase == "draw")
    h.keys("N")                                         # draw
    assert scene.question.name == "discard"
    h.keys("<Tab>")
    held = list(scene.order)
    arrangement = best_melds(held)
    assert held == [c for s in arrangement.sets for c in s] + list(arrangement.unmatched)
    card = held[-1]
    h.keys(f"{card.suit} {card.rank}")
    assert scene.question.name == "throw" and scene.raised == card
    h.keys("N")
    assert scene.question.name == "discard" and scene.raised is None


def test_the_card_taken_is_refused_as_soon_as_it_is_raised():
    h, scene, up = at_the_first_offer()
    h.keys("<Return>")
    beeps = h.beeps
    h.keys(LABELS[scene.order.index(up)])
    assert h.beeps == beeps + 1 and f"You may not throw back the {up.name} you took" in " ".join(h.lines[28:30])
    assert scene.question.name == "discard" and scene.raised is None and "Throw the" not in h.text
    h.keys(f"{up.suit} {up.rank}")                      # named by suit and value: the same
    assert h.beeps == beeps + 2 and scene.raised is None and up in scene.order


def test_a_wrong_key_at_take_the_up_card_says_return_or_n():
    h, scene, up = at_the_first_offer()
    for key in ("X", "<Left>", "<BS>"):
        beeps = h.beeps
        h.keys(key)
        assert h.beeps == beeps + 1 and scene.question.name == "draw"
        said = " ".join(h.lines[28:30])
        assert "Return takes it, N passes" in said and "key under a card" not in said
    h.keys("S X")                                       # a suit, then a wrong value: about the value
    assert "Now the value" in h.text and scene.question.name == "draw"


def test_delete_at_take_the_up_card_takes_back_a_suit_typed_as_the_help_says():
    h, scene, up = at_the_first_offer()
    assert ("Delete", "take back the suit") in scene.help_keys()
    h.keys("S")
    beeps = h.beeps
    h.keys("<BS>")
    assert h.beeps == beeps and not scene.entry.suit and scene.question.name == "draw"


def test_a_dead_hand_says_the_same_dealer_deals_again():
    h = start(seed=3)
    scene = h.scene
    scene.state.hand.stock = scene.state.hand.stock[-3:]
    until(h, gin_step, lambda s: s.question.name == "hand_over", limit=50)
    assert scene.finished.result.dead
    assert "no score; the same dealer deals again." in h.text and "same deal again" not in h.text


def test_knocking_shows_both_hands_and_the_score_lines():
    h = start(seed=11)
    scene = h.scene
    until(h, gin_step, lambda s: s.question.name == "hand_over" and not s.finished.result.dead)
    text = h.text
    result = scene.finished.result
    assert ("knocked with" in text or "went Gin" in text) and "Box" in text and "Cards" in text
    assert "hand counts" in text
    for arrangement in result.hands:
        for s in arrangement.sets:
            assert "".join(c.glyph for c in s) in text
    h.keys("<Return>")
    assert "The score" in h.text and "Total" in h.text


def test_leaving_asks_first():
    h = start()
    h.keys("<Esc>")
    assert "Leave this game?" in h.text
    h.keys("N")
    assert isinstance(h.scene, GinScene)


def test_y_is_yes_and_delete_puts_a_raised_card_back():
    h, scene, up = at_the_first_offer()
    h.keys("Y")                                         # takes the up-card
    assert scene.order[-1] == up and scene.question.name == "discard"
    card = next(c for c in scene.order if c != up)
    h.keys(f"{LABELS[scene.order.index(card)]} <BS>")
    assert scene.question.name == "discard" and scene.raised is None
    h.keys(LABELS[scene.order.index(card)])
    if Discard(card, True) in scene.state.legal_moves():
        h.keys("Y <BS>")                                # at "Knock?": choose again
        assert scene.question.name == "discard" and card in scene.order
        h.keys(f"{LABELS[scene.order.index(card)]} Y N")
    else:
        h.keys("Y")
    assert card not in scene.order                      # thrown (the computer may have taken it)


def test_a_forced_draw_keeps_its_reason_beside_the_card_drawn():
    h = start(seed=3)                   # you are offered the up-card first; the dealer takes it
    h.keys("<Return> 0 <Return>")
    assert "You must draw from the stock. You drew the" in " ".join(h.lines[28:30])


def test_escape_again_at_leave_this_game_stays():
    h = start()
    beeps = h.beeps
    h.keys("<Esc> <Esc>")
    assert isinstance(h.scene, GinScene) and h.beeps == beeps and "Leave this game?" not in h.text


def test_the_bottom_lines_name_one_card_in_words_as_in_piquet():
    # "I take the ♥3" beside "You took the Seven of Diamonds" read as two programs: every
    # message and question names a card in words; only the table shows it as it looks.
    h = start()
    said = set()
    for _ in range(400):
        if h.scene.question.name == "over":
            break
        said.add(" ".join(h.lines[28:31]))
        if h.scene.question.name == "draw" and h.scene.state.hand.phase == "offer":
            h.keys("Q")                         # the reminder of what Return and N do
            said.add(" ".join(h.lines[28:31]))
        gin_step(h)
    said.discard("")
    assert any(" the " in line for line in said)
    assert not [line for line in said if re.search("[♠♥♦♣][A2-9TJQK]", line)]
