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

import itertools
import json
import random
from typing import NamedTuple, Optional

import pytest

from games import store
from games.backgammon.entry import MoveBuilder as BackgammonBuilder
from games.backgammon.notation import BAR, OFF, Play as BackgammonPlay
from games.cards import SUITS
from games.engine import IllegalMove
from games.marrakesh import board as marrakesh_board
from games.marrakesh.entry import MoveBuilder as MarrakeshBuilder
from games.marrakesh.moves import Bear
from games.ui import resume
from tests.test_resume import GAMES, choose_again, leave, start, views



class Typings(NamedTuple):
    """A move of yours and every way to type it, for a typist to answer (a typist answers
    None when the question on screen is not a move)."""
    move: Optional[object]          # None: the scene decides which move the keys make
    ways: list[str]                 # a move of parts: in the rules' own order first
    parts: int = 1                  # the move's parts, which may be typed in any order


# -- naming cards and tiles -----------------------------------------------------------------------
def card_ways(card, shown=(), labels: str = "") -> list[str]:
    """Every way to name ``card``: the key under it, or its suit (letter or function key)
    then its value (a ten as T or 0)."""
    values = [card.rank] + (["0"] if card.rank == "T" else [])
    ways = [f"{suit} {value}" for suit in (card.suit, f"<f{SUITS.index(card.suit) + 1}>") for value in values]
    if card in shown and list(shown).index(card) < len(labels):
        ways.append(labels[list(shown).index(card)])
    return ways


def tile_ways(tile) -> list[str]:
    """A domino by its two numbers, in either order."""
    return sorted({f"{tile.high} {tile.low}", f"{tile.low} {tile.high}"})


def in_any_order(parts: list[list[str]], rng: random.Random, most: int = 120) -> list[str]:
    """``parts`` (each given as its ways) typed in every order, up to ``most`` orders (the
    order given first), each part one of its ways at random."""
    orders = itertools.islice(itertools.permutations(parts), most)
    return [" ".join(rng.choice(ways) for ways in order) for order in orders]


# -- each game's typist ---------------------------------------------------------------------------
def accordion(scene, rng) -> Optional[Typings]:
    if scene.question.name != "move":
        return None
    moves = [m for m in scene.state.legal_moves() if not m.is_no_move]
    if not moves:
        return None
    move = rng.choice(moves)
    return Typings(move, [f"{a} {b}" for a in card_ways(move.card) for b in card_ways(move.onto)])


def gin(scene, rng) -> Optional[Typings]:
    from games.gin_rummy import scene_layout as lay
    from games.gin_rummy.moves import Discard, Take

    legal = scene.game.hand.legal_moves()
    if scene.question.name == "draw":
        move = rng.choice(legal)
        return Typings(move, ["<Return>", "Y"] if move == Take() else ["N"])
    if scene.question.name != "discard":
        return None
    move = rng.choice(legal)
    knock = "" if Discard(move.card, knock=True) not in legal else ("<Return>" if move.knock else "N")
    ways = card_ways(move.card, scene.order, lay.LABELS)
    return Typings(move, [f"{way} <Return> {knock}" for way in ways])


def piquet(scene, rng) -> Optional[Typings]:
    from games.piquet import scene_layout as lay

    shown = lay.displayed(scene.order, scene.human_view())
    if scene.question.name == "ask":                # the dialogue's questions: the scene knows the moves
        return Typings(None, ["<Return>", "N"])
    if scene.question.name == "discard":
        move = rng.choice(list(scene.state.legal_moves()))
        parts = [card_ways(c, shown, lay.LABELS) for c in move.cards]
        return Typings(move, [f"{keys} <Return>" for keys in in_any_order(parts, rng)], len(parts))
    if scene.question.name == "card":
        move = rng.choice(scene.state.legal_moves())
        return Typings(move, card_ways(move.card, shown, lay.LABELS))
    return None


def backgammon(scene, rng) -> Optional[Typings]:
    from games.backgammon.game import CUBE, MOVE, OPENING, RESIGN, TAKE, Decision

    state = scene.state
    # Never an answer that ends the game (a double the computer would drop, a resignation).
    answers = {OPENING: [("keep", "N"), ("reroll", "<Return>")], CUBE: [("roll", "N")],
               TAKE: [("take", "<Return>")], RESIGN: [("reject", "N")]}
    if state.phase in answers:
        word, keys = rng.choice(answers[state.phase])
        return Typings(Decision(word), [keys])
    if state.phase != MOVE or scene.builder is None:
        return None
    if scene.builder.forced_pass:
        return Typings(BackgammonPlay(()), ["<Return>"])
    play = rng.choice([m for m in state.legal_moves() if isinstance(m, BackgammonPlay)])
    typings = []
    for order in backgammon_orders(scene, play):
        point = {BAR: "25", OFF: rng.choice("O0")}
        steps = (f"{point.get(s.src, s.src)} <Return> {point.get(s.dst, s.dst)} <Return>" for s in order)
        typings.append(" ".join(steps) + " <Return>")
    return Typings(play, typings, len(play.steps))


