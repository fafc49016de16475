"""A solver module that hangs as it is imported (the bench must not wait for it)."""
import time

time.sleep(30)


class S:
    def solve(self, deal, time_limit):
        return []
