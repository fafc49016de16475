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
from games.gin_rummy.melds import best_melds
from games.gin_rummy.moves import Discard, Draw, Pass, Take
from games.gin_rummy.scene_questions import GinQuestions
from games.gin_rummy.scoring import GameScore
from games.gin_rummy.view import GinView
from games.seats import OPPONENT, YOU
from games.ui.cardtable import CardTableScene
from games.ui.question import waiting
from games.ui.result_words import two_seats, with_keys
from games.ui.screen import BLACK, BLUE, RED, WHITE

PAUSE = {"computer": 0.7, "auto": 0.5}


class GinScene(GinQuestions, CardTableScene):
    palette = (BLUE, BLACK, RED, WHITE)
    builtins = BUILTINS
    pauses = PAUSE
    accent = 3
    # The review's marks: your move in white on the table, mine black on a white card.
    your_mark, my_mark = (3, 0), (1, 3)
    review_at = ("hand_over", "scores", "over")

    # --- the flow -----------------------------------------------------------------
    def new_game(self) -> None:
        self.state = self.new_state()
        self.finished: Optional[GinView] = None      # the hand just ended, as you see it, until Return
        self.timer = 0.0
        self.ask(waiting(None, "start"))
        self._new_hand_display()

    def final_words(self) -> str:
        """The final score, with the keys of "Another game?"."""
        totals = self.state.score.totals(self.state.rules)
        winner = None if totals[0] == totals[1] else (YOU if totals[YOU] > totals[OPPONENT] else OPPONENT)
        return with_keys(two_seats(totals, winner))

    def human_view(self) -> GinView:
        """The hand in play as you see it: what the screen and the questions are made from."""
        return self.state.view(YOU)

    def _new_hand_display(self) -> None:
        view = self.human_view()
        self.order: list[Card] = sorted(view.hand, key=suit_order)
        self.raised: Optional[Card] = None
        dealer = "You deal." if view.dealer == YOU else "I deal."
        self.prompt.say(f"{dealer} The up-card is the {view.up_card.name}.")

    def _advance(self) -> None:
        """Decide what happens next from the state of the game."""
        if self.finished is not None:
            self._ask_hand_over()
            return
        if self.state.current_player() == OPPONENT:
            self._wait("computer")
            return
        view = self.human_view()
        if view.phase in ("offer", "draw") and Take() not in view.legal_moves:
            self.prompt.say("You must draw from the stock.")
            self._wait("auto")
        elif view.phase in ("offer", "draw"):
            self._ask_draw()
        else:
            self._ask_discard()

    @property
    def busy(self) -> bool:
        return self.asking(*PAUSE) or self.asking("start")

    def update(self, dt: float) -> None:
        if self.asking("start"):
            self._advance()
            return
        super().update(dt)                      # the table's pauses, then pause_over

    def pause_over(self, pause: str) -> None:
        if pause == "computer":
            move = self.computer_move(self.state, OPPONENT, self.computer_rng)
            if move is not None:
                self._apply(move)
        else:
            reason = self.prompt.message        # why you drew: kept beside what you drew
            self._apply(Draw())
            self.prompt.say(f"{reason} {self.prompt.message}".strip())

    def _apply(self, move) -> None:
        done, seat = len(self.state.finished), self.state.current_player()
        self.apply_move(self.state, move)
        ended = len(self.state.finished) > done
        if ended:
            self.finished = self.state.news(YOU)[-1]
        self._note(self.finished if ended else self.human_view(), seat, move)
        if not ended:
            self._sync_order()
        self._advance()

    def _note(self, view: GinView, seat: int, move) -> None:
        """The message about a move (``view``: the hand the move was made in, as you see
        it now; the table's record of the play is written from the view's events)."""
        card = view.events[-1].card
        if isinstance(move, Pass):
            self.prompt.say(f"{lay.who(seat)} pass the {card.name}.")
        elif isinstance(move, Take):
            self.prompt.say(f"You took the {card.name}." if seat == YOU else f"I take the {card.name}.")
        elif isinstance(move, Draw):
            self.prompt.say(f"You drew the {card.name}." if seat == YOU else "I draw from the stock.")
        elif move.knock:
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

    # --- moving cards about in the hand --------------------------------------------------
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

    def in_progress(self) -> bool:
        return not self.state.is_terminal()

    def score_line(self, state: GinGame) -> list:
        return list(state.score.totals(state.rules))     # the final score's Total row

    # --- a position taken up (a resumed game's, games.ui.resume) --------------------------
    def play_move(self, move) -> None:
        self._apply(move)           # as every move here: the end of a hand shows it, and waits

    def show(self, state: GinGame) -> None:
        super().show(state)
        self.finished, self.raised = None, None
        self.order = sorted(self.human_view().hand, key=suit_order)
        self._advance()

    # --- drawing --------------------------------------------------------------------
    def render(self, screen) -> None:
        if self.finished is not None and self.asking("hand_over", "scores", "over"):
            self._render_end(screen)
            return
        view = self.human_view()
        self._draw_table(screen, view, view.hand_number)
        lay.my_hand(screen, self.order, [self.raised] if self.raised else [], self.usable(view), lay.KEYS)

    def _draw_table(self, screen, view: GinView, hand_number: int) -> None:
        """All but your hand, as ``view`` shows it: the live table's and the review's."""
        lay.header(screen, view, hand_number, self.ink)
        lay.computer_hand(screen, view.opponent_count)
        lay.table(screen, view, self.ink)
        lay.play_lines(screen, lay.play_record(view.events), self.ink)

    def draw_decision(self, screen, view: GinView, played, best) -> bool:
        """A choice of yours in the hand just played, for the review: the table as you saw
        it, your hand in its sets, and your move and mine marked, each on a row of its own:
        under the stock or the pile for a draw ("You: take"), under the card thrown for a
        discard, raised ("Me", "Me: knock")."""
        self._draw_table(screen, view, view.hand_number)
        arrangement = best_melds(view.hand)
        cards = [c for s in arrangement.sets for c in s] + list(arrangement.unmatched)
        thrown = [m.card for m in (played, best) if isinstance(m, Discard)]
        cols = lay.my_hand(screen, cards, thrown, (), None, lay.REVIEW_HAND_ROW)
        for row, (move, word, colours) in enumerate(((played, "You", self.your_mark),
                                                     (best, "Me", self.my_mark))):
            if isinstance(move, Discard):
                col, below = cols[cards.index(move.card)], lay.REVIEW_HAND_ROW + 1
                text = f"{word}: knock" if move.knock else word
            else:
                col, below = lay.PILE_COL if not isinstance(move, Draw) else lay.STOCK_COL, lay.STOCK_ROW + 2
                text = f"{word}: {'take' if isinstance(move, Take) else 'pass' if isinstance(move, Pass) else 'draw'}"
            lay.mark(screen, col, below + row, text, colours)
        return True

    def usable(self, view: GinView) -> set[Card]:
        """The cards whose keys do something now: at the draw they raise a card to move
        it, with one raised they name its new place, at the discard they throw (not the
        card just taken)."""
        if self.asking("draw", "move", "throw"):
            return set(self.order)
        if self.asking("discard"):
            return set(self.order) - {view.taken}
        return set()

    def _render_end(self, screen) -> None:
        view = self.human_view()
        screen.text(0, 0, f"End of hand {view.hands_played}", self.ink)
        if self.asking("hand_over"):
            lay.hand_result(screen, self.finished.result, self.ink, self.accent)
            return
        score = GameScore(view.scores, view.hands_won)
        over = score.game_winner(view.rules) is not None       # the game is over at Game
        screen.text(1, 3, "The final score" if over else "The score", self.accent)
        row = lay.score_table(screen, score, view.rules, 5, self.ink, self.accent)
        if over:
            for i, line in enumerate(lay.final_lines(score, view.rules)):
                screen.text(2, row + 1 + i, line, self.accent)


def suit_order(card: Card) -> tuple[int, int]:
    return SUITS.index(card.suit), RANKS.index(card.rank)
