"""What a test that stops a running program with a signal needs of the program it starts."""
import signal


def usual_signals() -> None:
    # A shell's background job starts with Ctrl-C ignored; the test's program must hear it.
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.signal(signal.SIGHUP, signal.SIG_DFL)
