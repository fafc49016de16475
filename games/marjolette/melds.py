"""Marjolette's melds: what they are, what they score, which may be declared now.

A meld is named in a short notation: ``4A`` (four Aces; ``4K``, ``4Q``, ``4J``),
``KQH`` (the King and Queen of Hearts: a marriage, the trump marriage if Hearts
are trumps) and ``JQH`` (the Jack of trumps with the Queen of Hearts: a
marjolette, the trump marjolette if Hearts are trumps).

>>> m = Meld.parse("kqh")
>>> str(m), [str(c) for c in m.cards("S")], m.points("S"), m.name("S")
('KQH', ['HK', 'HQ'], 20, 'Marriage in Hearts')
>>> Meld.parse("JQS").points("S"), Meld.parse("JQS").name("S")
(40, 'Trump marjolette')
>>> [str(c) for c in Meld.parse("JQD").cards("C")]
['CJ', 'DQ']

With one pack, each King has one Queen to marry and the trump Jack meets each
Queen once, so the rules on melding a card again (in a meld of another kind; each
King and Queen in one marriage only; the marjolette with one Queen after another)
all come to this: a player may not declare the same meld twice.

>>> from games.cards import cards
>>> held = set(cards("HK HQ SJ SQ DQ CQ"))
>>> [str(m) for m in available(held, trump="S")]
['4Q', 'JQS', 'KQH', 'JQH', 'JQD', 'JQC']
>>> [str(m) for m in available(held, trump="S", declared={Meld.parse("4Q")})]
['JQS', 'KQH', 'JQH', 'JQD', 'JQC']
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Optional

from games.cards import SUIT_NAMES, SUITS, Card
from games.engine import InvalidNotation
from games.marjolette.rules import DEFAULT_RULES, MarjoletteRules

FOUR_RANKS = "AKQJ"            # the fours that score, highest first
KINDS = ("four", "marriage", "marjolette")
_RANK_PLURALS = {"A": "Aces", "K": "Kings", "Q": "Queens", "J": "Jacks"}


@dataclass(frozen=True)
class Meld:
    kind: str      # "four", "marriage" or "marjolette"
    key: str       # the rank of a four; the suit of a marriage, or of a marjolette's Queen

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise InvalidNotation(f"no such meld: {self.kind!r}")
        if (self.key not in FOUR_RANKS if self.kind == "four" else self.key not in SUITS) \
                or len(self.key) != 1:
            raise InvalidNotation(f"no such {self.kind}: {self.key!r}")

    def __str__(self) -> str:
        if self.kind == "four":
            return "4" + self.key
        return ("KQ" if self.kind == "marriage" else "JQ") + self.key

    @classmethod
    def parse(cls, text: str) -> "Meld":
        t = text.strip().upper() if isinstance(text, str) else ""
        if len(t) == 2 and t[0] == "4":
            return cls("four", t[1])
        if len(t) == 3 and t[:2] in ("KQ", "JQ"):
            return cls("marriage" if t[:2] == "KQ" else "marjolette", t[2])
        raise InvalidNotation(f"not a meld: {text!r} (say 4A, KQH or JQH)")

    def cards(self, trump: str) -> tuple[Card, ...]:
        if self.kind == "four":
            return tuple(Card(s, self.key) for s in SUITS)
        if self.kind == "marriage":
            return Card(self.key, "K"), Card(self.key, "Q")
        return Card(trump, "J"), Card(self.key, "Q")

    def shown(self) -> str:
        """Its cards as the table shows them, by their suits' glyphs, as far as they can be
        named without the trump: a marjolette's Jack is the trump's.

        >>> [Meld.parse(t).shown() for t in ("KQH", "4A", "JQD")]
        ['♥K ♥Q', '♠A ♥A ♦A ♣A', 'trump J ♦Q']
        """
        if self.kind == "marjolette":
            return f"trump J {Card(self.key, 'Q').glyph}"
        return " ".join(c.glyph for c in self.cards(trump=""))

    def points(self, trump: str, rules: MarjoletteRules = DEFAULT_RULES) -> int:
        if self.kind == "four":
            return rules.four(self.key)
        if self.kind == "marriage":
            return rules.trump_marriage if self.key == trump else rules.marriage
        return rules.trump_marjolette if self.key == trump else rules.marjolette

    def name(self, trump: str) -> str:
        if self.kind == "four":
            return f"Four {_RANK_PLURALS[self.key]}"
        word = "marriage" if self.kind == "marriage" else "marjolette"
        if self.key == trump:
            return f"Trump {word}"
        return f"{word.capitalize()} in {SUIT_NAMES[self.key]}"


ALL_MELDS: tuple[Meld, ...] = (tuple(Meld("four", r) for r in FOUR_RANKS)
                               + tuple(Meld("marriage", s) for s in SUITS)
                               + tuple(Meld("marjolette", s) for s in SUITS))


def available(cards: Iterable[Card], trump: str, declared: Optional[Iterable[Meld]] = None,
              rules: MarjoletteRules = DEFAULT_RULES) -> list[Meld]:
    """The melds a player holding ``cards`` (in hand and on the table) may declare,
    having declared ``declared`` already this hand: highest scoring first, then in
    the order of :data:`ALL_MELDS`."""
    have, done = set(cards), set(declared or ())
    found = [m for m in ALL_MELDS if m not in done and have.issuperset(m.cards(trump))]
    return sorted(found, key=lambda m: -m.points(trump, rules))
