"""The review of your play at the end of a hand (V): your choices where the computer
would have chosen otherwise, worst first, each with what it cost you by the computer's
own reckoning, stepped through one at a time.

The scene keeps each of your seat's decisions in the hand as it was made: the seat's
view (never more: nothing hidden from you gets in) and the move played
(:meth:`games.ui.scene.GameScene.apply_move`). At the end of the hand V hands them to the
game's ``judge`` (in its coach module, beside the hint: see :mod:`games.coach`) beside
the loop, as the hint is (:mod:`games.ui.thinker`), each judged with a stream drawn
from its view alone; while that is worked out the screen says so and any key but V
goes back to the end-of-hand question. The review shows, for each choice, the
position as your seat saw it, the move you played, the computer's, and the cost; Right
or Down the next, Left or Up the one before, Escape (or any other key) back to the
question, which is then as it was.

The position is drawn on the game's own table where the scene can draw one from a view
(:meth:`games.ui.scene.GameScene.draw_decision`, in the rows above :data:`BAND_TOP`), the
review's words in the band below it; else it is the game's ``position`` lines, in words.

The review of a hand may be worked out as the hand ends, before V is pressed (the
setting "Review each hand"), so that the records keep the cost of every hand.
"""
from __future__ import annotations

import sys
import textwrap
from dataclasses import dataclass
from typing import Any, Callable, Optional, Sequence

from games.coach import Judgement, beside, hint_rng, say
from games.plugins import describe_error
from games.ui.keys import command_key
from games.ui.question import Answer, Question, is_named
from games.ui.screen import COLS, ROWS, Screen
from games.ui.thinker import Thinker

WORKING = "Working out the review..."
FAILED = "No review: the computer could not say."
STEPS = "Left/Right: step  Escape: back"
POSITION_ROWS = 14          # rows 4 to 17: the position, then the moves and the verdict
BAND_TOP = 25               # under a table drawn (rows 0 to 24): the review's words, to row 30


@dataclass(frozen=True)
class Decision:
    """One of the seat's moves: the seat's view when it was asked, and the move made."""
    view: Any
    played: Any


@dataclass(frozen=True)
class Entry:
    decision: Decision
    judgement: Judgement


def review_key() -> str:
    return command_key("review")


def judge_available(coach: Callable) -> bool:
    return beside(coach, "judge") is not None


def offer() -> str:
    """The strip's line at the end of a hand."""
    return f"{review_key()}: a review of your play"


class _Judging:
    """The judge as a player's choice, for the thinker: every decision of the hand, each
    with a stream from its own view (so the verdict depends on nothing else)."""

    def __init__(self, judge: Callable[[Any, Any, Any], Judgement]) -> None:
        self.judge = judge

    def choose(self, decisions: Sequence[Decision], rng) -> list[Entry]:
        return [Entry(d, self.judge(d.view, d.played, hint_rng(d.view))) for d in decisions]


def judge_all(judge: Callable[[Any, Any, Any], Judgement], decisions: Sequence[Decision]) -> list[Entry]:
    """Every decision judged, as the review does it (for tests and the tools)."""
    return _Judging(judge).choose(decisions, None)


def worst_first(entries: Sequence[Entry]) -> list[Entry]:
    """The choices the computer would have made otherwise, the costliest first (the
    hand's order kept among equal costs)."""
    costly = [(i, e) for i, e in enumerate(entries)
              if e.judgement.cost > 0 or e.judgement.best != e.decision.played]
    return [e for _, e in sorted(costly, key=lambda p: (-p[1].judgement.cost, p[0]))]


