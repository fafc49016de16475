"""The program's own files: settings, saved games and the history of games played.

They live in the user's configuration folder, found by ``platformdirs`` (on Linux
``~/.config/traditional-games``), or in the folder named by the environment
variable ``TRADITIONAL_GAMES_HOME`` when it is set (the test suite points it at a
temporary folder for every test, so tests never touch the user's files).

Nothing here ever raises for a bad file or folder: the program says so in one line
(:func:`say`: on stderr, and kept in :data:`NOTICES` for the screen) and goes on.

* A **document** (:func:`load`, :func:`save`) is one JSON object with a format
  version under ``"format"``. A file that is corrupt, truncated, unreadable, not an
  object, or written by a newer version of the program is *set aside*: renamed to
  ``NAME.bad-YYYYMMDD-HHMMSS`` (a free name, never over another file) so that nothing
  is lost, and the caller gets ``None`` and uses its defaults. A file that cannot
  even be set aside is never written over in this run.
* A **history** (:func:`read_lines`, :func:`append_line`) is JSON lines: a first
  line ``{"format": N}`` and then one JSON object per line, so a person can read or
  ``grep`` it and one damaged line loses only itself. Bad lines set the whole file
  aside (the copy keeps them) and the good records are written back at once.
* Every write is atomic: a new file in the same folder, flushed and ``fsync``-ed,
  then ``os.replace``-d over the old one, so a kill at any moment leaves either the
  old file or the new one. (An append rewrites the history the same way: a history
  is small, a few hundred bytes a game. Two copies of the program appending at the
  same moment could lose one record; neither can leave a broken file.)
* A folder that cannot be written, or no home folder at all, is said once and the
  program goes on without saving: :func:`save` and :func:`append_line` return False.

Names are paths relative to the folder, with ``/`` between parts (``"settings.json"``,
``"saves/backgammon.json"``); sub-folders are made as needed.

The interface (kept stable for the modules built on it)::

    folder() -> Path | None                  the configuration folder, or None (said why)
    location(name) -> Path | None            where a named file is (or would be)
    load(name, version) -> dict | None       a document's contents, without "format"
    save(name, version, data) -> bool        write a document atomically
    remove(name) -> bool                     delete a file (a missing one is fine)
    read_lines(name, version) -> list[dict]  a history's records, oldest first
    append_line(name, version, record) -> bool
    say(message)                             one line for the player
    NOTICES                                  the lines said so far this run
"""
from __future__ import annotations

import contextlib
import json
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Mapping, Optional

import platformdirs

FOLDER_ENV = "TRADITIONAL_GAMES_HOME"
APP_NAME = "traditional-games"
FORMAT = "format"

NOTICES: list[str] = []
_said: set[str] = set()
_untouchable: set[Path] = set()   # bad files that could not be set aside: never written over


class _Bad(Exception):
    """Why a file cannot be used (one short phrase)."""


def say(message: str) -> None:
    """Tell the player ``message`` (one line) once: on stderr, and in :data:`NOTICES`."""
    if message in _said:
        return
    _said.add(message)
    NOTICES.append(message)
    print(f"{APP_NAME}: {message}", file=sys.stderr)


def forget() -> None:
    """Forget what has been said and which files were untouchable (a fresh run; for tests)."""
    NOTICES.clear()
    _said.clear()
    _untouchable.clear()


# -- where ------------------------------------------------------------------------------
def folder() -> Optional[Path]:
    """The configuration folder (not necessarily made yet), or None when there is none."""
    chosen = os.environ.get(FOLDER_ENV, "").strip()
    if chosen:
        return Path(chosen).expanduser().absolute()
    home = os.path.expanduser("~")
    if not os.path.isabs(home) or not os.path.isdir(home):
        say("no home folder: settings, saved games and records are not kept")
        return None
    try:
        path = Path(platformdirs.user_config_dir(APP_NAME, appauthor=False, roaming=True))
    except Exception as exc:          # a platform it cannot place: go on without files
        say(f"no configuration folder ({exc}): settings, saved games and records are not kept")
        return None
    if not path.is_absolute():
        say("no home folder: settings, saved games and records are not kept")
        return None
    return path


def location(name: str) -> Optional[Path]:
    """Where the file ``name`` is, or would be written."""
    base = folder()
    return None if base is None else base.joinpath(*name.split("/"))


# -- documents ----------------------------------------------------------------------------
def load(name: str, version: int) -> Optional[dict[str, Any]]:
    """The document ``name`` (its ``"format"`` key taken out), or None when there is
    none or it was set aside. An older format is returned as it is: the caller fills in
    what it lacks from its defaults."""
    path = location(name)
    if path is None:
        return None
    try:
        text = _read_text(path)
        if text is None:
            return None
        data = _parse_document(text, version)
    except _Bad as bad:
        _set_aside(path, str(bad))
        return None
    return data


def save(name: str, version: int, data: Mapping[str, Any]) -> bool:
    """Write the document ``name`` atomically; False (and said) when it cannot be."""
    document = {FORMAT: version, **{k: v for k, v in data.items() if k != FORMAT}}
    return _write(name, json.dumps(document, indent=2, ensure_ascii=False) + "\n")


