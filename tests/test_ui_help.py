"""The help key (?) on every screen: it shows the keys and the rules, and any other key
puts the screen back exactly as it was."""
import pygame
import pytest

from games.registry import playable_games
from games.ui.harness import Harness
from games.ui.help import BOTTOM, TOP, WIDE, HelpScreen, layout, paginate
from games.ui.keys import HELP, translate
from tests.dummy_game import GAME as CLIMB
from tests.kits import need


def test_the_question_mark_is_the_help_key_and_no_character():
    assert translate(pygame.K_SLASH, "?", pygame.KMOD_SHIFT) == HELP
    assert translate(pygame.K_COMMA, "?", pygame.KMOD_SHIFT) == HELP    # where AZERTY has it


@pytest.mark.parametrize("info", playable_games(), ids=lambda g: g.name)
def test_help_names_the_game_and_leaves_the_screen_as_it_was(info):
    h = Harness(info, seed=1)
    before, beeps = h.text, h.beeps
    h.keys("?")
    assert f"HELP  {info.title.upper()}" in h.text and "KEYS" in h.text
    pages = len(h.app.help.pages)
    for _ in range(pages):
        h.keys("<Space>")
    assert f"Page {pages} of {pages}" in h.text
    h.keys("<Esc>")
    assert h.text == before and h.beeps == beeps and h.app.help is None


def test_every_registered_game_has_its_rules_and_they_fit_the_screen():
    RULES = {g.name: g.rules() for g in playable_games() if g.rules is not None}
    assert {g.name for g in playable_games()} <= set(RULES) and all(RULES.values())
    for name, rules in RULES.items():
        lines = layout("", [], rules)
        assert all(len(line.text) <= WIDE for line in lines), name
        rows = [row for row in rules.splitlines() if row.startswith("|")]      # tables are not wrapped
        assert all(len(row.removeprefix("|").strip()) <= WIDE for row in rows), name
        pages = paginate(lines, BOTTOM - TOP)
        assert all(0 < len(page) <= BOTTOM - TOP for page in pages)
        assert sum(len(page) for page in pages) <= len(lines)


def test_the_menu_help_names_the_games_keys():
    h = Harness(menu_games=[CLIMB])
    h.keys("?")
    assert "HELP  TRADITIONAL GAMES" in h.text and "play a game of tape 1" in h.text
    h.keys("9")                                   # closes the help: it does not start the game
    assert "Which game (9)?" in h.text


def test_typing_half_done_is_kept_and_the_computer_waits_until_help_closes():
    h = Harness(CLIMB, seed=3)
    h.keys("C")                                   # a suit typed, its value not yet
    before = h.text
    h.keys("? <Right> <Left> <Return>")
    assert h.text == before
    h.press(pygame.K_3, "3")                      # the Three of Clubs: the computer's turn
    scene = h.scene
    assert scene.busy and len(scene.state.pile) == 1
    h.press(pygame.K_SLASH, "?")
    for _ in range(100):                          # its thinking time passes, help in view
        h.app.update(0.1)
    assert len(scene.state.pile) == 1 and not h.app.busy and "HELP  CLIMB" in h.text
    h.keys("<Esc>")                               # back: and now it plays
    assert len(scene.state.pile) == 2


def test_help_at_a_question_of_the_moment_tells_its_keys():
    h = Harness(CLIMB, seed=3)
    h.keys("C 3 <Esc>")
    assert "Leave this game?" in h.text
    h.keys("?")
    assert "Leave this game?" in h.text and "stay and play on" in h.text
    h.keys("?")                                   # the help key again closes the help
    assert "Leave this game?" in h.text and "HELP" not in h.text
    h.keys("N")
    assert "Card to play?" in h.text


def test_card_questions_name_the_suit_keys_from_the_key_table():
    h = Harness(CLIMB, seed=3)
    assert dict(h.scene.help_keys())["F1-F4 S H D C"] == "the suit of a card"
    shown = HelpScreen.for_scene(h.scene).pages[0]
    assert [line.key for line in shown if line.text == "the suit of a card"] == ["F1-F4 S H D C"]


def test_the_boot_screen_is_skipped_by_the_help_key_too():
    from games.ui.boot import BootScene
    h = Harness(menu_games=[])
    h.app.manager.push(BootScene(h.app, lambda a: a.manager.pop()))
    h.keys("?")
    assert h.app.help is None and not isinstance(h.scene, BootScene)


@pytest.mark.parametrize("info", playable_games(), ids=lambda g: g.name)
def test_help_anywhere_in_a_game_gives_back_the_same_screen(info):
    """Random keys (as the monkey test), and every few keys the help opened and closed:
    the screen, the beeps and the scene's own state come back unchanged."""
    import random

    from tests.test_monkey import random_command
    rng = random.Random(f"help-{info.name}")
    h = Harness(info, seed=2)
    for i in range(150):
        command = random_command(rng)
        if command is not None and command.name in ("help", "back"):
            continue                       # the help is opened below; Escape would end the walk
        h.app.handle(command)
        h.app.update(rng.choice([0.0, 0.1, 0.5]))
        if i % 10 == 0:
            before, beeps, scene = h.text, h.beeps, h.scene
            h.press(pygame.K_SLASH, "?").press(pygame.K_SPACE, " ")     # not waiting for the scene
            assert f"HELP  {info.title.upper()}" in h.text
            h.app.update(0.5)
            h.press(pygame.K_ESCAPE)
            assert h.text == before and h.beeps == beeps and h.scene is scene


@pytest.mark.parametrize("info", playable_games(), ids=lambda info: info.name)
def test_the_help_names_the_values_of_the_games_own_pack(info):
    wanted = need(info, "PACK_VALUES")
    values, setup = wanted if wanted is not None else ("", {})
    h = Harness(info, seed=2, **setup)
    for _ in range(20):
        if h.scene.suit_keys_live():
            break
        h.keys("<Return>")
    if wanted is None:                              # no card is named by its value
        assert not h.scene.suit_keys_live() and "then its value" not in dict(h.scene.help_keys()).values()
        return
    assert h.scene.suit_keys_live()
    assert dict(h.scene.help_keys())[values] == "then its value"
    h.keys("S X")                                   # not a value of any pack
    assert f"Now the value: {values}" in h.text


def test_the_cabinets_help_names_the_suit_keys_as_the_player_has_moved_them():
    from games.ui import keys
    h = Harness(menu_games=[CLIMB])
    keys.use_key_map({"spades": pygame.K_F5, "hearts": pygame.K_F6, "diamonds": pygame.K_F7, "clubs": pygame.K_F8})
    try:
        shown = " ".join(line.text for page in HelpScreen.for_scene(h.scene).pages for line in page)
        assert "named by suit, F5 F6 F7 F8 or S H D C" in " ".join(shown.split())
        assert "F1 to F4" not in shown
    finally:
        keys.use_key_map({})


def test_the_records_screens_help_lists_the_keys_it_takes():
    h = Harness.cabinet(playable_games())
    h.keys("R")
    keys_shown = [line.key for page in HelpScreen.for_scene(h.scene).pages for line in page if line.key]
    assert any("Left" in k and "Right" in k for k in keys_shown) and "N" not in keys_shown
