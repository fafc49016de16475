"""Marrakesh on the screen: twelve rounds (or six), you (Blue) against the computer (Red).

Every step goes through the rules engine and the computer sees only its own
view. Keys: a card by the key under it or by suit then value; a move by the
number of the point a piece leaves (then where it goes, when the numbers allow
more than one place: 0 or O for off); Return is Yes and N is No; Delete takes
back the last piece moved; Escape leaves.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Optional

from games.engine import IllegalMove
from games.marrakesh import scene_layout as lay
from games.marrakesh.deck import BOTH, NONE, NUMBER, NUMBERED, SUIT
from games.marrakesh.entry import MoveBuilder
from games.marrakesh.moves import Bear, PlayCard
from games.marrakesh.players import BUILTINS
from games.marrakesh.view import BONUS, LEAD, MOVE, OVER, REPLY, MarrakeshView, RoundResult, Trick
from games.seats import OPPONENT, YOU
from games.ui.cardtable import CardTableScene
from games.ui.keys import Command
from games.ui.prompt import pick_card
from games.ui.question import Answer, Question, card_answers, chars, either, go_on, is_delete, waiting, yes_no
from games.ui.result_words import two_seats, with_keys
from games.ui.screen import BLACK, BLUE, CELL, RED, WHITE

ORDINALS = ("1st", "2nd", "3rd")
MATCHES = {NONE: "", SUIT: "suits match", NUMBER: "numbers match", BOTH: "suit and number match"}


def numbers_text(numbers) -> str:
    return " ".join(map(str, numbers))


class MarrakeshScene(CardTableScene):
    palette = (BLACK, RED, BLUE, WHITE)
    builtins = BUILTINS
    paper, ink, alert, alert_paper, strip_text = lay.PAPER, lay.INK, lay.RED_INK, None, lay.PAPER
    pauses = {"computer": 0.8, "auto": 0.8, "turned": 1.2}
    card_ranks = NUMBERED + "Q"
    review_at = ("round_over", "over")

    # --- the flow -----------------------------------------------------------------
    def new_game(self) -> None:
        self.state = self.new_state()
        self._view: Optional[MarrakeshView] = None
        self.timer = 0.0
        self.builder: Optional[MoveBuilder] = None
        self.source: Optional[int] = None
        self.finished: Optional[RoundResult] = None      # the round just scored, until Return
        self.tell(self._round_opening(), afresh=True)
        self._advance()

    def human_view(self) -> MarrakeshView:
        """The human's view, made once per move (drawing happens every frame)."""
        if self._view is None:
            self._view = self.state.view(YOU)
        return self._view

    def _round_opening(self) -> str:
        view = self.human_view()
        again = f" Alike: thrown again{'' if view.rethrows == 1 else f' {view.rethrows}x'}." \
            if view.rethrows else ""
        return f"Round {view.round_number}.{again} {'You' if view.leader == YOU else 'I'} lead."

    def _advance(self) -> None:
        """Decide what happens next from the state of the game."""
        self.builder, self.source = None, None
        self.entry.reset()
        state = self.state
        if self.finished is not None:
            self._round_over()
        elif state.current_player() == OPPONENT:
            self.wait("computer")
        elif state.phase in (LEAD, REPLY):
            self.ask(Question("Lead a card (face down)?" if state.phase == LEAD else "Your card?",
                              card_answers("play it", self._key_card, True, lay.LABELS, ranks=self.card_ranks),
                              self._key_card, "card", suit_keys=True, move=True), keep_message=True)
        elif len(state.legal_moves()) == 1:
            self.wait("auto")
        else:
            self._start_move()

    def wait(self, pause: str, question: str = "") -> None:
        super().wait(pause, question)
        self.ask(waiting("Wait a moment: my turn" if pause == "computer" else "Wait a moment", pause),
                 keep_message=True)

    def pause_over(self, pause: str) -> None:
        if pause == "computer":
            move = self.computer_move(self.state, OPPONENT, self.computer_rng)
            if move is not None:
                self._apply(move)
        elif pause == "auto":
            move = self.state.legal_moves()[0]
            self.tell(f"Your only move: {move}.")
            self._apply(move)
        else:
            self._advance()

    def _apply(self, move) -> None:
        state = self.state
        seat, phase, round_number = state.current_player(), state.phase, state.round_number
        done = len(state.tricks)
        self.apply_move(state, move)
        self._view = None
        self.prompt.typed = ""
        if state.round_number != round_number or state.is_terminal():
            self.finished = state.history[-1]
        tricks = self.finished.tricks if self.finished else state.tricks
        self._tell_move(seat, phase, move)
        if len(tricks) > done:
            self.tell(self._trick_done(tricks[-1], phase))
        elif state.phase == BONUS and phase != BONUS:
            self.tell(f"Bonus card {state.bonus.card.glyph}: {numbers_text(state.numbers)} to play.")
        if phase == REPLY:
            self.wait("turned")
        else:
            self._advance()

    # --- what is said ---------------------------------------------------------------
    def _tell_move(self, seat: int, phase: str, move) -> None:
        state = self.state
        if phase == LEAD:
            self.tell("You lead face down." if seat == YOU else "I lead face down.")
        elif phase == REPLY:
            if seat == OPPONENT:
                self.tell(f"I play {move.card.glyph}.")
            trick = self.finished.tricks[-1] if self.finished else (
                state.tricks[-1] if state.phase == LEAD else None)
            lead = trick.lead if trick else self.state.lead.card
            if seat == YOU:
                self.tell(f"I led {lead.glyph}.")
            if state.phase in (MOVE, BONUS):
                who = "You win" if state.winner == YOU else "I win"
                match = MATCHES[state.kind or NONE]
                what = f"{numbers_text(state.numbers)} to play" if state.phase == MOVE else "nothing"
                self.tell(f"{who}{': ' + match if match else ''}, {what}.")
        elif seat == OPPONENT:
            self.tell(f"I move {move}.")

    def _trick_done(self, trick: Trick, phase: str) -> str:
        """The news of a trick just finished: what its oval now holds (and who won it,
        if the trick finished as it was turned; the bonus card, if it moved nothing)."""
        seat, index = trick.oval
        whose = "your" if seat == YOU else "my"
        if trick.null:
            news = f"a null chip on {whose} {ORDINALS[index]} oval."
        else:
            news = f"{trick.borne_off} off into {whose} {ORDINALS[index]} oval."
        if trick.bonus is not None and phase != BONUS:
            news = f"bonus {trick.bonus.glyph}, {news}"
        if phase == REPLY:
            return f"{'You' if trick.winner == YOU else 'I'} win: {news}"
        return news[0].upper() + news[1:]

    # --- moving -----------------------------------------------------------------
    def _start_move(self) -> None:
        self.builder = MoveBuilder(self.state.sides[YOU], self.state.numbers)
        self._ask_from()

    def _ask_from(self) -> None:
        self.source = None
        self.ask(Question(f"Move from (to play {numbers_text(self.builder.left)})?",
                          [Answer("1-6", "the point to move from", chars("123456"), self._key_from),
                           self._undo_answer()],
                          self._key_from, "from", move=True), keep_message=True)

    def _undo_answer(self) -> Answer:
        return Answer("U or Delete", "take back the last step", either(is_delete, chars("U")),
                      lambda command: self._undo())

    def _key_from(self, command: Command) -> None:
        if command.name != "char" or not command.char.isdigit():
            self.refuse("The number of a point, 1 to 6 (Delete undoes)")
            return
        src = int(command.char)
        reason = self.builder.source_reason(src)
        if reason:
            self.refuse(reason)
            return
        places = self.builder.destinations(src)
        if len(places) == 1:
            self._step(src, places[0])
            return
        self.source = src
        if self.prompt.message_is_error:      # a refusal of another piece is answered now
            self.prompt.say("")                # ("So far: ..." stays)
        words = " or ".join("off" if p == 0 else str(p) for p in places)
        self.ask(Question(f"From {src} to ({words})?",
                          [Answer("1-6", "the point to move to", chars("123456"), self._key_to),
                           Answer("0 or O", "bear off", chars("0O"), self._key_to),
                           Answer("Delete", "choose another piece", is_delete, lambda command: self._ask_from())],
                          self._key_to, "to", move=True), keep_message=True)

    def _key_to(self, command: Command) -> None:
        if command.name != "char" or not (command.char.isdigit() or command.char == "O"):
            self.refuse("A point, or 0 or O to bear off")
            return
        self._step(self.source, 0 if command.char == "O" else int(command.char))

    def _step(self, src: int, dst: int) -> None:
        try:
            self.builder.add(src, dst)
        except IllegalMove as exc:
            self.refuse(str(exc))
            return
        self.prompt.say("So far: " + str(Bear(tuple(self.builder.steps))))
        if self.builder.complete:
            self.ask(Question(f"Play {self.builder.move()}?",
                              [*yes_no(self._play_built, self._start_again, "play it", "start again"),
                               self._undo_answer()],
                              "Return: play it  N: start again", "confirm", move=True), keep_message=True)
        else:
            self._ask_from()

    def _undo(self) -> None:
        if not self.builder.undo():
            self.refuse("Nothing to take back")
            return
        self.prompt.say("Last piece taken back.")
        self._ask_from()

    def _play_built(self) -> None:
        move = self.builder.move()
        self.tell("", afresh=True)
        self._apply(move)

    def _start_again(self) -> None:
        self.prompt.say("Move taken back.")
        self._start_move()

    # --- cards --------------------------------------------------------------------
    def _key_card(self, command: Command) -> None:
        if not self.entry.suit and command.is_no:
            self.refuse("You must play a card")
            return
        answer = pick_card(self.entry, command, list(self.human_view().hand), lay.LABELS)
        self.prompt.typed = self.entry.typed
        if self.refuse_if(answer) or answer is None:
            return
        self.tell("", afresh=True)
        self._apply(PlayCard(answer))

    # --- between rounds and at the end ----------------------------------------------
    def _round_over(self) -> None:
        if self.state.is_terminal():
            self.ask(self.play_again("Another game?", self.new_game))
            self.tell(with_keys(self._result_words()), afresh=True)
        else:
            number = self.state.round_number
            self.ask(Question(f"Return for round {number}", [go_on(f"for round {number}", self._next_round)],
                              f"Press Return for round {number}", "round_over"), keep_message=True)

    def _next_round(self) -> None:
        self.finished = None
        self.tell(self._round_opening(), afresh=True)
        self._advance()

    def _result_words(self) -> str:
        totals = self.state.totals
        return two_seats(totals, self.state.winning_seat(), "on the tie-break" if totals[0] == totals[1] else "")

    def in_progress(self) -> bool:
        return not self.state.is_terminal()

    def score_line(self, state) -> list:
        return list(state.totals)                          # "Game: you 47, me 55"

    def play_move(self, move) -> None:
        self._apply(move)           # as every move here: the end of a hand shows it, and waits

    def show(self, state) -> None:
        super().show(state)
        self._view, self.finished = None, None
        self.tell(self._round_opening(), afresh=True)   # the round replayed to, not the first
        self._advance()

    # --- drawing --------------------------------------------------------------------
    def render(self, screen) -> None:
        seen, result = self.human_view(), self.finished
        view = seen
        if result is not None:
            # the round just scored stays on the board until Return
            view = replace(view, sides=result.sides, ovals=result.ovals, dice=result.dice,
                           tricks=result.tricks, lead=None, lead_down=False, reply=None, winner=None,
                           bonus=None, numbers=(), oval=None, round_number=result.number, hand=(),
                           opponent_count=0)
        shown = (self.builder.side, view.sides[OPPONENT]) if self.asking("from", "to", "confirm") \
            else view.sides
        self._draw_board(screen, view, shown)
        if result is not None:
            lay.round_summary(screen, result, self.ink)
            if seen.phase == OVER:
                lay.game_summary(screen, seen.history, self.ink)
        else:
            lay.tricks(screen, view.tricks, self.ink)
            lay.current_trick(screen, view, len(view.tricks) + 1)
            lay.status(screen, self._status_lines(view), self.ink)
            lay.table_info(screen, view, self.ink)
        lay.hand(screen, view.hand, view.opponent_count, self.asking("card"))

    def _draw_board(self, screen, view: MarrakeshView, sides, named: bool = True) -> None:
        lay.header(screen, view.round_number, view.settings.rounds, view.scores, self.ink)
        for seat in (YOU, OPPONENT):
            filling = view.oval[1] if view.oval and view.oval[0] == seat else None
            lay.side(screen, seat, sides[seat], view.ovals[seat], view.dice[seat], filling, self.ink,
                     named or seat != YOU)

    def draw_decision(self, screen, view: MarrakeshView, played, best) -> bool:
        """The table as it stood at one of your choices, your hand moved up into the middle
        (the review's words take the rows below the board), your choice marked in white and
        the computer's in red: a card framed with "You" or "Me" under it; a move by what it
        changes on your points, yours under their numbers, mine over their tips."""
        moving = isinstance(played, Bear)
        # your side's name left off: it would run into the review's words below it
        self._draw_board(screen, view, view.sides, named=False)
        lay.tricks(screen, view.tricks, self.ink)
        lay.current_trick(screen, view, len(view.tricks) + 1)
        lay.table_info(screen, view, self.ink)
        for i, line in enumerate(self._status_lines(view)):
            screen.text(1, lay.REVIEW_STATUS + i, line[:24], self.ink)
        lay.hand(screen, view.hand, view.opponent_count, False, lay.REVIEW_HAND, keys=False)
        if moving:
            side = view.sides[view.seat]
            lay.step_marks(screen, side, played.steps, lay.BOTTOM["label"], lay.INK)
            lay.step_marks(screen, side, best.steps, lay.BOTTOM["dice"], lay.RED_INK)
            screen.text(1, lay.REVIEW_HAND + 1, "You: under the points", lay.INK)
            screen.text(1, lay.REVIEW_HAND + 2, f"Me: over them  {lay.OFF_MARK}: off", lay.RED_INK)
            return True
        for move, colour, who in ((played, lay.INK, "You"), (best, lay.RED_INK, "Me")):
            col = lay.hand_col(view.hand.index(move.card))
            # a pixel of table between card and frame: a white frame would not show on it
            screen.frame(col * CELL - 2, lay.REVIEW_HAND * CELL - 2, 2 * CELL + 4, CELL + 4, colour)
            screen.text(col, lay.REVIEW_HAND + 1, who, colour)
        return True

    def _status_lines(self, view: MarrakeshView) -> list[str]:
        lines = [f"Trick {view.trick_number}: " + ("you lead" if view.leader == YOU else "I lead")]
        if view.phase in (MOVE, BONUS) and view.numbers:
            who = "You" if view.winner == YOU else "I"
            lines.append(f"{who} play {numbers_text(view.numbers)}")
        return lines
