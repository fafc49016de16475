"""The program's own files: settings, saved games and the history of games played.

They live in the user's configuration folder, found by ``platformdirs`` (on Linux
``~/.config/traditional-games``), or in the folder named by the environment
variable ``TRADITIONAL_GAMES_HOME`` when it is set (the test suite points it at a
temporary folder for every test, so tests never touch the user's files).

Nothing here ever raises for a bad file or folder: the program says so in one line
(:func:`notice`: on stderr, and kept in :data:`NOTICES` for the screen) and goes on.

* A **document** (:func:`load`, :func:`save`) is one JSON object with a format
  version under ``"format"``. A file that is corrupt, truncated, unreadable, not an
  object, nested deeper than anything the program writes (:data:`MAX_DEPTH`), not a
  plain file (a folder, a device, a pipe: never opened), larger than :data:`MAX_BYTES`,
  or written by a newer version of the program is *set aside*: renamed to
  ``NAME.bad-YYYYMMDD-HHMMSS`` (a free name, never over another file) so that nothing
  is lost, and the caller gets ``None`` and uses its defaults. A file that cannot
  even be set aside is never written over in this run.
* A **history** (:func:`read_lines`, :func:`append_line`) is JSON lines: a first
  line ``{"format": N}`` and then one JSON object per line, so a person can read or
  ``grep`` it and one damaged line loses only itself. Bad lines (the first one too,
  or records the caller's ``check`` refuses) set the whole file aside (the copy keeps
  them) and the good records are written back at once.
* A document is written atomically: a new file in the same folder (``.NAME.XXXXXXXX.new``),
  flushed and ``fsync``-ed, then ``os.replace``-d over the old one, so a kill at any
  moment leaves either the old file or the new one; the new file keeps the old one's
  mode, and a read-only file is left as it is (said). New files a kill left behind are
  removed when their folder is next used, once older than :data:`STALE_SECONDS`.
* A record is added to a history by one write of its whole line to the file opened
  for appending (``O_APPEND``), so two copies of the program recording at the same
  moment both keep their records, whole; a new history is made whole, with its format
  line, before anything is added to it.
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
    export(path, text) -> bool               write a file the player named, atomically
    set_aside(name, why) -> bool             rename a file the caller cannot use, and say why
    read_lines(name, version, check=None) -> list[dict]   a history's records, oldest first
    append_line(name, version, record, check=None) -> bool
    strict(value)                            ``value`` with NaN and infinities made None
    notice(message)                             one line for the player
    NOTICES                                  the lines said so far this run
"""
from __future__ import annotations

import contextlib
import json
import math
import os
import re
import stat
import sys
import time
from pathlib import Path
from typing import Any, Callable, Mapping, Optional

import platformdirs

FOLDER_ENV = "TRADITIONAL_GAMES_HOME"
APP_NAME = "traditional-games"
FORMAT = "format"
# What is read at most: the program's files are a few kilobytes (a history a few hundred
# bytes a game), nested a few levels deep; anything far beyond is not one of them.
MAX_BYTES = 16 * 2**20
MAX_DEPTH = 32
# A new file left by a program killed while writing it is removed once older than this
# (another copy of the program may be writing its own at this moment: it takes well
# under a second).
STALE_SECONDS = 60
MESSAGE_WIDTH = 400
_NEW_FILE = re.compile(r"\..+\.[0-9a-z_]{8}\.new")
_BINARY = getattr(os, "O_BINARY", 0)
_NEWER = "it was written by a newer version of the program"
_DEEP = f"it is nested more than {MAX_DEPTH} levels deep"

NOTICES: list[str] = []
_said: set[str] = set()
_untouchable: set[Path] = set()   # bad files that could not be set aside: never written over
_tidied: set[Path] = set()        # folders whose leftover new files have been removed this run


class _Bad(Exception):
    """Why a file cannot be used (one short phrase)."""


def notice(message: str) -> None:
    """Tell the player ``message`` (one line) once: on stderr, and in :data:`NOTICES`.
    What came from a file (a name, a value) cannot break the line or fill the screen."""
    message = " ".join("".join(c if c.isprintable() else " " for c in message).split())
    if len(message) > MESSAGE_WIDTH:
        message = message[:MESSAGE_WIDTH - 3] + "..."
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
    _tidied.clear()


