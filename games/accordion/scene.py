"""The Accordion screen, operated as the 1983 manual says.

First the choice: the cards one at a time, or the whole pack laid out. Then
the two questions, over and over: ``Card to move?`` (a card, or N for "No
move", which deals the next card, or ends the turn once the pack is used up,
asking first while a move is still possible) and ``Destination?`` (a card, or N
to cancel the card chosen). Then the
computer plays the same deal where you can watch it (any key takes it to the
end), the two scores are shown, fewest piles best, and Return plays the next
deal. Meanwhile the post-mortem (:mod:`games.accordion.postmortem`) finds out
whether one pile was possible and which of your moves lost it, and W then
plays the winning line out on the board.
"""
from __future__ import annotations

import re
import textwrap
from dataclasses import replace
from typing import Optional

from games.accordion.computer import ComputerTurn
from games.accordion.postmortem import PostMortem, Step, post_mortem_solver
from games.accordion.rules import NO_MOVE, AccordionState, AccordionView, Move, deal_cards
from games.cards import Card
from games.plugins import plugin_name
from games.ui.cardart import CardColours, draw_face, outline_cells
from games.ui.prompt import NO, YES_OR_NO, CardEntry
from games.ui.question import NONE_NOW, Answer, Question, card_answers, chars, is_no, words, yes_no
from games.ui.result_words import two_seats
from games.ui.scene import GameScene
from games.ui.screen import BLACK, COLS, GREEN, RED, WHITE

COLOURS = CardColours(face=3, red=2, black=1)
MARKED = CardColours(face=1, red=2, black=3)   # the card chosen, or the computer's last move
PER_LINE = 13          # cards on a line: each takes two cells and a gap
FIRST_ROW, LINE_STEP = 3, 2
PILES_ROW = FIRST_ROW + LINE_STEP * 4 + 1   # below the fourth line of cards
RESULT_ROW = 15
LAST_NOTE_ROW = 27     # the post-mortem's last line: the message line is below
NOTE_WIDTH = 38
WATCH_KEY = "W"        # at the end of a deal: watch the winning line
FIRST_PAUSE = 1.5      # seconds to look at the laid-out deal before the computer starts
MOVE_PAUSE = 0.6       # seconds between the computer's moves
ANSWER_WAIT = 0.01     # seconds a frame may wait for a solver working in its own process
# The review's piles: a row under each line of cards for the mark of your move, one for
# the computer's (an arrow from the card moved back to the pile it covers, and who made it).
REVIEW_STEP = 3
YOUR_MARK = (3, 1)     # white on black: 21 to 1
MY_MARK = (1, 2)       # black on red: 5.3 to 1
COVERED = "\u2191"     # the arrow's head, under the pile covered


def pile_cell(index: int, step: int = LINE_STEP) -> tuple[int, int]:
    """Text cell (col, row) of the pile at ``index``: lines of 13 starting on the left."""
    line, place = divmod(index, PER_LINE)
    return 1 + 3 * place, FIRST_ROW + step * line


def piles_text(count: int) -> str:
    return f"{count} pile" + ("" if count == 1 else "s")


