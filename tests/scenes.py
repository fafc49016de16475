"""The games' scenes played by keys in tests, headless: a scene started, played on until
something comes, and the steps the table games share: one sensible action of yours for
whatever the scene asks (each other game's own is in its folder, tests/<package>/steps.py).

    start = partial(scenes.start, GAME, GinScene, opponent="simple")
    h = start(seed=5)
    scenes.until(h, gin_step, lambda s: s.question.name == "draw")
    seen = scenes.play_to_the_end(h, gin_step)        # the modes the scene passed through
"""
from __future__ import annotations

from typing import Callable, Iterable, Optional

from games.registry import GameInfo
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
