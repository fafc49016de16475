"""Marrakech, the rug market, for two to four players.

Assam, the market's organiser, starts in the centre (d4). A turn: draw your next
rug; turn Assam a quarter left or right, or leave him (never about); throw the
die (1, 2, 2, 3, 3, 4) and walk him straight on that many squares, following the
curves at the edge (:mod:`games.marrakech.market`). Stopping on another player's
rug, pay him a dirham for each square of the orthogonally connected area of that
colour; one who cannot pay pays all he has and is out. Then lay your rug over
two side-by-side squares, one of them next to Assam, never under him and never
over both halves of one visible rug. When all the rugs are laid (or one player
is left) each scores his visible squares plus his dirhams; a tie goes to the
most dirhams, then the win is shared.

Two players each play two colours, drawn at random from one pile of their own
(each colour its own area for payments); three play fifteen rugs each, four
twelve. In the Italian "Assam" variant (``Settings(late_turn=True)``) Assam is
turned at the end of one's turn instead of before the throw.

The die is thrown from the ``random.Random`` the game was made with; a test or a
player's search loads throws of its own with :meth:`MarrakechState.load_die`.

The Italian rules' first example: South turns Assam down and throws 2, lays a
rug on c2-c3; North leaves Assam facing down and throws 4.

>>> import random
>>> state = MarrakechState(random.Random(1), throws=[2, 4])
>>> state.apply(Turn("R")); market.name(state.assam)
'd2'
>>> state.apply(Rug.parse("c2 c3")); state.apply(Turn("S")); market.names(state.last_path)
'd1 e1 e2 e3'
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Iterable, Optional, Sequence

from games.engine import TERMINAL, IllegalMove, Recorded, View
from games.marrakech import market
from games.marrakech.market import CENTRE, DIE, EMPTY, RIGHT, area, placement_reason, placements, turned, walk
from games.marrakech.moves import Move, Rug, Turn

TURN, RUG, OVER = "turn", "rug", "over"
TURNS = (Turn("L"), Turn("S"), Turn("R"))
RUGS_EACH = {3: 15, 4: 12}          # rugs a player in the three- and four-player games


@dataclass(frozen=True)
class Settings:
    """The rules as played; the defaults are the manual's (see MANUAL.md)."""
    # Rugs of each colour a player has in the two-player game: 12 (Board Game Arena,
    # 24 a player) or 15 (the Italian rules, two sets of fifteen).
    two_player_rugs: int = 12
    # The Italian "Assam" variant: turn him at the end of your turn, not before the throw.
    late_turn: bool = False
    # The way Assam faces at the start (market.UP, RIGHT, DOWN or LEFT).
    start_facing: int = RIGHT
    dirhams: int = 30

    def __post_init__(self) -> None:
        if self.two_player_rugs < 1 or self.dirhams < 0 or self.start_facing not in range(4):
            raise ValueError(f"impossible settings: {self}")


def colours_of(seat: int, players: int) -> tuple[int, ...]:
    """The rug colours a seat plays: its own number, and in the two-player game also
    its number plus two."""
    return (seat, seat + 2) if players == 2 else (seat,)


def owner_of(colour: int, players: int) -> int:
    return colour % players


def visible_squares(colours: Sequence[int], players: int) -> list[int]:
    """How many squares of the market (their rugs' ``colours``, EMPTY for none) show each
    seat's rugs."""
    counts = [0] * players
    for colour in colours:
        if colour != EMPTY:
            counts[owner_of(colour, players)] += 1
    return counts


def colour_count(players: int) -> int:
    return 4 if players == 2 else players


# -- what happened, for the scene's messages and animation ----------------------------
@dataclass(frozen=True)
class Drew:
    seat: int
    colour: int


@dataclass(frozen=True)
class Turned:
    seat: int
    way: str
    facing: int


@dataclass(frozen=True)
class Walked:
    seat: int
    throw: int
    start: int
    path: tuple[int, ...]
    facing: int          # the way he faces at the end
    set_out: int         # the way he faced as he set out


