"""A Backgammon player's error rate as GNU Backgammon judges it, in thousandths of a point per move.

Two steps, because gnubg's Python runs inside gnubg:

1. ``python tools/bg_error_rate.py sample --player expert --games 20 --out bg_sample.txt``
   plays the player against itself and writes each position it had to play
   (``<Position ID> <die> <die> <its play>``), unforced ones only (more than one
   legal play).
2. ``BG_IN=bg_sample.txt gnubg -t -q -r -p tools/gnubg_judge.py`` lists gnubg's
   equity for every play of each position.
3. ``python tools/bg_error_rate.py score bg_sample.txt bg_judged.jsonl``
   matches each chosen play to gnubg's list (by the position it leaves) and prints
   the mean equity lost per unforced move (mEMG) with a 95% interval, and the share
   of blunders (more than 80 thousandths).

``score`` can also judge another player on the same positions: ``--player NAME``
re-chooses each play with that player instead of reading the recorded one.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.backgammon.board import Position  # noqa: E402
from games.backgammon.game import MOVE, BackgammonState, Settings  # noqa: E402
from games.backgammon.notation import Play  # noqa: E402
from games.backgammon.options import BUILTINS  # noqa: E402
from games.plugins import load_object  # noqa: E402
from games.stats import mean_interval  # noqa: E402


def sample(args) -> int:
    player = load_object(args.player, BUILTINS)
    lines = []
    for g in range(args.games):
        state = BackgammonState.new(random.Random(args.seed + g), Settings(cube=False))
        rng = random.Random(g)
        while not state.is_terminal():
            seat = state.current_player()
            move = player.choose(state.view(seat), rng)
            if state.phase == MOVE and len(state.legal_moves()) > 1:
                lines.append(f"{state.position().position_id()} {state.dice[0]} {state.dice[1]} {move}")
            state.apply(move)
        print(f"game {g + 1}: {len(lines)} positions", file=sys.stderr)
    Path(args.out).write_text("\n".join(lines) + "\n")
    return 0


def score(args) -> int:
    chosen = {}
    for line in Path(args.sample).read_text().splitlines():
        words = line.split(maxsplit=3)
        chosen.setdefault((words[0], int(words[1]), int(words[2])), []).append(words[3])
    player = load_object(args.player, BUILTINS) if args.player else None
    errors = []
    for line in Path(args.judged).read_text().splitlines():
        entry = json.loads(line)
        if len(entry["plays"]) < 2:
            continue
        pos = Position.from_id(entry["id"])
        dice = tuple(entry["dice"])
        equities = {pos.apply(Play.parse(text)): eq for text, eq, _ in entry["plays"]}
        best = max(equities.values())
        picks = chosen.get((entry["id"], *dice), [])
        if player is not None:
            picks = [str(_rechoose(player, pos, dice))]
        for pick in picks[:1]:
            after = pos.apply(Play.parse(pick))
            errors.append(1000 * (best - equities[after]))
    mean, low, high = mean_interval(errors)
    blunders = sum(1 for e in errors if e > 80)
    print(f"{len(errors)} unforced moves judged by gnubg: {mean:.1f} mEMG per move "
          f"(95% interval {low:.1f}-{high:.1f}), blunders (>80) {blunders}, "
          f"perfect {sum(1 for e in errors if e < 1e-6)}")
    return 0


def _rechoose(player, pos: Position, dice):
    state = BackgammonState.from_position(pos, random.Random(0), on_roll=0, settings=Settings(cube=False))
    state._start_moving(dice)
    return player.choose(state.view(0), random.Random(0))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    s = sub.add_parser("sample")
    s.add_argument("--player", default="expert")
    s.add_argument("--games", type=int, default=20)
    s.add_argument("--seed", type=int, default=100)
    s.add_argument("--out", default="bg_sample.txt")
    c = sub.add_parser("score")
    c.add_argument("sample")
    c.add_argument("judged")
    c.add_argument("--player", default=None, help="judge this player's choices instead")
    args = parser.parse_args(argv)
    return sample(args) if args.command == "sample" else score(args)


if __name__ == "__main__":
    sys.exit(main())
