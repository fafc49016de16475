"""numpy for the computers' batches, on one thread.

A batch is a few hundred rows, too few for more threads to pay, and in the game the other
core is drawing the screen: on two cores numpy's default threads made Backgammon's expert
twice as slow. The thread count is read when numpy first loads, so every module of the
game that wants numpy takes it from here (tests/backgammon/test_batch.py checks that
numpy never loads without it). The trainer imports numpy first and keeps numpy's default.
"""
from __future__ import annotations

import os

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np  # noqa: E402

__all__ = ["np"]
