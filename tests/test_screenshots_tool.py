"""tools/screenshots.py: the documents' pictures are made again from seeds and key scripts,
and a picture with writing too close in colour to read is reported."""
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import screenshots  # noqa: E402

NOT_MADE = {"records", "settings"}     # the tool's docstring says why


def test_every_picture_the_documents_show_is_made_by_the_tool():
    shown = set()
    for doc in ("README.md", "MANUAL.md"):
        shown |= set(re.findall(r"docs/screenshots/(\w+)\.png", (ROOT / doc).read_text(encoding="utf-8")))
    assert shown and shown - NOT_MADE <= set(screenshots.SHOTS)
    assert all((screenshots.FOLDER / f"{name}.png").exists() for name in screenshots.SHOTS)


def test_a_picture_is_made_and_looked_at(tmp_path):
    assert screenshots.take("menu", tmp_path, tmp_path) == []
    assert (tmp_path / "menu.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_an_unknown_name_is_refused():
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "screenshots.py"), "chess"],
                          capture_output=True, text=True)
    assert done.returncode == 2 and "no picture named chess" in done.stderr
