"""Gin Rummy on the screen: games to 100, you against the computer.

You sit in seat 0. Every step goes through the rules engine and the computer
is given only its own view. Keys: the figure or letter under a card names it
(or its suit, F1-F4 or S H D C, then its value); with a card raised, another
card's key moves it to that place and the arrow keys shift it; Tab sorts your
hand into its sets; Return is Yes and N is No; Escape leaves.

Messages and questions name a card in words ("Take the King of Clubs?"), as in
Piquet; the record of the play beneath the pile is written as the cards look on
the table ("I took ♣K, threw ♠7").
"""
from __future__ import annotations

from typing import Optional

from games.cards import RANKS, SUITS, Card
from games.gin_rummy import BUILTINS
from games.gin_rummy import scene_layout as lay
from games.gin_rummy.game import GinGame
from games.gin_rummy.melds import best_melds, deadwood, mask_of
from games.gin_rummy.moves import Discard, Draw, Pass, Take
from games.gin_rummy.view import GinView
from games.seats import OPPONENT, YOU
from games.ui.prompt import Refusal, pick_card, yes_no
from games.ui.cardtable import CardTableScene
from games.ui.helpkeys import label_keys
from games.ui.result_words import two_seats, with_keys
from games.ui.screen import BLACK, BLUE, RED, WHITE

PAUSE = {"computer": 0.7, "auto": 0.5}
CHOOSING = ("draw", "discard", "throw", "knock", "move")


