"""What the program reads is data, never code: a settings file or a saved game naming
``os:system(...)`` or a plug-in runs nothing and imports nothing; the command line names
a plug-in by its class, checked before it is called. And the match's own faults: a
worker that dies, counts too big to play, a player that prints after the report."""
from __future__ import annotations

import importlib
import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from games import store
from games.cli import main
from games.optiondata import PLAYER, SEATS
from games.options import parse_defaults
from games.plugins import PluginError, load_object
from games.registry import all_games, find_game, playable_games
from games.ui import resume
from games.ui.harness import Harness
from tests.dummy_table import MATCH
from tests.kits import games_with, need

HERE = "tests.test_trust"
ROOT = Path(__file__).resolve().parent.parent
PARENT = os.getpid()             # the test's own process: a forked worker has another
# The games whose options name a player (or a solver) somewhere, and those with an opponent;
# the example of a game against one computer, chosen from the menu, left and resumed.
NAMING = [g for g in all_games() if any(o.kind in (PLAYER, SEATS) for o in g.options.fields())]
AGAINST = games_with("opponent")
EXAMPLE = AGAINST[0]
BENCHED = next(g for g in all_games() if "bench" in g.commands)     # a game with a bench of its own


def commands(target: Path) -> list[str]:
    """Names that would create ``target`` if anything ran them."""
    return [f"os:system({f'touch {target}'!r})",
            f"builtins:exec({f'open({str(target)!r}, {chr(39)}w{chr(39)}).close()'!r})",
            f"{HERE}:make_player({str(target)!r})",
            f"{HERE}:NoChoose({str(target)!r})"]


def make_player(path):
    """A function that makes a player: it is not a class, so it is never called."""
    Path(path).touch()
    return Quiet()


class NoChoose:
    """A class without choose(): it is never made."""
    def __init__(self, path):
        Path(path).touch()


class Quiet:
    """A player of our own (the first legal move, any game) that says when it is made."""
    made = 0

    def __init__(self):
        Quiet.made += 1

    def choose(self, view, rng):
        return view.legal_moves[0]


class Loud(Quiet):
    """Another player of our own, that talks as it is made."""

    def __init__(self):
        print("Loud is here")


# -- the command line ----------------------------------------------------------------------------
@pytest.mark.parametrize("which", range(4), ids=["os.system", "exec", "function", "no-choose"])
def test_the_command_line_refuses_anything_but_a_player_class_unrun(which, tmp_path, capsys):
    target = tmp_path / "ran"
    spec = commands(target)[which]
    with pytest.raises(PluginError, match="not a class|has no choose"):
        load_object(spec, {})
    assert AGAINST
    for info in AGAINST:
        for argv in ([info.name, "--opponent", spec, "--dump-text"],
                     ["match", info.name, "--player", spec, "--player", "simple", "--games", "2"]):
            with pytest.raises(SystemExit) as stop:
                main(argv)
            assert stop.value.code == 2, argv
            assert "not a class" in capsys.readouterr().err or which == 3
    assert not target.exists()


def made() -> int:
    """How many Quiet players the program has made (pytest may import this file under another name)."""
    return importlib.import_module(HERE).Quiet.made


def test_a_player_class_is_still_made(capsys):
    before = made()
    assert main([EXAMPLE.name, "--opponent", f"{HERE}:Quiet", "--no-boot", "--dump-text"]) == 0
    assert made() > before


def player_flags(info) -> list[str]:
    """The window's flags of the game that name one player or solver."""
    return [o.dashed for o in info.options.fields("window") if o.kind == PLAYER]


def test_every_player_or_solver_named_by_a_function_is_refused_unrun(tmp_path, capsys):
    """(Accordion's solver as well as every game's opponent.)"""
    target = tmp_path / "ran"
    flags = [(info.name, flag) for info in NAMING for flag in player_flags(info)]
    assert len(flags) > len(AGAINST)
    for name, flag in flags:
        with pytest.raises(SystemExit) as stop:
            main([name, flag, commands(target)[0], "--dump-text"])
        assert stop.value.code == 2 and "not a class" in capsys.readouterr().err, (name, flag)
    assert not target.exists()


# -- the settings file ---------------------------------------------------------------------------
def test_settings_naming_code_run_nothing_and_the_menu_goes_on(fresh_store, tmp_path, capsys):
    target = tmp_path / "ran"
    system, execs, function, _ = commands(target)
    names = [system, execs, function]
    kept = {info.name: {o.name: names[n % 3] for n, o in enumerate(info.options.fields("window"))
                        if o.kind in (PLAYER, SEATS)} for info in NAMING}
    (fresh_store / "settings.json").write_text(json.dumps({"format": 1, "games": kept}))
    h = Harness.cabinet(playable_games())
    assert "Which game" in h.text
    err = capsys.readouterr().err
    for game, options in kept.items():
        if options:
            assert f"settings.json: {game}: argument" in err, game
    assert "only a built-in" in err and "named on the command line each time" in err
    for info in AGAINST:
        assert h.app.options_for(info).opponent == info.options.field_named("opponent").default
    h.keys(EXAMPLE.menu_key)                      # from the menu: a game against the computer
    assert need(EXAMPLE, "OPENING") in h.text
    assert not target.exists()


