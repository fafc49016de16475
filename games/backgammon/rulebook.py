"""Backgammon, for the help screen (MANUAL.md: Backgammon, Rules)."""

RULES = """
# The board

Your inner table is bottom left (points 1 to 6), your outer table bottom right (7 to 12); the computer's outer table is top right (13 to 18), its inner table top left (19 to 24). Points are numbered from your side; the bar is 25. Your pieces (O) travel along the top, down the right and along the bottom into your inner table; the computer's (X) go the other way.

# Starting

Each throws one die; the same number doubles the stake and both throw again. The higher die starts, and may play the dice as thrown or throw both again.

# Moving

Each die moves one piece that many points forward; a double is played four times. Two or more pieces make a point, where the opponent may not land. A single piece is a blot: landing on it hits it to the bar. A piece that has hit may move on.

# The bar

A piece on the bar must enter before anything else moves: a 1 onto your 24-point, a 2 onto your 23-point, and so on. If no die lets it in, you cannot move.

# You must move

Use both dice if there is any way; if only one, the larger when you can; of a double, as many as can be played.

# Bearing off

With all fifteen in your inner table, a die takes a piece off its point; a die higher than your highest point takes one from the highest.

# Winning

The first to bear off all fifteen wins the stake; double if the loser has borne off none (gammon); triple if he also has a piece in the winner's inner table or on the bar (backgammon).

# The doubling dice

Before throwing, a player who may double offers to double the stake. The other refuses and loses at the stake as it was, or accepts, and only he may offer the next double.
"""