# -- where ------------------------------------------------------------------------------
def folder() -> Optional[Path]:
    """The configuration folder (not necessarily made yet), or None when there is none."""
    chosen = os.environ.get(FOLDER_ENV, "").strip()
    if chosen:
        expanded = os.path.expanduser(chosen)      # left as it is for a user there is not
        try:
            if expanded.startswith("~"):
                raise OSError(f"there is no home folder for {chosen.split('/')[0]}")
            return Path(expanded).absolute()
        except OSError as exc:                      # the current folder gone, say
            notice(f"{FOLDER_ENV} names no folder we can use ({exc}): "
                "settings, saved games and records are not kept")
            return None
    home = os.path.expanduser("~")
    if not os.path.isabs(home) or not os.path.isdir(home):
        notice("no home folder: settings, saved games and records are not kept")
        return None
    try:
        path = Path(platformdirs.user_config_dir(APP_NAME, appauthor=False, roaming=True))
    except Exception as exc:          # a platform it cannot place: go on without files
        notice(f"no configuration folder ({exc}): settings, saved games and records are not kept")
        return None
    if not path.is_absolute():
        notice("no home folder: settings, saved games and records are not kept")
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
    _tidy(path.parent)
    try:
        raw = _read_bytes(path)
        if raw is None:
            return None
        data = _parse_document(raw, version)
    except _Bad as bad:
        _set_aside(path, str(bad))
        return None
    return data


def save(name: str, version: int, data: Mapping[str, Any]) -> bool:
    """Write the document ``name`` atomically; False (and said) when it cannot be."""
    document = {FORMAT: version, **{k: v for k, v in data.items() if k != FORMAT}}
    return _write(name, _encode(document, indent=2) + b"\n")


def export(path: Path, text: str) -> bool:
    """Write ``text`` to a file the player named (a match file, say), outside the folder,
    atomically as a document is; False (and said) when it cannot be."""
    path = Path(path).expanduser().absolute()
    if not _writable(path, "not written"):
        return False
    if path.is_dir():
        notice(f"{path} is a folder: not written")
        return False
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        _atomic_write(path, text.encode("utf-8"))
    except OSError as exc:
        notice(f"cannot write {path} ({_why(exc)}): not written")
        return False
    return True


def remove(name: str) -> bool:
    """Delete the file ``name``; True if it is gone (or never was)."""
    path = location(name)
    if path is None:
        return False
    try:
        path.unlink(missing_ok=True)
    except OSError as exc:
        notice(f"cannot remove {path} ({_why(exc)})")
        return False
    return True


def set_aside(name: str, why: str) -> bool:
    """Put the file ``name`` out of the way as a bad one (a saved game whose moves no longer
    replay, say), saying ``why``; True once it is gone from its place."""
    path = location(name)
    if path is None or not os.path.lexists(path):
        return path is not None
    return _set_aside(path, why)


