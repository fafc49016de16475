"""Piquet, for the help screen (MANUAL.md: Piquet, Rules)."""

RULES = """
# The cards and the deal

32 cards, Ace high down to Seven. Twelve each; eight form the stock. The non-dealer is Elder, the dealer Younger; the deal alternates, and six hands make a Partie.

# The exchange

Elder puts out up to five cards and takes as many from the stock; Younger may then put out and take up to the number left.

# The combinations

- Point: the longest suit; if as long, the higher count (Ace 11, K Q J T 10, others face value). One a card.
- Sequence: the longest run in a suit, three or more; if as long, the higher top card. The winner scores all his sequences: one a card, 10 more for five or longer.
- Set: three or four of a value, Tens and up; four beat three, higher beat lower. Trey 3, Quatorze 14.

# The declarations

Elder calls Point, Sequence, Set in turn. Younger answers Good, Not good, or (as long) Making? or To the?, and then Good, Not good or The same. Each player scores what he wins.

# Repique and pique

30 from the combinations alone, the other having scored nothing: 60 more (repique). Elder reaching 30 in the hand with the play, Younger having scored nothing: 30 more (pique).

# The play

Elder leads. Follow suit if you can; no trumps; the higher card of the suit led wins. One point for each card led, one for each trick won against the lead, one more for the last trick. Seven tricks or more: 10; all twelve: 30 more.

# The Partie

After six hands the higher total wins 100 and the difference; if the loser has not reached 100 (the Rubicon), his total is added to the winner's instead.
"""