@dataclass(frozen=True)
class Paid:
    seat: int
    to: int
    amount: int          # what changed hands
    owed: int            # the area's size; more than amount when the payer went out


@dataclass(frozen=True)
class WentOut:
    seat: int


@dataclass(frozen=True)
class Laid:
    seat: int
    rug: Rug
    colour: int


@dataclass(frozen=True)
class Ended:
    winners: tuple[int, ...]


Event = object


@dataclass(frozen=True)
class MarrakechView(View):
    """What a seat sees: everything but the order of the rug piles. Nothing is held
    unseen, so ``hand`` is empty; ``scores`` are each seat's visible squares plus dirhams."""
    players: int
    settings: Settings
    tops: tuple[int, ...]                # the number of the rug on top of each square, or EMPTY
    rug_colours: tuple[int, ...]         # each rug's colour, by number
    assam: int
    facing: int
    dirhams: tuple[int, ...]
    out: tuple[bool, ...]
    in_hand: Optional[int]               # the colour drawn by the seat to move
    piles: tuple[tuple[int, ...], ...]   # per seat, how many of each colour its pile still holds

    @property
    def colours(self) -> list[int]:
        return [EMPTY if t == EMPTY else self.rug_colours[t] for t in self.tops]

    def rugs_left(self, seat: int) -> int:
        return sum(self.piles[seat]) + (self.in_hand is not None and self.to_move == seat)

    def visible(self) -> list[int]:
        """Visible rug squares of each seat."""
        return visible_squares(self.colours, self.players)

    def state(self, rng: random.Random) -> "MarrakechState":
        """A game in this position for a player's search: the piles' unseen order shuffled
        from ``rng``, the dice thrown from a stream of its own drawn from ``rng``."""
        state = MarrakechState.__new__(MarrakechState)
        state.rng = random.Random(rng.random())
        state.players, state.settings = self.players, self.settings
        state.tops, state.rug_colours = list(self.tops), list(self.rug_colours)
        state.assam, state.facing = self.assam, self.facing
        state.dirhams, state.out = list(self.dirhams), list(self.out)
        state.piles = shuffled_piles(self.piles, rng)
        state.in_hand, state.to_move, state.phase = self.in_hand, self.to_move, self.phase
        state.log, state.loaded = [], []
        return state


def shuffled_piles(counts: Sequence[Sequence[int]], rng: random.Random) -> list[list[int]]:
    """Each seat's pile of rugs in an order drawn from ``rng``, from how many of each colour
    it holds (a view's ``piles``): how a player's search and a state's ``redeal`` deal the
    order nobody sees."""
    piles = []
    for each in counts:
        pile = [colour for colour, count in enumerate(each) for _ in range(count)]
        rng.shuffle(pile)
        piles.append(pile)
    return piles


