"""The review of a hand in the four-seat trick games (Polignac, Slobberhannes, Short Hearts,
Eleven Point Black Tile) drawn on the game's own table: the trick as it stood, your hand
then with the card you played and the computer's raised and marked "You" and "Me" (both
passes at a pass, the bid in words), the seats' points, and the review's words under it;
and the F9 hint raising the card it names."""
from __future__ import annotations

import pytest

from games.avoidance.moves import Bid, Pass, Play
from games.cards import Card
from games.blacktile.scene import tile_glyphs
from games.blacktile.rules import TilePlay
from games.blacktile.tiles import Tile, suit_name
from games.coach import beside, hint_rng, say
from games.registry import find_game
from games.ui import review
from games.ui.contrast import unreadable
from games.ui.harness import Harness
from games.ui.hint import coach_of
from tests.kits.trick_table import TABLE
from tests.review_play import play_hand

GAMES = ["polignac", "slobberhannes", "hearts", "blacktile"]


def face(card) -> str:
    """The characters a card (or a tile) is drawn with."""
    return tile_glyphs(card) if isinstance(card, Tile) else card.glyph


def cards_of(move) -> set:
    if isinstance(move, Pass):
        return set(move.cards)
    return {move.card} if hasattr(move, "card") else set()


def where(lines: list[str], rows: range, card) -> tuple[int, int]:
    """(col, row) of ``card``'s face in ``rows`` of the screen; it must be there once."""
    found = [(line.find(face(card)), r) for r, line in enumerate(lines) if r in rows and face(card) in line]
    assert len(found) == 1, f"{card} is drawn {len(found)} times in rows {rows.start}-{rows.stop - 1}"
    return found[0]


def check_table(h: Harness, view, played, best) -> None:
    """The screen (as it was last drawn) shows the table of ``view`` with ``played`` and
    ``best`` marked on it."""
    scene, screen = h.scene, h.app.screen
    lines = screen.dump_text().split("\n")
    rows = scene.review_rows()
    assert rows.mark + 1 < review.BAND_TOP, "the marks run into the review's words"
    assert lines[0].startswith(scene.variant.name) and f"Hand {view.number + 1} of {view.hands}" in lines[0]
    stage = {"pass": "Passing", "bid": "Capot?"}.get(view.phase, f"Trick {len(view.tricks) + 1} of")
    assert stage in lines[1]
    yours, mine = cards_of(played), cards_of(best)
    for card in scene.shown_hand(view):
        col, row = where(lines, range(rows.hand - 1, rows.hand + 1), card)
        assert row == rows.hand - (card in yours | mine), f"{card}: raised only if yours or mine"
        if view.phase == "play":
            assert (lines[rows.mark][col:col + 3] == "You") == (card in yours)
            assert (lines[rows.mark + 1][col:col + 2] == "Me") == (card in mine)
    for row, word, cards in ((rows.mark, "You", yours), (rows.mark + 1, "Me", mine)):
        if cards:
            col = lines[row].index(word)
            assert screen.inks[row][col] == scene.mark_colours[word]
            # no key is written under the hand: the marks alone (a tile's numbers name it),
            # a pass's cards after its mark
            hand = scene.shown_hand(view)
            listed = [face(c) for c in sorted(cards, key=hand.index)] if view.phase == "pass" else []
            assert lines[row].split() == [word, *listed]
        else:
            assert lines[row].strip() == ""
    for _, card in view.trick.plays:
        where(lines, range(2, rows.info), card)
    assert f"Pts {view.scores[0]}  Total {view.totals[0] if view.totals else 0}" in lines[rows.info]
    for seat in range(1, view.seats):
        assert f"Pts {view.scores[seat]} Tot {view.totals[seat] if view.totals else 0}" in "\n".join(lines[2:rows.info])
    assert "You played" not in "\n".join(lines[:review.BAND_TOP])
    assert unreadable(screen) == []


