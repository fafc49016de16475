"""The review (V) at the two-seat card tables, Gin Rummy, Piquet and Marjolette, draws each
choice of yours on the game's own table as your seat saw it then, without the keys, with
your move and the computer's marked on it in two styles: at Gin under the stock or the
pile, or under the card thrown (raised) with a knock said; at Piquet both sets of discards
marked in your hand (yours above it, mine beneath), a call, answer or claim in words under
the dialogue, the card played; at Marjolette the card played, or the declaration in the
list of those you could make. The review's words go in the band beneath, and every
character drawn can be read."""
from __future__ import annotations

import random

import pytest

from games.gin_rummy import scene_layout as gin_lay
from games.gin_rummy.moves import Discard as GinDiscard, Draw, Pass as GinPass, Take
from games.marjolette import scene_layout as marj_lay
from games.marjolette.moves import Declare, Exchange, Pass as MarjPass, Play as MarjPlay
from games.marjolette.scene import describe
from games.piquet import scene_layout as piq_lay
from games.piquet.moves import Discard as PiqDiscard, Play as PiqPlay
from games.registry import find_game
from games.ui import review
from games.ui.contrast import unreadable
from games.ui.harness import Harness
from tests.review_play import STARTS, play_hand
from tests.test_review_games import quick  # noqa: F401  (the quick judges, for these tests too)

GAMES = ["gin", "piquet", "marjolette"]


def text_at(screen, row: int) -> str:
    return screen.text_lines()[row]


def card_at(screen, card, rows) -> tuple[int, int]:
    """Where ``card`` is drawn in ``rows``."""
    for row in rows:
        col = text_at(screen, row).find(card.glyph)
        if col >= 0:
            return col, row
    raise AssertionError(f"{card.glyph} is not on the table in rows {list(rows)}")


def word_over(screen, row: int, col: int, word: str, colours) -> None:
    """``word`` is written in ``row`` in ``colours`` (logical ink, paper), over column ``col``."""
    line = text_at(screen, row)
    start = line.find(word)
    assert start >= 0, f"no {word!r} in row {row}: {line!r}"
    assert start <= col < start + len(word), f"{word!r} in row {row} is not over column {col}: {line!r}"
    assert screen.inks[row][start] == colours, f"{word!r} in row {row} is not in {colours}"


def check_gin(scene, screen, view, played, best) -> None:
    hand_rows = range(gin_lay.REVIEW_HAND_ROW - 1, gin_lay.REVIEW_HAND_ROW + 1)
    for n, (move, word, colours) in enumerate(((played, "You", scene.your_mark), (best, "Me", scene.my_mark))):
        if isinstance(move, GinDiscard):
            col, row = card_at(screen, move.card, hand_rows)
            assert row == gin_lay.REVIEW_HAND_ROW - 1, f"the {move.card.glyph} thrown is not raised"
            word_over(screen, gin_lay.REVIEW_HAND_ROW + 1 + n, col, f"{word}: knock" if move.knock else word, colours)
        else:
            col = gin_lay.STOCK_COL if isinstance(move, Draw) else gin_lay.PILE_COL
            verb = {Draw: "draw", Take: "take", GinPass: "pass"}[type(move)]
            word_over(screen, gin_lay.STOCK_ROW + 2 + n, col, f"{word}: {verb}", colours)
    for card in view.hand:
        card_at(screen, card, hand_rows)


