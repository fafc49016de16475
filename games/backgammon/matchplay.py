"""A match to N points: the score from game to game, the Crawford rule, and what a
point is worth at a given score (the chance of winning the match, for the computer's
decisions).

The first side to N points wins the match; a game's points (the stake, doubled for a
gammon, trebled for a backgammon, or what a refusal or resignation gave) go to its
winner. When a side first reaches N - 1, the next game is the **Crawford game**, in
which nobody may double; in the games after it (post-Crawford) the doubling dice is
back. Automatic doubles are a money-game custom and are not used in a match.

>>> match = Match(3)
>>> match.score_game(0, 2)          # seat 0 wins a gammon: 2-0, one point from the match
>>> match.game_settings().crawford, match.is_over()
(True, False)
>>> match.score_game(1, 1)          # the Crawford game
>>> match.game_settings().crawford  # post-Crawford: doubling again
False
>>> match.score_game(1, 2); match.winner()
1
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Optional, Sequence

from games.backgammon.game import BackgammonState, Settings
from games.backgammon.options import MAX_LENGTH
from games.series import won_by

# The model behind match_winning_chance: evenly matched sides, a quarter of the games won
# won with a gammon (backgammons counted as gammons), no doubling before the Crawford game.
GAMMON_SHARE = 0.25
# Chances remembered: more than every (away, other away, Crawford) of a match of up to
# MAX_LENGTH points with the few scores past the end, so that none is worked out twice.
WINNING_CHANCES = 1 << 15


@dataclass
class Match:
    length: int
    score: list = field(default_factory=lambda: [0, 0])
    crawford_played: bool = False      # the Crawford game has been played (or is being played)
    games: int = 0                     # games finished

    def __post_init__(self) -> None:
        if not 1 <= self.length <= MAX_LENGTH:
            raise ValueError(f"a match is of 1 to {MAX_LENGTH} points, not {self.length}")

    def is_over(self) -> bool:
        return max(self.score) >= self.length

    def winner(self) -> Optional[int]:
        return next((seat for seat in (0, 1) if self.score[seat] >= self.length), None)

    def crawford_next(self) -> bool:
        """The next game is the Crawford game: a side has just reached N - 1 (N of 2 or more)."""
        return (not self.crawford_played and not self.is_over()
                and self.length > 1 and self.length - 1 in self.score)

    def game_settings(self, base: Settings = Settings()) -> Settings:
        """The rules of the next game: ``base`` with the match's score and the Crawford rule."""
        if self.is_over():
            raise ValueError("the match is over")
        return replace(base, automatic_doubles=False, match_length=self.length,
                       score=(self.score[0], self.score[1]), crawford=self.crawford_next())

    def new_game(self, rng, base: Settings = Settings()) -> BackgammonState:
        return BackgammonState.new(rng, self.game_settings(base))

    def record(self, state: BackgammonState) -> None:
        """Score a finished game of this match."""
        if not state.is_terminal():
            raise ValueError("the game is not over")
        self.score_game(state.winner, state.points)

    def score_game(self, winner: int, points: int) -> None:
        if self.is_over():
            raise ValueError("the match is over")
        if self.crawford_next():
            self.crawford_played = True
        self.score[winner] += points
        self.games += 1


# ----- what the score is worth ----------------------------------------------------

@lru_cache(maxsize=WINNING_CHANCES)
def match_winning_chance(away: int, other_away: int, crawford_played: bool = False) -> float:
    """The chance that the side needing ``away`` points beats the side needing ``other_away``,
    before a game, by the model above (evenly matched, GAMMON_SHARE of wins gammons). No
    doubling before the Crawford game; after it, the trailer doubles at once and the leader
    takes, so those games are worth 2 points (4 for a gammon).

    >>> match_winning_chance(1, 1), match_winning_chance(3, 3)
    (0.5, 0.5)
    >>> round(match_winning_chance(1, 2), 3)     # the Crawford game, then post-Crawford
    0.688
    """
    if away <= 0:
        return 1.0
    if other_away <= 0:
        return 0.0
    if min(away, other_away) == 1:
        stake = 2 if crawford_played and max(away, other_away) > 1 else 1
        crawford_played = True
    else:
        stake = 1
    g = GAMMON_SHARE

    def after(a: int, b: int) -> float:
        return match_winning_chance(a, b, crawford_played)

    win = (1 - g) * after(away - stake, other_away) + g * after(away - 2 * stake, other_away)
    lose = (1 - g) * after(away, other_away - stake) + g * after(away, other_away - 2 * stake)
    return 0.5 * win + 0.5 * lose


def chance_after(settings: Settings, seat: int, points: int) -> float:
    """``seat``'s chance of winning the match once this game ends with ``points`` to it
    (negative: to the other side)."""
    me, other = settings.away(seat), settings.away(1 - seat)
    if points >= 0:
        me -= points
    else:
        other += points
    # once a side has been one point away, the Crawford game is this one or past
    played = settings.crawford or min(settings.away(0), settings.away(1)) == 1
    return match_winning_chance(me, other, played)


