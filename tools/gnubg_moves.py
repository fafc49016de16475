"""Compare Backgammon's legal plays with GNU Backgammon's (run inside gnubg).

    gnubg -t -q -r -p tools/gnubg_moves.py   (reads bg_positions.txt: "<Position ID> d1 d2" lines)

Prints one JSON line per position: the ID, the dice, and gnubg's list of plays in
its notation, which tests/backgammon/data/gnubg_plays.json keeps as known answers.
"""
import json
import os

import gnubg  # noqa: only inside GNU Backgammon

SOURCE = os.environ.get("BG_POSITIONS", "bg_positions.txt")
OUT = os.environ.get("BG_OUT", "bg_gnubg_plays.jsonl")

gnubg.command("set player 0 human")
gnubg.command("set player 1 human")
gnubg.command("set evaluation chequerplay evaluation plies 0")
with open(SOURCE) as src, open(OUT, "w") as out:
    for line in src:
        pid, d1, d2 = line.split()
        gnubg.command("new game")
        gnubg.command(f"set board {pid}")
        gnubg.command(f"set dice {d1} {d2}")
        try:
            moves = [h["move"] for h in gnubg.hint(10000)["hint"]]
        except Exception as exc:  # gnubg raises when there is no legal move
            moves = [f"error: {exc}"]
        out.write(json.dumps({"id": pid, "dice": [int(d1), int(d2)], "plays": moves}) + "\n")
