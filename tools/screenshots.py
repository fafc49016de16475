"""Take the pictures in docs/screenshots again, as the README and the manual show them.

Each picture is a run of ``main.py`` with a seed, a key script and ``--screenshot``, at
scale 3, in a configuration folder of its own (so that your settings, saved games and
records never come into them); what the screen says is checked for colours too close to
read (games.ui.contrast) before the picture is kept::

    python tools/screenshots.py                 all of them
    python tools/screenshots.py piquet menu     some (the names of the files)
    python tools/screenshots.py --list

Two are not among them: the records screen (records.png) needs games finished first, and
the settings screen (settings.png) says where the settings are kept, which here would be a
temporary folder.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "docs" / "screenshots"
TRICKS = ["--players", "4", "--hands", "4", "--no-passing"]

# file name: (the command line before the common options, the key script)
SHOTS = {
    "boot": (["--seed", "1"], "<wait:3>"),
    "menu": (["--seed", "1"], ""),
    "accordion": (["accordion", "--deal", "0", "--all"], "DKSK C3"),
    "gin_rummy": (["gin", "--seed", "1"], "N"),
    "piquet": (["piquet", "--seed", "1"], "12<Return>" + "<wait:3><Return>" * 3 + "<wait:3>"),
    "backgammon": (["backgammon", "--seed", "1"], "NH"),
    "marrakesh": (["marrakesh", "--seed", "1"], "<Return><wait:3>1<wait:3>"),
    "polignac": (["polignac", "--seed", "1", *TRICKS], "N1<wait:3>"),
    "short_hearts": (["hearts", "--seed", "2", *TRICKS], "1<wait:3>2<wait:3>"),
    "slobberhannes": (["slobberhannes", "--seed", "1", *TRICKS],            # the end of a hand
                      "1<wait:3>2<wait:3>1<wait:3>1<wait:3><wait:3>1<wait:3>1<wait:3><wait:3>"),
    "blacktile": (["blacktile", "--seed", "1", "--players", "4", "--hands", "4"], "<wait:3>"),
}


# main.py, with its screenshot looked at too: what on it cannot be read goes to the file
# named last (the program's own output is not the place: it sends print to the error stream).
PROBE = """import runpy, sys
from games.ui import app, contrast
save, report = app.App.save_screenshot, sys.argv.pop()
def save_and_look(self, path):
    save(self, path)
    with open(report, "w", encoding="utf-8") as out:
        out.writelines(line + "\\n" for line in contrast.unreadable(self.screen))
app.App.save_screenshot = save_and_look
sys.argv = sys.argv[1:]
runpy.run_path(sys.argv[0], run_name="__main__")
"""


def take(name: str, folder: Path, home: Path) -> list[str]:
    """Make ``name``.png in ``folder``; what cannot be read on it (nothing, one hopes)."""
    args, keys = SHOTS[name]
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "TRADITIONAL_GAMES_HOME": str(home / name), "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    boot = [] if name == "boot" else ["--no-boot"]
    report = home / f"{name}.txt"
    command = [sys.executable, "-c", PROBE, str(ROOT / "main.py"), *args, *boot, "--mute", "--scale", "3",
               "--keys", keys, "--screenshot", str(folder / f"{name}.png"), str(report)]
    done = subprocess.run(command, env=env, cwd=ROOT, capture_output=True, text=True)
    if done.returncode != 0 or not report.exists():
        raise SystemExit(f"{name}.png: main.py failed (status {done.returncode}):\n{done.stderr}")
    return report.read_text(encoding="utf-8").splitlines()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*", metavar="NAME", help=f"some of: {', '.join(SHOTS)}")
    parser.add_argument("--list", action="store_true", help="name the pictures and how each is made")
    parser.add_argument("--folder", type=Path, default=FOLDER, help="where to put them (default: %(default)s)")
    options = parser.parse_args(argv)
    unknown = [n for n in options.names if n not in SHOTS]
    if unknown:
        parser.error(f"no picture named {', '.join(unknown)} (there are: {', '.join(SHOTS)})")
    if options.list:
        for name, (args, keys) in SHOTS.items():
            print(f"{name + '.png':<19} main.py {' '.join(args)} --keys {keys!r}")
        return 0
    unreadable = 0
    with tempfile.TemporaryDirectory(prefix="tg-shots-") as home:
        for name in options.names or SHOTS:
            problems = take(name, options.folder, Path(home))
            print(f"{name}.png", *problems, sep="\n  ")
            unreadable += bool(problems)
    return 1 if unreadable else 0


if __name__ == "__main__":
    sys.exit(main())