class AccordionScene(GameScene):
    palette = (GREEN, BLACK, RED, WHITE)
    # On green only black reads (15.3 to 1; red is 2.9, white 1.4): a refusal is red on a
    # black band, the key strip black on red.
    paper, ink, alert, alert_paper, strip_text = 0, 1, 2, 1, 1
    # V at "Another game?": your moves that gave piles away (games.accordion.coach).
    review_at = ("over",)
    review_unit = "piles"

    def __init__(self, app, options=None) -> None:
        super().__init__(app, options)
        self.solver = getattr(options, "solver", None) or "simple"
        self.layout: Optional[str] = getattr(options, "layout", None)  # "one", "all" or None
        deal = getattr(options, "deal", None)
        if deal is not None:              # --deal N: the deal is the game's seed
            self.seed = self.first_seed = deal
        self.deal_number = self.seed
        self.entry = CardEntry()
        self.computer: Optional[ComputerTurn] = None
        self.post_mortem: Optional[PostMortem] = None
        self._new_deal()

    def apply_move(self, state, move):
        # Every move of yours is kept for the post-mortem, those replayed on resuming too.
        if move != NO_MOVE and state is self.state:
            self.steps.append(Step.before(state, move))
        return super().apply_move(state, move)

    # -- the course of one deal ---------------------------------------------------
    def _new_deal(self) -> None:
        self.close_computer()
        self.record.restart()          # a deal is resumed from its number: the earlier ones are done
        self.deal_number = self.first_seed + self.games_begun    # the seed new_state deals from
        self.deal = deal_cards(self.deal_number)
        self.steps: list[Step] = []     # your moves, for the post-mortem
        self.watching = False           # the replay is the post-mortem's winning line
        self.state: Optional[AccordionState] = None
        self.selected: Optional[Card] = None
        self.your_piles: Optional[int] = None
        self.outcome = None
        self.replay: Optional[AccordionState] = None
        self.replay_moves: list[Move] = []
        self.last_moved: Optional[Card] = None
        self.pause = 0.0
        if self.layout is None:
            self.ask(Question("One card at a time?", yes_no(lambda: self._lay_out("one"), lambda: self._lay_out("all"),
                                                             "deal one card at a time", "lay the whole pack out"),
                              YES_OR_NO, "mode"))
            self.prompt.say("Return = Yes, N = whole pack laid out")
        else:
            self._begin()

    def _lay_out(self, layout: str) -> None:
        self.layout = layout
        self._begin()

    def _begin(self) -> None:
        self.show(self.new_state(layout=self.layout))

    def show(self, state: AccordionState) -> None:
        """Your turn at ``state``, or (your turn over) the computer's turn to come; a deal
        not shown before starts the computer thinking on it, unseen, so that it is ready
        when you are."""
        if state is not self.state:
            self.computer = ComputerTurn(self.solver, [str(c) for c in self.deal])
        super().show(state)
        if state.is_terminal():
            self._end_turn()              # the computer plays the deal next
        else:
            self._ask_card()

    def _ask_card(self, message: str = "") -> None:
        self.selected = None
        self.entry.reset()
        no = "deal the next card" if self.state.stock_left() else "no more moves: end your turn"
        self.ask(self._card_question("Card to move?", "move it", no, self._key_move, "move"))
        self.prompt.say(message)

    def _card_question(self, text: str, what: str, no: str, handler, name: str) -> Question:
        """A card named by suit then value (N: ``no``), every key of it for ``handler``."""
        return Question(text, [*card_answers(what, handler, True), Answer("N", no, is_no, handler)], handler, name,
                        suit_keys=True, move=True)

    def _end_turn(self) -> None:
        self.your_piles = self.state.pile_count()
        # Searched while you watch the computer and read the result (never waited for).
        self.post_mortem = PostMortem(post_mortem_solver(self.solver), [str(c) for c in self.deal],
                                      self.steps, self.your_piles)
        self.ask(Question("", [words(NONE_NOW),
                               Answer("any key", "ask how the computer is getting on", lambda command: True,
                                      lambda command: self.prompt.say("The computer is thinking..."))],
                          name="thinking"))
        self.prompt.say(f"Your turn is over: {piles_text(self.your_piles)}.")

    def _start_replay(self, outcome) -> None:
        self.outcome = outcome
        self.close_computer()
        self._play_line([] if outcome.failed else [Move.parse(m) for m in outcome.moves])
        self.prompt.say("Computer's turn: any key to see the end")

    def _play_line(self, moves: list[Move]) -> None:
        """Lay the deal out afresh and play ``moves`` on it, at a pace you can follow."""
        self.replay = AccordionState(self.deal, deal_all=True)
        self.replay_moves, self.last_moved = list(moves), None
        self.pause = FIRST_PAUSE
        self.ask(Question("", [Answer("any key", "see the end of the computer's turn", lambda command: True,
                                      lambda command: self._finish())], name="replay"), keep_message=True)

    def _watch_winning_line(self) -> None:
        self.watching = True
        self._play_line(self.post_mortem.line)
        self.prompt.say("The winning line: any key to see the end")

    def _replay_step(self) -> None:
        move = self.replay_moves.pop(0)
        self.replay.apply(move)
        self.last_moved = move.card

    def _finish(self) -> None:
        while self.replay_moves:
            self._replay_step()
        mine = self.outcome.piles
        yours = self.your_piles
        if self.outcome.failed:
            verdict = f"The computer's solver failed: you win, {piles_text(yours)}."
        elif yours < mine:
            verdict = f"You win, {yours} to {mine}."
        elif yours > mine:
            verdict = f"The computer wins, {mine} to {yours}."
        else:
            verdict = two_seats((yours, mine), None)
        self.prompt.say(verdict)
        again = self.play_again("Another game?", self.new_game)
        self.ask(replace(again, later=self._watch_answer), keep_message=True)

    def _watch_answer(self) -> list[Answer]:
        """W, once the post-mortem has found a line to watch."""
        if not self._line_ready():
            return []
        best = "winning" if self.post_mortem.line_piles == 1 else "best"
        return [Answer(WATCH_KEY, f"watch the {best} line", chars(WATCH_KEY),
                       lambda command: self._watch_winning_line())]

    # -- keys ----------------------------------------------------------------------
    def _key_move(self, command) -> None:
        card = self._named_card(command)
        if card is NO:
            self._no_move()
        elif card is not None:
            self._choose(card)

    def _key_dest(self, command) -> None:
        card = self._named_card(command)
        if card is NO:
            self._ask_card(f"{self.selected.glyph} stays where it is")
        elif card is not None:
            self._move_onto(card)

    def _end_turn_now(self, end: bool) -> None:
        if end:
            self.apply_move(self.state, NO_MOVE)
            self._end_turn()
        else:
            self._ask_card("Your turn goes on")

    def _moves_left(self) -> bool:
        return any(not m.is_no_move for m in self.state.legal_moves())

    def _line_ready(self) -> bool:
        return self.post_mortem is not None and self.post_mortem.done and bool(self.post_mortem.line)

    def new_game(self) -> None:
        self.close_post_mortem()
        self._new_deal()                  # the next deal: the next seed

    def _named_card(self, command):
        """The card (or NO) named by the keys so far; None while incomplete or refused."""
        answer = self.entry.feed(command)
        self.prompt.typed = self.entry.typed
        if self.refuse_if(answer):
            return None
        return answer

    def _no_move(self) -> None:
        dealing = self.state.stock_left() > 0
        if not dealing and self._moves_left():
            # N ends the turn here: one key too many would throw the deal away, so ask.
            self.ask(Question(f"End your turn with {piles_text(self.state.pile_count())}?",
                              yes_no(lambda: self._end_turn_now(True), lambda: self._end_turn_now(False)),
                              YES_OR_NO, "end", move=True))
            self.prompt.say("A move is still possible: N plays on")
            return
        self.apply_move(self.state, NO_MOVE)
        if self.state.is_terminal():
            self._end_turn()
        else:
            self._ask_card(f"Dealt {self.state.tops()[-1].glyph}" if dealing else "")

    def _choose(self, card: Card) -> None:
        if card not in self.state.tops():
            where = "not dealt yet" if card in self.state.stock else "not on top of a pile"
            self.refuse(f"{card.glyph} is {where}")
        elif not self.state.destinations(card):
            self.refuse(f"{card.glyph} cannot move anywhere")
        else:
            self.selected = card
            self.ask(self._card_question("Destination?", "cover it", "leave the card where it is", self._key_dest,
                                         "dest"))
            self.prompt.say(f"Moving {card.glyph} (N to cancel)")

    def _move_onto(self, onto: Card) -> None:
        move = Move(self.selected, onto)
        reason = self.state.illegal_reason(move, name=lambda c: c.glyph)
        if reason is not None:
            self.refuse(reason)
            return
        self.apply_move(self.state, move)
        if self.state.pile_count() == 1 and self.state.stock_left() == 0:
            self.apply_move(self.state, NO_MOVE)  # one pile: nothing is left to do
            self._end_turn()
        else:
            self._ask_card()

    # -- time ---------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self.asking("thinking", "replay")

    def update(self, dt: float) -> None:
        if self.post_mortem is not None:
            self.post_mortem.poll()
        if self.asking("thinking"):
            outcome = self.computer.poll(ANSWER_WAIT) if self.computer else None
            if outcome is not None:
                self._start_replay(outcome)
        elif self.asking("replay"):
            self.pause -= dt
            while self.pause <= 0 and self.replay_moves:
                self._replay_step()
                self.pause += MOVE_PAUSE
            if self.pause <= 0 and not self.replay_moves:
                self._finish()

    def exit(self) -> None:
        super().exit()
        self.close_computer()
        self.close_post_mortem()

    def wait_for_background(self) -> None:
        # Key scripts and tests only: the screen a script shows must not depend on how fast
        # the machine is, so a script waits for the post-mortem too.
        super().wait_for_background()
        if self.post_mortem is not None and not self.asking("thinking"):
            self.post_mortem.wait()

    def close_post_mortem(self) -> None:
        if self.post_mortem is not None:
            self.post_mortem.close()
            self.post_mortem = None

    def close_computer(self) -> None:
        if self.computer is not None:
            self.computer.close()
            self.computer = None

    def in_progress(self) -> bool:
        return self.asking("move", "dest", "end", "thinking", "replay")

    # -- saving (games.ui.resume) and the records (games.records) --------------------------
    def resume_options(self) -> dict:
        # the deal is the game's seed, which the saved game keeps: not an option of its own
        return {"deal": None, "layout": self.layout}

    def players(self) -> list[str]:
        return ["you", self.solver]

    def result_record(self, state) -> dict:
        piles = state.pile_count()
        return {"deal": self.deal_number, "piles": piles, "result": "won" if piles == 1 else "lost",
                "score": [piles], **self.coach_record()}

    # -- the picture ----------------------------------------------------------------
    def render(self, screen) -> None:
        screen.text(0, 0, "ACCORDION", self.ink)
        deal = f"Deal {self.deal_number}"
        screen.text(COLS - len(deal), 0, deal, self.ink)
        if self.asking("mode"):
            self._render_mode(screen)
            return
        # the computer's replayed play is drawn from its view as yours is from yours
        shown = (self.replay if self.replay is not None else self.state).view(0)
        heading = ("The computer is thinking" if self.asking("thinking") else
                   "Your turn" if self.replay is None else
                   "The winning line" if self.watching else
                   "The computer's turn" if self.asking("replay") else "The computer's play")
        screen.text(0, 1, heading, self.ink)
        pack = self._pack_text(shown)
        screen.text(COLS - len(pack), 1, pack, self.ink)
        self._render_piles(screen, shown)
        self._render_scores(screen)

    def _pack_text(self, shown: AccordionView) -> str:
        """The top right: the cards left in the pack, and once it is empty what N does."""
        if shown.stock_count:
            return f"Pack {shown.stock_count}"
        if self.replay is not None:
            return ""
        if self.asking("move"):
            return "N ends your turn"
        return "Pack empty" if self.layout == "one" and self.asking("dest", "end") else ""

    def _render_mode(self, screen) -> None:
        lines = ["A patience: finish with one pile,",
                 "or as few as you can.",
                 "",
                 "A card may go onto the next pile to",
                 "its left, or the third (jumping two),",
                 "of the same suit or the same value.",
                 "",
                 "Beginners: one card at a time."]
        for i, line in enumerate(lines):
            screen.text(2, 5 + i, line, self.ink)

    def _render_piles(self, screen, shown: AccordionView) -> None:
        tops = shown.tops
        marked = self.selected if self.replay is None else self.last_moved
        for index, card in enumerate(tops):
            col, row = pile_cell(index)
            draw_face(screen, col, row, card, MARKED if card == marked else COLOURS)
            if card == marked:
                outline_cells(screen, col, row, 2, 1, 3)
        screen.text(1, PILES_ROW, piles_text(len(tops)), self.ink)

    def draw_decision(self, screen, view: AccordionView, played: Move, best: Move) -> bool:
        """The piles as they stood at one of your moves, your move and the computer's marked
        under them: an arrow from the card moved back to the pile it covers, or N on the
        place the next card goes."""
        screen.text(0, 0, "ACCORDION", self.ink)
        deal = f"Deal {self.deal_number}"
        screen.text(COLS - len(deal), 0, deal, self.ink)
        screen.text(0, 1, "Your turn, as it stood", self.ink)
        pack = f"Pack {view.stock_count}" if view.stock_count else "Pack empty"
        screen.text(COLS - len(pack), 1, pack, self.ink)
        for index, card in enumerate(view.tops):
            draw_face(screen, *pile_cell(index, REVIEW_STEP), card, COLOURS)
        for below, move, mark, who in ((1, played, YOUR_MARK, "You"), (2, best, MY_MARK, "Me")):
            _mark_move(screen, view.tops, move, below, mark, who)
        lines = (len(view.tops) + PER_LINE) // PER_LINE        # the place for N included
        row = FIRST_ROW + REVIEW_STEP * lines + 1
        screen.text(1, row, piles_text(len(view.tops)), self.ink)
        screen.text(1, row + 2, "You", *YOUR_MARK)
        screen.text(5, row + 2, "your move", self.ink)
        screen.text(17, row + 2, "Me", *MY_MARK)
        screen.text(20, row + 2, "mine", self.ink)
        return True

    def _render_scores(self, screen) -> None:
        if self.your_piles is None:
            return
        screen.text(1, RESULT_ROW, f"{'You':<24}{piles_text(self.your_piles)}", self.ink)
        if not self.asking("over") and not self.watching:
            return
        name = "Computer" if self.solver == "simple" else f"Computer ({plugin_name(self.solver)})"
        screen.text(1, RESULT_ROW + 1, f"{name[:23]:<24}{piles_text(self.outcome.piles)}", self.ink)
        if self.outcome.failed:
            for i, line in enumerate(textwrap.wrap(self.outcome.failure, 38)[:3]):
                screen.text(1, RESULT_ROW + 3 + i, line, self.alert, self.alert_paper)
        self._render_post_mortem(screen)

    def _render_post_mortem(self, screen) -> None:
        """Below the scores: was one pile possible, and which of your moves lost it."""
        pm = self.post_mortem
        if pm is None:
            return
        notes = list(pm.lines) if pm.done else [f"Was one pile possible? Searching {pm.seconds():.0f} s"]
        if self._line_ready() and self.asking("over"):
            notes.append(f"{WATCH_KEY} shows the {'winning' if pm.line_piles == 1 else 'best'} line.")
        row = RESULT_ROW + 3
        if self.outcome is not None and self.outcome.failed:
            row += 4
        for note in notes:
            for line in note_lines(note):
                if row <= LAST_NOTE_ROW:
                    screen.text(1, row, line, self.ink)
                row += 1


