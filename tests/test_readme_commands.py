"""The commands the README and docs/ print run as printed once the set-up command has
made `.venv` (a plain `python` there has none of the program's dependencies): no book
prints a bare `python main.py`, and every command line of the README's own blocks runs,
with small counts, in the test environment's `.venv`."""
import os
import re
import shlex
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BOOKS = [ROOT / "README.md", ROOT / "MANUAL.md", *sorted((ROOT / "docs").rglob("*.md"))]
BARE = re.compile(r"(?<![/.\w])python3? +(main\.py|tools/|-m )")
# What would open a window for a person, build the executable, or run the tests again.
NOT_HERE = ("make ", "tools/screenshots.py")


def readme_commands():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    lines = []
    for block in re.findall(r"^```sh\n(.*?)^```", text, flags=re.M | re.S):
        for line in block.splitlines():
            line = line.split("   #")[0].strip()
            if line and not line.startswith(NOT_HERE):
                lines.append(line)
    return lines


def small(words):
    """The command with its counts made small: one game, one deal."""
    return [("1" if words[i - 1] in ("--games", "--deals") else w) if i else w for i, w in enumerate(words)]


@pytest.mark.parametrize("book", BOOKS, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_book_prints_a_command_that_a_plain_python_cannot_run(book):
    bare = [f"{n}: {line.strip()}" for n, line in enumerate(book.read_text(encoding="utf-8").splitlines(), 1)
            if BARE.search(line)]
    assert bare == []


def test_the_readme_has_its_commands():
    commands = readme_commands()
    assert len(commands) >= 10 and all(c.startswith(".venv/bin/") for c in commands), commands


@pytest.mark.parametrize("command", readme_commands())
def test_each_readme_command_runs_as_printed(command, tmp_path):
    assert (ROOT / ".venv" / "bin" / "python").exists(), "the set-up command (make test) makes .venv"
    words = small(shlex.split(command))
    words = [str(tmp_path / w) if w.endswith(".png") else w for w in words]
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run(words, cwd=ROOT, env=env, input="", capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, (command, done.stderr[-2000:])
    assert "Traceback" not in done.stderr and "ModuleNotFoundError" not in done.stderr
    assert done.stdout.strip() or any(tmp_path.iterdir()) or "--engine" in words, command   # (an engine
    # given no line says nothing)
