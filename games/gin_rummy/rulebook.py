"""Gin Rummy, for the help screen (MANUAL.md: Gin Rummy, Rules)."""

RULES = """
# The deal

Ten cards each. The other 32 are the stock, face down; its top card is turned up to start the discard pile (the up-card).

# The first turn

The non-dealer may take the up-card; if not, the dealer may. If the dealer takes it, the non-dealer draws from the stock, and the dealer may not take that discard. If neither takes it, the non-dealer draws from the stock.

# The play

Each in turn takes the top discard or the top card of the stock, then throws one card onto the pile, until one player goes out.

# Sets

Three or more of one value, or three or more in sequence in one suit. Ace is low; no going round the corner (K A 2 is no set). A card belongs to one set only.

# Value and knocking

Unmatched cards count Ace 1, 2-10 face value, J Q K 10. You may knock (go out) when your hand after the discard is worth 10 or less; a hand worth nothing is Gin. The other player lays off cards onto the knocker's sets (never onto Gin).

# Scoring a hand

- Cards: the lower hand scores the difference.
- Gin: 25 more.
- Undercut: if the other hand is worth the knocker's or less, it scores the difference and 25 (never against Gin).
- Box: 25 for each hand won, kept apart.

# Game

When a card score (with Gin and undercut bonuses, not the Box) reaches 100: Game, 100 more; 100 more again if the other scored nothing (Whitewash). The higher total of card score, Box and bonuses wins.
"""
