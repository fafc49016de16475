"""Ctrl-C, a hang-up or a kill while a game is played: the game is saved as closing the
window saves it, and the program leaves quietly (Ctrl-C with status 130)."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from games.ui.stopping import StopSignals

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="Unix signals")
ROOT = Path(__file__).resolve().parents[1]
PLAYER = "tests.reports_its_moves:ReportsItsMoves"


def _usual_signals() -> None:
    # A shell's background job starts with Ctrl-C ignored; the test's program must hear it.
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.signal(signal.SIGHUP, signal.SIG_DFL)


def stopped_mid_game(home: Path, sig: int, *extra: str) -> tuple[int, str]:
    """Run Marrakech between two computer seats, send ``sig`` once a few moves are made."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "TRADITIONAL_GAMES_HOME": str(home)}
    process = subprocess.Popen([sys.executable, "main.py", "marrakech", "--seat", PLAYER, "--seat", "random",
                                "--no-boot", *extra], cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, text=True, preexec_fn=_usual_signals)
    try:
        seen = []
        for line in process.stderr:
            seen.append(line)
            if line.strip() == "move 2":          # the first is made: a game to save
                break
        process.send_signal(sig)
        rest = process.communicate(timeout=60)[1]
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    return process.returncode, "".join(seen) + rest


@pytest.mark.skipif(not hasattr(signal, "SIGHUP"), reason="no hang-ups on this system")
@pytest.mark.parametrize("sig, status, keys", [(signal.SIGINT, 130, []), (signal.SIGHUP, 0, []),
                                               (signal.SIGTERM, 0, []),
                                               (signal.SIGINT, 130, ["--keys", "<wait:1>"])],
                         ids=["ctrl-c", "hang-up", "kill", "ctrl-c-in-a-key-script"])
def test_a_signal_mid_game_saves_the_game_and_leaves_quietly(tmp_path, sig, status, keys):
    code, err = stopped_mid_game(tmp_path, sig, *keys)
    assert code == status, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err
    saved = json.loads((tmp_path / "saves" / "marrakech.json").read_text())
    assert saved["game"] == "marrakech" and sum(len(game) for game in saved["sitting"]) >= 1


def test_a_signal_is_only_noted_and_the_handlers_are_put_back():
    before = signal.getsignal(signal.SIGINT)
    with StopSignals() as signals:
        assert not signals.asked
        os.kill(os.getpid(), signal.SIGINT)
        assert signals.asked and signals.status == 130
    assert signal.getsignal(signal.SIGINT) is before


def test_ctrl_c_twice_before_the_safe_point_stops_at_once():
    with pytest.raises(KeyboardInterrupt):
        with StopSignals():
            os.kill(os.getpid(), signal.SIGINT)
            os.kill(os.getpid(), signal.SIGINT)


@pytest.mark.skipif(not hasattr(signal, "SIGHUP"), reason="no hang-ups on this system")
def test_a_hang_up_ignored_on_purpose_stays_ignored():
    previous = signal.signal(signal.SIGHUP, signal.SIG_IGN)
    try:
        with StopSignals() as signals:
            os.kill(os.getpid(), signal.SIGHUP)
            assert not signals.asked
    finally:
        signal.signal(signal.SIGHUP, previous)


def test_ctrl_c_after_a_kill_stops_at_once_too():
    with pytest.raises(KeyboardInterrupt):
        with StopSignals():
            os.kill(os.getpid(), signal.SIGTERM)
            os.kill(os.getpid(), signal.SIGINT)


class Sleeper:
    """A Gin player that takes its time over every move."""

    def choose(self, view, rng):
        import time
        print("thinking", file=sys.stderr, flush=True)
        time.sleep(60)
        return view.legal_moves[0]


def test_a_kill_while_a_key_script_waits_for_the_computer_stops_the_run_soon():
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    process = subprocess.Popen([sys.executable, "main.py", "gin", "--opponent", "tests.test_ui_signals:Sleeper",
                                "--no-boot", "--seed", "3", "--keys", "<Return> 1 <Return> <wait:1>", "--dump-text"],
                               cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                               preexec_fn=_usual_signals)
    try:
        for line in process.stderr:
            if line.strip() == "thinking":
                break
        process.send_signal(signal.SIGTERM)
        process.communicate(timeout=20)           # the sleeping player would take 60 s
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
            pytest.fail("still running 20 s after the kill")
    assert process.returncode == 0
