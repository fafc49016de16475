"""For each game, the same position with what one seat cannot see dealt again: the other
seats' hidden cards and the stock shuffled among themselves, each zone keeping its size
and every card another seat has shown staying where it is. The conformance test checks
that the seat's view does not change.

``REDEAL[name](state, seat, rng)`` changes ``state`` (a clone) in place. A game that
hides nothing from a seat (Backgammon) leaves it as it is; one that hides things from
everyone alike (Marrakech's rug piles, Accordion's pack) shuffles those.
"""
from __future__ import annotations

import random
from typing import Any, Callable, Collection, Sequence


def deal_again(zones: Sequence[list], keep: Collection[Any], rng: random.Random) -> dict:
    """Shuffle the cards of ``zones`` (lists, changed in place) among them, each zone keeping
    its size; cards in ``keep`` stay in their places. Returns each moved card's replacement."""
    places = [(zone, i) for zone in zones for i, card in enumerate(zone) if card not in keep]
    cards = [zone[i] for zone, i in places]
    dealt = list(cards)
    rng.shuffle(dealt)
    for (zone, i), card in zip(places, dealt):
        zone[i] = card
    return dict(zip(cards, dealt))


def gin(game, seat: int, rng: random.Random) -> None:
    hand, other = getattr(game, "hand", game), 1 - seat     # a whole game, or one hand
    if hand.phase == "over":                    # the other hand is shown
        deal_again([hand.stock], (), rng)
        return
    known = set()                               # taken from the pile and not thrown away since
    for event in hand.events:
        if event.seat == other and event.action == "take":
            known.add(event.card)
        elif event.seat == other and event.action in ("discard", "knock"):
            known.discard(event.card)
    deal_again([hand.hands[other], hand.stock], known, rng)


def piquet(partie, seat: int, rng: random.Random) -> None:
    hand, other = partie.hand, 1 - seat
    keep = set(hand.shown[other])               # shown in declaring
    if seat == hand.elder:
        keep |= set(hand.peeked)                # the stock's cards he left and looked at
    if seat == hand.younger and hand.phase in ("answer", "answer2"):
        # Younger's answers weigh his combination against the one Elder has just declared,
        # which Elder's hand must still bear out: it stays as it is
        keep |= set(hand.held[other])
    moved = deal_again([hand.held[other], hand.discards[other], hand.stock], keep, rng)
    hand.drawn[other] = [moved.get(c, c) for c in hand.drawn[other]]
    hand.peeked = [moved.get(c, c) for c in hand.peeked]


def marjolette(game, seat: int, rng: random.Random) -> None:
    hand, other = game.hand, 1 - seat
    deal_again([hand.held[other], hand.stock], hand.shown[other], rng)


def marrakesh(state, seat: int, rng: random.Random) -> None:
    face_down = state.lead is not None and state.reply is None and seat != state.leader
    lead = [state.lead] if face_down else []
    deal_again([state.hands[1 - seat], state.stock, lead], (), rng)
    if face_down:                               # the lead lies on the table too
        state.table[state.table.index(state.lead)] = lead[0]
        state.lead = lead[0]


def avoidance(game, seat: int, rng: random.Random) -> None:
    """Polignac, Slobberhannes, Short Hearts, Eleven Point Black Tile."""
    hand = game.hand
    others = [s for s in range(hand.seats) if s != seat]
    keep: set = set()
    passing = hand.passing
    if passing is not None and not passing.is_done():
        for s in others:                        # cards set aside stay in the hands they left
            keep.update(passing.chosen[s] or ())
    elif passing is not None:
        keep.update(passing.chosen[seat])       # what this seat gave, if still held
    held = [hand.play.hands[s] if hand.play is not None else hand.dealt[s] for s in others]
    deal_again(held + [hand.unused], keep, rng)


def marrakech(state, seat: int, rng: random.Random) -> None:
    for pile in state.piles:                    # nobody sees a pile's order
        rng.shuffle(pile)


def accordion(state, seat: int, rng: random.Random) -> None:
    rng.shuffle(state.stock)                    # the cards still to come


def nothing_hidden(state, seat: int, rng: random.Random) -> None:
    """Backgammon: both sides see the whole board, and the dice to come are nobody's."""


def climb(state, seat: int, rng: random.Random) -> None:
    deal_again([state.hands[1 - seat], state.stock], (), rng)


REDEAL: dict[str, Callable[[Any, int, random.Random], None]] = {
    "accordion": accordion, "gin": gin, "piquet": piquet, "backgammon": nothing_hidden,
    "marrakesh": marrakesh, "marrakech": marrakech, "marjolette": marjolette,
    "polignac": avoidance, "slobberhannes": avoidance, "hearts": avoidance, "blacktile": avoidance,
    "climb": climb,
}
