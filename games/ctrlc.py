"""Ctrl-C noted while threads or worker pools share the work, and acted on at a safe point.

Raised as it comes, KeyboardInterrupt can land inside ``concurrent.futures``' own
locking (a condition taken and never given back), after which the pool's threads
wait for ever; and a SIGINT that the system hands to one of those threads is never
heard by a main thread blocked without a time limit. So while the work is shared
the signal only sets an event, and the waiting loop, which waits in short steps,
raises KeyboardInterrupt itself.
"""
from __future__ import annotations

import contextlib
import signal
import threading
from concurrent.futures import FIRST_COMPLETED, Future, wait
from typing import Iterable, Iterator

STEP = 0.1          # seconds: how long a waiting loop waits before it looks again


@contextlib.contextmanager
def noted() -> Iterator[threading.Event]:
    """An event set by Ctrl-C for the duration; KeyboardInterrupt on leaving if it was set
    and the body did not raise it already. Outside the main thread, or where Ctrl-C is
    ignored on purpose (a background job, nohup), Ctrl-C is left alone."""
    interrupted = threading.Event()
    if signal.getsignal(signal.SIGINT) == signal.SIG_IGN:
        yield interrupted
        return
    try:
        previous = signal.signal(signal.SIGINT, lambda *_: interrupted.set())
    except ValueError:           # not the main thread: Ctrl-C is not ours to take
        yield interrupted
        return
    try:
        yield interrupted
    finally:
        signal.signal(signal.SIGINT, previous)
    if interrupted.is_set():
        raise KeyboardInterrupt


def finished(futures: Iterable[Future], interrupted: threading.Event) -> Iterator[Future]:
    """Each future as it finishes (cancelled ones left out), looking for Ctrl-C between
    short waits and raising KeyboardInterrupt there, when nothing is half done."""
    pending = set(futures)
    while pending:
        if interrupted.is_set():
            raise KeyboardInterrupt
        done, pending = wait(pending, timeout=STEP, return_when=FIRST_COMPLETED)
        for future in done:
            if not future.cancelled():
                yield future
