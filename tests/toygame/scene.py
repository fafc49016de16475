"""Nim's scene: the heaps drawn from your view, a take typed as the heap's letter then the
count (B 3), the computer's turn paced, and the review (V) when the game is over."""
from __future__ import annotations


from games.ui.question import NONE_NOW, Answer, Question, chars, is_delete, words
from games.ui.scene import GameScene
from games.ui.screen import BLACK, RED, WHITE, YELLOW
from tests.toygame import BUILTINS
from tests.toygame.rules import HEAPS, MOST, Take

COMPUTER_PAUSE = 0.5
COUNTS = "".join(str(n) for n in range(1, MOST + 1))


class NimScene(GameScene):
    palette = (BLACK, RED, YELLOW, WHITE)
    paper, ink, alert, strip_text = 0, 3, 1, 0      # the key strip black on red: white is 4.0 to 1
    review_at = ("over",)              # a game is one hand: its review comes at its end
    review_unit = "game values"

    def __init__(self, app, options) -> None:
        super().__init__(app, options)
        self.computer = self.load_computer(getattr(options, "opponent", None), BUILTINS)
        self.new_game()

    def new_game(self) -> None:
        self.pause = 0.0
        self.show(self.new_state())                 # from its seed, as a match makes it

    def show(self, state) -> None:
        super().show(state)
        self.heap = None
        self._next()

    def in_progress(self) -> bool:
        return not self.state.is_terminal() and bool(self.state.taken)

    @property
    def busy(self) -> bool:
        return self.state.current_player() == 1

    # -- the questions ---------------------------------------------------------------------
    def _next(self, keep_message: bool = True) -> None:
        state = self.state
        if state.is_terminal():
            verdict = "You win" if state.winner() == 0 else "I win"
            self.prompt.say(f"{verdict}: the last counter taken.")
            self.ask(self.play_again("Another game?", self.new_game), keep_message=True)
        elif state.current_player() == 0:
            self.ask(Question("Take from which heap?" if self.heap is None else f"How many from {HEAPS[self.heap]}?",
                              [Answer("A-C", "the heap to take from", chars(HEAPS), self._name_heap),
                               Answer("1-7", "then how many counters", chars(COUNTS), self._count),
                               Answer("Delete", "choose another heap", is_delete, self._rub_out)],
                              "A heap's letter, then how many", "take", move=True), keep_message)
        else:
            self.ask(Question("", [words(NONE_NOW)], name="computer"), keep_message=True)

    def _name_heap(self, command) -> None:
        heap = HEAPS.index(command.char)
        if not self.state.heaps[heap]:
            self.refuse(f"Heap {command.char} is empty")
            return
        self.heap = heap
        self.prompt.typed = command.char
        self._next(keep_message=False)

    def _count(self, command) -> None:
        if self.heap is None:
            self.refuse("First the heap: A, B or C")
            return
        move = Take(self.heap, int(command.char))
        if move not in self.state.legal_moves():
            self.refuse(f"Heap {HEAPS[self.heap]} holds {self.state.heaps[self.heap]}")
            return
        self._play(move)

    def _rub_out(self, command) -> None:
        self.heap = None
        self.prompt.typed = ""
        self._next(keep_message=False)

    # -- the moves ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.state.current_player() == 1:
            self.pause += dt
            if self.pause >= COMPUTER_PAUSE:
                move = self.computer_move(self.state, 1, self.seat_streams[1])
                if move is not None:
                    self.pause = 0.0
                    self.tell(f"I take {move.count} from {HEAPS[move.heap]}.", afresh=True)
                    self._play(move)

    def _play(self, move: Take) -> None:
        self.apply_move(self.state, move)
        self.heap, self.prompt.typed = None, ""
        self._next()

    # -- the screen: your view only --------------------------------------------------------
    def render(self, screen) -> None:
        view = self.state.view(0)
        screen.text(0, 0, "NIM", self.ink)
        screen.text(20, 0, "Last counter wins", self.ink)
        for row, (letter, size) in enumerate(zip(HEAPS, view.heaps)):
            screen.text(4, 5 + 4 * row, f"{letter}  " + "O " * size, self.ink if row != self.heap else 2)
            screen.text(30, 5 + 4 * row, f"({size})", self.ink)
        screen.text(4, 20, f"Moves made: {len(view.taken)}", self.ink)
        if view.phase == "over":
            you, me = view.scores
            screen.text(0, 22, f"Result  You {you:.0f}  Me {me:.0f}", self.ink)