class GinScene(CardTableScene):
    palette = (BLUE, BLACK, RED, WHITE)
    builtins = BUILTINS
    accent = 3
    hint_modes = CHOOSING
    review_modes = ("hand_over", "scores", "over")

    # --- the flow -----------------------------------------------------------------
    def new_game(self) -> None:
        self.game = GinGame(self.rng)
        self.finished: Optional[GinView] = None      # the hand just ended, as you see it, until Return
        self.mode, self.timer = "start", 0.0
        self._new_hand_display()

    def human_view(self) -> GinView:
        """The hand in play as you see it: what the screen and the questions are made from."""
        return self.game.view(YOU)

    def _new_hand_display(self) -> None:
        view = self.human_view()
        self.order: list[Card] = sorted(view.hand, key=suit_order)
        self.raised: Optional[Card] = None
        self.play: list[str] = []
        dealer = "You deal." if view.dealer == YOU else "I deal."
        self.prompt.say(f"{dealer} The up-card is the {view.up_card.name}.")

    def _advance(self) -> None:
        """Decide what happens next from the state of the game."""
        if self.finished is not None:
            self.mode = "hand_over"
            self.prompt.ask("Return for the scores")
            return
        if self.game.current_player() == OPPONENT:
            self._wait("computer")
            return
        view = self.human_view()
        if view.phase in ("offer", "draw") and Take() not in view.legal_moves:
            self.prompt.say("You must draw from the stock.")
            self._wait("auto")
        elif view.phase in ("offer", "draw"):
            self._ask_draw()
        else:
            self.mode = "discard"
            self.prompt.ask("Discard which card?", keep_message=True)

    def _ask_draw(self) -> None:
        self.mode = "draw"
        self.prompt.ask(f"Take the {self.human_view().up_card.name}?", keep_message=True)
        if not self.prompt.message:
            self.prompt.say(self._draw_keys())

    def _draw_keys(self) -> str:
        """What Return and N do at "Take the ...?"."""
        other = "passes" if self.human_view().phase == "offer" else "draws from the stock"
        return f"Return takes it, N {other}"

    def _wait(self, mode: str) -> None:
        self.mode, self.timer = mode, PAUSE[mode]
        self.prompt.ask("", keep_message=True)

    @property
    def busy(self) -> bool:
        return self.mode in PAUSE or self.mode == "start"

    def update(self, dt: float) -> None:
        if self.mode == "start":
            self._advance()
            return
        if self.mode not in PAUSE:
            return
        self.timer -= dt
        if self.timer > 0:
            return
        if self.mode == "computer":
            move = self.computer_move(self.game, OPPONENT, self.computer_rng)
            if move is not None:
                self._apply(move)
        else:
            reason = self.prompt.message        # why you drew: kept beside what you drew
            self._apply(Draw())
            self.prompt.say(f"{reason} {self.prompt.message}".strip())

    def _apply(self, move) -> None:
        done, seat = len(self.game.finished), self.game.current_player()
        self.apply_move(self.game, move)
        ended = len(self.game.finished) > done
        if ended:
            self.finished = self.game.news(YOU)[-1]
        self._note(self.finished if ended else self.human_view(), seat, move)
        if not ended:
            self._sync_order()
        self._advance()

    def _note(self, view: GinView, seat: int, move) -> None:
        """A line of the play, and the message about it (``view``: the hand the move was
        made in, as you see it now)."""
        card = view.events[-1].card
        if isinstance(move, Pass):
            self.play.append(f"{lay.who(seat)} passed {card.glyph}")
            self.prompt.say(f"{lay.who(seat)} pass the {card.name}.")
        elif isinstance(move, Take):
            self.play.append(f"{lay.who(seat)} took {card.glyph}")
            self.prompt.say(f"You took the {card.name}." if seat == YOU else f"I take the {card.name}.")
        elif isinstance(move, Draw):
            self.play.append(f"{lay.who(seat)} drew from the stock")
            self.prompt.say(f"You drew the {card.name}." if seat == YOU else "I draw from the stock.")
        else:
            verb = "knocked" if move.knock else "threw"
            self.play[-1:] = [f"{self.play[-1]}, {verb} {card.glyph}" if self.play else f"{verb} {card.glyph}"]
            if move.knock:
                self.prompt.say("I knock!" if seat == OPPONENT else "You knock.")
            elif seat == OPPONENT:
                self.prompt.say(f"I throw the {card.name}.")
            else:
                self.prompt.say("")

    def _sync_order(self) -> None:
        """Keep the player's arrangement; new cards go on the right."""
        held = self.human_view().hand
        self.order = [c for c in self.order if c in held] + [c for c in held if c not in self.order]
        if self.raised not in self.order:
            self.raised = None

    # --- keys -----------------------------------------------------------------------
    def on_command(self, command) -> None:
        if command.name == "tab" and self.mode in CHOOSING:
            self._sort_into_sets()
            return
        handler = getattr(self, f"_key_{self.mode}", None)
        if handler is not None:
            handler(command)
        elif self.mode in PAUSE:
            self.refuse("Wait a moment: my turn")

    def _pick(self, command) -> Optional[Card]:
        """The card a key names: the key under it, or its suit then its value."""
        answer = pick_card(self.entry, command, self.order, lay.LABELS)
        self.prompt.typed = self.entry.typed
        return None if self.refuse_if(answer) else answer

    def _key_draw(self, command) -> None:
        if self._label(command) and (self.entry.suit or self._names_a_card(command)):
            self.raised = self._pick(command)
            if self.raised is not None:
                self._ask_move()
            return
        answer = yes_no(command)
        if isinstance(answer, Refusal):
            # The question wants Return or N; a card's key would only raise it to move.
            self.refuse(self._draw_keys())
            return
        self.entry.reset()
        self.prompt.say("")
        legal = self.human_view().legal_moves
        self._apply(Take() if answer else (Pass() if Pass() in legal else Draw()))

    def _ask_move(self) -> None:
        self.mode = "move"
        self.prompt.ask(f"Move the {self.raised.name} where?")
        self.prompt.say("Its new place's key, or arrows; Return")

    def _key_move(self, command) -> None:
        if self._shift(command):
            return
        if command.says_yes or command.is_no:
            self._put_down()
            return
        place = self._place(command)
        if place is not None:
            self._move_to(place)
            self._put_down()

    def _put_down(self) -> None:
        """The raised card goes back into the hand, and play goes on."""
        self.raised = None
        self.prompt.say("")
        self._advance()

    def _key_discard(self, command) -> None:
        if not self.entry.suit and (command.is_yes or command.is_no):
            self.refuse("Press the key under the card to throw")
            return
        card = self._pick(command)
        if card is None:
            return
        if card == self.human_view().taken:
            self.refuse(f"You may not throw back the {card.name} you took")
            return
        self.raised = card
        self.mode = "throw"
        self.prompt.ask(f"Throw the {card.name}?")
        self.prompt.say("Or another card's key moves it there")

    def _key_throw(self, command) -> None:
        if self._shift(command):
            return
        if command.is_no or command.name == "delete":
            self._put_down()
            return
        if not command.says_yes:
            place = self._place(command)
            if place is not None:
                self._move_to(place)
                self._put_down()
            return
        card = self.raised
        if Discard(card, knock=True) in self.human_view().legal_moves:
            self._ask_knock(card)
        else:
            self._throw(Discard(card))

    def _ask_knock(self, card: Card) -> None:
        rest = mask_of(self.order) & ~(1 << card.index)
        count = deadwood(rest)
        self.mode = "knock"
        self.prompt.ask("Go Gin?" if count == 0 else "Knock?")
        self.prompt.say(f"You would count {count}: N just throws it")

    def _key_knock(self, command) -> None:
        if command.name == "delete":            # not this card after all
            self._put_down()
            return
        answer = yes_no(command)
        if self.refuse_if(answer):
            return
        self._throw(Discard(self.raised, knock=bool(answer)))

    def _throw(self, move: Discard) -> None:
        self.raised = None
        self._apply(move)

    def _key_hand_over(self, command) -> None:
        if not command.is_yes:
            self.refuse("Press Return for the scores")
            return
        self.mode = "scores"
        if self.game.is_terminal():
            self.mode = "over"
            self.prompt.ask("Another game?")
            totals = self.game.score.totals(self.game.rules)
            winner = None if totals[0] == totals[1] else (YOU if totals[YOU] > totals[OPPONENT] else OPPONENT)
            self.prompt.say(with_keys(two_seats(totals, winner)))
        else:
            self.prompt.ask(f"Return for hand {self.game.hand_number}")
            self.prompt.say("")

    def _key_scores(self, command) -> None:
        if not command.is_yes:
            self.refuse(f"Press Return for hand {self.game.hand_number}")
            return
        self.finished = None
        self._new_hand_display()
        self._advance()

    def _key_over(self, command) -> None:
        self.answer_play_again(command, self.new_game)

    # --- moving cards about in the hand --------------------------------------------------
    @staticmethod
    def _label(command) -> bool:
        return command.name in ("char", "suit") and not command.is_no and not command.says_yes

    @staticmethod
    def _names_a_card(command) -> bool:
        """The first key of a card's name: the key under it, or a suit."""
        return command.name == "suit" or command.char in lay.LABELS or command.char in SUITS

    def _place(self, command) -> Optional[int]:
        if command.name == "char" and command.char in lay.LABELS:
            i = lay.LABELS.index(command.char)
            if i < len(self.order):
                return i
        self.refuse("Press the key of the place to move it to")
        return None

    def _shift(self, command) -> bool:
        if command.name not in ("left", "right") or self.raised is None:
            return False
        i = self.order.index(self.raised)
        self._move_to(max(0, min(len(self.order) - 1, i + (1 if command.name == "right" else -1))))
        return True

    def _move_to(self, place: int) -> None:
        self.order.remove(self.raised)
        self.order.insert(place, self.raised)

    def _sort_into_sets(self) -> None:
        arrangement = best_melds(self.order)
        self.order = [c for s in arrangement.sets for c in s] + list(arrangement.unmatched)

    def suit_keys_live(self) -> bool:
        return self.mode == "discard"

    def question_keys(self) -> list[tuple[str, str]]:
        tab = ("Tab", "sort your hand into sets")
        if self.mode == "draw":
            other = "pass" if self.human_view().phase == "offer" else "draw from the stock"
            return [("Return or Y", "take the card"), ("N", other),
                    *self.card_keys("raise it, to move it in your hand", lay.LABELS), tab]
        if self.mode == "move":
            return [(label_keys(lay.LABELS), "the key of its new place"), ("Left  Right", "move it along"),
                    ("Return", "put it down")]
        if self.mode == "discard":
            return [*self.card_keys("throw it", lay.LABELS), tab]
        if self.mode == "throw":
            return [("Return or Y", "throw it"), ("N or Delete", "keep it"),
                    (label_keys(lay.LABELS), "move it to that place instead"), ("Left  Right", "move it along")]
        if self.mode == "knock":
            return [("Return or Y", self.prompt.question.rstrip("?")), ("N", "just throw the card"),
                    ("Delete", "keep the card after all")]
        return super().question_keys()

    def in_progress(self) -> bool:
        return not self.game.is_terminal()

    def score_line(self, state: GinGame) -> list:
        return list(state.score.totals(state.rules))     # the final score's Total row

    # --- resuming (games.ui.resume) ---------------------------------------------------
    def rules_state(self) -> GinGame:
        return self.game

    def take_up(self) -> None:
        self.finished, self.raised, self.play = None, None, []
        self.order = sorted(self.human_view().hand, key=suit_order)
        self._advance()

    # --- drawing --------------------------------------------------------------------
    def render(self, screen) -> None:
        if self.finished is not None and self.mode in ("hand_over", "scores", "over"):
            self._render_end(screen)
            return
        view = self.human_view()
        lay.header(screen, view, self.game.hand_number, self.ink)
        lay.computer_hand(screen, view.opponent_count)
        lay.table(screen, view, self.ink)
        lay.play_lines(screen, self.play, self.ink)
        lay.my_hand(screen, self.order, self.raised, self.usable(view), lay.KEYS)

    def usable(self, view: GinView) -> set[Card]:
        """The cards whose keys do something now: at the draw they raise a card to move
        it, with one raised they name its new place, at the discard they throw (not the
        card just taken)."""
        if self.mode in ("draw", "move", "throw"):
            return set(self.order)
        if self.mode == "discard":
            return set(self.order) - {view.taken}
        return set()

    def _render_end(self, screen) -> None:
        number = len(self.game.history)
        screen.text(0, 0, f"End of hand {number}", self.ink)
        if self.mode == "hand_over":
            lay.hand_result(screen, self.finished.result, self.ink, self.accent)
            return
        screen.text(1, 3, "The final score" if self.game.is_terminal() else "The score", self.accent)
        row = lay.score_table(screen, self.game.score, self.game.rules, 5, self.ink, self.accent)
        if self.game.is_terminal():
            for i, line in enumerate(lay.final_lines(self.game.score, self.game.rules)):
                screen.text(2, row + 1 + i, line, self.accent)


def suit_order(card: Card) -> tuple[int, int]:
    return SUITS.index(card.suit), RANKS.index(card.rank)
