"""A game whose moves were typed on the keyboard, in any order a player may type them, is
saved as the rules write its moves, and resumed where it was left.

A move of several parts may be typed in any order (Marrakesh's and Backgammon's pieces,
Piquet's discards, the cards passed, a domino's two numbers, a rug's two squares), and
a card named by the key under it or by its suit (letter or function key) then its value.
Each game here is played by keys, each move typed one of the ways a player may type it,
chosen at random (not the rules' own order, when there is another), then left with
Escape, resumed from the menu and played on; and one move of each game is typed every
way there is (six of them, when there are more) from the same position, each giving the
same game.
"""
from __future__ import annotations

import random
from typing import Optional

import pytest

from games import store
from games.registry import find_game
from games.ui import resume
from tests.kits import need
from tests.typing_keys import Typings
from tests.test_resume import GAMES, choose_again, leave, start, views



# The trick-table games' quicker computer (how well it plays is not what is tested here)
# is in their kits' RESUME_START; each kit's typist gives your move and its ways of typing.


# -- playing by keys ------------------------------------------------------------------------------
def next_move(h, name: str, rng: random.Random) -> Optional[Typings]:
    """Go on to your next move (Return at the questions between moves): it and its typings,
    or None once the game is over."""
    for _ in range(60):
        h.app.settle()
        if h.scene.state.is_terminal():
            return None
        typings = need(find_game(name), "typist")(h.scene, rng)
        if typings is not None:
            return typings
        h.keys("<Return>")
    raise AssertionError(f"no move of yours asked for ({h.scene.prompt.question!r})")


def type_move(h, move, keys: str) -> None:
    """Type ``keys``; the move they were meant to make must be saved as the rules write it."""
    record = h.scene.record
    before = len(record.sitting[-1]) if record.sitting else 0
    h.keys(keys)
    if move is not None:
        game = record.sitting[-1]
        assert len(game) > before, f"{keys!r} made no move ({h.scene.prompt.question!r})"
        assert game[before] == str(move), f"typed {keys!r}"


def type_moves(h, name: str, count: int, rng: random.Random) -> None:
    """Make ``count`` moves of yours (fewer if the game ends), each typed a way at random,
    not the first listed (the rules' own order) when there are others."""
    made = 0
    for _ in range(20 * count):
        typings = next_move(h, name, rng) if made < count else None
        if typings is None:
            return
        move, ways, _ = typings
        type_move(h, move, rng.choice(ways if move is None else ways[1:] or ways))
        made += move is not None
    raise AssertionError(f"{count} moves of yours were not made")


def spread(items: list, most: int) -> list:
    """At most ``most`` of ``items``, the first and the last among them."""
    if len(items) <= most:
        return items
    return [items[round(i * (len(items) - 1) / (most - 1))] for i in range(most)]


@pytest.mark.parametrize("name", GAMES)
def test_a_game_typed_in_any_order_is_resumed_where_it_was(name):
    rng = random.Random(f"typed-{name}")
    for moves in (8, 4, 2, 1):                # fewer in a short game, so that it is still going
        h = start(name, seed=6)
        type_moves(h, name, moves, rng)
        if h.scene.in_progress():
            break
    scene = h.scene
    assert scene.in_progress()
    before, sitting = views(scene), [list(g) for g in scene.record.sitting]
    leave(h)
    choose_again(h, name)
    assert store.NOTICES == [] and "resumed" in h.text
    again = h.scene
    assert again is not scene and views(again) == before and again.record.sitting == sitting
    type_moves(h, name, 3, rng)                    # and the game goes on, by keys
    assert store.NOTICES == []


@pytest.mark.parametrize("name", GAMES)
def test_every_way_of_typing_a_move_saves_the_same_game(name):
    """Of your first few moves, one with the most parts (then the most ways of typing it)
    is typed each way, six at most (the first listed, in the rules' own order, and the last
    among them), from the same position: each way saves the same game, which resumes to
    the same position."""
    options = {"seed": 8}
    h = start(name, **options)
    rng = random.Random(f"every-way-{name}")
    best = None                       # (rank, typings, the game saved there or None, typist's seed)
    for _ in range(8):
        seed = rng.randrange(1 << 30)
        typings = next_move(h, name, random.Random(seed))
        if typings is None:
            break
        rank = (typings.parts, len(typings.ways))
        if typings.move is not None and len(typings.ways) > 1 and (not best or rank > best[0]):
            saved = None                           # the game's first moves: it starts afresh
            if h.scene.record.moves:
                leave(h)                           # saved here, to come back to
                saved = store.location(resume.save_name(name)).read_text()
                choose_again(h, name)
                typings = next_move(h, name, random.Random(seed))   # as the resumed game shows it
            best = (rank, typings, saved, seed)
        type_move(h, typings.move, rng.choice(typings.ways))
    assert best is not None, "no move with more than one way of typing it"
    _, typings, saved, seed = best
    games = []
    for keys in spread(typings.ways, 6):
        if saved is None:
            h = start(name, **options)
        else:
            leave(h)
            store.location(resume.save_name(name)).write_text(saved)
            choose_again(h, name)
        again = next_move(h, name, random.Random(seed))
        assert again == typings                    # the same position, the same move
        type_move(h, typings.move, keys)
        games.append((views(h.scene), h.scene.record.sitting))
        leave(h)
        choose_again(h, name)
        assert (views(h.scene), h.scene.record.sitting) == games[-1], f"typed {keys!r}"
    assert store.NOTICES == []
    assert all(game == games[0] for game in games), "another way of typing made another game"
