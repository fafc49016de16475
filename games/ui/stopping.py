"""Ctrl-C, a hang-up (the terminal closed) or a polite kill while the program runs.

Raised where it lands, KeyboardInterrupt would cut a scene off mid-move and lose the
game in progress; a hang-up would end the program there and then. So while the window's
program runs each of them is only noted, and the loop, at its next safe point, closes
as the window's close button does: every scene left as Escape leaves it, a game in
progress saved. Ctrl-C after any of them, before that point comes (a computer player
that will not finish thinking), stops at once; a key script waiting for the computer
stops waiting.
"""
from __future__ import annotations

import signal
import threading
from types import TracebackType
from typing import Optional

# Set once a signal is noted: what waits without a loop of its own (a key script waiting
# for the computer to think) stops waiting, so that the safe point comes at once.
ASKED = threading.Event()

# SIGHUP is not on every system (Windows has none).
NAMES = ("SIGINT", "SIGHUP", "SIGTERM")
INTERRUPTED = 130          # the shell's status for a program ended by Ctrl-C (128 + SIGINT)


class StopSignals:
    """While in use, the signals above are noted in ``signal`` (the first one), not acted on."""

    def __init__(self) -> None:
        self.signal: Optional[int] = None
        self._previous: dict[int, object] = {}

    def __enter__(self) -> "StopSignals":
        ASKED.clear()
        for name in NAMES:
            number = getattr(signal, name, None)
            if number is None:
                continue
            try:
                previous = signal.signal(number, self._note)
            except ValueError:          # not the main thread: the signals are not ours to take
                break
            self._previous[number] = previous
            if previous == signal.SIG_IGN:      # ignored on purpose (nohup): left ignored
                signal.signal(number, signal.SIG_IGN)
        return self

    def __exit__(self, kind: Optional[type], value: Optional[BaseException],
                 traceback: Optional[TracebackType]) -> None:
        for number, previous in self._previous.items():
            signal.signal(number, previous)
        self._previous = {}
        ASKED.clear()

    def _note(self, number: int, frame) -> None:
        if self.signal is not None and number == signal.SIGINT:
            raise KeyboardInterrupt       # asked again: the safe point is not coming
        if self.signal is None:
            self.signal = number
        ASKED.set()

    @property
    def asked(self) -> bool:
        return self.signal is not None

    @property
    def status(self) -> int:
        """The exit status after stopping: Ctrl-C's own, else that of the window closed."""
        return INTERRUPTED if self.signal == signal.SIGINT else 0
