"""Slobberhannes, for the help screen (MANUAL.md: Slobberhannes, Rules)."""

RULES = """
# As Polignac

32 cards (30, without the black sevens, for three, five or six players), all dealt. The player on the dealer's right leads; follow suit if you can; no trumps: the highest card of the suit led wins, and its winner leads. Passing if chosen; the deal passes clockwise; a number of hands that divides among the players.

# Scoring

One point against whoever takes the first trick, the last trick, and the queen of spades; 4 for taking all three. No capot. The lowest total wins.
"""
