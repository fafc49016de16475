"""Traditional Games: shared pieces and one package per game.

Rules engines (``games/<game>/rules.py`` and friends) are pure Python and never
import pygame; only scene modules draw or read keys.
"""