def test_a_plugin_cannot_be_kept_from_the_settings_screen_either(tmp_path):
    for info in AGAINST:
        with pytest.raises(ValueError, match="only a built-in"):
            parse_defaults(info, f"--opponent {HERE}:quiet")
        built_in = "simple" if "simple" in info.builtins else min(info.builtins)
        assert parse_defaults(info, f"--opponent {built_in}") == {"opponent": built_in}


# -- saved games ---------------------------------------------------------------------------------
def saved_game(opponent) -> dict:
    """The example game left after two steps of yours (its kit's ``step``), against ``opponent``."""
    path = store.location(resume.save_name(EXAMPLE.name))
    path.parent.mkdir(parents=True, exist_ok=True)
    h = Harness(EXAMPLE, seed=3, menu_games=[EXAMPLE], **need(EXAMPLE, "RESUME_START"))
    for _ in range(2):
        need(EXAMPLE, "step")(h)
    h.keys("<wait:3> <Esc> <Return>")
    data = json.loads(path.read_text())
    assert sum(map(len, data["sitting"])) > 0
    data["options"]["opponent"] = opponent
    path.write_text(json.dumps(data))
    return data


@pytest.mark.parametrize("which", range(3), ids=["os.system", "exec", "function"])
def test_a_saved_game_naming_code_resumes_against_the_builtin_and_runs_nothing(which, tmp_path):
    target = tmp_path / "ran"
    data = saved_game(commands(target)[which])
    h = Harness(menu_games=[EXAMPLE])
    h.keys(EXAMPLE.menu_key)
    assert "Resume your" in h.text
    h.keys("<Return>")
    assert not target.exists()
    assert "not named this time: mine plays in its place" in " ".join(h.text.split())
    assert h.scene.record.sitting == data["sitting"]              # the game, where it was
    assert type(h.scene.computer).__name__ == EXAMPLE.builtins["computer"].rpartition(":")[2]
    assert any("not named on the command line this time" in n for n in store.NOTICES)
    h.keys("<Return>")
    assert "Your game resumed" in h.text


def test_a_saved_game_against_a_plugin_plays_it_only_when_named_again(capsys):
    spec = f"{HERE}:Quiet"
    name = EXAMPLE.name
    saved_game(spec)
    before = made()
    h = Harness(menu_games=[EXAMPLE])
    h.keys(f"{EXAMPLE.menu_key} <Return>")
    assert made() == before and "mine plays in its place" in " ".join(h.text.split())
    h.keys("<Return> <Esc> <Return>")                 # left again: saved, against the built-in
    assert resume.load(name).options["opponent"] == "computer"
    data = saved_game(spec)
    capsys.readouterr()
    # Named again on the command line, the game offers to resume it (Return: yes).
    assert main([name, "--opponent", spec, "--no-boot", "--keys", "<Return>", "--dump-text"]) == 0
    out = capsys.readouterr().out
    assert "Your game resumed" in out and "in its place" not in out and made() > before
    assert resume.load(name) is None or resume.load(name).sitting[0][:len(data["sitting"][0])] == \
        data["sitting"][0]


@pytest.mark.parametrize("other", ["simple", f"{HERE}:Loud"])
def test_a_game_named_with_another_player_starts_afresh(other, capsys):
    saved_game(f"{HERE}:Quiet")
    assert main([EXAMPLE.name, "--opponent", other, "--no-boot", "--dump-text"]) == 0
    assert "Resume" not in capsys.readouterr().out and resume.has_saved(EXAMPLE.name)


CANARY = "tests.trust_canary:Player"


def naming_the_canary(info) -> dict:
    """The options of a saved game of ``info`` (its kit's RESUME_START) with the canary named
    wherever a player is: the opponent, the solver, a seat."""
    options = dict(need(info, "RESUME_START"))
    for o in info.options.fields():
        if o.kind == PLAYER:
            options[o.name] = CANARY
        elif o.kind == SEATS:
            seats = len(options.get(o.name) or []) or options.get("players") or info.seats[0]
            options[o.name] = ["person", CANARY] + ["computer"] * (seats - 2)
    return options


