"""The games' scenes played by keys in tests, headless: a scene started, played on until
something comes, and, game by game, one sensible action of yours for whatever it asks.

    start = partial(scenes.start, GAME, GinScene, opponent="simple")
    h = start(seed=5)
    scenes.until(h, gin_step, lambda s: s.question.name == "draw")
    seen = scenes.play_to_the_end(h, gin_step)        # the modes the scene passed through
"""
from __future__ import annotations

import random
from typing import Callable, Iterable, Optional

from games.backgammon.game import CUBE, OPENING, TAKE
from games.gin_rummy import scene_layout as gin_layout
from games.gin_rummy.moves import Discard, Take
from games.gin_rummy.players import SimplePlayer
from games.marjolette import scene_layout as marjolette_layout
from games.marrakech.rules import TURN
from games.piquet import scene_layout as piquet_layout
from games.registry import GameInfo
from games.seats import YOU
from games.avoidance import scene_table
from games.ui.harness import Harness
from games.ui.scene import Scene

Step = Callable[[Harness], None]


def start(info: GameInfo, kind: Optional[type] = None, seed: int = 3, **options) -> Harness:
    """The game's scene, with ``options`` as its command line would give them; ``kind``:
    the scene's class, which it must be (not a refusal or a question before it)."""
    h = Harness(info, seed=seed, **options)
    if kind is not None:
        assert isinstance(h.scene, kind)
    return h


def until(h: Harness, step: Step, done: Callable[[Scene], bool], limit: int = 3000) -> Harness:
    """Take ``step`` until ``done(scene)``, which must come within ``limit`` steps."""
    for _ in range(limit):
        if done(h.scene):
            return h
        step(h)
    raise AssertionError(f"never came in {limit} steps")


def play_to_the_end(h: Harness, step: Step, limit: int = 3000,
                    watch: Optional[Step] = None) -> set[str]:
    """Play the game out with ``step``, to its "Another game?" (the question named "over"):
    the questions the scene asked on the way (``watch`` sees the screen before each step)."""
    seen = set()
    for _ in range(limit):
        asked = h.scene.question.name if h.scene.question is not None else None
        if asked == "over":
            return seen
        seen.add(asked)
        if watch is not None:
            watch(h)
        step(h)
    raise AssertionError("the game did not end")


def leave_the_finished_game(h: Harness) -> Harness:
    """Escape at the end of a finished game, back to the menu: a game with a review keeps
    its record until then (a review of its last hand asked for at the end counts in it)."""
    h.keys("<Escape>")
    return h


def first_taken(h: Harness, keys: Iterable[str], what: str = "card") -> str:
    """Press each key in turn until one is taken without a beep: that key."""
    for key in keys:
        before = h.beeps
        h.keys(key)
        if h.beeps == before:
            return key
    raise AssertionError(f"no {what} was accepted")


def stuck(scene: Scene) -> AssertionError:
    return AssertionError(f"stuck at the question {scene.question.name!r}")


# -- one sensible action of yours, game by game ---------------------------------------------

def card_keys(card) -> str:
    """Accordion's name of a card: its suit, then its value."""
    return f"{card.suit}{card.rank}"


def play_leftmost(h: Harness) -> int:
    """Play Accordion's own state through the keys: leftmost move first, else N."""
    while h.scene.question.name in ("move", "dest"):
        moves = [m for m in h.scene.state.legal_moves() if not m.is_no_move]
        if moves:
            h.keys(card_keys(moves[0].card) + card_keys(moves[0].onto))
        else:
            h.keys("N")
    return h.scene.your_piles


def card_table_step(h: Harness) -> None:
    """Polignac, Slobberhannes and Short Hearts (the trick table)."""
    scene = h.scene
    if scene.question.name == "pass":
        count = len(scene.view().legal_moves[0].cards)
        h.keys(" ".join(scene_table.LABELS[:count]) + " <Return>")
    elif scene.question.name == "bid":
        h.keys("N")
    elif scene.question.name == "card":
        first_taken(h, scene_table.LABELS[:len(scene.view().hand)])
    elif scene.question.name == "trick":
        h.keys("<Space>")
    elif scene.question.name == "hand_over":
        h.keys("<Return>")
    else:
        raise stuck(scene)


