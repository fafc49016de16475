"""Marrakech on the screen: two to four seats, people and computers in any mix.

The market fills the left of the screen (see :mod:`games.marrakech.scene_art`), the
die, Assam's way and the rug in hand stand on the right, and the seat table
(dirhams, rugs left, visible squares, score) runs along the bottom. What each
seat does is told on the message line as it happens, Assam walking square by
square, each message standing long enough to read (a key hurries it on); a payment
to or from a person beeps.

Keys: **L** and **R** turn Assam, **Return** sends him straight on; a rug is named
by its two squares (``C2 C3``) or chosen with the arrow keys, and laid with
**Return**; **Delete** takes back a key. Several people share the keyboard, each
asked by name in turn.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Optional

from games.marrakech import market
from games.marrakech import scene_art as art
from games.marrakech.market import STEPS
from games.marrakech.moves import Rug, Turn
from games.marrakech import BUILTINS
from games.marrakech.rules import (OVER, TURN, Laid, MarrakechState, MarrakechView, Paid, Settings, Turned, Walked,
                                   WentOut, colours_of)
from games.seats import PERSON, make_seats, seat_kinds
from games.ui.keys import Command
from games.ui.pauses import TimedPauses
from games.ui.question import NONE_NOW, Answer, Question, chars, either, is_delete, is_named, is_return, words
from games.ui.result_words import more_seats, with_keys
from games.ui.seats import SeatCountQuestion, SeatedScene, draw_seat_table
from games.ui.screen import BLACK, COLS, RED, WHITE, YELLOW, Screen

STEP_TIME = 0.18        # seconds a square of Assam's walk
READ_TIME = 1.5         # seconds a message stands before the next one, unless a key hurries it on
BEAT_TIME = 0.5         # between things that happen that are not told
COMPUTER_PAUSE = 0.4    # before a computer seat acts
PANEL = 25              # first column of the panel right of the market
TABLE_ROW = art.LABEL_ROW + 1
SQUARE_KEYS = "ABCDEFG1234567"
PLAYING = ("watch", "turn", "rug")     # the questions of a game under way
# The review's marks (colour; a path's lines across the way walked; a frame's inset): yours
# white, the computer's yellow, side by side on a walk they share, one frame in the other.
YOUR_MARK = (art.WHITE, (-4, -3, -2), 0)
MY_MARK = (art.YELLOW, (2, 3, 4), 4)
PATH_EDGE = 2           # pixels of paper either side of a way walked
HINT_ROW = 13           # the panel's row for the F9 hint's legend, between the rug in hand and the keys


@dataclass
class Stroll:
    """Assam's walk as it is being shown: how far he has gone."""
    start: int
    steps: list[tuple[int, int]]     # (square, facing) after each step
    shown: int = 0

    @property
    def where(self) -> tuple[int, int]:
        return self.steps[self.shown - 1] if self.shown else (self.start, self.steps[0][1])


