"""Nim, for the help screen."""

RULES = """
# The heaps

Three heaps, A, B and C, of one to seven counters each, dealt by the seed.

# The play

In turn, each player takes one or more counters from one heap. Whoever takes the last counter wins.
"""
