"""Eleven Point Black Tile at the table, driven headless by keys and read back from the screen."""
from __future__ import annotations

from functools import partial

import pytest

from games.blacktile import GAME
from games.blacktile.rules import TilePlay
from games.blacktile.scene import BlackTileScene, TileEntry, tile_glyphs
from games.blacktile.tiles import DOUBLE_SIX, Tile, suit_name, suits_of
from games.ui.harness import Harness
from games.ui.keys import Command
from tests import scenes
from tests.scenes import tile_keys, tile_table_step

start = partial(scenes.start, GAME, BlackTileScene, opponent="simple")


def to_mode(h, mode, limit=400, leading=None):
    """Play on until the table is in ``mode`` (and, if ``leading`` is given, you lead or not)."""
    def there(scene):
        return scene.question.name == mode and (leading is None or leading == (not scene.view().trick.plays))
    scenes.until(h, tile_table_step, there, limit)


@pytest.mark.parametrize("players", [3, 4])
def test_a_whole_game_through_the_scene(players):
    h = start(players=players, hands=players)
    seen = scenes.play_to_the_end(h, tile_table_step)
    state = h.scene.state
    assert state.is_terminal() and len(state.history) == players
    assert {"pass", "card", "trick", "hand_over"} <= seen
    assert "Another game?" in h.text and "Total" in h.text
    assert sorted(state.all_cards()) == sorted(DOUBLE_SIX)


def test_three_or_four_play_and_passing_is_not_asked():
    h = start()
    assert "How many players (3-4)?" in h.text
    h.keys("3 <Return>")                                     # Return: one round of three hands
    assert (h.scene.state.seats, h.scene.state.hands) == (3, 3)
    assert "Pass 3 to" in h.text and len(h.scene.view().hand) == 9


def test_a_tile_is_named_by_its_two_numbers_either_way_round():
    h = start(players=4, hands=4)
    scene = h.scene
    tile = next(t for t in scene.shown_hand(scene.view()) if not t.is_double)
    h.keys(str(tile.low))
    assert f"{tile.low}-" in h.text                          # half typed, on the prompt line
    h.keys(str(tile.high))
    assert scene.marked == [tile]
    h.keys(tile_keys(tile))
    assert scene.marked == []                                # named again: taken back


def test_bad_tile_keys_are_refused_with_the_reason():
    h = start(players=4, hands=4)
    scene = h.scene
    held = set(scene.shown_hand(scene.view()))
    missing = next(t for t in DOUBLE_SIX if t not in held)
    before = h.beeps
    h.keys("7")
    assert h.beeps == before + 1 and "The numbers on a tile are 0 to 6" in h.text
    h.keys(tile_keys(missing))
    assert h.beeps == before + 2 and f"You do not hold the {missing}" in h.text
    h.keys("6 <BS> X")
    assert h.beeps == before + 3 and "Name a tile by its two numbers" in h.text
    h.keys("<Return>")
    assert h.beeps == before + 4 and "Mark 3 tiles to pass (0 marked)" in h.text
    assert scene.state.hand.phase == "pass" and scene.marked == []


def test_a_lead_asks_for_its_suit_and_refuses_any_other():
    h = start(players=3, hands=3, seed=11)
    to_mode(h, "card", leading=True)
    scene = h.scene
    view = scene.view()
    tile = next(t for t in scene.shown_hand(view) if not t.is_double)
    h.keys(tile_keys(tile))
    assert scene.question.name == "suit"
    names = f"{suit_name(str(tile.high))} or {suit_name(str(tile.low))} ({tile.high} or {tile.low})"
    assert f"Lead {tile} as {names}?" in h.text
    wrong = next(str(n) for n in range(7) if n not in tile.numbers)
    before = h.beeps
    h.keys(f"{wrong} D")
    assert h.beeps == before + 2 and f"Name one of its suits: {names}" in " ".join(h.lines[-5:])
    h.keys("<BS>")                                           # changed my mind: choose again
    assert scene.question.name == "card"
    played = len(scene.state.hand.play.played())
    h.keys(f"{tile_keys(tile)} {tile.low}")
    trick = scene.shown_trick or scene.state.hand.play.trick
    assert trick.suit == str(tile.low) and len(scene.state.hand.play.played()) > played
    assert TilePlay(tile, str(tile.low)) not in scene.state.legal_moves()


