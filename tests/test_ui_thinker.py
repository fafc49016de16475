"""The computer thinks beside the loop: the window goes on while it does, and a plug-in
that fails mid-game is reported and replaced, never fatal."""
import sys
import threading

import pygame
import pytest

from games.registry import playable_games
from games.ui.app import FRAME
from games.ui.harness import Harness
from games.ui.keys import translate
from games.ui.thinker import Thinker
from tests.dummy_game import GAME, LowestPlayer
from tests.test_match import Exits, Interrupts      # players that end the program in choose


class Gate:
    """A player that thinks until it is let go."""

    def __init__(self, player) -> None:
        self.player = player
        self.go = threading.Event()
        self.asked = threading.Event()

    def choose(self, view, rng):
        self.asked.set()
        assert self.go.wait(10), "never let go"
        return self.player.choose(view, rng)


class Raises:
    def choose(self, view, rng):
        raise RuntimeError("bad plug-in")


class Illegal:
    def choose(self, view, rng):
        return "XX"


class ExitsWhenMade:
    """A plug-in whose constructor ends the program."""

    def __init__(self):
        sys.exit(3)

    def choose(self, view, rng):
        return None


class InterruptsWhenMade(ExitsWhenMade):
    def __init__(self):
        raise KeyboardInterrupt


def climb(**options):
    h = Harness(GAME, seed=4, **options)
    h.app.strict = False          # as for a player: faults are reported, not raised
    return h


def your_card(h) -> str:
    return str(h.scene.state.legal_moves()[0].card)


def live_frames(h, n: int) -> None:
    for _ in range(n):
        h.app.update(FRAME)
        h.app.draw()


def test_the_loop_runs_on_while_the_computer_thinks():
    h = climb()
    gate = Gate(LowestPlayer())
    h.scene.computer = gate
    for ch in your_card(h):            # typed without waiting, as in the live loop
        h.app.handle(translate(0, ch))
    assert h.scene.state.current_player() == 1
    live_frames(h, 60)                 # beyond the computer's pause: it is asked
    assert gate.asked.wait(5)            # the thread may be scheduled a moment later
    assert h.scene.state.current_player() == 1 and h.scene.busy
    text_while_thinking = h.text
    assert "CLIMB" in text_while_thinking
    gate.go.set()
    h.scene.wait_for_background()
    live_frames(h, 1)
    assert h.scene.state.current_player() == 0


def test_the_game_stands_still_while_leaving_is_asked():
    # Otherwise the computer's turn could put its own question over "Leave this game?",
    # and a Return meant for that question would leave the game.
    h = climb()
    gate = Gate(LowestPlayer())
    h.scene.computer = gate
    for ch in your_card(h):
        h.app.handle(translate(0, ch))
    live_frames(h, 60)
    assert gate.asked.wait(5)
    h.press(pygame.K_ESCAPE)
    gate.go.set()
    h.scene.wait_for_background()
    live_frames(h, 60)
    assert "Leave this game?" in h.text and h.scene.state.current_player() == 1
    assert not h.app.busy                 # scripts do not wait on a paused game
    h.press(0, "n")
    live_frames(h, 1)
    assert h.scene.state.current_player() == 0 and "Card to play?" in h.text


def test_key_scripts_wait_for_the_computer_so_screens_repeat():
    first = climb().keys("<wait:1>").text
    second = climb().keys("<wait:1>").text
    assert first == second


@pytest.mark.parametrize("broken", [Raises(), Illegal(), Exits(), Interrupts()], ids=type)
def test_a_plugin_that_fails_mid_game_is_replaced_by_the_builtin(broken, capsys):
    h = climb()
    h.scene.computer = broken
    beeps = h.beeps
    card = your_card(h)
    h.keys(card)
    assert h.beeps == beeps + 1
    assert "Your player failed: mine plays on" in h.text
    assert isinstance(h.scene.computer, LowestPlayer)
    h.keys("<wait:2>")
    assert h.scene.state.current_player() == 1      # held until you have seen it
    h.keys("<Return> <wait:2>")
    assert h.scene.state.current_player() == 0 or h.scene.state.is_terminal()
    assert "Traceback" in capsys.readouterr().err


def test_tests_see_the_fault_itself():
    h = Harness(GAME, seed=4)
    h.scene.computer = Raises()
    with pytest.raises(RuntimeError, match="bad plug-in"):
        h.keys(your_card(h))


def test_an_abandoned_question_is_dropped():
    thinker = Thinker()
    gate = Gate(LowestPlayer())
    thinker.ask(gate, None, None)
    assert gate.asked.wait(5)
    thinker.drop()
    gate.go.set()
    assert not thinker.thinking and thinker.collect() is None


def test_the_players_error_is_raised_where_the_answer_is_collected():
    thinker = Thinker()
    thinker.ask(Raises(), None, None)
    thinker.wait()
    with pytest.raises(RuntimeError):
        thinker.collect()
    assert not thinker.thinking


@pytest.mark.parametrize("name", ["ExitsWhenMade", "InterruptsWhenMade"])
def test_a_plugin_whose_constructor_ends_the_program_is_replaced_when_the_game_starts(name, capsys):
    h = Harness(GAME, seed=4, opponent=f"tests.test_ui_thinker:{name}")
    assert isinstance(h.scene.computer, LowestPlayer)
    assert "Your player failed: mine plays on" in h.text and h.beeps == 1
    assert "Traceback" in capsys.readouterr().err
    h.keys("<Return>")
    h.keys(your_card(h))                  # and the game goes on
    assert h.scene.state.current_player() == 0 or h.scene.state.is_terminal()


# a game whose window takes --opponent, the first in the menu
OPPOSED = next(info for info in playable_games() if info.options.field_named("opponent") is not None)


@pytest.mark.parametrize("name", ["ExitsWhenMade", "InterruptsWhenMade"])
def test_the_command_line_refuses_a_plugin_whose_constructor_ends_the_program(name, capsys):
    from games.cli import main
    with pytest.raises(SystemExit) as exit_:
        main([OPPOSED.name, "--opponent", f"tests.test_ui_thinker:{name}", "--dump-text"])
    assert exit_.value.code == 2
    assert f"cannot create 'tests.test_ui_thinker:{name}'" in capsys.readouterr().err


def test_a_failing_plugin_in_one_seat_of_many_is_replaced_in_that_seat_alone(capsys):
    h = climb()
    steady = LowestPlayer()
    h.scene.computer = steady               # the seat the scene did not seat explicitly
    h.scene.seat_players = {1: Raises()}
    h.keys(your_card(h))
    assert "Your player failed: mine plays on" in h.text
    assert isinstance(h.scene.seat_players[1], LowestPlayer) and h.scene.computer is steady
    assert "Traceback" in capsys.readouterr().err


def test_a_seat_whose_plugin_ends_the_program_as_it_is_made_gets_the_builtin(capsys):
    from games.seats import PERSON, make_seats
    from games.ui.seats import SeatedScene

    class Table(SeatedScene):
        def __init__(self, app):
            super().__init__(app)
            self.seat_up(make_seats([PERSON, "lowest", "tests.test_ui_thinker:ExitsWhenMade"]),
                         {"lowest": "tests.dummy_game:LowestPlayer"}, "lowest")

        def render(self, screen):
            pass

    h = Harness(scene=Table)
    assert [type(p) for p in h.scene.seat_players.values()] == [LowestPlayer, LowestPlayer]
    assert "Your player failed: mine plays on" in h.text
    assert "SystemExit" in capsys.readouterr().err
