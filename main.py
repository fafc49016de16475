"""Traditional Games: run ``python main.py --help`` for the options."""
import multiprocessing
import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from games.cli import main  # noqa: E402  (after quieting pygame's greeting)

if __name__ == "__main__":
    # Worker processes (the Accordion bench) must start cleanly inside the packaged executable too.
    multiprocessing.freeze_support()
    sys.exit(main())