def backgammon_orders(scene, play) -> list[tuple]:
    """Every order of ``play``'s pieces that the scene takes, a piece at a time (the rules'
    own first)."""
    orders = []
    for order in sorted(set(itertools.permutations(play.steps)), key=lambda o: o != play.steps):
        builder = BackgammonBuilder(scene.state.position(0), scene.state.dice)
        try:
            for step in order:
                assert not builder.complete
                builder.move(step.src, step.dst)
        except (IllegalMove, AssertionError):
            continue
        if builder.playable and builder.play() == play:
            orders.append(order)
    assert orders, f"{play} cannot be typed"
    return orders


def marrakesh(scene, rng) -> Optional[Typings]:
    from games.marrakesh import scene_layout as lay

    if scene.question.name == "card":
        move = rng.choice(scene.state.legal_moves())
        return Typings(move, card_ways(move.card, list(scene.human_view().hand), lay.LABELS))
    if scene.question.name != "from":
        return None
    move = rng.choice(scene.state.legal_moves())
    return Typings(move, [f"{keys} <Return>" for keys in marrakesh_typings(scene.builder, move, rng)],
                   len(move.steps))


def marrakesh_typings(start_builder, move: Bear, rng: random.Random) -> list[str]:
    """The keys of every way to make ``move`` a piece at a time, the rules' own first: the
    pieces in any order, by any route that leaves the same board (the point a piece leaves,
    then where it goes when the numbers leave it more than one place: off is O or 0)."""
    target = marrakesh_board.after_steps(start_builder.start, move.steps)
    found = []

    def walk(builder: MarrakeshBuilder, keys: list[str]) -> None:
        if builder.complete:
            if builder.side == target:
                found.append((tuple(builder.steps) != move.steps, " ".join(keys)))
            return
        for src in range(1, 7):
            if builder.source_reason(src):
                continue
            places = builder.destinations(src)
            for dst in places:
                where = [] if len(places) == 1 else [rng.choice("O0") if dst == 0 else str(dst)]
                builder.add(src, dst)
                walk(builder, keys + [str(src)] + where)
                builder.undo()

    walk(MarrakeshBuilder(start_builder.start, start_builder.numbers), [])
    assert found, f"{move} cannot be typed"
    return [keys for _, keys in sorted(found)]         # the rules' order first


def marrakech(scene, rng) -> Optional[Typings]:
    from games.marrakech.market import name
    from games.marrakech.moves import Turn
    from games.marrakech.rules import TURN

    state = scene.state
    if not scene.in_progress() or scene.beats or not scene.is_person(state.current_player()):
        return None
    move = rng.choice(state.legal_moves())
    if state.phase == TURN:
        return Typings(move, [str(move)] + (["<Return>"] if move == Turn("S") else []))
    a, b = name(move.a).upper(), name(move.b).upper()
    return Typings(move, [f"{a}{b} <Return>", f"{b}{a} <Return>"], 2)


def marjolette(scene, rng) -> Optional[Typings]:
    from games.marjolette import scene_layout as lay
    from games.marjolette.moves import Pass

    if scene.question.name == "declare":
        move = rng.choice(scene.game.hand.legal_moves())
        if move == Pass():
            return Typings(move, ["N"])
        i = scene.choices.index(move)
        return Typings(move, ["<Return>", "Y", "1"] if i == 0 else [str(i + 1)])
    if scene.question.name != "card":
        return None
    move = rng.choice(scene.game.legal_moves())
    return Typings(move, card_ways(move.card, lay.playable(scene.human_view()), lay.LABELS))


def trick_table(scene, rng) -> Optional[Typings]:
    """Polignac, Slobberhannes and Short Hearts: cards passed in any order, a bid, a card."""
    from games.avoidance.scene_table import LABELS

    if scene.question.name not in ("pass", "bid", "card"):
        return None
    move = rng.choice(scene.state.legal_moves())
    shown = scene.shown_hand(scene.view())
    if scene.question.name == "pass":
        parts = [card_ways(c, shown, LABELS) for c in move.cards]
        return Typings(move, [f"{keys} <Return>" for keys in in_any_order(parts, rng)], len(parts))
    if scene.question.name == "bid":
        return Typings(move, ["<Return>", "Y"] if move.capot else ["N"])
    return Typings(move, card_ways(move.card, shown, LABELS))


