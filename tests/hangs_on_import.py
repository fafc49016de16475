"""A player module that never finishes being imported (a plug-in's fault: a wait at import)."""
import threading

threading.Event().wait()
