"""Games saved when they are left, and resumed by replaying their moves.

A game left with Escape (or by closing the window) while it is still going is saved in
the configuration folder (:mod:`games.store`) as ``saves/GAME.json``, read from the rules
states of the sitting (each keeps its setup and its moves, :class:`games.engine.Recorded`):
each game's seed (``seeds``; the sitting's first is ``seed``, each later one the next
number), the options and players it was started with (with the answers given since), and
every move made, each in the game's own notation as the rules list it (see
:func:`legal_form`: keys may have put a move's parts in another order). A game is made
from its seed as everywhere, ``info.new_state(Setup(seed, seats, options))``, so resuming
deals the same cards and makes the same moves again through the rules engine; the dice
and deals that come later are then drawn from the seeded stream exactly as they were.
The computer is not asked again: its moves are in the record.

Every move a scene makes goes through one door, :meth:`GameScene.apply_move
<games.ui.scene.GameScene.apply_move>`, which makes it in the state (whose record keeps
it). A sitting of several games (Return to play again) is replayed game by game, each on
its own state: the scene made from the saved seed and options makes the first
(``info.new_state(setup)``, :meth:`GameScene.new_state <games.ui.scene.GameScene.new_state>`)
and each next one as Return at "Another game?" does (``new_game``); a game before the
last must have ended, and each must be dealt from the seed saved with it. The scene is
then given the state reached (``show``: every scene draws a state and asks what it needs,
whoever made its moves); the last move is made again as the scene makes any move
(``play_move``), so that a game left at the end of a hand is taken up there.

A saved game is data: the players it names are compared as text, never loaded from it.
A player of your own plays on only if the command line names it again (the game named
with it offers to resume, :func:`played_by_named`); otherwise the built-in takes its seat
and the message line says so. Seats that leave no one at the keyboard, or name no one
who could sit there, are the file's fault.

A saved game that is damaged, written by a newer program or by one before games kept
their seeds, asks for more work than any sitting could (:data:`MOST_GAMES`,
:data:`MOST_MOVES`), or whose moves no longer replay (a move refused) is set aside; one
that cannot be replayed for a fault of the surroundings (a file or folder gone) is kept.
Either way the player is told in one line and a new game starts.
"""
from __future__ import annotations

import contextlib
from dataclasses import dataclass, field
from typing import Any, Optional

from games import store
from games.options import own_players, players_named, window_values
from games.seats import PERSON

# 2: each game of the sitting with the seed it was dealt from (a seed is one deal, as in a match)
FORMAT = 2
EARLIER = "it was saved by an earlier version, which dealt its games another way"
# The most a saved sitting may ask the replay to make: far beyond a sitting played here (a
# Backgammon match to 99 is some 200 games of 100 moves), and refused before any replaying.
MOST_GAMES = 1000
MOST_MOVES = 100_000
LONGEST_MOVE = 200             # characters: beyond any move's notation
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
    """The games of one scene's sitting, as their rules states (``games[-1]`` is the game in
    play): each state keeps its own setup and moves (:class:`games.engine.Recorded`), and the
    saved game is read from them."""

    def __init__(self) -> None:
        self.games: list[Any] = []
        self.replaying = False          # moves being made again: not news, not a result

    def follow(self, state, seed: Optional[int] = None) -> None:
        """``state`` is the game in play: a state not seen before starts a new game."""
        if state is not None and (not self.games or state is not self.games[-1]):
            self.games.append(state)

    played = follow                     # a move made in ``state``: it is in the state's own record

    def restart(self) -> None:
        """Forget the games before this one (a scene whose every game is an option of its
        own, as Accordion's deal number, keeps only the game in play)."""
        self.games = []

    @property
    def sitting(self) -> list[list[str]]:
        """Each game's moves, in the rules' notation."""
        return [[str(move) for move in state.move_stack] for state in self.games]

    @property
    def seeds(self) -> list[int]:
        """The seed each game was dealt from."""
        return [state.setup.seed if state.setup is not None else None for state in self.games]

    @property
    def moves(self) -> int:
        return sum(len(state.move_stack) for state in self.games)


@dataclass
class SavedGame:
    game: str
    seed: int                          # the first game's
    options: dict[str, Any] = field(default_factory=dict)
    players: list[str] = field(default_factory=list)
    sitting: list[list[str]] = field(default_factory=list)
    seeds: list[int] = field(default_factory=list)     # each game's, beside its moves

    def as_data(self) -> dict[str, Any]:
        return {"game": self.game, "seed": self.seed, "options": self.options, "players": self.players,
                "sitting": self.sitting, "seeds": self.seeds}


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
    """The saved game of ``game``, or None. A file damaged in its shape, or asking for more
    work than any game played here could (see :data:`MOST_GAMES`), or whose seats name no
    one who can sit there, is set aside."""
    data = store.load(save_name(game), FORMAT)
    if data is None:
        return None
    try:
        if _earlier(data):
            store.set_aside(save_name(game), EARLIER)
            return None
        saved = SavedGame(game=data["game"], seed=data["seed"], options=data.get("options", {}),
                          players=data.get("players", []), sitting=data["sitting"], seeds=data["seeds"])
        if not _well_formed(saved, game):
            raise ValueError
    except (KeyError, TypeError, ValueError, AttributeError):
        store.set_aside(save_name(game), "it is not a saved game")
        return None
    why = _too_much(saved) or _nobody_seated(saved, game)
    if why:
        store.set_aside(save_name(game), why)
        return None
    return saved


