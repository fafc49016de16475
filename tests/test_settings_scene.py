"""The settings screen, from the menu: keyboard only, Return/N answers, Escape backs out,
a beep and a reason for a wrong key; the key page; the games' options."""
import json

import pygame
import pytest

from games import settings as settings_file
from games import store
from games.optiondata import CHOICE
from games.options import lasting
from games.registry import playable_games
from games.ui import keys
from games.ui.harness import Harness
from games.ui.settings_scene import GameOptionsPage, KeysPage, SettingsScene

# The games the options page is tried on, chosen by what their descriptors say: one whose first
# option to keep is a choice of values (--level 1/2/3), and one with an option for one game only
# (a deal), which is never kept.
CHOOSING = next(g for g in playable_games() if lasting(g) and lasting(g)[0].kind == CHOICE)
CHOICE_OPTION = lasting(CHOOSING)[0]
ONE_RUN = next(g for g in playable_games() if any(o.one_run for o in g.options.fields("window")))
ONE_RUN_OPTION = next(o for o in ONE_RUN.options.fields("window") if o.one_run)


def typed(text: str) -> str:
    """The keys that type ``text`` on the options line."""
    return " ".join("<Space>" if ch == " " else ch.upper() for ch in text)


def shown(option) -> str:
    """The option as the page lists it (--level 1/2/3)."""
    return option.page_words()[0].replace("\N{NO-BREAK SPACE}", " ")


@pytest.fixture(autouse=True)
def usual_keys():
    keys.use_key_map({})
    yield
    keys.use_key_map({})


def cabinet() -> Harness:
    """The whole cabinet headless (menu, settings), as the program builds it."""
    return Harness.cabinet(playable_games())


def saved(home) -> dict:
    return json.loads((home / "settings.json").read_text())


def test_the_menu_offers_the_settings_and_escape_with_nothing_changed_returns(fresh_store):
    c = cabinet()
    assert "S Settings" in c.text
    c.keys("S")
    assert isinstance(c.scene, SettingsScene)
    assert "Which setting (1-7)?" in c.text and "Kept in" in c.text and "settings.json" in c.text
    c.keys("<Esc>")
    assert "Which game" in c.text and not (fresh_store / "settings.json").exists()


def test_changes_are_kept_with_return_and_put_into_effect(fresh_store):
    c = cabinet()
    c.keys("S 2 2 3 4 5")
    text = c.text
    assert "Scale         5" in text and "Full screen   Yes" in text and "Scan lines    Yes" in text
    assert "Sound         Off" in text
    c.keys("<Esc>")
    assert "Keep these settings?" in c.text and "Return = Yes, N = No" in c.text
    c.keys("<Return>")
    assert "Which game" in c.text
    assert saved(fresh_store) == {"format": 1, "keys": {}, "scale": 5, "fullscreen": True,
                                  "scanlines": True, "sound": False, "review": True, "games": {}}
    assert (c.app.scale, c.app.fullscreen, c.app.scanlines) == (5, True, True)


def test_n_forgets_the_changes_and_escape_goes_back_to_them(fresh_store):
    c = cabinet()
    c.keys("S 3 <Esc> <Esc>")
    assert isinstance(c.scene, SettingsScene) and "Full screen   Yes" in c.text
    c.keys("<Esc> N")
    assert "Which game" in c.text and not (fresh_store / "settings.json").exists()
    assert not c.app.fullscreen
    c.keys("S")
    assert "Full screen   No" in c.text                       # forgotten


def test_a_wrong_key_beeps_and_says_why(fresh_store):
    c = cabinet()
    c.keys("S X 9")
    assert c.beeps == 2 and "Press 1-7, or arrows and Return" in c.text
    c.keys("3 <Esc> X")
    assert c.beeps == 3 and "Press Return for Yes or N for No" in c.text


def test_the_arrows_choose_a_setting_and_left_right_change_the_scale(fresh_store):
    c = cabinet()
    c.keys("S <Down> <Right> <Right>")
    assert "Scale         5" in c.text
    c.keys("<Left> <Left> <Left> <Left> <Left>")
    assert "Scale         8" in c.text                        # round from 1 to 8
    c.keys("<Down> <Return>")
    assert "Full screen   Yes" in c.text and "Start full screen" in c.text


