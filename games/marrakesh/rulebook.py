"""Marrakesh, for the help screen (MANUAL.md: Marrakesh, Rules)."""

RULES = """
# The board and the cards

Each side has six points (1 to 6 from its three ovals) and six pieces, which never leave their side. The pack: Ace to Six of every suit twice, and four Queens. A card's number is its value, Ace 1, Queen 0.

# Each round

Both throw six dice and place a piece on each die's point. Six cards each; the rest is the stock. The player with more pieces on the 1-point (then the 2-point...) leads first.

# A trick

The leader plays a card face down, the other a card face up, then the lead is turned. Spades beat Hearts beat Diamonds beat Clubs, but a Club beats a Spade; cards of one suit: the receiver wins. Any card may be played. The winner leads next.

# Moving and bearing off

The winner uses the cards' numbers as dice on her side: a number bears a piece off its point or moves one down; with no piece that high, it bears off from the highest point. What is borne off in one trick fills her next oval.

| the cards match    numbers  bonus
| in nothing         once     none
| in suit only       once     yes
| in number only     four x   yes
| in suit and number six x    yes

The bonus card is drawn from the stock and compared with the winner's card: once if it matches in nothing, four times in suit or number, six times in both (after a trick matching in both, four times whatever it is).

# Null chips

A winner who bears nothing off puts a null chip in her oval; one with nothing left, or all ovals full, puts it in the opponent's next oval. Nothing is borne off into an oval with a chip.

# Scoring each round

For bearing off all six (ovals in order; X an oval not used):

| Game           any            3
| Casablanca     2-2-2          6
| Rabat          3-1-2          6
| Bogart         1-1-4          9
| El Ayun        1-4-1         12
| Gammon         first two      6
| Gibraltar      3-3-X          9
| Tangier        4-2-X          9
| Backgammon     6 in one      12

If neither bears off all six, the lower total of pips left scores 1. For the opponent's ovals (0 a null chip):

| Chips          one chip       1
| Chips          two chips      4
| Little Fez     1-1-1          4
| Common Fez     1-1-0 ...      6
| Royal Fez      1-0-0 ...      9
| Grand Fez      0-0-0         18

# The game

Twelve rounds (or six); the cards are shuffled only every three rounds. The higher total wins.
"""
