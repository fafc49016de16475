"""What a seat can know of the other hand, from its view alone, and deals that fit it.

Known for certain: the cards the opponent showed in declaring, the cards Elder
looked at and Younger then drew, the suits the opponent has failed to follow.
The dialogue narrows the rest further (a Point answered "Good" was longer than
his), which :func:`fits_dialogue` checks on a guessed hand, assuming the
opponent declared truthfully; if no guess fits (he sank something), only the
certain facts are kept.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Optional

from games.cards import Card, full_deck
from games.piquet.combos import PIQUET_RANKS
from games.piquet.players import fast
from games.piquet.players.solver import card_id, mask_of
from games.piquet.rules import PACK_RANKS
from games.piquet.view import PiquetView

PACK = full_deck(PACK_RANKS)


@dataclass
class Knowledge:
    mine: list[Card]
    opponent_known: list[Card]      # certainly in his hand now
    pool: list[Card]                # might be in his hand, his discards or the stock
    hidden: int                     # how many of his cards are not known
    voids: set[str]
    my_played: list[Card]
    their_played: list[Card]
    weights: tuple[float, ...] = ()   # how likely each rank is in his hand (see RANK_WEIGHT)
    hints: tuple[int, ...] = ()       # masks of cards his play makes unlikely (see play_hints)
    trust: float = 1.0                # a guess holding cards of h hints is kept trust**h as often


def played_by(view: PiquetView, seat: int) -> list[Card]:
    out = []
    for t in view.tricks:
        out.append(t.lead if t.leader == seat else t.follow)
    if view.trick and view.leader == seat:
        out.append(view.trick[0])
    return out


def voids_of(view: PiquetView, seat: int) -> set[str]:
    return {t.lead.suit for t in view.tricks
            if t.leader != seat and t.follow.suit != t.lead.suit}


def play_hints(view: PiquetView, seat: int) -> tuple[int, ...]:
    """What a decent player's cards say of the cards he still holds, one mask a trick: winning
    a trick, he won it as cheaply as he could (nothing of the suit between the lead and his
    card); following low, he had no winner and played his lowest of the suit; failing the
    suit, he threw a card lower than any he kept."""
    out = []
    for t in view.tricks:
        if t.leader == seat:
            continue
        lead, follow = card_id(t.lead), card_id(t.follow)
        suit = lead & ~7
        if follow & ~7 == suit:
            if follow > lead:
                out.append(((1 << follow) - 1) & ~((1 << (lead + 1)) - 1))
            else:
                out.append(((1 << follow) - 1 & ~((1 << suit) - 1)) | (0xFF << suit) & ~((1 << (lead + 1)) - 1))
        else:
            low = follow & 7
            out.append(sum(((1 << low) - 1) << (8 * s) for s in range(4)))
    return tuple(m for m in out if m)


def knowledge(view: PiquetView, by_seat: bool = True, trust: float = 1.0) -> Knowledge:
    me, them = view.seat, view.opponent
    mine_played, their_played = played_by(view, me), played_by(view, them)
    known = set(view.shown)
    out_of_play: set[Card] = set()
    if me == view.elder and view.exchanged[them] >= 0:
        took = view.exchanged[them]
        known |= set(view.peeked[:took])
        out_of_play |= set(view.peeked[took:])
    known -= set(their_played)
    seen = set(view.hand) | set(view.discards) | set(view.played_cards()) | known | out_of_play
    pool = [c for c in PACK if c not in seen]
    weights = SEAT_WEIGHT[them == view.elder] if by_seat else RANK_WEIGHT
    return Knowledge(list(view.hand), sorted(known, key=card_id), pool,
                     view.opponent_count - len(known), voids_of(view, them),
                     mine_played, their_played, weights, play_hints(view, them), trust)


# Both players put out their low cards in the exchange, so an unseen high card is likelier
# in his hand than an unseen low one: an Ace weighs 4.5 times a Seven (+1.7 points a deal,
# both seatings, 95% interval +1.0 to +2.4, over drawing every unseen card alike).
RANK_WEIGHT = tuple(1 + r / 2 for r in range(8))
# Fitted, seat by seat, to what decent players keep (rulebased's exchanges and the computer's
# own, at the first card of the play, the dialogue's hints applied): the weight each rank
# needs for the guesses to hold it as often as such a hand does. Elder puts out up to five
# cards, Younger up to three, and both keep their Aces and Kings: an Ace is some twenty times
# likelier than a Seven in Elder's hand, and more again in Younger's, who puts out fewer.
SEAT_WEIGHT = {True: (1.0, 1.23, 1.29, 2.33, 3.1, 5.95, 11.3, 19.5),          # he is Elder
               False: (1.0, 1.27, 1.43, 3.26, 3.41, 10.0, 20.5, 40.0)}         # he is Younger


def guess_hand(k: Knowledge, rng: random.Random) -> Optional[list[Card]]:
    """The opponent's present hand, guessed within the certain facts, his unseen cards drawn
    in proportion to ``k.weights`` by rank (weighted sampling without replacement)."""
    allowed = [c for c in k.pool if c.suit not in k.voids]
    if len(allowed) < k.hidden:
        return None
    weights = k.weights or RANK_WEIGHT
    keyed = sorted(allowed, key=lambda c: rng.random() ** (1.0 / weights[card_id(c) & 7]),
                   reverse=True)
    return k.opponent_known + keyed[:k.hidden]


def deals(view: PiquetView, k: Knowledge, rng: random.Random, wanted: int,
          tries: int = 300) -> list[list[Card]]:
    """Up to ``wanted`` guesses at the opponent's hand that fit what has been said, those his
    play makes unlikely kept less often (:func:`play_hints`; topped up from them if need be)."""
    found, loose, doubted = [], [], []
    for _ in range(tries):
        guess = guess_hand(k, rng)
        if guess is None:
            break
        if fits_dialogue(view, k.mine + k.my_played, guess + k.their_played):
            if k.trust < 1.0 and k.hints:
                held = mask_of(guess)
                odd = sum(1 for m in k.hints if held & m)
                if odd and rng.random() >= k.trust ** odd:
                    doubted.append((odd, len(doubted), guess))
                    continue
            found.append(guess)
            if len(found) >= wanted:
                break
        elif len(loose) < wanted:
            loose.append(guess)
    if doubted and len(found) < wanted:
        found += [g for _, _, g in sorted(doubted)[:wanted - len(found)]]
    return found or loose


def _keys(cards: list[Card]) -> dict[str, int]:
    d = fast.declarations(mask_of(cards))
    return {"point": d[0], "sequence": d[2], "set": d[4]}


def call_key(category: str, call: str) -> int:
    """The declared value as the fast keys measure it (primary only for point and sequence)."""
    word, _, value = call.partition(" ")
    if word == "no":
        return 0
    if category == "set":
        return int(value[0]) * 8 + PIQUET_RANKS.index(value[1])
    return int(value)


def fits_dialogue(view: PiquetView, my_cards: list[Card], their_cards: list[Card]) -> bool:
    """Would truthful declaring with these hands have said what was said?"""
    elder_cards, younger_cards = ((my_cards, their_cards) if view.seat == view.elder
                                  else (their_cards, my_cards))
    ek, yk = _keys(elder_cards), _keys(younger_cards)
    for category, said in view.calls:
        if said and not _fits_category(category, said, ek[category], yk[category]):
            return False
    return True


def _fits_category(category: str, said: tuple[str, ...], e: int, y: int) -> bool:
    declared = call_key(category, said[0])
    if declared == 0:
        return e == 0     # the computer never sinks; a guess failing this is dropped only if others fit
    if _primary(category, e) != declared:
        return False
    answers = said[1:]
    if not answers:
        return True
    first = answers[0]
    yp = _primary(category, y)
    if first == "good":
        return yp < declared
    if first == "not good":
        return yp > declared
    if yp != declared:
        return False
    if len(answers) >= 2 and _secondary(category, e) != _detail_value(answers[1]):
        return False
    if len(answers) < 3:
        return True
    return _compare_word(_secondary(category, y), _secondary(category, e), answers[2])


def _primary(category: str, key: int) -> int:
    if category == "point":
        return key // 100
    if category == "sequence":
        return key // 8
    return key


def _secondary(category: str, key: int) -> int:
    return key % 100 if category == "point" else key % 8


def _detail_value(call: str) -> int:
    value = call.partition(" ")[2]
    return int(value) if value.isdigit() else PIQUET_RANKS.index(value)


def _compare_word(mine: int, theirs: int, word: str) -> bool:
    return {"good": mine < theirs, "not good": mine > theirs, "the same": mine == theirs}[word]
