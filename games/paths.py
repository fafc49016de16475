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


RESTORE = "restore it from the program's files"


class AssetError(ValueError):
    """A data file the program needs that is missing or damaged. The message is one line
    naming the file, what is wrong and what to do; :attr:`short` fits on the screen."""

    def __init__(self, path: Path, problem: str, remedy: str = RESTORE) -> None:
        self.path, self.problem = Path(path), problem
        super().__init__(f"{path} {problem}: {remedy}")

    @property
    def short(self) -> str:
        return f"{self.path.name} is {'missing' if self.problem == 'is missing' else 'damaged'}"


def read_asset(path: Path, remedy: str = RESTORE) -> str:
    """The text of a data file; :class:`AssetError` if it is not there or cannot be read."""
    try:
        return Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise AssetError(path, "is missing", remedy) from None
    except (OSError, UnicodeError) as exc:
        raise AssetError(path, f"cannot be read ({exc})", remedy) from None