class MarrakechScene(TimedPauses, SeatedScene):
    palette = (BLACK, RED, YELLOW, WHITE)
    paper, ink, alert, strip_text = 0, 3, 1, 0     # the key strip black on red: 5.3 to 1
    review_at = ("over",)
    # What is shown and the computer seats' turns run on the shared clock while you watch;
    # each thing shown sets its own time (READ_TIME, BEAT_TIME, STEP_TIME).
    pauses = {"watch": COMPUTER_PAUSE}

    def __init__(self, app, options=None) -> None:
        super().__init__(app, options)
        self.settings = Settings(two_player_rugs=getattr(options, "rugs", None) or 12,
                                 late_turn=bool(getattr(options, "turn_at_end", False)))
        self.games = 0
        self.state: Optional[MarrakechState] = None
        self.beats: deque = deque()
        self.timer = 0.0
        self.stroll: Optional[Stroll] = None
        self.path_shown: tuple[int, ...] = ()
        self.throw_shown = 0
        self.typed = ""
        self.pick: Optional[int] = None
        self.reading = False             # a message told is standing: a key hurries it on
        self.example = "C2 C3"           # a rug the person may lay (see _next)
        self.count = 0
        try:
            kinds = seat_kinds(options, 2, 4) if options is not None else None
        except ValueError:
            kinds = None                    # the command line has refused these already
        if kinds:
            self._sit(kinds)
        else:
            self._ask_count()

    # -- who plays ---------------------------------------------------------------------
    def _ask_count(self) -> None:
        players = getattr(self.options, "players", None)
        if players:
            self._ask_people(players)
            return
        self._ask_seats(SeatCountQuestion(2, 4, default=2), self._ask_people, "count")
        self.prompt.say(self.question.otherwise)

    def _ask_people(self, count: int) -> None:
        self.count = count
        self._ask_seats(SeatCountQuestion(1, count, default=1, what="people"), self._seat_people, "people")
        self.prompt.say("The computer takes the other seats")

    def _ask_seats(self, count: SeatCountQuestion, then, name: str) -> None:
        def answer(command: Command) -> None:
            given = count.feed(command)
            if not self.refuse_if(given):
                then(given)
        self.ask(Question(count.question, count.answers(answer), count.hint, name))

    def _seat_people(self, people: int) -> None:
        opponent = getattr(self.options, "opponent", None) or "computer"
        self._sit([PERSON] * people + [opponent] * (self.count - people))

    def _sit(self, kinds: list[str]) -> None:
        self.seat_up(make_seats(kinds), BUILTINS)
        self.looks = art.looks_for(len(kinds))
        self.new_game()

    # -- a game ------------------------------------------------------------------------
    def new_game(self) -> None:
        players = len(self.seats)
        first = self.games % players               # each game the next seat starts
        self.games += 1
        self.state = self.new_state(players, first=first)     # the piles and the die from its seed
        self.beats.clear()
        self.reading = False
        self.stroll, self.path_shown, self.throw_shown = None, (), 0
        self.seen = 0
        self.money_shown = list(self.state.dirhams)   # paid as the payment is told
        self.gone: set[int] = set()                   # out, as it is told
        self.acting = first                           # whose doings are being shown
        self.tell(f"{self.seats[first].name} to start.", afresh=True)
        self._watch()
        self._take_events()                           # the Assam variant's first walk

    def in_progress(self) -> bool:
        return self.asking(*PLAYING)

    def score_line(self, state) -> list:
        """The table's Score column: a seat that went out shows none."""
        return [None if out else score for score, out in zip(state.scores(), state.out)]

    # -- a position taken up (a resumed game's, games.ui.resume) ----------------------------
    def show(self, state) -> None:
        super().show(state)
        self.beats.clear()
        self.stroll, self.path_shown, self.throw_shown = None, (), 0
        self.seen = len(self.state.log)
        self.money_shown = list(self.state.dirhams)
        self.gone = {seat for seat in range(self.state.players) if self.state.out[seat]}
        self._next()

    @property
    def busy(self) -> bool:
        if not self.asking(*PLAYING):
            return False
        if self.beats or self.state.is_terminal():
            return bool(self.beats)
        return not self.is_person(self.state.current_player())

    def _next(self) -> None:
        """Ask the person to move what the game now needs, or wait for the computer."""
        state = self.state
        self.typed, self.pick = "", None
        if state.is_terminal():
            self._game_over()
            return
        seat = state.current_player()
        if not self.is_person(seat):
            self._watch()
            self.timer = max(self.timer, self.pauses["watch"])    # the last message is read first
            return
        if state.phase == TURN:
            when = " now" if self.settings.late_turn else ""
            turns = [Answer("L  R", "turn Assam a quarter left or right", chars("LR"), self._turn_key),
                     Answer("Return or S", "straight on", either(is_return, chars("S")), self._turn_key)]
            self.ask(Question(self._asking(seat, f"turn Assam{when} (L R Return)?"), turns,
                              "L or R turns him, Return: straight on", "turn", move=True), keep_message=True)
            if self.settings.late_turn and not self.prompt.message:
                self.prompt.say("He walks that way at the next throw")
        else:
            # the example is a rug the person may lay now (a fixed one could be illegal
            # where Assam stands); worked out once, not at every frame the keys are drawn
            self.example = str(state.legal_moves()[0]).upper()
            rug = [Answer("A-G 1-7", f"a square, then the other: {self.example}", chars(SQUARE_KEYS), self._rug_key),
                   Answer("Arrows", "go through the rugs you may lay", is_named("left", "right", "up", "down"),
                          self._rug_key),
                   Answer("Return", "lay the rug", is_return, self._rug_key),
                   Answer("Delete", "take back a letter or figure", is_delete, self._rug_key)]
            self.ask(Question(self._asking(seat, f"lay your rug ({self.example})?"), rug, self._rug_key, "rug",
                              move=True), keep_message=True)
            if not self.prompt.message:
                self.prompt.say("Name its squares, or choose with the arrows")

    def _name_a_rug(self) -> str:
        return f"Two squares, as {self.example}, or the arrows"

    def _asking(self, seat: int, question: str) -> str:
        """A question, to a person by name when several share the keyboard."""
        people = sum(1 for s in self.seats if s.is_person)
        return question[0].upper() + question[1:] if people == 1 else f"{self.seats[seat].name}, {question}"

    def _watch(self) -> None:
        """Nothing to ask: what happens is being shown, or a computer seat plays."""
        self.ask(Question("", [words(NONE_NOW)], self._wait_key, "watch",
                          later=self._hurry_answer), keep_message=True)

    def _hurry_answer(self) -> list[Answer]:
        """While a message stands, any key shows the next thing at once."""
        if not (self.reading and self.busy):
            return []
        return [Answer("any key", "on: the next thing at once", lambda command: True, lambda command: self._hurry())]

    # -- keys --------------------------------------------------------------------------
    def _wait_key(self, command: Command) -> None:
        if self.beats:
            self.refuse("Wait: Assam is on his way")
        else:
            self.refuse(f"Wait: {self.seats[self.state.current_player()].name} is playing")

    def _turn_key(self, command: Command) -> None:
        if command.is_yes:
            way = "S"
        elif command.name == "char" and command.char in "LRS":
            way = command.char
        else:
            self.refuse("L or R turns him, Return: straight on")
            return
        self._play(Turn(way))

    def _rug_key(self, command: Command) -> None:
        legal = self.state.legal_moves()
        if command.name in ("left", "right", "up", "down"):
            step = 1 if command.name in ("right", "down") else -1
            self.pick = (step - (step > 0) if self.pick is None else self.pick + step) % len(legal)
            self.typed = str(legal[self.pick]).upper()
        elif command.name == "delete":
            self.typed, self.pick = self.typed.rstrip()[:-1].rstrip(), None
        elif command.is_yes:
            self._lay()
            return
        elif command.name == "char" and command.char in SQUARE_KEYS:
            if len(self.typed.replace(" ", "")) >= 4:
                self.refuse("Two squares are enough: Return lays it")
                return
            self.typed = (self.typed + (" " if len(self.typed) == 2 else "") + command.char)
            self.pick = None
        else:
            self.refuse(self._name_a_rug())
            return
        self.prompt.typed = self.typed

    def _lay(self) -> None:
        if not self.typed:                            # nothing typed: the rug the question offers
            self.typed = self.example
        if len(self.typed.replace(" ", "")) < 4:
            self.refuse(self._name_a_rug())
            return
        try:
            rug = Rug.parse(self.typed)
            reason = self.state.illegal_reason(rug)
        except ValueError as exc:
            reason = str(exc)
        if reason is not None:
            self.typed, self.pick = "", None          # type the rug afresh
            self.prompt.typed = ""
            self.refuse(reason)
            return
        self._play(rug)

    def _play(self, move) -> None:
        self.tell("", afresh=True)
        self.typed, self.pick, self.reading, self.timer = "", None, False, 0.0
        self._watch()
        self.apply_move(self.state, move)
        self._take_events()

    # -- what happens, shown in order ------------------------------------------------------
    def _hurry(self) -> None:
        """A key while a message stands: the next thing is shown at once (a person who has
        read it need not wait; one who has not can take the time)."""
        self.reading = False
        self.timer = 0.0

    def _take_events(self) -> None:
        log = self.state.log
        for event in log[self.seen:]:
            self.beats.append(event)
        self.seen = len(log)
        if not self.beats:
            self._next()

    def pause_over(self, pause: str) -> None:
        """The pause while you watch has run: the next thing shown, else a computer seat plays."""
        if self.beats:
            self._beat()
            return
        seat = self.state.current_player()
        if self.state.is_terminal() or self.is_person(seat):
            return
        move = self.computer_turn(self.state)
        if move is not None:
            self.reading = False
            self.apply_move(self.state, move)
            self._take_events()

    def _beat(self) -> None:
        """Show the next thing that happened; when all are shown, go on. Each seat's walk,
        payment, going out and rug is told in turn and stands READ_TIME before the next (or
        until a key), so that what the computer seats did can be read, not only the last."""
        event = self.beats[0]
        self.reading = False
        self.acting = getattr(event, "seat", self.acting)
        if isinstance(event, Walked) and self._walk_on(event):
            return
        self.beats.popleft()
        told = self._tell_event(event)
        self.reading = told
        self.timer = READ_TIME if told else (BEAT_TIME if isinstance(event, Laid) else 0.0)
        if not self.beats:
            self._next()

    def _walk_on(self, event: Walked) -> bool:
        """One square more of the walk; False once he has arrived."""
        if self.stroll is None:
            steps, sq, facing = [], event.start, event.set_out
            for _ in event.path:
                sq, facing = STEPS[sq][facing]
                steps.append((sq, facing))
            self.stroll = Stroll(event.start, steps)
            self.throw_shown = event.throw
            self.path_shown = ()
        if self.stroll.shown < len(self.stroll.steps):
            self.stroll.shown += 1
            self.path_shown = (event.start,) + event.path[:self.stroll.shown]
            self.timer = STEP_TIME
            return True
        self.stroll = None
        return False

    def _tell_event(self, event) -> bool:
        """Put an event on the message line; whether there was anything to tell."""
        name = lambda seat: self.seats[seat].name           # noqa: E731
        if isinstance(event, Walked):
            turned = self._last_turn(event)
            self.tell(f"{name(event.seat)}{turned} threw {event.throw}.")
            return True
        if isinstance(event, Paid):
            self.money_shown[event.seat] -= event.amount
            self.money_shown[event.to] += event.amount
            if self.is_person(event.seat) or self.is_person(event.to):
                self.app.beep()
            payer, payee = name(event.seat), self._object(event.to)
            verb = "pay" if payer == "You" else "pays"
            self.tell(f"{payer} {verb} {payee} {event.amount}.")
            return True
        if isinstance(event, WentOut):
            self.gone.add(event.seat)
            self.tell(f"{name(event.seat)} cannot pay: out!")
            return True
        if isinstance(event, Laid) and not self.is_person(event.seat):
            self.tell(f"{name(event.seat)} laid {event.rug}.")
            return True
        if isinstance(event, Turned) and self.settings.late_turn:
            self.tell(f"{name(event.seat)} {self._way(event.way)}.")
            return True
        return False

    def _last_turn(self, walked: Walked) -> str:
        if self.settings.late_turn:
            return ""
        for event in reversed(self.state.log[:self.state.log.index(walked)]):
            if isinstance(event, Turned):
                return f" {self._way(event.way)},"
        return ""

    @staticmethod
    def _way(way: str) -> str:
        return {"L": "turned left", "R": "turned right", "S": "went straight on"}[way]

    def _object(self, seat: int) -> str:
        name = self.seats[seat].name
        return "you" if name == "You" else name

    def tell(self, message: str, afresh: bool = False) -> None:
        """News on one line only: the seat table takes the row a second would borrow."""
        super().tell(message, afresh)
        while len(self.news) > 1 and len(" ".join(self.news)) > COLS:
            self.news.pop(0)
        self.prompt.say(" ".join(self.news))

    def _game_over(self) -> None:
        self.money_shown = list(self.state.dirhams)
        self.gone = {seat for seat in range(self.state.players) if self.state.out[seat]}
        state = self.state
        winners = state.winners()
        scores = state.scores()
        names = [self.seats[s].name for s in winners]
        score = scores[winners[0]]
        text = more_seats(names, f"{score} ({state.dirhams[winners[0]]} dirhams)" if len(winners) == 1 else score)
        self.tell(with_keys(text), afresh=True)
        self.ask(self.play_again("Another game?", self.new_game), keep_message=True)

    # -- drawing -------------------------------------------------------------------------
    def render(self, screen: Screen) -> None:
        art.draw_labels(screen)
        art.draw_curves(screen)
        if self.state is None:                       # the empty market while the seats are asked
            art.draw_market(screen, [market.EMPTY] * market.SQUARES, [], [], [], 2)
            art.draw_assam(screen, market.CENTRE, self.settings.start_facing)
            screen.text(PANEL, 0, "MARRAKECH", art.YELLOW)
            for row, line in enumerate(("Assam, rugs", "and dirhams", "", "for two to", "four players")):
                screen.text(PANEL, 3 + row, line, art.WHITE)
            return
        view = self.shown_view()
        marks = [seat.mark for seat in self.seats]
        art.draw_market(screen, view.tops, view.rug_colours, self.looks, marks, view.players)
        if self.path_shown:
            # edged in black, as the marks are, so that it shows on a yellow rug; under the
            # rug being chosen, whose frame its edging would otherwise break
            art.draw_path(screen, self.path_shown, art.WHITE, (0,), PATH_EDGE)
        chosen = self._chosen()
        if chosen is not None:
            art.outline_rug(screen, *chosen, art.WHITE)
        hinted = self._hinted()
        if hinted is not None:
            # the computer's choice, marked as the review marks its choice
            self._mark(screen, view.assam, view.facing, hinted, MY_MARK)
        sq, facing = self.stroll.where if self.stroll is not None else (view.assam, view.facing)
        art.draw_assam(screen, sq, facing)
        self._draw_panel(screen, view, sq, facing)
        if hinted is not None:
            self._legend(screen, HINT_ROW, "Hint", str(hinted).upper(), MY_MARK)
        self._draw_table(screen, view)

    def shown_view(self) -> MarrakechView:
        """The market as it is drawn: the view of the first person at the table (every seat
        sees all of it but the order of the rug piles, which is never drawn)."""
        persons = [seat for seat in range(len(self.seats)) if self.is_person(seat)]
        return self.state.view(persons[0] if persons else 0)

    def _hinted(self):
        """The move the F9 hint on screen names, or None."""
        advice = self.hint_box.advice if self.hint_box.showing else None
        return advice.move if advice is not None else None

    @staticmethod
    def _mark(screen: Screen, assam: int, facing: int, move, mark) -> None:
        """A move marked on the market in ``mark``'s colour: a rug framed, or for a turn of
        Assam the four squares (the die's most) he would walk that way."""
        colour, across, inset = mark
        if isinstance(move, Turn):
            path, _ = market.walk(assam, market.turned(facing, move.way), max(market.DIE))
            art.draw_path(screen, (assam,) + path, colour, across, PATH_EDGE)
        else:
            art.outline_rug(screen, move.a, move.b, colour, inset, thick=2)

    @staticmethod
    def _legend(screen: Screen, row: int, who: str, move: str, mark) -> None:
        """A line of the panel saying whose mark is which: a piece of it, then the move."""
        colour = mark[0]
        screen.fill_cells(PANEL, row, 2, 1, art.PAPER)
        screen.rect(PANEL * art.CELL, row * art.CELL + 2, 2 * art.CELL - 1, 4, colour)
        screen.text(PANEL + 3, row, f"{who}: {move}", colour)

    def draw_decision(self, screen: Screen, view: MarrakechView, played, best) -> bool:
        """The market as it stood at one of your turns, with your choice and the computer's
        on it: for a turn of Assam, the four squares (the die's most) he would walk each
        way; for a rug, a frame round each; the legend on the right says whose is which."""
        art.draw_labels(screen)
        art.draw_curves(screen)
        marks = [seat.mark for seat in self.seats]
        art.draw_market(screen, view.tops, view.rug_colours, self.looks, marks, view.players)
        # yours drawn last and outside: where the two meet, both still show
        for move, mark in ((best, MY_MARK), (played, YOUR_MARK)):
            self._mark(screen, view.assam, view.facing, move, mark)
        art.draw_assam(screen, view.assam, view.facing)
        self._draw_decision_panel(screen, view, played, best)
        return True

    def _draw_decision_panel(self, screen: Screen, view: MarrakechView, played, best) -> None:
        screen.text(PANEL, 0, "MARRAKECH", art.YELLOW)
        if view.settings.late_turn:
            screen.text(PANEL, 1, "Assam variant", art.RED)
        screen.text(PANEL, 3, f"Assam on {market.name(view.assam)}", art.WHITE)
        screen.text(PANEL, 4, f"facing {market.FACING_NAMES[view.facing]}", art.WHITE)
        if view.phase == TURN:
            screen.text(PANEL, 6, "Turning Assam", art.YELLOW)
        else:
            look = self.looks[view.in_hand]
            art.draw_swatch(screen, PANEL, 6, look, 2)
            screen.text(PANEL + 3, 6, "rug in hand", art.WHITE)
            screen.text(PANEL + 3, 7, look.word, look.ink)
        for row, who, move, mark in ((9, "You", played, YOUR_MARK), (10, "Me", best, MY_MARK)):
            self._legend(screen, row, who, str(move), mark)
        screen.text(PANEL + 5, 12, "Money Rugs", art.YELLOW)
        for seat in range(view.players):
            row = 13 + seat
            for i, colour in enumerate(colours_of(seat, view.players)):
                art.draw_swatch(screen, PANEL + i, row, self.looks[colour])
            name = self.seats[seat].name
            money = "out" if view.out[seat] else str(view.dirhams[seat])
            short = name if len(name) <= 3 else "P" + self.seats[seat].mark      # "Player 2"
            screen.text(PANEL + 2, row, f"{short:<3}{money:>5}{view.rugs_left(seat):>5}", art.WHITE)

    def _chosen(self) -> Optional[tuple[int, int]]:
        if not self.asking(*PLAYING) or len(self.typed.replace(" ", "")) < 4:
            return None
        try:
            rug = Rug.parse(self.typed)
        except ValueError:
            return None
        return rug.a, rug.b

    def _draw_panel(self, screen: Screen, view: MarrakechView, sq: int, facing: int) -> None:
        screen.text(PANEL, 0, "MARRAKECH", art.YELLOW)
        if self.settings.late_turn:
            screen.text(PANEL, 1, "Assam variant", art.RED)
        screen.text(PANEL, 3, f"Assam on {market.name(sq)}", art.WHITE)
        screen.text(PANEL, 4, f"facing {market.FACING_NAMES[facing]}", art.WHITE)
        if self.throw_shown:
            art.draw_die(screen, PANEL, 6, self.throw_shown)
            screen.text(PANEL + 3, 6, f"threw {self.throw_shown}", art.WHITE)
        seat = self._whose_turn(view)
        if seat is not None:
            name = self.seats[seat].name
            screen.text(PANEL, 9, "Your turn" if name == "You" else f"{name}'s turn", art.YELLOW)
            if view.in_hand is not None and seat == view.to_move:
                look = self.looks[view.in_hand]
                art.draw_swatch(screen, PANEL, 11, look, 2)
                screen.text(PANEL + 3, 11, "rug in hand", art.WHITE)
                screen.text(PANEL + 3, 12, look.word, look.ink)
        self._draw_keys(screen, view)

    def _whose_turn(self, view: MarrakechView) -> Optional[int]:
        """The seat whose doings are being shown, else the seat to play (None at the end)."""
        if self.beats:
            return self.acting
        return None if view.phase == OVER else view.to_move

    def _draw_keys(self, screen: Screen, view: MarrakechView) -> None:
        if not self.asking(*PLAYING) or not self.is_person(view.to_move) or self.beats:
            return
        lines = (("L R", "turn him"), ("Return", "straight")) if view.phase == TURN else \
            ((self.example, "a rug"), ("Arrows", "choose"), ("Return", "lay it"))
        for i, (key, what) in enumerate(lines):
            screen.text(PANEL, 15 + i, key, art.RED)
            screen.text(PANEL + 7, 15 + i, what, art.WHITE)

    def _draw_table(self, screen: Screen, view: MarrakechView) -> None:
        shown = view.visible()
        rows = []
        for seat in range(view.players):
            dirhams = self.money_shown[seat]
            if seat in self.gone:
                rows.append(("out", "-", shown[seat], "-"))
            else:
                rows.append((dirhams, view.rugs_left(seat), shown[seat], shown[seat] + dirhams))
        turn = self._whose_turn(view)
        draw_seat_table(screen, 3, TABLE_ROW, self.seats, ("Money", "Rugs", "Shown", "Score"), rows,
                        turn=turn, fg=art.WHITE, heading_fg=art.YELLOW)
        for seat in range(view.players):
            for i, colour in enumerate(colours_of(seat, view.players)):
                art.draw_swatch(screen, i, TABLE_ROW + 1 + seat, self.looks[colour])
