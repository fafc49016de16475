"""A run whose standard output takes only ASCII (a game's window text, the records) prints
escapes, not a traceback."""
import pytest


@pytest.mark.parametrize("argv", [["gin", "--no-boot", "--seed", "3", "--dump-text"], ["records", "gin"]])
def test_an_ascii_stdout_gets_escapes_not_a_traceback(argv, tmp_path):
    import os
    import subprocess
    import sys
    from pathlib import Path
    from games import store
    root = Path(__file__).resolve().parents[2]
    home = tmp_path / "h\u00f4me"                  # its name is printed at the records' head
    home.mkdir()
    (home / "history.jsonl").write_text('{"format": 1}\n', encoding="utf-8")
    env = dict(os.environ, PYTHONIOENCODING="ascii", LC_ALL="C", PYTHONUTF8="0", SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", **{store.FOLDER_ENV: str(home)})
    done = subprocess.run([sys.executable, str(root / "main.py"), *argv], env=env, capture_output=True,
                          timeout=120)
    assert done.returncode == 0 and b"Traceback" not in done.stderr, done.stderr[-1500:]
    done.stdout.decode("ascii")
    if argv[0] == "gin":
        assert b"\\u2660" in done.stdout or b"\\u2663" in done.stdout
