"""Dealing the cards a seat cannot see, consistently with what it has seen (determinisation).

A computer player in a game of hidden cards (tricks, passing) imagines where the
unseen cards lie, plays each imagined deal out, and chooses what does best over
many. The imagined deal must agree with all it knows:

* each other seat holds exactly as many cards as it does now;
* a seat that has shown a void in a suit (failed to follow) holds none of that suit;
* cards the seat passed to another and that have not been played are still there;
* for dominoes, the unused tile is a holder of one that nobody plays (no voids).

>>> import random
>>> suits = lambda card: (card[0],)           # cards here are "S1", "H2" ...: suit then rank
>>> unseen = ["S1", "S2", "H1", "H2", "D1", "D2"]
>>> holders = [Holder(2, known=("H1",)), Holder(2, void=frozenset("D")), Holder(2, void=frozenset("SH"))]
>>> hands = sample_hands(unseen, holders, suits, random.Random(3))
>>> "H1" in hands[0], any(c[0] == "D" for c in hands[1]), sorted(hands[2])
(True, False, ['D1', 'D2'])

If the first seat were known to hold D1 as well, the third, void in spades and
hearts, could not have two cards: no deal fits, and the sampler says so.

>>> sample_hands(unseen, [Holder(2, known=("D1",))] + holders[1:], suits, random.Random(3))
Traceback (most recent call last):
...
games.sampling.NoDeal: no deal of the unseen cards agrees with what was seen
"""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any, Callable, Collection, Iterable, Mapping, Sequence


@dataclass(frozen=True)
class Holder:
    """A place the unseen cards may be: a seat's hand (or the unused tile of dominoes).

    ``size`` counts every unseen card there, ``known`` among them; ``void`` lists the
    suits it cannot hold (a card in any of them is kept out)."""
    size: int
    known: tuple = ()
    void: frozenset = frozenset()


class NoDeal(ValueError):
    """No deal of the unseen cards agrees with what was seen."""


def _masks(cards: Sequence[Any], holders: Sequence[Holder], caps: Sequence[int],
           suits_of: Callable[[Any], Iterable[str]]) -> list[int]:
    """For each card, the holders (as bits) that may take it."""
    out = []
    for card in cards:
        suits = set(suits_of(card))
        out.append(sum(1 << h for h, holder in enumerate(holders)
                       if caps[h] > 0 and not (suits & holder.void)))
    return out


def _feasible(counts: Counter, caps: Sequence[int]) -> bool:
    """Hall's condition: for every set of holders, the cards that can only go there fit.

    The cards that can only go to each set are summed over its subsets, one holder at a
    time, rather than counted afresh for every set: the search asks this after every card."""
    if counts.get(0):
        return False
    n = len(caps)
    need = [0] * (1 << n)
    for mask, c in counts.items():
        need[mask] += c
    room = [0] * (1 << n)
    for h in range(n):
        bit = 1 << h
        for subset in range(bit, 1 << n):
            if subset & bit:
                need[subset] += need[subset ^ bit]
                room[subset] += caps[h]
    return all(want <= space for want, space in zip(need, room))


def sample_hands(unseen: Sequence[Any], holders: Sequence[Holder],
                 suits_of: Callable[[Any], Iterable[str]], rng: random.Random) -> list[list]:
    """One deal of ``unseen`` to ``holders`` agreeing with their sizes, known cards and
    voids, drawn at random from ``rng``; raises :class:`NoDeal` if none agrees."""
    if sum(h.size for h in holders) != len(unseen):
        raise NoDeal(f"{len(unseen)} unseen cards but room for {sum(h.size for h in holders)}")
    pool = Counter(unseen)
    hands: list[list] = []
    for holder in holders:
        known = Counter(holder.known)
        if known - pool or len(holder.known) > holder.size:
            raise NoDeal("a known card is not among the unseen, or too many are known")
        pool -= known
        hands.append(list(holder.known))
    caps = [h.size - len(h.known) for h in holders]
    rest = list(pool.elements())
    rng.shuffle(rest)
    masks = _masks(rest, holders, caps, suits_of)
    everyone = sum(1 << h for h in range(len(holders)) if caps[h] > 0)
    if all(m == everyone for m in masks):
        # nothing constrains the deal: hand out the shuffled cards in turn
        at = 0
        for h, cap in enumerate(caps):
            hands[h].extend(rest[at:at + cap])
            at += cap
        return hands
    counts = Counter(masks)
    if not _feasible(counts, caps):
        raise NoDeal("no deal of the unseen cards agrees with what was seen")
    # the most constrained cards first; each goes to a holder chosen in proportion to its
    # room, among those that leave the rest of the deal still possible
    for mask, card in sorted(zip(masks, rest), key=lambda mc: bin(mc[0]).count("1")):
        counts[mask] -= 1
        options = [h for h in range(len(holders)) if mask >> h & 1 and caps[h] > 0]
        while True:
            h = rng.choices(options, weights=[caps[o] for o in options])[0]
            caps[h] -= 1
            if _feasible(+counts, caps):
                break
            caps[h] += 1
            options.remove(h)
        hands[h].append(card)
    return hands


