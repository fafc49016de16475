"""The game review: each of a player's plays and cube decisions judged by the computer,
the equity each gave away, the game's error rate, and GNU Backgammon's word for it.

**Plays.** The judge (the expert, its strongest level, by default) ranks the plays of the
throw as it does when choosing its own: all of them at one ply, then its short list
(:func:`games.backgammon.search.shortlist`) searched to its full depth, the play made
being searched too when it is not on the list. A play's cost is the equity of the best
so judged less the equity of the play made: zero for the judge's own choice, never less
than zero. In a race with every piece home, where the judge bears off by its exact table
(fewest throws), the table's play is the right one, and another play costs what the judge's
search says it loses against it (nothing when the search prefers it). A forced play (one
legal play, or none) is no decision.

**The doubling dice** is judged in a money game's terms by Janowski's model: a cube's
worth is between the dead cube (the cubeless equity) and a fully live one (linear in the
chance of winning between the take point and the cash point), weighted by the cube's
efficiency :data:`CUBE_LIFE`. A decision counts when it was made (a double, a take, a
refusal) or when the model says a double was missed ("close or actual", as gnubg counts
them); its cost is the best action's equity less that of the action taken. A game of a
match is judged as a money game at the same stake (not by the chance of the match).

**Equity** is in points per point of stake (normalised, gnubg's "EMG": a cost is not
multiplied by the doubling dice). The **error rate** is gnubg's "error rate per decision"
in thousandths (mEMG): the total normalised equity given away divided by the number of
decisions (unforced plays plus close or actual cube decisions), times 1000. The rating
word is gnubg's for that error rate (:func:`rating`).

>>> rating(0.0), rating(4.9), rating(12.0), rating(40.0)
('Supernatural', 'World class', 'Intermediate', 'Awful!')
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Iterable, Optional

from games.backgammon import search
from games.backgammon.gamelog import GameLog, Turn
from games.backgammon.game import CUBE, MOVE, TAKE, Decision, Move
from games.backgammon.notation import Play

# GNU Backgammon's ratings by normalised error rate per decision, from analysis.c
# (arThrsRating = {1e38, 0.035, 0.026, 0.018, 0.012, 0.008, 0.005, 0.002}; GetRating gives
# the best rating whose threshold the error rate is below), as the manual's "Overall rating"
# (https://www.gnu.org/software/gnubg/manual/html_node/Overall-rating.html) describes.
# Here in thousandths, best first.
RATINGS = ((2.0, "Supernatural"), (5.0, "World class"), (8.0, "Expert"), (12.0, "Advanced"),
           (18.0, "Intermediate"), (26.0, "Casual player"), (35.0, "Beginner"))
WORST = "Awful!"
# Janowski's cube efficiency: how much of a fully live cube's worth a real game keeps
# (0.68 is the usual figure for money play in the middle game).
CUBE_LIFE = 0.68


def rating(error_rate: float) -> str:
    """GNU Backgammon's word for an error rate per decision in thousandths (mEMG)."""
    for limit, word in RATINGS:
        if error_rate < limit:
            return word
    return WORST


@dataclass(frozen=True)
class Judgement:
    """One decision of the player's: what it was, what the judge would have done, and
    the equity it gave away (normalised, never negative)."""
    game: int          # the game's place in the sitting (0 first)
    turn: int          # the move's place in the game's turns
    kind: str          # "play", "double" (or not) or "take" (or drop)
    made: Move
    best: Move
    cost: float


@dataclass
class Review:
    """A player's decisions in one game or several, judged."""
    seat: int
    judgements: list[Judgement] = field(default_factory=list)

    @property
    def decisions(self) -> int:
        return len(self.judgements)

    @property
    def total(self) -> float:
        """The normalised equity given away over all the decisions."""
        return sum(j.cost for j in self.judgements)

    @property
    def error_rate(self) -> Optional[float]:
        """Thousandths of a point of stake given away per decision (gnubg's mEMG); None
        when there was no decision to judge."""
        return 1000.0 * self.total / self.decisions if self.decisions else None

    @property
    def rating(self) -> Optional[str]:
        rate = self.error_rate
        return None if rate is None else rating(rate)

    def worst(self) -> list[Judgement]:
        """The decisions that gave equity away, the costliest first."""
        return sorted((j for j in self.judgements if j.cost > 0), key=lambda j: -j.cost)

    def summary(self) -> str:
        rate = self.error_rate
        if rate is None:
            return "No decision to judge."
        return (f"{self.decisions} decisions, {self.total:.3f} points given away: "
                f"error rate {rate:.1f} ({self.rating})")


