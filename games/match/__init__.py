"""The match harness: ``main.py match GAME`` for every game, 2 to 6 seats, one JSON shape;
and ``main.py league GAME`` (:mod:`games.match.league`), every player against every other.

A game has a match command when its descriptor (:class:`~games.registry.GameInfo`, in
its package's ``__init__``) has a :class:`~games.registry.MatchInfo`; the harness reads
the rest from the descriptor (its name, seats, built-in players, rules options and
``new_state``)::

    # games/mygame/__init__.py
    from games.registry import GameInfo, MatchInfo, later

    GAME = GameInfo(
        name="mygame", title="My Game", menu_key="H", seats=(3, 6),
        builtins={"computer": "games.mygame.players:Computer", ...},
        new_state=later("games.mygame.match:new_game"),   # MyState(setup.rng(), seats=setup.seats)
        match=MatchInfo(figures=later("games.mygame.match:figures")), ...)

    # games/mygame/match.py
    def figures(state):                       # optional: the game's own counts, per seat
        return [{"tricks": state.tricks_won[s]} for s in range(state.seats)]

``new_state(setup)`` (the descriptor's)
    A fresh state (the :mod:`games.engine` protocol) for a :class:`Setup`:
    ``setup.seed`` (``setup.rng()`` is ``random.Random(seed)``, the deal's own
    stream), ``setup.seats`` and ``setup.options`` (the parsed command line,
    with the game's own options).
``seats``, ``builtins``, ``options`` (the descriptor's)
    (fewest, most): with more than one choice the command takes ``--players N``;
    the built-in players (name -> ``module:attribute``); the rules' options (e.g.
    ``--passing``), shared with the window's command line.

:class:`MatchInfo` fields (all optional):

``default_players``, ``what``
    The players when none are given; the word for one game ("parties").
``options(parser)``
    Adds the match's own options (e.g. ``--no-cube``), before the rules' options;
    all of them are reported under ``options`` in the JSON and repeated in a
    replay's command line.
``points(state)``
    Each seat's points in a finished game (default: ``state.returns()``).
``shares(state)``
    Each seat's share of the win (default: the seats with the most points share
    one win equally, so a two-player draw is half each).
``figures(state)``, ``per_game``, ``notes``
    The game's own counts per seat (a dict each), summed per player over the
    match and reported under ``figures``; which the text table shows per game;
    a line explaining them under the table.
``share_of``
    The name of one figure whose share each player took of the whole (the
    penalty points in a trick-avoidance game): reported per player as
    ``share_of``, ``share`` and ``share_interval`` (95%, over the deals).

What the harness does: loads the players (``--player`` once per player, each
one instance for the whole match; fewer players than seats: the last fills the
rest); plays every deal (``--seed`` plus the deal's number) once per rotation
of the players round the seats (two players: the seats swapped), rounding
``--games`` up to whole rotations; gives each seat its own random stream
(:func:`games.match.spec.seat_rng`); calls the players' optional hooks
``start(Start)``, ``observe(event)`` and ``end(Result)``; stops at a failing
player with a replayable report; shares the games out to worker processes
with ``--jobs N`` (:mod:`games.match.parallel`: the same results); and prints
the table or the JSON (:mod:`games.match.tally`).

What a seat may see of each move: the state's optional
``seen_by(seat, move) -> list of events``, called just after ``apply(move)``;
without it every seat sees :class:`Moved` ``(mover, move)`` (games with nothing
hidden).
"""
from games.match.command import run
from games.match.play import Entrant, GameRecord, PlayerFault
from games.match.spec import Moved, Result, Setup, Start, seat_rng, seating, top_shares

__all__ = ["Setup", "Start", "Moved", "Result", "run", "Entrant", "GameRecord",
           "PlayerFault", "seat_rng", "seating", "top_shares"]
