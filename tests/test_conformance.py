"""Every registered rules engine keeps the engine protocol's promises under random play."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from games.engine import TERMINAL
from games.registry import all_games
from tests.dummy_game import GAME as CLIMB

GAMES = all_games() + [CLIMB]
PLAYOUTS = 12
MAX_MOVES = 20000


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
            move = rng.choice(list(moves))
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
