"""Short Hearts, for the help screen (MANUAL.md: Short Hearts, Rules)."""

RULES = """
# The cards

32 cards, Ace high down to 7; with three players a second club 7 makes 33, eleven each. All are dealt.

# Passing

Before the first trick each passes three cards: to the right, then the left, then across (four players), then none; three players hold the third hand. Round again.

# The play

The player on the dealer's right leads. Follow suit if you can, else any card. No trumps: the highest card of the suit led wins, and its winner leads.

# Scoring

Each heart 1 against its taker, the queen of spades 4: twelve a hand. Taking every heart and the queen shoots the moon: 0 for him, 12 for every other player. The deal passes clockwise; the lowest total wins.
"""
