"""The gate the stuck test plug-ins wait at: opened when their test is over, so that no
thread is left waiting for the rest of the run."""
import threading

GATE = threading.Event()
