"""Judge plays with GNU Backgammon (run inside gnubg: it needs gnubg's Python module).

    BG_IN=bg_sample.txt BG_OUT=bg_judged.jsonl BG_PLIES=2 \
        gnubg -t -q -r -p tools/gnubg_judge.py

Reads lines ``<Position ID> <die> <die>`` (anything after is ignored) and writes one
JSON line per position with every play gnubg lists and its cubeless-to-money
equity (money game, cube centred) at BG_PLIES plies (gnubg's default move filters:
the best candidates get the full depth, the rest keep their shallower figures).
tools/bg_error_rate.py then scores a player's choices against these.
"""
import json
import os

import gnubg  # noqa: only inside GNU Backgammon

SOURCE = os.environ.get("BG_IN", "bg_sample.txt")
OUT = os.environ.get("BG_OUT", "bg_judged.jsonl")
PLIES = int(os.environ.get("BG_PLIES", "2"))

gnubg.command("set player 0 human")
gnubg.command("set player 1 human")
gnubg.command(f"set evaluation chequerplay evaluation plies {PLIES}")
gnubg.command("set evaluation chequerplay evaluation prune on")
with open(SOURCE) as src, open(OUT, "w") as out:
    for line in src:
        words = line.split()
        if len(words) < 3:
            continue
        pid, d1, d2 = words[:3]
        gnubg.command("new game")
        gnubg.command(f"set board {pid}")
        gnubg.command(f"set dice {d1} {d2}")
        try:
            hints = gnubg.hint(10000)["hint"]
        except Exception:  # gnubg raises when there is no legal move
            hints = []
        plays = [[h["move"], h["equity"], h["context"]["plies"]] for h in hints]
        out.write(json.dumps({"id": pid, "dice": [int(d1), int(d2)], "plays": plays}) + "\n")
        out.flush()
