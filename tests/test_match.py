"""The match harness (games.match) on the test games: rotation, streams, hooks, failures, output."""
from __future__ import annotations

import importlib
import json
import os
import shlex
import sys

import pytest

from games.match import run
from games.plugins import PluginError, load_object
from tests.dummy_table import MATCH, Chance, High

HERE = "tests.test_match"


def plugin_class(name):
    """The class as the harness loads it (pytest may import this file under another name)."""
    return getattr(importlib.import_module(HERE), name)


def match(argv, capsys):
    code = run(MATCH, argv)
    out, err = capsys.readouterr()
    return code, out, err


def report(argv, capsys):
    code, out, err = match(argv + ["--json"], capsys)
    assert code == 0, err
    return json.loads(out), err


class Recorder:
    """Remembers where it sat and everything it was told."""
    log: list = []

    def __init__(self, tag="r"):
        self.tag = tag

    def start(self, start):
        deal = (start.game - 1) // start.seats     # each deal is played once from every seat
        Recorder.log.append((self.tag, "start", deal, start.seat, start.game, start.seats))

    def observe(self, event):
        Recorder.log.append((self.tag, "observe", event.seat, str(event.move)))

    def end(self, result):
        Recorder.log.append((self.tag, "end", result.seat, result.points, result.view.phase))

    def choose(self, view, rng):
        return view.legal_moves[0]


def test_every_player_sits_in_every_seat_once_per_deal_with_three_seats(capsys):
    recorder = plugin_class("Recorder")
    recorder.log = []
    players = [f"{HERE}:Recorder(tag={t!r})" for t in "abc"]
    data, _ = report(sum((["--player", p] for p in players), []) + ["--games", "6", "--seed", "10", "--jobs", "1"], capsys)
    starts = [e for e in recorder.log if e[1] == "start"]
    assert len(starts) == 18
    for deal in (0, 1):
        for tag in "abc":
            assert sorted(e[3] for e in starts if e[0] == tag and e[2] == deal) == [0, 1, 2]
    assert data["seats"] == 3 and data["games"] == 6 and [p["name"] for p in data["players"]] == \
        ["Recorder(tag='a')", "Recorder(tag='b')", "Recorder(tag='c')"]


class Told:
    """Keeps what ``start`` tells it."""
    told: list = []

    def start(self, start):
        import dataclasses
        Told.told.append(dataclasses.asdict(start))

    def choose(self, view, rng):
        return view.legal_moves[0]


def test_a_player_is_told_no_seed_of_the_game(capsys):
    """With the seed a player could deal the game again and see every hidden card."""
    told = plugin_class("Told")
    told.told = []
    report(["--player", f"{HERE}:Told", "--player", "high", "--games", "4", "--seed", "4321", "--jobs", "1"], capsys)
    assert len(told.told) == 4
    for start in told.told:
        assert "seed" not in start and not {4321, 4322} & set(start.values()), start


def test_hooks_see_every_move_and_the_end(capsys):
    recorder = plugin_class("Recorder")
    recorder.log = []
    report(["--player", f"{HERE}:Recorder", "--player", "high", "--games", "2"], capsys)
    game1 = recorder.log[:6]
    assert [e[1] for e in game1] == ["start", "observe", "observe", "observe", "observe", "end"]
    assert {e[2] for e in game1 if e[1] == "observe"} == {0, 1}   # its own moves and the other's
    assert game1[-1][4] == "over"


def test_games_round_up_to_whole_rotations_and_say_so(capsys):
    data, err = report(["--players", "4", "--games", "5"], capsys)
    assert data["games"] == 8 and "playing 8 games, not 5" in err
    assert [p["name"] for p in data["players"]] == ["high", "low", "low#2", "low#3"]
    assert sum(p["wins"] for p in data["players"]) == pytest.approx(8)
    assert all(p["figures"]["cards"] == 16 for p in data["players"])


def test_seats_and_players_are_checked(capsys):
    for argv, says in ((["--players", "7"], "2 to 6"),
                       (["--players", "2"] + ["--player", "high"] * 3, "3 players for 2 seats"),
                       (["--player", "nowhere:Nobody"], "cannot import 'nowhere'")):
        with pytest.raises(SystemExit) as stop:
            run(MATCH, argv)
        assert stop.value.code == 2 and says in capsys.readouterr().err