def test_a_doublet_leads_its_number_or_doubles():
    entry_scene = BlackTileScene.__new__(BlackTileScene)
    five = Tile.parse("55")
    assert entry_scene.suit_for_key(Command("char", "D"), five) == "D"
    assert entry_scene.suit_for_key(Command("char", "5"), five) == "5"
    assert entry_scene.suit_for_key(Command("char", "3"), five) is None
    assert entry_scene.suit_for_key(Command("char", "D"), Tile.parse("53")) is None
    assert entry_scene.suit_hint(five) == "5s or Doubles (5 or D)"
    assert entry_scene.suit_hint(Tile.parse("30")) == "3s or Blanks (3 or 0)"


def test_a_tile_that_does_not_follow_is_refused_with_the_reason():
    for seed in range(40):
        h = start(players=4, hands=4, seed=seed)
        to_mode(h, "card", leading=False)
        scene = h.scene
        view = scene.view()
        suit = view.trick.suit
        legal = {m.card for m in view.legal_moves}
        wrong = [t for t in scene.shown_hand(view) if t not in legal]
        if not wrong:
            continue
        before, hand = h.beeps, list(view.hand)
        h.keys(tile_keys(wrong[0]))
        assert h.beeps == before + 1
        name = {"D": "Doubles", "0": "Blanks"}.get(suit, f"{suit}s")
        assert f"You must follow suit: {name}" in h.text
        assert list(scene.view().hand) == hand and scene.question.name == "card"
        assert all(suit in suits_of(t) for t in legal)
        return
    pytest.fail("no seed offered a tile that does not follow")


def test_the_table_writes_each_tile_played_and_the_suit_led():
    h = start(players=4, hands=4, seed=2)
    to_mode(h, "trick")
    trick = h.scene.shown_trick
    name = {"D": "Doubles", "0": "Blanks"}.get(trick.suit, f"{trick.suit}s")
    assert name in h.text
    for _, tile in trick.plays:
        assert tile_glyphs(tile) in h.text and tile_keys(tile) in h.text


def test_the_hand_is_drawn_in_domino_glyphs_with_its_keys_under_it():
    h = start(players=3, hands=3)
    scene = h.scene
    lines = h.text.splitlines()
    for tile in scene.shown_hand(scene.view()):
        row = next(i for i, line in enumerate(lines) if tile_glyphs(tile) in line)
        col = lines[row].index(tile_glyphs(tile))
        assert lines[row + 1][col:col + 2] == tile_keys(tile)
    assert "F1" not in h.text                                # no card-suit key strip


def test_tile_glyphs_are_in_the_font():
    from games.ui.font import BitmapFont
    from games.paths import font_path
    font = BitmapFont.load(font_path())
    for tile in DOUBLE_SIX:
        assert all(ch in font for ch in tile_glyphs(tile))
    assert tile_glyphs(Tile.parse("63")) == "\ue106\ue10b"
    # a half's pips are its unlit cells inside the face
    for n in range(7):
        left, right = font.rows(chr(0xE100 + n)), font.rows(chr(0xE108 + n))
        holes = sum(1 for r in range(1, 6) for b in range(1, 6) if not left[r] & (0x80 >> b))
        assert holes == n and left[1:6] == right[1:6]


def test_the_entry_alone():
    entry = TileEntry()
    assert entry.feed(Command("char", "3")) is None and entry.typed == "3-"
    assert entry.feed(Command("char", "6")) == Tile(6, 3) and entry.typed == ""
    assert entry.feed(Command("char", "9")).reason == "The numbers on a tile are 0 to 6"
    assert entry.feed(Command("yes")).reason.startswith("Name a tile")


def test_the_help_names_tiles_by_their_numbers_and_the_table_asks_for_a_tile():
    h = start(players=3, hands=3, seed=4)
    h.keys("?")
    assert "0-6 0-6" in h.text and "its two numbers" in h.text and "key under" not in h.text
    h.keys("<Return>")
    to_mode(h, "card")
    assert "Your tile?" in h.text and "Your card?" not in h.text
    h.keys("?")
    assert "Name a tile to play it:" in h.text and "0-6 0-6" in h.text and "1-9" not in h.text


def test_the_lead_question_of_a_doublet_fits_the_screen():
    h = start(players=3, hands=3, seed=4)
    h.keys("6 2 6 1 5 5 <Return> 4 4")                     # the keys: 4-4 leads
    assert h.scene.question.name == "suit"
    assert "Lead 4-4 as 4s or Doubles (4 or D)?" in h.text
    h.keys("?")
    assert "4 or D the suit it leads: 4s or Doubles" in " ".join(h.text.split())
