"""A kill while a key script waits for Gin's computer stops the run soon."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tests.signal_runs import usual_signals as _usual_signals

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="Unix signals")
ROOT = Path(__file__).resolve().parents[2]


class Sleeper:
    """A Gin player that takes its time over every move."""

    def choose(self, view, rng):
        import time
        print("thinking", file=sys.stderr, flush=True)
        time.sleep(60)
        return view.legal_moves[0]


def test_a_kill_while_a_key_script_waits_for_the_computer_stops_the_run_soon():
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    process = subprocess.Popen([sys.executable, "main.py", "gin", "--opponent", "tests.gin_rummy.test_signals:Sleeper",
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
