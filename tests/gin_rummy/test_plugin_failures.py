"""Plug-ins that fail: a module that fails as it is imported is a clear plug-in error,
whatever it raises, on every path that loads one (the game's option, the scene, match);
and in a real game the failure is held on the screen until the player has seen it."""
import pytest

from games.gin_rummy import GAME as GIN
from games.gin_rummy import BUILTINS
from games.piquet import GAME as PIQUET
from games.plugins import PluginError, load_object
from games.ui.harness import Harness
from tests.test_ui_thinker import Raises

INTERRUPTS = "tests.interrupts_on_import:Player"


@pytest.mark.parametrize("module, says", [
    ("tests.interrupts_on_import", "KeyboardInterrupt"),
    ("tests.accordion.exits_on_import", "SystemExit: bye"),
])
def test_a_module_that_ends_the_program_as_it_is_imported_is_a_plugin_error(module, says):
    with pytest.raises(PluginError, match=f"cannot import '{module}': {says}"):
        load_object(f"{module}:Player", BUILTINS)


def test_an_error_without_words_is_named_without_a_dangling_colon():
    with pytest.raises(PluginError) as caught:
        load_object(INTERRUPTS, BUILTINS)
    assert str(caught.value).endswith("KeyboardInterrupt")


def test_the_game_refuses_it_on_the_command_line(capsys):
    from games.cli import main
    with pytest.raises(SystemExit) as exit_:
        main(["gin", "--opponent", INTERRUPTS, "--dump-text"])
    assert exit_.value.code == 2
    assert "cannot import 'tests.interrupts_on_import': KeyboardInterrupt" in capsys.readouterr().err


def test_match_refuses_it_with_a_message(capsys):
    from games.cli import main
    with pytest.raises(SystemExit) as exit_:
        main(["match", "gin", "--player", INTERRUPTS, "--player", "simple", "--games", "2"])
    assert exit_.value.code == 2
    assert "cannot import 'tests.interrupts_on_import': KeyboardInterrupt" in capsys.readouterr().err


# Seeds on which the computer moves first: its move's message would cover the failure.
@pytest.mark.parametrize("game, seed, goes_on", [(GIN, 3, "I pass the"), (PIQUET, 0, "You deal. I take 5")],
                         ids=["gin", "piquet"])
def test_a_scene_given_it_plays_on_with_its_own_player_once_you_have_seen_so(game, seed, goes_on, capsys):
    h = Harness(game, seed=seed, opponent=INTERRUPTS)
    assert "KeyboardInterrupt" in capsys.readouterr().err
    h.keys("<wait:3> Q")                       # the game waits, and a stray key keeps the news
    assert "Your player failed: mine plays on" in h.text and "Press Return to go on" in h.text
    assert goes_on not in h.text
    h.keys("<Return> <wait:3>")
    assert goes_on in h.text and "Your player failed" not in h.text


def test_a_failure_in_the_middle_of_a_game_waits_for_return_too(capsys):
    h = Harness(GIN, seed=3)
    h.app.strict = False                        # as for a player: faults are reported, not raised
    h.scene.computer = Raises()
    h.keys("<Return> 1 <Return> <wait:3>")      # take the up-card, throw a card: the computer's turn
    assert "Your player failed: mine plays on" in h.text and h.scene.state.current_player() == 1
    assert "F1" not in h.text                    # no suit keys are wanted for Return
    h.keys("<Return> <wait:3>")
    assert h.scene.state.current_player() == 0 and "Your player failed" not in h.text
    assert "RuntimeError: bad plug-in" in capsys.readouterr().err



class EqualToAny:
    """A move that compares equal to every move, so that ``in legal_moves`` says yes."""

    def __eq__(self, other):
        return True

    __hash__ = object.__hash__


class AnyMove:
    """A plug-in whose move passes for every legal move and is none of them."""

    def choose(self, view, rng):
        return EqualToAny()


def test_a_move_equal_to_every_legal_move_is_a_fault_and_the_game_goes_on(capsys):
    h = Harness(GIN, seed=3)
    h.app.strict = False                        # as for a player: faults are reported, not raised
    h.scene.computer = AnyMove()
    h.keys("<Return> 1 <Return> <wait:3>")      # take the up-card, throw a card: the computer's turn
    assert "Your player failed: mine plays on" in h.text and h.scene.state.current_player() == 1
    assert "compares equal to" in capsys.readouterr().err
    h.keys("<Return> <wait:3>")
    assert h.scene.state.current_player() == 0 and "Your player failed" not in h.text


class Loud:
    """A Gin player that talks, by print and straight to file descriptor 1."""

    def __init__(self):
        print("Loud is here")

    def choose(self, view, rng):
        import os
        print("Loud chooses")
        os.write(1, b"Loud writes\n")
        return view.legal_moves[0]


def test_a_players_output_never_spoils_the_dumped_screen(capfd):
    from games.cli import main
    assert main(["gin", "--opponent", "tests.gin_rummy.test_plugin_failures:Loud", "--no-boot", "--seed", "3",
                 "--keys", "<Return> 1 <Return>", "--dump-text"]) == 0
    out, err = capfd.readouterr()
    assert out.startswith("Your turn") and "Loud" not in out
    assert "Loud chooses" in err and "Loud writes" in err


@pytest.mark.parametrize("spec", ["SIMPLE", "Simple", "Computer"])
def test_a_builtin_is_named_in_any_case_as_the_games_are(spec):
    assert type(load_object(spec, BUILTINS)) is type(load_object(spec.lower(), BUILTINS))


def test_a_module_path_keeps_its_case():
    with pytest.raises(PluginError, match="No module named 'Tests'"):
        load_object("Tests.interrupts_on_import:Player", BUILTINS)


@pytest.fixture
def impatient(monkeypatch):
    """Plug-ins given 0.3 seconds to import; the stuck import let go afterwards."""
    import sys
    import time

    import games.plugins as plugins
    from tests.hang_gate import GATE
    monkeypatch.setattr(plugins, "LOAD_SECONDS", 0.3)
    monkeypatch.setattr(plugins, "_stuck", set())
    GATE.clear()
    yield
    GATE.set()
    deadline = time.monotonic() + 10
    while "tests.hangs_on_import" not in sys.modules and time.monotonic() < deadline:
        time.sleep(0.01)
    sys.modules.pop("tests.hangs_on_import", None)    # stuck again for the next test


def test_a_plugin_whose_import_never_finishes_is_given_up_with_a_message(impatient):
    spec = "tests.hangs_on_import:Player"
    with pytest.raises(PluginError, match="importing 'tests.hangs_on_import' took more than 0.3 seconds"):
        load_object(spec, BUILTINS)
    with pytest.raises(PluginError, match="did not finish being imported earlier in this run"):
        load_object(spec, BUILTINS)        # refused at once, not waited for again


def test_the_game_refuses_a_stuck_plugin_on_the_command_line(impatient, capsys):
    from games.cli import main
    with pytest.raises(SystemExit) as exit_:
        main(["piquet", "--opponent", "tests.hangs_on_import:Other", "--dump-text"])
    assert exit_.value.code == 2
    assert "importing 'tests.hangs_on_import' took more than 0.3 seconds" in capsys.readouterr().err


def test_a_solver_loaded_in_its_worker_is_not_hurried(monkeypatch):
    # the Accordion worker gives loading the deal's own time limit: no second clock here
    import games.plugins as plugins
    from games.accordion.solvers import load_solver
    started = []
    real = plugins._import_within
    monkeypatch.setattr(plugins, "_import_within", lambda *a: started.append(a) or real(*a))
    load_solver("simple")
    assert started == []
