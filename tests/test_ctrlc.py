"""Ctrl-C while work is shared (games.ctrlc): noted, acted on at a safe point, and never
taken where it was ignored on purpose."""
import os
import signal

import pytest

from games import ctrlc


def test_ctrl_c_is_noted_and_raised_on_leaving_and_the_handler_put_back():
    before = signal.getsignal(signal.SIGINT)
    with pytest.raises(KeyboardInterrupt):
        with ctrlc.noted() as interrupted:
            os.kill(os.getpid(), signal.SIGINT)
            assert interrupted.wait(5)          # noted, not raised in the middle of the work
    assert signal.getsignal(signal.SIGINT) is before


def test_ctrl_c_ignored_on_purpose_stays_ignored():
    """A background job or nohup starts the program with Ctrl-C ignored: the bench and the
    match then let it pass as the rest of the program does, not stop at it."""
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        with ctrlc.noted() as interrupted:
            os.kill(os.getpid(), signal.SIGINT)
            assert not interrupted.wait(0.2)
        assert signal.getsignal(signal.SIGINT) == signal.SIG_IGN
    finally:
        signal.signal(signal.SIGINT, previous)
