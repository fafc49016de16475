"""The cabinet headless: menu, a game scene, the prompt, the beep, Escape."""

from games.ui.harness import Harness
from tests.dummy_game import GAME as CLIMB


def test_menu_lists_games_with_their_keys():
    h = Harness(menu_games=[CLIMB])
    assert "TRADITIONAL GAMES" in h.text
    assert "9  Climb" in h.text
    assert "Which game (9)?" in h.text


def test_menu_refuses_other_keys_with_a_beep_and_escape_asks_before_quitting():
    h = Harness(menu_games=[CLIMB])
    h.keys("X")
    assert h.beeps == 1 and "Press a game's key" in h.text
    h.keys("<Esc>")
    assert "Leave Traditional Games?" in h.text
    h.keys("N")
    assert h.app.running and "Which game" in h.text
    h.keys("<Esc> <Return>")
    assert not h.app.running


def test_the_menu_groups_the_games_by_tape_and_the_arrows_choose_one():
    from dataclasses import replace
    second = replace(CLIMB, name="climb2", title="Climb Again", menu_key="A", tape=2,
                     blurb="The same, twice", seats=(3, 6))
    h = Harness(menu_games=[second, CLIMB])
    lines = h.lines
    tape_one, tape_two = h.app.screen.find("TAPE ONE"), h.app.screen.find("TAPE TWO")
    assert tape_one and tape_two and tape_one[1] < h.app.screen.find("9  Climb")[1] < tape_two[1]
    assert "Which game (9 A)?" in h.text
    assert "A test game" in h.text and "2 players" in h.text          # the highlighted game's blurb
    h.keys("<Down>")
    assert "The same, twice" in h.text and "3 to 6 players" in h.text
    h.keys("<Down>")                                                  # round to the top again
    assert "A test game" in h.text
    h.keys("<Up> <Return>")
    assert "CLIMB" in h.text and h.scene.game_name == "climb2"
    assert h.beeps == 0 and len(lines) == 32


def test_choosing_a_game_from_the_menu():
    h = Harness(menu_games=[CLIMB])
    h.keys("9")
    assert "CLIMB" in h.text and "Card to play?" in h.text


def test_card_prompt_beeps_on_illegal_input_and_never_raises():
    h = Harness(CLIMB, seed=3)
    hand = h.scene.state.hands[0]
    missing = next(c for c in ["SA", "S2", "S3", "HA", "H2", "H3"] if c not in map(str, hand))
    h.keys(f"{missing[0]} {missing[1]}")
    assert h.beeps == 1 and "You do not hold" in h.text
    h.keys("X")
    assert h.beeps == 2
    h.keys("N")
    assert h.beeps == 3 and "You must play a card" in h.text


def test_function_keys_name_suits_and_the_strip_shows_while_live():
    h = Harness(CLIMB, seed=3)
    card = h.scene.state.hands[0][0]
    fkey = "<F%d>" % ("SHDC".index(card.suit) + 1)
    assert "F1 \u2660 S" in h.lines[31]
    h.keys(f"{fkey} {card.rank}")
    assert card in h.scene.state.pile
    assert h.beeps == 0


def test_the_computer_turn_is_paced_and_a_whole_game_plays_out():
    h = Harness(CLIMB, seed=5)
    while not h.scene.state.is_terminal():
        h.keys(str(h.scene.state.hands[0][0]))
    assert "Another game?" in h.text
    h.keys("<Return>")
    assert len(h.scene.state.hands[0]) == 3


def test_escape_asks_first_when_a_game_is_in_progress():
    h = Harness(CLIMB, seed=5)
    h.keys(str(h.scene.state.hands[0][0]))
    h.keys("<Esc>")
    assert "Leave this game?" in h.text
    h.keys("N")
    assert "Card to play?" in h.text and "CLIMB" in h.text
    h.keys("<Esc> Q")
    assert h.beeps == 1 and "Leave this game?" in h.text
    h.keys("<Return>")
    assert "TRADITIONAL GAMES" in h.text


def test_escape_leaves_at_once_when_nothing_is_in_progress():
    h = Harness(CLIMB, seed=5)
    h.keys("<Esc>")
    assert "TRADITIONAL GAMES" in h.text


def test_screenshot_is_written(tmp_path):
    h = Harness(CLIMB, seed=5)
    h.screenshot(tmp_path / "climb.png")
    import pygame
    picture = pygame.image.load(str(tmp_path / "climb.png"))
    colours = {tuple(picture.get_at((x, y)))[:3] for x in range(0, 320, 3) for y in range(0, 256, 3)}
    assert len(colours) <= 4 and (0, 255, 0) in colours


def test_the_interactive_loop_reads_real_key_events_and_quits():
    import pygame
    h = Harness(menu_games=[CLIMB])
    h.app.open_window()
    for key, uni in [(pygame.K_F12, ""), (pygame.K_ESCAPE, "\x1b"), (pygame.K_RETURN, "\r")]:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, unicode=uni, mod=0))
    h.app.run()            # returns once Escape, Return has answered "Leave Traditional Games?"
    assert not h.app.running and h.app.scanlines
    assert h.app.window.get_size() == (320, 256)
    pygame.display.quit()


def test_every_menu_line_fits_the_screen():
    from games.registry import playable_games
    from games.ui.screen import COLS
    for info in playable_games():
        assert 7 + len(info.title) <= COLS - 3 and 4 + len(info.blurb) <= COLS, info.name
