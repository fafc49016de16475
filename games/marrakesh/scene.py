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

from games.cards import Card
from games.engine import IllegalMove
from games.marrakesh import scene_layout as lay
from games.marrakesh.deck import BOTH, NONE, NUMBER, SUIT
from games.marrakesh.entry import MoveBuilder
from games.marrakesh.game import MarrakeshState
from games.marrakesh.moves import Bear, PlayCard
from games.marrakesh.players import BUILTINS
from games.marrakesh.rules import Settings
from games.marrakesh.scoring import pattern
from games.marrakesh.view import BONUS, LEAD, MOVE, REPLY, MarrakeshView
from games.ui.cardtable import CardTableScene
from games.ui.keys import Command
from games.ui.prompt import pick_card
from games.ui.screen import BLACK, BLUE, RED, WHITE

HUMAN, COMPUTER = lay.HUMAN, lay.COMPUTER
PAUSE = {"computer": 0.8, "auto": 0.8, "turned": 1.2}
ORDINALS = ("1st", "2nd", "3rd")
MATCH_WORDS = {NONE: "", SUIT: "Suits match", NUMBER: "Numbers match", BOTH: "Suit and number match"}


def settings_from(options) -> Settings:
    return Settings(rounds=getattr(options, "rounds", None) or 12,
                    purple=bool(getattr(options, "purple", False)))


