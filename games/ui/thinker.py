"""A computer player's choice worked out beside the loop, so the window keeps drawing,
the cursor keeps flashing and keys are still read while it thinks.

The player runs in a daemon thread. Its answer is collected by the scene on a later
frame; an exception from the player (a broken plug-in, say) is raised there, in the
loop's own thread, where the scene's usual guard reports it. A player that calls
``sys.exit`` or raises KeyboardInterrupt has failed like any other: that comes back as
a :class:`PlayerQuit`, an ordinary exception, and never ends the program. A question abandoned
(a new game, leaving the scene) is dropped: its thread finishes on its own and its
answer is thrown away.
"""
from __future__ import annotations

import threading
import time
from typing import Any, Optional

from games.plugins import describe_error
from games.ui import stopping

_NOTHING = object()
POLL = 0.05        # seconds between looks at a stop asked while a key script waits


class PlayerQuit(RuntimeError):
    """A player's SystemExit or KeyboardInterrupt (its ``__cause__``)."""


class Thinker:
    def __init__(self) -> None:
        self._thread: Optional[threading.Thread] = None
        self._answer: Any = _NOTHING
        self._error: Optional[BaseException] = None
        self._lock = threading.Lock()
        self._question = 0

    @property
    def thinking(self) -> bool:
        """A question has been asked and its answer not yet collected."""
        return self._thread is not None

    def ask(self, player, view, rng) -> None:
        """Start ``player.choose(view, rng)``; any earlier question is dropped."""
        with self._lock:
            self._question += 1
            question = self._question
            self._answer, self._error = _NOTHING, None
        thread = threading.Thread(target=self._run, args=(question, player, view, rng),
                                  name="computer player", daemon=True)
        self._thread = thread
        thread.start()

    def _run(self, question: int, player, view, rng) -> None:
        try:
            answer, error = player.choose(view, rng), None
        except BaseException as exc:  # handed to the loop's thread, which reports it
            answer, error = _NOTHING, exc
        with self._lock:
            if question == self._question:
                self._answer, self._error = answer, error

    def collect(self) -> Any:
        """The answer once it is ready (the question is then over), else None.
        Re-raises what the player raised."""
        thread = self._thread
        if thread is None or thread.is_alive():
            return None
        self._thread = None
        with self._lock:
            answer, error = self._answer, self._error
            self._answer, self._error = _NOTHING, None
        if isinstance(error, (SystemExit, KeyboardInterrupt)):
            raise PlayerQuit(f"the player raised {describe_error(error)}") from error
        if error is not None:
            raise error
        if answer is _NOTHING or answer is None:
            raise ValueError("the computer player gave no move")
        return answer

    def drop(self) -> None:
        """Forget the question being thought about."""
        with self._lock:
            self._question += 1
        self._thread = None

    def wait(self, timeout: Optional[float] = None) -> None:
        """Block until the answer is ready: for key scripts and tests only, never the live
        loop; a signal to stop (games.ui.stopping) ends the wait, answer or not."""
        thread = self._thread
        if thread is None:
            return
        end = None if timeout is None else time.monotonic() + timeout
        while thread.is_alive() and not stopping.ASKED.is_set():
            left = None if end is None else end - time.monotonic()
            if left is not None and left <= 0:
                return
            thread.join(POLL if left is None else min(POLL, left))