def _earlier(data: Any) -> bool:
    """Whether ``data`` was saved by a program before the seed meant one deal everywhere
    (format 1: its games' moves without the seeds they were dealt from, dealt another way)."""
    return isinstance(data, dict) and "sitting" in data and "seeds" not in data


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _too_much(saved: SavedGame) -> Optional[str]:
    """Why replaying ``saved`` would be more work than any sitting could have made, or None."""
    if len(saved.sitting) > MOST_GAMES:
        return f"it lists {len(saved.sitting)} games: a saved sitting has at most {MOST_GAMES}"
    moves = sum(len(game) for game in saved.sitting)
    if moves > MOST_MOVES:
        return f"it lists {moves} moves: a saved sitting has at most {MOST_MOVES}"
    if any(len(move) > LONGEST_MOVE for game in saved.sitting for move in game):
        return "a move in it is longer than any move written here"
    return None


def _nobody_seated(saved: SavedGame, game: str) -> Optional[str]:
    """Why the seats of ``saved`` (its ``seat`` option) cannot be sat as written, or None: each
    must be the person or a player (a built-in's name, or a module:attribute of your own), and
    the person must sit in one of them, or the game would be played, and recorded, without you."""
    seats = saved.options.get("seat")
    if seats is None:
        return None
    from games.registry import find_game
    info = find_game(game)
    builtins = info.builtins if info is not None else {}
    people = [kind for kind in seats if kind.lower() == PERSON]
    # a built-in named with arguments is that built-in (a file's arguments give way to its defaults)
    named = [kind.partition("(")[0].strip() for kind in seats]
    unknown = [kind for kind, name in zip(seats, named) if kind.lower() != PERSON and name not in builtins
               and name.lower() not in builtins and ":" not in name]
    if unknown:
        return f"its seats name {unknown[0][:40]!r}, who is no one who can sit there"
    if not people:
        return "its seats leave no one for you"
    return None


def _well_formed(saved: SavedGame, game: str) -> bool:
    """Whether every part of ``saved`` is of the kind the program writes (the options are
    the game's, each of its option's kind: never the run's, which the file has no say in)."""
    if not (saved.game == game and _whole(saved.seed)
            and isinstance(saved.options, dict) and isinstance(saved.players, list)
            and all(isinstance(p, str) for p in saved.players) and isinstance(saved.sitting, list)
            and all(isinstance(g, list) and all(isinstance(m, str) for m in g) for g in saved.sitting)
            and isinstance(saved.seeds, list) and len(saved.seeds) == len(saved.sitting)
            and all(_whole(seed) for seed in saved.seeds) and saved.seeds[:1] in ([], [saved.seed])):
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
    if name is None or scene.record.replaying or not scene.record.moves or getattr(scene, "keeps_saved", False):
        return
    if not scene.in_progress():
        discard(name)
        return
    scene.record.follow(scene.state)      # a game just begun: no moves, but it is the one
    record = scene.record
    saved = SavedGame(name, record.seeds[0], game_options(scene), scene.players(),
                      [list(game) for game in record.sitting], list(record.seeds))
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


def replay(scene, sitting: list[list[str]], seeds: Optional[list[int]] = None) -> None:
    """Make the moves of ``sitting`` again on the states of the scene, just started from the
    same seed and options, and give it the state reached (``show``, then the last move made
    as the scene makes any move); raises :class:`NoReplay` when a move is refused, when a
    game before the last had not ended, or when a game would be dealt from another seed
    than it was."""
    scene.record.replaying = True
    try:
        count, state = 0, scene.state
        if state is None:
            raise NoReplay("its options leave questions to be answered before a game is dealt")
        for number, moves in enumerate(sitting):
            if number:
                if not state.is_terminal():
                    raise NoReplay(f"game {number} of it had not ended")
                scene.new_game()
                state = scene.state
            dealt = state.setup.seed if getattr(state, "setup", None) is not None else scene.seed
            if seeds is not None and number < len(seeds) and seeds[number] != dealt:
                raise NoReplay(f"game {number + 1} of it was not dealt from seed {dealt}")
            for left, text in enumerate(moves, 1 - len(moves)):
                count += 1
                if state.is_terminal():
                    raise NoReplay(f"the game ended before move {count}")
                move = find_move(state, text)
                if move is None:
                    raise NoReplay(f"move {count} ({text}) is refused")
                if left or number < len(sitting) - 1:
                    scene.apply_move(state, move)
                else:                       # the last: made as the scene makes any move
                    scene.show(state)
                    scene.play_move(move)
                    return
        scene.show(state)
    finally:
        scene.record.replaying = False


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
        replay(scene, saved.sitting, saved.seeds)
    except Exception as exc:          # anything at all: the player's new game must still start
        # A fault of the surroundings (a file or folder gone, no memory) is not the file's:
        # the saved game is kept for another time, and this game is not saved over it.
        ours = isinstance(exc, (OSError, MemoryError))
        if not ours:
            why = str(exc) if isinstance(exc, NoReplay) else f"it no longer replays: {exc}"
            store.set_aside(save_name(info.name), why)
        else:
            store.notice(f"{save_name(info.name)}: not resumed this time ({exc}): kept")
        if scene is not None:         # let go of what it started (Accordion's solver), saving nothing
            scene.record = Record()
            with contextlib.suppress(Exception):
                scene.exit()
        scene = _new_scene(app, info, options, app.next_game_seed())
        if ours:
            scene.keeps_saved = True
            scene.hold("Your saved game could not be resumed now: kept")
        else:
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
    """The scene of ``info``, its first game dealt from ``seed`` (see GameScene.new_state)."""
    app.game_seed, app.game_info = seed, info
    scene = info.scene(app, options)
    scene.game_name = info.name
    return scene
