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


class SaysAndSleeps:
    def solve(self, deal, time_limit):
        print("sleeping", flush=True)      # to the error stream: a worker's output goes there
        time.sleep(time_limit + 60)
        return []

    def next_moves(self, piles, unseen, time_left):
        return self.solve(piles, time_left)


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


class Knows:
    """Brings deals 0 and 1 down to one pile at once, by lines the strong solver found:
    a refutation that does not hang on how fast the machine is."""

    LINES = {
        0: ("C3>D3 S5>SA S8>SK S6>S8 S5>S2 S9>S7 CA>C6 DJ>DK S5>S6 DT>DJ H4>HK D7>D6 CA>CK "
            "C5>CQ ST>S4 H8>D8 HJ>H9 HJ>SJ D9>D4 D7>D5 H7>D7 CA>CJ S9>C9 S9>ST H4>H7 C2>D2 "
            "H3>H5 C8>C5 C2>C4 C8>C2 HA>HJ H4>H6 DA>DQ H2>H8 HA>H3 DA>HA DA>D9 DA>DT CA>DA "
            "HT>H4 CA>C7 C8>CA HT>H2 SQ>S5 S3>S9 CT>C8 HT>CT S3>C3 SQ>S3 HQ>HT HQ>SQ"),
        1: ("S3>ST S2>SA C6>H6 D2>S2 D3>D5 S9>S5 C8>C5 C7>C4 CA>C2 C8>CK HJ>H3 DT>DK HK>H8 "
            "S6>SQ D3>C3 D6>D3 D9>D7 S7>C7 HK>SK H5>H2 HA>H5 S8>S7 D6>D2 S9>S8 DT>HT D4>DT "
            "HJ>H7 C9>C8 HQ>HA H4>HQ H9>HJ D4>DQ S6>S3 D8>D9 DA>D8 S4>SJ C6>CQ DA>CA H4>HK "
            "H4>H9 D6>DA D6>D4 S4>H4 S9>S4 C9>S9 C6>S6 CT>C9 CT>CJ C6>CT D6>C6 DJ>D6"),
    }

    def solve(self, deal, time_limit):
        from games.accordion.rules import deal_codes
        for number, line in self.LINES.items():
            if list(deal) == deal_codes(number):
                return line.split()
        return []


class Knows41:
    """Solves only whole deals (no solve_position): deal 41, by a line the strong solver found."""

    LINE = ("D5>D7 SK>S6 H4>H7 C6>H6 DA>HA C4>D4 HT>H4 H8>HT CA>C2 HQ>H9 HQ>H2 D2>DA D8>H8 D2>D9 "
            "C3>C4 C5>CT C6>C9 S3>S5 CJ>CA C6>C8 H5>H3 DJ>DT CJ>C3 HJ>CJ HJ>HK D3>D8 H5>C5 D2>DK "
            "S9>S8 SK>S9 S2>ST S7>S3 S4>S7 SA>S2 DQ>SQ D3>D2 C6>C7 SJ>SA DQ>D3 C6>D6 SJ>S4 DJ>SJ "
            "DJ>HJ CK>C6 DQ>DJ CK>SK CQ>DQ H5>D5 CQ>CK HQ>CQ HQ>H5")

    def solve(self, deal, time_limit):
        from games.accordion.rules import deal_codes
        return self.LINE.split() if list(deal) == deal_codes(41) else []


class Positions:
    """A plug-in that also solves from a position (the protocol's optional method)."""

    def __init__(self):
        from games.accordion.strong import StrongSolver
        self.strong = StrongSolver()

    def solve(self, deal, time_limit):
        return self.strong.solve(deal, time_limit)

    def solve_position(self, piles, to_come, time_limit):
        return self.strong.solve_position(piles, to_come, time_limit)


class Peeks:
    """A one-card solver that makes no move at all: it waits to see more (not allowed)."""

    def next_moves(self, piles, unseen, time_left):
        return []


class DealsItself:
    """A one-card solver that answers N, as if to deal the next card itself (not allowed)."""

    def next_moves(self, piles, unseen, time_left):
        return ["N"]


class Recorder:
    """A one-card solver that keeps what it was shown, and plays the simple method."""

    shown = []

    def next_moves(self, piles, unseen, time_left):
        from games.accordion.simple import SimpleSolver
        Recorder.shown.append((list(piles), list(unseen)))
        return SimpleSolver().next_moves(piles, unseen, time_left)
