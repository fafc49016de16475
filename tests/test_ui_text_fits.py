"""Every question and message of every game fits the 40 columns: broken between words
onto the rows above when long, never cut, nothing else written past the screen's edge.

Each game is played for a while with the keys its help lists for the question on
screen (and now and then any key), so that the questions of the whole game come up:
the counts, the passing, the cards, the ends of hands and games."""
import random

import pytest

from games.registry import playable_games
from games.ui.harness import Harness
from tests.kits import need
from games.ui.prompt import QUESTION_ROW, PromptLine, wrap
from games.ui.screen import COLS, ROWS, Screen
from tests.help_keys import next_keys

KEYS_PER_GAME = 200


@pytest.fixture
def overflows(monkeypatch):
    """Every piece of text written (partly) past the screen's left or right edge."""
    seen = []
    original = Screen.text

    def text(self, col, row, string, fg=3, bg=0):
        stripped = string.strip()
        if stripped and 0 <= row < ROWS:
            start = col + len(string) - len(string.lstrip())
            if start < 0 or start + len(stripped) > COLS:
                seen.append((col, row, string))
        original(self, col, row, string, fg, bg)

    monkeypatch.setattr(Screen, "text", text)
    return seen


def words(text: str) -> str:
    return " ".join(text.split())


def check_frame(h: Harness, overflows: list, where: str) -> None:
    h.app.draw()
    assert not overflows, f"{where}: written past the edge: {overflows}"
    prompt = getattr(h.scene, "prompt", None)
    if h.app.help is not None or prompt is None:
        return
    screen = h.app.screen
    shown = words(" ".join(screen.text_lines()[QUESTION_ROW - 10:QUESTION_ROW + 1]))
    box = getattr(h.scene, "hint_box", None)
    if box is not None and box.showing:         # the F9 hint stands over the question until a key
        said = words(" ".join(box.lines))
        assert said in shown, f"{where}: the hint {said!r} is not all on the screen:\n{screen.dump_text()}"
        return
    review = getattr(h.scene, "review_box", None)
    if review is not None and review.showing:   # the review (V) covers the whole screen until a key
        return
    said = words(f"{prompt.message} {prompt.question} {prompt.typed}")
    assert shown.endswith(said), f"{where}: {said!r} is not all on the screen:\n{screen.dump_text()}"
    assert screen.cursor is None or screen.cursor[0] < COLS


@pytest.mark.parametrize("info", playable_games(), ids=lambda g: g.name)
def test_every_question_and_message_of_a_game_shows_whole_within_40_columns(info, overflows):
    rng = random.Random(f"fits-{info.name}")
    options = need(info, "FITS_START")            # quick opponents: what they say, sooner
    h = Harness(info, seed=1, **options)
    asked = set()
    for i in range(KEYS_PER_GAME):
        for command in next_keys(h.app, rng):
            h.app.handle(command)
            check_frame(h, overflows, f"{info.name}, key {i} {command}")
        h.app.update(rng.choice([0.0, 0.1, 2.5]))
        h.app.settle()
        check_frame(h, overflows, f"{info.name}, after key {i}")
        asked.add(getattr(getattr(h.scene, "prompt", None), "question", None))
        if not h.app.running or len(h.app.manager.stack) < 2:
            h = Harness(info, seed=rng.randrange(1000), **options)
    assert len(asked) >= need(info, "FEW_QUESTIONS")     # the game went beyond its first questions


def test_a_long_question_wraps_between_words_and_keeps_room_for_the_cursor():
    screen = Screen(font=None)
    prompt = PromptLine()
    prompt.ask("Lead 4-4 as which suit? (4 or D for Doubles, the doublets)")
    prompt.say("Ann passed you 2-2 3-1 3-2.")
    prompt.draw(screen)
    lines = [line.rstrip() for line in screen.text_lines()]
    assert lines[QUESTION_ROW - 2:QUESTION_ROW + 1] == [
        "Ann passed you 2-2 3-1 3-2.", "Lead 4-4 as which suit? (4 or D for", "Doubles, the doublets)"]
    assert screen.cursor == (len("Doubles, the doublets)") + 1, QUESTION_ROW)


def test_a_message_of_three_lines_is_shown_whole_above_the_question():
    screen = Screen(font=None)
    prompt = PromptLine()
    prompt.ask("Your card?")
    message = "Bob takes the trick: 6 points (the ♠Q 4, ♥K and ♥9 1 each). " * 2
    prompt.say(message.strip())
    prompt.draw(screen)
    rows = screen.text_lines()[QUESTION_ROW - 3:QUESTION_ROW]
    assert words(" ".join(rows)) == words(message)
    assert all(len(line.rstrip()) <= COLS for line in rows)


def test_wrapping_breaks_only_between_words_and_loses_nothing():
    text = "Lead 4-4 as which suit? (4 or D for Doubles)"
    for width in range(12, 45):
        lines = wrap(text, width)
        assert all(len(line) <= width for line in lines)
        assert " ".join(lines) == text
    assert wrap("x" * 50, 40) == ["x" * 40, "x" * 10]


def test_the_prompt_examples():
    import doctest

    import games.ui.prompt as module
    result = doctest.testmod(module)
    assert result.attempted > 0 and result.failed == 0