class Greedy:
    """Draws from its stream a varying number of times, then plays its highest card."""
    def choose(self, view, rng):
        for _ in range(rng.randrange(50)):
            rng.random()
        return High().choose(view, rng)


class Remember(Chance):
    seen: list = []

    def choose(self, view, rng):
        move = super().choose(view, rng)
        Remember.seen.append(move.value)
        return move


def test_each_seat_has_its_own_random_stream(capsys):
    runs, remember = [], plugin_class("Remember")
    for other in ("high", f"{HERE}:Greedy"):
        remember.seen = []
        report(["--player", f"{HERE}:Remember", "--player", other, "--games", "6", "--cards", "4",
                "--jobs", "1"], capsys)   # in this process, where it can be remembered
        runs.append(list(remember.seen))
    assert len(runs[0]) == 24
    assert runs[0] == runs[1]


def test_results_do_not_change_with_the_seed_of_nothing_else(capsys):
    a, _ = report(["--player", "chance", "--player", "low", "--games", "6", "--seed", "3"], capsys)
    b, _ = report(["--player", "chance", "--player", "low", "--games", "6", "--seed", "3"], capsys)
    assert a == b


class Exits:
    def choose(self, view, rng):
        sys.exit(0)


class Interrupts:
    def choose(self, view, rng):
        raise KeyboardInterrupt


class ArrayMove:
    def choose(self, view, rng):
        import numpy
        return numpy.array([1, 2])


class Incomparable:
    class Move:
        def __eq__(self, other):
            raise TypeError("no comparing me")
        __hash__ = object.__hash__

    def choose(self, view, rng):
        return self.Move()


class ExitsAtBirth:
    def __init__(self):
        sys.exit(3)

    def choose(self, view, rng):       # a player, so that it is made (and exits)
        return view.legal_moves[0]


class FailsLate:
    """Plays well until the third game's second move."""
    def __init__(self):
        self.games = 0

    def start(self, start):
        self.game = start.game
        self.moves = 0

    def choose(self, view, rng):
        self.moves += 1
        if self.game == 3 and self.moves == 2:
            raise ValueError("late bug")
        return view.legal_moves[0]


@pytest.mark.parametrize("player, says", [
    ("Exits", "Exits.choose raised SystemExit: 0"),
    ("Interrupts", "Interrupts.choose raised KeyboardInterrupt"),
    ("ArrayMove", "ArrayMove chose array([1, 2]), which cannot be compared with the legal moves"),
    ("Incomparable", "which cannot be compared with the legal moves (TypeError: no comparing me)"),
])
def test_a_player_that_exits_or_cannot_be_compared_stops_the_match(player, says, capsys):
    code, out, err = match(["--player", "high", "--player", f"{HERE}:{player}", "--games", "2"], capsys)
    assert code == 1 and out == ""
    assert err.startswith(f"match stopped: ") and says in err


def test_a_constructor_that_exits_is_a_clear_plugin_error(capsys):
    with pytest.raises(PluginError, match="cannot create .*ExitsAtBirth.*SystemExit: 3"):
        load_object(f"{HERE}:ExitsAtBirth")
    with pytest.raises(SystemExit) as stop:
        run(MATCH, ["--player", f"{HERE}:ExitsAtBirth"])
    assert stop.value.code == 2 and "SystemExit: 3" in capsys.readouterr().err


def test_a_failure_says_where_and_replays_exactly(capsys):
    argv = ["--player", f"{HERE}:FailsLate", "--player", "low", "--games", "6", "--seed", "40", "--cards", "3"]
    code, out, err = match(argv, capsys)
    assert code == 1
    lines = err.splitlines()
    assert lines[0] == "match stopped: FailsLate.choose raised ValueError: late bug"
    assert "game 3 of the match, dealt from seed 41; seats: 0 FailsLate, 1 low" in err
    assert "seat 0 (FailsLate), phase 'play'" in err and "legal moves (2): play" in err
    assert "Traceback (most recent call last)" in err and 'raise ValueError("late bug")' in err
    replay = shlex.split(lines[-1].partition(": ")[2])
    assert replay[2:] == ["match", "table", "--player", f"{HERE}:FailsLate", "--player", "low",
                          "--seed", "40", "--cards", "3", "--game", "3", "--verbose"]
    code, out, again = match(replay[4:], capsys)
    assert code == 1 and lines[0] in again.splitlines()
    assert "game 3 of the match, dealt from seed 41" in again
    assert "game 3 move 1: seat 0 (FailsLate) play" in again


