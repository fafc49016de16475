"""Marrakech, for the help screen (MANUAL.md: Marrakech, Rules)."""

RULES = """
# The market

7 by 7 squares, columns a to g, rows 1 to 7. Assam starts on d4 facing right. Each player has 30 dirhams and rugs two squares long: twelve each for four players, fifteen for three; two players have two colours each (24 rugs, shuffled, so the colour of each turn's rug comes by chance).

# A turn

- Draw your next rug.
- Turn Assam a quarter left or right, or leave him; never about.
- Throw the die (1 2 2 3 3 4); he walks straight on that many squares. Walking off the market he follows the curve at the edge into the next line, walking back; a1 and g7 loop into themselves.
- Pay: on another player's rug, pay a dirham for each square of its area (the squares of that colour joined side by side). Who cannot pay in full pays all he has and is out.
- Lay your rug over two side-by-side squares, one next to Assam, neither under him. It may cover bare squares or rug halves, never both halves of one rug still in view.

# The end

When all the rugs are laid, each scores a point for each visible square of his colours and each dirham. The highest score wins; then the most dirhams; else the win is shared.
"""