class MarrakechState(Recorded):
    """A game by the protocol of :mod:`games.engine`; seats 0 to ``players``-1, ``first`` to start."""

    def __init__(self, rng: random.Random, players: int = 2, settings: Settings = Settings(),
                 first: int = 0, throws: Iterable[int] = ()) -> None:
        if not 2 <= players <= 4:
            raise ValueError(f"Marrakech is for 2 to 4 players, not {players}")
        if not 0 <= first < players:
            raise ValueError(f"no seat {first} at a table of {players}")
        self.rng = rng
        self.players, self.settings = players, settings
        self.tops: list[int] = [EMPTY] * market.SQUARES
        self.rug_colours: list[int] = []
        self.assam, self.facing = CENTRE, settings.start_facing
        self.dirhams = [settings.dirhams] * players
        self.out = [False] * players
        self.piles: list[list[int]] = []
        for seat in range(players):
            each = settings.two_player_rugs if players == 2 else RUGS_EACH[players]
            pile = [colour for colour in colours_of(seat, players) for _ in range(each)]
            rng.shuffle(pile)
            self.piles.append(pile)
        self.in_hand: Optional[int] = None
        self.to_move, self.phase = first, TURN
        self.log: list[Event] = []
        self.loaded: list[int] = []
        self.load_die(*throws)
        self._begin_turn()

    # -- chance ----------------------------------------------------------------------
    def load_die(self, *faces: int) -> None:
        """The next throws are ``faces``, in order; after them the die is thrown again."""
        for face in faces:
            if face not in DIE:
                raise ValueError(f"the die has no face {face}")
        self.loaded.extend(faces)

    def _throw(self) -> int:
        return self.loaded.pop(0) if self.loaded else DIE[self.rng.randrange(len(DIE))]

    # -- the state protocol ----------------------------------------------------------
    def current_player(self) -> int:
        return TERMINAL if self.phase == OVER else self.to_move

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def legal_moves(self) -> list[Move]:
        if self.phase == TURN:
            return list(TURNS)
        if self.phase == RUG:
            return [Rug(a, b) for a, b in placements(self.tops, self.assam)]
        return []

    def illegal_reason(self, move: Move) -> Optional[str]:
        """A one-line reason why ``move`` is illegal now, or None if it is legal."""
        if self.phase == OVER:
            return "The game is over"
        if isinstance(move, Turn):
            return None if self.phase == TURN else "Lay your rug first"
        if isinstance(move, Rug):
            if self.phase != RUG:
                return "Turn Assam first"
            return placement_reason(self.tops, self.assam, move.a, move.b)
        return f"{move!r} is not a move of Marrakech"

    def apply(self, move: Move) -> None:
        reason = self.illegal_reason(move)
        if reason is not None:
            raise IllegalMove(f"{move}: {reason}")
        seat = self.to_move
        if isinstance(move, Turn):
            self.facing = turned(self.facing, move.way)
            self.log.append(Turned(seat, move.way, self.facing))
            if self.settings.late_turn:
                self._end_turn()
            else:
                self.phase = RUG
                self._walk()
            return
        number = len(self.rug_colours)
        self.rug_colours.append(self.in_hand)
        self.tops[move.a] = self.tops[move.b] = number
        self.log.append(Laid(seat, move, self.in_hand))
        self.in_hand = None
        if self.settings.late_turn and self._rugs_to_come():
            self.phase = TURN
        else:
            self._end_turn()

    def returns(self) -> list[float]:
        """Each seat's share of the win: 1 to the winner, split equally on a tie that the
        dirhams do not break, 0 to the others and to those who went out."""
        winners = self.winners()
        return [1 / len(winners) if seat in winners else 0.0 for seat in range(self.players)]

    def view(self, seat: int) -> MarrakechView:
        counts = []
        for pile in self.piles:
            each = [0] * colour_count(self.players)
            for colour in pile:
                each[colour] += 1
            counts.append(tuple(each))
        return MarrakechView(
            seat=seat, phase=self.phase, to_move=self.current_player(), hand=(), scores=tuple(self.scores()),
            legal_moves=tuple(self.legal_moves()) if seat == self.to_move else (),
            players=self.players, settings=self.settings, tops=tuple(self.tops),
            rug_colours=tuple(self.rug_colours), assam=self.assam, facing=self.facing,
            dirhams=tuple(self.dirhams), out=tuple(self.out), in_hand=self.in_hand, piles=tuple(counts))

    def clone(self) -> "MarrakechState":
        other = MarrakechState.__new__(MarrakechState)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.players, other.settings = self.players, self.settings
        other.tops, other.rug_colours = list(self.tops), list(self.rug_colours)
        other.assam, other.facing = self.assam, self.facing
        other.dirhams, other.out = list(self.dirhams), list(self.out)
        other.piles = [list(p) for p in self.piles]
        other.in_hand, other.to_move, other.phase = self.in_hand, self.to_move, self.phase
        other.log, other.loaded = list(self.log), list(self.loaded)
        return other

    def redeal(self, seat: int, rng: random.Random) -> "MarrakechState":
        """The game with the rug piles' order shuffled (the engine's protocol): nobody sees
        it, and every seat sees how many rugs of each colour a pile holds. The dice to
        come are left as they fall."""
        other = self.clone()
        other.piles = shuffled_piles(self.view(seat).piles, rng)
        return other

    # -- the market --------------------------------------------------------------------
    def colours(self) -> list[int]:
        """The colour on top of each square (EMPTY where bare)."""
        return [EMPTY if t == EMPTY else self.rug_colours[t] for t in self.tops]

    def colour_at(self, sq: int) -> int:
        top = self.tops[sq]
        return EMPTY if top == EMPTY else self.rug_colours[top]

    def visible(self) -> list[int]:
        """Visible rug squares of each seat."""
        return visible_squares(self.colours(), self.players)

    def scores(self) -> list[int]:
        """Visible squares plus dirhams, for each seat."""
        return [v + d for v, d in zip(self.visible(), self.dirhams)]

    def rugs_left(self, seat: int) -> int:
        """Rugs the seat has still to lay, the one in hand included."""
        return len(self.piles[seat]) + (self.in_hand is not None and self.to_move == seat)

    def winners(self) -> tuple[int, ...]:
        """The seats that win (or share the win) if the game ended now."""
        players = [seat for seat in range(self.players) if not self.out[seat]]
        scores = self.scores()
        best = max((scores[s], self.dirhams[s]) for s in players)
        return tuple(s for s in players if (scores[s], self.dirhams[s]) == best)

    @property
    def last_path(self) -> tuple[int, ...]:
        """The squares of Assam's latest walk."""
        for event in reversed(self.log):
            if isinstance(event, Walked):
                return event.path
        return ()

    def __repr__(self) -> str:
        return (f"MarrakechState(players={self.players}, to_move={self.to_move}, phase={self.phase!r}, "
                f"assam={market.name(self.assam)}, dirhams={self.dirhams})")

    # -- the course of a turn -----------------------------------------------------------
    def _begin_turn(self) -> None:
        seat = self.to_move
        self.in_hand = self.piles[seat].pop()
        self.log.append(Drew(seat, self.in_hand))
        if self.settings.late_turn:
            self.phase = RUG
            self._walk()
        else:
            self.phase = TURN

    def _walk(self) -> None:
        seat, start, set_out = self.to_move, self.assam, self.facing
        throw = self._throw()
        path, self.facing = walk(start, set_out, throw)
        self.assam = path[-1]
        self.log.append(Walked(seat, throw, start, path, self.facing, set_out))
        self._pay(seat)

    def _pay(self, seat: int) -> None:
        colour = self.colour_at(self.assam)
        if colour == EMPTY:
            return
        owner = owner_of(colour, self.players)
        if owner == seat or self.out[owner]:
            return
        owed = area(self.colours(), self.assam)
        paid = min(owed, self.dirhams[seat])
        self.dirhams[seat] -= paid
        self.dirhams[owner] += paid
        self.log.append(Paid(seat, owner, paid, owed))
        if paid < owed:
            self.out[seat] = True
            self.in_hand = None
            self.log.append(WentOut(seat))
            self._end_turn()

    def _rugs_to_come(self) -> bool:
        return any(self.piles[s] for s in range(self.players) if not self.out[s])

    def _end_turn(self) -> None:
        in_play = [s for s in range(self.players) if not self.out[s]]
        following = [(self.to_move + k) % self.players for k in range(1, self.players + 1)]
        nxt = next((s for s in following if not self.out[s] and self.piles[s]), None)
        if len(in_play) <= 1 or nxt is None:
            self.phase, self.in_hand = OVER, None
            self.log.append(Ended(self.winners()))
            return
        self.to_move = nxt
        self._begin_turn()


__all__ = ["MarrakechState", "MarrakechView", "Settings", "Turn", "Rug", "TURN", "RUG", "OVER",
           "Drew", "Turned", "Walked", "Paid", "WentOut", "Laid", "Ended",
           "colours_of", "owner_of", "colour_count"]