class Loud:
    def choose(self, view, rng):
        print("thinking aloud")
        os.write(1, b"straight to the descriptor\n")
        return view.legal_moves[0]


def test_players_output_goes_to_the_error_stream(capfd):
    assert run(MATCH, ["--player", f"{HERE}:Loud", "--player", "low", "--games", "2", "--json"]) == 0
    out, err = capfd.readouterr()
    assert json.loads(out)["games"] == 2
    assert "thinking aloud" in err and "straight to the descriptor" in err


class Deep:
    def __init__(self, depth=1, samples=10, name="x"):
        self.depth, self.samples, self.name = depth, samples, name

    def choose(self, view, rng):
        assert (self.depth, self.samples, self.name) == (3, 200, "a b")
        return view.legal_moves[0]


def test_players_take_arguments_as_literals(capsys):
    spec = f"{HERE}:Deep(depth=3, samples=200, name='a b')"
    data, _ = report(["--player", spec, "--player", "low", "--games", "2"], capsys)
    assert data["players"][0]["name"] == "Deep(depth=3, samples=200, name='a b')"
    assert data["players"][0]["spec"] == spec
    for bad, says in ((f"{HERE}:Deep(depth=__import__('os'))", "plain values"),
                      (f"{HERE}:Deep(colour=3)", "bad arguments: got an unexpected keyword argument 'colour'"),
                      (f"{HERE}:Deep(depth=3", "written as in Python"),
                      ("high(1)", "bad arguments")):
        with pytest.raises(SystemExit) as stop:
            run(MATCH, ["--player", bad])
        assert stop.value.code == 2 and says in capsys.readouterr().err


def test_the_text_table_for_six_players(capsys):
    code, out, _ = match(["--players", "6", "--player", "high", "--player", "chance", "--games", "6"], capsys)
    lines = out.splitlines()
    assert code == 0 and lines[0] == "table: 6 games, 6 seats, seed 0"
    assert [l.split(":")[0] for l in lines[1:7]] == ["high", "chance"] + [f"chance#{i}" for i in range(2, 6)]
    header = lines[7].split()
    assert header[:2] == ["player", "points/game"] and "nines" in header and "cards/game" in header
    assert all(len(l) < 80 for l in lines[:-1])


@pytest.mark.parametrize("module", ["games.match.spec", "games.match.entrants", "games.plugins"])
def test_docstring_examples(module):
    import doctest
    result = doctest.testmod(importlib.import_module(module))
    assert result.attempted > 0 and result.failed == 0


def test_worker_processes_give_the_same_results(capsys):
    argv = ["--players", "3", "--player", "chance", "--player", f"{HERE}:Greedy", "--games", "60", "--seed", "8"]
    one, _ = report(argv + ["--jobs", "1"], capsys)
    two, _ = report(argv + ["--jobs", "2"], capsys)
    assert (one["jobs"], two["jobs"]) == (1, 2)
    assert {**one, "jobs": 0} == {**two, "jobs": 0}


def test_worker_processes_stop_at_the_same_failure(capfd):
    argv = ["--player", f"{HERE}:FailsLate", "--player", "low", "--games", "40", "--seed", "40"]
    assert run(MATCH, argv) == 1
    one = capfd.readouterr().err
    assert run(MATCH, argv + ["--jobs", "2"]) == 1
    two = capfd.readouterr().err
    assert one.splitlines()[:4] == two.splitlines()[:4] and "game 3 of the match" in two
    assert run(MATCH, ["--player", f"{HERE}:Loud", "--player", "low", "--games", "40", "--jobs", "2",
                       "--json"]) == 0
    out, err = capfd.readouterr()
    assert json.loads(out)["jobs"] == 2 and "straight to the descriptor" in err


class PressesCtrlC:
    """As if the user pressed Ctrl-C while this player was thinking."""
    def choose(self, view, rng):
        import signal
        os.kill(os.getpid(), signal.SIGINT)
        return view.legal_moves[0]


