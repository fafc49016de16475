"""Where the bundled data lives, from a checkout or inside the packaged executable."""
from __future__ import annotations

import sys
from pathlib import Path


def root() -> Path:
    # PyInstaller unpacks bundled data under sys._MEIPASS; a checkout keeps it beside games/.
    bundle = getattr(sys, "_MEIPASS", None)
    return Path(bundle) if bundle else Path(__file__).resolve().parent.parent


def asset_path(*parts: str) -> Path:
    return root().joinpath("assets", *parts)


def font_path(name: str = "bbc8x8.bdf") -> Path:
    return root().joinpath("fonts", name)
