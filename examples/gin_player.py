"""A small Gin Rummy player to copy and improve: it remembers what the other player takes.

It plays to the player protocol (docs/players.md, "The player protocol"):
``choose(view, rng)`` returns one of ``view.legal_moves``. It also uses two of
the optional hooks: ``start`` (a new game, and the seat it plays) and
``observe`` (each move as its seat may see it, and each hand's end), to keep its
own record of the cards the other player took from the pile.

It takes the up-card only when it goes into a set; it throws away the card that
leaves the lowest count (the higher of two that do equally well), but not one that would go with a card the
other player took (same value, or same suit and next to it) while another will
do nearly as well; and it knocks as soon as its count is ``knock_at`` or less::

    python main.py match gin --player examples.gin_player:Watchful --player simple
    python main.py match gin --player 'examples.gin_player:Watchful(knock_at=5)' --player computer
"""
from games.gin_rummy.melds import deadwood, mask_of
from games.gin_rummy.moves import Discard, Draw, Pass, Take
from games.gin_rummy.players import completes_set
from games.gin_rummy.view import Event

RANKS = "A23456789TJQK"


class Watchful:
    def __init__(self, knock_at=10, caution=3):
        self.knock_at, self.caution = knock_at, caution
        self.seat, self.wanted = 0, set()

    def start(self, start):
        self.seat, self.wanted = start.seat, set()

    def observe(self, event):
        if not isinstance(event, Event):          # the end of a hand: a new deal follows
            self.wanted = set()
        elif event.seat != self.seat and event.action == "take":
            self.wanted.add(event.card)
        elif event.seat != self.seat and event.action in ("discard", "knock"):
            self.wanted.discard(event.card)

    def choose(self, view, rng):
        hand = mask_of(view.hand)
        if view.phase in ("offer", "draw"):
            if Take() in view.legal_moves and completes_set(hand, view.up_card):
                return Take()
            return Pass() if Pass() in view.legal_moves else Draw()
        choices = [c for c in view.hand if c != view.taken]
        card = min(choices, key=lambda c: (deadwood(hand & ~(1 << c.index))
                                           + (self.caution if self.feeds(c) else 0), -RANKS.index(c.rank)))
        knock = Discard(card, knock=True)
        if knock in view.legal_moves and deadwood(hand & ~(1 << card.index)) <= self.knock_at:
            return knock
        return Discard(card)

    def feeds(self, card):
        """Would ``card`` go with one the other player took?"""
        return any(w.rank == card.rank or (w.suit == card.suit and
                   abs(RANKS.index(w.rank) - RANKS.index(card.rank)) == 1) for w in self.wanted)
