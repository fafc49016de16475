"""GNU Backgammon's analysis of a match file, decision by decision (run inside gnubg: it
needs gnubg's Python module).

    BG_MAT=game.mat BG_OUT=game.jsonl BG_PLIES=2 gnubg -t -q -p tools/gnubg_decisions.py

Writes one JSON line per record of each game: the game's number, the record's action
(move, double, take, drop, ...), the player (0 the first, on the left of the file), and
where gnubg judged the doubling dice, its cubeful equities of no double and of double-take
(money: points per stake; a match: match-winning chance), with the cubeless chances.
tools/bg_agreement.py puts our judge's cube figures beside these.
"""
import json
import os

import gnubg  # noqa: only inside GNU Backgammon

MAT = os.environ["BG_MAT"]
OUT = os.environ.get("BG_OUT", "decisions.jsonl")
PLIES = int(os.environ.get("BG_PLIES", "2"))

gnubg.command("set jacoby off")
gnubg.command(f"set analysis chequerplay evaluation plies {PLIES}")
gnubg.command(f"set analysis cubedecision evaluation plies {PLIES}")
gnubg.command(f"import mat {MAT}")
gnubg.command("analyse match")
match = gnubg.match()
first = match["match-info"]["X"]["name"] if "match-info" in match else None
with open(OUT, "w") as out:
    for number, game in enumerate(match["games"]):
        for record in game["game"]:
            analysis = record.get("analysis", {})
            line = {"game": number, "action": record.get("action"), "player": record.get("player"),
                    "dice": record.get("dice")}
            if "nd-cubeful-eq" in analysis:
                line.update(nd=analysis["nd-cubeful-eq"], dt=analysis["dt-cubeful-eq"],
                            probs=analysis.get("probs"))
            out.write(json.dumps(line) + "\n")
