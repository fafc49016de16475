"""The coach's words name cards as the table shows them, by their suits' glyphs (♦A), never
in the keys' notation (DA): the F9 hint on the screen in every card game, and the review's
band, its sentence too ("♦A: +1.2 points ..."), through the one shared ``games.coach.say``.
A tile game's tiles are named as its table names them. What the keys type is unchanged.
The games come from each kit's CARD_WORDS."""
from __future__ import annotations

import random
import re

import pytest

from games.coach import _cards_in, beside, say
from games.registry import all_games, find_game
from games.ui import review
from games.ui.harness import Harness
from games.ui.hint import coach_of
from games.ui.prompt import MESSAGE_ROW
from tests.kits import need
from tests.review_play import STARTS, make, your_questions
from tests.test_review_games import quick  # noqa: F401  (the quick judges, for these tests too)

WORDS = {info.name: need(info, "CARD_WORDS") for info in all_games()}
HINTED = [name for name, words in WORDS.items() if words is not None and words.hint]
REVIEWED = [name for name, words in WORDS.items() if words is not None and words.review]
OPTIONS = {**STARTS, **{name: words.start for name, words in WORDS.items() if words is not None and words.start is not None}}


def keyed(text: str, card) -> bool:
    """Whether ``text`` names ``card`` in the keys' notation, as a word of its own."""
    return re.search(rf"(?<![0-9A-Za-z]){re.escape(str(card))}(?![0-9A-Za-z])", text) is not None


def named(move) -> bool:
    """Whether the move is one the coach's words name otherwise than the keys: its cards
    by glyph, or (Black Tile) a tile with the suit it leads."""
    return bool(_cards_in(move)) or getattr(move, "suit", None) is not None


def at_card_choice(name: str, seed: int = 3, limit: int = 400):
    """A game's window at a question of yours with two or more such moves, reached by
    random moves through the scene's own move path: (harness, seat, view)."""
    h = Harness(find_game(name), seed=seed, **OPTIONS.get(name, {}))
    rng = random.Random(seed)
    for view in your_questions(h, limit):
        moves = list(view.legal_moves)
        if sum(1 for m in moves if named(m)) >= 2:
            return h, view.seat, view
        make(h, name, rng.choice(moves))
    raise AssertionError(f"{name}: no choice of cards in {limit} steps")


@pytest.mark.parametrize("name", HINTED)
def test_the_hint_on_the_screen_names_its_cards_by_their_suit_glyphs(name, monkeypatch):
    if WORDS[name].quick is not None:
        WORDS[name].quick(monkeypatch)
    for seed in (3, 4, 5, 6):
        h, seat, view = at_card_choice(name, seed)
        h.keys("<F9>")
        h.scene.wait_for_background()
        h.app.settle()
        move = h.scene.hint_box.advice.move
        if _cards_in(move):
            break
        h.keys("<Esc>")
    else:
        raise AssertionError(f"{name}: no hint named a card")
    rows = h.scene.hint_box.lines
    shown = " ".join(line.strip() for line in h.lines[MESSAGE_ROW - len(rows) + 1:MESSAGE_ROW + 1])
    assert shown.startswith(f"Hint: {say(move)}"), shown
    for card in _cards_in(move):
        assert card.glyph in shown and not keyed(shown, card), shown


@pytest.mark.parametrize("name", REVIEWED)
def test_the_reviews_band_and_its_sentence_name_cards_as_the_table_shows_them(name):
    h, seat, view = at_card_choice(name)
    judge = beside(coach_of(h.scene), "judge")
    moves = [m for m in view.legal_moves if named(m)]
    for played in moves:
        verdict = judge(view, played, random.Random(1))
        if verdict.best != played:
            break
    else:
        raise AssertionError(f"{name}: every move was the computer's choice")
    box = h.scene.review_box
    box.entries = [review.Entry(review.Decision(view, played), verdict)]
    box.total, box.judged, box.index, box.showing = verdict.cost, 1, 0, True
    h.app.draw()
    band = " ".join(line.strip() for line in h.lines[review.BAND_TOP:31])
    assert f"You played: {say(played)}" in band or f"You: {say(played)}" in band, band
    for move in (played, verdict.best):
        assert say(move) in band, band
        for card in _cards_in(move):
            assert not keyed(band, card), band
    if verdict.words.startswith(say(verdict.best)) or " costs you" in verdict.words:
        assert not any(keyed(verdict.words, c) for c in _cards_in(verdict.best))
