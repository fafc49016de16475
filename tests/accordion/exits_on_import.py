"""A solver module that ends the program as it is imported (it must not end ours)."""
raise SystemExit("bye")