def remove(name: str) -> bool:
    """Delete the file ``name``; True if it is gone (or never was)."""
    path = location(name)
    if path is None:
        return False
    try:
        path.unlink(missing_ok=True)
    except OSError as exc:
        say(f"cannot remove {path} ({_why(exc)})")
        return False
    return True


# -- histories ------------------------------------------------------------------------------
def read_lines(name: str, version: int) -> list[dict[str, Any]]:
    """The records of the history ``name``, oldest first (empty when there is none).

    A damaged history is set aside whole and its good records written back, so that
    nothing is lost and the records screens still count every good game."""
    path = location(name)
    if path is None:
        return []
    try:
        text = _read_text(path)
    except _Bad as bad:
        _set_aside(path, str(bad))
        return []
    if text is None:
        return []
    records, problem = _parse_lines(text, version)
    if problem is not None:
        if _set_aside(path, problem) and records:
            _write(name, _lines_text(version, records))
    return records


def append_line(name: str, version: int, record: Mapping[str, Any]) -> bool:
    """Add ``record`` to the end of the history ``name`` (atomically); False when it
    cannot be written (said)."""
    records = read_lines(name, version)
    return _write(name, _lines_text(version, [*records, dict(record)]))


def _parse_lines(text: str, version: int) -> tuple[list[dict[str, Any]], Optional[str]]:
    lines = text.splitlines()
    if not lines:
        return [], "it is empty"
    try:
        header = json.loads(lines[0])
    except ValueError:
        return [], "its first line is not a format line"
    problem = _format_problem(header, version)
    if problem == "newer":
        return [], "it was written by a newer version of the program"
    if problem is not None:
        return [], problem
    records, bad = [], 0
    for line in lines[1:]:
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except ValueError:
            record = None
        if isinstance(record, dict):
            records.append(record)
        else:
            bad += 1
    if bad:
        return records, f"{bad} damaged line{'s' if bad > 1 else ''}"
    return records, None


def _lines_text(version: int, records: list[dict[str, Any]]) -> str:
    rows = [json.dumps({FORMAT: version})] + [json.dumps(r, ensure_ascii=False) for r in records]
    return "\n".join(rows) + "\n"


# -- the work ---------------------------------------------------------------------------------
def _read_text(path: Path) -> Optional[str]:
    """The file's text; None when there is no such file; :class:`_Bad` when it is unreadable."""
    try:
        return path.read_bytes().decode("utf-8")
    except FileNotFoundError:
        return None
    except NotADirectoryError:
        return None                   # a file stands where a folder should: nothing saved there
    except UnicodeDecodeError:
        raise _Bad("it is not text") from None
    except OSError as exc:
        raise _Bad(f"it cannot be read: {_why(exc)}") from None


def _parse_document(text: str, version: int) -> dict[str, Any]:
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise _Bad("it is damaged or cut short" if text.strip() else "it is empty") from exc
    problem = _format_problem(data, version)
    if problem == "newer":
        raise _Bad("it was written by a newer version of the program")
    if problem is not None:
        raise _Bad(problem)
    return {k: v for k, v in data.items() if k != FORMAT}


def _format_problem(data: Any, version: int) -> Optional[str]:
    if not isinstance(data, dict):
        return "it is not a JSON object"
    found = data.get(FORMAT)
    if not isinstance(found, int) or isinstance(found, bool) or found < 1:
        return "it has no format number"
    return "newer" if found > version else None


def _set_aside(path: Path, why: str) -> bool:
    """Rename a bad file out of the way (never over another file) and say so."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    failure: OSError = FileExistsError(0, "no free name")
    for n in range(1000):
        aside = path.with_name(f"{path.name}.bad-{stamp}" + (f"-{n}" if n else ""))
        if aside.exists() or aside.is_symlink():
            continue
        try:
            os.rename(path, aside)
        except OSError as exc:
            failure = exc
            break
        say(f"{path} is not used ({why}): set aside as {aside.name}, defaults used")
        return True
    _untouchable.add(path)
    say(f"{path} is not used ({why}) and cannot be set aside ({_why(failure)}): "
        "defaults used and it is left as it is")
    return False


def _write(name: str, text: str) -> bool:
    path = location(name)
    if path is None:
        return False
    if path in _untouchable:
        say(f"{path} is left as it is (it could not be set aside): not saved")
        return False
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        _atomic_write(path, text)
    except OSError as exc:
        say(f"cannot write {path.parent} ({_why(exc)}): going on without saving")
        return False
    return True


def _atomic_write(path: Path, text: str) -> None:
    fd, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".new", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    _sync_folder(path.parent)


def _sync_folder(path: Path) -> None:
    """Make the rename itself durable where the system allows a folder to be synced."""
    if not hasattr(os, "O_DIRECTORY"):
        return
    with contextlib.suppress(OSError):
        fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _why(exc: OSError) -> str:
    return (exc.strerror or str(exc)).lower()
