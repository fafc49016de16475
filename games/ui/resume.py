"""Games saved when they are left, and resumed by replaying their moves.

A game left with Escape (or by closing the window) while it is still going is saved in
the configuration folder (:mod:`games.store`) as ``saves/GAME.json``: the seed its
chances came from, the options and players it was started with, and every move made
since, each in the game's own notation as the rules list it (see :func:`legal_form`:
keys may have put a move's parts in another order). Resuming starts the game afresh
from the same seed and options, so that the same cards are dealt, and makes the same
moves again through the rules engine; the dice and deals that come later are then
drawn from the seeded stream exactly as they were the first time.
The computer is not asked again: its moves are in the record.

Every move a scene makes goes through one door, :meth:`GameScene.apply_move
<games.ui.scene.GameScene.apply_move>`, which keeps the :class:`Record`. A scene that
plays several games in a row (Return to play again) keeps the moves of each, so the
game in progress is reached the way it was (the next deal comes from the same
stream). Each scene says where its rules state is (``rules_state``), how it starts
its next game (``start_next_game``) and how it takes up a state reached by replaying
(``take_up``): those three hooks are all a game needs to be resumable.

A saved game is data: the players it names are compared as text, never loaded from it.
A player of your own plays on only if the command line names it again (the game named
with it offers to resume, :func:`played_by_named`); otherwise the built-in takes its seat
and the message line says so.

A saved game that is damaged or written by a newer program is set aside by the store;
one whose moves no longer replay (a move refused) is set aside here. Either way the
player is told in one line and a new game starts.
"""
from __future__ import annotations

import contextlib
import random
from dataclasses import dataclass, field
from typing import Any, Optional

from games import store
from games.options import own_players, players_named, window_values

FORMAT = 1
# A saved game's player of your own is never loaded from the file: only one named again
# on the command line plays on (games.options.players_named); the built-in takes the seat.
NOT_NAMED = "Your own player was not named this time: mine plays in its place"
# Options of the run, not of the game: never saved with it (nor a file to write, which
# only the command line may name).
RUN_OPTIONS = frozenset({"seed", "keys", "screenshot", "dump_text", "no_boot", "scale", "fullscreen",
                         "scanlines", "mute", "game", "export_mat"})


def save_name(game: str) -> str:
    return f"saves/{game}.json"


class NoReplay(Exception):
    """A saved game that the rules no longer play the same way (the reason, in words)."""


class Record:
    """The moves made in one scene, game by game (``sitting[-1]`` is the game in play)."""

    def __init__(self) -> None:
        self.sitting: list[list[str]] = []
        self.replaying = False          # moves being made again: not news, not a result
        self._state: Any = None

    def played(self, state, move) -> None:
        self.follow(state)
        self.sitting[-1].append(str(move))

    def follow(self, state) -> None:
        """``state`` is the game in play: a state not seen before starts a new game."""
        if state is not None and state is not self._state:
            self._state = state
            self.sitting.append([])

    def restart(self) -> None:
        """Forget the games before this one (a scene whose every game is an option of its
        own, as Accordion's deal number, keeps only the game in play)."""
        self.sitting, self._state = [], None

    @property
    def moves(self) -> int:
        return sum(len(game) for game in self.sitting)


@dataclass
class SavedGame:
    game: str
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    players: list[str] = field(default_factory=list)
    sitting: list[list[str]] = field(default_factory=list)

    def as_data(self) -> dict[str, Any]:
        return {"game": self.game, "seed": self.seed, "options": self.options,
                "players": self.players, "sitting": self.sitting}