def janowski(o, owned: bool) -> tuple[float, float]:
    """(no double, double) for the side on roll with outputs ``o``, in units of the present
    stake, the cube centred or (``owned``) its own: the opponent's best answer to a double
    taken (take at twice the stake, the cube then his) or refused (one stake)."""
    p, dead = float(o[0]), search.equity(o)
    live_now = (p - 0.4) / 0.4 if owned else (p - 0.5) / 0.3
    live_taken = (p - 0.6) / 0.4

    def cubeful(live: float) -> float:
        return CUBE_LIFE * max(-1.0, min(1.0, live)) + (1 - CUBE_LIFE) * dead
    return cubeful(live_now), min(2 * cubeful(live_taken), 1.0)


class Judge:
    """Judges a player's decisions with ``player`` (a :class:`~games.backgammon.players.SearchPlayer`);
    by default the strongest level whose data files can be read."""

    def __init__(self, player=None) -> None:
        if player is None:
            from games.backgammon.coach import computer
            player = computer()
        self.player = player

    def review(self, games: Iterable[GameLog], seat: int,
               progress: Optional[Callable[[int, int], None]] = None) -> Review:
        """``seat``'s decisions over ``games`` (one game, or a sitting's); ``progress``, if
        given, is told (done, of) after each of the seat's turns is looked at."""
        review = Review(seat)
        games = list(games)
        turns = sum(1 for game in games for turn in game.turns if turn.seat == seat)
        done = 0
        for number, game in enumerate(games):
            for index, turn in enumerate(game.turns):
                if turn.seat == seat:
                    judged = self.judge(turn)
                    done += 1
                    if progress is not None:
                        progress(done, turns)
                    if judged is not None:
                        kind, best, cost = judged
                        review.judgements.append(Judgement(number, index, kind, turn.move, best, cost))
        return review

    def judge(self, turn: Turn) -> Optional[tuple[str, Move, float]]:
        """(kind, the judge's choice, cost) of one move, or None when it is no decision
        (a forced play, the opening throw, a resignation, an easy cube decision)."""
        view, move = turn.view, turn.move
        if view.phase == MOVE and isinstance(move, Play):
            return self._play(view, move)
        if view.phase == CUBE and isinstance(move, Decision):
            return self._double(view, move)
        if view.phase == TAKE and isinstance(move, Decision):
            return self._take(view, move)
        return None

    # -- plays ------------------------------------------------------------------------
    def _play(self, view, made: Play):
        position, dice = view.position, view.dice
        scored = search.ranked(self.player.evaluate, position, dice)
        if len(scored) < 2:
            return None
        after_made = position.apply(made)
        entry = next(s for s in scored if s[2] == after_made)
        table = search.bearoff_play(position, dice) if self.player.bearoff else None
        if table is not None:
            best = next(s for s in scored if s[1] == table)
            if best is entry:
                return "play", table, 0.0
            values = self._values([best, entry])
            return "play", table, max(0.0, values[0] - values[1])
        if self.player.plies <= 1:
            return "play", scored[0][1], scored[0][0] - entry[0]
        candidates = search.shortlist(scored)
        if entry not in candidates:
            candidates = candidates + [entry]
        if len(candidates) == 1:
            return "play", made, 0.0
        values = self._values(candidates)
        best = max(range(len(candidates)), key=lambda i: values[i])
        return "play", candidates[best][1], values[best] - values[candidates.index(entry)]

    def _values(self, entries) -> list[float]:
        """The judge's equity of each (1-ply equity, play, position after) at its depth."""
        if self.player.plies <= 1:
            return [value for value, _, _ in entries]
        batch = self.player.batch or search.one_at_a_time(self.player.evaluate)
        return [search.deep_value(batch, after.me, after.opp, self.player.plies) for _, _, after in entries]

    # -- the doubling dice ------------------------------------------------------------------
    def _double(self, view, made: Decision):
        if made.name not in ("double", "roll"):
            return None
        position = view.position
        o = self.player.cube_evaluate(position.me, position.opp)
        hold, double = janowski(o, owned=view.owner == view.seat)
        if made.name == "roll" and double <= hold:
            return None                   # not doubling where the model would not: no decision
        best = Decision("double" if double > hold else "roll")
        mine = double if made.name == "double" else hold
        return "double", best, max(hold, double) - mine

    def _take(self, view, made: Decision):
        if made.name not in ("take", "drop"):
            return None
        position = view.position          # the taker's side, the doubler on roll
        o = self.player.cube_evaluate(position.opp, position.me)
        # The taker's equity taking: minus the doubler's after a double taken, at twice the
        # stake with the cube the taker's (janowski's second figure, before its cap at a refusal).
        p, dead = float(o[0]), search.equity(o)
        live = max(-1.0, min(1.0, (p - 0.6) / 0.4))
        take = -2 * (CUBE_LIFE * live + (1 - CUBE_LIFE) * dead)
        drop = -1.0
        best = Decision("take" if take >= drop else "drop")
        mine = take if made.name == "take" else drop
        return "take", best, max(take, drop) - mine