@pytest.mark.parametrize("name", GAMES)
def test_the_review_draws_each_choice_on_the_table_with_your_card_and_mine_marked(name):
    h, spoilt, cost = play_hand(name)
    scene = h.scene
    h.keys("V")
    scene.wait_for_background()
    entries = scene.review_box.entries
    assert len(entries) >= 2
    leads = 0
    for i, entry in enumerate(entries[:3]):
        view, played, best = entry.decision.view, entry.decision.played, entry.judgement.best
        h.app.draw()
        check_table(h, view, played, best)
        band = h.lines[review.BAND_TOP:]
        assert band[0].startswith(f"{i + 1} of {len(entries)} I'd change") and f"You played: {say(played)}" in "\n".join(band)
        if getattr(played, "suit", None) is not None:       # a tile led: the suits it leads said
            leads += 1
            assert f"You lead {suit_name(played.suit)}" in h.text
        h.keys("<Right>")
    assert name != "blacktile" or leads, "no lead of a tile was reviewed"


def at_question(name: str, mode: str, **options) -> Harness:
    """A game's table at your first question named ``mode`` (pass, bid or card) with a choice."""
    h = Harness(find_game(name), seed=3, **{**TABLE, **options})
    scene = h.scene
    for _ in range(200):
        h.app.settle()
        if scene.question.name == mode and len(scene.view().legal_moves) > 1:
            return h
        if scene.question.name in ("pass", "bid", "card"):
            scene._apply(scene.view().legal_moves[0])
        else:
            h.keys("<Return>")
    raise AssertionError(f"{name}: no {mode} question")


def test_a_pass_is_judged_and_drawn_with_both_passes_raised_and_marked():
    h = at_question("hearts", "pass", passing=True)
    scene, view = h.scene, h.scene.view()
    judge = beside(coach_of(scene), "judge")
    best = judge(view, view.legal_moves[0], hint_rng(view)).best
    other = next(c for c in view.hand if c not in best.cards)
    played = Pass((*best.cards[:2], other))               # two cards in both passes, one not
    verdict = judge(view, played, hint_rng(view))
    assert verdict.best == best and verdict.cost >= 0
    screen = h.app.screen
    screen.clear(scene.paper)
    assert scene.draw_decision(screen, view, played, best)
    check_table(h, view, played, best)
    assert f"Passing 3 to {scene.name(view.receiver)}" in screen.dump_text()


def test_a_capot_bid_is_said_above_your_hand_and_no_card_is_raised():
    h = at_question("polignac", "bid", passing=False)
    scene, view = h.scene, h.scene.view()
    screen = h.app.screen
    screen.clear(scene.paper)
    assert scene.draw_decision(screen, view, Bid(True), Bid(False))
    check_table(h, view, Bid(True), Bid(False))
    assert screen.text_lines()[scene.review_rows().taken].startswith("Bid capot? You: yes  Me: no")


@pytest.mark.parametrize("name, options", [("blacktile", {"passing": False}), ("hearts", {"passing": True})])
def test_the_hint_raises_what_it_names_and_the_question_gets_its_hand_back(name, options):
    from games.avoidance.scene_table import HAND_ROW
    h = at_question(name, "card", **options)
    scene = h.scene
    hand = scene.shown_hand(scene.view())
    before = h.lines
    raised = {c for c in hand if face(c) in before[HAND_ROW - 1]}
    assert bool(raised) == bool(options["passing"])          # the cards you were passed, raised
    h.keys("<F9>")
    scene.wait_for_background()
    h.app.settle()
    hinted = scene.hint_box.advice.move.card
    # a long hint covers the hand's row: the card it names stands above it
    assert {c for c in hand if face(c) in h.lines[HAND_ROW - 1]} == {hinted}
    h.keys("X")
    assert not scene.hint_box.showing and h.lines == before


def test_the_review_names_cards_by_their_suit_glyphs_as_the_table_shows_them():
    assert say(Pass.parse("pass CQ HK S7")) == "pass ♣Q ♥K ♠7" and say(Bid(True)) == "capot"
    assert say(Play(Card.parse("HA"))) == "♥A"
    # a tile as it is written, led as its suit as the table's messages say it
    assert say(TilePlay(Tile.parse("5-0"), "5")) == "5-0 as 5s" and say(TilePlay(Tile.parse("6-3"))) == "6-3"
