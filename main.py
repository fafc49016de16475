"""Traditional Games: run ``.venv/bin/python main.py --help`` for the options."""
import multiprocessing
import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from games.cli import main  # noqa: E402  (after quieting pygame's greeting)


def run() -> None:
    """The program, as ``main.py`` and the installed ``traditional-games`` both start it."""
    # Worker processes (the Accordion bench) must start cleanly inside the packaged executable too.
    multiprocessing.freeze_support()
    for stream in (sys.stdout, sys.stderr):
        # a terminal or pipe that cannot show a character (an ASCII locale) is given its
        # escape (\u2660), not a traceback
        if getattr(stream, "errors", None) == "strict" and hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        # Ctrl-C before the window's program was running (or twice, see games.ui.stopping):
        # nothing to save, and no traceback to show.
        sys.exit(130)
    except BrokenPipeError:
        # Output piped into `head` and the like: stop quietly, as other tools do.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(1)


if __name__ == "__main__":
    run()
