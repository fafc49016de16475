"""Every character on every screen can be read: at least 3 to 1 against its paper (WCAG 2's
contrast ratio, with the BBC's colours), the message, question and key lines 4.5 to 1; and
the keys of cards that cannot be played now recede without becoming unreadable (at the trick
table: tests/avoidance/test_keys_recede.py).

The colours are read exactly, as the screen records them for each character written
(games.ui.contrast), on every screen met while the cabinet's pages are gone through and
while each game is played: keys at random (so that refusals, the help and the questions
are met) mixed with moves at random made through the scene's door, as a resumed game makes
them (so that hands and games are played to their end quickly).
"""
import doctest
import random

import pygame
import pytest

from games.registry import playable_games
from games.ui import contrast
from games.ui.contrast import MESSAGE, MESSAGE_ROWS, TEXT, card_edges, ratio, unreadable, written
from games.ui.harness import Harness
from tests.kits import need
from games.ui.keys import translate
from games.ui.screen import BLACK, BLUE, GREEN, MAGENTA, RED, WHITE, YELLOW, Screen

STEPS = 160                  # keys and moves for each game
MOVE_SHARE = 0.3             # of the steps taken on your turn, the share that are moves at random
LOOK_EVERY = 20              # frames between looks while the scene is busy on its own
CHARS = "A23456789TJQKSHDCNY0B?"
SPECIAL = [pygame.K_RETURN] * 3 + [pygame.K_F1, pygame.K_F2, pygame.K_F3, pygame.K_F4, pygame.K_DELETE,
                                   pygame.K_UP, pygame.K_DOWN, pygame.K_ESCAPE]
def test_the_ratios_are_wcags_for_the_bbc_colours():
    assert doctest.testmod(contrast).failed == 0
    assert ratio(BLACK, WHITE) == pytest.approx(21.0)
    assert ratio(WHITE, BLACK) == ratio(BLACK, WHITE)
    assert ratio(BLACK, GREEN) == pytest.approx(15.3, abs=0.05)
    assert ratio(YELLOW, BLUE) == pytest.approx(8.0, abs=0.05)
    # the pairs the issue found on screen
    assert ratio(WHITE, GREEN) < ratio(RED, GREEN) < TEXT
    assert ratio(RED, MAGENTA) < TEXT < ratio(WHITE, MAGENTA) < MESSAGE
    assert ratio(BLACK, BLUE) < TEXT


def test_the_screen_records_the_colours_each_character_is_written_in():
    from games.paths import font_path
    from games.ui.font import BitmapFont

    s = Screen(BitmapFont.load(font_path()), (GREEN, BLACK, RED, WHITE))
    s.clear(0)
    s.text(0, 0, "A B", fg=3, bg=0)
    s.text(5, 30, "OK", fg=2, bg=1)
    s.text(0, 1, "\u2588", fg=1, bg=0)           # a solid block shows no paper: not a pair
    shown = {(w.col, w.row): (w.char, w.fg, w.bg) for w in written(s)}
    assert shown == {(0, 0): ("A", WHITE, GREEN), (2, 0): ("B", WHITE, GREEN),
                     (5, 30): ("O", RED, BLACK), (6, 30): ("K", RED, BLACK)}
    problems = unreadable(s)
    assert len(problems) == 1 and "row 0: white on green is 1.4 to 1" in problems[0]
    s.vdu19(2, WHITE)                              # the palette decides what is seen
    assert unreadable(s) == [problems[0]]
    s.vdu19(0, BLACK)
    assert unreadable(s) == []
    s.fill_cells(0, 0, 1, 1, 0)
    s.clear(0)
    assert list(written(s)) == []
    assert 29 in MESSAGE_ROWS and 30 in MESSAGE_ROWS and 20 not in MESSAGE_ROWS


def test_a_cards_writing_keeps_its_outline_against_the_table_beyond_the_card():
    """The font's letters start on a cell's top row: a black card's top row met the black
    table, so that ♠A read as ♠H and ♣Q as ♣U. The edge of a card's writing is measured
    against what lies beyond the card, not only against the card."""
    from games.paths import font_path
    from games.ui.cardart import CardColours, draw_face
    from games.ui.font import BitmapFont
    from games.cards import Card

    s = Screen(BitmapFont.load(font_path()), (BLACK, RED, BLUE, WHITE))
    s.clear(0)
    s.text(0, 4, "\u2660A", fg=0, bg=3)            # written as a plain cell pair: no margin
    assert card_edges(s) == ["row 4: \u2660A's black writing meets the black beyond the card (1.0 to 1)"]
    s.clear(2)                                       # a blue table, as Gin's
    s.text(0, 4, "\u2660A", fg=0, bg=3)
    assert card_edges(s) and "blue beyond the card (2.4 to 1)" in card_edges(s)[0]
    s.clear(0)
    for i, name in enumerate(("SA", "CQ", "HJ", "D9")):
        draw_face(s, 3 * i, 4, Card.parse(name), CardColours(face=3, red=1, black=0))
    assert card_edges(s) == []


