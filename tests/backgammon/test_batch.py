"""The numpy encoding and evaluation agree with the plain-Python ones, position by position."""
from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import numpy as np
from hypothesis import given, settings, strategies as st

from games.backgammon.batch import encode
from games.backgammon.board import START, generate_results
from games.backgammon.features import INPUTS, sparse_inputs
from games.backgammon.network import default_network

ROOT = Path(__file__).resolve().parents[2]


def walk(seed: int, steps: int) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Positions met by random legal play from the start (a new game whenever one ends)."""
    rng = random.Random(seed)
    me, opp = START, START
    seen = []
    for _ in range(steps):
        _, me_after, opp_after, _ = rng.choice(generate_results(me, opp, rng.randint(1, 6), rng.randint(1, 6)))
        me, opp = opp_after, me_after
        if not any(me) or not any(opp):
            me, opp = START, START
        seen.append((me, opp))
    return seen


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6))
def test_batch_encoding_matches_the_sparse_inputs(seed):
    positions = walk(seed, 60)
    x = encode(np.array([m for m, _ in positions]), np.array([o for _, o in positions]))
    for row, (me, opp) in zip(x, positions):
        dense = np.zeros(INPUTS)
        for i, v in sparse_inputs(me, opp):
            dense[i] = v
        assert np.allclose(row, dense), (me, opp)


def test_batch_equities_match_one_at_a_time():
    net = default_network()
    positions = walk(7, 300)
    batch = net.equities([m for m, _ in positions], [o for _, o in positions])
    for value, (me, opp) in zip(batch, positions):
        assert abs(value - net.equity(me, opp)) < 1e-9


def test_nothing_in_the_game_loads_numpy_before_its_thread_count_is_set():
    # games/arrays.py keeps numpy's matrix products on one thread, which only works if the
    # setting is made before numpy first loads: a finder put first on the import path fails
    # numpy's loading (not a look for it, as pygame makes) if it comes before the setting,
    # whichever module of the game asks
    code = ("import importlib.abc, os, pkgutil, importlib, sys\n"
            "class Early(importlib.abc.MetaPathFinder):\n"
            "    def find_spec(self, name, path=None, target=None):\n"
            "        if name != 'numpy':\n"
            "            return None\n"
            "        spec = next(s for s in (f.find_spec(name, path, target) for f in sys.meta_path[1:]\n"
            "                               if hasattr(f, 'find_spec')) if s)\n"
            "        load = spec.loader.exec_module\n"
            "        def exec_module(module):\n"
            "            assert 'OPENBLAS_NUM_THREADS' in os.environ, 'numpy loaded early'\n"
            "            load(module)\n"
            "        spec.loader.exec_module = exec_module\n"
            "        return spec\n"
            "sys.meta_path.insert(0, Early())\n"
            "import games\n"
            "for m in pkgutil.walk_packages(games.__path__, 'games.'):\n"
            "    importlib.import_module(m.name)\n"
            "assert 'numpy' in sys.modules, 'the batches load numpy'\n"
            "assert os.environ['OPENBLAS_NUM_THREADS'] == '1'\n")
    env = {k: v for k, v in os.environ.items() if k != "OPENBLAS_NUM_THREADS"}
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    # and the check can fail: numpy loaded before any module of the game
    early = subprocess.run([sys.executable, "-c", "import sys\nexec(sys.argv[1].replace('import games\\n', 'import numpy\\nimport games\\n'))", code],
                           cwd=ROOT, env=env, capture_output=True, text=True)
    assert early.returncode != 0 and "numpy loaded early" in early.stderr, early.stderr
