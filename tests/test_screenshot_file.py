"""--screenshot FILE on a disk that cannot take it: said, a non-zero status, and no empty
or half-written file left behind (nor an old picture spoilt)."""
from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path

import pytest

from games.cli import main

ROOT = Path(__file__).resolve().parents[1]


def _small_files_only() -> None:
    import resource
    resource.setrlimit(resource.RLIMIT_FSIZE, (2000, 2000))     # a screenshot at scale 3 is ~10 KB


@pytest.mark.skipif(sys.platform == "win32", reason="file size limits are a Unix matter")
def test_a_picture_too_big_for_the_file_system_is_said_and_leaves_no_file(tmp_path):
    shot = tmp_path / "shot.png"
    result = subprocess.run([sys.executable, "main.py", "--no-boot", "--scale", "3", "--screenshot", str(shot)],
                            cwd=ROOT, capture_output=True, text=True, timeout=60, preexec_fn=_small_files_only,
                            env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
                                 "PYTHONDONTWRITEBYTECODE": "1"})
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert f"cannot save {shot}: File too large" in result.stderr
    assert list(tmp_path.iterdir()) == []


def test_a_full_disk_keeps_the_old_picture_and_leaves_nothing_else(tmp_path, monkeypatch, capsys):
    shot = tmp_path / "shot.png"
    shot.write_bytes(b"the old picture")

    def disk_full(fd):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
    monkeypatch.setattr(os, "fsync", disk_full)
    assert main(["--no-boot", "--screenshot", str(shot), "--dump-text"]) == 1
    captured = capsys.readouterr()
    assert f"cannot save {shot}: No space left on device" in captured.err and "Which game" in captured.out
    assert list(tmp_path.iterdir()) == [shot] and shot.read_bytes() == b"the old picture"


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full here")
def test_a_screenshot_into_dev_full_is_said(tmp_path, capsys):
    link = tmp_path / "full.png"
    link.symlink_to("/dev/full")
    assert main(["--no-boot", "--screenshot", str(link)]) == 1
    assert f"cannot save {link}: No space left on device" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == [link]


def test_a_screenshot_is_still_a_whole_png(tmp_path):
    shot = tmp_path / "shot.png"
    assert main(["--no-boot", "--screenshot", str(shot)]) == 0
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and list(tmp_path.iterdir()) == [shot]
