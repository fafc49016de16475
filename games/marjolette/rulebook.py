"""Marjolette, for the help screen (MANUAL.md: Marjolette, Rules)."""

RULES = """
# The cards and the deal

32 cards; in each suit Ace, Ten, King, Queen, Jack, 9, 8, 7. Aces and Tens are brisques. Six cards each; the next card is turned up for trumps; the rest is the stock. A turned-up 7 of trumps (the dix) scores the dealer 10.

# The play with the stock

The non-dealer leads. Any card may be played: the higher trump wins, else the higher card of the suit led. The winner may declare one meld (or exchange the dix for the turn-up, scoring 10), then both draw, the winner first, and he leads.

# Melds

| Four Aces                    100
| Four Kings                    80
| Four Queens                   60
| Four Jacks                    40
| Trump marriage (K Q)          40
| Marriage (K Q)                20
| Trump marjolette (J Q)        40
| Marjolette (trump J, Q)       20

Melded cards lie face up, still yours to play. A card may be melded again in a meld of another kind; the Jack of trumps with one Queen after another.

# The close

After the tenth trick the stock is closed. The last six tricks: follow suit and win if you can; if you cannot follow, trump if you can.

# Scoring

Melds and the dix as made; the last trick 10; each Ace and Ten won 10. Game is 250: hands are dealt until someone has 250 at a hand's end, and the higher total wins.
"""