def test_ctrl_c_stops_the_match_but_is_not_the_players_failure(capsys):
    code, out, err = match(["--player", f"{HERE}:PressesCtrlC", "--player", "low", "--jobs", "1"], capsys)
    assert code == 130 and out == "" and err.strip() == "match interrupted"
    code, _, err = match(["--player", f"{HERE}:Interrupts", "--player", "low"], capsys)
    assert code == 1 and err.startswith("match stopped: Interrupts.choose raised KeyboardInterrupt")


class PressesCtrlCInGame5:
    """As if the user pressed Ctrl-C during the fifth game."""
    def start(self, start):
        self.game = start.game

    def choose(self, view, rng):
        if self.game == 5:
            import signal
            os.kill(os.getpid(), signal.SIGINT)
        return view.legal_moves[0]


def test_ctrl_c_prints_the_table_of_the_games_played_so_far(capsys):
    code, out, err = match(["--player", f"{HERE}:PressesCtrlCInGame5", "--player", "low", "--games", "20",
                            "--jobs", "1", "--json"], capsys)
    assert code == 130 and "the table is of the 4 games played so far" in err
    assert json.loads(out)["games"] == 4


def test_ctrl_c_at_the_terminal_stops_the_workers_and_keeps_their_games():
    """The real thing, with worker processes: Ctrl-C to the whole process group."""
    import signal
    import subprocess
    program = [sys.executable, "-c", "import sys; from games.match import run; from tests.dummy_table "
               "import MATCH; sys.exit(run(MATCH, sys.argv[1:]))"]
    process = subprocess.Popen(program + ["--player", f"{HERE}:StallsFrom100", "--player", "low",
                                          "--games", "400", "--jobs", "2", "--json"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               cwd=os.path.dirname(os.path.dirname(__file__)), start_new_session=True)
    try:
        for line in process.stderr:                   # a worker has stalled: the others have played
            if "stalling" in line:
                break
        os.killpg(process.pid, signal.SIGINT)
        out, err = process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            process.kill()
    assert process.returncode == 130 and "games played so far" in err
    assert 0 < json.loads(out)["games"] < 400


class StallsFrom100:
    def start(self, start):
        self.game = start.game

    def choose(self, view, rng):
        if self.game >= 100:
            import time
            print("stalling", file=sys.stderr, flush=True)
            time.sleep(600)
        return view.legal_moves[0]


def test_a_figure_shared_out_is_reported_with_its_interval(capsys):
    from dataclasses import replace

    from tests.schema_check import validate
    from tests.test_match_commands import SCHEMA
    code = run(replace(MATCH, match=replace(MATCH.match, share_of="nines")), ["--players", "3", "--games", "30", "--cards", "4", "--json"])
    data = json.loads(capsys.readouterr().out)
    assert code == 0 and validate(SCHEMA, data) == []
    assert sum(p["share"] for p in data["players"]) == pytest.approx(1)
    assert all(p["share_interval"][0] <= p["share"] <= p["share_interval"][1] for p in data["players"])


def test_each_players_margin_over_the_others_at_the_table_is_averaged_deal_by_deal():
    from games.match.play import Entrant, GameRecord
    from games.match.tally import summary, tally
    # two deals at three seats, each in its three rotations: player 0 takes all 6 points of
    # every game of deal 7 and none of deal 8, where the other two take 3 each
    games = [(7, (0, 1, 2), (6, 0, 0)), (7, (2, 0, 1), (0, 6, 0)), (7, (1, 2, 0), (0, 0, 6)),
             (8, (0, 1, 2), (0, 3, 3)), (8, (2, 0, 1), (3, 0, 3)), (8, (1, 2, 0), (3, 3, 0))]
    records = [GameRecord(n, seed, seating, points, (1 / 3,) * 3, ({},) * 3)
               for n, (seed, seating, points) in enumerate(games, 1)]
    entrants = [Entrant(name, name, None) for name in ("a", "b", "c")]
    got = summary("t", 7, 6, 1, entrants, tally(records, 3), {})["players"]
    # player 0's margin: +6 in each game of deal 7, -3 in each of deal 8; deal means 6 and -3
    assert got[0]["deals"] == 2 and got[0]["margin"] == pytest.approx(1.5)
    low, high = got[0]["margin_interval"]
    assert high - low == pytest.approx(2 * 1.959964 * 4.5, rel=1e-3) and low + high == pytest.approx(3)
    assert got[1]["margin"] == got[2]["margin"] == pytest.approx(-0.75)
    assert sum(p["margin"] for p in got) == pytest.approx(0)
