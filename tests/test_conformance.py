"""Every registered rules engine keeps the engine protocol's promises under random play."""
from __future__ import annotations

import dataclasses
import random
from collections import Counter
from typing import Any, Callable

import pytest
from hypothesis import given, settings, strategies as st

from games.engine import TERMINAL, GameState, View
from games.registry import all_games, game_modules
from tests.dummy_game import GAME as CLIMB
from tests.kits import need

GAMES = all_games() + [CLIMB]
PLAYOUTS = 12
MAX_MOVES = 20000
VIEW_PLAYOUTS = 2
VIEW_POSITIONS = 150             # at the least, in all the playouts of one game

def random_move(info, state, rng: random.Random):
    """A move at random; or, half the time, the kit's ``GUIDE``'s (a game that seldom ends
    under uniformly random play)."""
    guide = need(info, "GUIDE")
    if guide is not None and rng.random() < 0.5:
        return guide.choose(state.view(state.current_player()), rng)
    return rng.choice(list(state.legal_moves()))


def tables(info):
    """(seats, maker) for each size of table the game is played at, the maker taking a seed:
    a game of one size is made by ``playout(info.setup(seed))`` (seats None: its size is the
    game's own business), one of a range of sizes by ``playout(info.setup(seed, N))``; the
    playout is the descriptor's ``playout``, else its ``new_state``."""
    low, high = info.seats
    make = info.playout or info.new_state
    if low == high:
        return [(None, lambda seed: make(info.setup(seed)))]
    return [(n, lambda seed, n=n: make(info.setup(seed, n))) for n in range(low, high + 1)]


CASES = [(info, seats, make) for info in GAMES for seats, make in tables(info)]


@pytest.mark.parametrize("info, seats, new_state", CASES,
                         ids=[f"{info.name}-{seats}" if seats else info.name for info, seats, _ in CASES])
def test_random_playouts(info, seats, new_state):
    for seed in range(PLAYOUTS):
        rng = random.Random(seed)
        state = new_state(1000 + seed)
        cards = Counter(state.all_cards()) if hasattr(state, "all_cards") else None
        if cards is not None and hasattr(state, "pack"):
            # a pack may hold two equal cards (three-handed Short Hearts' second seven of clubs)
            assert cards == Counter(state.pack()), "the deal is not the game's pack"
        elif cards is not None:
            assert max(cards.values()) == 1, "a card is duplicated in the deal"
        for _ in range(MAX_MOVES):
            if state.is_terminal():
                break
            player = state.current_player()
            assert player >= 0 and (seats is None or player < seats), "a live game must have a player to move"
            moves = state.legal_moves()
            assert moves, "a live game must offer a move"
            state.view(player)
            move = random_move(info, state, rng)
            assert type(move).parse(str(move)) == move if hasattr(type(move), "parse") else True
            copy = state.clone()
            state.apply(move)
            if cards is not None:
                assert Counter(state.all_cards()) == cards, f"cards lost or duplicated after {move}"
                assert Counter(copy.all_cards()) == cards, "clone() shares state with the original"
        else:
            pytest.fail(f"{info.name}: no end after {MAX_MOVES} moves (seed {seed})")
        assert state.current_player() == TERMINAL
        assert not state.legal_moves()
        results = state.returns()
        assert seats is None or len(results) == seats, f"returns {results} for a table of {seats}"
        if info.zero_sum and len(results) == 2:
            assert sum(results) == pytest.approx(0), f"returns {results} do not add up to zero"


@pytest.mark.parametrize("info, seats, new_state", CASES,
                         ids=[f"{info.name}-{seats}" if seats else info.name for info, seats, _ in CASES])
def test_deals_replay_from_a_seed(info, seats, new_state):
    a, b = new_state(7), new_state(7)
    assert [str(m) for m in a.legal_moves()] == [str(m) for m in b.legal_moves()]
    if hasattr(a, "all_cards"):
        assert a.all_cards() == b.all_cards()


REQUIRED = {"seat", "phase", "to_move", "hand", "scores", "legal_moves"}


def test_every_game_package_registers_has_a_reader_in_its_kit_and_its_states_keep_the_whole_protocol():
    assert len(all_games()) == len(game_modules()), "a game's package did not register"
    for info in GAMES:
        assert callable(need(info, "read")), info.name
    for info, seats, new_state in CASES:
        assert isinstance(new_state(1), GameState), f"{info.name}'s state lacks a method of the protocol"


