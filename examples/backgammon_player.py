"""A small Backgammon player to copy and improve: hit, make points, leave few blots.

It plays to the player protocol (docs/players.md, "The player protocol"):
``choose(view, rng)`` returns one of ``view.legal_moves``: a play, a
decision (keep or reroll the opening throw, double or roll, take or drop,
accept or reject the other's resignation) or a resignation of its own.
``view.plays`` lists the plays alone.

It scores every legal play by the board it leaves: pieces sent to the bar,
points made (two or more pieces), and a cost for each single piece (a blot) the
other side could hit, counted by how many of his pieces lie behind it. It never
doubles or resigns, refuses a double only when far behind in the race, and accepts
any resignation offered. Its weights are
arguments::

    python main.py match backgammon --player examples.backgammon_player:Blocker --player simple
    python main.py match backgammon --player 'examples.backgammon_player:Blocker(blot=3)' --player friendly
"""
from games.backgammon.game import Decision


class Blocker:
    def __init__(self, hit=4.0, point=2.0, blot=1.5, drop_behind=40):
        self.hit, self.point, self.blot, self.drop_behind = hit, point, blot, drop_behind

    def choose(self, view, rng):
        if view.phase == "opening":
            return Decision("keep")
        if view.phase == "cube":
            return Decision("roll")
        if view.phase == "take":
            behind = view.position.pips(True) - view.position.pips(False)
            return Decision("drop" if behind > self.drop_behind else "take")
        if view.phase == "resign":
            return Decision("accept")
        return max(view.plays, key=lambda play: self.value(view.position.apply(play)))

    def value(self, board):
        """How good ``board`` (still from my side, before the other throws) looks."""
        me, opp = board.me, board.opp
        score = self.hit * opp[24] - board.pips(True) / 20
        for point in range(24):
            if me[point] >= 2:
                score += self.point * (1.5 if point < 6 else 1.0)
            elif me[point] == 1:
                # his pieces that can reach my point: his numbering runs the other way
                behind = sum(opp[23 - p] for p in range(point + 1, 24)) + opp[24]
                score -= self.blot * min(behind, 3)
        return score