def unseen_cards(deck: Iterable[Any], seen: Iterable[Any]) -> list:
    """The cards of ``deck`` not among ``seen`` (as multisets: a deck may hold two equal cards)."""
    return list((Counter(deck) - Counter(seen)).elements())


def deal_again(zones: Sequence[list], keep: Collection[Any], rng: random.Random,
               voids: Sequence[Iterable[str]] = (), suits_of: Callable[[Any], Iterable[str]] = tuple) -> dict:
    """Deal the cards of ``zones`` (lists, changed in place) again among their places, each
    zone keeping its size and every card in ``keep`` staying where it lies: how a state's
    ``redeal`` deals what a seat cannot see. ``voids`` (one per zone, if given) are the
    suits a zone has been shown to lack (``suits_of`` names a card's suits); a zone void in
    none is dealt by one plain shuffle. Returns each moved card's replacement, for records
    that name cards by value (the cards a seat drew, say), so that they follow their places."""
    places = [[i for i, card in enumerate(zone) if card not in keep] for zone in zones]
    before = [zone[i] for zone, at in zip(zones, places) for i in at]
    if any(voids):
        holders = [Holder(len(at), void=frozenset(v)) for at, v in zip(places, voids)]
        after = [card for hand in sample_hands(before, holders, suits_of, rng) for card in hand]
    else:
        after = list(before)
        rng.shuffle(after)
    dealt = iter(after)
    for zone, at in zip(zones, places):
        for i in at:
            zone[i] = next(dealt)
    return dict(zip(before, after))


def deal_others(rules: Any, seat: int, hand: Sequence[Any], deck: Sequence[Any], played: Sequence[Any],
                voids: Sequence[Iterable[str]], sizes: Sequence[int], known: Mapping[int, Sequence[Any]],
                unused: int, rng: random.Random) -> tuple[list[list], list]:
    """Every seat's hand, and the ``unused`` cards nobody holds (a domino set's odd tile),
    agreeing with what ``seat`` has seen: its own ``hand`` (kept as it is), the cards
    ``played``, the voids shown, the cards it knows another seat holds (``known``: seat ->
    cards, e.g. those it passed). The other seats' hands are drawn from ``rng``; ``sizes``
    is how many each seat holds now. Both a player's determinisation (from its view) and a
    state's ``redeal`` deal this way."""
    unseen = unseen_cards(deck, list(hand) + list(played))
    others = [s for s in range(len(sizes)) if s != seat]
    holders = [Holder(sizes[s], tuple(known.get(s, ())), frozenset(voids[s])) for s in others]
    if unused:
        holders.append(Holder(unused))
    dealt = sample_hands(unseen, holders, rules.suits, rng)
    hands: list[list] = [[] for _ in sizes]
    hands[seat] = list(hand)
    for s, cards in zip(others, dealt):
        hands[s] = cards
    return hands, (dealt[-1] if unused else [])


def determinise(rules: Any, seat: int, hand: Sequence[Any], deck: Sequence[Any], leader: int,
                trick: Any, tricks: Sequence[Any], voids: Sequence[Iterable[str]], sizes: Sequence[int],
                known: Mapping[int, Sequence[Any]], unused: int, rng: random.Random) -> Any:
    """A whole :class:`games.tricks.TrickPlay` that agrees with what ``seat`` has seen (see
    :func:`deal_others`): every card played is in ``tricks`` and the ``trick`` on the table."""
    from games.tricks import TrickPlay

    played = [c for t in tricks for c in t.cards] + list(trick.cards)
    hands, _ = deal_others(rules, seat, hand, deck, played, voids, sizes, known, unused, rng)
    return TrickPlay.resume(rules, hands, leader, trick, tricks, voids)
