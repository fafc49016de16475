"""A player module that does not finish being imported (a plug-in's fault: a wait at import)
until its test opens the gate."""
from tests.hang_gate import GATE

GATE.wait()