def test_the_key_page_asks_for_each_key_and_refuses_one_in_use(fresh_store):
    c = cabinet()
    c.keys("S 1")
    assert isinstance(c.scene, KeysPage)
    assert "1  Spades        F1" in c.text and "7  Scan lines    F12" in c.text
    c.keys("1")
    assert "Press the key for Spades" in c.text
    c.keys("<F2>")
    assert c.beeps == 1 and "F2 is already Hearts" in c.text and "Press the key for Spades" in c.text
    c.keys("<Return>")                   # Return is taken too: it keeps the key as it is
    assert "Spades stays on F1" in c.text
    c.keys("1 <Tab>")
    assert c.beeps == 2 and "TAB is already Tab" in c.text
    c.keys("Q")
    assert c.beeps == 3 and "Q is for typing" in c.text
    c.keys("<F11>")
    assert c.beeps == 4 and "F11 is already Full screen" in c.text
    c.keys("<F5>")
    assert "Spades is now F5" in c.text and "1  Spades        F5" in c.text
    c.keys("2 <F1>")                     # Spades' old key is free now
    assert "Hearts is now F1" in c.text
    c.keys("<Esc> <Esc> <Return>")
    assert saved(fresh_store)["keys"] == {"spades": "F5", "hearts": "F1", "diamonds": "F3", "clubs": "F4",
                                          "delete": "BACKSPACE", "fullscreen": "F11", "scanlines": "F12",
                                          "hint": "F9", "review": "V"}
    assert keys.translate(pygame.K_F5) == keys.Command("suit", "S")
    assert keys.translate(pygame.K_F1) == keys.Command("suit", "H")
    assert keys.translate(pygame.K_F2) is None


def test_all_keys_in_turn_escape_stops_and_u_puts_back_the_usual_keys(fresh_store):
    c = cabinet()
    c.keys("S 1 A")
    assert "Press the key for Spades" in c.text
    c.keys("<F8> <F7>")
    assert "Press the key for Diamonds" in c.text
    c.keys("<Esc>")
    assert "The keys so far are chosen" in c.text and "Which key" in c.text
    assert "1  Spades        F8" in c.text and "3  Diamonds      F3" in c.text
    c.keys("U")
    assert "1  Spades        F1" in c.text
    c.keys("X")
    assert c.beeps == 1 and "Press 1-9, A or U" in c.text


def test_a_remapped_suit_key_plays_and_the_key_strip_shows_it(fresh_store):
    live = next(g for g in playable_games() if Harness(g, menu_games=[g]).scene.suit_keys_live())
    keys.use_key_map({})
    (fresh_store / "settings.json").write_text(json.dumps(
        {"format": 1, "keys": {"spades": "F5", "hearts": "F6", "diamonds": "F7", "clubs": "F8"}}))
    c = cabinet()
    c.keys("S 1")
    assert "1  Spades        F5" in c.text
    c.keys(f"<Esc> <Esc> {live.menu_key}")                    # a game whose suit keys are live at once
    strip = c.text.split("\n")[31]
    assert "F5 \u2660 S" in strip and "F8 \u2663 C" in strip and "F1" not in strip


def test_game_options_are_typed_as_on_the_command_line(fresh_store):
    info, option = CHOOSING, CHOICE_OPTION
    bad = next(n for n in range(7, 100) if n not in option.choices)
    good = option.choices[1]
    c = cabinet()
    c.keys("S 6")
    assert isinstance(c.scene, GameOptionsPage) and info.name in c.text
    c.keys(info.menu_key)
    assert "Options?" in c.text and f"{info.title}: {shown(option)}" in c.text
    c.keys(f"{typed(f'{option.dashed} {bad}')} <Return>")
    assert c.beeps == 1 and f"invalid choice: {bad}" in c.text
    c.keys("<BS> " * len(str(bad)) + f"{typed(str(good))} <Return>")
    assert f"{info.title}: kept" in c.text and f"{option.dashed} {good}" in c.text
    c.keys(f"{ONE_RUN.menu_key} {typed(f'{ONE_RUN_OPTION.dashed} 5')} <Return>")
    assert c.beeps == 2 and f"{ONE_RUN_OPTION.dashed} is for one game" in c.text
    c.keys("<Esc>")
    assert f"{ONE_RUN.title}: as before" in c.text
    c.keys("<Esc> <Esc> <Return>")
    assert saved(fresh_store)["games"] == {info.name: {option.name: good}}
    assert getattr(c.app.options_for(info), option.name) == good


def test_clearing_a_games_options_puts_back_its_usual_ones(fresh_store):
    info, option = CHOOSING, CHOICE_OPTION
    settings_file.save(settings_file.Settings(games={info.name: {option.name: option.choices[0]}}))
    c = cabinet()
    c.keys(f"S 6 {info.menu_key}")
    kept = f"{option.dashed.upper()} {option.choices[0]}"
    assert f"Options? {kept}" in c.text
    c.keys("<BS> " * len(kept) + "<Return>")
    assert f"{info.title}: as usual" in c.text
    c.keys("<Esc> <Esc> <Return>")
    assert saved(fresh_store)["games"] == {}


