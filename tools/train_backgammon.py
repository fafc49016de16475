"""Train Backgammon's evaluator by self-play with temporal differences, TD(lambda), as TD-Gammon did.

The network (inputs from games/backgammon/features.py, one sigmoid hidden layer,
five sigmoid outputs: win, win gammon, win backgammon, lose gammon, lose
backgammon for the side on roll) plays both sides, choosing each play by the
equity it gives the position after it (1-ply greedy). After each game every
position's outputs are moved towards its lambda-return: the next position's
outputs (seen from the other side) blended with the returns further on, down to
the game's real result. A game still going after 300 plays (a young net can
shuffle pieces to and fro) is stopped and given to the side with fewer pips.

Needs numpy, as the game's expert does (games/backgammon/batch.py encodes positions for both).
Run it niced in the background; it writes a checkpoint every --save games:

    nohup nice -n 10 python3 tools/train_backgammon.py --games 400000 --alpha 0.1 \
        --anneal 50000 --alpha-late 0.04 --out net.json > bgtrain.log 2>&1 &

and copy a checkpoint to assets/backgammon/net.json when it plays well enough
(``python main.py match backgammon --player computer --player friendly``).

``--resume`` continues from the file given by --out.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from games.backgammon.board import START, generate_results  # noqa: E402
from games.backgammon.batch import encode  # noqa: E402
from games.backgammon.features import INPUTS  # noqa: E402


class Net:
    def __init__(self, hidden: int, rng: np.random.Generator) -> None:
        self.w1 = rng.normal(0, 0.1, (INPUTS, hidden))
        self.b1 = np.zeros(hidden)
        self.w2 = rng.normal(0, 0.1, (hidden, 5))
        self.b2 = np.zeros(5)
        self.games = 0

    def forward(self, x: np.ndarray):
        h = 1 / (1 + np.exp(-(x @ self.w1 + self.b1)))
        o = 1 / (1 + np.exp(-(h @ self.w2 + self.b2)))
        return h, o

    def save(self, path: Path) -> None:
        data = {"inputs": INPUTS, "hidden": self.w1.shape[1], "outputs": 5, "games": self.games,
                "w1": np.round(self.w1, 6).tolist(), "b1": np.round(self.b1, 6).tolist(),
                "w2": np.round(self.w2, 6).tolist(), "b2": np.round(self.b2, 6).tolist()}
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(data, separators=(",", ":")))
        os.replace(tmp, path)

    @classmethod
    def load(cls, path: Path) -> "Net":
        data = json.loads(path.read_text())
        net = cls(data["hidden"], np.random.default_rng(0))
        for name in ("w1", "b1", "w2", "b2"):
            setattr(net, name, np.array(data[name], dtype=float))
        net.games = data.get("games", 0)
        return net


def equity(o: np.ndarray) -> np.ndarray:
    return 2 * o[..., 0] - 1 + o[..., 1] - o[..., 3] + o[..., 2] - o[..., 4]


def swap(o: np.ndarray) -> np.ndarray:
    """Outputs for the other side."""
    return np.array([1 - o[0], o[3], o[4], o[1], o[2]])


def outcome(me_after: tuple, opp_after: tuple) -> np.ndarray:
    """The real result for the side that has just borne off its last piece."""
    gammon = sum(opp_after) == 15
    bg = gammon and any(opp_after[18:25])
    return np.array([1.0, float(gammon), float(bg), 0.0, 0.0])


MAX_PLIES = 300


class Trainer:
    """Offline TD(lambda) by lambda-returns: each game is played with fixed weights, then every
    position is moved towards its lambda-return, computed backwards from the result:
    G_t = (1 - lambda) V(S_t+1) + lambda G_t+1, each seen from the side on roll at t.
    (The forward view of TD(lambda): the same targets eligibility traces work towards,
    at a fraction of their cost.)"""

    def __init__(self, net: Net, alpha: float, lam: float, rng: random.Random) -> None:
        self.net, self.alpha, self.lam, self.rng = net, alpha, lam, rng

    def play_game(self) -> int:
        net, rng = self.net, self.rng
        me, opp = START, START
        xs = [encode(np.array([me]), np.array([opp]))[0]]
        values: list[np.ndarray] = []          # V(S_t+1) in the frame of the side on roll at t+1
        d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
        while d1 == d2:
            d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
        while True:
            results = generate_results(me, opp, d1, d2)
            finished = [r for r in results if sum(r[1]) == 0]
            if finished:
                final = outcome(finished[0][1], finished[0][2])
                break
            if len(values) >= MAX_PLIES:
                # a young net can shuffle pieces to and fro for ever: stop, and call it a
                # single game to whoever has fewer pips to go (so advancing is rewarded)
                ahead = sum((i + 1) * n for i, n in enumerate(me)) < sum((i + 1) * n for i, n in enumerate(opp))
                final = np.array([1.0 if ahead else 0.0, 0.0, 0.0, 0.0, 0.0])
                break
            mes = np.array([r[2] for r in results])   # next side on roll
            opps = np.array([r[1] for r in results])
            x = encode(mes, opps)
            _, o = net.forward(x)
            best = int(np.argmin(equity(o)))          # worst for the opponent
            values.append(o[best])
            me, opp = results[best][2], results[best][1]
            xs.append(x[best])
            d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
        targets = [final]
        for value in reversed(values):
            targets.append(swap((1 - self.lam) * value + self.lam * targets[-1]))
        targets.reverse()
        for x, target in zip(xs, targets):
            self.update(x, target)
        return len(xs)

    def update(self, x: np.ndarray, target: np.ndarray) -> None:
        """One gradient step moving the outputs for x towards target. (Steps are taken one
        position at a time: one summed step for a whole game overshoots and saturates.)"""
        net = self.net
        h, o = net.forward(x[None, :])
        h, o = h[0], o[0]
        d_out = (target - o) * o * (1 - o)                 # (5,)
        d_hid = (net.w2 @ d_out) * h * (1 - h)             # (hidden,)
        net.w2 += self.alpha * np.outer(h, d_out)
        net.b2 += self.alpha * d_out
        nz = np.nonzero(x)[0]                              # most inputs are zero
        net.w1[nz] += self.alpha * np.outer(x[nz], d_hid)
        net.b1 += self.alpha * d_hid


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100000)
    parser.add_argument("--hidden", type=int, default=80)
    parser.add_argument("--alpha", type=float, default=0.1)
    parser.add_argument("--alpha-late", type=float, default=0.02,
                        help="learning rate after --anneal games")
    parser.add_argument("--anneal", type=int, default=40000)
    parser.add_argument("--lam", type=float, default=0.7)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--save", type=int, default=1000)
    parser.add_argument("--out", type=Path, default=Path("assets/backgammon/net.json"))
    parser.add_argument("--resume", action="store_true")
    args = parser.parse_args(argv)
    net = Net.load(args.out) if args.resume else Net(args.hidden, np.random.default_rng(args.seed))
    rng = random.Random(args.seed + net.games)
    trainer = Trainer(net, args.alpha, args.lam, rng)
    start = time.time()
    lengths: list[int] = []
    done_here = 0
    while net.games < args.games:
        trainer.alpha = args.alpha if net.games < args.anneal else args.alpha_late
        lengths.append(trainer.play_game())
        net.games += 1
        done_here += 1
        if net.games % args.save == 0:
            net.save(args.out)
            rate = done_here / max(1e-9, time.time() - start)
            capped = sum(1 for n in lengths if n > MAX_PLIES)
            print(f"{net.games} games, {rate:.1f} games/s, {sum(lengths) / len(lengths):.1f} plies "
                  f"a game, {capped} stopped at {MAX_PLIES}", flush=True)
            lengths.clear()
    net.save(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
