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

**The doubling dice** is judged by its cubeful equities (:mod:`games.backgammon.cubeful`:
Janowski's model, as gnubg's plain evaluation has it, from the judge's cubeless chances):
no double, double-take and double-pass for the side on roll. A decision counts when it was
made (a double, a take, a refusal) or when it was close ("close or actual", as gnubg counts
them: doubling would have cost less than 0.16); its cost is the best action's equity less
that of the action taken: a missed double, a double too early or when too good (playing on
for the gammon was worth more than the pass), a wrong take or a wrong pass. In a match the
equities are match-winning chances (MWC) by the match equity table, and each cost is also
kept as MWC (:attr:`Judgement.mwc`); the plays of a match are judged with the score's worth
of gammons (see :meth:`Judge._at_score`).

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

from games.backgammon import cubeful, search
from games.backgammon.gamelog import GameLog, Turn
from games.backgammon.game import CUBE, MOVE, TAKE, Decision, Move
from games.backgammon.notation import Play
from games.dice import all_rolls

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
    mwc: Optional[float] = None   # in a match: the chance of winning the match given away


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

    @property
    def mwc(self) -> Optional[float]:
        """In a match: the match-winning chance given away per decision (a fraction; None
        for money games)."""
        found = [j.mwc for j in self.judgements if j.mwc is not None]
        return sum(found) / len(self.judgements) if found else None

    def worst(self) -> list[Judgement]:
        """The decisions that gave equity away, the costliest first."""
        return sorted((j for j in self.judgements if j.cost > 0), key=lambda j: -j.cost)

    def summary(self) -> str:
        rate = self.error_rate
        if rate is None:
            return "No decision to judge."
        mwc = self.mwc
        return (f"{self.decisions} decisions, {self.total:.3f} points given away: "
                f"error rate {rate:.1f} ({self.rating})"
                + (f", {100 * mwc:.3f}% of the match a decision" if mwc is not None else ""))


def janowski(o, owned: bool, x: float = CUBE_LIFE) -> tuple[float, float]:
    """(no double, double) for the side on roll with outputs ``o`` in a money game, in units
    of the present stake, the cube centred or (``owned``) its own: the opponent's best answer
    to a double (take, or pass at +1), at the cube efficiency ``x``."""
    found = cubeful.money_decision(o, owned, x)
    return found.no_double, found.double


class Judge:
    """Judges a player's decisions with ``player`` (a :class:`~games.backgammon.players.SearchPlayer`);
    by default the strongest level whose data files can be read."""

    def __init__(self, player=None, width: Optional[int] = None, margin: Optional[float] = None,
                 cubeful_plays: bool = True) -> None:
        if player is None:
            from games.backgammon.coach import computer
            player = computer()
        self.player = player
        # the plays searched to full depth: the player's own short list unless told otherwise
        self.width = search.WIDTH if width is None else width
        self.margin = search.MARGIN if margin is None else margin
        # money plays with the doubling dice in play judged by their cubeful equity (as gnubg's)
        self.cubeful = cubeful_plays
        self._shift: dict = {}       # a play's position after it: its match figure less its money one

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
                        review.judgements.append(Judgement(number, index, kind, turn.move, best, cost,
                                                           mwc_of(turn.view, cost)))
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
        self._shift = {}
        if view.settings.match_length:
            scored = self._at_score(view, scored)
        elif view.settings.cube and self.cubeful:
            scored = self._cubeful(view, scored)
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
        candidates = search.shortlist(scored, self.width, self.margin)
        if entry not in candidates:
            candidates = candidates + [entry]
        if len(candidates) == 1:
            return "play", made, 0.0
        values = self._values(candidates)
        best = max(range(len(candidates)), key=lambda i: values[i])
        return "play", candidates[best][1], values[best] - values[candidates.index(entry)]

    def _values(self, entries) -> list[float]:
        """The judge's equity of each (1-ply equity, play, position after) at its depth (in a
        match, shifted by what the score makes of the gammons at one ply)."""
        if self.player.plies <= 1:
            return [value for value, _, _ in entries]
        batch = self.player.batch or search.one_at_a_time(self.player.evaluate)
        return [search.deep_value(batch, after.me, after.opp, self.player.plies) + self._shift.get(after, 0.0)
                for _, _, after in entries]

    def _at_score(self, view, scored):
        """The plays of a game of a match ranked by their worth at the score: each position
        after a play has its five outputs worth, through the match equity table, their chance of
        the match, put in units of the stake (a single game won +1, lost -1: gnubg's normalised
        equity), so that a gammon counts for what it does to the match. The money figure's
        difference from it is kept for the deeper search (``_shift``)."""
        from games.backgammon.matchplay import chance_after, outcomes
        from games.backgammon.players import flip
        settings, seat, cube = view.settings, view.seat, view.cube
        win, lose = chance_after(settings, seat, cube), chance_after(settings, seat, -cube)
        span = max(1e-9, win - lose)
        worth = {k: 2 * (chance_after(settings, seat, k * cube) - lose) / span - 1 for k in (1, 2, 3, -1, -2, -3)}
        out = []
        for value, play, after in scored:
            if not any(after.me):
                at_score = worth[after.winner_points()]
            else:
                o = flip(self.player.evaluate(after.opp, after.me))
                at_score = sum(c * worth[k] for c, k in outcomes(o))
            self._shift[after] = at_score - value
            out.append((at_score, play, after))
        out.sort(key=lambda t: -t[0])
        return out

    def _cubeful(self, view, scored):
        """The plays of a money game with the doubling dice in play ranked by their cubeful
        equity, as gnubg's analysis ranks them: the position after each play, the other side
        to throw, its chances priced by Janowski's model (:mod:`games.backgammon.cubeful`)
        with the doubling dice where it will be: he may double it (centred, or his) and
        does if it is right, or may not (ours). The difference from the cubeless figure is kept
        for the deeper search (``_shift``), as a match's score is."""
        seat = view.seat
        his_turn_can_double = view.cube < view.settings.max_cube and view.owner != seat
        out = []
        for value, play, after in scored:
            if any(after.me):
                o = self.player.evaluate(after.opp, after.me)      # his chances, on roll
                x = cubeful.efficiency(after.flipped())
                if his_turn_can_double:
                    his = cubeful.money_decision(o, view.owner == 1 - seat, x).best
                else:
                    his = cubeful.money(o, cubeful.THEIRS if view.owner == seat else cubeful.CENTRE, x)
                value_with_cube = -his
                self._shift[after] = value_with_cube - value
                value = value_with_cube
            out.append((value, play, after))
        out.sort(key=lambda t: -t[0])
        return out

    # -- the doubling dice ------------------------------------------------------------------
    def cube_decision(self, view, doubler_on_roll: bool = True) -> cubeful.CubeDecision:
        """The doubler's cube decision in ``view`` (the side on roll: the viewer before his
        throw, or the other side when the viewer is asked to take)."""
        position = view.position if doubler_on_roll else view.position.flipped()
        seat = view.seat if doubler_on_roll else 1 - view.seat
        o = self.cube_chances(position)
        return cubeful.decision(o, position, view.owner == seat, view.settings, seat, view.cube)

    def cube_chances(self, position):
        """The five cubeless outputs for the side on roll the cube is judged by: the player's
        own word at one ply; a judge searching deeper looks one throw ahead (the average,
        over the 21 throws, of the chances after its best play), as gnubg's deeper cube
        analysis does."""
        if getattr(self.player, "plies", 1) <= 1:
            return self.player.cube_evaluate(position.me, position.opp)
        from games.backgammon.players import flip
        evaluate, total = self.player.evaluate, [0.0] * 5
        for (d1, d2), chance in all_rolls():
            _, _, after = search.ranked(evaluate, position, (d1, d2))[0]
            if not any(after.me):
                points = after.winner_points()
                o = (1.0, float(points >= 2), float(points >= 3), 0.0, 0.0)
            else:
                o = flip(evaluate(after.opp, after.me))
            total = [t + chance * float(x) for t, x in zip(total, o)]
        return tuple(total)

    def _double(self, view, made: Decision):
        if made.name not in ("double", "roll"):
            return None
        if view.settings.match_length and view.settings.away(view.seat) <= view.cube:
            return None                   # winning this game wins the match: a double is pointless
        found = self.cube_decision(view)
        if made.name == "roll" and not found.close:
            return None                   # not doubling where doubling is far from right: no decision
        best = Decision("double" if found.should_double else "roll")
        mine = found.double if made.name == "double" else found.no_double
        return "double", best, found.emg(found.best - mine)

    def _take(self, view, made: Decision):
        if made.name not in ("take", "drop"):
            return None
        found = self.cube_decision(view, doubler_on_roll=False)
        best = Decision("take" if found.should_take else "drop")
        # the taker's figures are the doubler's the other way round
        mine = found.double_take if made.name == "take" else found.double_pass
        return "take", best, found.emg(mine - found.double)


def mwc_of(view, cost: float) -> Optional[float]:
    """A normalised cost in a game of a match as match-winning chance: a point of normalised
    equity is half the gap between winning and losing the present stake."""
    settings = view.settings
    if not settings.match_length:
        return None
    from games.backgammon.matchplay import chance_after
    span = chance_after(settings, view.seat, view.cube) - chance_after(settings, view.seat, -view.cube)
    return cost * span / 2