def test_settings_that_cannot_be_saved_are_used_for_the_run_and_the_note_says_why(fresh_store, monkeypatch):
    (fresh_store / "blocked").write_text("a file where the folder should be")
    monkeypatch.setenv(store.FOLDER_ENV, str(fresh_store / "blocked" / "home"))
    c = cabinet()
    c.keys("S 4 <Esc> <Return>")
    text = c.text
    assert c.beeps == 1 and "In use now, but not saved" in text and "Note: cannot write" in text
    assert c.app.scanlines
    c.keys("<Esc>")
    assert "Which game" in c.text


def test_random_keys_never_crash_the_settings(fresh_store):
    import random
    rng = random.Random("monkey-settings")
    named = [pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT,
             pygame.K_RIGHT, pygame.K_TAB, pygame.K_INSERT, pygame.K_HOME] + \
        [getattr(pygame, f"K_F{n}") for n in range(1, 13) if n != 11]
    chars = "123456789AU4SXN- LEVEL"
    c = cabinet()
    for i in range(1200):
        if not isinstance(c.scene, (SettingsScene, KeysPage, GameOptionsPage)):
            if not c.app.running:
                c = cabinet()
            c.app.press(pygame.K_s, "s")
        if rng.random() < 0.4:
            c.app.press(rng.choice(named))
        else:
            ch = rng.choice(chars)
            c.app.press(ord(ch.lower()), ch)
        if i % 5 == 0:
            c.app.draw()
    c.app.draw()
    settings_file.load()                          # whatever was kept can be read back


def test_a_refusal_names_the_suit_keys_as_the_player_has_them():
    from games.ui.prompt import CardEntry
    entry = CardEntry()
    assert "F1-F4 or S H D C" in entry.feed(keys.Command("yes")).reason
    keys.use_key_map({"spades": pygame.K_F5, "clubs": pygame.K_INSERT})
    assert "F5 F2 F3 INSERT or S H D C" in entry.feed(keys.Command("yes")).reason


def test_the_settings_show_what_the_command_line_holds_for_this_run_marked(fresh_store):
    settings_file.save(settings_file.Settings(scale=3, fullscreen=False))
    c = Harness.cabinet(playable_games(), scale=5, fullscreen=True)
    c.keys("S")
    text = c.text
    assert "Scale         5 (this run)" in text and "Full screen   Yes (this run)" in text
    assert "Scan lines    No" in text and "Scan lines    No (" not in text
    c.keys("<Esc>")                                  # nothing changed: nothing asked, nothing kept
    assert "Which game" in c.text and saved(fresh_store)["scale"] == 3
    c.keys("S 3")                                    # changed here: from what is in force
    assert "Full screen   No" in c.text and "Full screen   No (" not in c.text
    c.keys("<Esc>")
    assert "Keep these settings?" in c.text
    c.keys("<Return>")
    assert not c.app.fullscreen and saved(fresh_store)["fullscreen"] is False
    c.keys("S")
    assert "Full screen   No" in c.text and "Scale         5 (this run)" in c.text


def test_the_game_options_page_marks_the_options_the_command_line_gave_its_game(fresh_store, capsys):
    from games.cli import main

    info, option = CHOOSING, CHOICE_OPTION
    other = next(g for g in playable_games() if g is not info)
    settings_file.save(settings_file.Settings(games={info.name: {option.name: option.choices[-1]}}))
    assert main([info.name, option.dashed, str(option.choices[0]), "--no-boot", "--seed", "1",
                 "--keys", "<Esc> <Return> S 6", "--dump-text"]) == 0
    text = capsys.readouterr().out
    assert f"{info.name:<14}{option.dashed} {option.choices[0]} (this run)" in text
    assert f"{other.name:<14}as usual" in text


def test_review_hands_is_the_seventh_setting_and_turning_it_off_stops_each_hands_review(fresh_store):
    c = cabinet()
    assert c.app.review_every_hand is True          # the usual setting, put on the app
    c.keys("S 7")
    assert "Review hands  No" in c.text and "review (V) worked out as it" in c.text
    c.keys("<Esc> <Return>")
    assert saved(fresh_store)["review"] is False and c.app.review_every_hand is False


def test_the_manual_quotes_the_keys_pages_question_as_the_screen_asks_it():
    import re
    from pathlib import Path
    c = cabinet()
    c.keys("S 1")
    [asked] = re.findall(r"Which key \([^)]*\)\?", c.text)
    manual = (Path(__file__).resolve().parent.parent / "MANUAL.md").read_text(encoding="utf-8")
    assert re.findall(r"Which key \([^)]*\)\?", manual) == [asked]