def tile_keys(tile) -> str:
    """Eleven Point Black Tile's name of a tile: its two numbers."""
    return f"{tile.high}{tile.low}"


def tile_table_step(h: Harness) -> None:
    """Eleven Point Black Tile: tiles named by their numbers; the rest as at the card table."""
    scene = h.scene
    if scene.question.name == "pass":
        h.keys(" ".join(tile_keys(t) for t in scene.shown_hand(scene.view())[:3]) + " <Return>")
    elif scene.question.name == "card":
        tiles = {tile_keys(t): t for t in scene.shown_hand(scene.view())}
        key = first_taken(h, tiles, "tile")
        if h.scene.question.name == "suit":                   # a lead: as its lower number's suit
            h.keys(str(tiles[key].low))
    else:
        card_table_step(h)


def gin_keys(scene, move) -> list[str]:
    """What a person would press to make ``move`` in Gin Rummy."""
    if isinstance(move, Discard):
        label = gin_layout.LABELS[scene.order.index(move.card)]
        return [label, "<Return>"] + (["<Return>" if move.knock else "N"]
                                      if Discard(move.card, True) in scene.game.legal_moves() else [])
    return ["<Return>" if isinstance(move, Take) else "N"]


def gin_step(h: Harness, player=SimplePlayer(), rng=random.Random(0)) -> None:
    """Gin Rummy: the simple player's move, made by keys."""
    scene = h.scene
    if scene.question.name in ("draw", "discard"):
        move = player.choose(scene.game.view(YOU), rng)
        for key in gin_keys(scene, move):
            h.keys(key)
    elif scene.question.name in ("hand_over", "scores"):
        h.keys("<Return>")
    else:
        raise stuck(scene)


def piquet_step(h: Harness) -> None:
    scene = h.scene
    if scene.question.name == "discard":
        h.keys("1 <Return>" if scene.state.hand.elder == YOU else "N")
    elif scene.question.name == "card":
        first_taken(h, piquet_layout.LABELS[:len(scene.state.hand.held[YOU])])
    elif scene.question.name in ("ask", "drawn", "declared", "last_trick", "hand_over"):
        h.keys("<Return>")
    else:
        raise stuck(scene)


def marjolette_step(h: Harness) -> None:
    scene = h.scene
    if scene.question.name == "card":
        first_taken(h, marjolette_layout.LABELS)
    elif scene.question.name in ("declare", "hand_over"):
        h.keys("<Return>")
    else:
        raise stuck(scene)


def marrakesh_step(h: Harness) -> None:
    scene = h.scene
    if scene.question.name == "card":
        h.keys("1")
    elif scene.question.name == "from":
        side = scene.builder.side
        src = next(p for p in range(6, 0, -1) if side[p - 1] and scene.builder.source_reason(p) is None)
        h.keys(str(src))
    elif scene.question.name == "to":
        h.keys(str(scene.builder.destinations(scene.source)[0]))
    elif scene.question.name in ("confirm", "round_over"):
        h.keys("<Return>")
    else:
        raise stuck(scene)


def marrakech_step(h: Harness) -> None:
    """Marrakech: Assam straight on (or turned right), the rug laid to the right. A key at a
    time, none once the game is over: a player who goes out watches the others finish, and
    a Return left over would answer "Another game?"."""
    for key in ("<Return> <Right> <Return>" if h.scene.state.phase == TURN else "<Right> <Return>").split():
        if h.scene.question.name == "over":
            return
        h.keys(key)


def backgammon_keys(play) -> str:
    """Backgammon's keys for a play: each step from, to (O: off), then Return to play it."""
    keys = []
    for step in play.steps:
        keys.append(f"{step.src} <Return> {'O' if step.dst == 0 else step.dst} <Return>")
    return " ".join(keys) + " <Return>"


def backgammon_step(h: Harness) -> None:
    """Backgammon: no doubling, every double taken, the first play listed; the computer's
    turn waited for."""
    state = h.scene.state
    if state.current_player() != YOU:
        h.wait(1)
    elif state.phase in (OPENING, CUBE):
        h.keys("N")
    elif state.phase == TAKE:
        h.keys("Y")
    else:
        plays = state.legal_moves()
        h.keys("<Return>" if not plays[0].steps else backgammon_keys(plays[0]))