def check_piquet(scene, screen, view, played, best) -> None:
    row = piq_lay.REVIEW_HAND_ROW
    cols = [card_at(screen, card, [row])[0] for card in view.hand]
    assert cols == sorted(cols), "the hand is not drawn in its order"
    if isinstance(played, (PiqDiscard, PiqPlay)):
        for move, marks_row, mark, colours in ((played, row - 1, piq_lay.MARKS_DOWN, scene.your_mark),
                                               (best, row + 1, piq_lay.MARKS_UP, scene.my_mark)):
            cards = move.cards if isinstance(move, PiqDiscard) else (move.card,)
            line = text_at(screen, marks_row)
            marked = {c for c, card in zip(cols, view.hand) if line[c:c + 2] == mark}
            assert marked == {cols[view.hand.index(card)] for card in cards}, f"row {marks_row}: {line!r}"
            for col in marked:
                assert screen.inks[marks_row][col] == colours
            assert line.startswith("You" if move is played else "Me")
    else:
        table = screen.dump_text().split("\n")[:review.BAND_TOP]
        said = [r for r, line in enumerate(table) if line.startswith("You said: ")]
        would = [r for r, line in enumerate(table) if line.startswith("I'd say: ")]
        assert said and would, "\n".join(table)
        assert table[said[0]] == f"You said: {played.describe()}" and table[would[0]] == f"I'd say: {best.describe()}"
        assert screen.inks[would[0]][0] == scene.my_mark and screen.inks[said[0]][0] == scene.your_mark


def check_marjolette(scene, screen, view, played, best) -> None:
    rows = (marj_lay.REVIEW_TABLE_ROW, marj_lay.REVIEW_HAND_ROW)
    for card in list(view.hand) + list(view.table):
        card_at(screen, card, rows)
    for move, word, colours in ((played, "You", scene.your_mark), (best, "Me", scene.my_mark)):
        if isinstance(move, MarjPlay):
            col, row = card_at(screen, move.card, rows)
            word_over(screen, row + 1, col, word, colours)
        else:
            table = screen.text_lines()
            [row] = [r for r in range(review.BAND_TOP) if table[r].startswith(word)]
            assert table[row][4:].rstrip() == describe(move, view)
            assert screen.inks[row][0] == colours


CHECK = {"gin": check_gin, "piquet": check_piquet, "marjolette": check_marjolette}


@pytest.mark.parametrize("name", GAMES)
def test_v_draws_your_choices_on_the_table_with_your_move_and_mine_marked_and_steps_on(name):
    h, spoilt, cost = play_hand(name)
    scene = h.scene
    h.keys("V")
    scene.wait_for_background()
    entries = scene.review_box.entries
    assert entries and len(entries) >= 2 and scene.review_box.showing
    tables = []
    for step, entry in enumerate(entries[:2]):
        if step:
            h.keys("<Right>")
        lines = h.lines
        assert lines[review.BAND_TOP].startswith(f"{step + 1} of {len(entries)} I'd change")
        assert "You played: " in lines[review.BAND_TOP + 1]
        d = entry.decision
        CHECK[name](scene, h.app.screen, d.view, d.played, entry.judgement.best)
        assert unreadable(h.app.screen) == []
        tables.append(lines[:review.BAND_TOP])
    assert tables[0] != tables[1], "stepping on did not draw the next choice's table"


def seat_zero_view(info, wanted, tries: int = 60):
    """Your view at a choice of the kind ``wanted`` picks, some random moves into a game."""
    for seed in range(tries):
        rng, state = random.Random(seed), info.new_state(info.setup(seed))
        for _ in range(600):
            if state.is_terminal():
                break
            if state.current_player() == 0:
                view = state.view(0)
                if len(view.legal_moves) > 1 and wanted(view):
                    return view
            state.apply(rng.choice(list(state.legal_moves())))
    raise AssertionError("no such choice met")


def other_than(view, move, kind=None):
    """A legal move of ``view`` other than ``move`` (of the type ``kind``, if given)."""
    return next(m for m in view.legal_moves if m != move and (kind is None or isinstance(m, kind)))


