"""Average the weights of several checkpoints of one training run into one network.

Checkpoints taken late in a run, at a low learning rate, scatter around a better
network than any one of them (stochastic weight averaging); the average costs
nothing to play with, unlike evaluating an ensemble. Only checkpoints of the same
run make sense together: their hidden units must be the same units.

    python tools/average_nets.py ck_98000.json ck_99000.json ... --out assets/backgammon/net.json
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

WEIGHTS = ("w1", "b1", "w2", "b2")


def average(datas: list[dict]) -> dict:
    first = datas[0]
    for other in datas[1:]:
        for key in ("inputs", "hidden", "outputs"):
            if other.get(key) != first.get(key):
                raise ValueError(f"checkpoints differ in {key}: {first.get(key)} and {other.get(key)}")
    out = {key: first[key] for key in ("inputs", "hidden", "outputs")}
    out["games"] = max(int(d.get("games", 0)) for d in datas)
    out["averaged"] = sorted(int(d.get("games", 0)) for d in datas)
    for key in WEIGHTS:
        out[key] = _mean([d[key] for d in datas])
    return out


def _mean(values: list):
    if isinstance(values[0], list):
        return [_mean(list(column)) for column in zip(*values)]
    return round(sum(values) / len(values), 6)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("checkpoints", nargs="+", type=Path)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    try:
        datas = [json.loads(path.read_text()) for path in args.checkpoints]
        result = average(datas)
    except (OSError, ValueError, KeyError) as exc:
        print(f"average_nets: {exc}", file=sys.stderr)
        return 2
    args.out.write_text(json.dumps(result, separators=(",", ":")))
    print(f"{len(datas)} checkpoints averaged ({', '.join(map(str, result['averaged']))} games) "
          f"into {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