def same_moves(a, b) -> bool:
    """Equal lists of moves, whatever sequence holds them (a tuple, a list, Piquet's
    DiscardChoices)."""
    return a == b or (type(a) is not type(b) and list(a) == list(b))


def check_views(info, state, seats: int, rng: random.Random) -> int:
    """The view contract at one position, and ``redeal`` for every seat there; how many of
    the redeals moved a card."""
    mover = state.current_player()
    moves = state.legal_moves()
    views = [state.view(seat) for seat in range(seats)]
    for seat, view in enumerate(views):
        assert isinstance(view, View), f"{type(view).__name__} is not a games.engine.View"
        assert REQUIRED <= {f.name for f in dataclasses.fields(view)}
        assert view.seat == seat and view.to_move == mover and isinstance(view.phase, str)
        assert isinstance(view.hand, tuple) and isinstance(view.scores, tuple)
        if seat == mover:
            assert same_moves(view.legal_moves, moves), f"seat {seat}'s view has other legal moves"
        else:
            assert len(view.legal_moves) == 0, f"seat {seat} is not to move but has legal moves"
    return check_redeals(state, range(seats), views, rng)


def check_redeals(state, seats, views, rng: random.Random) -> int:
    """``redeal(seat)`` for each of ``seats`` gives a new state that shows the seat the same
    view (``views`` by seat) and holds the same cards, and the original stays as it was;
    how many of the redeals moved a card."""
    cards = state.all_cards() if hasattr(state, "all_cards") else None
    moved = 0
    for seat in seats:
        other = state.redeal(seat, rng)
        assert other is not state, "redeal must make a new state"
        assert other.view(seat) == views[seat], f"seat {seat}'s view shows cards it cannot see"
        if cards is not None:
            assert Counter(other.all_cards()) == Counter(cards), "redeal lost or made up a card"
            moved += other.all_cards() != cards
    assert [state.view(s) for s in range(len(views))] == views, "redeal changed the original's views"
    assert cards is None or state.all_cards() == cards, "redeal changed the original's cards"
    return moved


@pytest.mark.parametrize("info, seats, new_state", CASES,
                         ids=[f"{info.name}-{seats}" if seats else info.name for info, seats, _ in CASES])
def test_every_view_keeps_the_view_contract(info, seats, new_state):
    """The fields every view has, its legal moves the state's (none for a seat not to move),
    every legal move read back from its notation, and nothing in it of what the seat
    cannot see: the position with those cards dealt again gives the seat the same view."""
    table, seen, seed, moved = seats or info.seats[0], 0, 0, 0
    while seed < VIEW_PLAYOUTS or seen < VIEW_POSITIONS:   # random Backgammon often ends in a few moves
        rng, redeal = random.Random(seed), random.Random(500 + seed)
        state = new_state(2000 + seed)
        read = need(info, "read")(state)
        while not state.is_terminal():
            moved += check_views(info, state, table, redeal)
            for move in state.legal_moves():
                text = str(move)
                assert type(move).parse(text) == move and read(text) == move, f"{text!r} does not read back"
            state.apply(random_move(info, state, rng))
            seen += 1
        moved += check_views(info, state, table, redeal)
        seed += 1
    if hasattr(state, "all_cards"):
        assert moved, "redeal never dealt a hidden card again"


@pytest.mark.parametrize("info, seats, new_state", CASES,
                         ids=[f"{info.name}-{seats}" if seats else info.name for info, seats, _ in CASES])
@settings(max_examples=12)
@given(seed=st.integers(0, 2 ** 32), moves=st.integers(0, 400), seat=st.integers(0, 7))
def test_redeal_keeps_what_the_seat_saw_anywhere(info, seats, new_state, seed, moves, seat):
    """From any position of a random game, ``redeal`` for any seat keeps that seat's view and
    the cards, and leaves the original alone."""
    rng, state = random.Random(seed), new_state(seed)
    for _ in range(moves):
        if state.is_terminal():
            break
        state.apply(random_move(info, state, rng))
    table = seats or info.seats[0]
    check_redeals(state, [seat % table], [state.view(s) for s in range(table)], rng)