class MarrakeshScene(CardTableScene):
    palette = (BLACK, RED, BLUE, WHITE)
    builtins = BUILTINS
    paper, ink, alert, strip_text = lay.PAPER, lay.INK, lay.RED_INK, lay.INK

    # --- the flow -----------------------------------------------------------------
    def new_game(self) -> None:
        self.state = MarrakeshState.new(self.rng, settings_from(self.options))
        self._view: Optional[MarrakeshView] = None
        self.mode, self.timer = "", 0.0
        self.builder: Optional[MoveBuilder] = None
        self.source: Optional[int] = None
        self.finished_round = None            # the round just scored, until Return
        self.tell(self._round_opening(), afresh=True)
        self._advance()

    def human_view(self) -> MarrakeshView:
        if self._view is None:
            self._view = self.state.view(HUMAN)
        return self._view

    def _round_opening(self) -> str:
        view = self.state.view(HUMAN)
        again = f" Thrown again {view.rethrows}x." if view.rethrows else ""
        first = "You lead" if view.leader == HUMAN else "I lead"
        return f"Round {view.round_number}.{again} {first}."

    def _advance(self) -> None:
        """Decide what happens next from the state of the game."""
        self.builder, self.source = None, None
        self.entry.reset()
        if self.finished_round is not None:
            self._round_over()
            return
        state = self.state
        if state.is_terminal():
            self._game_over()
            return
        if state.current_player() == COMPUTER:
            self._wait("computer")
            return
        legal = state.legal_moves()
        if state.phase in (LEAD, REPLY):
            self.mode = "card"
            self.prompt.ask("Lead a card (face down)?" if state.phase == LEAD else "Your card?",
                            keep_message=True)
        elif len(legal) == 1:
            self._wait("auto")
        else:
            self.builder = MoveBuilder(state.sides[HUMAN], state.numbers)
            self._ask_from()

    def _wait(self, mode: str) -> None:
        self.mode, self.timer = mode, PAUSE[mode]
        self.prompt.ask("", keep_message=True)

    @property
    def busy(self) -> bool:
        return self.mode in PAUSE

    def update(self, dt: float) -> None:
        if not self.busy:
            return
        self.timer -= dt
        if self.timer > 0:
            return
        if self.mode == "computer":
            move = self.computer_move(self.state, COMPUTER, self.computer_rng)
            if move is not None:
                self._apply(move)
        elif self.mode == "auto":
            move = self.state.legal_moves()[0]
            self.tell(f"Your only move: {move}.")
            self._apply(move)
        elif self.mode == "turned":
            self._advance()

    def _apply(self, move) -> None:
        state = self.state
        seat, phase, round_number = state.current_player(), state.phase, state.round_number
        before = self.human_view()
        state.apply(move)
        self._view = None
        self.prompt.typed = ""
        if state.round_number != round_number or state.is_terminal():
            self.finished_round = state.history[-1]
        self._say(seat, phase, move, before)
        if phase == REPLY:
            self.mode, self.timer = "turned", PAUSE["turned"]
            self.prompt.ask("", keep_message=True)
        else:
            self._advance()

    def _say(self, seat: int, phase: str, move, before: MarrakeshView) -> None:
        """What just happened, on the message line."""
        who = "You" if seat == HUMAN else "I"
        if phase == LEAD:
            self.tell("You lead face down." if seat == HUMAN else "I lead face down.")
            return
        if phase == REPLY:
            if seat == COMPUTER:
                self.tell(f"I play {move.card.glyph}.")
            trick = self._last_trick(before)
            lead = trick.lead if trick else self.human_view().lead
            if seat == HUMAN and lead is not None:
                self.tell(f"I led {lead.glyph}.")
            self.tell(self._trick_words())
            return
        if seat == COMPUTER:
            self.tell(f"I move {move}.")
        self.tell(self._after_move_words(seat))

    def _last_trick(self, before: MarrakeshView):
        now = self.finished_round.tricks if self.finished_round else self.state.tricks
        return now[-1] if len(now) > len(before.tricks) or self.finished_round else None

    def _trick_words(self) -> str:
        """Who won the trick just turned, and with what."""
        state = self.state
        if state.phase in (MOVE, BONUS):
            who = "You win" if state.winner == HUMAN else "I win"
            match = MATCH_WORDS[state.kind or NONE]
            numbers = " ".join(map(str, state.numbers))
            return f"{who}{': ' + match if match else ''}, {numbers} to play."
        trick = (self.finished_round.tricks if self.finished_round else state.tricks)[-1]
        who = "You win" if trick.winner == HUMAN else "I win"
        return f"{who}: " + self._trick_end_words(trick)

    def _trick_end_words(self, trick) -> str:
        seat, index = trick.oval
        whose = "your" if seat == HUMAN else "my"
        if trick.null:
            return f"a null chip on {whose} {ORDINALS[index]} oval."
        return f"{trick.borne_off} off."

    def _after_move_words(self, seat: int) -> str:
        state = self.state
        if state.phase == BONUS and state.winner == seat:
            return f"Bonus card {state.bonus.card.glyph}: {' '.join(map(str, state.numbers))}."
        tricks = self.finished_round.tricks if self.finished_round else state.tricks
        if not tricks:
            return ""
        trick = tricks[-1]
        extra = f" Bonus {trick.bonus.glyph}." if trick.bonus and not trick.steps else ""
        return extra.strip() + (" " if extra else "") + self._trick_end_words(trick).capitalize()

    # --- moving -----------------------------------------------------------------
    def _ask_from(self) -> None:
        self.mode, self.source = "from", None
        left = " ".join(map(str, self.builder.left))
        self.prompt.ask(f"Move from (to play {left})?", keep_message=True)

    def _key_from(self, command: Command) -> None:
        if command.name == "delete" or (command.name == "char" and command.char == "U"):
            self._undo()
            return
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
        self.mode = "to"
        words = " or ".join("off" if p == 0 else str(p) for p in places)
        self.prompt.ask(f"From {src} to ({words})?", keep_message=True)

    def _key_to(self, command: Command) -> None:
        if command.name == "delete":
            self._ask_from()
            return
        if command.name != "char" or not (command.char.isdigit() or command.char == "O"):
            self.refuse("A point, or 0 or O to bear off")
            return
        dst = 0 if command.char == "O" else int(command.char)
        self._step(self.source, dst)

    def _step(self, src: int, dst: int) -> None:
        try:
            self.builder.add(src, dst)
        except IllegalMove as exc:
            self.refuse(str(exc)[:40])
            return
        self.prompt.say("So far: " + str(Bear(tuple(self.builder.steps))))
        if self.builder.complete:
            self.mode = "confirm"
            self.prompt.ask(f"Play {self.builder.move()}?", keep_message=True)
        else:
            self._ask_from()

    def _undo(self) -> None:
        if not self.builder.undo():
            self.refuse("Nothing to take back")
            return
        self.prompt.say("Last piece taken back.")
        self._ask_from()

    def _key_confirm(self, command: Command) -> None:
        if command.says_yes:
            move = self.builder.move()
            self.tell("", afresh=True)
            self._apply(move)
        elif command.is_no:
            self.builder = MoveBuilder(self.state.sides[HUMAN], self.state.numbers)
            self.prompt.say("Move taken back.")
            self._ask_from()
        elif command.name == "delete" or (command.name == "char" and command.char == "U"):
            self._undo()
        else:
            self.refuse("Return: play it  N: start again")

    # --- cards --------------------------------------------------------------------
    def _key_card(self, command: Command) -> None:
        if not self.entry.suit and command.is_no:
            self.refuse("You must play a card")
            return
        shown = list(self.human_view().hand)
        answer = pick_card(self.entry, command, shown, lay.LABELS)
        self.prompt.typed = self.entry.typed
        if self.refuse_if(answer) or answer is None:
            return
        self.tell("", afresh=True)
        self._apply(PlayCard(answer))

    # --- between rounds and at the end ----------------------------------------------
    def _round_over(self) -> None:
        if self.state.is_terminal():
            self._game_over()
            return
        self.mode = "round_over"
        self.prompt.ask(f"Return for round {self.state.round_number}", keep_message=True)

    def _key_round_over(self, command: Command) -> None:
        if not command.is_yes:
            self.refuse(f"Press Return for round {self.state.round_number}")
            return
        self.finished_round = None
        self.tell(self._round_opening(), afresh=True)
        self._advance()

    def _game_over(self) -> None:
        self.mode = "over"
        self.prompt.ask("Another game?")
        self.tell(self._result_words(), afresh=True)

    def _result_words(self) -> str:
        you, me = self.state.totals
        winner = self.state.winning_seat()
        if winner is None:
            return f"A draw, {you} all. Return = Yes, N = No"
        how = "" if you != me else " on the tie-break"
        who = "You win" if winner == HUMAN else "I win"
        return f"{who} {max(you, me)} to {min(you, me)}{how}."

    def _key_over(self, command: Command) -> None:
        self.answer_play_again(command, self.new_game)

    # --- keys -----------------------------------------------------------------------
    def on_command(self, command: Command) -> None:
        handler = getattr(self, f"_key_{self.mode}", None)
        if handler is not None:
            handler(command)
        elif self.mode == "computer":
            self.refuse("Wait a moment: my turn")
        elif self.busy:
            self.refuse("Wait a moment")

    def suit_keys_live(self) -> bool:
        return self.mode == "card"

    def in_progress(self) -> bool:
        return not self.state.is_terminal()

    # --- drawing --------------------------------------------------------------------
    def render(self, screen) -> None:
        view = self.human_view()
        result = self.finished_round
        if result is not None:
            view = replace(view, sides=result.sides, ovals=result.ovals, dice=result.dice,
                           tricks=result.tricks, lead=None, lead_down=False, reply=None,
                           winner=None, bonus=None, numbers=(), oval=None,
                           round_number=result.number, hand=())
        lay.header(screen, view.round_number, view.settings.rounds, view.totals, self.ink)
        shown = self._shown_sides(view)
        filling = view.oval
        for seat in (HUMAN, COMPUTER):
            fill = filling[1] if filling and filling[0] == seat else None
            lay.side(screen, seat, shown[seat], view.ovals[seat], view.dice[seat], fill, self.ink)
        if self.mode in ("round_over", "over") and result is not None:
            lay.round_summary(screen, result, self.ink)
        else:
            lay.tricks(screen, view.tricks, self.ink)
            lay.current_trick(screen, view, len(view.tricks) + 1)
            lay.status(screen, self._status_lines(view), self.ink)
            lay.table_info(screen, view, self.ink)
        lay.hand(screen, view.hand, view.held[COMPUTER] if result is None else 0, self.ink)

    def _shown_sides(self, view: MarrakeshView):
        if self.builder is not None and self.mode in ("from", "to", "confirm"):
            return (self.builder.side, view.sides[COMPUTER])
        return view.sides

    def _status_lines(self, view: MarrakeshView) -> list[str]:
        lines = [f"Trick {view.trick_number}: " + ("you lead" if view.leader == HUMAN else "I lead")]
        if view.phase in (MOVE, BONUS) and view.numbers:
            who = "You" if view.winner == HUMAN else "I"
            lines.append(f"{who} play {' '.join(map(str, view.numbers))}")
        return lines
