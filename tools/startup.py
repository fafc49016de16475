"""How long the program takes to start: from the command to the menu's first frame.

Each program is started again and again, in turn (so that a busy machine slows them all
alike), with the dummy video and sound drivers and an empty configuration folder, and
timed from the command to its exit: for the cabinet ``--no-boot --keys "" --dump-text``,
which builds the cabinet, draws the menu's first frame, prints it and stops; for the
hello world (``--hello``), a one-file PyInstaller pygame program that opens its window,
draws one frame and stops, built here in a temporary folder (nothing is kept). The
table gives the median wall time and the median CPU time (user plus system) of each.

    python tools/startup.py                                   # this source tree
    python tools/startup.py --exe dist/traditional-games --hello --runs 11
    python tools/startup.py --source before=../old-checkout --source after=. \\
        --exe before=../old-checkout/dist/traditional-games --exe after=dist/traditional-games

The figures depend on the machine and how busy it is: compare rows of one run only.
"""
from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MENU = ["--no-boot", "--keys", "", "--dump-text"]

HELLO = """\
import os
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame

pygame.display.init()
window = pygame.display.set_mode((960, 768))
window.fill((0, 0, 0))
pygame.display.flip()
pygame.quit()
"""


def named(text: str, default: str) -> tuple[str, str]:
    """``label=path`` or a bare path (labelled ``default``)."""
    label, _, path = text.rpartition("=")
    return (label or default), path


def timed(command: list[str], cwd: Path, env: dict[str, str]) -> tuple[float, float]:
    """(wall, cpu) seconds of one run of ``command``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(command, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed ({done.returncode}): {done.stderr.decode()[-500:]}")
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def build_hello(folder: Path) -> tuple[Path, Path]:
    """The hello world's source, and its one-file executable built with PyInstaller."""
    source = folder / "hello.py"
    source.write_text(HELLO)
    subprocess.run([sys.executable, "-m", "PyInstaller", "--onefile", "--noconfirm", "--log-level", "WARN",
                    "--distpath", str(folder / "dist"), "--workpath", str(folder / "build"),
                    "--specpath", str(folder), str(source)], check=True)
    return source, folder / "dist" / "hello"


def size(path: Path) -> str:
    return f"{path.stat().st_size / 1e6:.1f} MB"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description="Time from the command to the menu's first frame.")
    parser.add_argument("--source", action="append", default=[], metavar="[LABEL=]DIR",
                        help="a source tree to run main.py from (default: this one)")
    parser.add_argument("--exe", action="append", default=[], metavar="[LABEL=]FILE",
                        help="a one-file executable of the cabinet (make exe builds dist/traditional-games)")
    parser.add_argument("--hello", action="store_true",
                        help="also a PyInstaller one-file pygame hello world, from source and built")
    parser.add_argument("--runs", type=int, default=7, metavar="N", help="runs of each (default 7)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="tg-startup-") as scratch:
        folder = Path(scratch)
        home = folder / "home"
        home.mkdir()
        env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
               "PYGAME_HIDE_SUPPORT_PROMPT": "1", "TRADITIONAL_GAMES_HOME": str(home)}
        rows: list[tuple[str, list[str], Path, str]] = []
        for text in args.source or [str(ROOT)]:
            label, path = named(text, "source")
            rows.append((f"{label}: python main.py", [sys.executable, "main.py", *MENU], Path(path), ""))
        for text in args.exe:
            label, path = named(text, "exe")
            exe = Path(path).resolve()
            rows.append((f"{label}: one-file executable", [str(exe), *MENU], folder, size(exe)))
        if args.hello:
            source, exe = build_hello(folder)
            rows.append(("hello world: python hello.py", [sys.executable, str(source)], folder, ""))
            rows.append(("hello world: one-file executable", [str(exe)], folder, size(exe)))
        for _, command, cwd, _ in rows:        # once each unmeasured: files read into the cache
            timed(command, cwd, env)
        times: list[list[tuple[float, float]]] = [[] for _ in rows]
        for _ in range(args.runs):
            for i, (_, command, cwd, _) in enumerate(rows):
                times[i].append(timed(command, cwd, env))
    width = max(len(r[0]) for r in rows)
    print(f"{'program':<{width}}  {'wall (s)':>8}  {'cpu (s)':>8}  size     (median of {args.runs} runs)")
    for (label, _, _, weight), runs in zip(rows, times):
        wall = statistics.median(t[0] for t in runs)
        cpu = statistics.median(t[1] for t in runs)
        print(f"{label:<{width}}  {wall:8.2f}  {cpu:8.2f}  {weight}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