class ReviewBox:
    """The review being worked out or shown; ``showing`` while it is on screen."""

    def __init__(self) -> None:
        self.thinker = Thinker()
        self.showing = False
        self.entries: Optional[list[Entry]] = None    # worst first, once worked out
        self.judged = 0                               # how many decisions were judged
        self.total: Optional[float] = None            # the hand's cost, once worked out
        self.index = 0
        self.failed = False
        self.hand: Any = None                         # which hand the review is of (the scene's tag)
        self.totals: dict[Any, float] = {}            # the game's reviewed hands' costs, by hand
        self._unfinished: list[tuple[Any, Thinker]] = []   # reviews of hands gone by, still worked out
        self._position: Optional[Callable[[Any], list[str]]] = None
        self._unit = "points"

    def ask(self, coach: Callable, decisions: Sequence[Decision], unit: str = "points", hand: Any = None) -> bool:
        """Show the review of ``decisions`` (of ``hand``) with the judge beside ``coach``,
        starting the work unless it is done or under way for them. False: the game has no judge."""
        if not self.start(coach, decisions, unit, hand):
            return False
        self.showing, self.index = True, 0
        return True

    def start(self, coach: Callable, decisions: Sequence[Decision], unit: str = "points", hand: Any = None) -> bool:
        """Work out the review of ``decisions`` (of ``hand``) without showing it, unless it is
        done or under way already. False: the game has no judge."""
        judge = beside(coach, "judge")
        if judge is None:
            return False
        self._position, self._unit = beside(coach, "position"), unit
        if self.entries is None and not self.failed and not self.thinker.thinking:
            self.judged, self.hand = len(decisions), hand
            self.thinker.ask(_Judging(judge), list(decisions), None)
        return True

    def forget(self, new_game: bool = False) -> None:
        """A new hand: the last one's review leaves the screen; one still being worked out
        goes on being worked out for the game's total, unless a new game has begun."""
        if self.working and not new_game:
            self._unfinished.append((self.hand, self.thinker))
            self.thinker = Thinker()
        self.thinker.drop()
        if new_game:
            for _, thinker in self._unfinished:
                thinker.drop()
            self._unfinished, self.totals = [], {}
        self.showing, self.entries, self.total, self.failed, self.index, self.judged = False, None, None, False, 0, 0

    @property
    def game_total(self) -> Optional[float]:
        """The costs of the game's hands reviewed (and worked out) so far, added up."""
        return sum(self.totals.values()) if self.totals else None

    def tend(self) -> None:
        for hand, thinker in list(self._unfinished):
            try:
                judged = thinker.collect()
            except Exception as exc:
                print(f"the review failed: {describe_error(exc)}", file=sys.stderr)
                self._unfinished.remove((hand, thinker))
                continue
            if judged is not None:
                self._unfinished.remove((hand, thinker))
                self.totals[hand] = sum(e.judgement.cost for e in judged)
        judged = self.collected()
        if judged is not None:
            self.entries = worst_first(judged)
            self.total = self.totals[self.hand] = sum(e.judgement.cost for e in judged)

    def collected(self) -> Optional[Any]:
        """The review under way, once worked out; None until then, or if it failed (said on
        the terminal, and ``failed`` set)."""
        if not self.thinker.thinking:
            return None
        try:
            return self.thinker.collect()
        except Exception as exc:          # a review is never worth losing the game over
            print(f"the review failed: {describe_error(exc)}", file=sys.stderr)
            self.failed = True
            return None

    @property
    def working(self) -> bool:
        return self.thinker.thinking or bool(self._unfinished)

    def wait(self) -> None:
        """Block until the reviews are worked out: key scripts and tests, never the live loop."""
        self.thinker.wait()
        for _, thinker in self._unfinished:
            thinker.wait()

    def question(self) -> Question:
        """What the keys do while the review is on screen (see :meth:`handle`): the arrows
        step, Escape (or any other key) goes back to the question."""
        return Question("", [Answer("Right  Down", "the next choice", is_named("right", "down"), self.handle),
                             Answer("Left  Up", "the choice before", is_named("left", "up"), self.handle),
                             Answer("Escape", "back to the question", is_named("back"), self.handle)],
                        self.handle, "review")

    def handle(self, command) -> None:
        """A key while the review is on screen: step, or go back."""
        count = len(self.entries or [])
        if command.name in ("right", "down") and count:
            self.index = (self.index + 1) % count
        elif command.name in ("left", "up") and count:
            self.index = (self.index - 1) % count
        else:
            self.showing = False          # any other key: back (work under way goes on)

    def shown(self) -> Optional[Entry]:
        """The choice on screen, or None while there is none to show."""
        if self.failed or not self.entries:
            return None
        return self.entries[self.index]

    def band_lines(self) -> list[tuple[int, str]]:
        """The review's words under a table drawn: which choice of how many, its cost and
        the hand's, the move you played and the computer's, and why."""
        entry = self.shown()
        if entry is None:
            return self.lines()
        d, j = entry.decision, entry.judgement
        out = [(BAND_TOP, f"{self.index + 1} of {len(self.entries)} I'd change: {j.cost:.1f} of "
                          f"{self.total:.1f} {self._unit}"[:COLS])]
        mine, yours = say(j.best), say(d.played)
        played, best = f"You played: {yours}", f"I would: {mine}"
        words = textwrap.wrap(j.words, COLS)
        row = BAND_TOP + 1
        if len(played) + 3 + len(best) <= COLS:
            out.append((row, f"{played}   {best}"))
            row += 1
        elif len(words) <= ROWS - 1 - (row + 2):
            out += [(row, played[:COLS]), (row + 1, f"I would:    {mine}"[:COLS])]
            row += 2
        else:
            # the sentence needs the row: the two moves share one, in short (the table
            # marks them too), rather than the sentence losing its end
            out.append((row, f"You: {yours}  Me: {mine}"[:COLS]))
            row += 1
        for i, line in enumerate(words[:ROWS - 1 - row]):
            out.append((row + i, line))
        return out

    def lines(self) -> list[tuple[int, str]]:
        """What the review shows now, as (row, text), the position in words."""
        if self.failed:
            return [(1, FAILED)]
        if self.entries is None:
            return [(1, WORKING)]
        unit = self._unit
        head = f"Review: {self.judged} choices, cost {self.total:.1f} {unit}"
        if not self.entries:
            return [(1, head[:COLS]), (3, "Every choice was mine too, or as good.")]
        entry = self.entries[self.index]
        d, j = entry.decision, entry.judgement
        # the count judged and the count listed differ (the others were the computer's own
        # choices): say both, or "31 choices" over "1 of 25" reads as a fault
        out = [(1, head[:COLS]), (2, f"{self.index + 1} of {len(self.entries)} I'd change, worst first: "
                                     f"{j.cost:.1f}"[:COLS])]
        top = 4
        position = [part for line in (self._position(d.view) if self._position is not None else [])
                    for part in textwrap.wrap(line, COLS)][:POSITION_ROWS]
        out += [(top + i, line) for i, line in enumerate(position)]
        row = top + 1 + len(position)
        out += [(row, f"You played: {say(d.played)}"[:COLS]),
                (row + 1, f"I would:    {say(j.best)}"[:COLS])]
        for i, line in enumerate(textwrap.wrap(j.words, COLS)[:ROWS - row - 6]):
            out.append((row + 3 + i, line))
        return out

    def draw(self, screen: Screen, paper: int, ink: int, strip: int, strip_text: int,
             table: Optional[Callable[[Screen, Any, Any, Any], bool]] = None) -> None:
        """The review over the whole screen but the strip, which says how to step and leave:
        the choice on ``table`` (the scene's drawing of a view, the move played and the
        computer's; False where it cannot draw it) with the words under it, else in words."""
        screen.fill_cells(0, 0, COLS, ROWS, paper)
        entry = self.shown()
        lines = self.lines()
        if entry is not None and table is not None \
                and table(screen, entry.decision.view, entry.decision.played, entry.judgement.best):
            screen.fill_cells(0, BAND_TOP, COLS, ROWS - 1 - BAND_TOP, paper)
            lines = self.band_lines()
        for row, text in lines:
            screen.text(0, row, text, ink, paper)
        screen.fill_cells(0, ROWS - 1, COLS, 1, strip)
        screen.text((COLS - len(STEPS)) // 2, ROWS - 1, STEPS, strip_text, strip)