@pytest.mark.parametrize("name", [g.name for g in NAMING if g.scene is not None])
def test_no_saved_game_imports_the_plugins_it_names(name):
    info = find_game(name)
    options, key = naming_the_canary(info), info.menu_key
    sys.modules.pop("tests.trust_canary", None)
    path = store.location(resume.save_name(name))
    path.parent.mkdir(parents=True, exist_ok=True)
    seed = options.get("deal", 3)       # Accordion's deal is its seed
    path.write_text(json.dumps({"format": 2, "game": name, "seed": seed, "options": options, "sitting": [[]],
                                "seeds": [seed]}))
    h = Harness(menu_games=[info])
    h.keys(key)
    assert "Resume your" in h.text
    h.keys("<Return>")
    assert "tests.trust_canary" not in sys.modules
    assert "mine plays in its place" in " ".join(h.text.split())
    kept = vars(h.scene.options)
    assert CANARY not in [kept.get("opponent"), kept.get("solver"), *(kept.get("seat") or [])]


# -- the match: a worker that dies, counts too big, a player printing after the report -------------
class DiesInGame3:
    """Plays the lowest move, but in game 3, in a worker process, ends its process."""
    how = "exit"

    def start(self, start):
        self.game = start.game

    def choose(self, view, rng):
        if self.game == 3 and os.getpid() != PARENT:
            if self.how == "exit":
                os._exit(3)
            os.kill(os.getpid(), signal.SIGKILL)
        return view.legal_moves[0]


class KilledInGame3(DiesInGame3):
    how = "kill"


@pytest.mark.parametrize("player, says", [("DiesInGame3", "exit status 3"),
                                          ("KilledInGame3", "killed by signal 9, SIGKILL")])
def test_a_worker_that_dies_stops_the_match_with_the_replay(player, says, capfd):
    from games.match import run
    code = run(MATCH, ["--player", f"{HERE}:{player}", "--player", "low", "--games", "12",
                       "--jobs", "2", "--seed", "4"])
    out, err = capfd.readouterr()
    assert code == 1 and out == "" and "Traceback" not in err
    # (how it ended is said when it can be told: the pool's own thread may reap the worker first)
    assert err.startswith("match stopped: a worker process ended while it played game 3")
    assert says in err or "how it ended is not known" in err
    assert "game 3 of the match, dealt from seed 5; seats: 0 " in err
    replay = err.splitlines()[-1]
    assert replay.startswith("replay that game: ") and replay.endswith("--seed 4 --game 3 --verbose")


@pytest.mark.parametrize("argv, says", [
    (["match", EXAMPLE.name, "--games", "1000000000000"], "--games: must be 1 to 1000000, not 1000000000000"),
    (["match", EXAMPLE.name, "--games", "9" * 400], "--games: must be 1 to 1000000, not a number of 400 digits"),
    (["match", EXAMPLE.name, "--games", "9" * 5000], "not a number of 5000 digits"),
    (["match", EXAMPLE.name, "--game", "9" * 30], "--game: must be 1 to 1000000"),
    (["match", EXAMPLE.name, "--seed", "9" * 400], "--seed: must be -9223372036854775807 to 9223372036854775807"),
    (["match", EXAMPLE.name, "--jobs", "1000000000000"], "--jobs: must be 1 to "),
    (["bench", BENCHED.name, "--deals", "1000000000000"], "--deals: must be 1 to 1000000"),
    (["bench", BENCHED.name, "--seed", "9" * 400], "--seed: must be 0 to 9223372036854775807"),
    (["bench", BENCHED.name, "--jobs", "9" * 20], "--jobs: must be 1 to "),
    ([EXAMPLE.name, "--seed", "9" * 400], "--seed: must be -9223372036854775807 to 9223372036854775807"),
])
def test_counts_too_big_to_play_are_refused_with_the_largest(argv, says, capsys):
    with pytest.raises(SystemExit) as stop:
        status = main(argv)
        raise SystemExit(status)
    err = capsys.readouterr().err
    assert stop.value.code == 2 and says in err and "Traceback" not in err
    assert len(err) < 2000


class TalksLate:
    """A player whose thread speaks only once the program is ending."""
    def __init__(self):
        import threading

        def later():
            threading.main_thread().join()
            print("late words")
            os.write(1, b"late bytes\n")
        threading.Thread(target=later).start()

    def choose(self, view, rng):
        return view.legal_moves[0]


def test_a_player_printing_after_the_match_never_lands_in_the_report():
    program = [sys.executable, "-c", "import sys; from games.match import run; from tests.dummy_table "
               "import MATCH; sys.exit(run(MATCH, sys.argv[1:]))"]
    done = subprocess.run(program + ["--player", f"{HERE}:TalksLate", "--player", "low", "--games", "2",
                                     "--jobs", "1", "--json"],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["games"] == 2
    assert "late words" in done.stderr and "late bytes" in done.stderr
