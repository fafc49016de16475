#!/usr/bin/env python3
"""Recorded playthroughs: seeded transcripts of a few games of every game, kept in
``tests/playthroughs/<game>.json`` and checked by ``tests/test_playthroughs.py``.

A transcript is the moves of each game in the game's own notation and the points it
ended with, so that "play is unchanged" after a change of the code is shown by a test.
Each game is played twice over: by a seeded random choice among the legal moves (the
rules alone: every kind of move turns up), and by the game's easy built-in player in
every seat (the rules as people play them, to the end). A change of the rules, of the
order or notation of the legal moves, of the deal, or of the easy player changes a
transcript; when the change is meant, record them again and read the diff:

    python tools/playthroughs.py            # every game
    python tools/playthroughs.py gin piquet # some
    python tools/playthroughs.py --check    # say which differ, write nothing
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any, Optional

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from games.match.spec import seat_rng  # noqa: E402
from games.plugins import load_object  # noqa: E402
from games.registry import GameInfo, all_games, find_game  # noqa: E402

FOLDER = ROOT / "tests" / "playthroughs"
SEEDS = (1, 2)
# A random player may never end some games (Gin's random hands seldom knock): a
# transcript stops there, with the points the seats' views show so far.
MOST_MOVES = 400
# The easy players, in order of choice: the first the game has plays every seat.
EASY = ("simple", "greedy")


def _points(state: Any) -> list:
    if state.is_terminal():
        return [round(float(p), 6) for p in state.returns()]
    scores = getattr(state.view(0), "scores", ())
    return [s if isinstance(s, (int, float)) else str(s) for s in scores]


def _random_moves(state: Any, rng: random.Random) -> Any:
    # sorted by notation: the choice must not hang on the order a set happens to give
    return rng.choice(sorted(state.legal_moves(), key=str))


def play(info: GameInfo, seed: int, seats: int, player: Optional[str]) -> dict:
    """One game of ``info``: by random choices (``player`` None) or ``player`` in every seat."""
    state = info.new_state(info.setup(seed, seats))
    if player is None:
        rng = random.Random(f"playthrough-{seed}")
        choose = lambda seat: _random_moves(state, rng)  # noqa: E731
    else:
        players = [load_object(player, info.builtins) for _ in range(seats)]
        rngs = [seat_rng(seed, s) for s in range(seats)]
        choose = lambda seat: players[seat].choose(state.view(seat), rngs[seat])  # noqa: E731
    moves = []
    while not state.is_terminal() and len(moves) < MOST_MOVES:
        seat = state.current_player()
        move = choose(seat)
        moves.append(f"{seat} {move}")
        state.apply(move)
    return {"seed": seed, "seats": seats, "player": player or "random", "ended": state.is_terminal(),
            "moves": moves, "points": _points(state)}


def easy_player(info: GameInfo) -> Optional[str]:
    return next((name for name in EASY if name in info.builtins), None)


def transcript(info: GameInfo) -> dict:
    """Every game recorded of ``info``: random play at its fewest and most seats, and its
    easy player at its fewest, where the game has a match (players that choose a move:
    Accordion's built-ins are solvers of a whole deal)."""
    games = []
    for seed in SEEDS:
        for seats in sorted({info.seats[0], info.seats[1]}):
            games.append(play(info, seed, seats, None))
    easy = easy_player(info)
    if easy is not None and info.match is not None:      # players that choose (not solvers)
        games.append(play(info, SEEDS[0], info.seats[0], easy))
    return {"game": info.name, "games": games}


def path_of(info: GameInfo) -> Path:
    return FOLDER / f"{info.name}.json"


def text_of(data: dict) -> str:
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="the games to record (default: all)")
    parser.add_argument("--check", action="store_true", help="say which transcripts differ; write nothing")
    args = parser.parse_args(argv)
    infos = [find_game(name) for name in args.games] if args.games else all_games()
    if None in infos:
        parser.error("no such game: " + ", ".join(n for n, i in zip(args.games, infos) if i is None))
    differ = 0
    FOLDER.mkdir(parents=True, exist_ok=True)
    for info in infos:
        text = text_of(transcript(info))
        path = path_of(info)
        same = path.is_file() and path.read_text(encoding="utf-8") == text
        differ += not same
        if args.check:
            print(f"{info.name}: {'unchanged' if same else 'differs'}")
        elif not same:
            path.write_text(text, encoding="utf-8")
            print(f"{info.name}: written {path.relative_to(ROOT)}")
        else:
            print(f"{info.name}: unchanged")
    return 1 if args.check and differ else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