def kinds():
    """(game, which choice, your view's test, your move and mine from the view)."""
    def knock(view):
        knocks = [m for m in view.legal_moves if isinstance(m, GinDiscard) and m.knock]
        return GinDiscard(knocks[0].card), knocks[0]

    def discards(view):
        ways = sorted(view.legal_moves, key=lambda m: -len(m.cards))[:40]
        return ways[0], next(m for m in ways if set(m.cards) - set(ways[0].cards) and m.cards)

    return [
        ("gin", "offer", lambda v: v.phase == "offer", lambda v: (GinPass(), Take())),
        ("gin", "draw", lambda v: v.phase == "draw" and Take() in v.legal_moves, lambda v: (Draw(), Take())),
        ("gin", "knock", lambda v: any(getattr(m, "knock", False) for m in v.legal_moves), knock),
        ("piquet", "exchange", lambda v: isinstance(v.legal_moves[0], PiqDiscard) and v.legal_moves.most > 2, discards),
        ("piquet", "stand", lambda v: isinstance(v.legal_moves[0], PiqDiscard) and v.legal_moves.fewest == 0,
         lambda v: (PiqDiscard(()), other_than(v, PiqDiscard(())))),
        ("piquet", "call", lambda v: type(v.legal_moves[0]).__name__ in ("Declare", "Answer", "Claim"),
         lambda v: (v.legal_moves[0], v.legal_moves[-1])),
        ("piquet", "follow", lambda v: v.phase == "play" and v.trick, lambda v: (v.legal_moves[0], v.legal_moves[-1])),
        ("marjolette", "declare", lambda v: v.phase == "declare" and any(isinstance(m, (Declare, Exchange))
                                                                          for m in v.legal_moves),
         lambda v: (MarjPass(), other_than(v, MarjPass()))),
        ("marjolette", "first lead", lambda v: v.phase == "play" and not v.tricks and not v.trick,
         lambda v: (v.legal_moves[0], v.legal_moves[-1])),
        ("marjolette", "from the table", lambda v: v.phase == "play" and any(
            isinstance(m, MarjPlay) and m.card in v.table for m in v.legal_moves),
         lambda v: (next(m for m in v.legal_moves if m.card in v.table), next(m for m in v.legal_moves
                                                                          if m.card in v.hand))),
    ]


@pytest.mark.parametrize("name, kind, wanted, moves", kinds(), ids=[f"{k[0]}-{k[1]}" for k in kinds()])
def test_each_kind_of_choice_is_drawn_with_both_moves_marked(name, kind, wanted, moves):
    info = find_game(name)
    h = Harness(info, seed=3, **STARTS.get(name, {}))
    scene, screen = h.scene, h.app.screen
    view = seat_zero_view(info, wanted)
    played, best = moves(view)
    assert played in view.legal_moves and best in view.legal_moves and played != best
    screen.clear(scene.paper)
    assert scene.draw_decision(screen, view, played, best) is True
    CHECK[name](scene, screen, view, played, best)
    assert unreadable(screen) == []
    drawn = screen.text_lines()
    assert all(not line.strip() for line in drawn[review.BAND_TOP:]), "the table runs into the review's band"
    # drawn from the view alone: what the live table shows now changes nothing
    scene.shown_trick = (view.hand[0], view.hand[-1])
    screen.clear(scene.paper)
    scene.draw_decision(screen, view, played, best)
    assert screen.text_lines() == drawn


def test_a_long_list_of_declarations_keeps_yours_and_mine_and_clears_your_melds_heading():
    from dataclasses import replace

    from games.marjolette.melds import Meld

    info = find_game("marjolette")
    h = Harness(info, seed=3)
    scene, screen = h.scene, h.app.screen
    view = seat_zero_view(info, lambda v: v.phase == "declare")
    melds = [Declare(Meld.parse(m)) for m in ("4A", "4K", "4Q", "KQH", "JQS")]
    view = replace(view, legal_moves=(*melds, MarjPass()), table=(view.unseen()[0],))
    screen.clear(scene.paper)
    scene.draw_decision(screen, view, MarjPass(), melds[-1])
    check_marjolette(scene, screen, view, MarjPass(), melds[-1])
    assert text_at(screen, marj_lay.REVIEW_TABLE_ROW - 1).strip() == "Your melds"
    listed = [line for line in screen.text_lines()[marj_lay.NOTES_TOP:marj_lay.REVIEW_TABLE_ROW - 1] if line.strip()]
    assert len(listed) == marj_lay.REVIEW_OPTIONS_ROWS

