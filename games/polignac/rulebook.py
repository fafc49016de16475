"""Polignac, for the help screen (MANUAL.md: Polignac, Rules)."""

RULES = """
# The cards

32 cards, Ace high down to 7; for three, five or six players the two black sevens are taken out. All are dealt.

# The play

The player on the dealer's right leads. Follow suit if you can, else play any card. No trumps: the highest card of the suit led wins, and its winner leads next.

# Passing (if chosen)

Before the first trick each passes three cards (two for five or six players): to the right, then the left, then across (four players), then none; round again.

# Capot

Before the first trick a player may announce capot: that he will take all four queens.

# Scoring

Against yourself: 2 for the queen of spades, 1 for each other queen. A capot made scores 0 and every other player 5; a capot failed scores 5 and the others their queens.

# The game

The deal passes clockwise; a number of hands that divides among the players. The lowest total wins.
"""
