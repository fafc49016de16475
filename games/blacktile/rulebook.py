"""Eleven Point Black Tile, for the help screen (MANUAL.md: Eleven Point Black Tile, Rules)."""

RULES = """
# The tiles

A double-six set of 28. Three players take nine each (one laid aside unseen); four take seven.

# The suits

Eight suits of seven: Doubles (the doublets), and a suit for each number of the tiles showing it (Blanks for 0). Every tile is in two suits. The doublet is the highest of its number's suit, the rest rank by their other number: in the 3s, 3-3 6-3 5-3 4-3 3-2 3-1 3-0.

# Passing

Before the first trick each passes three tiles: to the right, then the left, then across (four players), then none; three players hold the third hand. Round again.

# The play

The leader names the suit of his tile: one of its numbers, or for a doublet its number or Doubles. The others follow that suit if they can, else play any tile. The highest tile of the suit led wins, and its winner leads.

# Scoring

Each tile of the 3s scores 1 against its taker, the 0-0 (the black tile) 4: eleven a hand. Taking them all shoots the moon: 0, and 22 to each other player. The lead passes clockwise; the lowest total wins.
"""
