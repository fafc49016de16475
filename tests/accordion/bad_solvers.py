"""Solvers that misbehave, for the bench's tests (loaded as tests.accordion.bad_solvers:X)."""
import time


class Raises:
    def solve(self, deal, time_limit):
        raise RuntimeError("no idea")


class Garbage:
    def solve(self, deal, time_limit):
        return {"moves": "all of them"}


class BadItem:
    def solve(self, deal, time_limit):
        return ["DK>SK", 17]


class Illegal:
    def solve(self, deal, time_limit):
        return [f"{deal[5]}>{deal[0]}"]  # five piles back: never legal


class Sleeps:
    def solve(self, deal, time_limit):
        time.sleep(time_limit + 60)
        return []


class Late:
    def solve(self, deal, time_limit):
        time.sleep(time_limit * 1.5)
        return []


class Exits:
    def solve(self, deal, time_limit):
        import os
        os._exit(3)


class Chatty:
    def solve(self, deal, time_limit):
        print("thinking hard")
        return []


class _Claim(list):
    proof = "trust me"


class Liar:
    """Gives up at once and claims one pile cannot be reached."""

    def solve(self, deal, time_limit):
        return _Claim()


class CallsExit:
    def solve(self, deal, time_limit):
        import sys
        sys.exit(5)


class Interrupted:
    def solve(self, deal, time_limit):
        raise KeyboardInterrupt


class ExitsWhenMade:
    def __init__(self):
        raise SystemExit(3)

    def solve(self, deal, time_limit):
        return []


class WritesToFd1:
    """Writes past sys.stdout, straight to file descriptor 1."""

    def solve(self, deal, time_limit):
        import os
        os.write(1, b"noise on fd 1\n")
        return []
