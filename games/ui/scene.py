"""Scenes and the scene manager.

A scene has a small lifecycle: ``enter()`` when it becomes current,
``handle(command)`` for each key command, ``update(dt)`` once a frame with the
seconds passed, ``draw(screen)`` to paint the whole screen from its state (never
changing that state), and ``exit()`` when it leaves. A scene never blocks: a
computer turn or an animation is paced by ``update`` and reports itself through
``busy`` so that key scripts and tests can wait for it. The computer's choice
itself is worked out beside the loop (:mod:`games.ui.thinker`) and collected
by :meth:`GameScene.computer_move` on a later frame. Work beside the game itself
(the F9 hint) is tended by ``tend(dt)`` every frame, paused or not, and reported
by ``working``.

:class:`GameScene` is the base of every game's scene: it owns the prompt line,
draws the function-key strip when the suit keys are live, and handles Escape
(asking first while a game is in progress), and F9, the computer's hint at a question
that asks you for a move (:mod:`games.ui.hint`).

A scene asks its questions as :class:`~games.ui.question.Question` objects (:meth:`GameScene.ask`),
and so does the scene itself ("Leave this game?", a message held for Return, "Another
game?": :mod:`games.ui.own_questions`); :meth:`GameScene.on_screen` is the one question
taking the keys, which the key dispatch, the help and the key strip all read. Where a
scene is, is the name of the game's question it asked (``question.name``); its
``review_at`` are the names of those that come at the end of a hand.
"""
from __future__ import annotations

import random
import traceback
from dataclasses import replace
from typing import Callable, Mapping, Optional, Sequence

from games import records
from games.cards import RANKS
from games.plugins import PluginError, load_object, load_or_builtin
from games.ui import helpkeys
from games.ui import hint
from games.ui import resume
from games.ui import review
from games.ui.host import Host
from games.ui import own_questions as own
from games.ui.keys import BACK, HINT, REVIEW, YES, Command, command_key, key_names, typed
from games.ui.own_questions import QuestionStack
from games.ui.prompt import PromptLine, Refusal, draw_function_key_strip, draw_strip_line, message_fits
from games.ui.question import Answer, Question, waiting
from games.ui.screen import BLACK, MODE1_DEFAULT, RED, WHITE, Screen
from games.ui.thinker import Thinker

PLUGIN_FAILED = "Your player failed: mine plays on"


def _registered(scene_class):
    """The registry's description of the game whose scene ``scene_class`` is, or whose scene
    it is made from (None: a scene no game names, as a test's own)."""
    from games.registry import all_games
    named = {(getattr(info.scene, "__module__", None), getattr(info.scene, "__name__", None)): info
             for info in all_games() if info.scene is not None}
    for kind in scene_class.__mro__:
        if (kind.__module__, kind.__name__) in named:
            return named[(kind.__module__, kind.__name__)]
    return None


def hint_key() -> str:
    """The hint's key as the player has it (F9 as usual)."""
    return command_key("hint")


class Scene:
    palette: Sequence[int] = MODE1_DEFAULT
    offers_help = True     # whether the help key shows the help screen here (games.ui.help)
    game_info = None       # the registry's GameInfo of a game's scene (App.start_game sets it)

    def __init__(self, app: Host) -> None:
        self.app = app

    def enter(self) -> None:
        pass

    def exit(self) -> None:
        pass

    def handle(self, command: Command) -> None:
        pass

    def update(self, dt: float) -> None:
        pass

    def draw(self, screen: Screen) -> None:
        screen.set_palette(self.palette)
        screen.clear(0)

    @property
    def busy(self) -> bool:
        """True while the scene is doing something on its own (computer turn, animation)."""
        return False

    @property
    def paused(self) -> bool:
        """True while the scene's own time stands still (the loop then skips ``update``)."""
        return False

    def tend(self, dt: float) -> None:
        """Once a frame, even while the scene is paused: work beside the game (a hint)."""

    @property
    def working(self) -> bool:
        """True while work beside the game is under way (the loop keeps its frames going)."""
        return False

    def wait_for_background(self) -> None:
        """Block until work the scene started beside the loop is done (key scripts only)."""

    def help_keys(self) -> list[tuple[str, str]]:
        """The keys the question now on screen takes, as (keys, what they do), for the
        help screen; the keys every screen takes (help, F11, F12) are added there."""
        return [(key_names(YES)[0], "Yes"), ("N", "No"), (key_names(BACK)[0], "back")]