class Watcher:
    """Looks at each new screen the harness's app draws, noting what cannot be read."""

    def __init__(self) -> None:
        self.problems: dict[str, int] = {}
        self.screens: set[int] = set()
        self.refusals = 0
        self.helps = 0

    def look(self, h: Harness) -> None:
        h.app.draw()
        key = hash((bytes(h.app.screen.pixels), tuple(h.app.screen.palette)))
        if key in self.screens:
            return
        self.screens.add(key)
        for problem in unreadable(h.app.screen) + card_edges(h.app.screen):
            self.problems[problem] = self.problems.get(problem, 0) + 1
        prompt = getattr(h.scene, "prompt", None)
        if h.app.help is not None:
            self.helps += 1
        elif prompt is not None and prompt.message_is_error:
            self.refusals += 1

    def settle(self, h: Harness) -> None:
        """Let the scene do what it does on its own, looking now and then."""
        self.look(h)
        frames = 0
        while h.app.busy and h.app.running and frames < 3000:
            h.app._scripted_frame()
            frames += 1
            if frames % LOOK_EVERY == 0:
                self.look(h)
        self.look(h)


def random_command(rng: random.Random):
    if rng.random() < 0.4:
        return translate(rng.choice(SPECIAL))
    ch = rng.choice(CHARS)
    return translate(ord(ch.lower()), ch)


def your_turn(scene) -> bool:
    state = getattr(scene, "state", None)
    if state is None or state.is_terminal():
        return False
    seats = getattr(scene, "seats", None)
    return not seats or scene.is_person(state.current_player())


@pytest.mark.parametrize("info", playable_games(), ids=lambda g: g.name)
def test_every_character_of_a_game_can_be_read(info):
    rng = random.Random(f"contrast-{info.name}")
    options = need(info, "CONTRAST_START")       # quick opponents: they do not change the colours
    h = Harness(info, seed=1, **options)
    watcher = Watcher()
    watcher.settle(h)
    for _ in range(STEPS):
        scene = h.scene
        if h.app.help is None and your_turn(scene) and rng.random() < MOVE_SHARE:
            state = scene.state
            scene.apply_move(state, rng.choice(state.legal_moves()))
            scene.show(scene.state)
        else:
            h.app.handle(random_command(rng))
        watcher.settle(h)
        if not h.app.running or len(h.app.manager.stack) < 2:      # left for the menu
            h = Harness(info, seed=rng.randrange(1000), **options)
            watcher.settle(h)
    assert list(watcher.problems) == []
    # the walk went through the game: many screens, refusals and the help among them
    assert len(watcher.screens) >= 60 and watcher.refusals >= 3 and watcher.helps >= 1


def test_the_cabinets_own_screens_can_be_read():
    h = Harness.cabinet(playable_games(), no_boot=False)
    watcher = Watcher()
    seen = set()
    steps = ["<wait:0.6>", "<wait:1.2>", "<wait:3>",                    # the boot, then the menu
             "<Down>", "<Down>", "X", "?", " ", " ", "<Esc>", "<Esc>", "X", "N",
             "S", "<Down>", "X", "1", "<Esc>", "6", "<Down>", "X", "<Return>", "<Esc>", "<Esc>",
             "R", "<Right>", "X", "<Esc>",
             "2", "<Esc>", "<Return>", "2", "X", "<Esc>",                  # a game left, and saved
             "1", "N", "N", "<Return>", "<wait:2>", "<Esc>", "R"]          # one finished, and recorded
    for step in steps:
        h.keys(step)
        watcher.look(h)
        seen.add("HELP" if h.app.help is not None else h.lines[2].strip())
    assert list(watcher.problems) == []
    assert {"BASIC", "TRADITIONAL GAMES", "SETTINGS", "KEYS", "GAME OPTIONS", "RECORDS", "HELP"} <= seen
    first = next(info.title for info in playable_games() if info.menu_key == "1")   # the game "1" played
    assert first in h.text and "Deals played 1" in h.text and watcher.refusals >= 5
