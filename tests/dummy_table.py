"""A tiny game for 2 to 6 seats, used only by the match harness's tests: "High Table".

Each seat is dealt two cards (``--cards N``) from a pack of 1 to 9 (four of each);
in turn, round the table until the cards are gone, each plays one of its cards face up. A card played higher than
the card before it scores its value; the most points win. Nothing is hidden once played,
so every seat sees every move whole (the harness's default).
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from games.engine import TERMINAL, IllegalMove
from games.optiondata import MATCH, WHOLE, GameOptions, option
from games.registry import GameInfo, MatchInfo, Setup


@dataclass(frozen=True)
class Card:
    value: int

    def __str__(self) -> str:
        return f"play {self.value}"


@dataclass(frozen=True)
class TableView:
    seat: int
    phase: str
    to_move: int
    hand: tuple[int, ...]
    played: tuple[tuple[int, int], ...]       # (seat, value) in order
    legal_moves: tuple[Card, ...]


class TableState:
    def __init__(self, rng: random.Random, seats: int, cards: int = 2) -> None:
        pack = [v for v in range(1, 10) for _ in range(4)]
        rng.shuffle(pack)
        self.seats, self.cards = seats, cards
        self.hands = [sorted(pack[cards * s:cards * (s + 1)]) for s in range(seats)]
        self.played: list[tuple[int, int]] = []

    def current_player(self) -> int:
        return TERMINAL if self.is_terminal() else len(self.played) % self.seats

    def legal_moves(self) -> list[Card]:
        return [] if self.is_terminal() else [Card(v) for v in self.hands[self.current_player()]]

    def apply(self, move: Card) -> None:
        if move not in self.legal_moves():
            raise IllegalMove(f"{move} is not in the hand")
        seat = self.current_player()
        self.hands[seat].remove(move.value)
        self.played.append((seat, move.value))

    def is_terminal(self) -> bool:
        return len(self.played) == self.cards * self.seats

    def returns(self) -> list[float]:
        points = [0.0] * self.seats
        for (_, before), (seat, value) in zip(self.played, self.played[1:]):
            points[seat] += value if value > before else 0
        return points

    def view(self, seat: int) -> TableView:
        mine = self.current_player() == seat
        return TableView(seat, "over" if self.is_terminal() else "play", self.current_player(),
                         tuple(self.hands[seat]), tuple(self.played),
                         tuple(self.legal_moves()) if mine else ())

    def clone(self) -> "TableState":
        other = object.__new__(TableState)
        other.seats, other.cards, other.hands, other.played = self.seats, self.cards, [list(h) for h in self.hands], list(self.played)
        return other


class High:
    def choose(self, view, rng):
        return max(view.legal_moves, key=lambda m: m.value)


class Low:
    def choose(self, view, rng):
        return min(view.legal_moves, key=lambda m: m.value)


class Chance:
    def choose(self, view, rng):
        return rng.choice(view.legal_moves)


BUILTINS = {"high": "tests.dummy_table:High", "low": "tests.dummy_table:Low",
            "chance": "tests.dummy_table:Chance"}


def figures(state: TableState) -> list[dict[str, int]]:
    return [{"nines": sum(1 for s, v in state.played if s == seat and v == 9), "cards": state.cards}
            for seat in range(state.seats)]


def new_state(setup: Setup) -> TableState:
    return TableState(setup.rng(), setup.seats, setup.options.cards)


@dataclass(frozen=True)
class TableOptions(GameOptions):
    cards: int = option(WHOLE, 2, low=1, metavar="N", places=MATCH, help="cards dealt to each seat")


MATCH = GameInfo(name="table", title="High Table", menu_key="8", new_state=new_state, seats=(2, 6),
                 options=TableOptions,
                 builtins=BUILTINS,
                 match=MatchInfo(default_players=("high", "low"), figures=figures,
                                 per_game=("cards",), notes="nines: nines played"))
