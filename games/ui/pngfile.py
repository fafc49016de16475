"""A screenshot written to its file whole, or not at all.

pygame writes a PNG through SDL, which does not notice a write that fails: on a full
disk it leaves an empty file and reports success. So the picture is made in memory
and written here, where a failed write raises OSError: a new file in the same folder,
put in the old one's place only once it is complete, so a full disk leaves neither an
empty file nor a spoilt old one. A target that is not a plain file (a device, a pipe)
is written in place.
"""
from __future__ import annotations

import io
import os
from pathlib import Path

import pygame


def png_bytes(surface: pygame.Surface) -> bytes:
    data = io.BytesIO()
    pygame.image.save(surface, data, "png")
    return data.getvalue()


def write_whole(path: str | Path, data: bytes) -> None:
    """``data`` into ``path`` (through a link, into what it names); OSError if it cannot be
    written whole, with no new file left behind."""
    target = Path(os.path.realpath(path))
    if target.exists() and not target.is_file():
        with open(target, "wb") as stream:
            stream.write(data)
        return
    temporary = target.with_name(f".{target.name}.{os.getpid()}.new")
    # 0o666 less the umask, as any new file of the user's: not mkstemp's private 0o600.
    fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
    try:
        with os.fdopen(fd, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, target)
    except BaseException:
        with_no_error(os.unlink, temporary)
        raise


def with_no_error(action, *args) -> None:
    try:
        action(*args)
    except OSError:
        pass
