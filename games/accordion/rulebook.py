"""Accordion, for the help screen (MANUAL.md: Accordion, Rules)."""

RULES = """
# The object

To finish with all 52 cards in one pile, or in as few piles as you can.

# Dealing

The cards are dealt one at a time, face up, in a line from left to right (on the screen the line wraps onto the next row). Deal as many as you like before moving, and move whenever you wish.

# Moving

A card may go onto the card next to its left, or onto the third card to its left (jumping over two), if the two are of the same suit or the same value. It covers that card and makes a pile; a pile is one card, its top card, and moves whole. A covered card is never seen again.

# Example

From ♠K ♦K ♦9 ♥8 ♣7 ♦A: ♦K onto ♠K (next, same value); ♦A onto ♦9 (third, same suit); ♦A onto ♦K (next, same suit), leaving ♦A ♥8 ♣7.

# Scoring

Your score is the number of piles left: the fewer the better, one a complete success. Then the computer plays the same deal, and the fewer piles wins.
"""
