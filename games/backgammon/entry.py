"""Building a play piece by piece, as a person enters it: from a point, to a point.

A :class:`MoveBuilder` accepts one piece's move at a time (using one die, or
several with the same piece, e.g. 13 to 9 with a 3-1), refuses any that cannot
be part of a legal play for the throw, and can undo; once the pieces moved make
a whole legal play it is :attr:`playable`, and :attr:`complete` once no piece can go on
to make another (a piece borne off with the 6 of a 6-1 leaves the same board as the
same piece moved with both dice: that play is made, but the 1 may still be played).

>>> from games.backgammon.board import Position
>>> b = MoveBuilder(Position.start(), (3, 1))
>>> _ = b.move(8, 5); _ = b.move(6, 5)
>>> b.complete, str(b.play())
(True, '8/5 6/5')
"""
from __future__ import annotations

from itertools import permutations

from games.backgammon.board import Position, _hops
from games.backgammon.notation import BAR, OFF, Play, Step
from games.backgammon.refusals import why_not
from games.engine import IllegalMove


class MoveBuilder:
    def __init__(self, position: Position, dice: tuple[int, int]) -> None:
        self.start, self.dice = position, dice
        self.successors = position.successors(*dice)
        self.targets = {after for _, after in self.successors}
        self.history: list[tuple[list[Step], Position, list[int]]] = []
        self.position = position
        self.left = [dice[0]] * 4 if dice[0] == dice[1] else sorted(dice, reverse=True)

    @property
    def hops(self) -> list[Step]:
        return [hop for hops, _, _ in self.history for hop in hops]

    @property
    def playable(self) -> bool:
        """The pieces moved so far make a legal play (more may still be moved: see complete)."""
        return self.position in self.targets

    @property
    def complete(self) -> bool:
        """A legal play that no further piece's move can turn into another one."""
        return self.playable and not self._can_go_on()

    @property
    def forced_pass(self) -> bool:
        return self.targets == {self.start}

    def play(self) -> Play:
        """The legal play the pieces moved so far make (once complete)."""
        for play, after in self.successors:
            if after == self.position:
                return play
        raise IllegalMove("the move is not finished")

    def move(self, src: int, dst: int) -> list[Step]:
        """Move one piece from ``src`` to ``dst`` (25 = bar, 0 = off); returns its hops."""
        self.check_source(src)
        if not (0 <= dst <= 24) or dst >= src:
            raise IllegalMove("Pieces move to lower points")
        if dst == OFF and sum(self.position.me[6:]) > (src > 6):
            raise IllegalMove("Bear off once all your pieces are home")
        for count in range(1, len(self.left) + 1):
            routes = [(dice, route) for dice in self._dice_orders(count)
                      if (route := self._try(src, dst, dice)) is not None]
            if routes:
                # Of two routes for one piece, the one that hits nothing on the way (a hit
                # where it lands is on every route): a hit on the way is asked for by
                # entering the hop to the blot on its own.
                dice, (hops, after) = min(routes, key=lambda r: any(h.hit for h in r[1][0][:-1]))
                left = list(self.left)
                for die in dice:
                    left.remove(die)
                self.history.append((hops, after, list(self.left)))
                self.position, self.left = after, left
                return hops
        raise IllegalMove(why_not(self.position, self.left_in_order(), src, dst))

    def left_in_order(self) -> list[int]:
        """The dice still to use, in the order they were thrown."""
        left, ordered = list(self.left), []
        for die in self.dice:
            if die in left:
                left.remove(die)
                ordered.append(die)
        return ordered + left

    def left_text(self) -> str:
        return " ".join(map(str, self.left_in_order()))

    def check_source(self, src: int) -> None:
        """Refuse at once a point that has no piece of yours able to move now."""
        if self.complete:
            raise IllegalMove("Move complete: confirm it or undo")
        if not 1 <= src <= 25:
            raise IllegalMove("A point: 1 to 24, or 25 for the bar")
        if self.position.me[24 if src == BAR else src - 1] == 0:
            raise IllegalMove(f"You have no piece on {'the bar' if src == BAR else src}")
        if self.position.me[24] and src != BAR:
            raise IllegalMove("First enter from the bar (25)")

    def undo(self) -> bool:
        if not self.history:
            return False
        _, _, left = self.history.pop()
        self.left = left
        self.position = self.history[-1][1] if self.history else self.start
        return True

    def undo_all(self) -> None:
        while self.undo():
            pass

    # ----- search -----------------------------------------------------------
    def _dice_orders(self, n: int) -> list[tuple[int, ...]]:
        """Ways to use ``n`` of the dice left, one after another, larger die first."""
        return sorted(set(permutations(self.left, n)), reverse=True)

    def _can_go_on(self) -> bool:
        """Some die left moves a piece on towards a legal play."""
        me, opp = self.position.me, self.position.opp
        for die in set(self.left):
            rest = list(self.left)
            rest.remove(die)
            for hop in _hops(list(me), list(opp), die, 24):
                if _reaches(_after_hop(me, opp, hop), rest, self.targets):
                    return True
        return False

    def _try(self, src: int, dst: int, dice: tuple[int, ...]):
        """The hops moving one piece src->dst with exactly these dice, keeping a legal play in reach."""
        after = self.position
        at = 24 if src == BAR else src - 1
        hops: list[Step] = []
        for die in dice:
            hop = next((h for h in _hops(list(after.me), list(after.opp), die, 24) if h[0] == at), None)
            if hop is None:
                return None
            after = _after_hop(after.me, after.opp, hop)
            s, d, hit = hop
            hops.append(Step(25 if s == 24 else s + 1, d + 1 if d >= 0 else OFF, hit))
            if d < 0:
                break
            at = d
        if hops[-1].dst != dst or len(hops) != len(dice):
            return None
        left = list(self.left)
        for die in dice:
            left.remove(die)
        if not _reaches(after, left, self.targets):
            return None
        return hops, after


def _reaches(position: Position, dice: list[int], targets: set[Position]) -> bool:
    """Whether some use of ``dice`` (any order, stopping anywhere) reaches one of ``targets``."""
    if position in targets:
        return True
    if not dice:
        return False
    me, opp = list(position.me), list(position.opp)
    for die in set(dice):
        rest = list(dice)
        rest.remove(die)
        for hop in list(_hops(me, opp, die, 24)):
            if _reaches(_after_hop(me, opp, hop), rest, targets):
                return True
    return False


def _after_hop(me, opp, hop: tuple[int, int, bool]) -> Position:
    """The board after one hop (src, dst, hit) in index numbering (dst -1: borne off)."""
    s, d, hit = hop
    me2, opp2 = list(me), list(opp)
    me2[s] -= 1
    if d >= 0:
        me2[d] += 1
        if hit:
            opp2[23 - d], opp2[24] = 0, opp2[24] + 1
    return Position(me2, opp2)