def note_lines(note: str) -> list[str]:
    """The post-mortem's note in lines of the screen, a figure never parted from its unit
    ("9 s.", not "9" at one line's end and "s." at the next's)."""
    kept = re.sub(r"(\d) (s\b|piles?\b)", "\\1\u00a0\\2", note)
    return [line.replace("\u00a0", " ") for line in textwrap.wrap(kept, NOTE_WIDTH)]


def _mark_move(screen, tops, move: Move, below: int, mark: tuple[int, int], who: str) -> None:
    """``who``'s move in the row ``below`` its card's line: ``↑--You`` from the pile covered
    to the card moved (across the end of a line when it wraps), or ``NYou`` where the next
    card would go."""
    if move.is_no_move:
        col, row = pile_cell(len(tops), REVIEW_STEP)
        screen.text(col, row, "N", *mark)
        screen.text(col, row + below, who, *mark)
        return
    (to_col, to_row), (from_col, from_row) = (pile_cell(tops.index(c), REVIEW_STEP) for c in (move.onto, move.card))
    if to_row == from_row:
        screen.text(to_col, to_row + below, COVERED + "-" * (from_col - to_col - 1) + who, *mark)
        return
    screen.text(to_col, to_row + below, COVERED + "-" * (COLS - to_col - 1), *mark)
    screen.text(from_col - 1, from_row + below, "-" + who, *mark)
