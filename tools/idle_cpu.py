"""How much of a core the program uses while it waits for a key.

Starts ``main.py`` with the options given (after ``--``), lets it settle, then
reads the process's CPU time over a measured stretch and prints it as a share
of one core, for each of several runs, with the mean and its 95% interval.
Under ``--xvfb`` the window goes to a private X server (Xvfb, as on a desktop),
whose own CPU time is counted too (SDL may hand it the window's drawing);
otherwise SDL's dummy video driver is used (no window at all)::

    python tools/idle_cpu.py --xvfb -- --no-boot --mute
    python tools/idle_cpu.py --xvfb -- gin --no-boot --mute --scale 8 --scanlines

A measurement, not a test: the figure depends on the machine and its load.
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from games.stats import mean_interval  # noqa: E402


def cpu_seconds(pid: int) -> float:
    """User plus system CPU time of process ``pid`` (Linux /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    utime, stime = int(fields[11]), int(fields[12])
    return (utime + stime) / os.sysconf("SC_CLK_TCK")


def measure(argv: list[str], settle: float, seconds: float, env: dict[str, str],
            server: int | None = None) -> tuple[float, float]:
    """Percent of one core used over ``seconds`` by one run of the program, and by the X
    server ``server`` meanwhile (the window's drawing may be done there)."""
    process = subprocess.Popen([sys.executable, str(ROOT / "main.py"), *argv], cwd=ROOT, env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        time.sleep(settle)
        if process.poll() is not None:
            raise SystemExit(f"the program stopped: {process.stderr.read().decode(errors='replace')}")
        start_cpu, start = cpu_seconds(process.pid), time.monotonic()
        start_server = cpu_seconds(server) if server else 0.0
        time.sleep(seconds)
        used, passed = cpu_seconds(process.pid) - start_cpu, time.monotonic() - start
        served = cpu_seconds(server) - start_server if server else 0.0
    finally:
        process.terminate()
        process.wait(timeout=10)
    return 100.0 * used / passed, 100.0 * served / passed


def start_xvfb(display: str) -> subprocess.Popen:
    if shutil.which("Xvfb") is None:
        raise SystemExit("Xvfb is not installed (apt-get install -y xvfb), or leave out --xvfb")
    server = subprocess.Popen(["Xvfb", display, "-screen", "0", "2800x2200x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(1.0)
    if server.poll() is not None:
        raise SystemExit(f"Xvfb could not start on {display}")
    return server


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=10.0, help="length of each measured stretch")
    parser.add_argument("--settle", type=float, default=4.0, help="seconds to let the program start")
    parser.add_argument("--runs", type=int, default=3, help="how many runs")
    parser.add_argument("--xvfb", action="store_true", help="open the window on a private Xvfb server")
    parser.add_argument("--display", default=":77", help="the Xvfb display to use")
    parser.add_argument("program", nargs=argparse.REMAINDER, help="-- then main.py's arguments")
    options = parser.parse_args(argv)
    program = [a for a in options.program if a != "--"] if options.program[:1] == ["--"] else options.program
    env = dict(os.environ, SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    server = None
    if options.xvfb:
        server = start_xvfb(options.display)
        env["DISPLAY"] = options.display
        env.pop("SDL_VIDEODRIVER", None)
    else:
        env["SDL_VIDEODRIVER"] = "dummy"
    try:
        pid = server.pid if server is not None else None
        shares = [measure(program, options.settle, options.seconds, env, pid) for _ in range(options.runs)]
    finally:
        if server is not None:
            server.terminate()
            server.wait(timeout=10)
    print("main.py " + " ".join(program))
    columns = [("the program", [p for p, _ in shares])]
    if server is not None:
        columns += [("the X server", [x for _, x in shares]), ("together", [p + x for p, x in shares])]
    for name, values in columns:
        mean, low, high = mean_interval(values)
        runs = "  ".join(f"{v:.1f}" for v in values)
        print(f"{name:>13}: mean {mean:.1f}% of a core (95% interval {low:.1f} to {high:.1f}); runs {runs}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