def _plain(value: Any) -> bool:
    """Whether ``value`` goes into JSON and comes back the same."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return True
    return isinstance(value, list) and all(_plain(v) for v in value)


def game_options(scene) -> dict[str, Any]:
    """The options ``scene`` was started with that belong to the game (not to the run),
    with the answers it asked for once started (how many players, say)."""
    options = {k: v for k, v in window_values(scene.options).items()
               if k not in RUN_OPTIONS and not k.startswith("_") and _plain(v)}
    options.update(scene.resume_options())
    return options


def load(game: str) -> Optional[SavedGame]:
    """The saved game of ``game``, or None. A file damaged in its shape is set aside."""
    data = store.load(save_name(game), FORMAT)
    if data is None:
        return None
    try:
        saved = SavedGame(game=data["game"], seed=data["seed"], options=data.get("options", {}),
                          players=data.get("players", []), sitting=data["sitting"])
        if not _well_formed(saved, game):
            raise ValueError
    except (KeyError, TypeError, ValueError, AttributeError):
        store.set_aside(save_name(game), "it is not a saved game")
        return None
    return saved


def _well_formed(saved: SavedGame, game: str) -> bool:
    """Whether every part of ``saved`` is of the kind the program writes (the options are
    the game's, each of its option's kind: never the run's, which the file has no say in)."""
    if not (saved.game == game and isinstance(saved.seed, int) and not isinstance(saved.seed, bool)
            and isinstance(saved.options, dict) and isinstance(saved.players, list)
            and all(isinstance(p, str) for p in saved.players) and isinstance(saved.sitting, list)
            and all(isinstance(g, list) and all(isinstance(m, str) for m in g) for g in saved.sitting)):
        return False
    return all(isinstance(k, str) and k.isidentifier() and k not in RUN_OPTIONS and _plain(v)
               for k, v in saved.options.items()) and _options_fit(game, saved.options)


def _options_fit(game: str, options: dict[str, Any]) -> bool:
    """Whether each saved option is one of the game's and of its kind, within its bounds
    (judged by the game's options as data: nothing a value names is looked up or loaded)."""
    from games.options import saved_problem
    from games.registry import find_game

    info = find_game(game)
    return info is not None and saved_problem(info, options) is None


def has_saved(game: str) -> bool:
    """Whether there is a saved game to offer (without reading it)."""
    path = store.location(save_name(game))
    return path is not None and path.is_file()


def played_by_named(info, options) -> bool:
    """Whether the saved game of ``info`` was played by a player of your own that ``options``
    (the command line's) name again: the game named on the command line then offers to
    resume it, as the menu does, rather than starting afresh."""
    mine = own_players(info, options)
    if not mine or not has_saved(info.name):
        return False
    saved = load(info.name)
    return saved is not None and bool(own_players(info, saved.options)) and \
        own_players(info, saved.options) <= mine


def discard(game: str) -> None:
    store.remove(save_name(game))


def suspend(scene) -> None:
    """The scene is being left: save its game if one is going, or forget the saved one
    once this scene has played (a finished game leaves nothing to resume)."""
    name = scene.game_name
    if name is None or scene.record.replaying or not scene.record.moves:
        return
    if not scene.in_progress():
        discard(name)
        return
    scene.record.follow(scene.rules_state())      # a game just begun: no moves, but it is the one
    saved = SavedGame(name, scene.seed, game_options(scene), scene.players(),
                      [list(game) for game in scene.record.sitting])
    store.save(save_name(name), FORMAT, saved.as_data())


def legal_form(state, move):
    """``move`` as the rules write it: the move of ``state.legal_moves()`` it stands for.

    A move built from keys may be the same move written another way (Marrakesh's pieces
    moved in another order, or by another route to the same board), which the rules make
    but which replaying would not find among the moves they list: so every move is saved
    in the rules' own writing. A state whose moves may be written more than one way says
    which legal move one stands for (``state.legal_form``, see :mod:`games.engine`). A move
    the rules do not know is given back as it is, for ``apply`` to refuse."""
    found = _legal_match(state, state.legal_moves(), move)
    return move if found is None else found


def _legal_match(state, legal, move):
    if move in legal:
        return move
    same = getattr(state, "legal_form", None)
    found = same(move) if same is not None else None
    return found if found is not None and found in legal else None


def find_move(state, text: str):
    """The legal move that prints as ``text``, or None (the text names no move the rules
    allow now). Matching the printed legal moves reads every game's notation alike and
    checks the move at once. A save written before moves were saved as the rules write
    them may hold a move written another way (its parts in the order they were typed):
    the text is then read as each kind of legal move reads its notation, and taken if
    the rules say it is one of their moves."""
    legal = state.legal_moves()
    for move in legal:
        if str(move) == text:
            return move
    for kind in dict.fromkeys(type(move) for move in legal):
        parse = getattr(kind, "parse", None)
        if parse is None:
            continue
        try:
            move = parse(text)
        except ValueError:                # not in this kind's notation
            continue
        found = _legal_match(state, legal, move)
        if found is not None:
            return found
    return None


def replay(scene, sitting: list[list[str]]) -> None:
    """Make the moves of ``sitting`` again in the scene, just started from the same seed
    and options; raises :class:`NoReplay` when a move is refused."""
    record = scene.record
    record.replaying = True
    try:
        count = 0
        for number, moves in enumerate(sitting):
            if number:
                scene.start_next_game()
            state = scene.rules_state()
            record.follow(state)
            for text in moves:
                count += 1
                if state.is_terminal():
                    raise NoReplay(f"the game ended before move {count}")
                move = find_move(state, text)
                if move is None:
                    raise NoReplay(f"move {count} ({text}) is refused")
                scene.apply_move(state, move)
        state = scene.rules_state()
        if state is not None and state.is_terminal():
            scene.take_up_finished()
        else:
            scene.take_up()
    finally:
        record.replaying = False


def open_game(app, info, options, saved: Optional[SavedGame] = None):
    """The scene of ``info`` for ``app``: a new game, or ``saved`` resumed. A saved game
    that cannot be resumed is set aside, said in one line, and a new game starts."""
    if saved is None:
        return _new_scene(app, info, options, app.next_game_seed())
    scene = None
    kept, unnamed = players_named(info, saved.options, options)
    try:
        resumed = options.with_values(kept)
        scene = _new_scene(app, info, resumed, saved.seed)
        replay(scene, saved.sitting)
    except Exception as exc:          # anything at all: the player's new game must still start
        why = str(exc) if isinstance(exc, NoReplay) else f"it no longer replays: {exc}"
        store.set_aside(save_name(info.name), why)
        if scene is not None:         # let go of what it started (Accordion's solver), saving nothing
            scene.record = Record()
            with contextlib.suppress(Exception):
                scene.exit()
        scene = _new_scene(app, info, options, app.next_game_seed())
        scene.hold("Your saved game would not replay: set aside")
        return scene
    scene.tell("Your game resumed where you left it.")
    if unnamed:
        names = ", ".join(sorted(set(unnamed)))
        store.notice(f"{save_name(info.name)}: played by {names}, not named on the command line this time: "
                  "the built-in takes its seat from here on (to play on against it, start the game "
                  "with it named, then resume)")
        scene.hold(NOT_NAMED)
    return scene


def _new_scene(app, info, options, seed: int):
    app.game_seed = seed
    app.rng = random.Random(seed)
    scene = info.scene(app, options)
    scene.game_name = info.name
    return scene
