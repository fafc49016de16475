"""Ctrl-C, a hang-up or a kill while a game is played is only noted until the safe point (the
games' own folders run the program and stop it: the game saved, the program leaving quietly)."""
from __future__ import annotations

import os
import signal
import sys

import pytest

from games.ui.stopping import StopSignals

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="Unix signals")


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
