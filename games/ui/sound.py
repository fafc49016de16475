"""The BBC's VDU 7 beep and the boot chime, synthesised as square waves.

Where there is no audio device the sounds are skipped, said once in one line (the sound
library's own lines are kept off the terminal); ``beeps`` still
counts every beep asked for, so tests can check that illegal input was refused.
"""
from __future__ import annotations

import array
import os
import sys

import pygame

BEEP_HZ, BEEP_SECONDS = 523, 0.3   # VDU 7 on the BBC Micro: about C5, a third of a second
VOLUME = 0.25


class Sound:
    def __init__(self, enabled: bool = True) -> None:
        self.beeps = 0
        self.available = False
        self._cache: dict[tuple[int, float], object] = {}
        self.set_enabled(enabled)

    def set_enabled(self, enabled: bool) -> None:
        """Sound on (where there is a device) or off; beeps are counted either way."""
        self.available = False
        if enabled:
            try:
                if not pygame.mixer.get_init():
                    _without_the_librarys_chatter(pygame.mixer.init, frequency=22050, size=-16, channels=1,
                                                  buffer=512)
                self.available = pygame.mixer.get_init() is not None
            except pygame.error:
                self.available = False
            if not self.available:
                _say_once_there_is_no_sound()

    def beep(self) -> None:
        """VDU 7: refuse a key, or signal a hit."""
        self.beeps += 1
        self.tone(BEEP_HZ, BEEP_SECONDS)

    def tone(self, hz: int, seconds: float) -> None:
        if not self.available:
            return
        try:
            sound = self._cache.get((hz, seconds))
            if sound is None:
                sound = self._cache[(hz, seconds)] = pygame.mixer.Sound(buffer=square_wave(hz, seconds))
            sound.play()
        except pygame.error:
            self.available = False

    def chime(self) -> None:
        """The two-tone power-on sound: a high note then a low one."""
        if not self.available:
            return
        try:
            high = pygame.mixer.Sound(buffer=square_wave(1046, 0.12) + square_wave(523, 0.2))
            high.play()
        except pygame.error:
            self.available = False


_no_sound_said = False


def _say_once_there_is_no_sound() -> None:
    global _no_sound_said
    if not _no_sound_said:
        _no_sound_said = True
        print("traditional-games: no sound device: playing without sound", file=sys.stderr)


def _without_the_librarys_chatter(start, **options) -> None:
    """``start(**options)`` with the error stream shut: the sound library (ALSA) prints a
    screenful of its own lines when there is no device, which one line of ours replaces."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError, AttributeError):
        start(**options)
        return
    try:
        quiet = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(quiet, 2)
        finally:
            os.close(quiet)
        start(**options)
    finally:
        os.dup2(saved, 2)
        os.close(saved)


def square_wave(hz: int, seconds: float) -> bytes:
    """Samples in the mixer's own format (signed/unsigned, 8/16/32 bits, mono or stereo)."""
    init = pygame.mixer.get_init() or (22050, -16, 1)
    rate, size, channels = init
    n = int(rate * seconds)
    half = max(1, rate // (2 * hz))
    highs = [((i // half) & 1) == 0 for i in range(n)]
    bits = abs(size)
    if bits == 32:  # SDL's float format
        samples = array.array("f", (VOLUME if h else -VOLUME for h in highs for _ in range(channels)))
    else:
        peak = int(VOLUME * (2 ** (bits - 1) - 1))
        offset = 0 if size < 0 else 2 ** (bits - 1)
        code = {8: "b" if size < 0 else "B", 16: "h" if size < 0 else "H"}[bits]
        samples = array.array(code, (offset + (peak if h else -peak) for h in highs for _ in range(channels)))
    if sys.byteorder != "little" and bits > 8:
        samples.byteswap()
    return samples.tobytes()