def blacktile(scene, rng) -> Optional[Typings]:
    """Tiles by their two numbers in either order, passed in any order; a lead's suit named."""
    from games.blacktile.tiles import DOUBLES

    if scene.question.name not in ("pass", "card"):
        return None
    move = rng.choice(scene.state.legal_moves())
    if scene.question.name == "pass":
        parts = [tile_ways(t) for t in move.cards]
        return Typings(move, [f"{keys} <Return>" for keys in in_any_order(parts, rng)], len(parts))
    suit = "" if move.suit is None else ("D" if move.suit == DOUBLES else str(move.suit))
    return Typings(move, [f"{way} {suit}" for way in tile_ways(move.card)], 2)


TYPISTS = {"accordion": accordion, "gin": gin, "piquet": piquet, "backgammon": backgammon,
           "marrakesh": marrakesh, "marrakech": marrakech, "marjolette": marjolette,
           "polignac": trick_table, "slobberhannes": trick_table, "hearts": trick_table,
           "blacktile": blacktile}


# The trick-table games' quicker computer: how well it plays is not what is tested here.
QUICK = {name: {"opponent": "simple"} for name in ("polignac", "slobberhannes", "hearts", "blacktile")}


# -- playing by keys ------------------------------------------------------------------------------
def next_move(h, name: str, rng: random.Random) -> Optional[Typings]:
    """Go on to your next move (Return at the questions between moves): it and its typings,
    or None once the game is over."""
    for _ in range(60):
        h.app.settle()
        if h.scene.rules_state().is_terminal():
            return None
        typings = TYPISTS[name](h.scene, rng)
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
    assert set(GAMES) == set(TYPISTS)             # every game is typed here
    h = start(name, seed=6, **QUICK.get(name, {}))
    rng = random.Random(f"typed-{name}")
    type_moves(h, name, 8, rng)
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
    options = {"seed": 8, **QUICK.get(name, {})}
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


def test_the_marrakesh_move_of_the_report_is_resumed():
    """Issue #27: the pieces typed 6 to 3, then 6 off (the rules list it as 6/off 6/3)."""
    h = start("marrakesh", seed=0)
    h.keys("1 1 6 3 6 <Return>")
    before = views(h.scene)
    leave(h)
    choose_again(h, "marrakesh")
    assert store.NOTICES == [] and views(h.scene) == before


# The game of issue #27 as it was saved then: move 6 in the order its pieces were typed.
def test_a_move_saved_in_the_order_it_was_typed_still_replays():
    """A game saved before moves were saved as the rules write them is resumed, not set
    aside: a move whose parts are in another order is the same move."""
    h = start("marrakesh", seed=0)
    h.keys("1 1 6 3 6 <Return>")
    before = views(h.scene)
    leave(h)
    path = store.location(resume.save_name("marrakesh"))
    saved = json.loads(path.read_text())
    # the save as it was written before: a move of two parts in the other order (the game's
    # moves are the computer's too, so the move is found rather than named)
    typed = list(saved["sitting"][0])
    k = next(i for i, move in enumerate(typed) if len(move.split()) == 2)
    typed[k] = " ".join(typed[k].split()[::-1])
    path.write_text(json.dumps({**saved, "sitting": [typed]}))
    choose_again(h, "marrakesh")
    assert store.NOTICES == [] and views(h.scene) == before
    resumed = h.scene.record.sitting[-1]
    assert resumed[k] != typed[k] and resumed[k].split() == typed[k].split()[::-1]


def test_a_move_written_another_way_is_made_and_saved_as_the_rules_write_it():
    """The door every move goes through makes the rules' own writing of a move: here two
    pieces land on a blot, and the play may name either of them as the one that hit."""
    from games.backgammon.game import BackgammonState, Decision
    from games.backgammon.notation import Step
    from tests.backgammon.helpers import ScriptedDice, position

    state = BackgammonState.from_position(position({22: 1, 20: 1, 6: 13}, {8: 1, 6: 14}),
                                          ScriptedDice([5, 3]), on_roll=0)
    state.apply(Decision("roll"))
    legal = [str(m) for m in state.legal_moves()]
    written = BackgammonPlay((Step(22, 17), Step(20, 17, hit=True)))
    assert str(written) not in legal
    scene = start("backgammon").scene
    made = scene.apply_move(state, written)
    assert str(made) in legal and scene.record.sitting[-1] == [str(made)]
    assert state.boards[1][24] == 1                 # the blot is on the bar: the play was made