def strict(value: Any) -> Any:
    """``value`` with every number JSON cannot hold (NaN, the infinities) made None, and
    tuples made lists: what ``json.dumps(..., allow_nan=False)`` always takes."""
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, dict):
        return {k: strict(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [strict(v) for v in value]
    return value


# -- histories ------------------------------------------------------------------------------
Check = Callable[[dict[str, Any]], Optional[dict[str, Any]]]


def read_lines(name: str, version: int, check: Optional[Check] = None) -> list[dict[str, Any]]:
    """The records of the history ``name``, oldest first (empty when there is none).

    ``check`` gives a record as it can be used (its bad values left out), or None when
    it is no record at all. A history with damaged lines, or none of its own format line,
    is set aside whole and its good records written back, so that nothing is lost and
    the records screens still count every good game."""
    path = location(name)
    if path is None:
        return []
    _tidy(path.parent)
    try:
        raw = _read_bytes(path)
    except _Bad as bad:
        _set_aside(path, str(bad))
        return []
    if raw is None:
        return []
    records, problem = _parse_lines(raw, version, check)
    if problem is not None:
        if _set_aside(path, problem) and records:
            _write(name, _lines_bytes(version, records))
    return records


def append_line(name: str, version: int, record: Mapping[str, Any], check: Optional[Check] = None) -> bool:
    """Add ``record`` to the end of the history ``name``; False when it cannot be
    written (said). The history is read first, so a damaged one is set aside, not
    added to."""
    path = location(name)
    if path is None:
        return False
    read_lines(name, version, check)
    if not _writable(path, "not recorded"):
        return False
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if not os.path.lexists(path):
            _create(path, _lines_bytes(version, []))
        _append(path, _encode(dict(record)) + b"\n")
    except OSError as exc:
        notice(f"cannot write {path.parent} ({_why(exc)}): going on without saving")
        return False
    return True


def _parse_lines(raw: bytes, version: int,
                 check: Optional[Check]) -> tuple[list[dict[str, Any]], Optional[str]]:
    lines = raw.splitlines()          # bytes split at \n and \r only, never inside a string
    if not lines:
        return [], "it is empty"
    header = _line_value(lines[0])
    headless = True
    body = lines
    if isinstance(header, dict) and FORMAT in header:
        problem = _format_problem(header, version)
        if problem == "newer":
            return [], _NEWER         # its lines may mean other things: none is read
        headless, body = problem is not None, lines[1:]
    records, bad = [], 0
    for line in body:
        if not line.strip():
            continue
        value = _line_value(line)
        record = value if isinstance(value, dict) else None
        if record is not None and check is not None:
            record = check(value)
        if record is None or record != value:
            bad += 1                  # a line some of which (or all) is not used
        if record is not None:
            records.append(record)
    problems = (["its first line is not a format line"] if headless else []) + \
               ([f"{bad} damaged line{'s' if bad > 1 else ''}"] if bad else [])
    return records, " and ".join(problems) or None


def _line_value(line: bytes) -> Any:
    """The JSON value of one line, or None when it is damaged."""
    try:
        return _json(line.decode("utf-8"))
    except (UnicodeDecodeError, _Bad):
        return None


def _lines_bytes(version: int, records: list[dict[str, Any]]) -> bytes:
    return b"".join(_encode(row) + b"\n" for row in [{FORMAT: version}, *records])


# -- the work ---------------------------------------------------------------------------------
def _read_bytes(path: Path) -> Optional[bytes]:
    """The file's contents; None when there is no such file; :class:`_Bad` when it is
    unreadable, not a plain file (never opened: a device or a pipe may never end, or
    never answer), or too large to be one of the program's."""
    try:
        _plain_file(os.stat(path))
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | _BINARY)
    except (FileNotFoundError, NotADirectoryError):
        return None                   # (a file where a folder should be: nothing saved there)
    except OSError as exc:
        raise _Bad(f"it cannot be read: {_why(exc)}") from None
    try:
        _plain_file(os.fstat(fd))     # the same file still
        chunks, size = [], 0
        while size <= MAX_BYTES:
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as exc:
        raise _Bad(f"it cannot be read: {_why(exc)}") from None
    finally:
        os.close(fd)
    if size > MAX_BYTES:
        raise _Bad(f"it is larger than the {MAX_BYTES // 2**20} MB the program reads")
    return b"".join(chunks)


def _plain_file(info: os.stat_result) -> None:
    if stat.S_ISDIR(info.st_mode):
        raise _Bad("it cannot be read: it is a folder")
    if not stat.S_ISREG(info.st_mode):
        raise _Bad("it cannot be read: it is not a plain file")
    if info.st_size > MAX_BYTES:
        raise _Bad(f"it is larger than the {MAX_BYTES // 2**20} MB the program reads")


def _parse_document(raw: bytes, version: int) -> dict[str, Any]:
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise _Bad("it is not text") from None
    data = _json(text)
    problem = _format_problem(data, version)
    if problem == "newer":
        raise _Bad(_NEWER)
    if problem is not None:
        raise _Bad(problem)
    return {k: v for k, v in data.items() if k != FORMAT}


def _json(text: str) -> Any:
    """The value ``text`` holds; :class:`_Bad` when it is not JSON, or nested deeper
    than anything the program writes (which the code reading it could not go through)."""
    try:
        value = json.loads(text)
    except RecursionError:
        raise _Bad(_DEEP) from None
    except ValueError:
        raise _Bad("it is damaged or cut short" if text.strip() else "it is empty") from None
    if _deeper_than(value, MAX_DEPTH):
        raise _Bad(_DEEP)
    return value


def _deeper_than(value: Any, limit: int) -> bool:
    stack = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, (dict, list)):
            if depth >= limit:
                return True
            stack.extend((inner, depth + 1) for inner in (item.values() if isinstance(item, dict) else item))
    return False


def _format_problem(data: Any, version: int) -> Optional[str]:
    if not isinstance(data, dict):
        return "it is not a JSON object"
    found = data.get(FORMAT)
    if not isinstance(found, int) or isinstance(found, bool) or found < 1:
        return "it has no format number"
    return "newer" if found > version else None