class SceneManager:
    def __init__(self) -> None:
        self.stack: list[Scene] = []

    @property
    def current(self) -> Optional[Scene]:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        self.stack.append(scene)
        scene.enter()

    def pop(self) -> Optional[Scene]:
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.exit()
        if self.stack:
            self.stack[-1].enter()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.stack:
            self.stack.pop().exit()
        self.push(scene)


def _the_legal_move(move, legal):
    """The rules' own legal move a player's answer stands for: a move that compares equal
    to several (or to every one) passes ``in legal_moves`` and is none of them."""
    same = [m for m in legal if m == move]
    if len(same) != 1:
        raise ValueError(f"{move} is not a legal move" if not same else
                         f"{move} compares equal to {len(same)} legal moves, so is none of them")
    return same[0]


class GameScene(Scene):
    """Base of the games' scenes. Subclasses ask :class:`Question` objects (:meth:`ask`),
    implement :meth:`render`, :meth:`in_progress`, :meth:`new_game` and :meth:`show`, and set
    ``palette`` and the roles below. The game in play is one rules state, ``state``: the
    scene draws from its views, makes its moves through :meth:`apply_move`, and the hint,
    saving and the records read it."""

    palette: Sequence[int] = (BLACK, RED, WHITE, WHITE)
    paper = 0      # logical colour of the background
    ink = 3        # logical colour of ordinary text
    alert = 1      # logical colour of refusals (and the key strip): must be red for the strip
    alert_paper: Optional[int] = None   # the band behind a refusal, where red on paper is unreadable
    strip_text = 3  # logical colour of the key-strip writing
    card_ranks = RANKS  # the values of the game's pack, as the help and the refusals name them
    # The names of the questions that come at the end of a hand (of a game, where a game
    # is one hand): V shows the review of your play in it there (games.ui.review).
    review_at: tuple[str, ...] = ()
    review_unit = "points"      # what the review's costs are counted in
    takes_review = True         # V comes as the review's command (the app types it elsewhere)

    def __init__(self, app: Host, options=None) -> None:
        super().__init__(app)
        self.options = options
        self.prompt = PromptLine()
        self.thinker = Thinker()
        self._standby: Optional[tuple[Mapping[str, str], str]] = None   # see load_computer
        self._plugin_failed = False        # at loading: said once the scene is on screen
        self.moment = QuestionStack(self.prompt)   # "Leave this game?", a message held: see on_screen
        self.news: list[str] = []          # see tell
        self.seat_players: dict[int, object] = {}  # computer seats of a table of more (games.ui.seats)
        self._result: Optional[str] = None  # the end-of-game message, while Another game? waits
        self.hint_box = hint.HintBox()     # the F9 hint, while it is worked out or shown
        self.question: Optional[Question] = None   # the game's question asked (see ask), under any of the moment
        self.state = None                  # the rules state of the game in play (see new_state, show)
        self.review_box = review.ReviewBox()   # the review of the hand just played (V)
        self.decisions: list[review.Decision] = []   # your seat's, in the hand in play or just ended
        self._decisions_of: tuple = ()     # the state and hand they belong to
        self._unrecorded = None            # a finished game whose record waits until you leave it
        # Saving and resuming (games.ui.resume): the game's name and seed, set by the app.
        self.game_name: Optional[str] = None
        seed = getattr(app, "game_seed", None)
        # The seed of the game in play: the sitting's first game has the seed the scene was
        # started with, each game after it the next number (see new_state).
        self.seed: int = seed if seed is not None else getattr(app, "seed", 0)
        self.first_seed, self.games_begun = self.seed, 0
        self.seat_streams: dict[int, object] = {}     # each computer seat's chances (see new_state)
        self.record = resume.Record()
        # what its states are made by (GameInfo.new_state): the game whose scene this is, else
        # the game being started (game_info stays as the app sets it, once on the stack)
        self.descriptor = _registered(type(self)) or getattr(app, "game_info", None)

    # -- for subclasses ----------------------------------------------------------
    def ask(self, question: Question, keep_message: bool = False) -> None:
        """Put ``question`` on the prompt line: from now on it takes the keys."""
        self.question = question
        self.prompt.ask(question.text, keep_message=keep_message)

    def on_screen(self) -> Question:
        """The question that takes the keys now, as the key dispatch, the help and the key
        strip all read it: the hint or the review while one is shown, else the question of
        the moment on top ("Leave this game?", a message held), else the game's question
        with the scene's own keys added (V, F9, Escape: see own_questions.with_scene_keys)."""
        if self.hint_box.showing:
            return self.hint_box.question()
        if self.review_box.showing:
            return self.review_box.question()
        if self.moment:
            return self.moment.top
        review_words = self.review_words() if self.review_offered() else None
        offer = own.review_answer(review.review_key(), review_words, self.show_review) if review_words else None
        hint_answer = (Answer(hint_key(), "a hint: what I would do here, and why", lambda c: c == HINT,
                              lambda c: self.ask_hint()) if self.hint_seat() is not None else None)
        asked = self.question if self.question is not None else waiting()    # before the first
        return own.with_scene_keys(asked, offer, hint_answer, self.escape_answer(),
                                   self.refuse, hint.no_hint())

    def escape_answer(self) -> Answer:
        """Escape at a game's question (unless it says otherwise): "Leave this game?" while a
        game is in progress, else back to the menu."""
        if self.in_progress():
            return Answer("Escape", "leave (asked first)", own.is_back, lambda c: self.ask_leaving())
        return Answer("Escape", "back to the menu", own.is_back, lambda c: self.leave())

    def ask_leaving(self) -> None:
        """"Leave this game?" over the question on screen, which N (or Escape) puts back."""
        self.moment.push(own.leaving(self.leave, self.moment.pop))
        self.prompt.say(own.LEAVE_KEYS)

    def render(self, screen: Screen) -> None:
        raise NotImplementedError

    def in_progress(self) -> bool:
        """Whether leaving now would abandon a game (Escape then asks first)."""
        return False

    def asking(self, *names: str) -> bool:
        """Whether the game's question on screen is one of ``names``: where the scene is
        (the question is the one record of it; a question of the moment over it changes
        nothing)."""
        return self.question is not None and self.question.name in names

    def suit_keys_live(self) -> bool:
        """Whether the suit keys mean something now (the key strip is then shown)."""
        return self.question is not None and self.question.suit_keys

    # -- the hint (games.ui.hint) ------------------------------------------------------
    def asking_a_move(self) -> bool:
        """Whether the question on screen asks for a move of the game."""
        return self.question is not None and self.question.move

    def seat_is_yours(self, seat: int) -> bool:
        """Whether ``seat`` is played at this keyboard: seat 0, unless the scene says more."""
        return seat == 0

    def someone_plays(self) -> bool:
        """Whether a seat of the game is played at this keyboard (its result is then a
        player's, for the records)."""
        return any(self.seat_is_yours(seat) for seat in range(len(getattr(self, "seats", ())) or 2))

    def hint_seat(self) -> Optional[int]:
        """The seat whose move the question on screen asks for (a hint is for it), or None."""
        state = self.state
        if state is None or state.is_terminal() or self.busy or not self.prompt.question:
            return None
        if self.moment or not self.asking_a_move():
            return None
        seat = state.current_player()
        return seat if self.seat_is_yours(seat) else None

    def ask_hint(self) -> None:
        """F9: the computer's hint for the seat asked, worked out from that seat's view."""
        seat, coach = self.hint_seat(), hint.coach_of(self)
        if seat is None or coach is None:
            self.refuse(hint.no_hint())
            return
        self.hint_box.ask(coach, self.state.view(seat))

    # -- the review (games.ui.review) ------------------------------------------------------
    def hand_tag(self, state) -> int:
        """Which hand of the game ``state`` is in: how many it has finished, or its round's
        number (a game of one hand is always in its first)."""
        finished = getattr(state, "finished", None)
        if isinstance(finished, (list, tuple)):
            return len(finished)
        number = getattr(state, "round_number", 0)
        return number if isinstance(number, int) else 0

    def note_decision(self, state, move) -> None:
        """Keep the move about to be made, with its seat's view, if the seat is yours; a
        move in another hand (or game) than those kept starts the list afresh. A scene
        with no end-of-hand question to review at keeps nothing."""
        if not self.review_at:
            return
        tag = (id(state), self.hand_tag(state))
        if tag != self._decisions_of:
            self.review_box.forget(new_game=self._decisions_of[:1] != tag[:1])
            self._decisions_of, self.decisions = tag, []
        seat = state.current_player()
        if seat >= 0 and self.seat_is_yours(seat):
            view = state.view(seat)
            if len(view.legal_moves) != 1:      # a move forced is no choice
                self.decisions.append(review.Decision(view, move))

    def review_offered(self) -> bool:
        """Whether the question on screen comes at the end of a hand, with a review to give."""
        return (self.question is not None and self.question.name in self.review_at and not self.moment
                and hint.coach_of(self) is not None and review.judge_available(hint.coach_of(self)))

    def review_words(self) -> str:
        """What the help says V does where a review is offered."""
        return "a review of your play in this hand"

    def show_review(self) -> None:
        """V at the end of a hand: the review of your play in it."""
        self.review_box.ask(hint.coach_of(self), self.decisions, self.review_unit, self._decisions_of[1:])

    def start_review(self) -> None:
        """The end of a hand, with "Review each hand" set: its review is worked out now,
        beside the loop, so that the record keeps its cost whether V is pressed or not."""
        self.review_box.start(hint.coach_of(self), self.decisions, self.review_unit, self._decisions_of[1:])

    def draw_decision(self, screen: Screen, view, played, best) -> bool:
        """Draw the table as ``view`` (your seat's, at one of your choices) shows it, with the
        move you played and the computer's ``best`` marked on it, in rows 0 to 24 (the
        review's words go under it: games.ui.review). False: this scene draws no table for
        the review, which then gives the position in words."""
        return False

    def coach_cost(self) -> Optional[float]:
        """The game's total cost by the reviews asked for in it (V at the end of a hand; each
        hand counted once, however often it was looked at, and once it is worked out, which
        goes on after the next hand has begun); None when no review was worked out."""
        self.review_box.tend()
        return self.review_box.game_total

    def card_keys(self, what: str, labels: str = "", word: str = "card") -> list[tuple[str, str]]:
        """The help's lines for naming a card to ``what`` (see games.ui.helpkeys)."""
        return helpkeys.card_keys(what, self.suit_keys_live(), labels, word, self.card_ranks)

    def help_keys(self) -> list[tuple[str, str]]:
        """The lines of the question on screen (:meth:`on_screen`): the keys it takes."""
        return self.on_screen().key_lines()

    # -- saving, resuming and the records (games.ui.resume, games.ui.records) ---------
    def new_state(self, seats: Optional[int] = None, **chosen):
        """The rules state of the sitting's next game, made as every start makes it (the
        match harness, the coach and the tests too): ``info.new_state(Setup(seed, seats,
        options))``. Its seed is the one the scene was started with for the first game, one
        more for each game after (so game k of a sitting begun with ``--seed S`` is deal
        ``S+k-1``); its options are the window's, with the answers ``chosen`` since the
        game started (how many hands, say) and what the scene decides itself (who starts)."""
        self.seed = self.first_seed + self.games_begun
        self.games_begun += 1
        self.setup = setup = self.descriptor.window_setup(self.seed, seats, self.options, **chosen)
        state = self.descriptor.new_state(setup)
        # each seat's chances for the computer's thinking, from the draws of the seed's own
        # stream after the deal's (Setup.rng), as the window has always given them
        draws = random.Random(setup.seed)
        draws.random()
        self.seat_streams = {seat: random.Random(draws.random()) for seat in range(setup.seats)}
        self.record.follow(state)
        return state

    def apply_move(self, state, move):
        """Make ``move`` in ``state``: the door every move of the game goes through, so
        that a game left can be saved as its moves and a finished one recorded. The move
        made (and saved) is the rules' own writing of it (see :func:`resume.legal_form`):
        keys may have put its parts in another order. Returns the move made."""
        move = resume.legal_form(state, move)
        self.note_decision(state, move)
        if hasattr(state, "keep_record") and state.setup is None and not state.move_stack:
            state.keep_record(getattr(self, "setup", None))   # a state not of new_state's making
        state.apply(move)
        self.record.played(state)
        if state.is_terminal() and not self.record.replaying and self.game_name is not None \
                and self.someone_plays():      # a game the computer played alone is no one's result
            if self.review_at:
                # kept until you leave the finished game, so that a review of its last
                # hand asked for at "Another game?" (V) counts in the record's cost
                self._unrecorded = state
            else:
                records.finished(self, state)
        return move

    def keep_record(self) -> None:
        """Write the record of the game finished here, if it waits (see :meth:`apply_move`)."""
        state, self._unrecorded = self._unrecorded, None
        if state is not None:
            self.review_box.tend()
            records.finished(self, state)

    def new_game(self) -> None:
        """Deal the sitting's next game (:meth:`new_state`) and ask its first question: what
        Return at "Another game?" does, and what a sitting resumed does between its games
        (games.ui.resume). Whatever the scene shows of the sitting (a running total, a
        match's score) is read from the games before it, so that a game begun is begun alike
        however the games before it were played."""
        raise NotImplementedError

    def show(self, state) -> None:
        """Take ``state`` up as the game in play, and go on from it as from any position of
        it: a state reached by moves made through the door (:meth:`apply_move`) without the
        scene's own keys, as a resumed game's. Here: it is the game in play and in the
        sitting's record; each scene adds what it draws from the position (forgetting what it
        showed of the one before) and asks what the state now needs, by whose turn it is."""
        self.state = state
        self.record.follow(state)

    def play_move(self, move) -> None:
        """Make ``move`` in the game in play as the scene makes any move, and go on from there.
        A saved game's last move is made again so (games.ui.resume), after :meth:`show` of
        the position before it: a game left at the end of a hand is taken up at the end of
        that hand ("Return for hand 2", with its review). By default: the door, then
        :meth:`show` of the position it reached."""
        self.apply_move(self.state, move)
        self.show(self.state)

    def resume_options(self) -> dict:
        """Answers given once the game started (how many play, say), as the options that
        would have given them: a resumed game starts without asking again."""
        return {}

    def players(self) -> list[str]:
        """Who plays, seat by seat, for the records: you, then the computer."""
        opponent = getattr(self.options, "opponent", None) or "computer"
        return ["you", opponent]

    def result_record(self, state) -> dict:
        """What the history keeps of a finished game besides the game, date, seed and
        players: by default each seat's result from the rules' returns and the points
        of :meth:`score_line`, and the coach's figure (:meth:`coach_record`)."""
        return {**records.from_returns(state.returns(), self.score_line(state)), **self.coach_record()}

    def coach_record(self) -> dict:
        """``{"cost": figure}`` when the scene has a ``coach_cost()`` (what the game just
        finished cost you by the computer's judgement, in the units its descriptor's
        ``RecordInfo.cost`` names) and it gives a figure the records keep; else nothing."""
        coach_cost = getattr(self, "coach_cost", None)
        figure = coach_cost() if callable(coach_cost) else None
        if figure is None or not records.cost_ok(figure):
            return {}
        return {"cost": round(float(figure), 1)}

    def score_line(self, state) -> list:
        """Each seat's points in the finished game, as its final score line shows them
        (totals, penalties taken ...; None for a seat out of the game). The rules'
        returns serve only where they are the points (Backgammon's)."""
        return list(state.returns())

    def tell(self, message: str, afresh: bool = False) -> None:
        """Add to the message line what has happened since you last acted (``afresh``:
        you have just acted), dropping the oldest news when it will not all fit; so a
        message is not wiped by the computer's next move before it can be read."""
        if afresh:
            self.news = []
        if message:
            self.news.append(message)
        while len(self.news) > 1 and not message_fits(" ".join(self.news)):
            self.news.pop(0)
        self.prompt.say(" ".join(self.news))

    def refuse(self, reason: str) -> None:
        self.prompt.refuse(self.app, reason)

    def refuse_if(self, answer) -> bool:
        """Beep for a :class:`Refusal` answer; True if it was one."""
        if isinstance(answer, Refusal):
            self.refuse(answer.reason)
            return True
        return False

    def leave(self) -> None:
        self.app.leave_scene(self)

    def play_again(self, question: str, start_again: Callable[[], None]) -> Question:
        """The end-of-game question: Return plays again, N leaves for the menu (the record of
        the game written first, see :meth:`keep_record`); any other key beeps, the result
        kept in view beside the reminder, however many stray keys."""
        def finish(then: Callable[[], None]) -> Callable[[], None]:
            def answered() -> None:
                self._result = None
                self.keep_record()
                then()
            return answered

        def remind(command: Command) -> None:
            if self._result is None:
                self._result = self.prompt.message
            keys = "" if "Return" in self._result else " (Return/N)"   # unless it says so already
            self.refuse(f"{self._result}{keys}".strip())
        return own.play_again(question, finish(start_again), finish(self.leave), remind)

    def load_computer(self, spec: Optional[str], builtins: Mapping[str, str], default: str = "computer"):
        """The opponent named on the command line (a built-in or ``module:attribute``), or
        the built-in ``default``; the built-in also stands by to take over from a plug-in
        that fails during the game."""
        self._standby = (builtins, default)
        return self.load_player(spec, builtins, default)

    def load_player(self, spec: Optional[str], builtins: Mapping[str, str], default: str):
        """``spec`` loaded, or the built-in ``default`` when none is named. The command line
        has loaded a plug-in once already, but it may still fail now (its constructor calling
        ``sys.exit``, say): that is reported as a failure in the game is, once the scene is on
        screen, and the built-in takes the seat."""
        if spec is None:
            return load_object(default, builtins)
        try:
            return load_object(spec, builtins)
        except (PluginError, SystemExit, KeyboardInterrupt) as exc:
            traceback.print_exception(exc)
            self._plugin_failed = True
            return load_object(default, builtins)

    def computer_move(self, state, seat: int, rng):
        """The move ``self.computer`` makes for ``seat``, once it has thought of it, else None.

        Call it each frame of the computer's turn: the first call asks, later calls
        collect. A plug-in that raises or answers with an illegal move is reported,
        and the built-in player takes its seat for the rest of the game."""
        player = self.seat_players.get(seat, self.computer)
        if not self.thinker.thinking:
            self.thinker.ask(player, state.view(seat), rng)
        try:
            move = self.thinker.collect()
            if move is not None:
                move = _the_legal_move(move, state.legal_moves())
        except Exception as exc:
            self._computer_failed(exc, seat)
            return None
        return move

    def _computer_failed(self, exc: Exception, seat: int) -> None:
        if self._standby is None or self.app.strict:
            raise exc
        failed = self.seat_players.get(seat, self.computer)
        builtin = load_or_builtin(None, *self._standby)
        if type(failed) is type(builtin):
            raise exc                      # our own player: a bug, for the loop's guard to report
        traceback.print_exception(exc)
        if seat in self.seat_players:
            self.seat_players[seat] = builtin
        else:
            self.computer = builtin
        self.hold(PLUGIN_FAILED)   # the error itself went to stderr

    def hold(self, message: str) -> None:
        """Stop the game, beeping, with ``message`` on the message line until the player
        presses Return: the computer's next move would otherwise write over it at once."""
        if not self.moment.holds(own.HELD):
            # Escape as at the question held over, whether a game is in progress when it is pressed
            escape = replace(self.escape_answer(), handler=lambda c: self.escape_answer().handler(c))
            self.moment.push(own.held(self.moment.pop, lambda c: self.refuse(self.prompt.message), escape))
        self.refuse(message)

    # -- the lifecycle -------------------------------------------------------------
    def enter(self) -> None:
        if self._plugin_failed:
            self._plugin_failed = False
            self.hold(PLUGIN_FAILED)

    @property
    def paused(self) -> bool:
        # The game stands still while "Leave this game?" waits, so that the computer's
        # turn cannot write its own question over it (a Return would then leave), and
        # while a message held for Return waits, and while a hint is worked out or shown.
        return bool(self.moment) or self.hint_box.showing or self.review_box.showing

    def tend(self, dt: float) -> None:
        self.hint_box.tend()
        if getattr(self.app, "review_every_hand", False) and self.review_offered():
            self.start_review()
        self.review_box.tend()

    @property
    def working(self) -> bool:
        return self.hint_box.working or self.review_box.working

    def wait_for_background(self) -> None:
        self.thinker.wait()
        self.hint_box.wait()
        self.review_box.wait()
        self.review_box.tend()

    def exit(self) -> None:
        self.keep_record()
        self.thinker.drop()
        self.hint_box.dismiss()
        self.review_box.showing = False
        resume.suspend(self)

    def handle(self, command: Command) -> None:
        """A key goes to the question on screen (:meth:`on_screen`): to the answer that takes
        it (V as the letter it types where no review is offered), else to its ``otherwise``."""
        question = self.on_screen()
        answer = question.answer_for(command)
        if answer is None:
            command = typed(command)
            answer = question.answer_for(command)
        if answer is not None:
            answer.handler(command)
        elif callable(question.otherwise):
            question.otherwise(command)
        elif question.otherwise:
            self.refuse(question.otherwise)

    def draw(self, screen: Screen) -> None:
        screen.set_palette(self.palette)
        screen.clear(self.paper)
        if self.review_box.showing:
            self.review_box.draw(screen, self.paper, self.ink, self.alert, self.strip_text, self.draw_decision)
            return
        self.render(screen)
        self.prompt.draw(screen, self.ink, self.paper, self.alert, self.alert_paper)
        if self.hint_box.showing:
            self.hint_box.draw(screen, self.ink, self.paper, self.alert, self.strip_text)
        elif not self.moment:
            question = self.on_screen()
            suits, offered = question.suit_keys, question.answer_for(HINT) is not None
            if suits or offered:
                draw_function_key_strip(screen, self.alert, self.strip_text, suits, offered)
            elif question.answer_for(REVIEW) is not None:
                draw_strip_line(screen, review.offer(), self.alert, self.strip_text)

