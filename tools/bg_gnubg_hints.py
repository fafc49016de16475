"""GNU Backgammon's ranking of every play of some positions, as its analysis ranks them (run
inside gnubg: it needs gnubg's Python module). tools/bg_rollout_check.py runs it.

    BG_IN=positions.jsonl BG_OUT=hints.jsonl BG_PLIES=2 gnubg -t -q -r -p tools/bg_gnubg_hints.py

Reads JSON lines with "id" (Position ID, the side on roll to play) and "dice"; writes one
JSON line per position: every play gnubg lists with its equity (money, cube centred, the
Jacoby rule off as our money games are played and as ``analyse match`` is run by
tools/bg_agreement.py: cubeful, at BG_PLIES plies with gnubg's own move filters), its cubeless
equity, and the depth it was finally judged at.
"""
import json
import os

import gnubg  # noqa: only inside GNU Backgammon

SOURCE = os.environ["BG_IN"]
OUT = os.environ["BG_OUT"]
PLIES = int(os.environ.get("BG_PLIES", "2"))

gnubg.command("set player 0 human")
gnubg.command("set player 1 human")
gnubg.command("set jacoby off")
gnubg.command("set threads 1")
gnubg.command(f"set evaluation chequerplay evaluation plies {PLIES}")
gnubg.command("set evaluation chequerplay evaluation prune on")


def cubeless(probs):
    win, wg, wbg, lg, lbg = probs[:5]
    return 2 * win - 1 + wg - lg + wbg - lbg


with open(SOURCE) as src, open(OUT, "w") as out:
    for line in src:
        entry = json.loads(line)
        d1, d2 = entry["dice"]
        gnubg.command("new game")
        gnubg.command(f"set board {entry['id']}")
        gnubg.command(f"set dice {d1} {d2}")
        try:
            hints = gnubg.hint(10000)["hint"]
        except Exception:  # gnubg raises when there is no legal move
            hints = []
        plays = [[h["move"], h["equity"], cubeless(h["details"]["probs"]),
                  h["context"]["plies"]] for h in hints]
        out.write(json.dumps({"id": entry["id"], "dice": [d1, d2], "plays": plays}) + "\n")
        out.flush()