def _encode(value: Any, **options) -> bytes:
    """``value`` as strict JSON in UTF-8 (a lone surrogate read from a file is written as
    its escape, which reads back the same)."""
    value = strict(value)
    try:
        return json.dumps(value, ensure_ascii=False, allow_nan=False, **options).encode("utf-8")
    except UnicodeEncodeError:
        return json.dumps(value, ensure_ascii=True, allow_nan=False, **options).encode("ascii")


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
        notice(f"{path} is not used ({why}): set aside as {aside.name}, defaults used")
        return True
    _untouchable.add(path)
    notice(f"{path} is not used ({why}) and cannot be set aside ({_why(failure)}): "
        "defaults used and it is left as it is")
    return False


def _writable(path: Path, outcome: str = "not saved") -> bool:
    """Whether ``path`` may be written over; said when not (a bad file left in place, or
    one the player made read-only)."""
    if path in _untouchable:
        notice(f"{path} is left as it is (it could not be set aside): {outcome}")
        return False
    try:
        info = os.stat(path)
    except OSError:
        return True
    if stat.S_ISREG(info.st_mode) and (not info.st_mode & stat.S_IWUSR or not os.access(path, os.W_OK)):
        notice(f"{path} is read-only: {outcome} (it is left as it is)")
        return False
    return True


def _write(name: str, data: bytes) -> bool:
    path = location(name)
    if path is None:
        return False
    if not _writable(path):
        return False
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        _tidy(path.parent)
        _atomic_write(path, data)
    except OSError as exc:
        notice(f"cannot write {path.parent} ({_why(exc)}): going on without saving")
        return False
    return True


def _atomic_write(path: Path, data: bytes) -> None:
    try:
        mode: Optional[int] = stat.S_IMODE(os.stat(path).st_mode)     # the player's, kept
    except OSError:
        mode = None
    temporary = _new_file(path, data, mode)
    try:
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    _sync_folder(path.parent)


def _new_file(path: Path, data: bytes, mode: Optional[int] = None) -> str:
    """A new file beside ``path`` holding ``data``, flushed to the disk: made as any new
    file is (the umask decides its mode), or given ``mode``."""
    while True:
        temporary = str(path.with_name(f".{path.name}.{os.urandom(4).hex()}.new"))
        try:
            fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _BINARY, 0o666)
        except FileExistsError:
            continue
        break
    try:
        try:
            _write_all(fd, data)
            os.fsync(fd)
        finally:
            os.close(fd)
        if mode is not None:
            os.chmod(temporary, mode)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    return temporary


def _create(path: Path, data: bytes) -> None:
    """Make the file ``path`` holding ``data``, whole, unless it is there already (another
    copy of the program may be making it at this moment: one of them makes it)."""
    temporary = _new_file(path, data)
    try:
        os.link(temporary, path)
    except FileExistsError:
        pass
    except OSError:                   # a file system without links: made in place
        with contextlib.suppress(FileExistsError):
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _BINARY, 0o666)
            try:
                _write_all(fd, data)
            finally:
                os.close(fd)
    finally:
        with contextlib.suppress(OSError):
            os.unlink(temporary)


def _append(path: Path, line: bytes) -> None:
    """Add ``line`` at the end of ``path`` in one write (``O_APPEND``: the system puts it
    after whatever another program has just added, never across it)."""
    fd = os.open(path, os.O_RDWR | os.O_APPEND | _BINARY)
    try:
        end = os.fstat(fd).st_size
        if end:
            os.lseek(fd, end - 1, os.SEEK_SET)
            if os.read(fd, 1) != b"\n":
                line = b"\n" + line   # a last line without its end (written by hand, say)
        _write_all(fd, line)
        os.fsync(fd)
    finally:
        os.close(fd)


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def _tidy(path: Path) -> None:
    """Remove the new files a program killed while writing left in the folder ``path``
    (once a run): only those older than :data:`STALE_SECONDS`, so that one another copy
    of the program is writing now is left to it."""
    if path in _tidied:
        return
    _tidied.add(path)
    try:
        entries = list(os.scandir(path))
    except OSError:
        return
    now = time.time()
    for entry in entries:
        if not _NEW_FILE.fullmatch(entry.name):
            continue
        with contextlib.suppress(OSError):
            if entry.is_file(follow_symlinks=False) and \
                    now - entry.stat(follow_symlinks=False).st_mtime > STALE_SECONDS:
                os.unlink(entry.path)


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