def outcomes(o: Sequence[float]) -> list[tuple[float, int]]:
    """(chance, points per stake, won positive) of each way the game can end, from the five
    outputs (win, win gammon, win backgammon, lose gammon, lose backgammon), each of which
    counts the greater results too."""
    win, wg, wbg, lg, lbg = (float(x) for x in o)
    return [(win - wg, 1), (wg - wbg, 2), (wbg, 3),
            (1 - win - lg, -1), (lg - lbg, -2), (lbg, -3)]


def chance_playing_on(settings: Settings, seat: int, o: Sequence[float], stake: int) -> float:
    """``seat``'s chance of winning the match if this game is played out at ``stake`` with the
    outputs ``o`` (from ``seat``'s side) and no more doubling."""
    return sum(p * chance_after(settings, seat, points * stake) for p, points in outcomes(o))


def should_take(settings: Settings, seat: int, o: Sequence[float], cube: int) -> bool:
    """Accept a double to ``2 * cube`` when playing on at the doubled stake leaves a chance of
    the match no worse than refusing (which gives the doubler ``cube`` points)."""
    return chance_playing_on(settings, seat, o, 2 * cube) >= chance_after(settings, seat, -cube)


def should_double(settings: Settings, seat: int, o: Sequence[float], cube: int,
                  money_says: bool) -> bool:
    """Offer a double in a match? Never when winning this game at the present stake wins the
    match (the double could only help the other side); at once after the Crawford game when
    the other side is one point away (the doubling dice is worth nothing to him); otherwise
    when the money-game judgement (``money_says``) would, and the double gains at this
    score: his best answer, taking or refusing, leaves us a better chance of the match than
    playing on undoubled."""
    if settings.away(seat) <= cube:
        return False
    if settings.away(1 - seat) == 1:
        return True
    if not money_says:
        return False
    doubled = min(chance_playing_on(settings, seat, o, 2 * cube),
                  chance_after(settings, seat, cube))
    return doubled > chance_playing_on(settings, seat, o, cube)


def should_accept_resignation(settings: Settings, seat: int, o: Sequence[float], cube: int,
                              level: int) -> bool:
    """Accept a resignation giving ``level`` times the stake when that is worth at least what
    playing on is expected to bring: points in a money game, the chance of the match in a match."""
    if not settings.match_length:
        expected = sum(p * points for p, points in outcomes(o))
        return level >= expected - 1e-9
    return chance_after(settings, seat, level * cube) >= chance_playing_on(settings, seat, o, cube) - 1e-9


class MatchState:
    """A whole match as one state of the engine protocol (:mod:`games.engine`): its games one
    after another, each a :class:`BackgammonState` made by the :class:`Match`, all thrown from
    one ``random.Random``. What ``view``, ``legal_moves`` and ``apply`` see is the game being
    played; the match is over when a side has its points, and ``returns`` is +1 for the
    winner of the match and -1 for the loser (``main.py match backgammon --match N``).

    >>> import random
    >>> state = MatchState(random.Random(1), 1)
    >>> while not state.is_terminal():
    ...     state.apply(state.legal_moves()[0])
    >>> state.match.games, state.returns() in ([1.0, -1.0], [-1.0, 1.0])
    (1, True)
    """

    def __init__(self, rng, length: int, base: Settings = Settings()) -> None:
        self.rng, self.base = rng, base
        self.match = Match(length)
        self.game = self.match.new_game(rng, base)
        self.finished: list[BackgammonState] = []      # the games played out, in order

    def current_player(self) -> int:
        return self.game.current_player()

    def legal_moves(self) -> list:
        return self.game.legal_moves()

    def is_terminal(self) -> bool:
        return self.match.is_over()

    def returns(self) -> list[float]:
        return won_by(self.match.winner())

    def view(self, player: int):
        return self.game.view(player)

    def apply(self, move) -> None:
        self.game.apply(move)
        if self.game.is_terminal():
            self.match.record(self.game)
            self.finished.append(self.game)
            if not self.match.is_over():
                self.game = self.match.new_game(self.rng, self.base)

    def clone(self) -> "MatchState":
        copy = object.__new__(MatchState)
        copy.game = self.game.clone()
        copy.rng, copy.base = copy.game.rng, self.base     # the game's copy throws on from here
        copy.match = replace(self.match, score=list(self.match.score))
        copy.finished = list(self.finished)
        return copy

    def redeal(self, seat: int, rng) -> "MatchState":
        """An equal copy (the engine's protocol): both sides see the whole board and the
        score; the dice to come are nobody's, and are left as they fall."""
        return self.clone()
