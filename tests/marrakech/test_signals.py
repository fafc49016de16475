"""Ctrl-C, a hang-up or a kill while Marrakech is played: the game is saved as closing the
window saves it, and the program leaves quietly (Ctrl-C with status 130)."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tests.signal_runs import usual_signals as _usual_signals

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="Unix signals")
ROOT = Path(__file__).resolve().parents[2]
PLAYER = "tests.reports_its_moves:ReportsItsMoves"


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
