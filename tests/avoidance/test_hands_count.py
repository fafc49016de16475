"""The number of hands is a multiple of the players however the two arrive: typed together
they are refused; met later (the players chosen on the screen, or a default kept in the
settings) the hands are rounded up to the next multiple and the screen says so."""
from __future__ import annotations

import pytest

from games import settings as settings_file
from games.blacktile import GAME as BLACKTILE
from games.cli import main
from games.polignac import GAME as POLIGNAC
from games.registry import playable_games
from games.short_hearts import GAME as HEARTS
from games.slobberhannes import GAME as SLOBBER
from games.ui.harness import Harness

FOUR_GAMES = [POLIGNAC, SLOBBER, HEARTS, BLACKTILE]


def started(h: Harness) -> None:
    """Answer the passing question, if asked, so that the game is dealt."""
    if h.scene.question.name == "passing":
        h.keys("<Return>")
    assert h.scene.state is not None


@pytest.mark.parametrize("info", FOUR_GAMES, ids=lambda info: info.name)
def test_hands_given_then_players_chosen_on_the_screen_are_rounded_up_and_said(info):
    h = Harness(info, seed=3, opponent="simple", hands=5)
    assert h.scene.question.name == "count"
    h.keys("4")
    assert "5 hands is not a multiple of 4 players: playing 8." in " ".join(h.text.split())
    started(h)
    assert h.scene.state.settings.hands == 8 and "of 8" in h.text
    assert h.scene.resume_options()["hands"] == 8


def test_the_issues_key_script_plays_on_without_a_traceback(fresh_store, capsys):
    status = main(["polignac", "--hands", "5", "--no-boot", "--keys",
                   "<wait:1> 4 <Return> <wait:1> <Return> <Return>", "--dump-text"])
    out = capsys.readouterr()
    assert status == 0 and "Traceback" not in out.err and "Hand 1 of 8" in out.out


def test_a_multiple_already_is_left_as_it_is():
    h = Harness(POLIGNAC, seed=3, opponent="simple", hands=8)
    h.keys("4")
    started(h)
    assert h.scene.state.settings.hands == 8 and "not a multiple" not in h.text


@pytest.mark.parametrize("kept, typed", [({"players": 4, "hands": 5}, []),
                                         ({"players": 4}, ["--hands", "5"]),
                                         ({"hands": 5}, ["--players", "4"])],
                         ids=["both-kept", "players-kept", "hands-kept"])
def test_a_kept_default_that_disagrees_gives_way_and_is_said(fresh_store, capsys, kept, typed):
    settings_file.save(settings_file.Settings(games={"slobberhannes": kept}))
    status = main(["slobberhannes", *typed, "--passing", "--no-boot", "--dump-text"])
    out = capsys.readouterr()
    assert status == 0, out.err
    assert "playing 8" in out.out and "Hand 1 of 8" in out.out


def test_both_typed_on_the_command_line_are_still_refused(fresh_store, capsys):
    settings_file.save(settings_file.Settings(games={"polignac": {"players": 4, "hands": 5}}))
    assert main(["polignac", "--players", "3", "--hands", "4"]) == 2
    assert "--hands 4 is not a multiple of --players 3" in capsys.readouterr().err


def test_the_options_page_refuses_hands_and_players_that_disagree(fresh_store):
    c = Harness.cabinet(playable_games())
    c.keys("S 6 D")
    c.keys("- - P L A Y E R S <Space> 4 <Space> - - H A N D S <Space> 5 <Return>")
    assert c.beeps == 1 and "--hands 5 is not a multiple of --players 4" in " ".join(c.text.split())
    c.keys("<BS> 8 <Return>")
    assert "Polignac: kept" in c.text
    c.keys("<Esc> <Esc> <Return>")
    assert settings_file.load().games["polignac"] == {"players": 4, "hands": 8}
